/**
 * `cardscript lint [paths…]`: collect files, resolve their configuration, lint (and fix) them
 * through the core, print a report. Exit codes: 0 no errors (warnings within `--max-warnings`),
 * 1 errors or too many warnings, 2 usage, config or IO failure.
 */
import path from "node:path";
import type { Locale } from "../../../server/src/core/l10n/locale";
import type { Localizer } from "../../../server/src/core/l10n/localizer";
import { ConfigResolver } from "../config/load-config";
import { cacheOptionNotes } from "../lint/cache-options";
import { CliError, describeIoError, inputFailureMessage } from "../errors";
import { loadFormatter } from "../formats";
import type { Formatter } from "../formats/types";
import type { CliIo } from "../io";
import { cliL10n } from "../l10n/index";
import { CACHE_FILE_NAME, LintCache, type CachedFile, type CacheStrategy } from "../lint/cache";
import type { Concurrency } from "../lint/concurrency";
import {
  duplicateFindings,
  duplicateSeverity,
  emptyReport,
  finalReport,
  heldReport,
  splitNamedCards,
  StreamedNames,
  UNKNOWN_NAMED_CARD,
  withCrossFile,
  type CrossFileDuplicate,
  type HeldNamedCard,
} from "../lint/cross-file";
import type { FileChange, FileFailure } from "../lint/lint-files";
import type { LintSourceOptions } from "../lint/lint-source";
import { startProgress, type Progress } from "../lint/progress";
import type { DetailedFileReport } from "../lint/report";
import { selectInputs, type ForeignInput } from "./lint-inputs";
import { lintOutput, ReportSink, unifiedDiff } from "./lint-output";
import { FileResults, readSource, type LintRunState } from "./lint-results";

export interface LintCommandOptions {
  format: string;
  /** -1 = no maximum. */
  maxWarnings: number;
  quiet: boolean;
  outputFile?: string;
  config?: string;
  /** False with `--no-ignore`: lint files that .gitignore or ignorePatterns exclude. */
  ignore: boolean;
  reportUnusedDisableDirectives: boolean;
  fix: boolean;
  fixDryRun: boolean;
  /** `--cache`: reuse reports of unchanged files (see `lint/cache.ts`); ignored with --fix. */
  cache?: boolean;
  /** `--cache-location`: the cache file (default `.cardscriptcache` in the working folder). */
  cacheLocation?: string;
  /** `--cache-strategy`: `metadata` (size and mtime, then the content hash; the default) or `content` (the hash only). */
  cacheStrategy?: CacheStrategy;
  /** The language of messages (`--locale`, else the environment); English when omitted. */
  locale?: Locale;
  /** `--concurrency`: worker threads over files (`off` when omitted, as in ESLint; `auto`: on large runs only; see `lint/concurrency.ts`). */
  concurrency?: Concurrency;
}

/**
 * Runs `cardscript lint` on `inputs` (paths, folders or globs relative to `io.cwd`; none: the
 * working folder), printing the report to `io.stdout` (or `--output-file`) and notes to `io.stderr`.
 * @returns the exit code: 0 no errors, 1 errors or too many warnings, 2 a file or folder failed.
 * @throws CliError on a usage, config or IO error (exit 2).
 */
export async function runLint(inputs: string[], opts: LintCommandOptions, io: CliIo, version: string): Promise<number> {
  const l10n = cliL10n(opts.locale ?? "en");
  const formatter = await checkedFormatter(opts, l10n);
  for (const note of cacheOptionNotes(opts, l10n)) io.stderr.write(`cardscript: ${note}\n`);
  const configs = await ConfigResolver.create(io.cwd, opts.config);
  const selected = await selectInputs(inputs, opts, io, configs, l10n);
  const { files } = selected;
  const byConfig = optionsByConfig(configs, opts);
  const optionsFor = (file: string): LintSourceOptions => byConfig(file).options;

  const progress = startProgress(io, files.length, l10n.t(opts.fix ? "cli.progress.fix" : "cli.progress.lint"), l10n);
  const fix = opts.fix ? "write" : opts.fixDryRun ? "dry-run" : undefined;
  const output = lintOutput(io, opts, version, l10n);
  const cache =
    opts.cache && !fix
      ? LintCache.load(path.resolve(io.cwd, opts.cacheLocation ?? CACHE_FILE_NAME), version, opts.cacheLocation !== undefined)
      : undefined;
  const failures: FileFailure[] = [...selected.unreadable];
  const changes: FileChange[] = [];
  const optionKey = (file: string) => byConfig(file).key;
  const run: LintRunState = { files, cache, fix, needsSource: output.needsSource, failures, changes, optionsFor, optionKey };
  const results = await FileResults.open(run, { ...opts, lazy: !!output.stream?.silentWhenClean });
  // Duplicate card names across files, found as the files are linted (no pass over every file
  // first); a run the cache remembers knows its files with duplicates already.
  const names = results.rememberedPlan ? undefined : new StreamedNames();
  const sink = new ReportSink(io, output, names !== undefined);
  sink.begin();
  await lintCardFiles({ files, results, sink, names, optionsFor, quiet: opts.quiet, progress, pendingNamed: new Map() });
  progress.stop();
  await lintForeignInputs(selected.foreign, optionsFor, failures, sink);
  sink.end((kept) => (opts.fixDryRun ? unifiedDiff(changes, io.cwd) : formatter(kept, output.ctx)));
  if (opts.outputFile !== undefined) sink.writeTo(path.resolve(io.cwd, opts.outputFile));
  if (cache) saveCache(cache, files, results, names, opts, io, l10n);

  if (!selected.explicit && selected.found.length === 0) io.stderr.write(`cardscript: ${l10n.t("cli.noFiles", { cwd: io.cwd })}\n`);
  if (opts.fix || opts.fixDryRun) printFixSummary(opts.fix, changes, sink, io, l10n);
  return exitCode(sink, failures, opts.maxWarnings, io, l10n);
}

/**
 * The report format of `--format`, once the options are known to fit together.
 * @throws CliError for an unknown format, --fix with --fix-dry-run, or --fix-dry-run with a format.
 */
async function checkedFormatter(opts: LintCommandOptions, l10n: Localizer): Promise<Formatter> {
  const formatter = await loadFormatter(opts.format);
  if (!formatter) throw new CliError(l10n.t("cli.error.unknownFormat", { format: opts.format }));
  if (opts.fix && opts.fixDryRun) throw new CliError(l10n.t("cli.error.fixBoth"));
  // --fix-dry-run prints a unified diff, not a report: a report format would get a diff in it.
  if (opts.fixDryRun && opts.format !== "stylish") {
    throw new CliError(l10n.t("cli.error.fixDryRunFormat", { format: opts.format }));
  }
  return formatter;
}

/**
 * The lint options of a file and their cache key. They depend on the file's config only: one
 * object (and key) per config.
 */
function optionsByConfig(configs: ConfigResolver, opts: LintCommandOptions): (file: string) => { options: LintSourceOptions; key: string } {
  const byConfig = new Map<object, { options: LintSourceOptions; key: string }>();
  return (file) => {
    const loaded = configs.forFile(file);
    let found = byConfig.get(loaded);
    if (!found) {
      const options = {
        rules: loaded.config.rules,
        ...(Object.keys(loaded.config.messages ?? {}).length > 0 ? { messages: loaded.config.messages } : {}),
        game: loaded.config.game,
        quiet: opts.quiet,
        reportUnusedDisableDirectives: opts.reportUnusedDisableDirectives,
        // Part of the cache key: a report cached in one language is not reused in another.
        ...(opts.locale && opts.locale !== "en" ? { locale: opts.locale } : {}),
      };
      byConfig.set(loaded, (found = { options, key: JSON.stringify(options) }));
    }
    return found;
  };
}

/** What the loop over the `.card` files works with. */
interface CardRun {
  files: readonly string[];
  results: FileResults;
  sink: ReportSink;
  /** The card names read so far (cross-file duplicates); undefined when the cache remembers the run. */
  names: StreamedNames | undefined;
  optionsFor: (file: string) => LintSourceOptions;
  quiet: boolean;
  progress: Progress;
  /** `unknown-named-card` findings held until every file's names are known, by file (see {@link splitNamedCards}). */
  pendingNamed: Map<string, HeldNamedCard[]>;
}

/** Lints the `.card` files in order, each report printed (or held) as it is made; then the held named-card findings. */
async function lintCardFiles(run: CardRun): Promise<void> {
  try {
    for (const [i, file] of run.files.entries()) {
      const cached = run.results.hits[i];
      const silent = cached?.clean && run.sink.output.stream?.silentWhenClean;
      const plan = run.results.rememberedPlan;
      if (silent && plan && !plan.has(file)) {
        // A clean cached file without cross-file duplicates prints nothing: it is only counted.
        run.sink.totals.files++;
        run.progress.update(i + 1, run.files.length);
      } else if (silent && run.names) addCleanCached(run, i, file, cached!);
      else await addProcessed(run, i, file);
    }
    // "A card named X" that a later file defined is no unknown card; the rest are printed now.
    for (const [key, held] of run.pendingNamed) {
      const unknown = held.filter((h) => !run.names!.defines(h.name));
      if (unknown.length > 0) run.sink.addLateReport(key, heldReport(key, unknown));
    }
  } finally {
    await run.results.close();
  }
}

/** A clean cached file a streamed format does not print: its names go to the index, its report is made only for a duplicate. */
function addCleanCached(run: CardRun, i: number, file: string, cached: CachedFile): void {
  const found = run.names!.add(file, cached.names);
  for (const e of found.earlier) addLateDuplicates(run, e.key, e.duplicates);
  run.progress.update(i + 1, run.files.length);
  if (found.own.length === 0) {
    run.sink.totals.files++;
    return;
  }
  const o = run.optionsFor(file);
  run.sink.add(
    withCrossFile(run.results.fromCache(file, cached).report, duplicateFindings(found.own, duplicateSeverity(o), o.locale), run.quiet),
  );
}

/** File `i`'s report (cached, from a worker or linted here) with its cross-file findings so far. */
async function addProcessed(run: CardRun, i: number, file: string): Promise<void> {
  const done = await run.results.processAt(i);
  run.progress.update(i + 1, run.files.length);
  if (!done) return;
  const o = run.optionsFor(file);
  if (!run.names) {
    run.sink.add(finalReport(done, run.results.rememberedPlan!, duplicateSeverity(o), run.quiet, o.locale));
    return;
  }
  const found = run.names.add(file, done.names);
  for (const e of found.earlier) addLateDuplicates(run, e.key, e.duplicates);
  const report = withCrossFile(done.report, duplicateFindings(found.own, duplicateSeverity(o), o.locale), run.quiet);
  run.sink.add(holdNamedCards(run, file, report));
}

/**
 * The duplicates of an earlier file's (`key`) cards in the file being linted: counted, and printed
 * now as a section of that file (a line format), or sorted into its held entry.
 */
function addLateDuplicates(run: CardRun, key: string, duplicates: CrossFileDuplicate[]): void {
  const o = run.optionsFor(key);
  run.sink.addLateReport(key, withCrossFile(emptyReport(key), duplicateFindings(duplicates, duplicateSeverity(o), o.locale), run.quiet));
}

/** `report` without its `unknown-named-card` findings: those no file read so far defines are held. */
function holdNamedCards(run: CardRun, file: string, report: DetailedFileReport): DetailedFileReport {
  if (!report.messages.some((m) => m.ruleId === UNKNOWN_NAMED_CARD)) return report;
  const source = report.source || readSource(file);
  const split = splitNamedCards(report, source, (name) => run.names!.defines(name));
  if (split.held.length > 0) run.pendingNamed.set(file, split.held);
  return split.report;
}

/** Lints the foreign sets and scripts in place, with the options of a `.card` file there (its config, --quiet, the language). */
async function lintForeignInputs(
  foreign: readonly ForeignInput[],
  optionsFor: (file: string) => LintSourceOptions,
  failures: FileFailure[],
  sink: ReportSink,
): Promise<void> {
  if (foreign.length === 0) return;
  const { lintForeign } = await import("../lint/lint-foreign");
  const onUnreadable = (filePath: string, message: string) => failures.push({ filePath, message });
  for (const f of foreign) {
    // One guard per input: an input that cannot be read or hits an internal error is its own
    // failure (exit 2); the other inputs are still linted and the report stays well-formed.
    let reports: DetailedFileReport[];
    try {
      reports = lintForeign(f.abs, f.format, optionsFor(f.abs), onUnreadable);
    } catch (e) {
      failures.push({ filePath: f.abs, message: inputFailureMessage(f.abs, e) });
      continue;
    }
    for (const report of reports) sink.add(report);
  }
}

/** Records the run's cross-file plan (unless the cache already knew it) and saves the cache; a failed save is a note on stderr. */
function saveCache(
  cache: LintCache,
  files: readonly string[],
  results: FileResults,
  names: StreamedNames | undefined,
  opts: LintCommandOptions,
  io: CliIo,
  l10n: Localizer,
): void {
  if (!results.rememberedPlan) {
    const digest = cache.runDigest(files);
    // In path order, as the files are (the keys sort as the files do).
    if (digest) cache.setRunPlan(digest, [...names!.withDuplicates].sort());
  }
  try {
    cache.save();
  } catch (e) {
    const file = opts.cacheLocation ?? CACHE_FILE_NAME;
    io.stderr.write(`cardscript: ${l10n.t("cli.lint.cannotWriteCache", { file, reason: describeIoError(e) })}\n`);
  }
}

/** The `--fix` (or `--fix-dry-run`) summary on stderr: problems fixed, files changed, what remains. */
function printFixSummary(wrote: boolean, changes: readonly FileChange[], sink: ReportSink, io: CliIo, l10n: Localizer): void {
  const fixes = changes.reduce((n, c) => n + c.fixes, 0);
  const counts = {
    problems: l10n.tn("cli.problems", fixes),
    files: l10n.tn("cli.files", changes.length),
    errors: l10n.tn("cli.errors", sink.totals.errorCount),
    warnings: l10n.tn("cli.warnings", sink.totals.warningCount),
  };
  io.stderr.write(`cardscript: ${l10n.t(wrote ? "cli.fixed" : "cli.wouldFix", counts)}\n`);
}

/**
 * The exit code (0, 1 for errors or more warnings than `maxWarnings` (-1: no maximum), 2 for a
 * failed file), writing the warning-limit note and each failure to stderr.
 */
function exitCode(sink: ReportSink, failures: readonly FileFailure[], maxWarnings: number, io: CliIo, l10n: Localizer): number {
  const warnings = sink.totals.warningCount + sink.hiddenWarnings;
  let code = sink.totals.errorCount > 0 ? 1 : 0;
  if (maxWarnings >= 0 && warnings > maxWarnings) {
    io.stderr.write(`cardscript: ${l10n.t("cli.tooManyWarnings", { count: warnings, max: maxWarnings })}\n`);
    code = 1;
  }
  if (failures.length > 0) {
    for (const f of failures) io.stderr.write(`cardscript: ${f.message}\n`);
    code = 2;
  }
  return code;
}
