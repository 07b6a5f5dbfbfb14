/**
 * Reads, lints and (with `--fix`) fixes files — the CLI's file-linting function, also used by the
 * corpus test and the benchmark so that all three run the same code path.
 * Files are read as UTF-8; a leading BOM is stripped before linting and written back by `--fix`.
 */
import { readFileSync } from "node:fs";
import { describeIoError } from "../errors";
import { cliText } from "../l10n/index";
import { ChangedOnDiskError, writeFileSafely } from "../write-file-safely";
import { fixText } from "./fix";
import { BOM, reportFrom, splitBom, type LintSourceOptions } from "./lint-source";
import { lintForReport, type LintedText, type LintMode } from "./lint-text";
import type { DetailedFileReport } from "./report";
import { MAX_LINT_CHARS, tooLargeMessage } from "../../../server/src/core/limits";
import {
  duplicateFindings,
  duplicateSeverity,
  heldReport,
  splitNamedCards,
  StreamedNames,
  withCrossFile,
  withLateReport,
  type CardName,
  type HeldNamedCard,
} from "./cross-file";
import { decodeText, NotTextError, readText } from "./read-text";

export { decodeText, readText };

/**
 * A file that could not be checked (too large, unreadable, the check failed) or written: the run
 * fails (exit 2).
 * The editor shows the same file as an error (`NOT_CHECKED_SEVERITY` in `core/limits.ts`).
 */
export interface FileFailure {
  filePath: string;
  message: string;
}

/** A file `--fix` changed (or would change, with `--fix-dry-run`); texts include the BOM if any. */
export interface FileChange {
  filePath: string;
  before: string;
  after: string;
  fixes: number;
}

export interface LintFilesResult {
  /** One report per readable file, in input order (after fixing, when fixing). */
  reports: DetailedFileReport[];
  failures: FileFailure[];
  changes: FileChange[];
}

export interface LintFilesOptions {
  /** Lint options for a file (config severities, quiet, unused directives). */
  optionsFor?: (filePath: string) => LintSourceOptions;
  /** `write`: apply safe fixes and write files atomically; `dry-run`: compute the changes only. */
  fix?: "write" | "dry-run";
  /** Called after each file (for a progress bar). */
  onFile?: (done: number, total: number) => void;
  /** Whole-file or block-wise lint (`lint-text.ts`); by the file's size when omitted. The findings are the same. */
  mode?: LintMode;
}

/** One linted file: its report without cross-file findings, and its top-level card names. */
export interface ProcessedFile {
  report: DetailedFileReport;
  names: CardName[];
}

/**
 * Lints (and fixes) one file; a failure (or change) goes to `out`, the report is returned (not
 * added to `out`: the caller adds cross-file findings, see {@link withCrossFile}); never throws.
 * A file whose fixes could not be written is reported as it is on disk (and listed in failures).
 * @param bytes the file's content when the caller already read it (e.g. to hash it for `--cache`).
 * @returns undefined when the file could not be read.
 */
export function processFile(
  filePath: string,
  options: LintFilesOptions,
  out: Pick<LintFilesResult, "failures" | "changes">,
  bytes?: Buffer,
): ProcessedFile | undefined {
  let raw: string;
  try {
    bytes ??= readFileSync(filePath);
    raw = decodeText(bytes);
  } catch (e) {
    const notText = e instanceof NotTextError;
    out.failures.push({
      filePath,
      message: notText
        ? `${filePath} ${describeIoError(e)}`
        : cliText().t("cli.error.cannotRead", { file: filePath, reason: describeIoError(e) }),
    });
    return undefined;
  }
  if (raw.length > MAX_LINT_CHARS) {
    // The server's limit too: past it the CLI ran out of heap and aborted with a V8 stack trace.
    out.failures.push({ filePath, message: `${filePath}: ${tooLargeMessage(raw.length, cliText())}` });
    return undefined;
  }
  const lintOptions = options.optionsFor?.(filePath) ?? {};
  const { bom, text } = splitBom(raw);
  let finalText = text;
  let linted: LintedText | undefined;
  if (options.fix) {
    // Fix with every finding visible (quiet only filters what is printed).
    const fixed = fixText(text, (t) => lintForReport(t, { ...lintOptions, quiet: false }, options.mode));
    linted = fixed.last;
    if (fixed.text !== text) {
      const after = (bom ? BOM : "") + fixed.text;
      if (options.fix !== "write" || writeFixed(filePath, after, bytes, out)) {
        out.changes.push({ filePath, before: raw, after, fixes: fixed.fixes });
        finalText = fixed.text;
      } else {
        // Not written: the report is the file as it is on disk (its findings and card names stay in the run).
        linted = undefined;
      }
    }
  }
  const { findings, cards, timing, lines } = linted ?? lintForReport(finalText, lintOptions, options.mode);
  return {
    report: reportFrom(finalText, filePath, findings, { cards, timing }, lintOptions.quiet, lines),
    names: cards.map((c) => ({
      name: c.name,
      span: c.nameSpan,
      start: lines.positionAt(c.nameSpan.start),
      end: lines.positionAt(c.nameSpan.end),
      ...(c.nameSpace ? { nameSpace: c.nameSpace } : {}),
    })),
  };
}

/**
 * Writes `--fix`'s result: atomically, through a symlinked file to its target, in place when the
 * file has other hard links or another owner (they are kept), refused for a
 * read-only file, and abandoned when the file changed since it was read (an editor saved it).
 * @param bytes what was read (always, under --fix: the read-ahead is not used then), compared with the file before writing.
 * @returns false when it was not written (the reason is added to `out.failures`).
 */
function writeFixed(filePath: string, after: string, bytes: Buffer | undefined, out: Pick<LintFilesResult, "failures">): boolean {
  try {
    writeFileSafely(filePath, after, { expect: bytes, durable: true, keepInode: true });
    return true;
  } catch (e) {
    const changed = e instanceof ChangedOnDiskError;
    const message = changed
      ? cliText().t("cli.fix.changed", { file: filePath })
      : cliText().t("cli.fix.cannotWrite", { file: filePath, reason: describeIoError(e) });
    out.failures.push({ filePath, message });
    return false;
  }
}

/**
 * Lints each file; unreadable (or unwritable, with `--fix`) files, and files whose checking hit an
 * internal error, are listed in `failures`, never thrown: the other files are still linted.
 * Cross-file duplicate card names are found as the files are linted ({@link StreamedNames}; `files`
 * sorted, as `collectFiles` gives them): a file's report gets its duplicates in a later file when
 * that file is linted.
 */
export function lintFiles(files: readonly string[], options: LintFilesOptions = {}): LintFilesResult {
  const out: LintFilesResult = { reports: [], failures: [], changes: [] };
  const names = new StreamedNames();
  const reportOf = new Map<string, number>();
  const pendingNamed = new Map<string, HeldNamedCard[]>();
  files.forEach((filePath, i) => {
    const changesBefore = out.changes.length;
    try {
      const done = processFile(filePath, options, out);
      if (done) {
        const found = names.add(filePath, done.names);
        for (const { key, duplicates } of found.earlier) {
          const at = reportOf.get(key)!;
          const o = options.optionsFor?.(key) ?? {};
          out.reports[at] = withCrossFile(out.reports[at]!, duplicateFindings(duplicates, duplicateSeverity(o), o.locale), o.quiet);
        }
        const o = options.optionsFor?.(filePath) ?? {};
        reportOf.set(filePath, out.reports.length);
        const report = withCrossFile(done.report, duplicateFindings(found.own, duplicateSeverity(o), o.locale), o.quiet);
        const split = splitNamedCards(report, report.source, (name) => names.defines(name));
        if (split.held.length > 0) pendingNamed.set(filePath, split.held);
        out.reports.push(split.report);
      }
    } catch (e) {
      // A bug while checking one file must not abort the run: report it and go on with the rest.
      const written = out.changes.length > changesBefore && options.fix === "write";
      const detail = e instanceof Error ? e.message : String(e);
      out.failures.push({
        filePath,
        message: cliText().t(written ? "cli.error.internalFileWritten" : "cli.error.internalFile", { file: filePath, detail }),
      });
    }
    options.onFile?.(i + 1, files.length);
  });
  // "A card named X" that a later file defined is no unknown card.
  for (const [key, held] of pendingNamed) {
    const unknown = held.filter((h) => !names.defines(h.name));
    const at = reportOf.get(key)!;
    if (unknown.length > 0) out.reports[at] = withLateReport(out.reports[at]!, heldReport(key, unknown));
  }
  return out;
}
