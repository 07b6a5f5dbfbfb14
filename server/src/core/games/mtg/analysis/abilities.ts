/**
 * Classifies each line of rules text (one ability) as a keyword line, a triggered ability, an
 * activated ability or other text (docs/language.md §2.1–2.4), and reads the timing-relevant parts.
 * All spans are absolute UTF-16 offsets into the document.
 */
import type { Span, TextLineNode } from "../../../../../../grammar/src/index";
import { ABILITY_WORDS, KEYWORD_RULES } from "../cr-lists.generated";
import { keywordTiming, type KeywordTiming } from "../keyword-timings";
import { eventTriggerFor, type EventTrigger } from "../event-triggers";
import { maskQuotedText, maskReminderText } from "../../../text/masking";
import { PHASES, type StepId } from "../turn-structure";
import { findRestrictions, type RestrictionSentence } from "./restrictions";
import { findStepNames, findUnknownStep, type StepMention, type UnknownStep } from "./step-phrases";

/** A keyword on a keyword line, e.g. `Equip {2}`. */
export interface KeywordUse {
  /** The keyword as defined (e.g. "Level up"), not as typed. */
  name: string;
  rule?: string;
  span: Span;
  /** The whole item including its parameter (`Equip {2}`). */
  itemSpan: Span;
  timing?: KeywordTiming;
}

/** "At the beginning of …" (or "At end of combat") and the step it names. */
export interface StepTrigger {
  /** Span of the whole "at the beginning of …" phrase up to the comma (or the delayed phrase). */
  span: Span;
  /** Span of the step name inside it. */
  stepSpan: Span;
  mention?: StepMention;
  /** The first step-like name that is not a step; `unknowns` holds all of them. */
  unknown?: UnknownStep;
  unknowns: UnknownStep[];
  /** A delayed trigger ("the next end step") or one inside effect text. */
  delayed: boolean;
  /**
   * The steps at whose beginning it triggers: a phase made of steps triggers at its first step
   * ("the beginning of your beginning phase" = the untap step; "of combat" = beginning of combat).
   */
  steps: StepId[];
}

/** The steps a step-or-phase name triggers at the beginning of. */
function beginningSteps(mention: StepMention | undefined): StepId[] {
  if (!mention) return [];
  const { steps, kind } = mention.name;
  if (kind !== "phase") return steps;
  const phase = Object.values(PHASES).find((p) => p.steps.length > 1 && steps.every((s) => p.steps.includes(s)));
  return phase ? [phase.steps[0]!] : steps;
}

interface AbilityBase {
  line: TextLineNode;
  /** The line with reminder text masked (same length as `line.text`). */
  masked: string;
  /** Ability-word label ("Landfall — ") span, when present. */
  label?: Span;
  /** A keyword written as a label ("Forecast — {1}{W}, Reveal …: …"), with the timing it carries. */
  labelKeyword?: KeywordUse;
  /** Every "at the beginning of …" phrase in the line (the ability's own trigger and delayed ones). */
  stepTriggers: StepTrigger[];
  /** Restriction sentences ("Activate only …", "Cast this spell only …") outside quoted text. */
  restrictions: RestrictionSentence[];
}

export interface KeywordAbility extends AbilityBase {
  kind: "keywords";
  keywords: KeywordUse[];
}
export interface TriggeredAbility extends AbilityBase {
  kind: "triggered";
  /** The trigger condition up to the first top-level comma. */
  condition: Span;
  /** For "Whenever ~ attacks"-style conditions: the combat event and the steps it triggers in. */
  event?: EventTrigger;
}
export interface ActivatedAbility extends AbilityBase {
  kind: "activated";
  cost: Span;
  loyalty: boolean;
  /** Adds mana (a likely mana ability, CR 605.1a). */
  addsMana: boolean;
}
export interface OtherAbility extends AbilityBase {
  kind: "other";
}
export type Ability = KeywordAbility | TriggeredAbility | ActivatedAbility | OtherAbility;

const keywordNames = [
  ...KEYWORD_RULES.map((k) => ({ name: k.name, rule: k.rule })),
  { name: "Landwalk", rule: "702.14" },
  ...["Plainswalk", "Islandwalk", "Swampwalk", "Mountainwalk", "Forestwalk", "Desertwalk", "Legendary landwalk", "Nonbasic landwalk", "Snow landwalk"]
    .map((name) => ({ name, rule: "702.14" })),
  { name: "Partner with", rule: "702.124" },
  { name: "Hexproof from", rule: "702.11" },
  { name: "Protection from", rule: "702.16" },
  { name: "Affinity for", rule: "702.41" },
  { name: "Umbra armor", rule: "702.89" },
  { name: "Totem armor", rule: "702.89" },
  { name: "Nightbound", rule: "702.145" },
  { name: "Daybound", rule: "702.145" },
  { name: "Megamorph", rule: "702.37" },
].sort((a, b) => b.name.length - a.name.length);
const keywordPattern = new RegExp(`^(?:${keywordNames.map((k) => k.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}])`, "iu");
const abilityWordPattern = new RegExp(`^(?:${ABILITY_WORDS.map((w) => w.replace(/[’']/g, "['’]")).join("|")})\\s+—\\s+`, "i");

/** Parses a keyword line ("Flying, vigilance", "Equip {2}", "Ward—Pay 3 life."); undefined if the line is not one. */
function keywordLine(masked: string, offset: number): KeywordUse[] | undefined {
  const text = masked.replace(/\s+$/, "");
  // Items are separated by commas or semicolons at top level; a keyword with a cost in words ("Ward—Pay 3 life.") is one item.
  const items: { text: string; start: number }[] = [];
  let start = 0;
  let depth = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = text[i];
    if (c === "{") depth++;
    else if (c === "}") depth--;
    if (i === text.length || ((c === "," || c === ";") && depth === 0)) {
      const raw = text.slice(start, i);
      const lead = raw.length - raw.trimStart().length;
      if (raw.trim()) items.push({ text: raw.trim(), start: start + lead });
      start = i + 1;
    }
  }
  if (items.length === 0) return undefined;
  const uses: KeywordUse[] = [];
  for (const item of items) {
    const m = keywordPattern.exec(item.text);
    if (!m) return undefined;
    const def = keywordNames.find((k) => k.name.toLowerCase() === m[0].toLowerCase())!;
    const rest = item.text.slice(m[0].length);
    // A parameter: cost symbols, a number, "from …", "—cost", a quality ("Enchant creature"); not a sentence with a verb after a period.
    if (/\.\s+\S/.test(rest) && uses.length === 0 && items.length === 1 && !/^[—-]/.test(rest.trim())) {
      // "Equip {2}. Activate only once each turn." is still a keyword line with a trailing restriction.
      if (!/^\s*(?:\{[^}]*\}\s*)+\.\s+/.test(rest) && !/^\s*\d+\.\s+/.test(rest)) return undefined;
    }
    const abs = offset + item.start;
    uses.push({
      name: def.name, rule: def.rule, span: { start: abs, end: abs + m[0].length },
      itemSpan: { start: abs, end: abs + item.text.length }, timing: keywordTiming(def.name),
    });
  }
  return uses;
}

/** Finds the ability's "at the beginning of …" phrases and "at end of combat". */
function stepTriggers(masked: string, offset: number, abilityStart: number): StepTrigger[] {
  const out: StepTrigger[] = [];
  const re = /\bat the beginning of ([^,.;]*)|\bat end of combat\b/gi;
  for (const m of masked.matchAll(re)) {
    const start = m.index!;
    // The ability's own trigger, or that of an ability granted in quotes (`… with "At the beginning …"`).
    const isOwnTrigger = start === abilityStart || /["“]\s*$/.test(masked.slice(Math.max(0, start - 3), start));
    if (m[1] === undefined) {
      const s = { start: offset + start, end: offset + start + m[0].length };
      out.push({
        span: s, stepSpan: { start: offset + start + 3, end: s.end }, delayed: !isOwnTrigger, unknowns: [], steps: ["endOfCombat"],
        mention: { name: { phrase: "end of combat step", steps: ["endOfCombat"], kind: "step" }, start: offset + start + 3, end: s.end },
      });
      continue;
    }
    const phrase = m[1];
    const phraseStart = start + m[0].length - phrase.length;
    const mentions = findStepNames(phrase);
    const mention = mentions[0];
    // Each part of "… upkeep and each end step" may name its own step.
    const unknowns: UnknownStep[] = [];
    let partStart = 0;
    for (const part of phrase.split(/(\s+(?:and|or)\s+)/i)) {
      if (!/^\s+(?:and|or)\s+$/i.test(part)) {
        const u = findUnknownStep(part);
        if (u) unknowns.push({ ...u, start: u.start + partStart, end: u.end + partStart });
      }
      partStart += part.length;
    }
    const unknown = unknowns[0];
    if (!mention && !unknown) continue;
    const delayed = !isOwnTrigger || /\bnext\b/i.test(phrase);
    const at = unknown ?? mention!;
    out.push({
      span: { start: offset + start, end: offset + phraseStart + phrase.trimEnd().length },
      stepSpan: { start: offset + phraseStart + at.start, end: offset + phraseStart + at.end },
      mention: mention && { ...mention, start: offset + phraseStart + mention.start, end: offset + phraseStart + mention.end },
      unknown: unknown && { ...unknown, start: offset + phraseStart + unknown.start, end: offset + phraseStart + unknown.end },
      unknowns: unknowns.map((u) => ({ ...u, start: offset + phraseStart + u.start, end: offset + phraseStart + u.end })),
      delayed,
      steps: beginningSteps(mention),
    });
  }
  return out;
}

/** Top-level index of `ch` in `masked` outside `{…}`, or -1. */
function topLevelIndex(masked: string, ch: string): number {
  let depth = 0;
  for (let i = 0; i < masked.length; i++) {
    const c = masked[i];
    if (c === "{") depth++;
    else if (c === "}") depth = Math.max(0, depth - 1);
    else if (c === ch && depth === 0) return i;
  }
  return -1;
}

const costWords = /^(?:\{|[+−–-]?(?:\d+|X)(?::|$)|(?:sacrifice|discard|pay|remove|exile|tap|untap|return|put|reveal|collect|mill|forage|waterbend|earthbend|airbend|firebend|behold|blight|\d+|x)\b)/i;

/**
 * Reads one line of rules text.
 * @param line the text line node (absolute spans).
 * @param selfNames names the card uses for itself (card and face names).
 */
export function analyzeLine(line: TextLineNode, selfNames: readonly string[]): Ability {
  const offset = line.span.start;
  const masked = maskReminderText(line.text);
  const unquoted = maskQuotedText(masked);
  let bodyStart = 0;
  let label: Span | undefined;
  const aw = abilityWordPattern.exec(unquoted) ?? /^[A-Z][\p{L}'’ -]{1,40}? — (?=\S)/u.exec(unquoted);
  let labelKeyword: KeywordUse | undefined;
  if (aw) {
    label = { start: offset, end: offset + aw[0].length };
    bodyStart = aw[0].length;
    const word = aw[0].replace(/\s+—\s+$/, "");
    const timing = keywordTiming(word);
    if (timing) {
      const rule = keywordNames.find((k) => k.name.toLowerCase() === word.toLowerCase())?.rule;
      labelKeyword = { name: timing.name, rule, span: { start: offset, end: offset + word.length }, itemSpan: { start: offset, end: offset + word.length }, timing };
    }
  }
  const body = unquoted.slice(bodyStart);
  const lead = body.length - body.trimStart().length;
  const abilityStart = bodyStart + lead;
  const base = {
    line, masked, label, labelKeyword,
    stepTriggers: stepTriggers(masked, offset, abilityStart),
    restrictions: findRestrictions(unquoted, selfNames).map((r) => ({
      ...r, start: r.start + offset, end: r.end + offset,
      clauses: r.clauses.map((c) => ({
        ...c, start: c.start + offset, end: c.end + offset,
        unknownSteps: c.unknownSteps.map((u) => ({ ...u, start: u.start + offset, end: u.end + offset })),
      })),
    })),
  };
  const trimmed = body.trimStart();
  if (/^(?:when|whenever|at)\b/i.test(trimmed)) {
    const comma = topLevelIndex(unquoted.slice(abilityStart), ",");
    const end = comma >= 0 ? abilityStart + comma : unquoted.length;
    const conditionText = unquoted.slice(abilityStart, end);
    const event = /^(?:when|whenever)\b/i.test(trimmed) ? eventTriggerFor(conditionText) : undefined;
    return { kind: "triggered", ...base, condition: { start: offset + abilityStart, end: offset + end }, event };
  }
  const colon = topLevelIndex(unquoted.slice(abilityStart), ":");
  if (colon > 0) {
    const cost = unquoted.slice(abilityStart, abilityStart + colon);
    if (costWords.test(cost.trim()) && !/\.\s/.test(cost)) {
      const effect = unquoted.slice(abilityStart + colon + 1);
      return {
        kind: "activated", ...base,
        cost: { start: offset + abilityStart, end: offset + abilityStart + colon },
        loyalty: /^[+−–-]?(?:\d+|X)$/.test(cost.trim()),
        addsMana: /\badd\b[^.]*(?:\{[WUBRGCS]|mana)/i.test(effect),
      };
    }
  }
  const keywords = label ? undefined : keywordLine(unquoted, offset);
  if (keywords) return { kind: "keywords", ...base, keywords };
  return { kind: "other", ...base };
}
