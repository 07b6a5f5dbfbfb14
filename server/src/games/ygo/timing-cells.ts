/**
 * YGO timing windows: sets of cells (whose turn × segment × game-state axis) in the game-neutral
 * {@link TimingWindow} over the Yu-Gi-Oh! {@link YGO_SPACE}. Whose turn is seen from the card's
 * controller (`you` = your turn). The axis is the state in which the effect would be activated:
 * an `open` game state, a Chain whose top link is Spell Speed 1 or 2 (`chain12`), or a Chain whose
 * top link is Spell Speed 3 (`chain3`) (Fast Effect Timing; Rulebook v10 pp. 44–45).
 * 13 segments × 2 turns × 3 axis values = 78 cells.
 */
import { TimingSpace, TimingWindow, type TurnOwner } from "../../core/timing/timing-window";
import { SEGMENTS, SEGMENT_IDS, type PhaseId, type SegmentId } from "./turn-structure";

export type Turn = TurnOwner;
/** The game-state axis of a cell. */
export type Axis = "open" | "chain12" | "chain3";
export const AXES: readonly Axis[] = ["open", "chain12", "chain3"];

/** Turn-strip labels (Timing Map; the English of the `ygo.segment.<id>.short` messages). */
export const SHORT: Readonly<Record<SegmentId, string>> = {
  draw: "Draw",
  standby: "Standby",
  main1: "Main 1",
  bpStart: "Start",
  battleStep: "Battle",
  dsStart: "DS start",
  dsBeforeCalc: "Before calc",
  dsCalc: "Calc",
  dsAfterCalc: "After calc",
  dsEnd: "DS end",
  bpEnd: "End Step",
  main2: "Main 2",
  end: "End",
};
/** Phase labels: the Damage Step's sub-timings belong to the Battle Phase (English of `ygo.phase.<id>.short`). */
export const PHASE_LABEL: Readonly<Record<PhaseId, string>> = {
  draw: "Draw",
  standby: "Standby",
  main1: "Main 1",
  battle: "Battle",
  main2: "Main 2",
  end: "End",
};
/** The axis values in words (English of `ygo.axis.<id>`). */
export const AXIS_WORDS: Readonly<Record<Axis, string>> = {
  open: "open game state",
  chain12: "Chain at Spell Speed 1–2",
  chain3: "Chain at Spell Speed 3",
};

/** The Yu-Gi-Oh! turn as a timing space. Players can act in every segment (each starts in an open game state, FET). */
export const YGO_SPACE = new TimingSpace<SegmentId, Axis>({
  segments: SEGMENT_IDS,
  axis: AXES,
  act: () => "always",
  words: {
    segment: (s) => SEGMENTS[s].name,
    allSegments: "any phase",
    allActSegments: "any phase",
    axis: (values) =>
      values.length === 1 && values[0] === "open"
        ? "; open game state only"
        : values.length === 2 && !values.includes("chain3")
          ? "; open game state or in response to Spell Speed 1–2"
          : values.length === 1 && values[0] === "chain3"
            ? "; only in response to Spell Speed 3"
            : "",
    turns: { either: "Either player's turn", you: "Your turn", opp: "Your opponent's turn" },
    short: (s) => SHORT[s],
    group: (s) => PHASE_LABEL[SEGMENTS[s].phase],
    axisValue: (v) => AXIS_WORDS[v],
  },
});

/** A window of the YGO space. */
export type YgoWindow = TimingWindow<SegmentId, Axis>;

/** Windows already built, by their spec (windows are immutable, so one instance serves every caller). */
const built = new Map<string, YgoWindow>();
const specKey = (xs: Iterable<string> | undefined) => (xs === undefined ? "*" : [...xs].join(","));
const ALL = YGO_SPACE.all();
const NONE = YGO_SPACE.none();

/**
 * Factories for YGO windows (omitted coordinates = all). `of` returns one shared instance per
 * distinct spec (the effect analyser asks for the same few windows on every card).
 */
export const YgoWindow = {
  of(spec: { turns?: Iterable<Turn>; segments?: Iterable<SegmentId>; axes?: Iterable<Axis> } = {}): YgoWindow {
    const key = `${specKey(spec.turns)}|${specKey(spec.segments)}|${specKey(spec.axes)}`;
    let w = built.get(key);
    if (!w) built.set(key, (w = YGO_SPACE.of({ turns: spec.turns, segments: spec.segments, axis: spec.axes })));
    return w;
  },
  all(): YgoWindow {
    return ALL;
  },
  none(): YgoWindow {
    return NONE;
  },
};
