/**
 * Lints one file's text through the core (linter + inline suppressions) and converts the findings
 * to 1-based CLI messages. No IO: reading and writing files happens in `lint-files.ts`.
 */
import type { LintOptions, LintResult } from "../../../server/src/core/linter";
import { lintDocument } from "../../../server/src/app/service";
import type { Finding, SeveritySetting } from "../../../server/src/core/rules/types";
import { LineIndex } from "../../../server/src/core/text/line-index";
import { toMessage, type DetailedFileReport, type LintMessage, type MessageDetail, type TimingCount } from "./report";
import { timingCoverage } from "../../../server/src/core/model/coverage";

export { toMessage };

export const BOM = "\uFEFF";

/** Options for linting one text. */
export interface LintSourceOptions {
  /** Severity per rule id (from the config file); unlisted rules keep their default. */
  rules?: Readonly<Record<string, SeveritySetting>>;
  /** Keep only errors (`--quiet`); warnings are still counted in `hiddenWarningCount`. */
  quiet?: boolean;
  /** Report disable directives that suppress nothing (`--report-unused-disable-directives`). */
  reportUnusedDisableDirectives?: boolean;
  /** Game for files without a `game` directive (config `game`). */
  game?: string;
  /** Language of messages and fix titles (`--locale` or the environment); English when omitted. Rule ids never change. */
  locale?: string;
  /** Severity per import message id (config `messages`; designer files linted in place); unlisted ones keep theirs. */
  messages?: Readonly<Record<string, SeveritySetting>>;
  /** Where the lines of a generated text come from (foreign formats; see the core's `LintOptions.lineSource`). */
  lineSource?: LintOptions["lineSource"];
}

/** Splits a leading BOM off a decoded text. */
export function splitBom(text: string): { bom: boolean; text: string } {
  return text.charCodeAt(0) === 0xfeff ? { bom: true, text: text.slice(1) } : { bom: false, text };
}

/**
 * Lints a BOM-less text and applies inline suppressions.
 * @returns the findings to report (suppressed ones removed, directive problems merged in, sorted
 *   by position) and the core's result.
 */
export function lintFindings(
  text: string,
  options: LintSourceOptions = {},
): { findings: Finding[]; result: LintResult; suppressed: number } {
  const result = lintDocument(text, options);
  return { findings: result.findings, result, suppressed: result.suppressed.length };
}

/**
 * Converts core findings on `text` to CLI messages.
 * Lines and columns become 1-based; columns stay in UTF-16 code units.
 */
export function toMessages(
  text: string,
  findings: readonly Finding[],
  index = new LineIndex(text),
): { messages: LintMessage[]; details: MessageDetail[] } {
  const messages: LintMessage[] = [];
  const details: MessageDetail[] = [];
  for (const f of findings) {
    const { start, end } = index.rangeOf(f.span);
    messages.push(toMessage(f, start, end));
    details.push({ span: f.span, fixes: f.fixes });
  }
  return { messages, details };
}

/** Builds the report of a BOM-less text from its findings. */
export function reportFor(
  text: string,
  filePath: string,
  findings: readonly Finding[],
  result: LintResult,
  quiet = false,
  index = new LineIndex(text),
): DetailedFileReport {
  return reportFrom(text, filePath, findings, { cards: result.parse.cards, timing: timingCount(result) }, quiet, index);
}

/**
 * Builds the report of a BOM-less text from its findings, its top-level cards (name and span,
 * offsets into `text`) and its timing coverage.
 */
export function reportFrom(
  text: string,
  filePath: string,
  findings: readonly Finding[],
  of: { cards: readonly { name: string; span: { start: number; end: number } }[]; timing: TimingCount },
  quiet = false,
  index = new LineIndex(text),
): DetailedFileReport {
  const warningCount = findings.filter((f) => f.severity === "warning").length;
  const shown = quiet ? findings.filter((f) => f.severity === "error") : findings;
  const { messages, details } = toMessages(text, shown, index);
  const cards = of.cards.map((c) => ({ name: c.name, line: index.positionAt(c.span.start).line + 1, span: c.span }));
  let errorCount = 0;
  let infoCount = 0;
  let fixableCount = 0;
  messages.forEach((m, i) => {
    if (m.severity === 2) errorCount++;
    else if (m.severity === 0) infoCount++;
    if (details[i]!.fixes.some((fx) => fx.safe)) fixableCount++;
  });
  return {
    filePath,
    messages,
    errorCount,
    warningCount: quiet ? 0 : warningCount,
    infoCount,
    details,
    source: text,
    fixableCount,
    cards,
    hiddenWarningCount: quiet ? warningCount : 0,
    timing: of.timing,
  };
}

/** The file's timing sentences read and in all (the model's coverage). */
function timingCount(result: LintResult): TimingCount {
  const c = timingCoverage(result.model);
  return { read: c.read, sentences: c.total };
}

/**
 * Lints one file's decoded text.
 * @param rawText the file content as decoded from UTF-8; a leading BOM is stripped first and
 *   positions are relative to the text after it (what an editor shows).
 * @param filePath stored as `filePath` in the report (the caller passes an absolute path).
 */
export function lintSource(rawText: string, filePath: string, options: LintSourceOptions = {}): DetailedFileReport {
  const { text } = splitBom(rawText);
  const { findings, result } = lintFindings(text, options);
  return reportFor(text, filePath, findings, result, options.quiet);
}
