/**
 * Yu-Gi-Oh!'s timing-shaped sentences, read or not (`GameModel.timingSentences`): an effect's
 * activation condition that names a moment ("During the Battle Phase:", "At the start of the
 * Damage Step:") and "Activate this card only during …" sentences. Timing-shaped means: it holds
 * "during", a phase or step word, "damage calculation" or "the start/end of", or a near-miss of
 * "during" — the words of `vocabulary.ts`' segment names and of `timing-phrases.ts`. It is read
 * when the analysis found a timing phrase in it (`findTimingPhrases`). Offsets: file offsets.
 */
import { closest, distance } from "fastest-levenshtein";
import type { TimingSentence } from "../../core/game/game-model";
import type { FaceModel } from "../../core/model/file-model";
import { matchesOf } from "../../core/text/matches";
import type { YgoCard } from "./card-model";
import { cardOfFace } from "./face-analysis";
import { maskedText } from "./rules/util";
import { sentences, type Piece } from "./text-scan";
import { findTimingPhrases, TURN_PHRASES } from "./timing-phrases";
import { unknownSegmentNames } from "./unknown-segments";
import { SEGMENT_NAMES } from "./vocabulary";

/** Segment words (last words of the segment names: "Phase", "Step", "calculation") and the openers of time phrases. */
const SEGMENT_WORDS = [...new Set(SEGMENT_NAMES.map((n) => n.phrase.split(" ").pop()!.toLowerCase()))].filter(
  (w) => !/^\d|one|two/i.test(w),
);
const TIMING_SHAPE = new RegExp(String.raw`\bduring\b|\b(?:${SEGMENT_WORDS.join("|")})\b|\bat the (?:start|end|beginning) of\b`, "i");
/** "Activate this card only …", "You can only activate this card during …". */
const RESTRICTION =
  /\b(?:activate (?:this card|this effect) only|can only be activated|you can only activate this (?:card|effect))\b(?!\s+(?:once|\d))/i;

/** "During the turn a monster was destroyed", "during this turn": what happened in the turn, not a moment in it. */
const PAST_TURN = /\bduring (?:this turn|the turn (?!of\b)|a turn (?:that|in which|when)\b)/i;

/** A word within two edits of "during" that is not "during" ("durng", "durring"). */
function duringNearMiss(text: string, at: number): TimingSentence["nearMiss"] {
  for (const m of matchesOf(text, /[A-Za-z]{4,8}/g)) {
    const w = m[0].toLowerCase();
    if (w !== "during" && distance(w, "during") <= (w.length <= 5 ? 1 : 2) && /^d/.test(w)) {
      const start = at + m.index!;
      return { start, end: start + m[0].length, text: m[0], suggestion: /^D/.test(m[0]) ? "During" : "during" };
    }
  }
  return undefined;
}

/** "you opponent's turn", "you turn": the turn phrase nearest to a known one. */
function turnNearMiss(text: string, at: number): TimingSentence["nearMiss"] {
  for (const m of matchesOf(text, /\b(?:[\p{L}']+\s+){1,2}turn\b/giu)) {
    const written = m[0];
    if (TURN_PHRASES.some((p) => p.toLowerCase() === written.toLowerCase())) continue;
    const near = closest(written.toLowerCase(), [...TURN_PHRASES]);
    const d = distance(written.toLowerCase(), near);
    if (d > 0 && d <= 2) {
      const start = at + m.index!;
      return { start, end: start + written.length, text: written, suggestion: near };
    }
  }
  return undefined;
}

/** One timing-shaped piece (card text offsets) as a sentence in file offsets; undefined when it is not timing-shaped. */
function judge(card: YgoCard, masked: string, p: Piece, unknownAt: (s: number, e: number) => boolean): TimingSentence | undefined {
  const text = masked.slice(p.start, p.end);
  const miss = duringNearMiss(text, p.start);
  if (!miss && (!TIMING_SHAPE.test(text) || PAST_TURN.test(text))) return undefined;
  const span = card.spanToFile(p);
  // A name that is no phase or step leaves the sentence unread even beside one that is ("your
  // Standby Phase or your opponent's Standy Phase"): unknown-step reports it, the map agrees.
  if (unknownAt(span.start, span.end)) return { ...span, read: false, unread: "unknown-name", reportedBy: "unknown-step" };
  const read = findTimingPhrases(masked, p.start, p.end).length > 0;
  if (read && !miss) return { ...span, read: true };
  const near = miss ?? turnNearMiss(text, p.start);
  if (near) {
    const s = card.spanToFile(near);
    return { ...span, read: false, unread: "near-miss", nearMiss: { ...near, start: s.start, end: s.end } };
  }
  // A time that only names when the effect applies later ("until the End Phase") is not a window: only "during"/"at the start of" opens one.
  if (!/\bduring\b|\bat the (?:start|end|beginning) of\b/i.test(text)) return undefined;
  return { ...span, read: false, unread: "phrase" };
}

/** Every timing-shaped condition and restriction sentence of a Yu-Gi-Oh! face, in source order. */
export function ygoTimingSentences(face: FaceModel): TimingSentence[] {
  const card = cardOfFace(face);
  if (!card) return [];
  const masked = maskedText(card);
  const unknown = unknownSegmentNames(face);
  const unknownAt = (s: number, e: number) => unknown.some((u) => u.start < e && s < u.end);
  const out: TimingSentence[] = [];
  const seen = new Set<number>();
  const add = (x: TimingSentence | undefined) => {
    if (x && !seen.has(x.start)) {
      seen.add(x.start);
      out.push(x);
    }
  };
  for (const e of card.analysis.effects) {
    if (e.speed === undefined) continue;
    if (e.condition) add(judge(card, masked, e.condition, unknownAt));
    if (e.span.end <= e.span.start) continue;
    for (const s of sentences(masked, e.span.start, e.span.end)) {
      const m = RESTRICTION.exec(s.text);
      if (m) add(judge(card, masked, { start: s.start + m.index, end: s.end, text: s.text.slice(m.index) }, unknownAt));
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
