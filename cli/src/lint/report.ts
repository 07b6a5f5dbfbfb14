/**
 * The CLI's view of lint results: one {@link FileReport} per file with 1-based positions,
 * the shape printed by `--format json` and consumed by every other formatter.
 */
import type { Finding, Fix } from "../../../server/src/core/rules/types";
import type { Position } from "../../../server/src/core/text/line-index";

/** 2 = error, 1 = warning, 0 = info (the numeric severity of `--format json`). */
export type NumericSeverity = 2 | 1 | 0;
export type SeverityName = "error" | "warning" | "info";

export const SEVERITY_NUMBER: Record<SeverityName, NumericSeverity> = { error: 2, warning: 1, info: 0 };

/**
 * One problem in a file. Lines and columns are 1-based; columns count UTF-16 code units
 * (column = LSP character + 1) in the text after a stripped BOM. `endLine`/`endColumn` point just
 * past the last character (exclusive end, like ESLint).
 */
export interface LintMessage {
  ruleId: string;
  severity: NumericSeverity;
  severityName: SeverityName;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** Name of the card the message belongs to; null outside any card. */
  card: string | null;
  /**
   * For an import warning (`ruleId` "import", linting a designer file in place): which warning it
   * is (`import.forge.notAScript`), the same in every language while `message` follows `--locale`.
   */
  messageId?: string;
  /**
   * For a finding inside a packed file no editor opens at a line (the `set` entry of a zipped
   * `.mse-set`): the package, the card and the field, as `Untitled.mse-set › "Card" › rule text`.
   */
  where?: string;
}

/** A message plus data that is not printed by `--format json` (offsets, fixes). */
export interface MessageDetail {
  /** UTF-16 offsets into the linted text (after the BOM). */
  span: { start: number; end: number };
  fixes: Fix[];
}

/** Results for one file, in the shape printed by `--format json`. */
export interface FileReport {
  /** Absolute path. */
  filePath: string;
  messages: LintMessage[];
  errorCount: number;
  warningCount: number;
  infoCount: number;
  /**
   * How many timing-shaped sentences the file has and how many CardScript read into a window
   * (`unread-timing` reports the others); absent for a report that does not know (a foreign
   * format's import warnings only).
   */
  timing?: TimingCount;
}

/** Timing sentences read / in all (the coverage figure "timing read: 1,204 of 1,210 sentences"). */
export interface TimingCount {
  read: number;
  sentences: number;
}

/** A file report with the extra data formatters other than json may need. */
export interface DetailedFileReport extends FileReport {
  /** Same order and length as `messages`. */
  details: MessageDetail[];
  /** The linted text (BOM stripped). */
  source: string;
  /** Number of messages whose finding carries a fix marked safe (what `--fix` would apply). */
  fixableCount: number;
  /** The file's top-level cards in order: name (unescaped; "" when missing), 1-based line, UTF-16 span. */
  cards: { name: string; line: number; span: { start: number; end: number } }[];
  /** Warnings left out of `messages` by `--quiet` (still counted against `--max-warnings`). */
  hiddenWarningCount: number;
}

/** Totals over several files. */
export interface Totals {
  files: number;
  errorCount: number;
  warningCount: number;
  infoCount: number;
  fixableCount: number;
  /** Sums of the reports' {@link FileReport.timing}; absent while no report had one. */
  timing?: TimingCount;
}

export function totals(reports: readonly FileReport[]): Totals {
  const t: Totals = { files: 0, errorCount: 0, warningCount: 0, infoCount: 0, fixableCount: 0 };
  for (const r of reports) addToTotals(t, r);
  return t;
}

/** Adds one report to running totals (for reports printed as they come). */
export function addToTotals(t: Totals, r: FileReport): void {
  t.files++;
  t.errorCount += r.errorCount;
  t.warningCount += r.warningCount;
  t.infoCount += r.infoCount;
  t.fixableCount += (r as Partial<DetailedFileReport>).fixableCount ?? 0;
  if (r.timing) {
    t.timing ??= { read: 0, sentences: 0 };
    t.timing.read += r.timing.read;
    t.timing.sentences += r.timing.sentences;
  }
}

/** The json formatter's view of a report: exactly the documented fields, in that order. */
export function publicReport(r: FileReport): FileReport {
  return {
    filePath: r.filePath,
    messages: r.messages.map((m) => ({
      ruleId: m.ruleId,
      severity: m.severity,
      severityName: m.severityName,
      message: m.message,
      line: m.line,
      column: m.column,
      endLine: m.endLine,
      endColumn: m.endColumn,
      card: m.card,
      ...(m.messageId === undefined ? {} : { messageId: m.messageId }),
      ...(m.where === undefined ? {} : { where: m.where }),
    })),
    errorCount: r.errorCount,
    warningCount: r.warningCount,
    infoCount: r.infoCount,
    ...(r.timing ? { timing: { read: r.timing.read, sentences: r.timing.sentences } } : {}),
  };
}

/**
 * One core finding as a CLI message; `start`/`end` are its LSP positions (0-based lines, UTF-16
 * columns), written 1-based.
 */
export function toMessage(f: Finding, start: Position, end: Position): LintMessage {
  return {
    ruleId: f.ruleId,
    severity: SEVERITY_NUMBER[f.severity],
    severityName: f.severity,
    message: f.message,
    line: start.line + 1,
    column: start.character + 1,
    endLine: end.line + 1,
    endColumn: end.character + 1,
    card: f.card ?? null,
  };
}
