/**
 * The words cards use for steps and phases, as data: which phrase denotes which steps,
 * which old names were renamed, and the player words that say whose turn it is.
 * Source: docs/language.md §2.2, `docs/mtg-rules-facts.md` §1 and §4.
 */
import { cr, moved, type Citation } from "./cr";
import { PHASES, type PhaseId, type StepId } from "./turn-structure";
import type { TurnOwner } from "../../core/timing/timing-window";

/** A phrase naming one step, or a phase (several steps). Phrases are lower case, singular and plural. */
export interface StepName {
  phrase: string;
  steps: StepId[];
  /** "phase" when the phrase names a whole phase: "at the beginning of" it means its first step. */
  kind: "step" | "phase";
}

const step = (steps: StepId[], ...phrases: string[]): StepName[] => phrases.map((phrase) => ({ phrase, steps, kind: "step" as const }));
const phase = (steps: StepId[], ...phrases: string[]): StepName[] => phrases.map((phrase) => ({ phrase, steps, kind: "phase" as const }));

export const STEP_NAMES: readonly StepName[] = [
  ...step(["untap"], "untap step", "untap steps"),
  ...step(["upkeep"], "upkeep step", "upkeep steps", "upkeep", "upkeeps"),
  ...step(["draw"], "draw step", "draw steps"),
  ...phase(["main1"], "precombat main phase", "precombat main phases", "first main phase"),
  ...phase(["main2"], "postcombat main phase", "postcombat main phases", "second main phase"),
  ...phase(["main1", "main2"], "main phase", "main phases"),
  ...step(["beginCombat"], "beginning of combat step", "beginning of combat steps"),
  ...step(["declareAttackers"], "declare attackers step", "declare attackers steps"),
  ...step(["declareBlockers"], "declare blockers step", "declare blockers steps"),
  ...step(
    ["firstStrikeDamage"],
    "first-strike damage step",
    "first-strike combat damage step",
    "first strike damage step",
    "first strike combat damage step",
  ),
  ...step(["firstStrikeDamage", "combatDamage"], "combat damage step", "combat damage steps"),
  ...step(["endOfCombat"], "end of combat step", "end-of-combat step", "end of combat steps"),
  ...step(["end"], "end step", "end steps"),
  ...step(["cleanup"], "cleanup step", "cleanup steps", "cleanup"),
  ...phase(["untap", "upkeep", "draw"], "beginning phase"),
  ...phase(
    ["beginCombat", "declareAttackers", "declareBlockers", "firstStrikeDamage", "combatDamage", "endOfCombat"],
    "combat phase",
    "combat phases",
    "combat",
    "combats",
  ),
  ...phase(["end", "cleanup"], "ending phase"),
];

/** Canonical names offered as completions and did-you-mean candidates. */
export const CANONICAL_STEP_NAMES: readonly string[] = [
  "untap step",
  "upkeep",
  "draw step",
  "precombat main phase",
  "first main phase",
  "main phase",
  "postcombat main phase",
  "second main phase",
  "beginning of combat step",
  "combat",
  "declare attackers step",
  "declare blockers step",
  "first-strike damage step",
  "combat damage step",
  "end of combat step",
  "end step",
  "cleanup step",
  "beginning phase",
  "combat phase",
  "ending phase",
];

/** Old names that no step has any more, with the modern name. */
export interface RenamedStep {
  phrase: string;
  modern: string;
  /** When it changed, ISO date. */
  since: string;
  rules: Citation[];
}

export const RENAMED_STEPS: readonly RenamedStep[] = [
  { phrase: "end of turn step", modern: "end step", since: "2009-07-10", rules: [cr("513.1")] },
  { phrase: "end-of-turn step", modern: "end step", since: "2009-07-10", rules: [cr("513.1")] },
  { phrase: "end of turn", modern: "end step", since: "2009-07-10", rules: [cr("513.1")] },
  { phrase: "end phase", modern: "ending phase", since: "2009-07-10", rules: [cr("512.1")] },
  { phrase: "draw phase", modern: "draw step", since: "1999-06-01", rules: [cr("504.1")] },
  { phrase: "upkeep phase", modern: "upkeep", since: "1999-06-01", rules: [cr("503.1")] },
  { phrase: "untap phase", modern: "untap step", since: "1999-06-01", rules: [cr("502.1")] },
];

/**
 * Words that are not step names but legitimately follow "the beginning of" on real cards
 * ("the beginning of the game", "your next turn", "your most recent turn").
 */
export const NON_STEP_NOUNS: readonly string[] = ["turn", "turns", "game"];

/**
 * Player words before a step or "turn", and whose turn they mean from the controller's view.
 * `restrictionOnly`: the meaning holds in "Activate/Cast … only during …" restrictions, where
 * "their" is the player who casts or activates ("Any player may activate this ability but only
 * during their turn"); in a trigger "their" is someone else.
 */
export const PLAYER_WORDS: readonly { pattern: RegExp; turns: TurnOwner[]; restrictionOnly?: boolean }[] = [
  { pattern: /\b(?:an?|each|target|enchanted|chosen|defending|that)? ?opponent(?:'s|s'|’s|s’)/i, turns: ["opp"] },
  // "each other player's draw step", "another player's turn": from the controller's view, an opponent's.
  { pattern: /\b(?:each other|another|any other) player(?:'s|s'|’s|s’)/i, turns: ["opp"] },
  { pattern: /\b(?:your|their own|your own|each of your)\b/i, turns: ["you"] },
  { pattern: /\btheir\b/i, turns: ["you"], restrictionOnly: true },
];

/** Events that mark a point inside the turn, for "before …" / "after …" restrictions (CR 506.8). */
export interface TurnEvent {
  pattern: RegExp;
  /** The step at whose start the event happens. */
  step: StepId;
  rules: Citation[];
}

export const TURN_EVENTS: readonly TurnEvent[] = [
  { pattern: /^attackers (?:are|have been) declared/i, step: "declareAttackers", rules: [combatRestrictionRule("a")] },
  { pattern: /^blockers (?:are|have been) declared/i, step: "declareBlockers", rules: [combatRestrictionRule("b")] },
  { pattern: /^combat damage (?:is|has been) dealt/i, step: "firstStrikeDamage", rules: [combatRestrictionRule("d")] },
];

/**
 * The rule on combat timing restrictions ("only before blockers are declared", "during combat"):
 * 506.7x up to the April 2026 rules, 506.8x from September 2026 on. `letter` is "" for the rule itself.
 */
export function combatRestrictionRule(letter: string): Citation {
  return moved({ "2025-09-19": `506.7${letter}`, "2026-09-25": `506.8${letter}` });
}

/**
 * What "at the beginning of <name>" means: a phase made of several steps begins with its first
 * step ("the beginning of combat" = the beginning of combat step, "of your beginning phase" = the
 * untap step; CR 500.1, 505.1); a step, a one-step phase (main phases) or a name spanning
 * several phases ("main phase") means its own steps. The one answer for the rules (trigger steps)
 * and the hover.
 * @returns the steps meant, and the phase when the name is a multi-step phase read as its first step.
 */
export function beginningOf(name: StepName): { steps: StepId[]; phase?: PhaseId } {
  if (name.kind === "phase") {
    const phase = (Object.keys(PHASES) as PhaseId[]).find(
      (p) => PHASES[p].steps.length > 1 && name.steps.every((s) => PHASES[p].steps.includes(s)),
    );
    if (phase) return { steps: [PHASES[phase].steps[0]!], phase };
  }
  return { steps: [...name.steps] };
}
