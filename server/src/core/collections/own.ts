/**
 * Tables keyed by names from input. A name read from a file (`constructor`, `toString`,
 * `__proto__`) looked up on a plain object finds `Object.prototype`'s members, and one assigned
 * to a plain object can replace its prototype. Constant tables are read with {@link own}; tables
 * filled from input are made with {@link dict} (or are a `Map`).
 */

/** `table[key]` when `key` is the table's own property; undefined for a name only its prototype has. */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** An empty object without a prototype, for names from input (`__proto__` is then a plain key). */
export function dict<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
