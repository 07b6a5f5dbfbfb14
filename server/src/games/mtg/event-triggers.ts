/**
 * Combat events that triggered abilities wait for ("Whenever ~ attacks"), placed in the step in
 * which they trigger, for hovers and the turn strip (docs/language.md §2.2; docs/mtg-rules-facts.md §3).
 * First match wins, so the more specific wordings come first.
 */
import { cr, type Citation } from "./cr";
import type { StepId } from "./turn-structure";

export interface EventTrigger {
  /** Matched against the trigger condition (case-insensitive). */
  pattern: RegExp;
  steps: StepId[];
  /** Own-words note for hovers. */
  note: string;
  rules: Citation[];
}

export const EVENT_TRIGGERS: readonly EventTrigger[] = [
  {
    pattern: /\battacks? and (?:isn't|aren't) blocked\b/i,
    steps: ["declareBlockers"],
    note: "triggers in the declare blockers step, once no blocker was declared for it",
    rules: [cr("509.3g")],
  },
  { pattern: /\bbecomes? blocked\b/i, steps: ["declareBlockers"], note: "triggers when blockers are declared", rules: [cr("509.3c")] },
  { pattern: /\bblocks?\b/i, steps: ["declareBlockers"], note: "triggers when it is declared as a blocker", rules: [cr("509.3a")] },
  {
    pattern: /\b(?:attacks?|is attacked)\b/i,
    steps: ["declareAttackers"],
    note: "triggers when attackers are declared (not when put onto the battlefield attacking)",
    rules: [cr("508.3a")],
  },
  {
    pattern: /\bdeals? combat damage\b/i,
    steps: ["firstStrikeDamage", "combatDamage"],
    note: "triggers in the combat damage step in which the damage is dealt",
    rules: [cr("510.3a")],
  },
];

/** The event trigger a trigger condition waits for, if it is a combat event. */
export function eventTriggerFor(condition: string): EventTrigger | undefined {
  return EVENT_TRIGGERS.find((e) => e.pattern.test(condition));
}
