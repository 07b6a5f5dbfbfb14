import { cliText } from "./l10n/index";
import { NotTextError } from "../../server/src/node-io/decode-text";

/** Errors that end the CLI with a given exit code (2 = usage or IO failure). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
    this.name = "CliError";
  }
}

/** Error codes with a description of their own (`cli.io.<code>` in the CLI catalog). */
const KNOWN_CODES = new Set([
  "ENOENT",
  "EACCES",
  "EISDIR",
  "ENOTDIR",
  "EPERM",
  "ELOOP",
  "EEXIST",
  "EROFS",
  "ENOSPC",
  "EFBIG",
  "EDQUOT",
  "ESYMLINK",
  "ECHANGED",
  "EKEEP",
  "ENOTOURS",
]);

/**
 * A short description of an IO error in the run's language: `ENOENT: no such file or directory` →
 * `no such file or directory` ("Datei oder Ordner nicht gefunden"); bytes that are no text (a
 * `NotTextError`) with why, in that language too; other errors as Node wrote them.
 */
export function describeIoError(e: unknown): string {
  // Bytes that are not text: why, in the run's language ("is not valid UTF-8 text: line 3 has the byte 0xE9 …").
  if (e instanceof NotTextError) return cliText().t(e.messageId, e.data);
  if (e && typeof e === "object" && "code" in e && typeof (e as { code: unknown }).code === "string") {
    const code = (e as { code: string }).code;
    if (KNOWN_CODES.has(code)) return cliText().t(`cli.io.${code}`);
  }
  return e instanceof Error ? e.message : String(e);
}

/**
 * What the per-input guard of every command says about an input whose checking hit an internal
 * error (a bug): the input's name and the error, in the run's language. A `CliError` (the input
 * cannot be read, is over a limit) keeps its own message.
 */
export function inputFailureMessage(file: string, e: unknown): string {
  if (e instanceof CliError) return e.message;
  return cliText().t("cli.error.internalFile", { file, detail: e instanceof Error ? e.message : String(e) });
}
