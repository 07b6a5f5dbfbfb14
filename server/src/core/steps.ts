/**
 * Work in pieces: a generator that yields between pieces of a long computation (parsing, modelling
 * and linting a large document) and returns its result, so a caller such as the language server
 * can let other work run between the pieces. Synchronous callers run it to its end.
 */

/** A computation of `T` in pieces: each `yield` is a point where the caller may pause. */
export type Steps<T> = Generator<void, T>;

/** Runs `steps` to its end and returns its value (what the synchronous function returns). */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Steps that yield nothing and return `value`. */
// eslint-disable-next-line require-yield -- nothing to do: no piece to yield between
export function* finished<T>(value: T): Steps<T> {
  return value;
}
