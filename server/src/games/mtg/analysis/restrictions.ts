/**
 * Casting and activation restrictions ("Cast this spell only during combat.", "Activate only as
 * a sorcery and only during your upkeep.") turned into timing windows (CR 601.3, 602.5,
 * 506.7/506.8; `docs/mtg-rules-facts.md` §2). Offsets are relative to the line given.
 */
import { cr, type Citation } from "../cr";
import { combatRestrictionRule } from "../step-names";
import { STEPS, stepsAfter, stepsBefore, stepsFrom, type StepId } from "../turn-structure";
import { TIMING_CLASSES } from "../timing-classes";
import type { TurnOwner } from "../../../core/timing/timing-window";
import { findStepNames, findUnknownSteps, turnEventAt, turnOwnersOf, type StepMention, type UnknownStep } from "./step-phrases";
import { sentences } from "../../../core/text/masking";
import { trimEndOf } from "../../../core/text/trim";
import { MTG_TIMING, mtgWindow, type MtgWindow } from "../timing-space";
import { isAboutTheTurn, turnCondition } from "../turn-conditions";
import { matchesOf } from "../../../core/text/matches";
import { pushAll } from "../../../core/collections/append";

export type ClauseKind = "asSorcery" | "asInstant" | "timing" | "other";

/** One "only …" clause of a restriction sentence. */
export interface RestrictionClause {
  kind: ClauseKind;
  /** The clause as written, e.g. "during combat before blockers are declared". */
  text: string;
  start: number;
  end: number;
  /** For `asSorcery`, `asInstant` and `timing`: the moments the clause allows. */
  window?: MtgWindow;
  rules: Citation[];
  /** Step-like names in the clause that are not steps. */
  unknownSteps: UnknownStep[];
  /** For `other`: the clause speaks about turns, steps or combat but is not understood (see `turn-conditions.ts`). */
  notUnderstood?: boolean;
  /**
   * The clause says more than when ("only if ~ is attacking", "only if defending player controls
   * a snow land"): its window is what it implies about the turn, so it is never reported redundant.
   */
  alsoACondition?: boolean;
}

/** A whole restriction sentence. */
export interface RestrictionSentence {
  /** `cast` also covers "Play this land only …" (the land's play). */
  subject: "activate" | "cast";
  /** "You can't activate this ability during combat": the clauses say when it can NOT be done. */
  negated?: boolean;
  start: number;
  end: number;
  clauses: RestrictionClause[];
}

const COMBAT: StepId[] = ["beginCombat", "declareAttackers", "declareBlockers", "firstStrikeDamage", "combatDamage", "endOfCombat"];

/** Window of a "during …" / "before …" / "after …" / "on …" segment; pushes unknown names found. */
function segmentWindow(marker: string, body: string, bodyOffset: number, unknown: UnknownStep[], rules: Citation[]): MtgWindow | undefined {
  const mentions = findStepNames(body);
  // Each alternative of "your upkeep or your draw stp" may misspell its own name.
  for (const bad of findUnknownSteps(body)) unknown.push({ ...bad, start: bad.start + bodyOffset, end: bad.end + bodyOffset });
  const steps = [...new Set(mentions.flatMap((m) => m.name.steps))];
  citeSteps(marker, mentions, steps, rules);
  switch (marker) {
    case "during":
      return duringWindow(body, steps, rules);
    case "on": {
      const turns = turnOwnersOf(body, true);
      return turns && /\bturns?\b/i.test(body) ? mtgWindow({ turns }) : undefined;
    }
    case "before":
    case "after":
      return beforeOrAfterWindow(marker, body, mentions, steps, rules);
    default:
      return undefined;
  }
}

/**
 * The rules a segment's step and phase names cite: "during combat" (the whole phase) is CR
 * 506.7c/506.8c; a named step cites its own rule; "before/after <point in combat>" cite the combat
 * restriction rule.
 */
function citeSteps(marker: string, mentions: readonly StepMention[], steps: readonly StepId[], rules: Citation[]): void {
  const wholeCombat = mentions.some((m) => m.name.kind === "phase" && m.name.steps.includes("beginCombat"));
  if (marker === "during" && wholeCombat) rules.push(combatRestrictionRule("c"));
  else if (marker !== "during" && steps.some((s) => COMBAT.includes(s))) rules.push(combatRestrictionRule(""));
  for (const m of mentions) {
    if (marker === "during" && wholeCombat && m.name.kind === "phase") continue;
    if (marker !== "during" && m.name.steps.some((s) => COMBAT.includes(s))) continue;
    for (const s of m.name.steps) rules.push(STEPS[s].definition);
  }
}

/** Window of a "during …" segment: its steps, in whose turns (CR 102.1 when it names turns). */
function duringWindow(body: string, steps: StepId[], rules: Citation[]): MtgWindow | undefined {
  const turns: TurnOwner[] | undefined = turnOwnersOf(body, true);
  if (/\bturns?\b/i.test(body)) rules.push(cr("102.1"));
  if (!steps.length && !(turns && /\bturns?\b/i.test(body))) return undefined;
  return mtgWindow({ turns, steps: steps.length ? steps : undefined });
}

/** Window of a "before …" / "after …" segment: the steps before or after a turn event or the named steps. */
function beforeOrAfterWindow(
  marker: "before" | "after",
  body: string,
  mentions: readonly StepMention[],
  steps: readonly StepId[],
  rules: Citation[],
): MtgWindow | undefined {
  const event = turnEventAt(body);
  if (event) {
    pushAll(rules, event.rules);
    return mtgWindow({ steps: marker === "before" ? stepsBefore(event.step) : stepsFrom(event.step) });
  }
  if (!steps.length) return undefined;
  const ordered = mentions.flatMap((m) => m.name.steps);
  const first = ordered.reduce((a, b) => (stepsBefore(a).length <= stepsBefore(b).length ? a : b));
  const last = ordered.reduce((a, b) => (stepsBefore(a).length >= stepsBefore(b).length ? a : b));
  return mtgWindow({ steps: marker === "before" ? stepsBefore(first) : stepsAfter(last) });
}

/**
 * Window of one timing clause ("during an opponent's turn after their upkeep step"): the
 * intersection of its during/before/after/on segments; "X or Y" clauses are unions.
 */
function timingClause(text: string, offset: number): { window: MtgWindow | undefined; rules: Citation[]; unknown: UnknownStep[] } {
  const rules: Citation[] = [];
  const unknown: UnknownStep[] = [];
  const alternatives = text.split(/(?<!\s)\s+or\s+(?=(?:during|before|after)\b)/i);
  let window = MTG_TIMING.none();
  let recognized = 0;
  let altOffset = 0;
  for (const alt of alternatives) {
    const altStart = text.indexOf(alt, altOffset);
    altOffset = altStart + alt.length;
    let w = MTG_TIMING.all();
    const seg = /\b(during|before|after|on)\s+/gi;
    const marks = matchesOf(alt, seg);
    marks.forEach((m, i) => {
      const bodyStart = m.index! + m[0].length;
      const bodyEnd = i + 1 < marks.length ? marks[i + 1]!.index! : alt.length;
      const body = trimEndOf(alt.slice(bodyStart, bodyEnd), ",");
      const sw = segmentWindow(m[1]!.toLowerCase(), body, offset + altStart + bodyStart, unknown, rules);
      if (sw) {
        w = w.intersect(sw);
        recognized++;
      }
    });
    window = window.union(w);
  }
  // Generic citations only when nothing more specific applies: 601.3 (casting), 602.5 (activating).
  if (rules.length === 0) rules.push(cr("601.3"), cr("602.5"));
  return { window: recognized > 0 ? window : undefined, rules, unknown };
}

/**
 * The window of a "during …" / "before …" / "after …" / "on …" phrase outside a restriction sentence ("as though it
 * had flash during your turn"), or undefined when it names no moment CardScript reads. Same reading as a restriction's
 * clause.
 */
export function timingPhraseWindow(text: string): { window: MtgWindow; rules: Citation[] } | undefined {
  const { window, rules } = timingClause(text.trim(), 0);
  return window ? { window, rules } : undefined;
}

/** Classifies and evaluates one clause (text after "only"); `self` is the clause with the card's names written "~". */
function clause(text: string, start: number, self: string): RestrictionClause {
  const t = text.trim();
  const end = start + t.length;
  if (/^(?:as a sorcery|any time you could cast a sorcery)\b/i.test(t)) {
    return {
      kind: "asSorcery",
      text: t,
      start,
      end,
      window: TIMING_CLASSES.sorcery.window,
      rules: [cr("602.5d"), cr("307.5")],
      unknownSteps: [],
    };
  }
  if (/^(?:as an instant|any time you could cast an instant)\b/i.test(t)) {
    return { kind: "asInstant", text: t, start, end, window: MTG_TIMING.all(), rules: [cr("602.5e")], unknownSteps: [] };
  }
  if (/^(?:during|before|after)\b/i.test(t)) {
    const { window, rules, unknown } = timingClause(t, start);
    return { kind: window ? "timing" : "other", text: t, start, end, window, rules, unknownSteps: unknown, notUnderstood: !window };
  }
  if (/^if\b/i.test(t)) {
    const condition = turnCondition(self.trim());
    if (condition) {
      return {
        kind: "timing",
        text: t,
        start,
        end,
        window: mtgWindow({ turns: condition.turns, steps: condition.steps }),
        rules: condition.rules,
        unknownSteps: [],
        alsoACondition: !condition.fixedForTheTurn,
      };
    }
    return { kind: "other", text: t, start, end, rules: [], unknownSteps: [], notUnderstood: isAboutTheTurn(t) };
  }
  return { kind: "other", text: t, start, end, rules: [], unknownSteps: [] };
}

/** Ordinal words that name particular turns of the game ("during your first, second, or third turns"). */
const PARTICULAR_TURN = /\b(?:first|second|third|fourth|fifth|next|last|\d+(?:st|nd|rd|th))\b/i;

/** `text` with its step and phase names blanked (same length), so their words are not read as anything else. */
function withoutStepNames(text: string): string {
  let out = text;
  for (const m of findStepNames(text)) out = out.slice(0, m.start) + " ".repeat(m.end - m.start) + out.slice(m.end);
  return out;
}

/** Writes the card's names in `text` as "~" (keeping every other character), for matching conditions. */
function withSelfAsTilde(text: string, selfNames: readonly string[]): string {
  let out = text;
  for (const n of [...selfNames].sort((a, b) => b.length - a.length)) {
    if (n.length > 0) out = out.split(n).join("~");
  }
  return out;
}

/**
 * Finds restriction sentences in a line of rules text that is already masked (reminder and
 * quoted text blanked, see `text/masking.ts`). `selfNames` are the names the card uses for
 * itself besides "this spell"/"~" (its name, each face's name).
 */
export function findRestrictions(masked: string, selfNames: readonly string[]): RestrictionSentence[] {
  if (!/\bonly\b|as a sorcery|can(?:'|’|no)t/i.test(masked)) return [];
  const out: RestrictionSentence[] = [];
  // One restriction per sentence, so the work stays linear in the length of the line.
  for (const sentence of sentences(masked)) {
    const neg = NEGATED_OPENER.exec(sentence.text);
    if (neg) {
      const g = neg.groups!;
      const what = g["what"] ?? g["what2"];
      if (what !== undefined && !isSelfReference(what, selfNames)) continue;
      const bodyStart = sentence.offset + neg.index + neg[0].length - g["body"]!.length;
      const sentenceEnd = sentence.offset + sentence.text.length;
      const body = masked.slice(bodyStart, sentenceEnd).replace(/\.$/, "");
      const c = clause(body, bodyStart, withSelfAsTilde(body, selfNames));
      // "during your first, second, or third turns of the game" names particular turns, not a kind of
      // moment: its window is wider than the words, so its complement would be too narrow. Not judged.
      // A step's own name ("your first main phase", "the first-strike damage step") names no particular turn.
      const particular = PARTICULAR_TURN.test(withoutStepNames(body));
      const window = particular ? undefined : c.window && (c.window as MtgWindow).complement();
      out.push({
        subject: g["act"] || g["act2"] ? "activate" : "cast",
        negated: true,
        start: sentence.offset + neg.index,
        end: sentenceEnd,
        clauses: [{ ...c, kind: window ? "timing" : "other", window, notUnderstood: particular || c.notUnderstood }],
      });
      continue;
    }
    const m = RESTRICTION_OPENER.exec(sentence.text);
    const what = m?.[3] ?? m?.[4];
    if (!m || (what !== undefined && !isSelfReference(what, selfNames))) continue;
    const subject = m[1] || m[2] ? "activate" : "cast";
    const bodyStart = sentence.offset + m.index + m[0].length;
    const sentenceEnd = sentence.offset + sentence.text.length;
    const body = masked.slice(bodyStart, sentenceEnd).replace(/\.$/, "");
    const clauses: RestrictionClause[] = [];
    // Split on "and only", ", only", "only" and on ", before/after/during" continuations.
    const parts = body.split(/(,?(?<!\s)\s+(?:and\s+)?only\s+|,\s+(?=(?:before|after|during)\b))/i);
    let pos = bodyStart;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (i % 2 === 0 && part.trim())
        clauses.push(clause(part, pos + (part.length - part.trimStart().length), withSelfAsTilde(part, selfNames)));
      pos += part.length;
    }
    out.push({ subject, start: sentence.offset + m.index, end: sentenceEnd, clauses });
  }
  return out;
}

/**
 * The openers of restriction sentences as current cards print them, each matched by
 * {@link RESTRICTION_OPENER} (tested): the known phrases a misspelled opener is compared with
 * (`unread-timing`).
 */
export const OPENER_PHRASES: readonly string[] = [
  "activate only",
  "cast this spell only",
  "activate this ability only",
  "play this land only",
];

/** "Activate only …", "Activate … but only …", "Activate as a sorcery …", "Cast <something> only …", "Play this land only …". */
export const RESTRICTION_OPENER =
  /\b(?:(activate)(?:\s+(?:this\s+ability|these\s+abilities|each\s+of\s+those\s+abilities))?(?:,)?(?:\s+but|\s+and)?\s+only|(activate) (?=as a sorcery)|cast\s+([^.]{1,100}?)\s+only|play\s+([^.]{1,100}?)\s+only)\s+/i;
/** "You can't activate this ability during combat", "This ability can't be activated …", "You can't cast this spell during …", "~ can't be cast during …". */
const NEGATED_OPENER =
  /\b(?:you\s+can(?:'|’|no)t\s+(?<act>activate)\s+this\s+ability|this\s+ability\s+can(?:'|’|no)t\s+be\s+(?<act2>activated)|you\s+can(?:'|’|no)t\s+cast\s+(?<what>[^.]{1,100}?)|(?<what2>[^.]{1,100}?)\s+can(?:'|’|no)t\s+be\s+cast)\s+(?<body>(?:during|before|after)\b[^.]*)/i;

/** True when `phrase` is how the card names itself: "this spell", "this card", "~", "CARDNAME" or one of its names. */
function isSelfReference(phrase: string, selfNames: readonly string[]): boolean {
  const p = phrase.trim().replace(/\s+/g, " ").toLowerCase();
  return (
    p === "this spell" ||
    p === "this card" ||
    p === "this land" ||
    p === "~" ||
    p === "cardname" ||
    selfNames.some((n) => n.length > 0 && n.toLowerCase() === p)
  );
}
