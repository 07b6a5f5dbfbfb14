/**
 * Spell Speeds 1/2/3 and the cells in which each may be activated, before any restriction the
 * card's text adds. Rulebook v10 pp. 44–45 (C1–C3), Fast Effect Timing (T5–T7).
 */
import { FET, RB, type YgoCitation } from "./citations";
import { YgoWindow } from "./timing-cells";
import { DAMAGE_STEP, MAIN_PHASES, SEGMENT_IDS } from "./turn-structure";

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
      "cannot respond to anything; Chain Link 1 only (simultaneous triggers via SEGOC); Spells and Ignition Effects need your own open game state",
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

const NOT_DAMAGE_STEP = SEGMENT_IDS.filter((s) => !DAMAGE_STEP.includes(s));

/** Every segment outside the Damage Step (its five sub-timings), all turns and axis values (DSR). */
export function outsideDamageStepWindow(): YgoWindow {
  return YgoWindow.of({ segments: NOT_DAMAGE_STEP });
}

/** The default window of a Spell Speed 1 Spell Card or Ignition Effect: your Main Phase, open game state (RB pp. 28–30; PR17 p. 109). */
export function mainPhaseOpenWindow(): YgoWindow {
  return YgoWindow.of({ turns: ["you"], segments: MAIN_PHASES, axes: ["open"] });
}

/** C1/C3: may an effect of `speed` be chained to a link of `top`? */
export function canRespond(speed: SpellSpeed, top: SpellSpeed): boolean {
  return speed >= 2 && speed >= top;
}
