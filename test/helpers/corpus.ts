/**
 * Where the real card corpus lives: `$CARDSCRIPT_CORPUS` when set, else `../shared/corpus`
 * relative to the project root. Never copy corpus data into the repository.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project root (the folder holding package.json). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The corpus folder (it may not exist; see {@link requireCorpusFile}). */
export function corpusDir(): string {
  return process.env["CARDSCRIPT_CORPUS"]
    ? path.resolve(process.env["CARDSCRIPT_CORPUS"])
    : path.resolve(PROJECT_ROOT, "..", "shared", "corpus");
}

/**
 * Absolute path of a corpus file, e.g. `mtg/cards.jsonl`.
 * @throws Error naming the path looked at and the variable to set when the file is missing.
 */
export function requireCorpusFile(relative: string): string {
  const file = path.join(corpusDir(), relative);
  if (!existsSync(file)) {
    throw new Error(`Corpus file not found: ${file}. Set CARDSCRIPT_CORPUS to the corpus folder (the one holding mtg/cards.jsonl).`);
  }
  return file;
}

let announced = false;

/**
 * Absolute path of a corpus file for a suite or test that needs it. When the corpus is absent
 * (a fresh clone), prints one line saying how to get it and skips the calling suite or test;
 * under `CI=true` (any non-empty value but `false`/`0`) a missing corpus is an error instead, so
 * CI always runs the corpus suites.
 * @param ctx the Mocha context of a `before` hook or `it` (its `skip()` is called).
 * @throws Error when the file is missing and CI is set.
 */
export function corpusFileOrSkip(ctx: Mocha.Context, relative: string): string {
  const file = path.join(corpusDir(), relative);
  if (existsSync(file)) return file;
  const ci = process.env["CI"];
  if (ci && ci !== "false" && ci !== "0") return requireCorpusFile(relative);
  if (!announced) {
    announced = true;
    console.log(
      `  (corpus not found at ${file}: the real-card suites are skipped; set CARDSCRIPT_CORPUS to the folder holding mtg/cards.jsonl to run them)`,
    );
  }
  ctx.skip();
}
