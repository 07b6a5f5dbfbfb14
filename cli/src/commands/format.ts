/**
 * `cardscript format [--check | --write] [paths…]`: the editor's formatter (the same function the
 * language server's `textDocument/formatting` calls, `core/features/formatting.ts`) over files,
 * folders and globs taken as `cardscript lint` takes them (`.gitignore` and `ignorePatterns`
 * honoured unless `--no-ignore`; no path = the working folder).
 *
 * - no flag: the formatted text of each file on stdout (as `prettier` prints it);
 * - `--check`: the files that would change, one per line on stdout; exit 1 when there is one;
 * - `--write`: files that would change are rewritten in place (into the existing file: inode,
 *   owner and mode kept), each listed on stdout.
 *
 * The formatter changes layout only — indentation, field order, spacing, line ends — and refuses
 * (the file is left alone, with a message on stderr) a file with syntax errors or a result that
 * would not keep every word and comment. Exit codes: 0 done (every file formatted), 1 `--check`
 * found a file that would change, 2 usage or IO failure or a file that could not be formatted.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatDocument } from "../../../server/src/app/service";
import { GitIgnore } from "../../../server/src/node-io/gitignore";
import { ConfigResolver, ignoredByConfig } from "../config/load-config";
import { CliError, describeIoError } from "../errors";
import { displayPath } from "../formats/paths";
import type { CliIo } from "../io";
import { activeCliLocale, cliText } from "../l10n/index";
import { localizer, type Localizer } from "../../../server/src/core/l10n/localizer";
import { collectFiles, onePathPerFile } from "../lint/collect-files";
import { decodeText } from "../lint/read-text";
import { writeInPlace } from "../write-in-place";

export interface FormatCommandOptions {
  /** Report the files that would change; write nothing. */
  check: boolean;
  /** Rewrite the files that would change. */
  write: boolean;
  /** False with `--no-ignore`. */
  ignore: boolean;
  /** `--config`: the config whose `ignorePatterns` apply (else each file's nearest cardscript.json). */
  config?: string;
}

/** Runs `cardscript format`; returns the exit code (see the module comment). */
export async function runFormat(inputs: string[], opts: FormatCommandOptions, io: CliIo): Promise<number> {
  const l10n = cliText();
  if (opts.check && opts.write) throw new CliError(l10n.t("cli.format.checkAndWrite"));
  const configs = await ConfigResolver.create(io.cwd, opts.config);
  const selected = await selectFiles(inputs, opts, io, configs);
  let changed = 0;
  let failed = 0;
  for (const file of selected) {
    const outcome = formatFile(file, opts, io, configs, l10n);
    if (outcome === "changed") changed++;
    else if (outcome === "failed") failed++;
  }
  if (opts.check || opts.write) {
    const files = l10n.tn("cli.files", changed);
    if (changed > 0)
      io.stderr.write(
        `cardscript: ${opts.check ? l10n.tn("cli.format.wouldChange", changed, { files }) : l10n.t("cli.format.written", { files })}\n`,
      );
    else if (failed === 0)
      io.stderr.write(`cardscript: ${l10n.t("cli.format.allFormatted", { files: l10n.tn("cli.files", selected.length) })}\n`);
  }
  if (failed > 0) return 2;
  return opts.check && changed > 0 ? 1 : 0;
}

/**
 * Formats one file in the run's mode: its formatted text printed (no flag), or, when it would
 * change, listed on stdout (`--check`) and rewritten (`--write`). A file that cannot be read,
 * formatted or written gets a message on stderr (and, with no flag, its text unchanged on stdout).
 * @returns `changed` for a file listed, `failed` for one with a message, else `done`.
 */
function formatFile(
  file: string,
  opts: FormatCommandOptions,
  io: CliIo,
  configs: ConfigResolver,
  l10n: Localizer,
): "done" | "changed" | "failed" {
  const shown = displayPath(file, io.cwd);
  let bytes: Buffer;
  let text: string;
  try {
    bytes = readFileSync(file);
    text = decodeText(bytes);
  } catch (e) {
    io.stderr.write(`cardscript: ${l10n.t("cli.format.cannotRead", { file: shown, reason: describeIoError(e) })}\n`);
    return "failed";
  }
  const printOnly = !opts.check && !opts.write;
  // The file's default game (cardscript.json `game`) orders its fields.
  const result = formatDocument(text, { game: configs.forFile(file).config.game });
  if (!result.ok) {
    const why =
      result.reason === "syntax-errors"
        ? l10n.t("cli.format.syntaxErrors", { file: shown })
        : l10n.t("cli.format.selfCheck", { file: shown, detail: localizer({ id: "core" }, activeCliLocale()).t(result.check) });
    io.stderr.write(`cardscript: ${why}\n`);
    if (printOnly) io.stdout.write(text);
    return "failed";
  }
  if (printOnly) {
    io.stdout.write(result.text);
    return "done";
  }
  if (result.text === text) return "done";
  if (opts.write) {
    try {
      writeInPlace(file, result.text, bytes);
    } catch (e) {
      io.stderr.write(`cardscript: ${l10n.t("cli.format.cannotWrite", { file: shown, reason: describeIoError(e) })}\n`);
      return "failed";
    }
  }
  io.stdout.write(`${shown}\n`);
  return "changed";
}

/** The `.card` files the inputs name (as `lint` collects them), without ignored ones unless `--no-ignore`. */
async function selectFiles(inputs: string[], opts: FormatCommandOptions, io: CliIo, configs: ConfigResolver): Promise<string[]> {
  const l10n = cliText();
  const explicit = inputs.length > 0;
  let collected: Awaited<ReturnType<typeof collectFiles>>;
  try {
    collected = await collectFiles(explicit ? inputs : ["."], { cwd: io.cwd });
  } catch (e) {
    throw new CliError(l10n.t("cli.error.cannotList", { reason: e instanceof Error ? e.message : String(e) }));
  }
  if (explicit && collected.unmatched.length > 0) throw new CliError(collected.unmatched.map((u) => `${u.input}: ${u.reason}`).join("\n"));
  for (const u of collected.unreadable) io.stderr.write(`cardscript: ${u.path}: ${u.reason}\n`);
  const found = collected.files;
  const ignored = new Set<string>();
  await configs.prepare(found);
  if (opts.ignore) {
    const gitignore = new GitIgnore({ roots: [io.cwd] });
    gitignore.prepare(found);
    for (const file of found) if (ignoredByConfig(file, configs.forFile(file)) || gitignore.ignores(file)) ignored.add(file);
  }
  if (explicit) {
    for (const input of inputs) {
      if (ignored.has(path.resolve(io.cwd, input))) io.stderr.write(`cardscript: ${l10n.t("cli.format.inputIgnored", { input })}\n`);
    }
  }
  if (!explicit && found.length === 0) io.stderr.write(`cardscript: ${l10n.t("cli.noFiles", { cwd: io.cwd })}\n`);
  return onePathPerFile(
    found.filter((f) => !ignored.has(f)),
    collected.links,
  );
}
