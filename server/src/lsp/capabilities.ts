/**
 * Merging the capability parts that features return from `register(ctx)` into the one
 * ServerCapabilities object of the initialize result.
 */
import type { ServerCapabilities } from "vscode-languageserver/node";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Deep merge: nested objects merge key by key, arrays concatenate (duplicates dropped), any other
 * value from `part` replaces the one in `base`. Neither argument is modified.
 */
export function mergeCapabilities(base: ServerCapabilities, part: ServerCapabilities): ServerCapabilities {
  return mergeValues(base, part) as ServerCapabilities;
}

function mergeValues(a: unknown, b: unknown): unknown {
  if (b === undefined) return a;
  if (Array.isArray(a) && Array.isArray(b)) return [...new Set([...a, ...b])];
  if (isPlainObject(a) && isPlainObject(b)) {
    const out: Record<string, unknown> = { ...a };
    for (const [key, value] of Object.entries(b)) out[key] = mergeValues(a[key], value);
    return out;
  }
  return b;
}
