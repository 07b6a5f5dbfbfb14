/**
 * Where `cardscript lint` prints: the format context (colours, width), and {@link ReportSink}, which
 * prints a streamed format file by file or holds the reports of a whole-run one (JSON, SARIF, JUnit)
 * and the late cross-file findings of files already linted. Also the `--fix-dry-run` diff.
 */
import path from "node:path";
import { createTwoFilesPatch } from "diff";
import type { Localizer } from "../../../server/src/core/l10n/localizer";
import { colors, shouldColor } from "../colors";
import { STREAM_FORMATS } from "../formats";
import { displayPath } from "../formats/paths";
import type { FormatContext, StreamFormatter } from "../formats/types";
import type { CliIo } from "../io";
import { withLateMessages, withLateReport } from "../lint/cross-file";
import type { FileChange } from "../lint/lint-files";
import { addToTotals, publicReport, type DetailedFileReport, type FileReport, type Totals } from "../lint/report";
import { writeOutput } from "../output-file";

/** How a run's report is printed. */
export interface LintOutput {
  ctx: FormatContext;
  /** True with `--output-file`: the text is held and written at the end, not printed. */
  toFile: boolean;
  /** The format printed file by file (stylish, github); undefined for a whole-run format and for --fix-dry-run. */
  stream: StreamFormatter | undefined;
  /** JSON: each file's entry held as its text, in path order. */
  json: boolean;
  /** The format quotes the files' text (SARIF): reports keep their source. */
  needsSource: boolean;
}

/** The options {@link lintOutput} reads. */
export interface OutputOptions {
  format: string;
  fixDryRun: boolean;
  outputFile?: string;
}

/** How this run prints: colours, width and padding from the terminal, the environment and `--output-file`. */
export function lintOutput(io: CliIo, opts: OutputOptions, version: string, l10n: Localizer): LintOutput {
  const toFile = opts.outputFile !== undefined;
  const color = !toFile && shouldColor(io.stdout.isTTY, io.env);
  // A pipe (a CI log, `| less`) gets rows wrapped at PIPE_WIDTH without padding; VS Code's terminal,
  // whose \`$cardscript\` problem matcher reads one row per line with English severities, and a
  // report file keep one row per line.
  const inVsCode = io.env.TERM_PROGRAM === "vscode";
  const piped = !toFile && !inVsCode && !io.stdout.isTTY && outputWidth(io) === undefined;
  const ctx = {
    cwd: io.cwd,
    c: colors(color),
    version,
    width: toFile ? undefined : piped ? PIPE_WIDTH : outputWidth(io),
    pad: !piped,
    englishSeverities: inVsCode,
    l10n,
  };
  // Stylish and github are printed file by file (memory stays flat however many files);
  // --fix-dry-run prints a diff instead of the report.
  const stream = opts.fixDryRun ? undefined : STREAM_FORMATS[opts.format];
  return { ctx, toFile, stream, json: !opts.fixDryRun && opts.format === "json", needsSource: !stream && opts.format === "sarif" };
}

/**
 * The report of a run as it is made: totals, and each file's text printed (streamed formats) or
 * held (whole-run formats) until {@link end}. With `--output-file` everything is held for
 * {@link writeTo}.
 */
/** How many held JSON entries {@link ReportSink} emits in one piece. */
const JSON_SLICE = 1000;

export class ReportSink {
  readonly totals: Totals = { files: 0, errorCount: 0, warningCount: 0, infoCount: 0, fixableCount: 0 };
  /** Warnings `--quiet` hid: they still count for `--max-warnings`. */
  hiddenWarnings = 0;
  private readonly chunks: string[] = [];
  /** A whole-run format's reports (their text only if the format quotes it). */
  private readonly kept: DetailedFileReport[] = [];
  /** JSON: one entry per file, held as its text and printed at the end. */
  private readonly jsonEntries: string[] | undefined;
  /** Where a held file's entry is in `jsonEntries` or `kept` (for its late findings). */
  private readonly heldAt = new Map<string, number>();

  /** `lateFindings`: files may get findings after their report (see {@link addLateReport}). */
  constructor(
    private readonly io: CliIo,
    readonly output: LintOutput,
    private readonly lateFindings: boolean,
  ) {
    this.jsonEntries = output.json ? [] : undefined;
  }

  /** Prints `text` (or holds it for `--output-file`). */
  emit(text: string): void {
    if (text === "") return;
    if (this.output.toFile) this.chunks.push(text);
    else this.io.stdout.write(text);
  }

  /** A streamed format's opening text. */
  begin(): void {
    if (this.output.stream) this.emit(this.output.stream.begin(this.output.ctx));
  }

  /** A file's report: counted, then printed or held. */
  add(report: DetailedFileReport): void {
    addToTotals(this.totals, report);
    this.hiddenWarnings += report.hiddenWarningCount;
    const { stream, ctx, needsSource } = this.output;
    if (stream) this.emit(stream.file(report, this.totals.files - 1, ctx));
    else if (this.jsonEntries) {
      if (this.lateFindings) this.heldAt.set(report.filePath, this.jsonEntries.length);
      this.jsonEntries.push(JSON.stringify(publicReport(report)));
    } else {
      // Kept to the end for a whole-run format: its text only if the format quotes it (SARIF).
      if (!needsSource) report.source = "";
      if (this.lateFindings) this.heldAt.set(report.filePath, this.kept.length);
      this.kept.push(report);
    }
  }

  /**
   * Late findings of the earlier file `key` (`late`, a report holding only them): counted, and
   * printed now as a section of that file (a line format), or sorted into its held entry.
   */
  addLateReport(key: string, late: DetailedFileReport): void {
    const t = this.totals;
    t.errorCount += late.errorCount;
    t.warningCount += late.warningCount;
    t.infoCount += late.infoCount;
    this.hiddenWarnings += late.hiddenWarningCount;
    if (this.output.stream) this.emit(this.output.stream.file(late, t.files - 1, this.output.ctx));
    else if (this.jsonEntries) {
      const at = this.heldAt.get(key)!;
      this.jsonEntries[at] = JSON.stringify(publicReport(withLateMessages(JSON.parse(this.jsonEntries[at]!) as FileReport, late)));
    } else {
      const at = this.heldAt.get(key)!;
      this.kept[at] = withLateReport(this.kept[at]!, late);
    }
  }

  /** The closing text: a streamed format's summary, the JSON array, or `wholeRun` of the held reports. */
  end(wholeRun: (kept: readonly DetailedFileReport[]) => string): void {
    if (this.output.stream) this.emit(this.output.stream.end(this.totals, this.output.ctx));
    else if (this.jsonEntries) this.emitJson(this.jsonEntries);
    else this.emit(wholeRun(this.kept));
  }

  /**
   * The JSON array of the held entries, emitted a slice of entries at a time: joined whole, a run
   * of many files held its output twice at the end (entries and array).
   */
  private emitJson(entries: string[]): void {
    let out = "[";
    for (let i = 0; i < entries.length; i += JSON_SLICE) {
      out += (i > 0 ? "," : "") + entries.slice(i, i + JSON_SLICE).join(",");
      this.emit(out);
      out = "";
    }
    this.emit(`${out}]\n`);
  }

  /** Writes the held text to `file` (`--output-file`, absolute). */
  writeTo(file: string): void {
    writeOutput(file, this.chunks.join(""));
  }
}

/**
 * A unified diff of every change, each file named as `git diff` names it: `a/<path>` and
 * `b/<path>`, the path relative to `cwd` with `/` separators when the file is inside `cwd` (so
 * `| git apply` there applies it), else the absolute path without its leading `/` (`a/tmp/x/a.card`,
 * as `git diff --no-index` prints it; it applies from the root folder).
 */
export function unifiedDiff(changes: readonly FileChange[], cwd: string): string {
  return changes
    .map((c) => {
      const p = diffPath(c.filePath, cwd);
      return createTwoFilesPatch(`a/${p}`, `b/${p}`, c.before, c.after, undefined, undefined, { context: 3 });
    })
    .join("");
}

/** A file's path after `a/` or `b/` in a diff header (see {@link unifiedDiff}). */
function diffPath(file: string, cwd: string): string {
  return displayPath(file, cwd).split(path.sep).join("/").replace(/^\/+/, "");
}

/** The width stylish rows wrap at in a pipe without `COLUMNS` (CI logs). */
export const PIPE_WIDTH = 100;

/**
 * How wide human-readable output may be: the terminal's width, or `COLUMNS` from the environment
 * when stdout is not a terminal; undefined (one row per line, as grep and problem matchers want)
 * for a pipe or file without `COLUMNS`, and in VS Code's terminal (`TERM_PROGRAM=vscode`), which
 * wraps by itself and whose `$cardscript` problem matcher reads one row per line.
 */
export function outputWidth(io: CliIo): number | undefined {
  if (io.env.TERM_PROGRAM === "vscode") return undefined;
  if (io.stdout.isTTY && io.stdout.columns) return io.stdout.columns;
  const env = Number(io.env.COLUMNS);
  return Number.isInteger(env) && env > 0 ? env : undefined;
}
