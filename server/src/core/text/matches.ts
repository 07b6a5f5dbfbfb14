/**
 * Every match of a global pattern, without `String.prototype.matchAll`'s copy of the pattern: that
 * copy (a new RegExp object per call, made through the species constructor) cost two to three
 * microseconds per call, and the analysis of each line of rules text made several such calls.
 */

/**
 * The matches of `pattern` in `text`, in order: what `[...text.matchAll(pattern)]` returns. Like
 * `matchAll`, it starts at the pattern's `lastIndex` (0 unless a caller left it elsewhere) and
 * leaves the pattern as it found it: `lastIndex` is restored when this returns or throws, so a
 * caller's own `exec` loop over the same pattern is not disturbed. All matches are collected before
 * returning, so the pattern may be used again while the caller goes through them. An empty match
 * moves on by one code unit (one code point with the `u` or `v` flag), as `matchAll` does.
 * @throws TypeError when `pattern` lacks the `g` flag (as `matchAll` does).
 */
export function matchesOf(text: string, pattern: RegExp): RegExpExecArray[] {
  if (!pattern.global) throw new TypeError(`matchesOf needs a pattern with the g flag, got ${String(pattern)}`);
  const out: RegExpExecArray[] = [];
  const start = pattern.lastIndex;
  try {
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      out.push(m);
      if (m[0].length === 0) pattern.lastIndex = advance(text, pattern.lastIndex, pattern.unicode || pattern.flags.includes("v"));
    }
  } finally {
    pattern.lastIndex = start;
  }
  return out;
}

/** ECMAScript's AdvanceStringIndex: the next offset after an empty match at `index`. */
function advance(text: string, index: number, fullUnicode: boolean): number {
  if (!fullUnicode || index + 1 >= text.length) return index + 1;
  const c = text.charCodeAt(index);
  const d = text.charCodeAt(index + 1);
  return c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff ? index + 2 : index + 1;
}
