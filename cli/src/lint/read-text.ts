/** Reading `.card` files as UTF-8 text (a small module: the CLI loads it without the linter). */
import { isUtf8 } from "node:buffer";
import { readFileSync } from "node:fs";

/**
 * Reads a file as UTF-8 text.
 * @throws the IO error, or an Error "is not valid UTF-8 text" for other encodings and binary files.
 */
export function readText(filePath: string): string {
  return decodeText(readFileSync(filePath));
}

/**
 * A file's bytes as UTF-8 text.
 * @throws an Error "is not valid UTF-8 text" for other encodings and binary files.
 */
export function decodeText(bytes: Buffer): string {
  if (!isUtf8(bytes)) throw new Error("is not valid UTF-8 text (CardScript files are UTF-8)");
  return bytes.toString("utf8");
}
