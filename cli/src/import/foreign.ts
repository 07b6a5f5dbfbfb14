/**
 * Reading the files designers already have: Magic Set Editor sets (`.mse-set` zip or folder, or a
 * `set` file), Cockatrice XML and Forge scripts (a file or a folder of them). This module does the
 * IO (unzipping with fflate, reading folders) and hands the text to the pure readers in
 * `server/src/core/import/`.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { cardFormat, type CardFormat } from "../../../server/src/core/import/card-format";
import type { ImportResult, ImportWarning } from "../../../server/src/core/import/imported-card";
import { CliError, describeIoError } from "../errors";
import { detectFormatWith, isZip, scanFolder, type ForeignFormat } from "./detect-format";

/** The formats the CLI reads from paths (each a `CardFormat` of a game). */
export type { ForeignFormat } from "./detect-format";

/** The format object for an id. @throws Error when no game provides it (a build without that game). */
function format(id: ForeignFormat): CardFormat {
  const f = cardFormat(id);
  if (!f) throw new Error(`no game provides the '${id}' format`);
  return f;
}

/** What was read: the cards and warnings, and the text of every original file by the name used in source locations. */
export interface ForeignImport extends ImportResult {
  /** Absolute file path → its text (for a zipped set: the zip's path → the `set` file inside it). */
  texts: Map<string, string>;
}

function read(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    throw new CliError(`cannot read ${file}: ${describeIoError(e)}`);
  }
}

/**
 * The format of a path, or undefined when it is none of the three (e.g. `.card` files or
 * MTGJSON records) or cannot be read; see `detect-format.ts`. Never throws.
 */
export function detectFormat(abs: string): ForeignFormat | undefined {
  const found = detectFormatWith(abs, (id, text) => format(id).sniff(text));
  return found === "sniff" ? undefined : found;
}

function forgeScriptsUnder(dir: string): string[] {
  return scanFolder(dir).scripts;
}

/** Reads an MSE set: a `.mse-set` zip, a `.mse-set` folder, or a `set` file (its folder holds included card files). */
function readMse(abs: string): ForeignImport {
  const texts = new Map<string, string>();
  if (statSync(abs).isFile() && isZip(abs)) {
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(readFileSync(abs));
    } catch (e) {
      throw new CliError(`${abs}: not a readable zip (${e instanceof Error ? e.message : String(e)})`);
    }
    const setEntry = entries["set"];
    if (!setEntry) throw new CliError(`${abs}: the package holds no 'set' file`);
    const setText = strFromU8(setEntry);
    texts.set(abs, setText);
    // Included card files live in the same zip; their locations name the zip and the member.
    const result = format("mse").read({
      file: abs,
      text: setText,
      readIncluded: (name) => {
        const data = entries[name];
        if (!data) return undefined;
        const file = `${abs}/${name}`;
        const text = strFromU8(data);
        texts.set(file, text);
        return { file, text };
      },
    });
    return { ...result, texts };
  }
  const dir = statSync(abs).isDirectory() ? abs : path.dirname(abs);
  const setFile = statSync(abs).isDirectory() ? path.join(abs, "set") : abs;
  const setText = read(setFile);
  texts.set(setFile, setText);
  const result = format("mse").read({
    file: setFile,
    text: setText,
    readIncluded: (name) => {
      const file = path.join(dir, name);
      if (path.dirname(file) !== dir || !existsSync(file)) return undefined;
      const text = read(file);
      texts.set(file, text);
      return { file, text };
    },
  });
  return { ...result, texts };
}

function readForge(abs: string): ForeignImport {
  const files = statSync(abs).isDirectory() ? forgeScriptsUnder(abs) : [abs];
  const texts = new Map<string, string>();
  const out: ForeignImport = { format: "forge", cards: [], warnings: [], texts };
  for (const file of files) {
    const text = read(file);
    texts.set(file, text);
    if (files.length > 1 && !format("forge").sniff(text)) {
      out.warnings.push({ message: "not a Forge card script (no 'Name:' line); skipped", source: { file, line: 1 } });
      continue;
    }
    const r = format("forge").read({ file, text });
    out.cards.push(...r.cards);
    out.warnings.push(...r.warnings);
  }
  return out;
}

/**
 * Reads a file or folder in one of the three formats.
 * @throws CliError (exit 2) when it cannot be read or is not in the given format.
 */
export function readForeign(abs: string, id: ForeignFormat): ForeignImport {
  if (id === "mse") return readMse(abs);
  if (id === "forge") return readForge(abs);
  const text = read(abs);
  const r = format("cockatrice").read({ file: abs, text });
  return { ...r, texts: new Map([[abs, text]]) };
}

/** `file:line: warning: message (card)` for the terminal. */
export function formatImportWarning(w: ImportWarning, cwd: string): string {
  const rel = path.relative(cwd, w.source.file) || w.source.file;
  return `${rel}:${w.source.line}: warning: ${w.card ? `${w.card}: ` : ""}${w.message}`;
}
