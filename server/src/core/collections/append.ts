/**
 * Array helpers that never put an array's elements on the call stack. `target.push(...items)`,
 * `Math.max(...values)` and `String.fromCharCode(...codes)` pass every element as an argument: past
 * roughly 100,000 elements (it depends on the stack size) V8 throws `RangeError: Maximum call stack
 * size exceeded`. Arrays that grow with the user's input — a file's diagnostics, tokens, comments
 * or cards, a run's files — go through these instead (ESLint's `no-restricted-syntax` in
 * eslint.config.js forbids the spread forms in product code).
 */

/**
 * Appends every element of `items` to `target`, in order, like `target.push(...items)` for any
 * length.
 * @returns `target`.
 */
export function pushAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/**
 * The greatest of `values`, like `Math.max(...values)` for any length; `whenEmpty` when there is
 * none (`Math.max()` would give `-Infinity`). A `NaN` among them gives `NaN`, as `Math.max` does.
 */
export function maxOf(values: Iterable<number>, whenEmpty = -Infinity): number {
  let max: number | undefined;
  for (const v of values) {
    if (Number.isNaN(v)) return NaN;
    if (max === undefined || v > max) max = v;
  }
  return max ?? whenEmpty;
}
