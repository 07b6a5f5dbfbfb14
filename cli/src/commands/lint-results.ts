/**
 * Where each file's result comes from in a `cardscript lint` run: the `--cache` (by size and mtime,
 * or by content hash), a worker thread (`--concurrency`), or the linter on this thread. Results are
 * taken in file order, so the output is the same however they were made.
 */
import { readFileSync, type Stats } from "node:fs";
import { pushAll } from "../../../server/src/core/collections/append";
import { contentHash, type CachedFile, type CacheStrategy, type LintCache } from "../lint/cache";
import { BATCH_SIZE, threadCount, type Concurrency } from "../lint/concurrency";
import { CrossFileNames, UNKNOWN_NAMED_CARD } from "../lint/cross-file";
import type { FileChange, FileFailure, ProcessedFile } from "../lint/lint-files";
import type { LintSourceOptions } from "../lint/lint-source";
import { workerScript, type LintPool } from "../lint/pool";
import { readText } from "../lint/read-text";
import { packageRoot } from "../package-root";

/** What the files' processing shares with the run; failures and changes are added to its lists. */
export interface LintRunState {
  /** The `.card` files, absolute, in path order. */
  files: readonly string[];
  cache: LintCache | undefined;
  fix: "write" | "dry-run" | undefined;
  /** The format quotes the files' text (SARIF): a cached or worker result keeps it. */
  needsSource: boolean;
  failures: FileFailure[];
  changes: FileChange[];
  optionsFor: (file: string) => LintSourceOptions;
  /** The cache key of a file's options. */
  optionKey: (file: string) => string;
}

/** How the cache and the workers are used. */
export interface ResultOptions {
  cacheStrategy?: CacheStrategy;
  concurrency?: Concurrency;
  /** A clean file the format does not print needs nothing decoded from its cache entry. */
  lazy: boolean;
}

type Take = () => ProcessedFile | undefined;

/** How many turns of batches are handed out ahead of the file printed (one to work on, more queued behind it). */
const LOOKAHEAD_BATCHES = 3;

/** Whether file `i` is linted on this thread: batches of {@link BATCH_SIZE} files go in turn to this thread (first) and to each worker. */
const lintedHere = (i: number, threads: number) => Math.floor(i / BATCH_SIZE) % threads === 0;

/** The results of a run's `.card` files, by index in `files`; {@link close} when done. */
export class FileResults {
  /** Files handed to a worker ahead of their turn (by index), each giving a function that takes its result in order. */
  private readonly ahead = new Map<number, Promise<Take>>();
  private dispatched = 0;

  private constructor(
    private readonly run: LintRunState,
    /** The cache's answer for each file, by index in `files`; undefined for a file to lint. */
    readonly hits: readonly (CachedFile | undefined)[],
    /** The stat of each file the stat check did not answer (for storing its result). */
    private readonly stats: ReadonlyMap<string, Stats | undefined>,
    /** The files with a cross-file duplicate, known from a run the cache remembers; else undefined. */
    readonly rememberedPlan: CrossFileNames | undefined,
    private readonly linter: typeof import("../lint/lint-files") | undefined,
    private readonly pool: LintPool | undefined,
  ) {}

  /**
   * Looks every file up in the cache (by size and mtime, nothing read, unless the strategy is
   * `content`); starts the workers, or else loads the linter, only when some file is not answered.
   */
  static async open(run: LintRunState, opts: ResultOptions): Promise<FileResults> {
    const { files, cache } = run;
    const hits: (CachedFile | undefined)[] = [];
    const stats = new Map<string, Stats | undefined>();
    if (cache) {
      const byContent = opts.cacheStrategy === "content";
      for (const file of files) {
        const hit = byContent ? cache.byHash(file, run.optionKey(file)) : cache.byStat(file, run.optionKey(file), opts.lazy);
        hits.push(hit.cached);
        if (!hit.cached) stats.set(file, hit.stats);
      }
    }
    const plan = cache ? rememberedPlan(cache, files, hits) : undefined;
    // The name index takes every cached file's names: a file whose names cannot be decoded is linted.
    if (cache && !plan) dropUndecodable(cache, files, hits);
    const hitCount = hits.filter((h) => h !== undefined).length;
    // The linter and the grammar are loaded only when some file is not answered by the cache.
    const linter = hitCount < files.length ? await import("../lint/lint-files") : undefined;
    // --concurrency: this thread and N − 1 workers lint the files the cache does not answer, a batch
    // each in turn; this thread takes the results in file order (the same output as one thread).
    const threads = linter ? threadCount(opts.concurrency ?? "off", files.length - hitCount) : 1;
    const pool = threads > 1 ? new (await import("../lint/pool")).LintPool(threads - 1, workerScript(packageRoot())) : undefined;
    return new FileResults(run, hits, stats, plan, linter, pool);
  }

  /** A cached file's result (its text read again if the format quotes it). */
  fromCache(file: string, c: CachedFile): ProcessedFile {
    return c.processed(file, this.run.needsSource ? readSource(file) : "");
  }

  /** File `i`'s result: from the cache, from a worker, or linted here; undefined when it could not be read. */
  async processAt(i: number): Promise<ProcessedFile | undefined> {
    const { files } = this.run;
    const file = files[i]!;
    const hit = this.hits[i];
    if (hit) return this.fromCache(file, hit);
    const pool = this.pool;
    if (!pool) return this.processMiss(file);
    // Batches of files go in turn to this thread and to each worker. Every worker is kept busy with
    // a few batches handed out ahead of the file printed, refilled in whole batches when less than
    // one turn is left (one file at a time made every message carry one file).
    const threads = pool.size + 1;
    if (this.dispatched - i < threads * BATCH_SIZE) {
      for (const end = Math.min(files.length, i + threads * LOOKAHEAD_BATCHES * BATCH_SIZE); this.dispatched < end; this.dispatched++) {
        const j = this.dispatched;
        if (!this.hits[j] && !lintedHere(j, threads)) this.ahead.set(j, this.dispatch(pool, files[j]!));
      }
    }
    if (lintedHere(i, threads)) return this.processMiss(file);
    const take = await this.ahead.get(i)!;
    this.ahead.delete(i);
    return take();
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await this.pool?.close();
  }

  /** Lints a file the stat check did not answer (a content-hash hit is answered from the cache). */
  private processMiss(file: string): ProcessedFile | undefined {
    const { cache, optionsFor, fix, failures, changes } = this.run;
    if (!cache) return this.linter!.processFile(file, { optionsFor, fix }, { failures, changes });
    const key = this.run.optionKey(file);
    let bytes: Buffer | undefined;
    let hash = "";
    try {
      bytes = readFileSync(file);
      hash = contentHash(bytes);
      const cached = cache.byContent(file, key, hash, this.stats.get(file));
      if (cached) return this.fromCache(file, cached);
    } catch {
      // Unreadable: processFile reports it.
    }
    const done = this.linter!.processFile(file, { optionsFor, fix }, { failures, changes }, bytes);
    if (done && bytes) cache.store(file, key, hash, this.stats.get(file), done.report, done.names);
    else cache.delete(file);
    return done;
  }

  /** Hands `file` to a worker (a `--cache` hit by content hash is answered here). */
  private dispatch(pool: LintPool, file: string): Promise<Take> {
    const { cache, optionsFor, optionKey, fix, failures, changes, needsSource } = this.run;
    let bytes: Buffer | undefined;
    let hash = "";
    if (cache) {
      try {
        bytes = readFileSync(file);
        hash = contentHash(bytes);
        const cached = cache.byContent(file, optionKey(file), hash, this.stats.get(file));
        if (cached) return Promise.resolve(() => this.fromCache(file, cached));
      } catch {
        // Unreadable: the worker reports it.
      }
    }
    const result = pool
      .lint({ file, options: optionsFor(file), optionsKey: optionKey(file), fix, bytes, keepSource: needsSource })
      .then((r) => () => {
        pushAll(failures, r.failures);
        pushAll(changes, r.changes);
        if (r.error !== undefined) throw new Error(r.error);
        if (cache) {
          if (r.done && bytes) cache.store(file, optionKey(file), hash, this.stats.get(file), r.done.report, r.done.names);
          else cache.delete(file);
        }
        return r.done;
      });
    // Awaited in its turn; a worker that fails before then must not count as an unhandled rejection.
    result.catch(() => undefined);
    return result;
  }
}

/**
 * The cross-file plan of a run the cache answers whole and remembers: undefined when some file is
 * not answered, the run is not remembered, or a file names a card another file may define (that
 * needs the names of every file).
 */
function rememberedPlan(cache: LintCache, files: readonly string[], hits: readonly (CachedFile | undefined)[]): CrossFileNames | undefined {
  const hitCount = hits.filter((h) => h !== undefined).length;
  const runDigest = hitCount === files.length ? cache.runDigest(files, hits) : undefined;
  const namesCards = (c: CachedFile | undefined, file: string) =>
    c !== undefined && !c.clean && c.processed(file, "").report.messages.some((m) => m.ruleId === UNKNOWN_NAMED_CARD);
  return runDigest && !hits.some((c, i) => namesCards(c, files[i]!)) ? planFromCache(cache, runDigest, files, hits) : undefined;
}

/** Forgets (in `hits` and the cache) the cached files whose names cannot be decoded: they are linted. */
function dropUndecodable(cache: LintCache, files: readonly string[], hits: (CachedFile | undefined)[]): void {
  hits.forEach((cached, i) => {
    if (!cached || cached.decode()) return;
    hits[i] = undefined;
    cache.delete(files[i]!);
  });
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

/** A file's text for formats that quote it (SARIF), without a BOM; "" when it cannot be read any more. */
export function readSource(file: string): string {
  try {
    const text = readText(file);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return "";
  }
}
