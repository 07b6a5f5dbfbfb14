/**
 * Yu-Gi-Oh!'s timing words in a message language: segment names, strip and phase labels, turn
 * labels and axis words for window descriptions ("Ihr Spielzug: Main Phase 1, Main Phase 2; nur
 * offener Spielzustand") and the Timing Map. The English source is the turn model
 * (`YGO_SPACE.words`); the catalogs hold the translations (`ygo.segment.*`, `ygo.window.*`).
 */
import type { Localizer } from "../../../core/l10n/localizer";
import type { WindowWords } from "../../../core/timing/timing-window";
import { SEGMENTS, type SegmentId } from "../turn-structure";
import type { Axis } from "../timing-cells";

type T = Pick<Localizer, "t">;

/** A segment's name as cards print it in the localizer's language ("Damage Step"; "vor der Schadensberechnung"). */
export function segmentName(l10n: T, id: SegmentId): string {
  return l10n.t(`ygo.segment.${id}.name`);
}

/** A segment's strip label ("DS start"; "DS-Beginn"). */
export function segmentShort(l10n: T, id: SegmentId): string {
  return l10n.t(`ygo.segment.${id}.short`);
}

/** A segment's one-line summary (hover). */
export function segmentSummary(l10n: T, id: SegmentId): string {
  return l10n.t(`ygo.segment.${id}.summary`);
}

/** The words of the Yu-Gi-Oh! timing space (`YGO_SPACE`) in the localizer's language. */
export function ygoTimingWords(l10n: T): WindowWords<SegmentId, Axis> {
  return {
    segment: (s) => segmentName(l10n, s),
    allSegments: l10n.t("ygo.window.anyPhase"),
    allActSegments: l10n.t("ygo.window.anyPhase"),
    axis: (values) =>
      values.length === 1 && values[0] === "open"
        ? l10n.t("ygo.window.openOnly")
        : values.length === 2 && !values.includes("chain3")
          ? l10n.t("ygo.window.open12")
          : values.length === 1 && values[0] === "chain3"
            ? l10n.t("ygo.window.chain3Only")
            : "",
    turns: { either: l10n.t("ygo.window.either"), you: l10n.t("ygo.window.you"), opp: l10n.t("ygo.window.opp") },
    short: (s) => segmentShort(l10n, s),
    group: (s) => l10n.t(`ygo.phase.${SEGMENTS[s].phase}.short`),
    axisValue: (v) => l10n.t(`ygo.axis.${v}`),
    never: l10n.t("ygo.window.never"),
  };
}
