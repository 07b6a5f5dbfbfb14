/**
 * The per-card guard of the designer-format readers: a bug while reading one card (an internal
 * error) becomes an import warning at that card and the reader goes on with the next one, so one
 * card never costs the rest of a set.
 */
import type { ImportWarning } from "./imported-card";

/**
 * `read()`, or undefined when it throws: then an `import.cardFailed` warning at `file:line` (with
 * the card's name when known) is added to `warnings`.
 */
export function readGuarded<T>(warnings: ImportWarning[], file: string, line: number, read: () => T, card?: string): T | undefined {
  try {
    return read();
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    warnings.push({ messageId: "import.cardFailed", data: { detail }, source: { file, line }, ...(card ? { card } : {}) });
    return undefined;
  }
}
