/**
 * Magic's grid of moments: (whose turn × step × stack empty or not), 13 × 2 × 2 = 52 cells, with
 * who gets priority per step from the turn structure (CR 117.3a, 502.4, 514.3a). Every Magic
 * timing window is built here.
 */
import { TimingSpace, type TimingWindow, type TurnOwner, type WindowWords } from "../../core/timing/timing-window";
import { STEP_IDS, STEPS, type PhaseId, type StepId } from "./turn-structure";

/** Phase names short enough for a turn strip's group band. */
const PHASE_SHORT: Readonly<Record<PhaseId, string>> = {
  beginning: "Beginning",
  precombatMain: "Main",
  combat: "Combat",
  postcombatMain: "Main",
  ending: "Ending",
};

/** Magic's third axis: is the stack empty? */
export type StackState = "empty" | "nonEmpty";

/** A Magic timing window. */
export type MtgWindow = TimingWindow<StepId, StackState>;

/** The Magic turn as a timing space. */
export const MTG_TIMING = new TimingSpace<StepId, StackState>({
  segments: STEP_IDS,
  axis: ["empty", "nonEmpty"],
  act: (s) => STEPS[s].priority,
  words: {
    segment: (s) => STEPS[s].name,
    allSegments: "any step",
    allActSegments: "any step in which players get priority",
    axis: (values) => (values.length === 1 && values[0] === "empty" ? ", stack empty" : ""),
    turns: { either: "Either player's turn", you: "Your turn", opp: "An opponent's turn" },
    short: (s) => STEPS[s].short,
    group: (s) => PHASE_SHORT[STEPS[s].phase],
    axisValue: (v) => (v === "empty" ? "stack empty" : "stack not empty"),
  },
});

/** What `mtgWords` needs of a localizer. */
interface Terms {
  t(key: string): string;
}

const localWords = new WeakMap<Terms, WindowWords<StepId, StackState>>();

/**
 * Magic's window wording in the language of `l10n` (step names as in hovers: "Versorgungssegment"),
 * for `TimingWindow.describe`; kept per localizer.
 */
export function mtgWords(l10n: Terms): WindowWords<StepId, StackState> {
  let w = localWords.get(l10n);
  if (w) return w;
  w = {
    segment: (s) => l10n.t(`mtg.step.${s}.name`),
    allSegments: l10n.t("mtg.window.anyStep"),
    allActSegments: l10n.t("mtg.window.anyActStep"),
    axis: (values) => (values.length === 1 && values[0] === "empty" ? l10n.t("mtg.window.stackEmptySuffix") : ""),
    turns: { either: l10n.t("mtg.window.turn.either"), you: l10n.t("mtg.window.turn.you"), opp: l10n.t("mtg.window.turn.opp") },
    short: (s) => l10n.t(`mtg.step.${s}.short`),
    group: (s) => l10n.t(`mtg.window.group.${STEPS[s].phase}`),
    axisValue: (v) => l10n.t(v === "empty" ? "mtg.window.stackEmpty" : "mtg.window.stackNotEmpty"),
    never: l10n.t("mtg.window.never"),
  };
  localWords.set(l10n, w);
  return w;
}

/** The cells whose turn owner, step and stack state are in the given sets (omitted = all). */
export function mtgWindow(spec: { turns?: Iterable<TurnOwner>; steps?: Iterable<StepId>; stacks?: Iterable<StackState> }): MtgWindow {
  return MTG_TIMING.of({ turns: spec.turns, segments: spec.steps, axis: spec.stacks });
}
