/**
 * Timing that keyword abilities carry, as data (docs/language.md §2.1; CR 702): the windows
 * the checks, the hover and the Timing Map read. Every keyword of the Comprehensive Rules has a
 * timing class in `keyword-classes.ts`; each keyword whose class gives the card a moment of its
 * own (an activated ability, a cast during resolution of its own spell) is described here too,
 * and `test/games/mtg/keyword-classes.test.ts` keeps the two in step. Keywords not listed here
 * carry no timing of their own.
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
  /** One line in own words for hovers and messages. */
  summary: string;
}

const sorcerySpeed = (name: string, rule: string, what: string): KeywordTiming => ({
  name,
  rules: [cr(rule)],
  kind: "activated",
  activation: "sorcery",
  summary: `${what} Activate only as a sorcery: your main phase, empty stack.`,
});
const upkeepTrigger = (name: string, rule: string, what: string): KeywordTiming => ({
  name,
  rules: [cr(rule)],
  kind: "triggered",
  triggersIn: "upkeep",
  summary: `${what} Triggers at the beginning of your upkeep.`,
});

export const KEYWORD_TIMINGS: readonly KeywordTiming[] = [
  {
    name: "Flash",
    rules: [cr("702.8a")],
    kind: "castPermission",
    widensToInstant: true,
    summary: "You may play this card any time you could cast an instant.",
  },
  {
    name: "Madness",
    rules: [cr("702.35a")],
    kind: "castPermission",
    widensToInstant: true,
    summary:
      "When you discard this card it goes to exile, and while that trigger resolves you may cast it for its madness cost — whenever the discard happens, even on another player's turn or in the cleanup step.",
  },
  {
    name: "Sneak",
    rules: [cr("702.190a")],
    kind: "castPermission",
    widensToInstant: true,
    castWindow: { turns: ["you"], steps: ["declareBlockers"] },
    summary:
      "Any time you could cast an instant during your declare blockers step, cast this spell for its sneak cost by returning an unblocked attacker you control to hand; it enters tapped and attacking.",
  },
  {
    name: "Miracle",
    rules: [cr("702.94a"), cr("608.2g")],
    kind: "castPermission",
    widensToInstant: true,
    summary:
      "When you draw this card as the first card you drew this turn, you may reveal it and cast it for its miracle cost while that trigger resolves — the card type's timing does not apply, the card's own restrictions do.",
  },
  {
    name: "Split second",
    rules: [cr("702.61a")],
    kind: "stackRule",
    summary: "While this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.",
  },
  sorcerySpeed("Equip", "702.6a", "Attach to target creature you control."),
  sorcerySpeed("Reconfigure", "702.151a", "Attach to or unattach from a creature you control."),
  sorcerySpeed("Fortify", "702.67a", "Attach to target land you control."),
  sorcerySpeed("Level up", "702.87a", "Put a level counter on this permanent."),
  sorcerySpeed("Outlast", "702.107a", "Tap this creature and put a +1/+1 counter on it."),
  sorcerySpeed("Scavenge", "702.97a", "Exile this card from your graveyard to put +1/+1 counters on target creature."),
  sorcerySpeed(
    "Unearth",
    "702.84a",
    "Return this card from your graveyard to the battlefield; it gains haste and is exiled at the next end step.",
  ),
  sorcerySpeed("Embalm", "702.128a", "Exile this card from your graveyard to create a token copy of it."),
  sorcerySpeed("Eternalize", "702.129a", "Exile this card from your graveyard to create a 4/4 black Zombie token copy of it."),
  sorcerySpeed("Transmute", "702.53a", "Discard this card to search for a card with the same mana value."),
  sorcerySpeed("Transfigure", "702.71a", "Sacrifice this creature to search for a creature card with the same mana value."),
  sorcerySpeed("Encore", "702.141a", "Exile this card from your graveyard for token copies that attack each opponent."),
  sorcerySpeed("Saddle", "702.171a", "Tap creatures with enough total power to saddle this Mount."),
  sorcerySpeed("Station", "702.184a", "Tap another creature to put charge counters on this Spacecraft."),
  sorcerySpeed("Craft", "702.167a", "Exile this permanent and the listed materials to return it transformed."),
  {
    name: "Forecast",
    rules: [cr("702.57a"), cr("702.57b")],
    kind: "activated",
    activation: "instant",
    restrict: { turns: ["you"], steps: ["upkeep"], words: "only during your upkeep" },
    summary: "Reveal this card from your hand for an effect. Activate only during your upkeep and only once each turn.",
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
    summary:
      "Return an unblocked attacker you control to hand and put this card onto the battlefield tapped and attacking. Only once blockers are declared.",
  },
  {
    name: "Boast",
    rules: [cr("702.142a")],
    kind: "activated",
    activation: "instant",
    // "Activate only if this creature attacked this turn": your turn, once attackers are declared.
    restrict: { turns: ["you"], steps: stepsFrom("declareAttackers"), words: "only if this creature attacked this turn" },
    summary: "A keyword ability: activate only if this creature attacked this turn and only once each turn.",
  },
  {
    name: "Exhaust",
    rules: [cr("702.177a")],
    kind: "activated",
    activation: "instant",
    summary: "A keyword ability: an activated ability you can activate only once.",
  },
  {
    name: "Crew",
    rules: [cr("702.122a")],
    kind: "activated",
    activation: "instant",
    summary:
      "Tap creatures with enough total power to make this Vehicle an artifact creature until end of turn, any time you could cast an instant.",
  },
  {
    name: "Aura swap",
    rules: [cr("702.65a")],
    kind: "activated",
    activation: "instant",
    summary: "Exchange this Aura with an Aura card in your hand, any time you could cast an instant.",
  },
  {
    name: "Reinforce",
    rules: [cr("702.77a")],
    kind: "activated",
    activation: "instant",
    summary: "Discard this card to put +1/+1 counters on target creature, any time you could cast an instant.",
  },
  {
    name: "Cycling",
    rules: [cr("702.29a")],
    kind: "activated",
    activation: "instant",
    summary: "Discard this card to draw a card, any time you could cast an instant.",
  },
  {
    name: "Flashback",
    rules: [cr("702.34a")],
    kind: "castPermission",
    summary: "Cast this card from your graveyard, with its normal timing, then exile it.",
  },
  upkeepTrigger("Echo", "702.30a", "Pay the echo cost or sacrifice this permanent."),
  upkeepTrigger("Cumulative upkeep", "702.24a", "Add an age counter, then pay the cost for each one or sacrifice this permanent."),
  upkeepTrigger("Vanishing", "702.63a", "Remove a time counter; when the last is removed, sacrifice this permanent."),
  upkeepTrigger("Fading", "702.32a", "Remove a fade counter or sacrifice this permanent."),
  {
    name: "Suspend",
    rules: [cr("702.62a"), cr("116.2f")],
    kind: "triggered",
    triggersIn: "upkeep",
    summary:
      "Exile this card from your hand with time counters (a special action, when you could cast it); a counter comes off at the beginning of your upkeep and it is cast when the last one does.",
  },
];

const byName = byCaseFold(KEYWORD_TIMINGS, (k) => k.name);

/** The timing a keyword carries, by name (case-insensitive: `caseFold`), or undefined when it carries none. */
export function keywordTiming(name: string): KeywordTiming | undefined {
  return byName.get(caseFold(name));
}
