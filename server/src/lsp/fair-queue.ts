/**
 * Fair scheduling of per-document work (analysing a document and publishing its diagnostics), so
 * that one file can never starve the others:
 * - one job at a time, one per macrotask: between two jobs the event loop runs, so requests and
 *   notifications that arrived meanwhile (a hover, an edit in another file) are served first;
 * - each document has at most one pending job (scheduling it again replaces the job);
 * - the cheapest due job runs first (cost = the expected work: the document's length for a first
 *   analysis, about a card for a keystroke; see `DocumentStore.expectedCost`), so a small
 *   document's diagnostics never wait for the analysis of a large one due at the same time;
 * - a job over the size budget ({@link FairQueueOptions.sizeBudget}) starts only after it has been
 *   due for {@link FairQueueOptions.graceMs} and no cheaper job is due, so a burst of activity in
 *   small documents (opening a folder, typing) is answered before a long analysis blocks the
 *   server. It is not starved: between two edits of other documents, once its grace is over, it runs.
 *
 * - a job may run in slices: when `run` returns true it is not finished, and its next slice is
 *   queued like a job that has already waited (no second grace), so other documents' jobs and
 *   incoming messages get their turn between two slices (the diagnostics feature analyses a large
 *   document a slice at a time this way, see `DocumentStore.advance`).
 */

/** Cost above which a job waits for its grace period (UTF-16 code units of text to analyse, about 256 KB). */
export const SIZE_BUDGET = 256 * 1024;
/** How long a job over the size budget waits after it became due (milliseconds). */
export const BIG_JOB_GRACE_MS = 250;

export interface FairQueueOptions {
  /** Documents longer than this wait for {@link graceMs} (default {@link SIZE_BUDGET}). */
  sizeBudget?: number;
  /** The wait of a job over the size budget (default {@link BIG_JOB_GRACE_MS}). */
  graceMs?: number;
  /** Milliseconds since some fixed point (default `performance.now`); for tests. */
  now?: () => number;
}

/**
 * Runs `f` in a later macrotask: `setImmediate` where it exists (Node), else `setTimeout(f, 0)` —
 * browsers and web workers, where the server's browser build runs (the playground, VS Code for
 * the Web), have no `setImmediate`; vscode-jsonrpc's browser build uses `setTimeout` there too.
 */
const nextMacrotask: (f: () => void) => unknown =
  typeof globalThis.setImmediate === "function" ? (f) => globalThis.setImmediate(f) : (f) => setTimeout(f, 0);

/** One slice of work; returning `true` (exactly) = not finished, run it again later; anything else = done. */
export type JobRun = () => unknown;

interface Job {
  cost: number;
  due: number;
  run: JobRun;
  /** Set once a slice ran: later slices do not wait for a grace period again. */
  started?: boolean;
}

export class FairQueue {
  private readonly jobs = new Map<string, Job>();
  private readonly sizeBudget: number;
  private readonly graceMs: number;
  private readonly now: () => number;
  /** Set while a step is scheduled (a handle of {@link nextMacrotask}). */
  private immediate: unknown;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: FairQueueOptions = {}) {
    this.sizeBudget = options.sizeBudget ?? SIZE_BUDGET;
    this.graceMs = options.graceMs ?? BIG_JOB_GRACE_MS;
    this.now = options.now ?? (() => performance.now());
  }

  /**
   * Schedules `run` for `key` (a document URI), replacing the key's pending job if any; it runs in
   * a later macrotask, never synchronously. When `run` returns true, it is run again in a later
   * macrotask (its next slice), unless the key was scheduled again or cancelled meanwhile. `run`
   * should not throw (wrap it with the server's `guard`); if it does, the error propagates from
   * that macrotask, the job is dropped and the queue goes on.
   * @param cost the expected work, in UTF-16 code units of text to analyse (`DocumentStore.expectedCost`).
   */
  schedule(key: string, cost: number, run: JobRun): void {
    const previous = this.jobs.get(key);
    // A job that was already waiting keeps its place in time (its grace is not restarted by edits).
    this.jobs.set(key, { cost, due: previous?.due ?? this.now(), run });
    this.wake();
  }

  /** Drops the pending job of `key` (the document was closed). */
  cancel(key: string): void {
    this.jobs.delete(key);
  }

  /** Number of pending jobs. */
  get size(): number {
    return this.jobs.size;
  }

  /** The key of the job to run now, or the milliseconds until one may run. */
  private pick(): { key: string } | { waitMs: number } {
    const now = this.now();
    let best: [string, Job] | undefined;
    let wait = Infinity;
    for (const entry of this.jobs) {
      const [, job] = entry;
      const readyAt = job.cost > this.sizeBudget && !job.started ? job.due + this.graceMs : job.due;
      if (readyAt > now) {
        wait = Math.min(wait, readyAt - now);
        continue;
      }
      if (!best || job.cost < best[1].cost || (job.cost === best[1].cost && job.due < best[1].due)) best = entry;
    }
    return best ? { key: best[0] } : { waitMs: wait };
  }

  private wake(): void {
    if (this.immediate !== undefined) return;
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.immediate = nextMacrotask(() => this.step());
  }

  private step(): void {
    this.immediate = undefined;
    const next = this.pick();
    if ("waitMs" in next) {
      if (Number.isFinite(next.waitMs)) this.timer = setTimeout(() => ((this.timer = undefined), this.wake()), Math.ceil(next.waitMs));
      return;
    }
    const job = this.jobs.get(next.key)!;
    this.jobs.delete(next.key);
    try {
      // Not finished: its next slice, unless the key got a new job (or was cancelled) meanwhile.
      if (job.run() === true && !this.jobs.has(next.key)) this.jobs.set(next.key, { ...job, started: true });
    } finally {
      // Two hops: a message read while the job ran is handled (vscode-jsonrpc handles one message
      // per setImmediate; per setTimeout in a browser) before the next job starts.
      if (this.jobs.size > 0 && this.immediate === undefined && this.timer === undefined) {
        this.immediate = nextMacrotask(() => (this.immediate = nextMacrotask(() => this.step())));
      }
    }
  }
}
