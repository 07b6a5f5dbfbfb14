/**
 * Building regular expressions from words: every game's phrase tables (step names, keywords,
 * obsolete terms) become alternations through these, so that a `.` or `(` in a phrase is matched
 * as written.
 */

/** `s` with every character that has a meaning in a regular expression escaped (`a.b` → `a\.b`). */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `s` as a pattern matching the words as written with any white space (a line break too) between them. */
export function phrasePattern(s: string): string {
  return escapeRegExp(s).replace(/ /g, "\\s+");
}
