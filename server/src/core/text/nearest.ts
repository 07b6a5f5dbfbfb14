/**
 * "Did you mean …?": the known word nearest a misspelled one, by Levenshtein distance
 * (`fastest-levenshtein`), when it is near enough to be the word meant.
 */
import { closest, distance } from "fastest-levenshtein";

/**
 * The candidate nearest `word` (compared in lower case), or undefined when there is none within
 * `max(2, ⌊length / 3⌋)` edits (`slack` raises the floor: rule ids use 3) — a guess that far off
 * would mislead more than help.
 */
export function nearestWord(word: string, candidates: readonly string[], slack = 2): string | undefined {
  if (candidates.length === 0) return undefined;
  const lower = candidates.map((c) => c.toLowerCase());
  const near = closest(word.toLowerCase(), lower);
  if (distance(word.toLowerCase(), near) > Math.max(slack, Math.floor(word.length / 3))) return undefined;
  return candidates[lower.indexOf(near)];
}
