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
 * source. A run of literal characters with nothing between them, none made optional or repeated by
 * a quantifier, at the pattern's top level or inside a group that is itself neither optional,
 * repeated nor a lookaround; classes and escapes end a run, an alternation gives nothing at its
 * level, and the `u`/`v` flag (where case folding can match non-ASCII letters to ASCII ones, "ſ"
 * for "s") gives undefined. The longest such run is returned. Lower-casing keeps the test a
 * necessary condition: a match's ASCII letters stay contiguous in the lower-cased subject, and
 * without `u` a non-ASCII character never matches an ASCII one.
 */
export function requiredLiteral(pattern: RegExp): string | undefined {
  if (pattern.unicode || pattern.flags.includes("v")) return undefined;
  const best = longestRun(pattern.source);
  return best.length > 0 ? best.toLowerCase() : undefined;
}

/** Where the group opened at `open` in `src` closes (the index of its `)`), skipping escapes and classes. */
function groupEnd(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") i++;
    else if (c === "[") i = classEnd(src, i);
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return src.length;
}

/** Where the class opened at `open` in `src` closes (the index of its `]`), skipping escapes. */
function classEnd(src: string, open: number): number {
  let i = open + 1;
  for (; i < src.length && src[i] !== "]"; i++) if (src[i] === "\\") i++;
  return i;
}

/** The longest required literal run of a pattern source (see {@link requiredLiteral}); "" when none. */
function longestRun(src: string): string {
  let best = "";
  let run = "";
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
      i = classEnd(src, i);
    } else if (c === "{") {
      // A counted quantifier ("{1,80}"): its digits are no text of the match.
      end();
      i = src.indexOf("}", i) < 0 ? src.length : src.indexOf("}", i);
    } else if (c === "(") {
      end();
      const close = groupEnd(src, i);
      const inner = groupBody(src.slice(i + 1, close));
      if (inner !== undefined && !QUANTIFIER.test(src[close + 1] ?? "")) {
        const r = longestRun(inner);
        if (r.length > best.length) best = r;
      }
      i = close;
    } else if (c === "|") return "";
    else if (LITERAL_CHAR.test(c) && !QUANTIFIER.test(src[i + 1] ?? "")) run += c;
    else end();
  }
  end();
  return best;
}

/** A group's pattern without its `?:` or `?<name>`; undefined for a lookaround (its text is not part of the match). */
function groupBody(group: string): string | undefined {
  if (!group.startsWith("?")) return group;
  if (group.startsWith("?:")) return group.slice(2);
  const named = /^\?<([A-Za-z_$][\w$]*)>/.exec(group);
  return named ? group.slice(named[0].length) : undefined;
}
