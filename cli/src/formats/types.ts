/** The formatter contract: lint reports in, the text to print out. */
import type { Localizer } from "../../../server/src/core/l10n/localizer";
import type { Colors } from "../colors";
import { totals, type DetailedFileReport, type Totals } from "../lint/report";

export interface FormatContext {
  /** Folder that printed relative paths are relative to. */
  cwd: string;
  /** Colour functions (no-ops when colours are off). */
  c: Colors;
  /** Tool version, for formats that record it (SARIF). */
  version: string;
  /** Columns a human-readable format may fill (it wraps long messages); undefined: one row per line. */
  width?: number;
  /**
   * False: rows are not padded to align the rule-id column (a pipe or CI log: each row as long as it
   * needs, wrapped at {@link width}); aligned otherwise (a terminal).
   */
  pad?: boolean;
  /**
   * True: severities are written as the English words `error`, `warning`, `info` whatever the
   * language (a problem matcher reads them: VS Code's `$cardscript`); else in the language of `l10n`.
   */
  englishSeverities?: boolean;
  /**
   * The language of summary lines and of SARIF's rule descriptions (`--locale`); English when
   * omitted. Messages come translated in the reports; the other machine formats ignore it.
   */
  l10n?: Localizer;
}

export type Formatter = (reports: readonly DetailedFileReport[], ctx: FormatContext) => string;

/**
 * A format that can be printed file by file while linting (memory flat in the number of files):
 * `begin`, then `file` for each report in order (`index` 0-based), then `end` with the totals.
 * `asFormatter` turns one into a {@link Formatter} giving exactly the same text.
 */
export interface StreamFormatter {
  begin(ctx: FormatContext): string;
  file(report: DetailedFileReport, index: number, ctx: FormatContext): string;
  end(totals: Totals, ctx: FormatContext): string;
  /** True when {@link file} prints nothing for a report without messages (the lint command then builds no report for a clean cached file). */
  silentWhenClean?: boolean;
}

/** The whole-report formatter of a stream formatter. */
export function asFormatter(stream: StreamFormatter): Formatter {
  return (reports, ctx) => stream.begin(ctx) + reports.map((r, i) => stream.file(r, i, ctx)).join("") + stream.end(totals(reports), ctx);
}
