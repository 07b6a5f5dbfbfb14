/**
 * The Yu-Gi-Oh! turn as data: phases, the Battle Phase steps and the five Damage Step
 * sub-timings, in turn order, each with when it exists, what happens there and its sources.
 * Facts: Rulebook v10 pp. 32–40, Fast Effect Timing, Damage Step Rules.
 */
import { DSR, PR17, RB, type YgoCitation } from "./citations";

/** Segment ids in turn order (13): phases, Battle Phase steps, Damage Step sub-timings. */
export const SEGMENT_IDS = [
  "draw",
  "standby",
  "main1",
  "bpStart",
  "battleStep",
  "dsStart",
  "dsBeforeCalc",
  "dsCalc",
  "dsAfterCalc",
  "dsEnd",
  "bpEnd",
  "main2",
  "end",
] as const;
export type SegmentId = (typeof SEGMENT_IDS)[number];

/** The phase a segment belongs to. */
export type PhaseId = "draw" | "standby" | "main1" | "battle" | "main2" | "end";

/**
 * When a segment exists. `always`: every turn. `notFirstTurn`: never on the first player's first
 * turn (the Battle Phase, T3). `afterBattlePhase`: only after a Battle Phase (Main Phase 2, T2).
 * `attackProceeds`: only while an attack proceeds (the Damage Step).
 */
export type Existence = "always" | "optionalBattlePhase" | "afterBattlePhase" | "attackProceeds";

export interface Segment {
  id: SegmentId;
  phase: PhaseId;
  /** The name as printed in current card text / the rulebook. */
  name: string;
  /** "phase", "step" or "sub-timing" (of the Damage Step). */
  level: "phase" | "step" | "sub-timing";
  existence: Existence;
  /** What happens there, in one or two sentences (hover text). */
  summary: string;
  sources: YgoCitation[];
}

const seg = (
  id: SegmentId,
  phase: PhaseId,
  name: string,
  level: Segment["level"],
  existence: Existence,
  summary: string,
  sources: YgoCitation[],
): Segment => ({ id, phase, name, level, existence, summary, sources });

/** Every segment by id. */
export const SEGMENTS: Readonly<Record<SegmentId, Segment>> = {
  draw: seg(
    "draw",
    "draw",
    "Draw Phase",
    "phase",
    "always",
    "The turn player draws 1 card (not on the first player's first turn); then fast effects, turn player first.",
    [RB("35"), PR17("182")],
  ),
  standby: seg(
    "standby",
    "standby",
    "Standby Phase",
    "phase",
    "always",
    '"During the Standby Phase" effects and costs; fast effects, turn player first.',
    [RB("35"), PR17("183")],
  ),
  main1: seg(
    "main1",
    "main1",
    "Main Phase 1",
    "phase",
    "always",
    "Normal Summon/Set (once per turn), Special Summons, Set Spells/Traps, Spell Speed 1 Spells and Ignition Effects in an open game state; fast effects.",
    [RB("36"), PR17("184")],
  ),
  bpStart: seg(
    "bpStart",
    "battle",
    "Start Step",
    "step",
    "optionalBattlePhase",
    'Start of the Battle Phase: "at the start of the Battle Phase" effects; fast effects.',
    [RB("37–38")],
  ),
  battleStep: seg(
    "battleStep",
    "battle",
    "Battle Step",
    "step",
    "optionalBattlePhase",
    'The turn player may declare an attack in an open game state; "when an attack is declared" effects respond; replays happen here.',
    [RB("38–39"), PR17("185–187")],
  ),
  dsStart: seg(
    "dsStart",
    "battle",
    "start of the Damage Step",
    "sub-timing",
    "attackProceeds",
    'A face-down attack target is not flipped yet; effects saying "at the start of the Damage Step" and fast effects that directly change ATK/DEF.',
    [DSR, RB("38")],
  ),
  dsBeforeCalc: seg(
    "dsBeforeCalc",
    "battle",
    "before damage calculation",
    "sub-timing",
    "attackProceeds",
    'The face-down attack target is flipped face-up; "before damage calculation" effects; last chance for direct ATK/DEF changes.',
    [DSR],
  ),
  dsCalc: seg(
    "dsCalc",
    "battle",
    "damage calculation",
    "sub-timing",
    "attackProceeds",
    'Only effects worded "during damage calculation" (plus Counter Traps and negations); then damage is applied and destruction determined.',
    [DSR],
  ),
  dsAfterCalc: seg(
    "dsAfterCalc",
    "battle",
    "after damage calculation",
    "sub-timing",
    "attackProceeds",
    'Battle results trigger: "battles", battle damage, FLIP effects of monsters flipped in this Damage Step; "after damage calculation" effects.',
    [DSR],
  ),
  dsEnd: seg(
    "dsEnd",
    "battle",
    "end of the Damage Step",
    "sub-timing",
    "attackProceeds",
    'Monsters destroyed by battle are sent to the GY; "destroyed by battle" triggers and "at the end of the Damage Step" effects; then back to the Battle Step.',
    [DSR],
  ),
  bpEnd: seg(
    "bpEnd",
    "battle",
    "End Step",
    "step",
    "optionalBattlePhase",
    'End of the Battle Phase: "at the end of the Battle Phase" effects; fast effects.',
    [RB("38"), PR17("194")],
  ),
  main2: seg(
    "main2",
    "main2",
    "Main Phase 2",
    "phase",
    "afterBattlePhase",
    "Like Main Phase 1; exists only when a Battle Phase was conducted.",
    [RB("40"), PR17("194")],
  ),
  end: seg(
    "end",
    "end",
    "End Phase",
    "phase",
    "always",
    '"During the End Phase" effects, then the turn player discards down to 6 cards; the game state never reopens after that.',
    [RB("40")],
  ),
};

/** The Damage Step's sub-timings in order. */
export const DAMAGE_STEP: readonly SegmentId[] = ["dsStart", "dsBeforeCalc", "dsCalc", "dsAfterCalc", "dsEnd"];
/** Every segment of the Battle Phase in order. */
export const BATTLE_PHASE: readonly SegmentId[] = ["bpStart", "battleStep", ...DAMAGE_STEP, "bpEnd"];
/** Both Main Phases. */
export const MAIN_PHASES: readonly SegmentId[] = ["main1", "main2"];

/**
 * Segments that exist on the first turn of the Duel (the first player can't conduct a Battle
 * Phase, so there is no Main Phase 2 either): Draw, Standby, Main Phase 1, End (RB pp. 37–38).
 */
export const FIRST_TURN_SEGMENTS: readonly SegmentId[] = SEGMENT_IDS.filter((s) => SEGMENTS[s].existence === "always");

/** Why a segment may be absent from a turn, in words (hover). */
export function existenceText(e: Existence): string {
  switch (e) {
    case "always":
      return "every turn";
    case "optionalBattlePhase":
      return "only when the turn player conducts a Battle Phase (never on the first player's first turn)";
    case "afterBattlePhase":
      return "only after a Battle Phase was conducted";
    case "attackProceeds":
      return "only while an attack proceeds (not negated, attacker still able to attack)";
  }
}
