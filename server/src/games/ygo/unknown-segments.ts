/**
 * "<Word> Phase" / "<Word> Step" in YGO rules text where <Word> names no phase or step of the
 * turn (Draw, Standby, Main, Battle, End Phase; Start, Battle, Damage, End Step), with the
 * closest real names for `unknown-step`. Words inside "quoted names" are not judged.
 */
import { closest, distance } from "fastest-levenshtein";
import type { UnknownSegmentName } from "../../core/game/game-model";
import type { FaceModel } from "../../core/model/file-model";
import { cardOfFace } from "./face-analysis";
import { maskedText } from "./rules/util";
import { CURRENT_SEGMENT_NAMES, FOREIGN_SEGMENT_WORDS, PHASE_WORDS } from "./vocabulary";
import { matchesOf } from "../../core/text/matches";
import { own } from "../../core/collections/own";
import { nearestWord } from "../../core/text/nearest";

/** " Phase" / " Step" as a whole word; the capitalised word before it is the name judged. */
const SEGMENT_WORD = / (?:Phase|Step)\b/g;
const NOT_A_NAME = /^(?:During|Skip|Each|The|This|That|Your|Next|Every|Same|Current|Any|A|An|Opponent's)$/;

/** Unknown phase/step names of a face, with file spans and suggestions (best first). */
export function unknownSegmentNames(face: FaceModel): UnknownSegmentName[] {
  const card = cardOfFace(face);
  if (!card) return [];
  const masked = maskedText(card);
  const out: UnknownSegmentName[] = [];
  // Find " Phase" / " Step" first (a literal the regex engine skips to), then read the word before it.
  for (const m of matchesOf(masked, SEGMENT_WORD)) {
    let from = m.index;
    while (from > 0 && /[A-Za-z-]/.test(masked[from - 1]!)) from--;
    // The leftmost capital that starts a word (at a word boundary: the run's start, or after a hyphen), as \b[A-Z] would find.
    while (from < m.index && !(/[A-Z]/.test(masked[from]!) && (from === 0 || !/\w/.test(masked[from - 1]!)))) from++;
    if (from === m.index) continue;
    const word = masked.slice(from, m.index);
    if (PHASE_WORDS.has(word.toLowerCase()) || NOT_A_NAME.test(word)) continue;
    const text = `${word}${m[0]}`;
    const near = own(FOREIGN_SEGMENT_WORDS, word.toLowerCase()) ?? closest(text, [...CURRENT_SEGMENT_NAMES]);
    const span = card.spanToFile({ start: from, end: m.index + m[0].length });
    out.push({ text, start: span.start, end: span.end, suggestions: [near] });
  }
  for (const u of misspelledSegmentWords(masked)) out.push({ ...u, ...card.spanToFile(u) });
  return out.sort((a, b) => a.start - b.start);
}

/** A capitalised word and a misspelling of "Phase" or "Step" after it ("Standy Phse", "Draw Stpe"). */
const NEAR_SEGMENT_WORD = /\b([A-Z][A-Za-z-]*) ([PS][a-z]{2,6})\b/g;

/**
 * Names whose last word misspells "Phase" or "Step" ("your opponent's Standy Phse"), wherever they
 * stand in a list of alternatives, with the nearest real name ({@link nearestWord}); a pair of
 * words that is no near-miss of a name ("Monster Stop") is not judged. Offsets in `masked`.
 */
function misspelledSegmentWords(masked: string): { text: string; start: number; end: number; suggestions: string[] }[] {
  const out: { text: string; start: number; end: number; suggestions: string[] }[] = [];
  for (const m of matchesOf(masked, NEAR_SEGMENT_WORD)) {
    const last = m[2]!;
    const target = last.startsWith("P") ? "Phase" : "Step";
    // "Standby Phases" (each of them) is the plural of a name, not a misspelling.
    const d = Math.min(distance(last, target), distance(last, `${target}s`));
    if (d === 0 || d > (target === "Step" ? 1 : 2) || NOT_A_NAME.test(m[1]!)) continue;
    const near = nearestWord(m[0], CURRENT_SEGMENT_NAMES);
    if (near) out.push({ text: m[0], start: m.index!, end: m.index! + m[0].length, suggestions: [near] });
  }
  return out;
}
