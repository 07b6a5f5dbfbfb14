/**
 * `cardscript lint --concurrency auto|off|N` (as ESLint 9 has it): how many threads lint files.
 * The main thread is one of them (it lints every other batch of files between printing results),
 * so N threads start N − 1 workers: a main thread that only waited for its workers left a core
 * idle and held one heap more. Kept apart from the pool (`pool.ts`) so that parsing the option
 * loads no worker code.
 */
import os from "node:os";

/** `off` (or 1): the main thread lints every file; N: N threads, the main thread and N − 1 workers; `auto`: threads on large runs only. */
export type Concurrency = "auto" | "off" | number;

/** `auto` uses one thread below this many files to lint (starting a worker costs about as much as linting a few hundred small files). */
export const AUTO_MIN_FILES = 800;
/** `auto` gives each thread at least this many files. */
export const AUTO_FILES_PER_THREAD = 400;
/** Files per message to a worker (and results per answer), and per turn of the main thread: a message per file cost more than some files' lint. */
export const BATCH_SIZE = 64;
/** `auto` uses at most this many threads (each worker holds its own heap: memory grows with them). */
export const AUTO_MAX_THREADS = 4;

/**
 * The option's value: `auto`, `off`, or a positive integer of threads.
 * @throws Error (with commander's wording of an invalid argument) for anything else.
 */
export function parseConcurrency(value: string): Concurrency {
  const v = value.trim().toLowerCase();
  if (v === "auto" || v === "off") return v;
  if (/^\d+$/.test(v) && Number(v) > 0) return Number(v);
  throw new Error("expected auto, off or a positive integer.");
}

/**
 * How many threads lint `files` files under `concurrency` (1: the main thread alone; the rest are
 * workers). `auto`: one below {@link AUTO_MIN_FILES} files or on one core; else one per available
 * core (`os.availableParallelism()`), at most {@link AUTO_MAX_THREADS} and one per
 * {@link AUTO_FILES_PER_THREAD} files. A number is used as given, but never more threads than files
 * nor than the cores (at least {@link AUTO_MAX_THREADS}).
 */
export function threadCount(concurrency: Concurrency, files: number, cores = os.availableParallelism()): number {
  if (concurrency === "off" || files === 0) return 1;
  // Never more threads than files, nor than the cores (at least AUTO_MAX_THREADS): each worker holds
  // its own heap, and --concurrency 99999 ran out of memory.
  if (concurrency !== "auto") return Math.max(1, Math.min(concurrency, files, Math.max(cores, AUTO_MAX_THREADS)));
  if (files < AUTO_MIN_FILES || cores < 2) return 1;
  return Math.max(1, Math.min(cores, AUTO_MAX_THREADS, Math.floor(files / AUTO_FILES_PER_THREAD)));
}
