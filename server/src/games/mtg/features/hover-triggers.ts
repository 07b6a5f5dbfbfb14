/**
 * When a triggered ability triggers, placed in the turn: "At the beginning of your upkeep" in
 * the upkeep of your turns; combat events ("Whenever ~ attacks") in their step, from the analysis'
 * `event` (model/mtg/event-triggers.ts), with whose turn it usually is read from the wording.
 * Used by hovers and the outline.
 */
import type { StepTrigger, TriggeredAbility } from "../analysis/abilities";
import { cr, type Citation } from "../cr";
import { STEPS, type StepId } from "../turn-structure";
import type { TurnOwner } from "../../../core/timing/timing-window";
import { beginningOf } from "../step-names";
import { mtgWindow, type MtgWindow } from "../timing-space";
import { MASKED_SELF, maskSelfNames } from "../analysis/self-names";

/** When a triggered ability triggers. */
export interface TriggerTiming {
  /** The steps it triggers in; empty for triggers on events that can happen at any time ("When ~ enters"). */
  steps: StepId[];
  /** Whose turn, from the controller's view; both when not known. */
  turns: TurnOwner[];
  /** The window (turn × steps) in which it triggers; undefined when `steps` is empty. */
  window?: MtgWindow;
  /** "at the beginning of a step" or "on an event". */
  source: "step" | "event" | "other";
  /** A short description of the event ("whenever it attacks"), for event triggers. */
  event?: string;
  /** The step trigger behind it. */
  stepTrigger?: StepTrigger;
  rules: Citation[];
}

const BOTH: TurnOwner[] = ["you", "opp"];

/** Whose turn it usually is when a combat event happens, from the wording ("~ attacks": yours; "~ blocks": an opponent's). */
function eventTurns(condition: string, steps: readonly StepId[]): TurnOwner[] {
  if (steps.includes("declareAttackers")) {
    if (/\battacks? you\b|\bopponent\b.*\battacks?\b|\bis attacked\b/i.test(condition)) return ["opp"];
    return SELF_ATTACKS.test(condition) ? ["you"] : BOTH;
  }
  if (steps.includes("declareBlockers")) {
    if (SELF_BLOCKS.test(condition)) return ["opp"];
    if (SELF_BLOCKED.test(condition)) return ["you"];
  }
  return BOTH;
}

/** The card itself as a subject: its masked names, "~", "this creature", "it" (as whole words). */
const SELF = String.raw`(?:^|[^A-Za-z])(?:${MASKED_SELF}|cardname|this creature|this permanent|it)`;
const SELF_ATTACKS = new RegExp(String.raw`(?:${SELF}|you control|\byou)\s+attacks?\b`, "i");
const SELF_BLOCKS = new RegExp(String.raw`${SELF}\s+blocks\b`, "i");
const SELF_BLOCKED = new RegExp(String.raw`${SELF}\s+(?:becomes blocked|attacks and isn't blocked)`, "i");

/**
 * When `ability` triggers.
 * @param text the whole document (the ability's spans index into it).
 * @param selfNames the names the card uses for itself.
 */
export function triggerTiming(ability: TriggeredAbility, text: string, selfNames: readonly string[]): TriggerTiming {
  // The ability's own step trigger: the one opening it, or one joined to an event ("When ~ enters or at the beginning of your upkeep").
  const own = ability.stepTriggers.find(
    (t) => !t.delayed && t.mention && t.span.start >= ability.condition.start && t.span.start < ability.condition.end,
  );
  if (own?.mention) {
    const steps = own.oldEndOfTurn ? ["end" as StepId] : beginningOf(own.mention.name).steps;
    // Whose turn: the player words of the phrase, narrowed by an intervening "if" (CR 603.4).
    const turns = own.turns.length > 0 ? own.turns : BOTH;
    return {
      steps,
      turns,
      window: mtgWindow({ turns, steps }),
      source: "step",
      stepTrigger: own,
      rules: [
        cr("603.2b"),
        ...(own.interveningIf?.condition ? [cr("603.4"), ...own.interveningIf.condition.rules] : []),
        ...steps.flatMap((s) => [STEPS[s].definition]),
      ],
    };
  }
  const condition = maskSelfNames(text.slice(ability.condition.start, ability.condition.end), selfNames);
  const event = ability.event;
  if (event) {
    const turns = eventTurns(condition, event.steps);
    return {
      steps: [...event.steps],
      turns,
      window: mtgWindow({ turns, steps: event.steps }),
      source: "event",
      event: event.note,
      rules: [cr("603.2"), ...event.rules],
    };
  }
  return { steps: [], turns: BOTH, source: "other", rules: [cr("603.2"), cr("603.3")] };
}
