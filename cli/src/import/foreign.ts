/**
 * Reading the files designers already have: Magic Set Editor sets (`.mse-set` zip or folder, or a
 * `set` file), Cockatrice XML and Forge scripts (a file or a folder of them). This module does the
 * IO (unzipping with fflate, reading folders) and hands the text to the pure readers in
 * `server/src/core/import/`.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type CardFormat } from "../../../server/src/core/import/card-format";
import { cardFormat, gameOfFormat } from "../../../server/src/app/formats";
import type { ImportResult, ImportWarning } from "../../../server/src/core/import/imported-card";
import { importWarningCard, importWarningText } from "../../../server/src/core/import/warning-text";
import { localizer, type Localizer } from "../../../server/src/core/l10n/localizer";
import { CliError, describeIoError, inputFailureMessage } from "../errors";
import { decodeBytes, decodeWindows1252IfClear, NotTextError, type DecodeOptions } from "../../../server/src/node-io/decode-text";
import { activeCliLocale, cliText } from "../l10n/index";
import { ZipLimitError, ZipMembers } from "./zip-members";
import { detectFormatWith, isZip, scanFolder, type ForeignFormat } from "./detect-format";
import { pushAll } from "../../../server/src/core/collections/append";

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
  /**
   * Files of a folder or set that could not be read (an IO error), each with the message for the
   * user; the other files were read. Callers report them as failures (exit 2). A file that was read
   * but cannot be decoded is no failure of the tool: it is an error warning of that file
   * (`import.file.undecodable`) in `warnings`.
   */
  unreadable: { file: string; message: string }[];
}

/** A file's bytes that are no text CardScript can decode: reported as an error of that file, not as a failure of the run. */
class UndecodableError extends CliError {
  constructor(
    message: string,
    /** Why, in the run's language ("is not valid UTF-8 text: line 3 has the byte 0x92 …"). */
    readonly reason: string,
    /** The 1-based line of the first byte that is not text (1 when unknown). */
    readonly line: number,
  ) {
    super(message);
  }
}

/**
 * `read` for one file of several: a failure is recorded in `unreadable`, a file that cannot be
 * decoded in `warnings` (as an error of that file), and undefined returned, so the other files are still read.
 */
function readOneOf(out: Pick<ForeignImport, "unreadable" | "warnings">, file: string, readIt: () => string): string | undefined {
  try {
    return readIt();
  } catch (e) {
    if (e instanceof UndecodableError) {
      out.warnings.push(undecodable(file, e));
      return undefined;
    }
    if (!(e instanceof CliError)) throw e;
    out.unreadable.push({ file, message: e.message });
    return undefined;
  }
}

/** The error warning of a file that cannot be decoded, on the line of its first byte that is not text. */
function undecodable(file: string, e: UndecodableError): ImportWarning {
  return { messageId: "import.file.undecodable", data: { reason: e.reason }, source: { file, line: e.line }, severity: "error" };
}

/**
 * A file's text, decoded exactly: UTF-8, UTF-16 with a byte order mark, and for XML the encoding
 * its declaration names (see `decode-text.ts`).
 * @throws CliError naming the file when it cannot be read or is not text in such an encoding
 *   (never a text with U+FFFD in place of the bytes it could not read).
 */
function read(file: string, notes: ImportWarning[], options: DecodeOptions = { utf16: true }): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new CliError(cliText().t("cli.error.cannotRead", { file, reason: describeIoError(e) }));
  }
  return decoded(file, bytes, notes, options);
}

/**
 * {@link decodeBytes} with the file named in the error. Bytes that are not UTF-8 but clearly
 * Windows-1252 (see `decodeWindows1252IfClear`) are read as such, with a warning in `notes` on the
 * line of the first such byte (`noteFile` names the file there; default `file`).
 * @throws UndecodableError when the bytes are not text in an accepted encoding.
 */
function decoded(
  file: string,
  bytes: Uint8Array,
  notes: ImportWarning[],
  options: DecodeOptions = { utf16: true },
  noteFile = file,
): string {
  try {
    return decodeBytes(bytes, options);
  } catch (e) {
    if (!(e instanceof NotTextError)) throw e;
    if (e.messageId === "file.notUtf8At") {
      const cp = decodeWindows1252IfClear(bytes);
      if (cp) {
        notes.push({
          messageId: "import.file.windows1252",
          data: { line: cp.line },
          source: { file: noteFile, line: cp.line },
          severity: "warning",
        });
        return cp.text;
      }
    }
    const line = typeof e.data["line"] === "number" ? e.data["line"] : 1;
    throw new UndecodableError(`${file} ${describeIoError(e)}`, describeIoError(e), line);
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
  const out: ForeignImport = { format: "mse", cards: [], warnings: [], texts, unreadable: [] };
  if (statSync(abs).isFile() && isZip(abs)) {
    let zip: ZipMembers;
    try {
      zip = new ZipMembers(readFileSync(abs), cliText());
    } catch (e) {
      throw new CliError(cliText().t("cli.error.notZip", { file: abs, reason: e instanceof Error ? e.message : String(e) }));
    }
    const member = (name: string): Uint8Array | undefined => {
      try {
        return zip.read(name);
      } catch (e) {
        if (e instanceof ZipLimitError) throw new CliError(`${abs}/${name}: ${e.message}`);
        throw new CliError(cliText().t("cli.error.notZip", { file: abs, reason: e instanceof Error ? e.message : String(e) }));
      }
    };
    const setEntry = member("set");
    if (!setEntry) throw new CliError(cliText().t("cli.error.noSetFile", { file: abs }));
    // The `set` entry's findings are on the zip's path (the lines are the entry's).
    const setText = readOneOf(out, abs, () => decoded(`${abs}/set`, setEntry, out.warnings, undefined, abs));
    if (setText === undefined) return withCount(out, abs);
    texts.set(abs, setText);
    // Included card files live in the same zip; their locations name the zip and the member.
    const result = format("mse").read({
      file: abs,
      text: setText,
      readIncluded: (name) => {
        if (!zip.has(name)) return undefined;
        const file = `${abs}/${name}`;
        // A member over a limit, damaged or not text is reported; the other members are read.
        const text = readOneOf(out, file, () => {
          const data = member(name);
          return data === undefined ? "" : decoded(file, data, out.warnings);
        });
        if (text === undefined) return undefined;
        texts.set(file, text);
        return { file, text };
      },
    });
    return merged(out, result);
  }
  const dir = statSync(abs).isDirectory() ? abs : path.dirname(abs);
  const setFile = statSync(abs).isDirectory() ? path.join(abs, "set") : abs;
  const setText = readOneOf(out, setFile, () => read(setFile, out.warnings));
  if (setText === undefined) return withCount(out, setFile);
  texts.set(setFile, setText);
  const result = format("mse").read({
    file: setFile,
    text: setText,
    readIncluded: (name) => {
      const file = path.join(dir, name);
      if (path.dirname(file) !== dir || !existsSync(file)) return undefined;
      const text = readOneOf(out, file, () => read(file, out.warnings));
      if (text === undefined) return undefined;
      texts.set(file, text);
      return { file, text };
    },
  });
  return merged(out, result);
}

/** `out` with a reader's result added (its cards, warnings after the decoding notes, keywords and counts). */
function merged(out: ForeignImport, result: ImportResult): ForeignImport {
  return { ...result, warnings: [...out.warnings, ...result.warnings], texts: out.texts, unreadable: out.unreadable };
}

/** `out` for a file that could not be decoded: it is listed (with no text) so its error has a file to be on. */
function withCount(out: ForeignImport, file: string): ForeignImport {
  out.texts.set(file, "");
  return out;
}

function readForge(abs: string): ForeignImport {
  const files = statSync(abs).isDirectory() ? forgeScriptsUnder(abs) : [abs];
  const texts = new Map<string, string>();
  const out: ForeignImport = { format: "forge", cards: [], warnings: [], texts, unreadable: [], counts: [] };
  let held = 0;
  let edition: string | undefined;
  let firstScript: string | undefined;
  for (const file of files) {
    // One script that cannot be read does not stop a folder: it is reported, the others are read.
    const text = readOneOf(out, file, () => read(file, out.warnings));
    if (text === undefined) {
      // Its cards are unknown: the file has its error, and the folder's count cannot include it.
      texts.set(file, "");
      continue;
    }
    texts.set(file, text);
    // A file of a folder that is no script (a to-do note) gives no card and the reader's warning;
    // an internal error in one script is that script's failure, the others are still read.
    let r: ImportResult;
    try {
      r = format("forge").read({ file, text });
    } catch (e) {
      if (files.length === 1) throw e;
      out.unreadable.push({ file, message: inputFailureMessage(file, e) });
      continue;
    }
    pushAll(out.cards, r.cards);
    pushAll(out.warnings, r.warnings);
    for (const c of r.counts ?? []) held += c.held;
    if (r.cards.length > 0) firstScript ??= file;
    if (r.warnings.some((w) => w.messageId === "import.forge.editionFile")) edition ??= file;
  }
  // Checks across the folder's files (two scripts with one name, scripts no edition file lists).
  const inputs = files.flatMap((file) => (texts.get(file) ? [{ file, text: texts.get(file)! }] : []));
  pushAll(out.warnings, format("forge").checkFolder?.(inputs, out.cards) ?? []);
  // What the folder's edition files say about its cards (their rarity and set code).
  out.cards = format("forge").completeFolder?.(inputs, out.cards) ?? out.cards;
  // One count for the folder, on its edition file when it has one, else on its first script.
  const countFile = edition ?? firstScript ?? files[0] ?? abs;
  out.counts = [{ source: { file: countFile, line: 1 }, held, read: out.cards.length }];
  return out;
}

/**
 * Reads a file or folder in one of the designer formats (MSE, Cockatrice, Forge, Draftmancer). A file that cannot be decoded is an error
 * warning of that file (`import.file.undecodable`); a file that cannot be read at all is listed in
 * `unreadable` (a folder's other files are read).
 * @throws CliError (exit 2) when the input itself cannot be read (missing, no zip) or is not in the given format.
 */
export function readForeign(abs: string, id: ForeignFormat): ForeignImport {
  if (id === "mse") return readMse(abs);
  if (id === "forge") return readForge(abs);
  // One file: Cockatrice XML (which may name its encoding) or a Draftmancer list.
  const out: ForeignImport = { format: id, cards: [], warnings: [], texts: new Map(), unreadable: [] };
  const text = readOneOf(out, abs, () => read(abs, out.warnings, { utf16: true, xml: id === "cockatrice" }));
  if (out.unreadable.length > 0) throw new CliError(out.unreadable[0]!.message);
  if (text === undefined) return withCount(out, abs);
  out.texts.set(abs, text);
  return merged(out, format(id).read({ file: abs, text }));
}

/**
 * The messages of a format's warnings in `locale` (default: the language of this run): the localizer of the game
 * whose format it is (its catalog holds the format's keys, the core's the emitter's).
 */
export function formatText(id: ForeignFormat, locale: string = activeCliLocale()): Localizer {
  const game = gameOfFormat(format(id));
  if (!game) throw new Error(`no game lists the '${id}' format`);
  return localizer(game, locale);
}

/** `file:line: warning: card: message` (`error:` and `info:` by the warning's severity) for the terminal, in the language of `l10n` (see {@link formatText}). */
export function formatImportWarning(w: ImportWarning, cwd: string, l10n: Localizer): string {
  const rel = path.relative(cwd, w.source.file) || w.source.file;
  const message = importWarningText(w, l10n);
  const key = w.severity === "error" ? "cli.import.errorLine" : w.severity === "info" ? "cli.import.infoLine" : "cli.import.warningLine";
  return cliText().t(key, {
    where: `${rel}:${w.source.line}`,
    message: `${w.card ? `${importWarningCard(w.card, l10n)}: ` : ""}${message}`,
  });
}
