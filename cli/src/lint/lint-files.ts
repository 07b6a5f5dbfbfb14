/**
 * Reads, lints and (with `--fix`) fixes files — the CLI's file-linting function, also used by the
 * corpus test and the benchmark so that all three run the same code path.
 * Files are read as UTF-8; a leading BOM is stripped before linting and written back by `--fix`.
 */
import { readFileSync } from "node:fs";
import { isUtf8 } from "node:buffer";
import { describeIoError } from "../errors";
import { ChangedOnDiskError, writeFileSafely } from "../write-file-safely";
import { fixText } from "./fix";
import { BOM, lintFindings, reportFor, splitBom, type LintSourceOptions } from "./lint-source";
import type { DetailedFileReport } from "./report";
import { CardNameIndex } from "../../../server/src/core/features/card-references";
import { ruleById } from "../../../server/src/core/rules/registry";
import type { Finding } from "../../../server/src/core/rules/types";

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
  /** Findings that need the other files (cross-file duplicate names); set by {@link lintFiles}. */
  crossFile?: (filePath: string, text: string, options: LintSourceOptions) => Finding[];
  /** Called after each file (for a progress bar). */
  onFile?: (done: number, total: number) => void;
}

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

/**
 * Lints (and fixes) one file, adding its report (or failure, or change) to `out`; never throws.
 * @param bytes the file's content when the caller already read it (e.g. to hash it for `--cache`).
 */
export function processFile(filePath: string, options: LintFilesOptions, out: LintFilesResult, bytes?: Buffer): void {
  let raw: string;
  try {
    bytes ??= readFileSync(filePath);
    raw = decodeText(bytes);
  } catch (e) {
    const notText = e instanceof Error && e.message.startsWith("is not valid UTF-8");
    out.failures.push({ filePath, message: notText ? `${filePath} ${e.message}` : `cannot read ${filePath}: ${describeIoError(e)}` });
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
          // Atomic, through a symlinked file to its target, refused for a read-only file, and
          // abandoned when the file changed since it was read (an editor saved it meanwhile).
          writeFileSafely(filePath, after, { expect: bytes, durable: true });
        } catch (e) {
          const changed = e instanceof ChangedOnDiskError;
          const message = changed
            ? `${filePath} changed while it was being fixed; not fixed (lint it again)`
            : `cannot write ${filePath}: ${describeIoError(e)}`;
          out.failures.push({ filePath, message });
          return;
        }
      }
      out.changes.push({ filePath, before: raw, after, fixes: fixed.fixes });
      finalText = fixed.text;
    }
  }
  const { findings, result } = linted ?? lintFindings(finalText, lintOptions);
  const extra = options.crossFile?.(filePath, finalText, lintOptions) ?? [];
  const all =
    extra.length === 0 ? findings : [...findings, ...extra].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  out.reports.push(reportFor(finalText, filePath, all, result, lintOptions.quiet));
}

/**
 * Lints each file; unreadable (or unwritable, with `--fix`) files, and files whose checking hit an
 * internal error, are listed in `failures`, never thrown: the other files are still linted.
 */
export function lintFiles(files: readonly string[], options: LintFilesOptions = {}): LintFilesResult {
  const out: LintFilesResult = { reports: [], failures: [], changes: [] };
  const crossFile = options.crossFile ?? crossFileDuplicates(files);
  options = { ...options, crossFile };
  files.forEach((filePath, i) => {
    const changesBefore = out.changes.length;
    try {
      processFile(filePath, options, out);
    } catch (e) {
      // A bug while checking one file must not abort the run: report it and go on with the rest.
      const written = out.changes.length > changesBefore && options.fix === "write";
      const detail = e instanceof Error ? e.message : String(e);
      out.failures.push({
        filePath,
        message: `internal error while checking ${filePath}${written ? " (its fixes were written before the error)" : ""}: ${detail}. Please report this.`,
      });
    }
    options.onFile?.(i + 1, files.length);
  });
  return out;
}

/**
 * `duplicate-card-name` across the linted files, as the language server does across the
 * workspace: a card whose name (case-insensitive) another linted file defines too gets a finding
 * naming that file and line. Unreadable files take no part.
 */
export function crossFileDuplicates(files: readonly string[]): NonNullable<LintFilesOptions["crossFile"]> {
  const index = new CardNameIndex();
  for (const f of files) {
    try {
      index.set(f, splitBom(readText(f)).text);
    } catch {
      // Reported when the file itself is processed.
    }
  }
  const defaultSeverity = ruleById(DUPLICATE)?.meta.defaultSeverity ?? "warning";
  return (filePath, text, options) => {
    const severity = options.rules?.[DUPLICATE] ?? defaultSeverity;
    if (severity === "off") return [];
    index.set(filePath, text);
    return index.crossFileDuplicates(filePath).map((d) => ({
      ruleId: DUPLICATE,
      severity,
      message: d.message,
      span: d.span,
      card: d.name,
      fixes: [],
      tags: [],
    }));
  };
}

const DUPLICATE = "duplicate-card-name";
