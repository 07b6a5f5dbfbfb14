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
import { decodeBytes, NotTextError, type DecodeOptions } from "../../../server/src/node-io/decode-text";
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
   * Files of a folder or set that could not be read as text (not UTF-8, say), each with the
   * message for the user; the other files were read. Callers report them and exit 2.
   */
  unreadable: { file: string; message: string }[];
}

/** `read` for one file of several: a failure is recorded in `unreadable` (undefined returned) so the other files are still read. */
function readOneOf(unreadable: ForeignImport["unreadable"], file: string, readIt: () => string): string | undefined {
  try {
    return readIt();
  } catch (e) {
    if (!(e instanceof CliError)) throw e;
    unreadable.push({ file, message: e.message });
    return undefined;
  }
}

/**
 * A file's text, decoded exactly: UTF-8, UTF-16 with a byte order mark, and for XML the encoding
 * its declaration names (see `decode-text.ts`).
 * @throws CliError naming the file when it cannot be read or is not text in such an encoding
 *   (never a text with U+FFFD in place of the bytes it could not read).
 */
function read(file: string, options: DecodeOptions = { utf16: true }): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new CliError(cliText().t("cli.error.cannotRead", { file, reason: describeIoError(e) }));
  }
  return decoded(file, bytes, options);
}

/** {@link decodeBytes} with the file named in the error. @throws CliError when the bytes are not text in an accepted encoding. */
function decoded(file: string, bytes: Uint8Array, options: DecodeOptions = { utf16: true }): string {
  try {
    return decodeBytes(bytes, options);
  } catch (e) {
    if (e instanceof NotTextError) throw new CliError(`${file} ${describeIoError(e)}`);
    throw e;
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
  const unreadable: ForeignImport["unreadable"] = [];
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
    const setText = decoded(`${abs}/set`, setEntry);
    texts.set(abs, setText);
    // Included card files live in the same zip; their locations name the zip and the member.
    const result = format("mse").read({
      file: abs,
      text: setText,
      readIncluded: (name) => {
        if (!zip.has(name)) return undefined;
        const file = `${abs}/${name}`;
        // A member over a limit, damaged or not text is reported; the other members are read.
        const text = readOneOf(unreadable, file, () => {
          const data = member(name);
          return data === undefined ? "" : decoded(file, data);
        });
        if (text === undefined) return undefined;
        texts.set(file, text);
        return { file, text };
      },
    });
    return { ...result, texts, unreadable };
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
      const text = readOneOf(unreadable, file, () => read(file));
      if (text === undefined) return undefined;
      texts.set(file, text);
      return { file, text };
    },
  });
  return { ...result, texts, unreadable };
}

function readForge(abs: string): ForeignImport {
  const files = statSync(abs).isDirectory() ? forgeScriptsUnder(abs) : [abs];
  const texts = new Map<string, string>();
  const out: ForeignImport = { format: "forge", cards: [], warnings: [], texts, unreadable: [] };
  for (const file of files) {
    // One script that cannot be read does not stop a folder: it is reported, the others are read.
    const text = files.length > 1 ? readOneOf(out.unreadable, file, () => read(file)) : read(file);
    if (text === undefined) continue;
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
  const text = read(abs, { utf16: true, xml: true });
  const r = format("cockatrice").read({ file: abs, text });
  return { ...r, texts: new Map([[abs, text]]), unreadable: [] };
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

/** `file:line: warning: card: message` for the terminal, in the language of `l10n` (see {@link formatText}). */
export function formatImportWarning(w: ImportWarning, cwd: string, l10n: Localizer): string {
  const rel = path.relative(cwd, w.source.file) || w.source.file;
  const message = importWarningText(w, l10n);
  return cliText().t("cli.import.warningLine", {
    where: `${rel}:${w.source.line}`,
    message: `${w.card ? `${importWarningCard(w.card, l10n)}: ` : ""}${message}`,
  });
}
