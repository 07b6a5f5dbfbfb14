/**
 * Which foreign format a path given to `cardscript lint` or `cardscript import` holds, told by the
 * path's shape first and by the games' sniffers (`CardFormat.sniff`) only when the shape cannot
 * tell. This module loads no game: the lint command asks for a sniff only when a path needs one
 * (a folder of `.card` files or a `.card` file never does), so a run over card files — such as
 * one answered by `--cache` — does not load the games to learn that.
 */
import { existsSync, opendirSync, readdirSync, readFileSync, statSync, type Dirent } from "node:fs";
import path from "node:path";
import { decodeBytes } from "../../../server/src/node-io/decode-text";

/** The formats the CLI reads from paths (each a `CardFormat` of a game). */
export type ForeignFormat = "mse" | "cockatrice" | "forge" | "draftmancer";

/** True when `text` is of the format (the game's `CardFormat.sniff`). */
export type Sniffer = (format: ForeignFormat, text: string) => boolean;

/** True when the file starts like a zip archive (`PK`); false when it cannot be read. */
export const isZip = (file: string): boolean => {
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
 * @param sniff the games' sniffers; without them, `"sniff"` when the answer needs one.
 */
export function detectFormatWith(abs: string, sniff?: Sniffer): ForeignFormat | undefined | "sniff" {
  try {
    return detect(abs, sniff);
  } catch {
    // Unreadable paths are left to the CardScript path, which reports them.
    return undefined;
  }
}

/** Thrown inside {@link detect} when a sniff is needed and no sniffer was given. */
const NEEDS_SNIFF = Symbol("needs sniff");

function detect(abs: string, given: Sniffer | undefined): ForeignFormat | undefined | "sniff" {
  const sniff: Sniffer = (format, text) => {
    if (!given) throw NEEDS_SNIFF;
    return given(format, text);
  };
  try {
    return detectShape(abs, sniff);
  } catch (e) {
    if (e === NEEDS_SNIFF) return "sniff";
    throw e;
  }
}

function detectShape(abs: string, sniff: Sniffer): ForeignFormat | undefined {
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
    return cardFiles === 0 && scripts.some((f) => sniff("forge", sniffText(f))) ? "forge" : undefined;
  }
  if (lower.endsWith(".mse-set") || path.basename(abs) === "set") return "mse";
  if (lower.endsWith(".xml")) return "cockatrice";
  // A .txt is a Draftmancer list when it starts with its [CustomCards] or [Settings] section, Forge
  // when it is a script or an edition file; any other file named explicitly is CardScript.
  if (lower.endsWith(".txt")) {
    const text = sniffText(abs);
    return sniff("draftmancer", text) ? "draftmancer" : sniff("forge", text) ? "forge" : undefined;
  }
  if (lower.endsWith(".card") || lower.endsWith(".json") || lower.endsWith(".jsonl")) return undefined;
  if (isZip(abs)) return "mse";
  if (!st.isFile()) return undefined;
  const head = sniffText(abs).slice(0, 4096);
  if (sniff("cockatrice", head)) return "cockatrice";
  if (sniff("mse", head)) return "mse";
  if (sniff("forge", head)) return "forge";
  return undefined;
}

/**
 * The `.txt` files under a folder (sorted; symlinked folders not followed) and how many `.card` files it holds.
 * @param stopAtCard stop at the first `.card` file (`cardFiles` is then 1 and `scripts` partial): enough to
 *   know the folder is not a Forge folder without listing a large card folder twice.
 */
export function scanFolder(dir: string, stopAtCard = false): { scripts: string[]; cardFiles: number } {
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

/** A file's text for sniffing its format only: decoded exactly when it can be (UTF-16, an XML declaration's encoding), else lossy UTF-8. */
function sniffText(file: string): string {
  const bytes = readFileSync(file);
  try {
    return decodeBytes(bytes, { utf16: true, xml: true });
  } catch {
    return bytes.toString("utf8");
  }
}
