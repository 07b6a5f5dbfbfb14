/**
 * Timing that keyword abilities carry, as data (docs/language.md §2.1; CR 702): the windows
 * the checks, the hover and the Timing Map read. Every keyword of the Comprehensive Rules has a
 * timing class in `keyword-classes.ts`; each keyword whose class gives the card a moment of its
 * own (an activated ability, a cast during resolution of its own spell) is described here too,
 * and `test/games/mtg/keyword-classes.test.ts` keeps the two in step. Keywords not listed here
 * carry no timing of their own. What a keyword does, in words, is not here: its one description is
 * in `features/hover-keyword-docs.ts`.
 */
import { cr, type Citation } from "./cr";
import { stepsFrom, type StepId } from "./turn-structure";
import type { TimingClassId } from "./timing-classes";
import type { TurnOwner } from "../../core/timing/timing-window";
import { byCaseFold, caseFold } from "../../core/text/case-fold";

export interface KeywordTiming {
  /** Keyword as printed, e.g. "Level up". */
  name: string;
  rules: Citation[];
  /** What it is: a permission on the card's own spell, an activated or a triggered ability, or a rule while on the stack. */
  kind: "castPermission" | "activated" | "triggered" | "stackRule";
  /** For activated keywords: the timing class of the activation. */
  activation?: TimingClassId;
  /** Extra restriction of the keyword's own activation window, with how messages say it. */
  restrict?: { turns?: TurnOwner[]; steps?: StepId[]; words: string };
  /** For triggered keywords: the step in which they trigger. */
  triggersIn?: StepId;
  /** For cast permissions: the spell may be cast at instant speed. */
  widensToInstant?: boolean;
  /** For cast permissions that widen only to some moments (Sneak: your declare blockers step). */
  castWindow?: { turns?: TurnOwner[]; steps?: StepId[] };
}

const sorcerySpeed = (name: string, rule: string): KeywordTiming => ({ name, rules: [cr(rule)], kind: "activated", activation: "sorcery" });
const upkeepTrigger = (name: string, rule: string): KeywordTiming => ({ name, rules: [cr(rule)], kind: "triggered", triggersIn: "upkeep" });

export const KEYWORD_TIMINGS: readonly KeywordTiming[] = [
  {
    name: "Flash",
    rules: [cr("702.8a")],
    kind: "castPermission",
    widensToInstant: true,
  },
  {
    name: "Madness",
    rules: [cr("702.35a")],
    kind: "castPermission",
    widensToInstant: true,
  },
  {
    name: "Sneak",
    rules: [cr("702.190a")],
    kind: "castPermission",
    widensToInstant: true,
    castWindow: { turns: ["you"], steps: ["declareBlockers"] },
  },
  {
    name: "Miracle",
    rules: [cr("702.94a"), cr("608.2g")],
    kind: "castPermission",
    widensToInstant: true,
  },
  {
    name: "Split second",
    rules: [cr("702.61a")],
    kind: "stackRule",
  },
  sorcerySpeed("Equip", "702.6a"),
  sorcerySpeed("Reconfigure", "702.151a"),
  sorcerySpeed("Fortify", "702.67a"),
  sorcerySpeed("Level up", "702.87a"),
  sorcerySpeed("Outlast", "702.107a"),
  sorcerySpeed("Scavenge", "702.97a"),
  sorcerySpeed("Unearth", "702.84a"),
  sorcerySpeed("Embalm", "702.128a"),
  sorcerySpeed("Eternalize", "702.129a"),
  sorcerySpeed("Transmute", "702.53a"),
  sorcerySpeed("Transfigure", "702.71a"),
  sorcerySpeed("Encore", "702.141a"),
  sorcerySpeed("Saddle", "702.171a"),
  sorcerySpeed("Station", "702.184a"),
  sorcerySpeed("Craft", "702.167a"),
  {
    name: "Forecast",
    rules: [cr("702.57a"), cr("702.57b")],
    kind: "activated",
    activation: "instant",
    restrict: { turns: ["you"], steps: ["upkeep"], words: "only during your upkeep" },
  },
  {
    name: "Ninjutsu",
    rules: [cr("702.49a")],
    kind: "activated",
    activation: "instant",
    // It returns an unblocked attacker you control, so in practice only on your own turn.
    restrict: {
      turns: ["you"],
      steps: ["declareBlockers", "firstStrikeDamage", "combatDamage", "endOfCombat"],
      words: "only on your turn once blockers are declared",
    },
  },
  {
    name: "Boast",
    rules: [cr("702.142a")],
    kind: "activated",
    activation: "instant",
    // "Activate only if this creature attacked this turn": your turn, once attackers are declared.
    restrict: { turns: ["you"], steps: stepsFrom("declareAttackers"), words: "only if this creature attacked this turn" },
  },
  {
    name: "Exhaust",
    rules: [cr("702.177a")],
    kind: "activated",
    activation: "instant",
  },
  {
    name: "Crew",
    rules: [cr("702.122a")],
    kind: "activated",
    activation: "instant",
  },
  {
    name: "Aura swap",
    rules: [cr("702.65a")],
    kind: "activated",
    activation: "instant",
  },
  {
    name: "Reinforce",
    rules: [cr("702.77a")],
    kind: "activated",
    activation: "instant",
  },
  {
    name: "Cycling",
    rules: [cr("702.29a")],
    kind: "activated",
    activation: "instant",
  },
  {
    name: "Flashback",
    rules: [cr("702.34a")],
    kind: "castPermission",
  },
  upkeepTrigger("Echo", "702.30a"),
  upkeepTrigger("Cumulative upkeep", "702.24a"),
  upkeepTrigger("Vanishing", "702.63a"),
  upkeepTrigger("Fading", "702.32a"),
  {
    name: "Suspend",
    rules: [cr("702.62a"), cr("116.2f")],
    kind: "triggered",
    triggersIn: "upkeep",
  },
];

const byName = byCaseFold(KEYWORD_TIMINGS, (k) => k.name);

/** The timing a keyword carries, by name (case-insensitive: `caseFold`), or undefined when it carries none. */
export function keywordTiming(name: string): KeywordTiming | undefined {
  return byName.get(caseFold(name));
}
