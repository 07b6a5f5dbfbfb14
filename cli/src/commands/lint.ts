/**
 * `cardscript lint [paths…]`: collect files, resolve their configuration, lint (and fix) them
 * through the core, print a report. Exit codes: 0 no errors (warnings within `--max-warnings`),
 * 1 errors or too many warnings, 2 usage, config or IO failure.
 */
import { cliL10n } from "../l10n/index";
import type { Locale } from "../../../server/src/core/l10n/locale";
import type { Localizer } from "../../../server/src/core/l10n/localizer";
import { readFileSync, type Stats } from "node:fs";
import path from "node:path";
import { createTwoFilesPatch } from "diff";
import { colors, shouldColor } from "../colors";
import { ConfigResolver, ignoredByConfig } from "../config/load-config";
import { cacheOptionNotes } from "../lint/cache-options";
import { CliError, describeIoError, inputFailureMessage } from "../errors";
import { refuseInputAsOutput, writeOutput } from "../output-file";
import { loadFormatter, STREAM_FORMATS } from "../formats";
import { displayPath } from "../formats/paths";
import type { CliIo } from "../io";
import { detectFormatWith, type ForeignFormat } from "../import/detect-format";
import { collectFiles, onePathPerFile, type CollectResult } from "../lint/collect-files";
import { GitIgnore } from "../../../server/src/node-io/gitignore";
import { CACHE_FILE_NAME, contentHash, LintCache, type CachedFile, type CacheStrategy } from "../lint/cache";
import {
  CrossFileNames,
  duplicateFindings,
  duplicateSeverity,
  emptyReport,
  finalReport,
  heldReport,
  splitNamedCards,
  StreamedNames,
  UNKNOWN_NAMED_CARD,
  withCrossFile,
  withLateMessages,
  withLateReport,
  type CrossFileDuplicate,
  type HeldNamedCard,
} from "../lint/cross-file";
import type { FileChange, FileFailure, ProcessedFile } from "../lint/lint-files";
import type { LintSourceOptions } from "../lint/lint-source";
import { workerCount, type Concurrency } from "../lint/concurrency";
import { workerScript } from "../lint/pool";
import { startProgress } from "../lint/progress";
import { packageRoot } from "../package-root";
import { pushAll } from "../../../server/src/core/collections/append";
import { readText } from "../lint/read-text";
import { addToTotals, publicReport, type DetailedFileReport, type FileReport, type Totals } from "../lint/report";

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

// eslint-disable-next-line complexity, max-lines-per-function -- split pending (cli/src/lint is being reworked on another branch)
export async function runLint(inputs: string[], opts: LintCommandOptions, io: CliIo, version: string): Promise<number> {
  const l10n = cliL10n(opts.locale ?? "en");
  const formatter = await loadFormatter(opts.format);
  if (!formatter) throw new CliError(l10n.t("cli.error.unknownFormat", { format: opts.format }));
  if (opts.fix && opts.fixDryRun) throw new CliError(l10n.t("cli.error.fixBoth"));
  // --fix-dry-run prints a unified diff, not a report: a report format would get a diff in it.
  if (opts.fixDryRun && opts.format !== "stylish") {
    throw new CliError(l10n.t("cli.error.fixDryRunFormat", { format: opts.format }));
  }
  for (const note of cacheOptionNotes(opts, l10n)) io.stderr.write(`cardscript: ${note}\n`);

  const configs = await ConfigResolver.create(io.cwd, opts.config);
  const explicit = inputs.length > 0;
  // MSE sets, Cockatrice XML and Forge scripts are imported in memory and linted in place.
  const foreign: { abs: string; format: ForeignFormat }[] = [];
  const cardInputs: string[] = [];
  for (const input of inputs) {
    const abs = path.resolve(io.cwd, input);
    // The games' sniffers are loaded only for a path whose shape does not tell.
    let format = detectFormatWith(abs);
    if (format === "sniff") format = (await import("../import/foreign")).detectFormat(abs);
    if (format) foreign.push({ abs, format });
    else cardInputs.push(input);
  }
  if (foreign.length > 0 && (opts.fix || opts.fixDryRun)) throw new CliError(l10n.t("cli.error.fixCardFilesOnly"));
  let collected: Awaited<ReturnType<typeof collectFiles>>;
  try {
    collected =
      explicit && cardInputs.length === 0
        ? { files: [], links: new Set<string>(), unmatched: [], patternMatches: [], unreadable: [] }
        : await collectFiles(explicit ? cardInputs : ["."], { cwd: io.cwd });
  } catch (e) {
    throw new CliError(l10n.t("cli.error.cannotList", { reason: e instanceof Error ? e.message : String(e) }));
  }
  const { files: found, unmatched, patternMatches } = collected;
  if (explicit && unmatched.length > 0) {
    throw new CliError(unmatched.map((u) => `${u.input}: ${u.reason}`).join("\n"));
  }

  // The config parser (and with it the rules) is loaded only when some path has a config file.
  await configs.prepare([...found, ...collected.unreadable.map((u) => u.path), ...foreign.map((f) => f.abs)]);
  // Resolve every file's config before linting: a malformed config stops the run (exit 2).
  const gitignore = new GitIgnore();
  const ignored = new Set<string>();
  if (opts.ignore) {
    gitignore.prepare(found);
    for (const file of found) if (ignoredByConfig(file, configs.forFile(file)) || gitignore.ignores(file)) ignored.add(file);
  }
  const files = onePathPerFile(
    found.filter((f) => !ignored.has(f)),
    collected.links,
  );
  const unreadable = unreadableNotIgnored(collected.unreadable, opts.ignore, gitignore, configs, l10n);
  if (opts.outputFile !== undefined)
    refuseInputAsOutput(path.resolve(io.cwd, opts.outputFile), [...files, ...foreign.map((f) => f.abs)], "--output-file");
  for (const file of files) configs.forFile(file);
  if (explicit) {
    const allIgnored = patternMatches.filter((p) => p.files.every((f) => ignored.has(f)));
    if (allIgnored.length > 0) {
      throw new CliError(allIgnored.map((p) => l10n.t("cli.error.allIgnored", { input: p.input })).join("\n"));
    }
    for (const input of inputs) {
      const file = path.resolve(io.cwd, input);
      if (ignored.has(file)) io.stderr.write(`cardscript: ${l10n.t("cli.lint.inputIgnored", { input })}\n`);
    }
  } else if (found.length > 0 && files.length === 0) {
    io.stderr.write(
      `cardscript: ${l10n.tn("cli.lint.allFilesIgnored", found.length, { files: l10n.tn("cli.cardFilesFound", found.length), cwd: io.cwd })}\n`,
    );
  }
  // Options depend on the file's config only: one object (and cache key) per config.
  const byConfig = new Map<object, { options: LintSourceOptions; key: string }>();
  const configOptions = (file: string) => {
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
  const optionsFor = (file: string): LintSourceOptions => configOptions(file).options;

  const progress = startProgress(io, files.length, l10n.t(opts.fix ? "cli.progress.fix" : "cli.progress.lint"), l10n);
  const fix = opts.fix ? "write" : opts.fixDryRun ? "dry-run" : undefined;
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
  const chunks: string[] = [];
  const emit = (text: string) => {
    if (text === "") return;
    if (toFile) chunks.push(text);
    else io.stdout.write(text);
  };
  const cache =
    opts.cache && !fix
      ? LintCache.load(path.resolve(io.cwd, opts.cacheLocation ?? CACHE_FILE_NAME), version, opts.cacheLocation !== undefined)
      : undefined;
  const needsSource = !stream && opts.format === "sarif";
  const failures: FileFailure[] = [...unreadable];
  const changes: FileChange[] = [];
  const kept: DetailedFileReport[] = [];
  const t: Totals = { files: 0, errorCount: 0, warningCount: 0, infoCount: 0, fixableCount: 0 };
  let hiddenWarnings = 0;
  const optionKey = (file: string) => configOptions(file).key;
  // Cache hits by size and mtime first (nothing read): their card names are known for the
  // cross-file duplicate check; the other files are scanned for possible names.
  /** The cache's answer for each file, by index in `files`; undefined for a file to lint. */
  const hits: (CachedFile | undefined)[] = [];
  let hitCount = 0;
  const stats = new Map<string, Stats | undefined>();
  // A clean file a streamed format does not print needs nothing decoded from its entry.
  const lazy = !!stream?.silentWhenClean;
  if (cache) {
    const byContent = opts.cacheStrategy === "content";
    for (const file of files) {
      const hit = byContent ? cache.byHash(file, optionKey(file)) : cache.byStat(file, optionKey(file), lazy);
      hits.push(hit.cached);
      if (hit.cached) hitCount++;
      else stats.set(file, hit.stats);
    }
  }
  // Every file answered by the cache, in a run it remembers: the files with a cross-file duplicate are known.
  const runDigest = cache && hitCount === files.length ? cache.runDigest(files, hits) : undefined;
  // (Not when a file names a card another file may define: that needs the names of every file.)
  const namesCards = (c: CachedFile | undefined, file: string) =>
    c !== undefined && !c.clean && c.processed(file, "").report.messages.some((m) => m.ruleId === UNKNOWN_NAMED_CARD);
  const rememberedPlan =
    runDigest && !hits.some((c, i) => namesCards(c, files[i]!)) ? planFromCache(cache!, runDigest, files, hits) : undefined;
  if (!rememberedPlan) {
    // The name index takes every cached file's names: a file whose names cannot be decoded is linted.
    hits.forEach((cached, i) => {
      if (!cached || cached.decode()) return;
      hits[i] = undefined;
      hitCount--;
      cache!.delete(files[i]!);
    });
  }
  // The linter and the grammar are loaded only when some file is not answered by the cache.
  const linter = hitCount < files.length ? await import("../lint/lint-files") : undefined;
  const fromCache = (file: string, c: CachedFile): ProcessedFile => c.processed(file, needsSource ? readSource(file) : "");
  // --concurrency: worker threads lint the files the cache does not answer; this thread takes their
  // results in file order (the same output as one thread).
  const workers = linter ? workerCount(opts.concurrency ?? "off", files.length - hitCount) : 0;
  const pool = workers > 0 ? new (await import("../lint/pool")).LintPool(workers, workerScript(packageRoot())) : undefined;
  /** Lints a file the stat check did not answer (a content-hash hit is answered from the cache). */
  const processMiss = (file: string): ProcessedFile | undefined => {
    if (!cache) return linter!.processFile(file, { optionsFor, fix }, { failures, changes });
    const key = optionKey(file);
    let bytes: Buffer | undefined;
    let hash = "";
    try {
      bytes = readFileSync(file);
      hash = contentHash(bytes);
      const cached = cache.byContent(file, key, hash, stats.get(file));
      if (cached) return fromCache(file, cached);
    } catch {
      // Unreadable: processFile reports it.
    }
    const done = linter!.processFile(file, { optionsFor, fix }, { failures, changes }, bytes);
    if (done && bytes) cache.store(file, key, hash, stats.get(file), done.report, done.names);
    else cache.delete(file);
    return done;
  };
  /** Files handed to a worker ahead of their turn (by index), each giving a function that takes its result in order. */
  const ahead = new Map<number, Promise<() => ProcessedFile | undefined>>();
  let dispatched = 0;
  /** Hands `file` to a worker (a `--cache` hit by content hash is answered here). */
  const dispatch = (file: string): Promise<() => ProcessedFile | undefined> => {
    let bytes: Buffer | undefined;
    let hash = "";
    if (cache) {
      try {
        bytes = readFileSync(file);
        hash = contentHash(bytes);
        const cached = cache.byContent(file, optionKey(file), hash, stats.get(file));
        if (cached) return Promise.resolve(() => fromCache(file, cached));
      } catch {
        // Unreadable: the worker reports it.
      }
    }
    const result = pool!.lint({ file, options: optionsFor(file), fix, bytes, keepSource: needsSource }).then((r) => () => {
      pushAll(failures, r.failures);
      pushAll(changes, r.changes);
      if (r.error !== undefined) throw new Error(r.error);
      if (cache) {
        if (r.done && bytes) cache.store(file, optionKey(file), hash, stats.get(file), r.done.report, r.done.names);
        else cache.delete(file);
      }
      return r.done;
    });
    // Awaited in its turn; a worker that fails before then must not count as an unhandled rejection.
    result.catch(() => undefined);
    return result;
  };
  /** File `i`'s result: from the cache, from a worker, or linted here. */
  const processAt = async (i: number): Promise<ProcessedFile | undefined> => {
    const file = files[i]!;
    if (hits[i]) return fromCache(file, hits[i]!);
    if (!pool) return processMiss(file);
    // Keep every worker busy: up to a few files each handed out ahead of the one printed.
    for (const end = Math.min(files.length, i + pool.size * 8); dispatched < end; dispatched++) {
      if (!hits[dispatched]) ahead.set(dispatched, dispatch(files[dispatched]!));
    }
    const take = await ahead.get(i)!;
    ahead.delete(i);
    return take();
  };
  // Duplicate card names across files, found as the files are linted (no pass over every file
  // first); a run the cache remembers knows its files with duplicates already.
  const names = rememberedPlan ? undefined : new StreamedNames();
  // JSON is one entry per file, in path order: each file's entry is held as its text (a file's
  // duplicates in a later file are sorted into it when that file is linted), printed at the end.
  const jsonEntries: string[] | undefined = !opts.fixDryRun && opts.format === "json" ? [] : undefined;
  /** Where a held file's entry is in `jsonEntries` or `kept` (for its late duplicates). */
  const heldAt = new Map<string, number>();
  const add = (report: DetailedFileReport) => {
    addToTotals(t, report);
    hiddenWarnings += report.hiddenWarningCount;
    if (stream) emit(stream.file(report, t.files - 1, ctx));
    else if (jsonEntries) {
      if (names) heldAt.set(report.filePath, jsonEntries.length);
      jsonEntries.push(JSON.stringify(publicReport(report)));
    } else {
      // Kept to the end for a whole-run format: its text only if the format quotes it (SARIF).
      if (!needsSource) report.source = "";
      if (names) heldAt.set(report.filePath, kept.length);
      kept.push(report);
    }
  };
  /**
   * The duplicates of an earlier file's cards in the file being linted: counted, and printed now as
   * a section of that file (a line format), or sorted into its held entry.
   */
  const addLate = (key: string, duplicates: CrossFileDuplicate[]) => {
    const o = optionsFor(key);
    addLateReport(key, withCrossFile(emptyReport(key), duplicateFindings(duplicates, duplicateSeverity(o), o.locale), opts.quiet));
  };
  /** Late findings of an earlier file (`late`, a report holding only them): counted, printed or sorted in. */
  const addLateReport = (key: string, late: DetailedFileReport) => {
    t.errorCount += late.errorCount;
    t.warningCount += late.warningCount;
    t.infoCount += late.infoCount;
    hiddenWarnings += late.hiddenWarningCount;
    if (stream) emit(stream.file(late, t.files - 1, ctx));
    else if (jsonEntries) {
      const at = heldAt.get(key)!;
      jsonEntries[at] = JSON.stringify(publicReport(withLateMessages(JSON.parse(jsonEntries[at]!) as FileReport, late)));
    } else {
      const at = heldAt.get(key)!;
      kept[at] = withLateReport(kept[at]!, late);
    }
  };
  /** `unknown-named-card` findings held until every file's names are known, by file (see {@link splitNamedCards}). */
  const pendingNamed = new Map<string, HeldNamedCard[]>();
  /** `report` without its `unknown-named-card` findings: those no file read so far defines are held. */
  const holdNamedCards = (file: string, report: DetailedFileReport): DetailedFileReport => {
    if (!report.messages.some((m) => m.ruleId === UNKNOWN_NAMED_CARD)) return report;
    const source = report.source || readSource(file);
    const split = splitNamedCards(report, source, (name) => names!.defines(name));
    if (split.held.length > 0) pendingNamed.set(file, split.held);
    return split.report;
  };
  if (stream) emit(stream.begin(ctx));
  try {
    for (const [i, file] of files.entries()) {
      const cached = hits[i];
      const silent = cached?.clean && stream?.silentWhenClean;
      if (silent && rememberedPlan && !rememberedPlan.has(file)) {
        // A clean cached file without cross-file duplicates prints nothing: it is only counted.
        t.files++;
        progress.update(i + 1, files.length);
        continue;
      }
      if (silent && names) {
        // Its names go to the index; its report is made only when it has a duplicate.
        const found = names.add(file, cached!.names);
        for (const e of found.earlier) addLate(e.key, e.duplicates);
        progress.update(i + 1, files.length);
        if (found.own.length === 0) {
          t.files++;
          continue;
        }
        const o = optionsFor(file);
        add(withCrossFile(fromCache(file, cached!).report, duplicateFindings(found.own, duplicateSeverity(o), o.locale), opts.quiet));
        continue;
      }
      const done = await processAt(i);
      progress.update(i + 1, files.length);
      if (!done) continue;
      const o = optionsFor(file);
      if (!names) {
        add(finalReport(done, rememberedPlan!, duplicateSeverity(o), opts.quiet, o.locale));
        continue;
      }
      const found = names.add(file, done.names);
      for (const e of found.earlier) addLate(e.key, e.duplicates);
      add(holdNamedCards(file, withCrossFile(done.report, duplicateFindings(found.own, duplicateSeverity(o), o.locale), opts.quiet)));
    }
    // "A card named X" that a later file defined is no unknown card; the rest are printed now.
    for (const [key, held] of pendingNamed) {
      const unknown = held.filter((h) => !names!.defines(h.name));
      if (unknown.length > 0) addLateReport(key, heldReport(key, unknown));
    }
  } finally {
    await pool?.close();
  }
  progress.stop();
  const { lintForeign } = foreign.length > 0 ? await import("../lint/lint-foreign") : { lintForeign: undefined };
  for (const f of foreign) {
    // The same options as a .card file there: its config, --quiet, and the run's language.
    const onUnreadable = (filePath: string, message: string) => failures.push({ filePath, message });
    // One guard per input: an input that cannot be read or hits an internal error is its own
    // failure (exit 2); the other inputs are still linted and the report stays well-formed.
    let reports: ReturnType<NonNullable<typeof lintForeign>>;
    try {
      reports = lintForeign!(f.abs, f.format, optionsFor(f.abs), onUnreadable);
    } catch (e) {
      failures.push({ filePath: f.abs, message: inputFailureMessage(f.abs, e) });
      continue;
    }
    for (const report of reports) add(report);
  }
  if (stream) emit(stream.end(t, ctx));
  else if (jsonEntries) emit(`[${jsonEntries.join(",")}]\n`);
  else emit(opts.fixDryRun ? unifiedDiff(changes, io.cwd) : formatter(kept, ctx));
  if (toFile) writeOutput(path.resolve(io.cwd, opts.outputFile!), chunks.join(""));
  if (cache) {
    if (!rememberedPlan) {
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

  if (!explicit && found.length === 0) io.stderr.write(`cardscript: ${l10n.t("cli.noFiles", { cwd: io.cwd })}\n`);
  if (opts.fix || opts.fixDryRun) {
    const fixes = changes.reduce((n, c) => n + c.fixes, 0);
    const counts = {
      problems: l10n.tn("cli.problems", fixes),
      files: l10n.tn("cli.files", changes.length),
      errors: l10n.tn("cli.errors", t.errorCount),
      warnings: l10n.tn("cli.warnings", t.warningCount),
    };
    io.stderr.write(`cardscript: ${l10n.t(opts.fix ? "cli.fixed" : "cli.wouldFix", counts)}\n`);
  }
  const warnings = t.warningCount + hiddenWarnings;
  let code = t.errorCount > 0 ? 1 : 0;
  if (opts.maxWarnings >= 0 && warnings > opts.maxWarnings) {
    io.stderr.write(`cardscript: ${l10n.t("cli.tooManyWarnings", { count: warnings, max: opts.maxWarnings })}\n`);
    code = 1;
  }
  if (failures.length > 0) {
    for (const f of failures) io.stderr.write(`cardscript: ${f.message}\n`);
    code = 2;
  }
  return code;
}

/**
 * The folders and links the file walk could not read, as failures (exit 2; the other files are
 * linted), except those git or `ignorePatterns` ignore (git does not look into an ignored folder).
 */
function unreadableNotIgnored(
  unreadable: CollectResult["unreadable"],
  honourIgnores: boolean,
  gitignore: GitIgnore,
  configs: ConfigResolver,
  l10n: Localizer,
): FileFailure[] {
  return unreadable
    .filter((u) => {
      if (!honourIgnores) return true;
      if (u.kind === "link") return !gitignore.ignores(u.path) && !ignoredByConfig(u.path, configs.forFile(u.path));
      // A folder is ignored when a file in it would be (by a folder pattern or a pattern ending in **).
      return !gitignore.ignoresDir(u.path) && !ignoredByConfig(path.join(u.path, "x.card"), configs.forFile(u.path));
    })
    .map((u) => unreadableFailure(u, l10n));
}

/**
 * The failure line of a folder the file walk could not read, or of a `*.card` link that leads
 * nowhere, in the language of `l10n` (`u.reason` is already in it: `describeIoError`).
 */
export function unreadableFailure(u: CollectResult["unreadable"][number], l10n: Localizer): FileFailure {
  const key = u.kind === "folder" ? "cli.lint.unreadableFolder" : "cli.lint.danglingLink";
  return { filePath: u.path, message: l10n.t(key, { file: u.path, reason: u.reason }) };
}

/**
 * The cross-file plan of a run the cache remembers (`LintCache.runPlan`): the names of its files
 * with a duplicate, decoded from their entries; undefined when unknown or an entry cannot be decoded.
 */
function planFromCache(
  cache: LintCache,
  digest: string,
  files: readonly string[],
  hits: readonly (CachedFile | undefined)[],
): CrossFileNames | undefined {
  const withDuplicates = cache.runPlan(digest);
  if (!withDuplicates) return undefined;
  const plan = new CrossFileNames();
  if (withDuplicates.length === 0) return plan;
  const wanted = new Set(withDuplicates);
  for (let i = 0; i < files.length; i++) {
    if (!wanted.delete(files[i]!)) continue;
    if (!hits[i]?.decode()) return undefined;
    plan.set(files[i]!, hits[i]!.names);
  }
  return wanted.size === 0 ? plan : undefined;
}

/** A cached file's text for formats that quote it (SARIF); "" when it cannot be read any more. */
function readSource(file: string): string {
  try {
    const text = readText(file);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return "";
  }
}

/** A unified diff of every change, with `a/` and `b/` paths relative to `cwd` (as `git diff` prints them). */
export function unifiedDiff(changes: readonly FileChange[], cwd: string): string {
  return changes
    .map((c) => {
      const p = displayPath(c.filePath, cwd);
      return createTwoFilesPatch(`a/${p}`, `b/${p}`, c.before, c.after, undefined, undefined, { context: 3 });
    })
    .join("");
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
