/**
 * Magic's timing words in a message language, for window descriptions ("Dein Zug:
 * Versorgungssegment, Stapel leer") and the Timing Map: step names and strip labels from the turn
 * model's catalog entries (`mtg.step.<id>.name` / `.short`), phase band labels, turn labels and
 * the stack words (`mtg.window.*`). The English source is `MTG_TIMING.words`.
 */
import type { Localizer } from "../../../l10n/localizer";
import type { WindowWords } from "../../../timing/timing-window";
import type { StackState } from "../timing-space";
import { STEPS, type StepId } from "../turn-structure";

/** The words of the Magic timing space (`MTG_TIMING`) in the localizer's language. */
export function mtgTimingWords(l10n: Pick<Localizer, "t">): WindowWords<StepId, StackState> {
  return {
    segment: (s) => l10n.t(`mtg.step.${s}.name`),
    allSegments: l10n.t("mtg.window.anyStep"),
    allActSegments: l10n.t("mtg.window.anyPriorityStep"),
    axis: (values) => (values.length === 1 && values[0] === "empty" ? l10n.t("mtg.window.stackEmptySuffix") : ""),
    turns: { either: l10n.t("mtg.window.either"), you: l10n.t("mtg.window.you"), opp: l10n.t("mtg.window.opp") },
    short: (s) => l10n.t(`mtg.step.${s}.short`),
    group: (s) => l10n.t(`mtg.window.group.${STEPS[s].phase}`),
    axisValue: (v) => l10n.t(v === "empty" ? "mtg.window.stackEmpty" : "mtg.window.stackNotEmpty"),
    never: l10n.t("mtg.window.never"),
  };
}
