/**
 * Reads, lints and (with `--fix`) fixes files — the CLI's file-linting function, also used by the
 * corpus test and the benchmark so that all three run the same code path.
 * Files are read as UTF-8; a leading BOM is stripped before linting and written back by `--fix`.
 */
import { readFileSync } from "node:fs";
import writeFileAtomic from "write-file-atomic";
import { describeIoError } from "../errors";
import { fixText } from "./fix";
import { BOM, lintFindings, reportFor, splitBom, type LintSourceOptions } from "./lint-source";
import type { DetailedFileReport } from "./report";

/** A file that could not be read or written. */
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
}

/** Reads a file as UTF-8 text; throws the IO error. */
export function readText(filePath: string): string {
  return readFileSync(filePath, "utf8");
}

/** Lints (and fixes) one file; never throws. */
export function processFile(filePath: string, options: LintFilesOptions, out: LintFilesResult): void {
  let raw: string;
  try {
    raw = readText(filePath);
  } catch (e) {
    out.failures.push({ filePath, message: `cannot read ${filePath}: ${describeIoError(e)}` });
    return;
  }
  const lintOptions = options.optionsFor?.(filePath) ?? {};
  const { bom, text } = splitBom(raw);
  let finalText = text;
  let linted: ReturnType<typeof lintFindings> | undefined;
  if (options.fix) {
    // Fix with every finding visible (quiet only filters what is printed).
    const fixed = fixText(text, (t) => lintFindings(t, { ...lintOptions, quiet: false }));
    linted = fixed.last;
    if (fixed.text !== text) {
      const after = (bom ? BOM : "") + fixed.text;
      if (options.fix === "write") {
        try {
          writeFileAtomic.sync(filePath, after, { encoding: "utf8" });
        } catch (e) {
          out.failures.push({ filePath, message: `cannot write ${filePath}: ${describeIoError(e)}` });
          return;
        }
      }
      out.changes.push({ filePath, before: raw, after, fixes: fixed.fixes });
      finalText = fixed.text;
    }
  }
  const { findings, result } = linted ?? lintFindings(finalText, lintOptions);
  out.reports.push(reportFor(finalText, filePath, findings, result, lintOptions.quiet));
}

/** Lints each file; unreadable (or unwritable, with `--fix`) files are listed in `failures`, never thrown. */
export function lintFiles(files: readonly string[], options: LintFilesOptions = {}): LintFilesResult {
  const out: LintFilesResult = { reports: [], failures: [], changes: [] };
  files.forEach((filePath, i) => {
    processFile(filePath, options, out);
    options.onFile?.(i + 1, files.length);
  });
  return out;
}
