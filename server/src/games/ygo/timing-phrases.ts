/**
 * Timing phrases in YGO text ("during your opponent's Battle Phase", "during the Damage Step",
 * "before damage calculation", "during either player's turn") → the cells they allow.
 */
import { piece, type Piece } from "./text-scan";
import { YgoWindow, type Turn } from "./timing-cells";
import { FIRST_TURN_SEGMENTS, type SegmentId } from "./turn-structure";
import { SEGMENT_NAMES } from "./vocabulary";
import { matchesOf } from "../../core/text/matches";
import { escapeRegExp } from "../../core/text/regexp";

/** One phrase found: its span in the scanned text, the turns and segments it names. */
export interface TimingPhrase extends Piece {
  turns?: Turn[];
  segments?: SegmentId[];
  /** "the first turn of the Duel". */
  firstTurn?: boolean;
  /** Set for an old segment name: the current one. */
  renamedTo?: string;
}

const OWNER = String.raw`(?:(each of your opponent's|each of your|either of your|your opponent's|your|the|each|either player's|each player's|this|that|the next|your next|your opponent's next)\s+)?`;
/** A segment name with its owner; "During each of your Standby Phases" names every one of them (plural). */
const NAME_RE = new RegExp(String.raw`\b${OWNER}(${SEGMENT_NAMES.map((n) => escapeRegExp(n.phrase)).join("|")})(?:s\b|\b)`, "gi");
const NAME_BY_PHRASE = new Map(SEGMENT_NAMES.map((n) => [n.phrase.toLowerCase(), n]));
/** The turn phrases read (lower case but "Duel"), for {@link TURN_RE} and near-misses (`unread-timing`). */
export const TURN_PHRASES: readonly string[] = [
  "your opponent's turn",
  "your turn",
  "either player's turn",
  "each player's turn",
  "the opponent's turn",
  "the first turn of the Duel",
];
const TURN_RE = new RegExp(String.raw`\b(${TURN_PHRASES.join("|")})\b`, "gi");

const MAY_NAME_TIME = /phase|step|calculation|turn/i;
const MAY_NAME_SEGMENT = /phase|step|calculation/i;
const MAY_NAME_TURN = /turn/i;

function ownerTurns(owner: string | undefined): Turn[] | undefined {
  const o = owner?.toLowerCase();
  if (o === "your" || o === "your next" || o === "each of your" || o === "either of your") return ["you"];
  if (o === "your opponent's" || o === "your opponent's next" || o === "each of your opponent's") return ["opp"];
  return undefined;
}

/** Every timing phrase in `text[start, end)`, in order. Longer segment names win ("before damage calculation" over "damage calculation"). */
export function findTimingPhrases(text: string, start: number, end: number): TimingPhrase[] {
  const slice = text.slice(start, end);
  const out: TimingPhrase[] = [];
  // Every segment name has "Phase", "Step" or "damage calculation" in it, every turn phrase "turn": most text has none.
  if (!MAY_NAME_TIME.test(slice)) return out;
  if (MAY_NAME_SEGMENT.test(slice))
    for (const m of matchesOf(slice, NAME_RE)) {
      const name = NAME_BY_PHRASE.get(m[2]!.toLowerCase())!;
      const at = start + m.index!;
      const p: TimingPhrase = { ...piece(text, at, at + m[0].length), segments: [...name.segments] };
      const turns = ownerTurns(m[1]);
      if (turns) p.turns = turns;
      if (name.renamedTo) p.renamedTo = name.renamedTo;
      out.push(p);
    }
  if (MAY_NAME_TURN.test(slice))
    for (const m of matchesOf(slice, TURN_RE)) {
      const at = start + m.index!;
      const w = m[1]!.toLowerCase();
      const p: TimingPhrase = piece(text, at, at + m[0].length);
      if (w === "the first turn of the duel") p.firstTurn = true;
      else p.turns = w === "your turn" ? ["you"] : w.includes("opponent") ? ["opp"] : ["you", "opp"];
      out.push(p);
    }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * The cells a list of phrases allows: the union of the turns named (default both) × the union
 * of the segments named (default all), restricted to the first-turn segments when "the first
 * turn of the Duel" is named. Undefined when there is no phrase (no restriction).
 */
export function phrasesWindow(phrases: readonly TimingPhrase[]): YgoWindow | undefined {
  if (!phrases.length) return undefined;
  // Each named segment with its own owner ("the Main Phase or your opponent's Battle Phase") is one
  // alternative; a bare turn ("during your opponent's turn") narrows the alternatives.
  let segs: YgoWindow | undefined;
  let turns: YgoWindow | undefined;
  let first = false;
  for (const p of phrases) {
    if (p.firstTurn) first = true;
    if (p.segments) segs = (segs ?? YgoWindow.none()).union(YgoWindow.of({ turns: p.turns, segments: p.segments }));
    else if (p.turns) turns = (turns ?? YgoWindow.none()).union(YgoWindow.of({ turns: p.turns }));
  }
  let w = segs ?? YgoWindow.all();
  if (turns) w = w.intersect(turns);
  if (first) w = w.intersect(YgoWindow.of({ segments: FIRST_TURN_SEGMENTS }));
  return w;
}
