/**
 * Worker threads that lint files for `cardscript lint --concurrency` (`processFile` on each), with
 * the results handed back in the order asked for: the main thread keeps the file order, the name
 * index, the cache and the printing, so the output is the same as with one thread.
 * The workers run the CLI bundle (`dist/cli.cjs`), which serves {@link serveLintWorker} when it is
 * not the main thread.
 */
import path from "node:path";
import { Worker, parentPort } from "node:worker_threads";
import type { FileChange, FileFailure, ProcessedFile } from "./lint-files";
import type { LintSourceOptions } from "./lint-source";

/** One file to lint, as posted to a worker. */
export interface LintTask {
  id: number;
  file: string;
  options: LintSourceOptions;
  fix?: "write" | "dry-run";
  /** The file's bytes when the main thread read them already (`--cache` hashes them). */
  bytes?: Uint8Array;
  /** False: the report's `source` comes back empty (only SARIF quotes the text). */
  keepSource: boolean;
}

/** A worker's answer: what `processFile` returned and added to its failures and changes. */
export interface LintResult {
  id: number;
  done?: ProcessedFile;
  failures: FileFailure[];
  changes: FileChange[];
  /** The message of an error `processFile` threw (the main thread throws it again, as one thread would). */
  error?: string;
}

/** The worker side: lints each task posted to this thread and posts the {@link LintResult} back. */
export async function serveLintWorker(): Promise<void> {
  const { processFile } = await import("./lint-files");
  parentPort!.on("message", (task: LintTask) => {
    const out: LintResult = { id: task.id, failures: [], changes: [] };
    try {
      const bytes = task.bytes ? Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength) : undefined;
      const done = processFile(task.file, { optionsFor: () => task.options, fix: task.fix }, out, bytes);
      if (done && !task.keepSource) done.report.source = "";
      out.done = done;
    } catch (e) {
      out.error = e instanceof Error ? e.message : String(e);
    }
    parentPort!.postMessage(out);
  });
}

/** The script a worker runs: the CLI bundle next to this one (`dist/`), or the package's when run from source. */
export function workerScript(packageRoot: string): string {
  return typeof __dirname === "string" && path.basename(__dirname) === "dist"
    ? path.join(__dirname, "cli.cjs")
    : path.join(packageRoot, "dist", "cli.cjs");
}

/** Marks a worker of this pool (the bundle's entry serves lint tasks when it sees it). */
export const LINT_WORKER = "cardscript-lint-worker";

/** A fixed number of lint workers; each task goes to the worker with the fewest tasks in flight. */
export class LintPool {
  private readonly workers: { worker: Worker; busy: number }[] = [];
  private readonly waiting = new Map<number, { resolve: (r: LintResult) => void; reject: (e: Error) => void }>();
  private nextId = 0;

  constructor(size: number, script: string) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(script, { workerData: LINT_WORKER, stdout: false, stderr: false });
      const entry = { worker, busy: 0 };
      worker.on("message", (r: LintResult) => {
        entry.busy--;
        const w = this.waiting.get(r.id);
        this.waiting.delete(r.id);
        w?.resolve(r);
      });
      worker.on("error", (e) => this.failAll(e));
      worker.on("exit", (code) => {
        if (this.waiting.size > 0) this.failAll(new Error(`a lint worker stopped (exit code ${code})`));
      });
      this.workers.push(entry);
    }
  }

  /** Lints one file on the least busy worker. */
  lint(task: Omit<LintTask, "id">): Promise<LintResult> {
    const id = this.nextId++;
    const entry = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    entry.busy++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      entry.worker.postMessage({ ...task, id } satisfies LintTask);
    });
  }

  /** How many workers there are. */
  get size(): number {
    return this.workers.length;
  }

  private failAll(e: Error): void {
    for (const w of this.waiting.values()) w.reject(e);
    this.waiting.clear();
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    this.waiting.clear();
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
  }
}
