/**
 * The timing a Forge script needs, from CardScript's reading of a Magic face: windows of the
 * spell and activated abilities as `SorcerySpeed$`, `PlayerTurn$`/`OpponentTurn$` and
 * `ActivationPhases$`, and "at the beginning of" triggers as `Mode$ Phase` triggers.
 */
import type { EncodedTiming } from "../../../core/import/imported-card";
import type { FaceModel } from "../../../core/model/file-model";
import { subjectWindow, widenedWindow } from "../../../core/model/judge";
import type { TurnOwner } from "../../../core/timing/timing-window";
import type { MtgFace } from "../analysis/mtg-model";
import { timingSubjects } from "../analysis/timing-subjects";
import { TIMING_CLASSES } from "../timing-classes";
import { MTG_TIMING, type MtgWindow } from "../timing-space";
import { STEP_IDS, STEPS, type StepId } from "../turn-structure";

/** Forge phase names by CardScript step id (the inverse of the rule's table). */
export const FORGE_PHASE_NAMES: Readonly<Record<StepId, string>> = {
  untap: "Untap",
  upkeep: "Upkeep",
  draw: "Draw",
  main1: "Main1",
  beginCombat: "BeginCombat",
  declareAttackers: "Declare Attackers",
  declareBlockers: "Declare Blockers",
  firstStrikeDamage: "First Strike Damage",
  combatDamage: "Combat Damage",
  endOfCombat: "EndCombat",
  main2: "Main2",
  end: "End of Turn",
  cleanup: "Cleanup",
};

const priority = MTG_TIMING.priority(false);
const PRIORITY_STEPS = STEP_IDS.filter((s) => STEPS[s].priority === "always");

/** Forge parameters for a window (seen through the steps with priority); empty when the window is the base's. */
function windowParams(w: MtgWindow, base: MtgWindow): Record<string, string> {
  const p: Record<string, string> = {};
  const win = w.intersect(priority);
  if (win.equals(base.intersect(priority))) return p;
  if (win.equals(TIMING_CLASSES.sorcery.window.intersect(priority))) return { SorcerySpeed: "True" };
  const turns = win.turns();
  if (turns.length === 1) p[turns[0] === "you" ? "PlayerTurn" : "OpponentTurn"] = "True";
  const steps = win.segments().filter((s) => PRIORITY_STEPS.includes(s));
  if (steps.length && steps.length < PRIORITY_STEPS.length) p["ActivationPhases"] = steps.map((s) => FORGE_PHASE_NAMES[s]).join(",");
  return p;
}

/** The encoded timing CardScript's analysis gives a Magic face (for `readCardScript`'s `deriveTiming`). */
export function deriveForgeTiming(faceModel: FaceModel): EncodedTiming[] {
  const face = faceModel as MtgFace;
  const out: EncodedTiming[] = [];
  for (const s of timingSubjects(face)) {
    if (s.kind === "activated" && (!s.ability || s.ability.kind !== "activated")) continue; // keyword abilities: the keyword says it
    const base = widenedWindow(s) as MtgWindow;
    const params = windowParams(subjectWindow(s) as MtgWindow, base);
    if (Object.keys(params).length === 0) continue;
    if (s.kind === "spell") out.push({ subject: "spell", params });
    else {
      const text = s.ability!.line.text;
      const cost = (text.slice(0, Math.max(0, text.indexOf(":"))).match(/\{[^{}]*\}/g) ?? []).join("");
      out.push({ subject: "activated", cost, description: text, params });
    }
  }
  for (const a of face.abilities) {
    if (a.kind !== "triggered") continue;
    const t = a.stepTriggers.find((x) => !x.delayed && x.steps.length > 0);
    if (!t) continue;
    const params: Record<string, string> = { Phase: t.steps.map((s) => FORGE_PHASE_NAMES[s]).join(",") };
    const player = forgeValidPlayer(t.turns);
    if (player) params["ValidPlayer"] = player;
    out.push({ subject: "trigger", description: a.line.text, params });
  }
  return out;
}

/**
 * Forge's `ValidPlayer$` for a phase trigger that fires only in one player's turns ("your upkeep":
 * `You`, "each opponent's upkeep": `Opponent`); undefined when it fires in every turn ("each
 * upkeep"), which Forge writes without the parameter.
 * @param turns whose turns the trigger fires in, from its controller's view (StepTrigger.turns).
 */
export function forgeValidPlayer(turns: readonly TurnOwner[]): string | undefined {
  if (turns.length !== 1) return undefined;
  return turns[0] === "you" ? "You" : "Opponent";
}

/**
 * Whose turns a Forge `ValidPlayer$` value names, from the trigger's controller's view (the
 * inverse of {@link forgeValidPlayer}): `You` and `Opponent`, and `Player` (every player);
 * undefined for the values that name a player by another object (`Player.EnchantedBy`, …).
 */
export function forgeValidPlayerTurns(value: string | undefined): TurnOwner[] | undefined {
  switch (value?.trim()) {
    case undefined:
    case "":
    case "Player":
      return ["you", "opp"];
    case "You":
      return ["you"];
    case "Opponent":
      return ["opp"];
    default:
      return undefined;
  }
}
