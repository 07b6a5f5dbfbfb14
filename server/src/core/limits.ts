/**
 * Size limits shared by the language server and the CLI, so that both check (or refuse) the same
 * files.
 */
import { localizer, type Localizer } from "./l10n/localizer";

/**
 * Files longer than this (UTF-16 code units, about 60 MB of text) are not checked: the server
 * reports it on the document, the CLI as a failure (exit 2). With per-card analysis a keystroke
 * costs about one card however long the file is; the limit guards the first analysis and memory
 * (the CLI ran out of heap on a 70 MB file and aborted with a V8 stack trace).
 */
export const MAX_LINT_CHARS = 64_000_000;

/**
 * Syntax errors reported per card block (see `text/card-blocks.ts`) before the rest are
 * summed up in one finding, as clang's `-ferror-limit` does: past the first errors of a damaged
 * region the parser's recovery mostly reports the same mistake again, and a pasted run of 200,000
 * `{` gave 400,000 diagnostics (983 MB in the server).
 */
export const MAX_SYNTAX_ERRORS = 100;

/** The message for a file of `length` UTF-16 code units over {@link MAX_LINT_CHARS}, in the language of `l10n` (English by default). */
export function tooLargeMessage(length: number, l10n: Pick<Localizer, "t"> = localizer({ id: "core" })): string {
  return l10n.t("file.tooLarge", { length, limit: MAX_LINT_CHARS });
}
