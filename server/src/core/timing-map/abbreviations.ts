/**
 * The marks of the Timing Map's text rendering that its key explains, unique by construction:
 * the two-letter code of each segment of the turn, derived from the game's segment labels in the
 * map's language (`MapSpace.segments`), and the mark of each "usable with only some third-axis
 * values" meaning. The text once took the first two letters of every label, so Magic's end of
 * combat step and end step were both `En` and one `▒▒` stood for several Yu-Gi-Oh! meanings.
 */
import type { MapSegment } from "./data";
import { caseFold } from "../text/case-fold";

/** Words of a label: split at spaces and hyphens ("Ende-des-Kampfes-Segment"). */
const wordsOf = (s: string) => s.split(/[\s-]+/).filter(Boolean);

/** Letters and digits of a label, in order. */
const lettersOf = (s: string) => [...s].filter((c) => /[\p{L}\p{N}]/u.test(c));

/** A code as shown: the first character in upper case, two columns. */
const shown = (first: string, second: string | undefined) => (first.toUpperCase() + (second ?? " ")).padEnd(2);

/**
 * The codes a segment may take, best first: the initials of the strip label's first two words or
 * its first two letters ("Main 1" → "M1", "Upkeep" → "Up"); the same of the prose name ("end
 * step" → "Es"); the initials of the name's first and last words; the label's first letter with
 * each later letter of the name, then of the label; the first letter with a digit.
 */
function candidates(seg: Pick<MapSegment, "short" | "name">): string[] {
  const out: string[] = [];
  const two = (label: string) => {
    const words = wordsOf(label);
    if (words.length > 1) out.push(shown(words[0]![0]!, words[1]![0]));
    else if (words.length === 1) out.push(shown(lettersOf(words[0]!)[0] ?? words[0]![0]!, lettersOf(words[0]!)[1]));
  };
  two(seg.short);
  two(seg.name);
  const nameWords = wordsOf(seg.name);
  if (nameWords.length > 2) out.push(shown(nameWords[0]![0]!, nameWords[nameWords.length - 1]![0]));
  const first = lettersOf(seg.short)[0] ?? lettersOf(seg.name)[0] ?? "?";
  for (const c of [...lettersOf(seg.name).slice(1), ...lettersOf(seg.short).slice(1)]) out.push(shown(first, c));
  for (let d = 1; d <= 9; d++) out.push(shown(first, String(d)));
  return out;
}

/**
 * One two-column code per segment, in the segments' order, no two alike regardless of case
 * (`caseFold`): each segment takes its first candidate (see {@link candidates}) that no earlier
 * segment took, else a two-digit number.
 * @param segments the map's segments (`MapSpace.segments`: labels in the map's language).
 * @returns the codes, each exactly two characters (the second may be a space).
 * @throws Error when two codes are alike anyway (a bug here, never the input's fault).
 */
export function segmentAbbreviations(segments: readonly Pick<MapSegment, "short" | "name">[]): string[] {
  const taken = new Set<string>();
  const codes = segments.map((seg, i) => {
    const code = candidates(seg).find((c) => !taken.has(caseFold(c))) ?? String(i + 10).slice(-2);
    taken.add(caseFold(code));
    return code;
  });
  assertUnique(codes, "segment abbreviations");
  return codes;
}

/** The characters after `▒` in the marks of several partial meanings. */
const MARK_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * The marks of `count` different "usable with only some third-axis values" meanings in one map,
 * in the order given: `▒▒` when there is one, else `▒a`, `▒b`, … (two characters each).
 * @throws Error when two marks are alike (a bug here).
 */
export function partialMarks(count: number): string[] {
  if (count === 1) return ["▒▒"];
  const n = MARK_CHARS.length;
  const marks = Array.from({ length: count }, (_, i) =>
    i < n ? `▒${MARK_CHARS[i]}` : `${MARK_CHARS[Math.floor(i / n) % n]}${MARK_CHARS[i % n]}`,
  );
  assertUnique(marks, "partial-use marks");
  return marks;
}

/**
 * Throws when two of `codes` are alike regardless of case.
 * @throws Error naming `what` and the repeated code.
 */
function assertUnique(codes: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const c of codes) {
    const k = caseFold(c.trim());
    if (seen.has(k)) throw new Error(`Timing Map ${what}: '${c.trim()}' is used twice`);
    seen.add(k);
  }
}
