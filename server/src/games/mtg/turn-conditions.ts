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
 * Intervening "if" conditions that the trigger's own effect makes false, so a trigger at the
 * beginning of each cleanup step stops after one more cleanup step instead of looping forever
 * ("if this creature is tapped, untap it"; "if you have more than four cards in hand, discard a card").
 */
export const SELF_ENDING_CONDITIONS: readonly { condition: RegExp; effect: RegExp }[] = [
  { condition: /\bis tapped\b/i, effect: /\buntap\b/i },
  { condition: /\bis untapped\b/i, effect: /\btap\b/i },
  { condition: /\bcards? in (?:your|their|that player's) hand\b/i, effect: /\bdiscards?\b/i },
  { condition: /\bno cards in (?:your|their) hand|fewer than \w+ cards in (?:your|their) hand/i, effect: /\bdraws?\b/i },
  { condition: /\bcounters? on\b/i, effect: /\bremove\b[^.]*\bcounters?\b/i },
  { condition: /\bis on the battlefield|you control\b/i, effect: /\bsacrifice\b|\bexile\b|\bdestroy\b/i },
];

/** True when the effect after an intervening "if" makes that condition false (see {@link SELF_ENDING_CONDITIONS}). */
export function conditionEndsItself(condition: string, effect: string): boolean {
  return SELF_ENDING_CONDITIONS.some((c) => c.condition.test(condition) && c.effect.test(effect));
}
