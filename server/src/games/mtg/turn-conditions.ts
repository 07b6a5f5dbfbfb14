/**
 * Conditions about the turn that limit when something can happen, as data: the "if" of a
 * restriction ("Activate only if it's not your turn", "only if you've been attacked this step")
 * and the intervening "if" of a triggered ability ("At the beginning of each end step, if it's
 * an opponent's turn, …", CR 603.4). Each names whose turn and which steps it allows. Source:
 * CR 102.1 (active player), 506.2 and 508.1 (only the active player attacks; the defending
 * player is attacked), 506.4 (creatures stop attacking or blocking when combat ends), 509.1.
 */
import { cr, type Citation } from "./cr";
import { stepsFrom, type StepId } from "./turn-structure";
import type { TurnOwner } from "../../core/timing/timing-window";

export interface TurnCondition {
  /** Matches the condition text from "if" on, with the card's names already written as "~". */
  pattern: RegExp;
  turns?: TurnOwner[];
  steps?: StepId[];
  /** The condition is about the turn only, so it cannot change while the turn lasts. */
  fixedForTheTurn: boolean;
  rules: Citation[];
}

const SELF = String.raw`(?:~|this creature|this permanent|it|enchanted creature|equipped creature)`;
const COMBAT_FROM_ATTACKERS: StepId[] = ["declareAttackers", "declareBlockers", "firstStrikeDamage", "combatDamage", "endOfCombat"];
const COMBAT_FROM_BLOCKERS: StepId[] = ["declareBlockers", "firstStrikeDamage", "combatDamage", "endOfCombat"];

export const TURN_CONDITIONS: readonly TurnCondition[] = [
  {
    pattern: /^if it(?:'s| is|’s) not (?:your|their) turn\b|^if it isn'?t (?:your|their) turn\b/i,
    turns: ["opp"],
    fixedForTheTurn: true,
    rules: [cr("102.1")],
  },
  {
    pattern: /^if it(?:'s| is|’s) (?:an|one of your) opponents?(?:'s|’s) turn\b/i,
    turns: ["opp"],
    fixedForTheTurn: true,
    rules: [cr("102.1")],
  },
  { pattern: /^if it(?:'s| is|’s) (?:your|their) turn\b/i, turns: ["you"], fixedForTheTurn: true, rules: [cr("102.1")] },
  { pattern: /^if it(?:'s| is|’s) not an opponent(?:'s|’s) turn\b/i, turns: ["you"], fixedForTheTurn: true, rules: [cr("102.1")] },
  // Only the active player attacks; the one attacked is another player (CR 506.2, 508.1).
  {
    pattern: /^if you(?:'ve| have)? been attacked this (?:step|turn|combat)\b|^if you were attacked this (?:step|turn)\b/i,
    turns: ["opp"],
    steps: stepsFrom("declareAttackers"),
    fixedForTheTurn: false,
    rules: [cr("506.2"), cr("508.1")],
  },
  {
    pattern: new RegExp(
      String.raw`^if (?:you|${SELF}) (?:attacked|has attacked|have attacked)(?: with [^,.]*?)? this (?:turn|combat)\b`,
      "i",
    ),
    turns: ["you"],
    steps: stepsFrom("declareAttackers"),
    fixedForTheTurn: false,
    rules: [cr("508.1")],
  },
  {
    pattern: new RegExp(String.raw`^if ${SELF} is attacking or blocking\b`, "i"),
    steps: COMBAT_FROM_ATTACKERS,
    fixedForTheTurn: false,
    rules: [cr("508.1"), cr("509.1"), cr("506.4")],
  },
  {
    pattern: new RegExp(
      String.raw`^if (?:${SELF} is attacking|you(?:'re| are) attacking|you control (?:an?|one or more|two or more|\w+) attacking)\b`,
      "i",
    ),
    turns: ["you"],
    steps: COMBAT_FROM_ATTACKERS,
    fixedForTheTurn: false,
    rules: [cr("508.1"), cr("506.4")],
  },
  {
    pattern: new RegExp(String.raw`^if ${SELF} is blocking\b`, "i"),
    turns: ["opp"],
    steps: COMBAT_FROM_BLOCKERS,
    fixedForTheTurn: false,
    rules: [cr("509.1"), cr("506.4")],
  },
  {
    pattern: new RegExp(String.raw`^if (?:${SELF} is blocked\b|(?:at least one|a) creature is blocking ~)`, "i"),
    turns: ["you"],
    steps: COMBAT_FROM_BLOCKERS,
    fixedForTheTurn: false,
    rules: [cr("509.1"), cr("506.4")],
  },
  // Attacking happens on your turn, blocking on an opponent's: either turn, once attackers are declared.
  {
    pattern: new RegExp(String.raw`^if ${SELF} attacked or blocked this (?:combat|turn)\b`, "i"),
    steps: stepsFrom("declareAttackers"),
    fixedForTheTurn: false,
    rules: [cr("508.1"), cr("509.1")],
  },
  {
    pattern: new RegExp(String.raw`^if ${SELF} blocked or was blocked\b[^,.]*\bthis (?:combat|turn)\b`, "i"),
    steps: stepsFrom("declareBlockers"),
    fixedForTheTurn: false,
    rules: [cr("509.1")],
  },
  // There is a defending player only during the combat phase (CR 506.2).
  {
    pattern: /^if (?:the )?defending player\b/i,
    steps: ["beginCombat", ...COMBAT_FROM_ATTACKERS],
    fixedForTheTurn: false,
    rules: [cr("506.2")],
  },
];

/** The turn condition that `text` (starting at "if") states, or undefined. */
export function turnCondition(text: string): TurnCondition | undefined {
  const t = text.trim();
  return TURN_CONDITIONS.find((c) => c.pattern.test(t));
}

/** "if an opponent was dealt combat damage … this turn": what already happened this turn, not a moment. */
const PAST_THIS_TURN = /^if\b[^.]*\b(?:was|were|has been|have been|had|has|have|dealt|cast|attacked)\b[^.]*\bthis turn\b/i;

/**
 * True when an "if" condition speaks about turns, steps or combat ("if it's your turn",
 * "if ~ is attacking", "if defending player controls …"), so the tool must either read it or
 * say it does not. Events that merely happened "this turn" ("if a creature died this turn")
 * limit nothing about the moment.
 */
export function isAboutTheTurn(text: string): boolean {
  if (PAST_THIS_TURN.test(text)) return false;
  return /\bit(?:'s|’s| is| isn't) (?:not )?(?:your|their|an? |one of)|\bturn of\b|\b(?:step|phase|combat|upkeep|attack\w*|block\w*|defending)\b/i.test(
    text,
  );
}

/**
 * What an intervening "if" condition (CR 603.4) can count, and the effects that raise or lower it: cards in hand, counters
 * on an object, life, permanents, cards in a graveyard or a library. English, German and Spanish words (the de/es card
 * text readers leave a condition as printed).
 */
interface Quantity {
  /** The condition speaks about it. */
  condition: RegExp;
  /** Effects that add to it ("draw a card", "put a +1/+1 counter on it"). */
  raise: RegExp;
  /** Effects that take from it ("discard a card", "remove a counter"). */
  lower: RegExp;
}

const QUANTITIES: readonly Quantity[] = [
  {
    condition:
      /\bcards? in (?:your |their |that player's |his or her )?hand\b|\bhand is empty\b|\bempty hand\b|\bKarten? (?:auf|in) (?:deiner|seiner|ihrer|der) Hand\b|\bHandkarten?\b|\bcartas? en (?:tu|su) mano\b/i,
    raise:
      /\bdraws?\b|\bput[^.]*\binto (?:your|their|its owner's) hand\b|\breturn[^.]*\bto (?:your|their|its owner's) hand\b|\bzieh(?:e|st|t)\b|\broba\b/i,
    lower: /\bdiscards?\b|\bwirf[^.]*\bab\b|\bdescarta\b/i,
  },
  {
    condition: /\bcounters? on\b|\bMarken? auf\b|\bcontadores? (?:sobre|en)\b/i,
    raise:
      /\bput\b[^.]*\bcounters?\b|\bput (?:one|a|an|another|that many|\w+) (?:more )?(?:on|there)\b|\bleg(?:e|t)\b[^.]*\b(?:Marken?|eine)\b|\bpon\b/i,
    lower: /\bremove\b[^.]*\bcounters?\b|\bremove (?:one|a|an|it|them)\b|\bentfern|\b(?:quita|remueve)\b/i,
  },
  {
    condition: /\blife\b|\bLebenspunkte\b|\bvidas?\b/i,
    raise: /\bgains? [^.]*?\blife\b|\berhältst?\b[^.]*\bLebenspunkte\b|\bganas?\b[^.]*\bvidas?\b/i,
    lower: /\blos(?:e|es)\b[^.]*\blife\b|\bpay [^.]*?\blife\b|\bverlierst?\b[^.]*\bLebenspunkte\b|\bpierdes?\b[^.]*\bvidas?\b/i,
  },
  {
    condition: /\byou control\b|\bis on the battlefield\b|\bkontrollierst\b|\bcontrolas\b/i,
    raise: /\bcreates?\b|\bput[^.]*\bonto the battlefield\b|\berzeuge\b|\bcrea\b/i,
    lower: /\bsacrifices?\b|\bexiles?\b|\bdestroys?\b|\bopfere\b|\bzerstöre\b|\bsacrifica\b|\bdestruye\b|\bexilia\b/i,
  },
  {
    condition: /\bcards? in (?:your |their )?graveyard\b|\bKarten? (?:in|auf) deinem Friedhof\b|\bcartas? en tu cementerio\b/i,
    raise: /\bmills?\b|\bdiscards?\b|\binto (?:your|their) graveyard\b/i,
    lower: /\bexile\b[^.]*\bgraveyard\b|\breturn\b[^.]*\bfrom (?:your|their) graveyard\b|\bshuffle\b[^.]*\bgraveyard\b/i,
  },
  {
    condition: /\bcards? in (?:your |their )?library\b/i,
    raise: /\bshuffle\b[^.]*\binto (?:your|their) library\b|\bput\b[^.]*\b(?:on top of|into) (?:your|their) library\b/i,
    lower: /\bdraws?\b|\bmills?\b/i,
  },
];

/** A condition that holds while a quantity is small ("no cards in hand", "fewer than two counters"): raising it makes it false. */
const HOLDS_WHILE_FEW =
  /\bno\b|\bnone\b|\bfewer\b|\bless than\b|\bor (?:fewer|less)\b|\bempty\b|\bdo(?:n't| not|esn't| not) have\b|\bwithout\b|\bkeine\b|\bweniger\b|\bningun[ao]?\b|\bno tienes?\b|\bmenos\b/i;

/** A tapped/untapped condition and the effect that flips it. */
const TAP_STATES: readonly { condition: RegExp; effect: RegExp }[] = [
  { condition: /\bis tapped\b|\bgetappt\b|\bestá girad[ao]\b/i, effect: /\buntap\b|\benttappe\b|\bendereza\b/i },
  { condition: /\bis untapped\b|\bungetappt\b|\bestá enderezad[ao]\b/i, effect: /\btap\b|\btappe\b|\bgira\b/i },
];

/**
 * True when the effect after an intervening "if" makes that condition false (CR 603.4), so a trigger at the beginning of
 * each cleanup step stops after one more cleanup step instead of looping (CR 514.3a): the condition counts something
 * ({@link QUANTITIES}) that the effect changes the other way — "if you have no cards in hand, draw a card", "if it has no
 * +1/+1 counters on it, put one on it", "if you have more than four cards in hand, discard a card" — or it is a tapped
 * state the effect flips. A condition the effect does not change ("if you have no cards in hand, you gain 1 life", "if
 * it's your turn") still loops.
 */
export function conditionEndsItself(condition: string, effect: string): boolean {
  if (TAP_STATES.some((t) => t.condition.test(condition) && t.effect.test(effect))) return true;
  const few = HOLDS_WHILE_FEW.test(condition);
  return QUANTITIES.some((q) => q.condition.test(condition) && (few ? q.raise : q.lower).test(effect));
}
