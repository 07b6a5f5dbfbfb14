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

/** Characters kept in a {@link requiredLiteral}: letters, digits, space, hyphen, apostrophe, comma. */
const LITERAL_CHAR = /[a-z0-9 '\-,]/i;
/** What makes the character before it optional or repeated. */
const QUANTIFIER = /[?*+{]/;

/**
 * A text that every match of `pattern` contains, lower-cased (for a cheap `includes` test on the
 * lower-cased subject before running the pattern); undefined when none can be told from the
 * source. Only the pattern's top level is read (a run of literal characters with nothing between
 * them, none made optional or repeated by a quantifier); groups, lookarounds, classes and escapes
 * end a run, and a top-level alternation or the `u`/`v` flag (where case folding can match
 * non-ASCII letters to ASCII ones, "ſ" for "s") gives undefined. The longest such run is returned.
 * Lower-casing keeps the test a necessary condition: a match's ASCII letters stay contiguous in the
 * lower-cased subject, and without `u` a non-ASCII character never matches an ASCII one.
 */
export function requiredLiteral(pattern: RegExp): string | undefined {
  if (pattern.unicode || pattern.flags.includes("v")) return undefined;
  const src = pattern.source;
  let best = "";
  let run = "";
  let depth = 0;
  const end = () => {
    if (run.length > best.length) best = run;
    run = "";
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === "\\") {
      end();
      i++;
    } else if (c === "[") {
      end();
      for (i++; i < src.length && src[i] !== "]"; i++) if (src[i] === "\\") i++;
    } else if (c === "(") {
      end();
      depth++;
    } else if (c === ")") {
      end();
      depth--;
    } else if (c === "|" && depth === 0) return undefined;
    else if (depth === 0 && LITERAL_CHAR.test(c) && !QUANTIFIER.test(src[i + 1] ?? "")) run += c;
    else end();
  }
  end();
  return best.length > 0 ? best.toLowerCase() : undefined;
}
