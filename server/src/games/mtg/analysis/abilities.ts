/**
 * Classifies each line of rules text (one ability) as a keyword line, a triggered ability, an
 * activated ability or other text (docs/language.md §2.1–2.4), and reads the timing-relevant parts.
 * All spans are absolute UTF-16 offsets into the document.
 */
import type { Span, TextLineNode } from "../../../../../grammar/src/index";
import { ABILITY_WORDS, KEYWORD_RULES } from "../cr-lists.generated";
import { keywordTiming, type KeywordTiming } from "../keyword-timings";
import { customKeywordAt, type CustomKeyword } from "./custom-keywords";
import { eventTriggerFor, type EventTrigger } from "../event-triggers";
import { maskQuotedText, maskReminderText } from "../../../core/text/masking";
import { beginningOf } from "../step-names";
import type { StepId } from "../turn-structure";
import { findRestrictions, type RestrictionSentence } from "./restrictions";
import { findStepNames, findUnknownSteps, turnOwnersOf, type StepMention, type UnknownStep } from "./step-phrases";
import { turnCondition, type TurnCondition } from "../turn-conditions";
import { TURN_OWNERS, type TurnOwner } from "../../../core/timing/timing-window";
import { matchesOf } from "../../../core/text/matches";
import { pushAll } from "../../../core/collections/append";
import { byCaseFold, caseFold } from "../../../core/text/case-fold";
import { escapeRegExp } from "../../../core/text/regexp";

/** A keyword on a keyword line, e.g. `Equip {2}`. */
export interface KeywordUse {
  /** The keyword as defined (e.g. "Level up"), not as typed. */
  name: string;
  rule?: string;
  span: Span;
  /** The whole item including its parameter (`Equip {2}`). */
  itemSpan: Span;
  timing?: KeywordTiming;
  /** The file's own keyword (`keyword "Name": text`) this is, with its definition. */
  custom?: CustomKeyword;
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
  /** Whose turns it triggers in, from the controller's view: the player words and the intervening "if" together. */
  turns: TurnOwner[];
  /** An intervening "if" clause right after the trigger phrase (CR 603.4), with the turn condition it states, if any. */
  interveningIf?: { span: Span; text: string; condition?: TurnCondition };
  /** An old end-of-turn trigger ("At end of turn", "At the end of your turn"): the end step. */
  oldEndOfTurn?: boolean;
  /**
   * The trigger a file's own keyword states in its declaration (`keyword "Name": At the beginning
   * of …`), moved to the keyword's use on the card: its spans are the keyword's, so rules report it
   * there and offer no fix (the words to change are in the declaration).
   */
  declaredBy?: KeywordUse;
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
  /**
   * "At the beginning of …" phrases that name neither a step nor a step-like name ("at the
   * beginning of the game"): timing-shaped but not read (`unread-timing`); absolute spans.
   */
  unreadTriggers: Span[];
  /**
   * Abilities granted in quotes (`Equipped creature has "{T}: …"`), read as abilities of the
   * object that gets them, with spans inside this line. Every timing rule checks them like the
   * card's own (`allAbilities`); nothing outside the quotes reads their text.
   */
  granted: Ability[];
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
  ...[
    "Plainswalk",
    "Islandwalk",
    "Swampwalk",
    "Mountainwalk",
    "Forestwalk",
    "Desertwalk",
    "Legendary landwalk",
    "Nonbasic landwalk",
    "Snow landwalk",
  ].map((name) => ({ name, rule: "702.14" })),
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
/** The pattern of a text that starts with one of `names` (in their order) as a whole word, case-insensitively (flags `iu`). */
const namesPattern = (names: readonly { name: string }[]) =>
  new RegExp(`^(?:${names.map((k) => escapeRegExp(k.name)).join("|")})(?![\\p{L}])`, "iu");
/** Every keyword name (made on first use). */
let keywordPattern: RegExp | undefined;
const wholeKeywordPattern = () => (keywordPattern ??= namesPattern(keywordNames));

/** `names` by their first letter, lower-cased; undefined when a name starts with anything but an ASCII letter. */
function byFirstLetter<T extends { name: string }>(names: readonly T[]): Map<string, T[]> | undefined {
  if (!names.every((k) => /^[A-Za-z]/.test(k.name))) return undefined;
  const out = new Map<string, T[]>();
  for (const k of names) {
    const letter = k.name[0]!.toLowerCase();
    const list = out.get(letter);
    if (list) list.push(k);
    else out.set(letter, [k]);
  }
  return out;
}

/**
 * The names by their first letter. V8 compiled the whole alternation of ~200 names (flags `iu`)
 * in the first analysis of every server start: nearly half of that analysis, 5–7% of a start to
 * the first diagnostics. A text can only match the names of its own first letter, so each
 * letter's smaller pattern is made and compiled when a text starts with that letter.
 */
const namesByLetter = byFirstLetter(keywordNames);
const patternByLetter = new Map<string, RegExp>();

/**
 * The keyword pattern to run on `text`: its first letter's (`iu` matches U+212A KELVIN SIGN as `k`
 * and U+017F LONG S as `s`, and no other character as an ASCII letter), else the whole one.
 */
function keywordPatternFor(text: string): RegExp {
  const c = text.charAt(0);
  const letter = /^[A-Za-z]$/.test(c) ? c.toLowerCase() : c === "\u212a" ? "k" : c === "\u017f" ? "s" : undefined;
  if (letter === undefined || namesByLetter === undefined) return wholeKeywordPattern();
  let pattern = patternByLetter.get(letter);
  if (!pattern) patternByLetter.set(letter, (pattern = namesPattern(namesByLetter.get(letter) ?? [])));
  return pattern;
}

/** The keyword name `text` starts with, as written there (any case), or undefined. */
export function keywordPrefix(text: string): string | undefined {
  return keywordPatternFor(text).exec(text)?.[0];
}

/** {@link keywordPrefix} by the whole pattern of every name (the tests compare the two). */
export function keywordPrefixByWholePattern(text: string): string | undefined {
  return wholeKeywordPattern().exec(text)?.[0];
}

/**
 * Each keyword name by its case fold (the first, i.e. longest, of equal ones): one lookup instead
 * of comparing every name per match. Folded as the keyword patterns (flags `iu`) match, so what the
 * pattern finds ("Haſte") is always here.
 */
const keywordByFoldedName = byCaseFold(keywordNames, (k) => k.name);
const abilityWordPattern = new RegExp(`^(?:${ABILITY_WORDS.map((w) => w.replace(/[’']/g, "['’]")).join("|")})\\s+—\\s+`, "i");

/** A keyword at the start of a text: its length there and what it is (`custom` for the file's own, else `rule`). */
interface FoundKeyword {
  length: number;
  use: Pick<KeywordUse, "name" | "rule" | "timing" | "custom">;
}

/** The keyword `text` starts with: the file's own (they win over a same-named CR keyword), else one of the CR's. */
function keywordAt(text: string, custom: readonly CustomKeyword[]): FoundKeyword | undefined {
  const c = custom.length ? customKeywordAt(text, custom) : undefined;
  if (c) return { length: c.name.length, use: { name: c.name, timing: c.timing, custom: c } };
  const m = keywordPrefix(text);
  if (m === undefined) return undefined;
  const def = keywordByFoldedName.get(caseFold(m));
  if (!def) return undefined;
  return { length: m.length, use: { name: def.name, rule: def.rule, timing: keywordTiming(def.name) } };
}

/** Whether `text` starts with a Comprehensive Rules keyword (702.x, landwalks included), whatever follows it. */
export function startsWithRulesKeyword(text: string): boolean {
  return keywordAt(text, []) !== undefined;
}

/**
 * A keyword {@link keywordAt} found, at its place: `{ ...use, span, itemSpan }` written out for the
 * two shapes `keywordAt` returns, with the same keys in the same order (spreading the two shapes
 * at one place was a visible share of a cold CLI run).
 */
function placedUse(use: FoundKeyword["use"], span: Span, itemSpan: Span): KeywordUse {
  return use.custom
    ? { name: use.name, timing: use.timing, custom: use.custom, span, itemSpan }
    : { name: use.name, rule: use.rule, timing: use.timing, span, itemSpan };
}

/** The first ". " after which the line goes on with a restriction sentence ("Activate only …", "Cast this spell only …"). */
const TRAILING_RESTRICTION =
  /\.\s+(?=(?:activate|cast|play)\b[^.]*\bonly\b|activate as a sorcery\b|(?:you can(?:'|’|no)t|this ability can(?:'|’|no)t)\b)/i;

/** Parses a keyword line ("Flying, vigilance", "Equip {2}", "Ward—Pay 3 life."); undefined if the line is not one. */
function keywordLine(masked: string, offset: number, custom: readonly CustomKeyword[]): KeywordUse[] | undefined {
  // Restriction sentences after the keywords ("Station. Activate only …", "Crew 2. Activate only …", "Craft with
  // artifact {2}{U}. Activate only …", "Kindle. Activate only as a sorcery."): whatever the keyword's parameter is (none,
  // a number, a phrase, a cost), the keyword part ends there; the sentences are the line's restrictions.
  const trailing = TRAILING_RESTRICTION.exec(masked);
  const text = (trailing ? masked.slice(0, trailing.index + 1) : masked).trimEnd();
  // A keyword whose cost is written after a dash takes the rest of the line, commas and
  // sentences included: "Eternalize—{3}{U}{U}, Discard a card.", "Suspend X—{X}{3}{R}. X can't be 0." (CR 702.62a, 702.129a).
  const dashed = keywordAt(text.trimStart(), custom);
  if (dashed && /^\s*(?:[X\d]+\s*)?[—–]/.test(text.trimStart().slice(dashed.length))) {
    const lead = text.length - text.trimStart().length;
    const abs = offset + lead;
    return [placedUse(dashed.use, { start: abs, end: abs + dashed.length }, { start: abs, end: offset + text.length })];
  }
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
    const found = keywordAt(item.text, custom);
    if (!found) return undefined;
    const rest = item.text.slice(found.length);
    // "Equip costs you pay cost {1} less." is a sentence about the keyword, not the keyword.
    if (/^\s+(?:costs?|abilit(?:y|ies)|you|can(?:'t|not)?|that|is|are|has|have|was|were|gets?|deals?)\b/i.test(rest)) return undefined;
    // A parameter: cost symbols, a number, "from …", "—cost", a quality ("Enchant creature"); not a sentence with a verb after a period.
    if (/\.\s+\S/.test(rest) && uses.length === 0 && items.length === 1 && !/^[—-]/.test(rest.trim())) {
      // "Equip {2}. Activate only once each turn." is still a keyword line with a trailing restriction.
      if (!/^\s*(?:\{[^}]*\}\s*)+\.\s+/.test(rest) && !/^\s*\d+\.\s+/.test(rest)) return undefined;
    }
    const abs = offset + item.start;
    uses.push(placedUse(found.use, { start: abs, end: abs + found.length }, { start: abs, end: abs + item.text.length }));
  }
  return uses;
}

/**
 * "~ has echo {X}, where X is …": the card gives itself a keyword with timing (an upkeep
 * trigger), read as that keyword. Only keywords that carry timing (`keyword-timings.ts`).
 */
function ownKeyword(unquoted: string, offset: number, selfNames: readonly string[]): KeywordUse[] | undefined {
  const m =
    /^(\s*)(~|this creature|this permanent|this artifact|this enchantment|[^.,]{2,80}?) has ([a-z][a-z ]*?)(?= \{| \d|[,.]|$)/i.exec(
      unquoted,
    );
  if (!m) return undefined;
  const who = m[2]!.trim();
  if (!/^(?:~|this \w+)$/i.test(who) && !selfNames.some((n) => n === who)) return undefined;
  const timing = keywordTiming(m[3]!);
  if (!timing || timing.kind !== "triggered") return undefined;
  const start = offset + m.index + m[1]!.length + m[2]!.length + " has ".length;
  const def = keywordByFoldedName.get(caseFold(m[3]!));
  return [
    {
      name: timing.name,
      rule: def?.rule,
      span: { start, end: start + m[3]!.length },
      itemSpan: { start, end: offset + unquoted.trimEnd().length },
      timing,
    },
  ];
}

/** The intervening "if" right after a trigger phrase ending at `end` (CR 603.4), and the whose-turn it leaves. */
function interveningIf(
  masked: string,
  end: number,
  offset: number,
  selfNames: readonly string[],
  turns: TurnOwner[],
): Pick<StepTrigger, "interveningIf" | "turns"> {
  const m = /^\s*,\s*((?:if|falls|wenn|si)\b[^,.;]*)/i.exec(masked.slice(end));
  if (!m) return { turns };
  const start = end + m[0].length - m[1]!.length;
  let text = m[1]!.trimEnd();
  for (const n of [...selfNames].sort((a, b) => b.length - a.length)) if (n) text = text.split(n).join("~");
  const condition = turnCondition(text);
  const narrowed = condition?.turns ? turns.filter((t) => condition.turns!.includes(t)) : turns;
  return {
    turns: narrowed,
    interveningIf: { span: { start: offset + start, end: offset + start + m[1]!.trimEnd().length }, text: m[1]!.trimEnd(), condition },
  };
}

/**
 * Finds the ability's "at the beginning of …" phrases, "at end of combat" and old end-of-turn
 * triggers ("At end of turn", "At the end of your turn": the end step). A phrase is the ability's
 * own trigger when it opens the ability, opens a quoted granted ability, or follows "When … or"
 * ("When ~ enters or at the beginning of your upkeep, …").
 */
function stepTriggers(
  masked: string,
  offset: number,
  abilityStart: number,
  selfNames: readonly string[],
  unread: Span[] = [],
): StepTrigger[] {
  const out: StepTrigger[] = [];
  const re = /\bat the beginning of ([^,.;]*)|\bat end of combat\b|\bat (?:the )?end of (?:(your|each|the) )?turn\b/gi;
  for (const m of matchesOf(masked, re)) {
    const start = m.index!;
    // The ability's own trigger, or that of an ability granted in quotes (`… with "At the beginning …"`).
    const isOwnTrigger =
      start === abilityStart ||
      /["“]\s*$/.test(masked.slice(Math.max(0, start - 3), start)) ||
      /^(?:when|whenever)\b[^,.;]*\bor\s+$/i.test(masked.slice(abilityStart, start));
    const phraseEnd = start + m[0].length;
    if (m[1] === undefined) {
      const endOfTurn = !/combat/i.test(m[0]);
      const s = { start: offset + start, end: offset + phraseEnd };
      const step: StepId = endOfTurn ? "end" : "endOfCombat";
      const turns = endOfTurn && m[2] ? (turnOwnersOf(m[2]) ?? [...TURN_OWNERS]) : [...TURN_OWNERS];
      out.push({
        span: s,
        stepSpan: { start: offset + start + 3, end: s.end },
        delayed: !isOwnTrigger,
        unknowns: [],
        steps: [step],
        mention: {
          name: { phrase: endOfTurn ? "end step" : "end of combat step", steps: [step], kind: "step" },
          start: offset + start + 3,
          end: s.end,
        },
        oldEndOfTurn: endOfTurn || undefined,
        ...interveningIf(masked, phraseEnd, offset, selfNames, turns),
      });
      continue;
    }
    const phrase = m[1];
    const phraseStart = start + m[0].length - phrase.length;
    const mentions = findStepNames(phrase);
    const mention = mentions[0];
    // Each part of "… upkeep and each end step" may name its own step.
    const unknowns = findUnknownSteps(phrase);
    const unknown = unknowns[0];
    if (!mention && !unknown) {
      // "At the beginning of the game" is the start of the game (CR 103), outside every turn: read,
      // with no window. A phrase inside an effect ("… at the beginning of this turn") is no trigger.
      if (isOwnTrigger && !/^the game\b/i.test(phrase.trim()))
        unread.push({ start: offset + start, end: offset + phraseStart + phrase.trimEnd().length });
      continue;
    }
    const delayed = !isOwnTrigger || /\bnext\b/i.test(phrase);
    const at = unknown ?? mention!;
    out.push({
      span: { start: offset + start, end: offset + phraseStart + phrase.trimEnd().length },
      stepSpan: { start: offset + phraseStart + at.start, end: offset + phraseStart + at.end },
      mention: mention && { ...mention, start: offset + phraseStart + mention.start, end: offset + phraseStart + mention.end },
      unknown: unknown && { ...unknown, start: offset + phraseStart + unknown.start, end: offset + phraseStart + unknown.end },
      unknowns: unknowns.map((u) => ({ ...u, start: offset + phraseStart + u.start, end: offset + phraseStart + u.end })),
      delayed,
      steps: mention ? beginningOf(mention.name).steps : [],
      ...interveningIf(masked, phraseStart + phrase.length, offset, selfNames, turnOwnersOf(phrase) ?? [...TURN_OWNERS]),
    });
  }
  return out;
}

/** The step triggers a file's own keyword declares, at the keyword's use (unknown step names stay with the declaration). */
function declaredTriggers(k: KeywordUse): StepTrigger[] {
  const def = k.custom?.definition;
  if (def?.kind !== "triggered") return [];
  return def.stepTriggers
    .filter((t) => !t.delayed && t.mention && !t.unknown)
    .map((t) => ({
      ...t,
      span: k.itemSpan,
      stepSpan: k.span,
      mention: { ...t.mention!, start: k.span.start, end: k.span.end },
      unknowns: [],
      interveningIf: t.interveningIf && { ...t.interveningIf, span: k.itemSpan },
      declaredBy: k,
    }));
}

/** The quoted abilities of a line (reminder text masked), each read as a line of its own. */
function grantedAbilities(masked: string, offset: number): Ability[] {
  if (!/["“]/.test(masked)) return [];
  const out: Ability[] = [];
  for (const m of matchesOf(masked, /["“]([^"“”]+)["”]/g)) {
    const text = m[1]!;
    if (!/:|^\s*(?:when|whenever|at)\b|\bonly\b/i.test(text)) continue;
    const start = offset + m.index! + 1;
    // "this creature" in a granted ability is the object that gets it, not this card: no self names.
    out.push(analyzeLine({ kind: "textLine", text, span: { start, end: start + text.length } }, []));
  }
  return out;
}

/**
 * Every ability of a face: its lines and, after each, the abilities it grants in quotes.
 * Pushes into one array (five rules ask for it per face; `flatMap` with spreads allocated two
 * arrays per ability, a visible share of the CLI's cold profile).
 */
export function allAbilities(abilities: readonly Ability[]): Ability[] {
  const out: Ability[] = [];
  pushAbilities(abilities, out);
  return out;
}

function pushAbilities(abilities: readonly Ability[], out: Ability[]): void {
  for (const a of abilities) {
    out.push(a);
    if (a.granted.length > 0) pushAbilities(a.granted, out);
  }
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

const costWords =
  /^(?:\{|[+−–-]?(?:\d+|X)(?::|$)|(?:sacrifice|discard|pay|remove|exile|tap|untap|return|put|reveal|collect|mill|forage|waterbend|earthbend|airbend|firebend|behold|blight|\d+|x)\b)/i;

/** A line's ability word or keyword label ("Landfall — ", "Raid — "): its span, its keyword use when it has a timing, and where the body starts. */
function abilityLabel(
  unquoted: string,
  offset: number,
  custom: readonly CustomKeyword[],
): { label: Span | undefined; labelKeyword: KeywordUse | undefined; bodyStart: number } {
  let bodyStart = 0;
  let label: Span | undefined;
  const aw = abilityWordPattern.exec(unquoted) ?? /^[A-Z][\p{L}'’ -]{1,40}? — (?=\S)/u.exec(unquoted);
  let labelKeyword: KeywordUse | undefined;
  if (aw) {
    label = { start: offset, end: offset + aw[0].length };
    bodyStart = aw[0].length;
    const word = aw[0].replace(/\s+—\s+$/, "");
    const own = custom.find((k) => caseFold(k.name) === caseFold(word));
    const timing = own ? own.timing : keywordTiming(word);
    if (own && timing) {
      const span = { start: offset, end: offset + word.length };
      labelKeyword = { name: own.name, span, itemSpan: span, timing, custom: own };
    } else if (timing) {
      const rule = keywordByFoldedName.get(caseFold(word))?.rule;
      labelKeyword = {
        name: timing.name,
        rule,
        span: { start: offset, end: offset + word.length },
        itemSpan: { start: offset, end: offset + word.length },
        timing,
      };
    }
  }
  return { label, labelKeyword, bodyStart };
}

/** The restriction sentences of a line (`findRestrictions`), with spans moved by `offset` (the line's start). */
function restrictionsAt(unquoted: string, selfNames: readonly string[], offset: number): RestrictionSentence[] {
  return findRestrictions(unquoted, selfNames).map((r) => ({
    ...r,
    start: r.start + offset,
    end: r.end + offset,
    clauses: r.clauses.map((c) => ({
      ...c,
      start: c.start + offset,
      end: c.end + offset,
      unknownSteps: c.unknownSteps.map((u) => ({ ...u, start: u.start + offset, end: u.end + offset })),
    })),
  }));
}

/**
 * Reads one line of rules text.
 * @param line the text line node (absolute spans).
 * @param selfNames names the card uses for itself (card and face names).
 * @param custom the file's own keywords (`custom-keywords.ts`), recognised like the CR's.
 */
export function analyzeLine(line: TextLineNode, selfNames: readonly string[], custom: readonly CustomKeyword[] = []): Ability {
  const offset = line.span.start;
  const masked = maskReminderText(line.text);
  const unquoted = maskQuotedText(masked);
  const { label, labelKeyword, bodyStart } = abilityLabel(unquoted, offset, custom);
  const body = unquoted.slice(bodyStart);
  const lead = body.length - body.trimStart().length;
  const abilityStart = bodyStart + lead;
  const unreadTriggers: Span[] = [];
  // The fields every kind of ability has, in this order. Each return below writes them out rather
  // than spreading a shared object: one object per line instead of three (allocation is a fifth
  // of a cold CLI run's CPU).
  const stepTriggersOfLine = stepTriggers(unquoted, offset, abilityStart, selfNames, unreadTriggers);
  const granted = grantedAbilities(masked, offset);
  const restrictions = restrictionsAt(unquoted, selfNames, offset);
  const trimmed = body.trimStart();
  if (/^(?:when|whenever|at)\b/i.test(trimmed)) {
    const comma = topLevelIndex(unquoted.slice(abilityStart), ",");
    const end = comma >= 0 ? abilityStart + comma : unquoted.length;
    const conditionText = unquoted.slice(abilityStart, end);
    const event = /^(?:when|whenever)\b/i.test(trimmed) ? eventTriggerFor(conditionText) : undefined;
    return {
      kind: "triggered",
      line,
      masked,
      label,
      labelKeyword,
      unreadTriggers,
      stepTriggers: stepTriggersOfLine,
      granted,
      restrictions,
      condition: { start: offset + abilityStart, end: offset + end },
      event,
    };
  }
  const colon = topLevelIndex(unquoted.slice(abilityStart), ":");
  if (colon > 0) {
    const cost = unquoted.slice(abilityStart, abilityStart + colon);
    if (costWords.test(cost.trim()) && !/\.\s/.test(cost)) {
      const effect = unquoted.slice(abilityStart + colon + 1);
      return {
        kind: "activated",
        line,
        masked,
        label,
        labelKeyword,
        unreadTriggers,
        stepTriggers: stepTriggersOfLine,
        granted,
        restrictions,
        cost: { start: offset + abilityStart, end: offset + abilityStart + colon },
        loyalty: /^[+−–-]?(?:\d+|X)$/.test(cost.trim()),
        addsMana: /\badd\b[^.]*(?:\{[WUBRGCS]|mana)/i.test(effect),
      };
    }
  }
  const keywords = label ? undefined : (keywordLine(unquoted, offset, custom) ?? ownKeyword(unquoted, offset, selfNames));
  if (keywords) {
    for (const k of keywords) pushAll(stepTriggersOfLine, declaredTriggers(k));
    return {
      kind: "keywords",
      line,
      masked,
      label,
      labelKeyword,
      unreadTriggers,
      stepTriggers: stepTriggersOfLine,
      granted,
      restrictions,
      keywords,
    };
  }
  return { kind: "other", line, masked, label, labelKeyword, unreadTriggers, stepTriggers: stepTriggersOfLine, granted, restrictions };
}
