/**
 * Linear-time trimming. A `$`-anchored regex that starts with a star or plus over spaces
 * (`/[ \t]+$/`, `/\s+$/`, `/[,\s]+$/`) is tried at every position of a long run and costs
 * quadratic time there; these helpers scan once from the end instead.
 */

/** Whether `c` (one UTF-16 code unit) is whitespace in the sense of `\s` and `String.prototype.trim`. */
export function isWhitespace(c: string): boolean {
  return c.trim() === "" && c !== "";
}

/**
 * `s` without trailing whitespace and trailing characters from `extra`.
 * @param extra further characters to strip, e.g. `","` for the effect of `/[,\s]+$/`.
 * @param spacesOnly strip only spaces and tabs (like `/[ \t]+$/`) instead of all whitespace.
 */
export function trimEndOf(s: string, extra = "", spacesOnly = false): string {
  let end = s.length;
  while (end > 0) {
    const c = s[end - 1]!;
    const space = spacesOnly ? c === " " || c === "\t" : isWhitespace(c);
    if (space || extra.includes(c)) end--;
    else break;
  }
  return end === s.length ? s : s.slice(0, end);
}
