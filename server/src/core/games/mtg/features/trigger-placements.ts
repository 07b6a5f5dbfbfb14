/**
 * Magic's answer to `GameModel.triggerPlacements`: each triggered ability of a face with the
 * steps and turns it triggers in, from {@link triggerTiming} ("At the beginning of your upkeep"
 * → your upkeep; "Whenever ~ attacks" → your declare attackers step; "When ~ enters" → no cell).
 * Source: CR 603.2, 603.2b.
 */
import type { TriggerPlacement } from "../../../game/game-model";
import type { Ability } from "../analysis/abilities";
import type { MtgFace } from "../analysis/mtg-model";
import { triggerTiming } from "./hover-triggers";

/**
 * The triggered abilities of `face` in source order, each with its (turn × step) cells.
 * @param text the whole document (the face's spans are UTF-16 offsets into it).
 */
export function triggerPlacements(text: string, face: MtgFace): TriggerPlacement<Ability>[] {
  const out: TriggerPlacement<Ability>[] = [];
  for (const a of face.abilities) {
    if (a.kind !== "triggered") continue;
    const t = triggerTiming(a, text, face.selfNames);
    const cells = t.steps.length === 0 ? [] : t.window!.turns().flatMap((turn) => t.steps.map((segment) => ({ turn, segment })));
    const order = (c: { turn: string; segment: string }) => (c.turn === "you" ? 0 : 1);
    cells.sort((x, y) => order(x) - order(y));
    const when = t.window ? t.window.describe() : "when its event happens";
    out.push({ ability: a, cells, when, rules: t.rules });
  }
  return out;
}
