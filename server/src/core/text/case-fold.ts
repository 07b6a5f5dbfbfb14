/**
 * The case fold a case-insensitive Unicode pattern (`RegExp` flags `iu`) matches by, for looking
 * up what such a pattern found.
 *
 * A pattern with flags `iu` compares characters by Unicode simple case folding: it matches "Haſte"
 * (long s, U+017F) for "Haste" and "K" (Kelvin sign, U+212A) for "k". `toLowerCase` does not fold
 * "ſ" (it stays "ſ"), lower-cases "İ" (U+0130) to two code units and "Σ" by its context: a table
 * keyed by `toLowerCase` misses what the pattern found (that was an internal error on `Haſte`).
 * Key the table and look up with {@link caseFold}, which folds as the pattern does.
 */

/**
 * The characters whose simple case fold is not their lower case (or whose lower case is longer):
 * CaseFolding.txt status C entries for characters that are already lower case. `İ` (U+0130) has
 * no simple fold and stays itself (it is not "i" to an `iu` pattern either).
 */
const FOLD_NOT_LOWER: Readonly<Record<string, string>> = {
  "\u00b5": "\u03bc", // µ micro sign → μ
  "\u017f": "s", // ſ long s
  "\u0345": "\u03b9", // combining ypogegrammeni → ι
  "\u03c2": "\u03c3", // ς final sigma → σ
  "\u03d0": "\u03b2", // ϐ → β
  "\u03d1": "\u03b8", // ϑ → θ
  "\u03d5": "\u03c6", // ϕ → φ
  "\u03d6": "\u03c0", // ϖ → π
  "\u03f0": "\u03ba", // ϰ → κ
  "\u03f1": "\u03c1", // ϱ → ρ
  "\u03f5": "\u03b5", // ϵ → ε
  "\u1c80": "\u0432", // ᲀ → в
  "\u1c81": "\u0434", // ᲁ → д
  "\u1c82": "\u043e", // ᲂ → о
  "\u1c83": "\u0441", // ᲃ → с
  "\u1c84": "\u0442", // ᲄ → т
  "\u1c85": "\u0442", // ᲅ → т
  "\u1c86": "\u044a", // ᲆ → ъ
  "\u1c87": "\u0463", // ᲇ → ѣ
  "\u1c88": "\ua64b", // ᲈ → ꙋ
  "\u1e9b": "\u1e61", // ẛ → ṡ
  "\u1fbe": "\u03b9", // ι prosgegrammeni → ι
};

/** Text that `toLowerCase` folds exactly as an `iu` pattern does: ASCII only. */
const ASCII = /^[\x00-\x7f]*$/;

/** One character (a code point as a string) folded, the same length in UTF-16 code units. */
function foldChar(c: string): string {
  const special = FOLD_NOT_LOWER[c];
  if (special !== undefined) return special;
  const lower = c.toLowerCase();
  return lower.length === c.length ? lower : c;
}

/**
 * `text` case-folded as a `RegExp` with flags `iu` compares it: two strings an `iu` pattern made of
 * one of them matches in the other fold to the same string (Unicode simple case folding,
 * character by character, without `toLowerCase`'s context rules).
 *
 * @param text any text, lone surrogates included.
 * @returns the folded text, exactly as long as `text` in UTF-16 code units, so an offset into one
 *   is the same offset into the other.
 */
export function caseFold(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  let out = "";
  for (const c of text) out += foldChar(c);
  return out;
}

/**
 * A table of `items` by the {@link caseFold} of their `key`; of items whose keys fold alike, the
 * first one is kept. Look up with `table.get(caseFold(found))`.
 */
export function byCaseFold<T>(items: Iterable<T>, key: (item: T) => string): Map<string, T> {
  const out = new Map<string, T>();
  for (const item of items) {
    const k = caseFold(key(item));
    if (!out.has(k)) out.set(k, item);
  }
  return out;
}
