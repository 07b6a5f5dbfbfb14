/**
 * Reading the files designers already have: Magic Set Editor sets (`.mse-set` zip or folder, or a
 * `set` file), Cockatrice XML and Forge scripts (a file or a folder of them). This module does the
 * IO (unzipping with fflate, reading folders) and hands the text to the pure readers in
 * `server/src/core/import/`.
 */
import { existsSync, opendirSync, readdirSync, readFileSync, statSync, type Dirent } from "node:fs";
import path from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { cardFormat, type CardFormat } from "../../../server/src/core/import/card-format";
import type { ImportResult, ImportWarning } from "../../../server/src/core/import/imported-card";
import { CliError, describeIoError } from "../errors";

/** The formats the CLI reads from paths (each a `CardFormat` of a game). */
export type ForeignFormat = "mse" | "cockatrice" | "forge";

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

const isZip = (file: string) => {
  try {
    const b = readFileSync(file);
    return b.length > 4 && b[0] === 0x50 && b[1] === 0x4b;
  } catch {
    return false;
  }
};

/**
 * The format of a path, or undefined when it is none of the three (e.g. `.card` files or
 * MTGJSON records) or cannot be read. A folder is an MSE set when it holds a `set` file, a Forge
 * folder when it holds Forge scripts (`*.txt` with a `Name:` line) and no `.card` files. A `.txt`
 * is Forge only when it is a script or an edition file. Never throws.
 */
export function detectFormat(abs: string): ForeignFormat | undefined {
  try {
    return detect(abs);
  } catch {
    // Unreadable paths are left to the CardScript path, which reports them.
    return undefined;
  }
}

function detect(abs: string): ForeignFormat | undefined {
  let st;
  try {
    st = statSync(abs);
  } catch {
    return undefined;
  }
  const lower = abs.toLowerCase();
  if (st.isDirectory()) {
    const setFile = path.join(abs, "set");
    if (existsSync(setFile) && statSync(setFile).isFile()) return "mse";
    // A folder of Forge scripts: a .txt with a Name: line, and no .card files (those are linted as CardScript).
    const { scripts, cardFiles } = scanFolder(abs, true);
    return cardFiles === 0 && scripts.some((f) => format("forge").sniff(read(f))) ? "forge" : undefined;
  }
  if (lower.endsWith(".mse-set") || path.basename(abs) === "set") return "mse";
  if (lower.endsWith(".xml")) return "cockatrice";
  // A .txt is Forge when it is a script or an edition file; any other file named explicitly is CardScript.
  if (lower.endsWith(".txt")) {
    return format("forge").sniff(readFileSync(abs, "utf8")) ? "forge" : undefined;
  }
  if (lower.endsWith(".card") || lower.endsWith(".json") || lower.endsWith(".jsonl")) return undefined;
  if (isZip(abs)) return "mse";
  if (!st.isFile()) return undefined;
  const head = readFileSync(abs, "utf8").slice(0, 4096);
  if (format("cockatrice").sniff(head)) return "cockatrice";
  if (format("mse").sniff(head)) return "mse";
  if (format("forge").sniff(head)) return "forge";
  return undefined;
}

/**
 * The `.txt` files under a folder (sorted; symlinked folders not followed) and how many `.card` files it holds.
 * @param stopAtCard stop at the first `.card` file (`cardFiles` is then 1 and `scripts` partial): enough to
 *   know the folder is not a Forge folder without listing a large card folder twice.
 */
function scanFolder(dir: string, stopAtCard = false): { scripts: string[]; cardFiles: number } {
  const scripts: string[] = [];
  let cardFiles = 0;
  const isCard = (e: Dirent) => e.isFile() && e.name.toLowerCase().endsWith(".card");
  const walk = (d: string) => {
    if (stopAtCard && cardFiles > 0) return;
    const entries = stopAtCard ? entriesUntilCard(d, isCard) : readdirSync(d, { withFileTypes: true });
    if (stopAtCard && entries === undefined) {
      cardFiles++;
      return;
    }
    for (const e of entries!.sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory() && !e.isSymbolicLink() && e.name !== "node_modules" && e.name !== ".git") walk(p);
      else if (e.isFile() && e.name.toLowerCase().endsWith(".txt")) scripts.push(p);
      else if (isCard(e)) cardFiles++;
    }
  };
  walk(dir);
  return { scripts, cardFiles };
}

/**
 * A folder's entries, read in batches; undefined as soon as one is a `.card` file (a folder of
 * thousands of cards is not read to the end to learn it is no Forge folder).
 */
function entriesUntilCard(dir: string, isCard: (e: Dirent) => boolean): Dirent[] | undefined {
  const handle = opendirSync(dir);
  try {
    const entries: Dirent[] = [];
    for (let e = handle.readSync(); e !== null; e = handle.readSync()) {
      if (isCard(e)) return undefined;
      entries.push(e);
    }
    return entries;
  } finally {
    handle.closeSync();
  }
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
