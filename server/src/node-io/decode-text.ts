/**
 * Turning a file's bytes into text without losing a character, shared by every reader of the CLI
 * and the language server (`.card` files, `cardscript.json`, and the files `import` and lint in
 * place read: JSON records, Cockatrice XML, Forge scripts, MSE sets).
 *
 * Node's `readFileSync(file, "utf8")` turns every byte that is not UTF-8 into U+FFFD without a
 * word: a Latin-1 "Jötun" becomes "J\uFFFDtun" in an imported card, and a UTF-16 file becomes a
 * row of replacement characters that no reader understands. These functions either decode the
 * bytes exactly or throw a {@link NotTextError} that says what is wrong and where (1-based line).
 */
import { CORE_EN } from "../core/l10n/en";
import { fillMessage } from "../core/rules/messages";

/**
 * Thrown when bytes cannot be decoded exactly. `messageId` and `data` say why (a `file.*` key of the
 * core's catalog, to render in the user's language); `message` is the English text, which starts
 * with "is not valid UTF-8 text", "is UTF-16 text" or the like (the caller puts the file before it).
 */
export class NotTextError extends Error {
  override readonly name = "NotTextError";
  constructor(
    readonly messageId: string,
    readonly data: Readonly<Record<string, string | number>> = {},
  ) {
    super(fillMessage(CORE_EN[messageId] ?? messageId, data));
  }
}

/** What a reader accepts besides UTF-8 (with or without a BOM). */
export interface DecodeOptions {
  /**
   * Decode UTF-16 (LE or BE) that starts with a byte order mark (Windows PowerShell writes such
   * files; XML allows them). Without it such bytes are a {@link NotTextError}.
   */
  utf16?: boolean;
  /**
   * The bytes are XML: honour the encoding named by `<?xml … encoding="…"?>` (XML 1.0 § 4.3.3),
   * such as ISO-8859-1 or windows-1252, when there is no byte order mark.
   */
  xml?: boolean;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** The encoding named by an XML declaration at the start of `bytes` (read as ASCII), lower case; undefined when none. */
export function xmlDeclaredEncoding(bytes: Uint8Array): string | undefined {
  // eslint-disable-next-line no-restricted-syntax -- at most 300 bytes
  const head = String.fromCharCode(...bytes.subarray(bytes[0] === 0xef ? 3 : 0, 300));
  const m = /^\s*<\?xml\b[^>]*?\bencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(head);
  return m?.[1]!.toLowerCase();
}

/**
 * The 1-based line (LF, CRLF or CR line ends) and the byte of the first byte sequence in `bytes`
 * that is not UTF-8; undefined when all are.
 */
export function firstInvalidUtf8(bytes: Uint8Array): { line: number; byte: number } | undefined {
  let line = 1;
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    // LF, CRLF and CR end lines (as in CardScript files).
    if (b === 0x0a || (b === 0x0d && bytes[i + 1] !== 0x0a)) line++;
    const n = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (n === 0) return { line, byte: b };
    if (n > 1) {
      try {
        UTF8.decode(bytes.subarray(i, i + n));
      } catch {
        return { line, byte: b };
      }
    }
    i += n;
  }
  return undefined;
}

const hex = (b: number) => `0x${b.toString(16).toUpperCase().padStart(2, "0")}`;

function utf16(bytes: Uint8Array, le: boolean): string {
  try {
    // ignoreBOM keeps the mark as U+FEFF, as a UTF-8 BOM is kept: readers strip it the same way.
    return new TextDecoder(le ? "utf-16le" : "utf-16be", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new NotTextError("file.utf16Broken");
  }
}

/**
 * Decodes a file's bytes: UTF-8 (a BOM is kept as U+FEFF), and with `options` UTF-16 with a BOM
 * or the encoding an XML declaration names. Never replaces a byte with U+FFFD.
 * @throws NotTextError for bytes that are not text in an accepted encoding: the message names the
 *   1-based line and the byte where UTF-8 decoding failed, or says the file is UTF-16.
 */
export function decodeBytes(bytes: Uint8Array, options: DecodeOptions = {}): string {
  const le = bytes[0] === 0xff && bytes[1] === 0xfe;
  const be = bytes[0] === 0xfe && bytes[1] === 0xff;
  if (le || be) {
    if (options.utf16) return utf16(bytes, le);
    throw new NotTextError("file.utf16");
  }
  const declared = options.xml && bytes[0] !== 0xef ? xmlDeclaredEncoding(bytes) : undefined;
  // A declaration read as ASCII cannot be in UTF-16 or UTF-32 (those start with a BOM, handled above): it is UTF-8 mislabelled.
  if (declared && !/^(utf-?8|utf-?16|utf-?32|ucs-?[24]|iso-10646)/.test(declared)) {
    let decoder: InstanceType<typeof TextDecoder>;
    try {
      decoder = new TextDecoder(declared, { fatal: true, ignoreBOM: true });
    } catch {
      throw new NotTextError("file.unknownEncoding", { encoding: declared });
    }
    try {
      return decoder.decode(bytes);
    } catch {
      throw new NotTextError("file.notDeclaredEncoding", { encoding: declared });
    }
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    throw at ? new NotTextError("file.notUtf8At", { line: at.line, byte: hex(at.byte) }) : new NotTextError("file.notUtf8");
  }
}

/** Bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D): text with one is not Windows-1252. */
const CP1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/**
 * Bytes that are not UTF-8 read as Windows-1252 (the code page Notepad and many Windows tools
 * saved text in, where a Forge script's "Jötun" or "’" was written as one byte), when that is
 * clearly what they are: no NUL or other control byte besides tab, CR and LF, no byte Windows-1252
 * leaves undefined, and at least one byte above 0x7F. UTF-8 text gives undefined (decode it as UTF-8).
 * @returns the text and the 1-based line of the first byte that is not UTF-8; undefined when the
 *   bytes are UTF-8 or not clearly Windows-1252.
 */
export function decodeWindows1252IfClear(bytes: Uint8Array): { text: string; line: number } | undefined {
  const at = firstInvalidUtf8(bytes);
  if (!at) return undefined;
  for (const b of bytes) {
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f || CP1252_UNDEFINED.has(b)) return undefined;
  }
  return { text: new TextDecoder("windows-1252").decode(bytes), line: at.line };
}
