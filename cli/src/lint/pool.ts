/**
 * Worker threads that lint files for `cardscript lint --concurrency` (`processFile` on each), with
 * the results handed back in the order asked for: the main thread keeps the file order, the name
 * index, the cache and the printing, so the output is the same as with one thread.
 * The workers run the worker bundle (`dist/cli-worker.cjs`, from `worker-main.ts`), which serves
 * {@link serveLintWorker}.
 *
 * Files go to a worker in batches (one message carries up to {@link BATCH_SIZE} files, one answer
 * their results), and each distinct set of lint options is posted to a worker once, by key: a
 * message per file, and options cloned afresh for every file, had made one worker slower than no
 * worker (the per-options caches of the linter, such as the enabled rules, missed on every file).
 * Results come back as JSON text (plain data: a report has no `undefined`, Map or Date to lose).
 */
import path from "node:path";
import { Worker, parentPort } from "node:worker_threads";
import type { FileChange, FileFailure, ProcessedFile } from "./lint-files";
import { BATCH_SIZE } from "./concurrency";
import type { LintSourceOptions } from "./lint-source";

/** One file to lint, as the caller gives it to {@link LintPool.lint}. */
export interface LintRequest {
  file: string;
  options: LintSourceOptions;
  /** Equal keys mean equal options (the run's config key): the worker is sent each key's options once. */
  optionsKey: string;
  fix?: "write" | "dry-run";
  /** The file's bytes when the main thread read them already (`--cache` hashes them). */
  bytes?: Uint8Array;
  /** False: the report's `source` comes back empty (only SARIF quotes the text). */
  keepSource: boolean;
}

/** One file to lint, as posted to a worker: the options only the first time the worker sees their key. */
interface LintTask extends Omit<LintRequest, "options" | "optionsKey"> {
  id: number;
  /** The worker's number for the options' key. */
  optionsId: number;
  options?: LintSourceOptions;
}

/** A worker's answer for one file: what `processFile` returned and added to its failures and changes. */
export interface LintResult {
  id: number;
  done?: ProcessedFile;
  failures: FileFailure[];
  changes: FileChange[];
  /** The message of an error `processFile` threw (the main thread throws it again, as one thread would). */
  error?: string;
}

/** The worker side: lints each batch of tasks posted to this thread and posts their {@link LintResult}s back in one message. */
export async function serveLintWorker(): Promise<void> {
  const { processFile } = await import("./lint-files");
  const optionsById = new Map<number, LintSourceOptions>();
  const lintOne = (task: LintTask): LintResult => {
    const out: LintResult = { id: task.id, failures: [], changes: [] };
    try {
      if (task.options) optionsById.set(task.optionsId, task.options);
      // The same object for every file of a config: the linter's per-options caches hit.
      const options = optionsById.get(task.optionsId)!;
      const bytes = task.bytes ? Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength) : undefined;
      const done = processFile(task.file, { optionsFor: () => options, fix: task.fix }, out, bytes);
      if (done && !task.keepSource) done.report.source = "";
      out.done = done;
    } catch (e) {
      out.error = e instanceof Error ? e.message : String(e);
    }
    return out;
  };
  // As JSON text: V8's structured clone of these many small objects took about 7× as long as
  // JSON.stringify (20% of a worker's time on the real corpus, one file per card).
  // `null`: the run is over. Ending by `process.exit` (not by being terminated) lets the worker
  // bundle write its V8 code cache at exit, so the next run's workers start from it.
  parentPort!.on("message", (batch: LintTask[] | null) => {
    if (batch === null) process.exit(0);
    parentPort!.postMessage(JSON.stringify(batch.map(lintOne)));
  });
}

/** How long {@link LintPool.close} waits for a worker to end by itself before it terminates it. */
const CLOSE_WAIT_MS = 2000;

/** The script a worker runs: the worker bundle's entry next to this bundle (`dist/`), or the package's when run from source. */
export function workerScript(packageRoot: string): string {
  return typeof __dirname === "string" && path.basename(__dirname) === "dist"
    ? path.join(__dirname, "cli-worker.cjs")
    : path.join(packageRoot, "dist", "cli-worker.cjs");
}

interface PoolWorker {
  worker: Worker;
  /** Files posted and not answered yet, plus those in {@link pending}. */
  busy: number;
  /** Tasks waiting to be posted as one batch. */
  pending: LintTask[];
  /** The worker's number for each options key it was sent. */
  optionIds: Map<string, number>;
}

/** A fixed number of lint workers; each file goes to the worker with the fewest files in flight. */
export class LintPool {
  private readonly workers: PoolWorker[] = [];
  private readonly waiting = new Map<number, { resolve: (r: LintResult) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  private flushQueued = false;

  constructor(size: number, script: string) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(script, { stdout: false, stderr: false });
      const entry: PoolWorker = { worker, busy: 0, pending: [], optionIds: new Map() };
      worker.on("message", (json: string) => {
        const results = JSON.parse(json) as LintResult[];
        entry.busy -= results.length;
        for (const r of results) {
          const w = this.waiting.get(r.id);
          this.waiting.delete(r.id);
          w?.resolve(r);
        }
      });
      worker.on("error", (e) => this.failAll(e));
      worker.on("exit", (code) => {
        if (this.waiting.size > 0) this.failAll(new Error(`a lint worker stopped (exit code ${code})`));
      });
      this.workers.push(entry);
    }
  }

  /**
   * Lints one file on the least busy worker. The file is posted with the others asked for in the
   * same turn of the event loop, in batches of up to {@link BATCH_SIZE}.
   * @returns the worker's result; rejects when a worker fails or stops.
   */
  lint(request: LintRequest): Promise<LintResult> {
    const id = this.nextId++;
    const entry = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    entry.busy++;
    const known = entry.optionIds.get(request.optionsKey);
    const optionsId = known ?? entry.optionIds.size;
    if (known === undefined) entry.optionIds.set(request.optionsKey, optionsId);
    // Every task of one shape, written out: objects made by rest and spread syntax took V8's
    // structured clone about 20 times as long (10 µs a task; 0.5 ms a batch on the main thread).
    const task: LintTask = {
      id,
      file: request.file,
      optionsId,
      options: known === undefined ? request.options : undefined,
      fix: request.fix,
      bytes: request.bytes,
      keepSource: request.keepSource,
    };
    entry.pending.push(task);
    if (entry.pending.length >= BATCH_SIZE) this.post(entry);
    else if (!this.flushQueued) {
      this.flushQueued = true;
      queueMicrotask(() => this.flush());
    }
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
  }

  /** How many workers there are. */
  get size(): number {
    return this.workers.length;
  }

  private flush(): void {
    this.flushQueued = false;
    for (const entry of this.workers) if (entry.pending.length > 0) this.post(entry);
  }

  private post(entry: PoolWorker): void {
    entry.worker.postMessage(entry.pending);
    entry.pending = [];
  }

  private failAll(e: Error): void {
    for (const w of this.waiting.values()) w.reject(e);
    this.waiting.clear();
  }

  /** Stops every worker: asks each to end (it finishes the batch in hand), and terminates one that has not within {@link CLOSE_WAIT_MS}. */
  async close(): Promise<void> {
    this.waiting.clear();
    await Promise.all(
      this.workers.map(async ({ worker }) => {
        const ended = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
        worker.postMessage(null);
        const timer = setTimeout(() => void worker.terminate(), CLOSE_WAIT_MS);
        await ended;
        clearTimeout(timer);
      }),
    );
  }
}
