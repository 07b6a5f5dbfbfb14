/**
 * Memoizing pure functions of a short string (a card's `type:` value): real files repeat a few
 * hundred distinct values, so each is read once per process instead of once per card.
 */

/**
 * Wraps `fn` (pure, deterministic) with a cache keyed by its argument. Results are deep-frozen
 * (objects and arrays; a `Set`'s entries cannot be frozen, so callers must not add to one): every
 * caller gets the same object and must never change it. When `max` distinct keys are cached the
 * cache starts over, so memory stays bounded on files with many unusual values.
 */
export function memoByString<T>(fn: (key: string) => T, max = 2000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) return hit as T;
    const value = deepFreeze(fn(key));
    if (cache.size >= max) cache.clear();
    cache.set(key, value);
    return value;
  };
}

/** Freezes `value` and every plain object and array reachable from it; returns it. */
function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (value instanceof Set || value instanceof Map) return value;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}
