/**
 * When a triggered ability triggers, placed in the turn: "At the beginning of your upkeep" in
 * the upkeep of your turns, "Whenever ~ attacks" in the declare attackers step, "Whenever ~
 * deals combat damage" in the combat damage steps (LANGUAGE.md §2.2). Used by hovers.
 */
import type { StepTrigger, TriggeredAbility } from "../analysis/abilities";
import { turnOwnersOf } from "../analysis/step-phrases";
import { cr, type Citation } from "../model/cr";
import { STEPS, type StepId } from "../model/mtg/turn-structure";
import { TimingWindow, type TurnOwner } from "../model/timing-window";
import { stepsOfName } from "./hover-docs";

/** When a triggered ability triggers. */
export interface TriggerTiming {
  /** The steps it triggers in; empty for triggers on events that can happen at any time ("When ~ enters"). */
  steps: StepId[];
  /** Whose turn, from the controller's view; both when not known. */
  turns: TurnOwner[];
  /** The window (turn × steps) in which it triggers; undefined when `steps` is empty. */
  window?: TimingWindow;
  /** "at the beginning of a step" or "on an event". */
  source: "step" | "event" | "other";
  /** A short description of the event ("whenever it attacks"), for event triggers. */
  event?: string;
  /** The step trigger behind it. */
  stepTrigger?: StepTrigger;
  rules: Citation[];
}

const BOTH: TurnOwner[] = ["you", "opp"];

interface EventRule {
  pattern: RegExp;
  steps: StepId[];
  event: string;
  /** Whose turn it usually is, from the wording. */
  turns: (condition: string, self: string) => TurnOwner[];
}

const EVENT_RULES: readonly EventRule[] = [
  {
    pattern: /\bdeals? combat damage\b/i, steps: ["firstStrikeDamage", "combatDamage"], event: "when combat damage is dealt",
    turns: () => BOTH,
  },
  {
    pattern: /\b(?:blocks?|becomes? blocked|is blocked|(?:is|isn't|is not) blocked|attacks and isn't blocked)\b/i, steps: ["declareBlockers"],
    event: "when blockers are declared",
    turns: (c, self) => (new RegExp(`${self}\\s+blocks\\b`, "i").test(c) ? ["opp"] : new RegExp(`${self}\\s+(?:becomes blocked|attacks and isn't blocked)`, "i").test(c) ? ["you"] : BOTH),
  },
  {
    pattern: /\battacks?\b/i, steps: ["declareAttackers"], event: "when attackers are declared",
    turns: (c, self) => (/\battacks? you\b|\bopponent\b.*\battacks?\b/i.test(c) ? ["opp"]
      : new RegExp(`(?:${self}|you control|\\byou)\\s+attacks?\\b`, "i").test(c) ? ["you"] : BOTH),
  },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * When `ability` triggers.
 * @param text the whole document (the ability's spans index into it).
 * @param selfNames the names the card uses for itself.
 */
export function triggerTiming(ability: TriggeredAbility, text: string, selfNames: readonly string[]): TriggerTiming {
  const own = ability.stepTriggers.find((t) => t.span.start === ability.condition.start && t.mention);
  if (own?.mention) {
    const steps = stepsOfName(own.mention.name, true);
    const turns = turnOwnersOf(text.slice(own.span.start, own.span.end)) ?? BOTH;
    return {
      steps, turns, window: TimingWindow.of({ turns, steps }), source: "step", stepTrigger: own,
      rules: [cr("603.2b"), ...steps.flatMap((s) => STEPS[s].rules.slice(0, 1))],
    };
  }
  const condition = text.slice(ability.condition.start, ability.condition.end);
  // The card itself as a subject: "~", "this creature", its name, "it" (as whole words).
  const self = `(?:^|[^A-Za-z])(?:${["~", "cardname", "this creature", "this permanent", "it", ...selfNames.filter((n) => n.length > 0).map(escape)].join("|")})`;
  for (const rule of EVENT_RULES) {
    if (!rule.pattern.test(condition)) continue;
    const turns = rule.turns(condition, self);
    return {
      steps: rule.steps, turns, window: TimingWindow.of({ turns, steps: rule.steps }), source: "event", event: rule.event,
      rules: [cr("603.2"), ...rule.steps.flatMap((s) => STEPS[s].rules.slice(0, 1))],
    };
  }
  return { steps: [], turns: BOTH, source: "other", rules: [cr("603.2"), cr("603.3")] };
}
