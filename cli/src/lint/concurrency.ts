/**
 * `cardscript lint --concurrency auto|off|N` (as ESLint 9 has it): how many worker threads lint
 * files. Kept apart from the pool (`pool.ts`) so that parsing the option loads no worker code.
 */
import os from "node:os";

/** `off`: the main thread lints every file; N: N worker threads; `auto`: workers on large runs only. */
export type Concurrency = "auto" | "off" | number;

/** `auto` uses no workers below this many files to lint (starting a worker costs about as much as linting a few hundred small files). */
export const AUTO_MIN_FILES = 800;
/** `auto` gives each worker at least this many files. */
export const AUTO_FILES_PER_WORKER = 400;
/** Files per message to a worker (and results per answer): a message per file cost more than some files' lint. */
export const BATCH_SIZE = 64;
/** `auto` starts at most this many workers (each holds its own heap: memory grows with them). */
export const AUTO_MAX_WORKERS = 4;

/**
 * The option's value: `auto`, `off`, or a positive integer of workers.
 * @throws Error (with commander's wording of an invalid argument) for anything else.
 */
export function parseConcurrency(value: string): Concurrency {
  const v = value.trim().toLowerCase();
  if (v === "auto" || v === "off") return v;
  if (/^\d+$/.test(v) && Number(v) > 0) return Number(v);
  throw new Error("expected auto, off or a positive integer.");
}

/**
 * How many workers lint `files` files under `concurrency` (0: none, the main thread does it).
 * `auto`: none below {@link AUTO_MIN_FILES} files or on one core; else one per available core
 * (`os.availableParallelism()`), at most {@link AUTO_MAX_WORKERS} and one per
 * {@link AUTO_FILES_PER_WORKER} files. A number is used as given, but never more workers than files.
 */
export function workerCount(concurrency: Concurrency, files: number, cores = os.availableParallelism()): number {
  if (concurrency === "off" || files === 0) return 0;
  if (concurrency !== "auto") return Math.min(concurrency, files);
  if (files < AUTO_MIN_FILES || cores < 2) return 0;
  return Math.max(1, Math.min(cores, AUTO_MAX_WORKERS, Math.floor(files / AUTO_FILES_PER_WORKER)));
}
