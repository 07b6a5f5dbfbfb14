/**
 * The timing a Forge script needs, from CardScript's reading of a Magic face: windows of the
 * spell and activated abilities as `SorcerySpeed$`, `PlayerTurn$`/`OpponentTurn$` and
 * `ActivationPhases$`, and "at the beginning of" triggers as `Mode$ Phase` triggers.
 */
import type { EncodedTiming } from "../../../import/imported-card";
import type { FaceModel } from "../../../model/file-model";
import { subjectWindow, widenedWindow } from "../../../timing/judge";
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
    if (t)
      out.push({ subject: "trigger", description: a.line.text, params: { Phase: t.steps.map((s) => FORGE_PHASE_NAMES[s]).join(",") } });
  }
  return out;
}
