/**
 * How deeply a JSON (or JSONC) text nests, found without parsing it: JSON readers and the code
 * that walks their result recurse once per level, and a deeply nested file overflowed the stack
 * (an internal error for `cardscript.json`, and for every file beside it in the editor).
 */

/**
 * The first place where `text` opens its `limit + 1`-th nested array or object: its 0-based
 * offset and the depth reached there; undefined when it never nests deeper than `limit`. Strings
 * (with escapes) and `//` and `/* *\/` comments are skipped; a text that is not JSON is scanned
 * the same way (the parser reports its errors). Iterative, O(length).
 */
export function tooDeepAt(text: string, limit: number): { offset: number; depth: number } | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22 || d === 0x0a) break;
      }
    } else if (c === 0x2f /* / */ && text.charCodeAt(i + 1) === 0x2f) {
      const end = text.indexOf("\n", i);
      i = end < 0 ? text.length : end;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a /* * */) {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return { offset: i, depth };
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      if (depth > 0) depth--;
    }
  }
  return undefined;
}

/** The 1-based line of a 0-based offset in `text`. */
export function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
