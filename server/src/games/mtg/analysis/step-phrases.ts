/**
 * Reading step and phase names, whose-turn words and turn events out of rules-text phrases,
 * against the vocabulary in `model/mtg/step-names.ts`. All offsets are relative to the
 * string passed in (UTF-16).
 */
import { distance } from "fastest-levenshtein";
import {
  CANONICAL_STEP_NAMES,
  NON_STEP_NOUNS,
  PLAYER_WORDS,
  RENAMED_STEPS,
  STEP_NAMES,
  TURN_EVENTS,
  type RenamedStep,
  type StepName,
  type TurnEvent,
} from "../step-names";
import type { TurnOwner } from "../../../core/timing/timing-window";
import { matchesOf } from "../../../core/text/matches";
import { phrasePattern } from "../../../core/text/regexp";

/** A step or phase name found in a phrase. */
export interface StepMention {
  name: StepName;
  start: number;
  end: number;
}

const stepNamePattern = new RegExp(
  `\\b(?:${[...STEP_NAMES]
    .sort((a, b) => b.phrase.length - a.phrase.length)
    .map((n) => phrasePattern(n.phrase))
    .join("|")})\\b`,
  "gi",
);
const byPhrase = new Map(STEP_NAMES.map((n) => [n.phrase, n]));

/**
 * Every step or phase name in `text`, longest match first, left to right, non-overlapping.
 * "combat" in "combat damage" (the damage, not a step) is not a name.
 */
export function findStepNames(text: string): StepMention[] {
  const out: StepMention[] = [];
  for (const m of matchesOf(text, stepNamePattern)) {
    const name = byPhrase.get(m[0].toLowerCase().replace(/\s+/g, " "));
    const end = m.index! + m[0].length;
    if (name && !(/^combats?$/i.test(m[0]) && /^\s+damage\b/i.test(text.slice(end)))) out.push({ name, start: m.index!, end });
  }
  return out;
}

/** A step-like name that is not a step: a renamed one or a misspelling, with the closest real names. */
export interface UnknownStep {
  start: number;
  end: number;
  text: string;
  suggestions: string[];
  renamed?: RenamedStep;
}

const renamedPattern = new RegExp(`\\b(?:${RENAMED_STEPS.map((r) => phrasePattern(r.phrase)).join("|")})\\b`, "i");
const filler = new Set([
  "the",
  "a",
  "an",
  "your",
  "each",
  "every",
  "any",
  "that",
  "this",
  "their",
  "its",
  "his",
  "her",
  "or",
  "of",
  "next",
  "first",
  "player's",
  "players'",
  "opponent's",
  "opponents'",
  "chosen",
  "enchanted",
  "target",
  "defending",
  "controller's",
  "own",
  "player’s",
  "opponent’s",
  "controller’s",
]);
const vocabulary = [...new Set([...CANONICAL_STEP_NAMES, ...STEP_NAMES.map((n) => n.phrase)])];

function closest(candidate: string, max: number): string[] {
  return CANONICAL_STEP_NAMES.map((name) => ({ name, d: distance(candidate.toLowerCase(), name) }))
    .filter((x) => x.d <= max)
    .sort((a, b) => a.d - b.d)
    .map((x) => x.name);
}

/**
 * Looks for a step-like name in `phrase` (the words after "the beginning of", "during",
 * "before" or "after") that is not a real step or phase: a renamed one ("end of turn step"),
 * a misspelling ("upkep"), or any "… step"/"… phase" that does not exist.
 * Returns undefined when the phrase names a real step, or names no step at all ("the game").
 */
function findUnknownStep(phrase: string): UnknownStep | undefined {
  const renamed = renamedPattern.exec(phrase);
  if (renamed) {
    const r = RENAMED_STEPS.find((x) => x.phrase === renamed[0].toLowerCase().replace(/\s+/g, " "))!;
    return { start: renamed.index, end: renamed.index + renamed[0].length, text: renamed[0], suggestions: [r.modern], renamed: r };
  }
  // The head noun phrase: words up to a qualifier ("on", "if", "unless", "this", "of each turn"…).
  const words = matchesOf(phrase, /[\p{L}\p{N}'’-]+/gu);
  const head: RegExpMatchArray[] = [];
  for (const w of words) {
    const lw = w[0].toLowerCase();
    if (head.length === 0 && filler.has(lw)) continue;
    if (
      ["on", "if", "unless", "this", "that", "before", "after", "and", "or", "for", "to", "in", "where", "when", "while"].includes(lw) &&
      head.length > 0
    )
      break;
    head.push(w);
    if (lw === "step" || lw === "phase" || lw === "steps" || lw === "phases" || head.length >= 4) break;
  }
  if (head.length === 0) return undefined;
  // A real name that starts at or before the head and reaches its end ("the first strike damage
  // step": "first" is also a filler word) is fine.
  const headEnd = head[head.length - 1]!.index! + head[head.length - 1]![0].length;
  if (findStepNames(phrase).some((m) => m.start <= head[0]!.index! && m.end >= headEnd)) return undefined;
  const headText = head.map((w) => w[0]).join(" ");
  const lastWord = head[head.length - 1]![0].toLowerCase();
  const isStepLike = /^(?:step|phase)s?$/.test(lastWord);
  if (!isStepLike && head.some((w) => NON_STEP_NOUNS.includes(w[0].toLowerCase()))) return undefined;
  const start = head[0]!.index!;
  const end = head[head.length - 1]!.index! + head[head.length - 1]![0].length;
  // Fuzzy: the whole head, or its first 1..n words, close to a real name ("combat damge step",
  // "end of combat stp", "upkep"); a head that starts with a real name is fine ("upkeep of …").
  for (let n = head.length; n >= 1; n--) {
    const cand = head
      .slice(0, n)
      .map((w) => w[0])
      .join(" ")
      .toLowerCase()
      .replace(/’/g, "'");
    if (vocabulary.includes(cand)) {
      if (n === head.length || !isStepLike) return undefined;
      break;
    }
    const max = Math.max(1, Math.floor(cand.length / 5));
    const near = closest(cand, max);
    if (near.length > 0) {
      const e = head[n - 1]!.index! + head[n - 1]![0].length;
      return { start, end: e, text: phrase.slice(start, e), suggestions: near.slice(0, 3) };
    }
  }
  if (!isStepLike) return undefined;
  // "the monarch's end step": a real name that ends the head is fine.
  const headStart = head[0]!.index!;
  if (findStepNames(phrase.slice(headStart, end)).some((m) => m.end === end - headStart)) return undefined;
  return { start, end, text: headText, suggestions: closest(headText, Math.max(3, headText.length)).slice(0, 3) };
}

/**
 * Every step-like name that is not a step in a list of alternatives ("your upkeep or your draw
 * stp", "your upkeep, your draw step, or your end stp", "each upkeep and each end step"): each
 * item is read like a phrase of its own ({@link findUnknownStep}), so a misspelling in the second
 * or a later item is found like one in the first. Offsets are relative to `phrase`.
 */
export function findUnknownSteps(phrase: string): UnknownStep[] {
  const out: UnknownStep[] = [];
  let at = 0;
  for (const part of phrase.split(LIST_SEPARATOR)) {
    if (!LIST_SEPARATOR_ALONE.test(part)) {
      const u = findUnknownStep(part);
      if (u) out.push({ ...u, start: u.start + at, end: u.end + at });
    }
    at += part.length;
  }
  return out;
}

/** What separates the items of a list of step names: ", ", " or ", " and ", ", or ", ", and ". */
const LIST_SEPARATOR = /(,\s*(?:(?:and|or)\s+)?|(?<!\s)\s+(?:and|or)\s+)/i;
const LIST_SEPARATOR_ALONE = /^(?:,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)$/i;

/**
 * Whose turn the player words in `text` denote, from the controller's view; undefined when none.
 * `inRestriction`: the text is part of a casting/activation restriction (see PLAYER_WORDS).
 */
export function turnOwnersOf(text: string, inRestriction = false): TurnOwner[] | undefined {
  for (const p of PLAYER_WORDS) if ((inRestriction || !p.restrictionOnly) && p.pattern.test(text)) return p.turns;
  return undefined;
}

/** A turn event ("blockers are declared") at the start of `text`. */
export function turnEventAt(text: string): TurnEvent | undefined {
  return TURN_EVENTS.find((e) => e.pattern.test(text.trim()));
}
