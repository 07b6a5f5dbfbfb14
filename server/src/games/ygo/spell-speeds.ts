/**
 * Spell Speeds 1/2/3 and the cells in which each may be activated, before any restriction the
 * card's text adds. Rulebook v10 pp. 44–45 (C1–C3), Fast Effect Timing (T5–T7).
 */
import { FET, RB, type YgoCitation } from "./citations";
import { YgoWindow } from "./timing-cells";
import { BATTLE_PHASE, DAMAGE_STEP, MAIN_PHASES, SEGMENT_IDS } from "./turn-structure";

export type SpellSpeed = 1 | 2 | 3;

export interface SpellSpeedInfo {
  speed: SpellSpeed;
  /** What has this speed (hover). */
  what: string;
  /** What it can respond to / when it can be activated (hover). */
  responds: string;
  sources: YgoCitation[];
}

export const SPELL_SPEEDS: Readonly<Record<SpellSpeed, SpellSpeedInfo>> = {
  1: {
    speed: 1,
    what: "Normal, Equip, Continuous, Field and Ritual Spells; Ignition and Trigger Effects (incl. FLIP)",
    responds:
      "cannot respond to anything; Chain Link 1 only (simultaneous triggers via SEGOC); Spell Cards and Ignition Effects only in your own Main Phase, in an open game state",
    sources: [RB("44–45"), FET],
  },
  2: {
    speed: 2,
    what: "Quick-Play Spells, Normal and Continuous Traps, Quick Effects",
    responds: "either player's turn; may respond to Spell Speed 1 or 2",
    sources: [RB("44–45")],
  },
  3: {
    speed: 3,
    what: "Counter Traps",
    responds: "may respond to any Spell Speed, and only Spell Speed 3 may respond to it",
    sources: [RB("44–45"), RB("31")],
  },
};

/**
 * Cells where an effect of this speed can be activated at all: SS1 in your own open game state
 * (any segment; text may move it), SS2 in either turn in an open state or on a SS1–2 Chain link,
 * SS3 anywhere.
 */
export function speedWindow(speed: SpellSpeed): YgoWindow {
  return SPEED_WINDOWS[speed];
}
const SPEED_WINDOWS: Readonly<Record<SpellSpeed, YgoWindow>> = {
  1: YgoWindow.of({ turns: ["you"], axes: ["open"] }),
  2: YgoWindow.of({ axes: ["open", "chain12"] }),
  3: YgoWindow.all(),
};

/** The default window of a Spell Speed 1 Spell Card or Ignition Effect: your Main Phase, open game state (RB pp. 28–30; PR17 p. 109). */
export function mainPhaseOpenWindow(): YgoWindow {
  return YgoWindow.of({ turns: ["you"], segments: MAIN_PHASES, axes: ["open"] });
}

/**
 * How far a Spell Speed 1 Spell Card or Ignition Effect reaches (RB pp. 28–30, 44–45; PR17 p. 109):
 * - `main`: your own Main Phase, open game state — every Spell Card and every Ignition Effect by default; a time its
 *   text names ("Activate this card only during the Battle Phase", "During your End Phase: …") only narrows it;
 * - `ownTurn`: a Spell Card whose own sentence grants it your Standby Phase ("Activate this card only during your Standby
 *   Phase", as Curse of Fiend does: card text overrides the rule), outside the Damage Step;
 * - `ownTurnOutsideBattle`: an Ignition Effect that names a time of your own turn (a few name the Standby or End Phase,
 *   PR17 p. 109), but never the Battle Phase, which only fast effects can use (`ambiguous-spell-speed`).
 */
export type Speed1Reach = "main" | "ownTurn" | "ownTurnOutsideBattle";

const SPEED1_WINDOWS: Readonly<Record<Speed1Reach, YgoWindow>> = {
  main: YgoWindow.of({ turns: ["you"], segments: MAIN_PHASES, axes: ["open"] }),
  ownTurn: YgoWindow.of({ turns: ["you"], segments: SEGMENT_IDS.filter((s) => !DAMAGE_STEP.includes(s)), axes: ["open"] }),
  ownTurnOutsideBattle: YgoWindow.of({ turns: ["you"], segments: SEGMENT_IDS.filter((s) => !BATTLE_PHASE.includes(s)), axes: ["open"] }),
};

/** The window of a Spell Speed 1 Spell Card or Ignition Effect of that reach ({@link Speed1Reach}). */
export function speed1Window(reach: Speed1Reach): YgoWindow {
  return SPEED1_WINDOWS[reach];
}

/** C1/C3: may an effect of `speed` be chained to a link of `top`? */
export function canRespond(speed: SpellSpeed, top: SpellSpeed): boolean {
  return speed >= 2 && speed >= top;
}
