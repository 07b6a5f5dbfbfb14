/**
 * Magic's answer to `GameModel.triggerPlacements`: each triggered ability of a face with the
 * steps and turns it triggers in, from {@link triggerTiming} ("At the beginning of your upkeep"
 * → your upkeep; "Whenever ~ attacks" → your declare attackers step; "When ~ enters" → no cell).
 * Source: CR 603.2, 603.2b.
 */
import type { FileModel } from "../../../core/model/file-model";
import type { TriggerPlacement } from "../../../core/game/game-model";
import { describeWindow } from "../../../core/model/window-words";
import type { Ability } from "../analysis/abilities";
import type { MtgFace } from "../analysis/mtg-model";
import { triggerTiming } from "./hover-triggers";

/**
 * The triggered abilities of `face` in source order, each with its (turn × step) cells.
 * `when` is in the language of `model.l10n` (the file's message language), with its timing words.
 * @param model the file (its `text` holds the face; the face's spans are UTF-16 offsets into it).
 */
export function triggerPlacements(model: Pick<FileModel, "text" | "game" | "l10n">, face: MtgFace): TriggerPlacement<Ability>[] {
  const out: TriggerPlacement<Ability>[] = [];
  for (const a of face.abilities) {
    if (a.kind !== "triggered") continue;
    const t = triggerTiming(a, model.text, face.selfNames);
    const cells = t.steps.length === 0 ? [] : t.window!.turns().flatMap((turn) => t.steps.map((segment) => ({ turn, segment })));
    const order = (c: { turn: string; segment: string }) => (c.turn === "you" ? 0 : 1);
    cells.sort((x, y) => order(x) - order(y));
    const when = t.window ? describeWindow(model, t.window) : model.l10n.t("mtg.timingMap.trigger.onEvent");
    out.push({ ability: a, cells, when, rules: t.rules });
  }
  return out;
}
