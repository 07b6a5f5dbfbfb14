/**
 * The Magic turn as data: phases, steps, who gets priority, when a step exists, what happens
 * as it begins. Source: `docs/mtg-rules-facts.md` §1 (CR 500–514). Checks and hover
 * docs ask this table; none of them lists steps itself.
 */
import { cr, moved, type Citation } from "./cr";

/** The thirteen steps of a turn, in order. Main phases have no steps; each counts as one step here. */
export const STEP_IDS = [
  "untap",
  "upkeep",
  "draw",
  "main1",
  "beginCombat",
  "declareAttackers",
  "declareBlockers",
  "firstStrikeDamage",
  "combatDamage",
  "endOfCombat",
  "main2",
  "end",
  "cleanup",
] as const;
export type StepId = (typeof STEP_IDS)[number];

export const PHASE_IDS = ["beginning", "precombatMain", "combat", "postcombatMain", "ending"] as const;
export type PhaseId = (typeof PHASE_IDS)[number];

/** Whether players receive priority in a step (CR 117.3a, 502.4, 514.3). */
export type PriorityKind =
  | "always"
  /** Never: nothing can be cast or activated (untap step, CR 502.4). */
  | "never"
  /** Only when state-based actions or triggers need it (cleanup step, CR 514.3a). */
  | "rare";

/** When a step happens at all. */
export type Existence =
  | "always"
  /** Only when a creature attacks (CR 508.8). */
  | "needsAttackers"
  /** Only when an attacking or blocking creature has first or double strike (CR 510.4). */
  | "needsFirstStrike";

export interface StepInfo {
  id: StepId;
  phase: PhaseId;
  /** Canonical name as the rules write it, e.g. "declare blockers step". */
  name: string;
  /** Short label for the turn strip, e.g. "Block". */
  short: string;
  priority: PriorityKind;
  existence: Existence;
  /** Turn-based actions as the step begins, in order (own words). */
  turnBasedActions: string[];
  /** What typically triggers or is done here (own words). */
  typical: string;
  /**
   * The rule that defines the step (names it as part of its phase, or says what it is) — what a
   * restriction or trigger naming the step cites; not its first turn-based action (the cleanup
   * step is defined in 512.1, its 514.1 is the discard to hand size).
   */
  definition: Citation;
  /** Set when `name` is not the Comprehensive Rules' own name but a convention, saying so (for hovers). */
  nameIsConvention?: string;
  rules: Citation[];
}

export interface PhaseInfo {
  id: PhaseId;
  name: string;
  steps: StepId[];
  rules: Citation[];
}

export const PHASES: Readonly<Record<PhaseId, PhaseInfo>> = {
  beginning: { id: "beginning", name: "beginning phase", steps: ["untap", "upkeep", "draw"], rules: [cr("501.1")] },
  precombatMain: { id: "precombatMain", name: "precombat main phase", steps: ["main1"], rules: [cr("505.1")] },
  combat: {
    id: "combat",
    name: "combat phase",
    steps: ["beginCombat", "declareAttackers", "declareBlockers", "firstStrikeDamage", "combatDamage", "endOfCombat"],
    rules: [cr("506.1")],
  },
  postcombatMain: { id: "postcombatMain", name: "postcombat main phase", steps: ["main2"], rules: [cr("505.1"), cr("505.1a")] },
  ending: { id: "ending", name: "ending phase", steps: ["end", "cleanup"], rules: [cr("512.1")] },
};

export const STEPS: Readonly<Record<StepId, StepInfo>> = {
  untap: {
    id: "untap",
    phase: "beginning",
    name: "untap step",
    short: "Untap",
    priority: "never",
    existence: "always",
    definition: cr("501.1"),
    turnBasedActions: [
      "phasing: the active player's phased-in permanents with phasing phase out, phased-out ones phase in",
      "day/night is checked if the game has it",
      "the active player untaps their permanents",
    ],
    typical: "Nothing can be cast or activated. Abilities that trigger here wait until the upkeep to go on the stack.",
    rules: [cr("502.1"), cr("502.2"), cr("502.3"), cr("502.4")],
  },
  upkeep: {
    id: "upkeep",
    phase: "beginning",
    name: "upkeep",
    short: "Upkeep",
    priority: "always",
    existence: "always",
    definition: cr("503.1"),
    turnBasedActions: [],
    typical:
      'Upkeep costs (echo, cumulative upkeep), vanishing and fading counters, suspend, and "at the beginning of your upkeep" triggers. Untap-step triggers are put on the stack here too.',
    rules: [cr("503.1"), cr("503.1a"), cr("503.2")],
  },
  draw: {
    id: "draw",
    phase: "beginning",
    name: "draw step",
    short: "Draw",
    priority: "always",
    existence: "always",
    definition: cr("501.1"),
    turnBasedActions: ["the active player draws a card (the player who goes first skips it on their first turn in a two-player game)"],
    typical: '"At the beginning of your draw step" triggers resolve after the normal draw.',
    rules: [cr("504.1"), cr("504.2"), moved({ "2025-09-19": "103.8a", "2026-09-25": "103.8a" })],
  },
  main1: {
    id: "main1",
    phase: "precombatMain",
    name: "precombat main phase",
    short: "Main 1",
    priority: "always",
    existence: "always",
    definition: cr("505.1"),
    turnBasedActions: [
      "Sagas get a lore counter (first main phase only)",
      "Archenemy schemes and Attractions, where those variants are played",
    ],
    typical:
      "Sorcery-speed actions: casting creatures, sorceries, artifacts, enchantments, planeswalkers and battles, playing a land, loyalty abilities.",
    rules: [cr("505.1"), cr("505.4"), cr("505.6")],
  },
  beginCombat: {
    id: "beginCombat",
    phase: "combat",
    name: "beginning of combat step",
    short: "Begin",
    priority: "always",
    existence: "always",
    definition: cr("506.1"),
    turnBasedActions: ["in multiplayer games without automatic defenders, the attacking player chooses a defending player"],
    typical: '"At the beginning of combat on your turn" triggers; the last chance to tap a would-be attacker.',
    rules: [cr("507.1"), cr("507.2")],
  },
  declareAttackers: {
    id: "declareAttackers",
    phase: "combat",
    name: "declare attackers step",
    short: "Attack",
    priority: "always",
    existence: "always",
    definition: cr("506.1"),
    turnBasedActions: ["the active player declares attackers (tapping them unless they have vigilance)"],
    typical: '"Whenever ~ attacks" triggers. If no creature attacks, the declare blockers and combat damage steps are skipped.',
    rules: [cr("508.1"), cr("508.2"), cr("508.8")],
  },
  declareBlockers: {
    id: "declareBlockers",
    phase: "combat",
    name: "declare blockers step",
    short: "Block",
    priority: "always",
    existence: "needsAttackers",
    definition: cr("506.1"),
    turnBasedActions: ["the defending player declares blockers"],
    typical: '"Whenever ~ blocks", "becomes blocked" and "attacks and isn\'t blocked" triggers.',
    rules: [cr("509.1"), cr("509.2"), cr("508.8")],
  },
  firstStrikeDamage: {
    nameIsConvention:
      '"First-strike damage step" is a convention, not a name in the Comprehensive Rules: the rules call it an extra combat damage step, the first of two (CR 510.4).',
    id: "firstStrikeDamage",
    phase: "combat",
    name: "first-strike damage step",
    short: "First strike",
    priority: "always",
    existence: "needsFirstStrike",
    definition: cr("510.4"),
    turnBasedActions: ["creatures with first strike or double strike assign and deal their combat damage"],
    typical: "Damage triggers of first and double strikers. Only exists when one of them is in combat.",
    rules: [cr("510.4"), cr("702.7b")],
  },
  combatDamage: {
    id: "combatDamage",
    phase: "combat",
    name: "combat damage step",
    short: "Damage",
    priority: "always",
    existence: "needsAttackers",
    definition: cr("506.1"),
    turnBasedActions: [
      "attacking and blocking creatures assign their combat damage",
      "all of it is dealt at once, with no priority in between",
    ],
    typical: '"Whenever ~ deals combat damage" triggers.',
    rules: [cr("510.1"), cr("510.2"), cr("510.3"), cr("508.8")],
  },
  endOfCombat: {
    id: "endOfCombat",
    phase: "combat",
    name: "end of combat step",
    short: "End",
    priority: "always",
    existence: "always",
    definition: cr("506.1"),
    turnBasedActions: [],
    typical:
      '"At end of combat" triggers; happens even when nobody attacked. "Until end of combat" effects end when the combat phase ends.',
    rules: [cr("511.1"), cr("511.2"), cr("511.3")],
  },
  main2: {
    id: "main2",
    phase: "postcombatMain",
    name: "postcombat main phase",
    short: "Main 2",
    priority: "always",
    existence: "always",
    definition: cr("505.1"),
    turnBasedActions: [],
    typical: "The same sorcery-speed actions as the first main phase. Every main phase after the first is postcombat.",
    rules: [cr("505.1"), cr("505.1a")],
  },
  end: {
    id: "end",
    phase: "ending",
    name: "end step",
    short: "End",
    priority: "always",
    existence: "always",
    definition: cr("513.1"),
    turnBasedActions: [],
    typical:
      '"At the beginning of the end step" and delayed "next end step" triggers (a permanent that arrives during the end step waits for the next turn\'s).',
    rules: [cr("513.1"), cr("513.1a"), cr("513.2")],
  },
  cleanup: {
    id: "cleanup",
    phase: "ending",
    name: "cleanup step",
    short: "Cleanup",
    priority: "rare",
    existence: "always",
    definition: cr("512.1"),
    turnBasedActions: [
      "the active player discards down to their maximum hand size",
      'damage is removed from permanents and "until end of turn" and "this turn" effects end',
    ],
    typical:
      "Normally nobody gets priority. If something triggers or a state-based action happens, players get priority and another cleanup step follows.",
    rules: [cr("514.1"), cr("514.2"), cr("514.3"), cr("514.3a")],
  },
};

/** Position of a step in the turn (0 = untap). */
export function stepIndex(step: StepId): number {
  return STEP_IDS.indexOf(step);
}

/** Steps strictly before `step` in a turn. */
export function stepsBefore(step: StepId): StepId[] {
  return STEP_IDS.slice(0, stepIndex(step));
}

/** `step` and every step after it. */
export function stepsFrom(step: StepId): StepId[] {
  return STEP_IDS.slice(stepIndex(step));
}

/** Steps strictly after `step`. */
export function stepsAfter(step: StepId): StepId[] {
  return STEP_IDS.slice(stepIndex(step) + 1);
}

/**
 * The turn strip for hovers; `marked` steps appear in brackets. With `l10n`, the labels are its
 * language's (`mtg.step.<id>.short`, `mtg.strip.combat`).
 */
export function turnStrip(marked: ReadonlySet<string>, l10n?: { t(key: string): string }): string {
  const label = (id: StepId) => (l10n ? l10n.t(`mtg.step.${id}.short`) : STEPS[id].short);
  const mark = (id: StepId) => (marked.has(id) ? `**[${label(id)}]**` : label(id));
  const combat = PHASES.combat.steps.filter((s) => s !== "firstStrikeDamage" || marked.has(s)).map((s) => mark(s));
  return [
    mark("untap"),
    mark("upkeep"),
    mark("draw"),
    mark("main1"),
    `[${l10n ? l10n.t("mtg.strip.combat") : "Combat"}: ${combat.join(" · ")}]`,
    mark("main2"),
    mark("end"),
    mark("cleanup"),
  ].join(" · ");
}
