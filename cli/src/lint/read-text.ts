/** Reading `.card` files as UTF-8 text (a small module: the CLI loads it without the linter). */
import { isUtf8 } from "node:buffer";
import { readFileSync } from "node:fs";
import { decodeBytes, NotTextError } from "../../../server/src/node-io/decode-text";

export { NotTextError };

/**
 * Reads a file as UTF-8 text.
 * @throws the IO error, or a {@link NotTextError} for other encodings and binary files.
 */
export function readText(filePath: string): string {
  return decodeText(readFileSync(filePath));
}

/**
 * A file's bytes as UTF-8 text (a BOM is kept as U+FEFF).
 * @throws a {@link NotTextError} ("is not valid UTF-8 text: line N has the byte 0x…", or "is
 *   UTF-16 text …") for other encodings and binary files.
 */
export function decodeText(bytes: Buffer): string {
  // The fast path: one check, one decode. decodeBytes only runs to say what is wrong and where.
  if (!isUtf8(bytes)) return decodeBytes(bytes);
  return bytes.toString("utf8");
}
