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
 * The verdict on a `.card` file that is not checked — over {@link MAX_LINT_CHARS}, unreadable, not
 * UTF-8 text, or its check failed: an error, the same in the CLI and the editor. The CLI reports
 * such a file as a failure (exit 2, whatever `--max-warnings` says); the language server shows one
 * diagnostic of this severity at the start of the file, open or closed (`notCheckedDiagnostic`).
 * A finding severity (`Severity` of `core/game/rule-types.ts`, a layer above this module).
 */
export const NOT_CHECKED_SEVERITY = "error" as const;

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

/**
 * Unpacked bytes of one zip member a zipped set (`.mse-set`) may have: about the text size limit
 * ({@link MAX_LINT_CHARS}). A member is unpacked only when it is read (the `set` file and the
 * files it includes; images never), and its declared size is checked before anything is inflated:
 * a 1 MB zip of repeated bytes unpacked to 1.1 GB.
 */
export const MAX_ZIP_MEMBER_BYTES = 64_000_000;

/** Unpacked bytes of all the members read from one zip. */
export const MAX_ZIP_TOTAL_BYTES = 256_000_000;

/**
 * Nesting levels of XML elements (Cockatrice) and of JSON arrays and objects (`cardscript.json`,
 * MTGJSON records) a reader follows. Real files nest fewer than 10; Cockatrice nested 16,000 deep
 * overflowed the stack, and a recursive JSON reader does too. Deeper input is reported (see
 * {@link tooDeepMessage}), never followed.
 */
export const MAX_NESTING_DEPTH = 256;

/**
 * Characters of one `ignorePatterns` entry of `cardscript.json`. Each pattern becomes one regular
 * expression; a 100,000-character pattern was too large for the engine (an internal error). Real
 * patterns are short paths; a longer one is reported in the config and not used.
 */
export const MAX_PATTERN_CHARS = 4096;

/** The message for a zip member of `size` unpacked bytes over {@link MAX_ZIP_MEMBER_BYTES}. */
export function zipMemberTooLargeMessage(member: string, size: number, l10n: Pick<Localizer, "t"> = localizer({ id: "core" })): string {
  return l10n.t("file.zipMemberTooLarge", { member, size, limit: MAX_ZIP_MEMBER_BYTES });
}

/** The message for a zip whose members read so far unpack to `size` bytes, over {@link MAX_ZIP_TOTAL_BYTES}. */
export function zipTooLargeMessage(size: number, l10n: Pick<Localizer, "t"> = localizer({ id: "core" })): string {
  return l10n.t("file.zipTooLarge", { size, limit: MAX_ZIP_TOTAL_BYTES });
}

/** The message for input nested `depth` levels deep at 1-based `line`, over {@link MAX_NESTING_DEPTH}. */
export function tooDeepMessage(depth: number, line: number, l10n: Pick<Localizer, "t"> = localizer({ id: "core" })): string {
  return l10n.t("file.tooDeep", { depth, line, limit: MAX_NESTING_DEPTH });
}
