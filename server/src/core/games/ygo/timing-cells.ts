/**
 * YGO timing windows: finite sets of cells (whose turn × segment × game-state axis).
 * Whose turn is seen from the card's controller (`you` = your turn). The axis is the state in
 * which the effect would be activated: an `open` game state, a Chain whose top link is Spell
 * Speed 1 or 2 (`chain12`), or a Chain whose top link is Spell Speed 3 (`chain3`)
 * (Fast Effect Timing; Rulebook v10 pp. 44–45). 2 × 13 × 3 = 78 cells, one bit each.
 * The layout (turns × segments × axis values, in declared order) maps one-to-one onto a
 * game-neutral window over any game's turns, segments and axis values.
 */
import { SEGMENT_IDS, type SegmentId } from "./turn-structure";

export type Turn = "you" | "opp";
export const TURNS: readonly Turn[] = ["you", "opp"];
/** The game-state axis of a cell. */
export type Axis = "open" | "chain12" | "chain3";
export const AXES: readonly Axis[] = ["open", "chain12", "chain3"];

const N_SEG = SEGMENT_IDS.length;
const CELLS = TURNS.length * N_SEG * AXES.length;
const SEG_INDEX = new Map<SegmentId, number>(SEGMENT_IDS.map((s, i) => [s, i]));

function index(turn: Turn, seg: SegmentId, axis: Axis): number {
  return (TURNS.indexOf(turn) * N_SEG + SEG_INDEX.get(seg)!) * AXES.length + AXES.indexOf(axis);
}

/** An immutable set of (turn, segment, axis) cells. */
export class YgoWindow {
  private constructor(private readonly bits: Uint8Array) {}

  /** The cells whose turn, segment and axis are in the given sets (omitted = all). */
  static of(spec: { turns?: Iterable<Turn>; segments?: Iterable<SegmentId>; axes?: Iterable<Axis> } = {}): YgoWindow {
    const bits = new Uint8Array(CELLS);
    for (const t of spec.turns ?? TURNS) for (const s of spec.segments ?? SEGMENT_IDS) for (const a of spec.axes ?? AXES) bits[index(t, s, a)] = 1;
    return new YgoWindow(bits);
  }

  static all(): YgoWindow {
    return YgoWindow.of();
  }

  static none(): YgoWindow {
    return new YgoWindow(new Uint8Array(CELLS));
  }

  intersect(o: YgoWindow): YgoWindow {
    return new YgoWindow(this.bits.map((b, i) => b & o.bits[i]!));
  }

  union(o: YgoWindow): YgoWindow {
    return new YgoWindow(this.bits.map((b, i) => b | o.bits[i]!));
  }

  isEmpty(): boolean {
    return this.bits.every((b) => b === 0);
  }

  equals(o: YgoWindow): boolean {
    return this.bits.every((b, i) => b === o.bits[i]);
  }

  has(turn: Turn, seg: SegmentId, axis: Axis): boolean {
    return this.bits[index(turn, seg, axis)] === 1;
  }

  /** Number of cells in the window. */
  size(): number {
    return this.bits.reduce((n, b) => n + b, 0);
  }

  /** Segments with at least one cell, in turn order. */
  segments(): SegmentId[] {
    return SEGMENT_IDS.filter((s) => TURNS.some((t) => AXES.some((a) => this.has(t, s, a))));
  }

  /** Turns with at least one cell. */
  turns(): Turn[] {
    return TURNS.filter((t) => SEGMENT_IDS.some((s) => AXES.some((a) => this.has(t, s, a))));
  }

  /** Axis values with at least one cell. */
  axes(): Axis[] {
    return AXES.filter((a) => TURNS.some((t) => SEGMENT_IDS.some((s) => this.has(t, s, a))));
  }

  /** Every cell as a `[turn, segment, axis]` triple, in layout order (turn, then segment, then axis). */
  cells(): [Turn, SegmentId, Axis][] {
    const out: [Turn, SegmentId, Axis][] = [];
    for (const t of TURNS) for (const s of SEGMENT_IDS) for (const a of AXES) if (this.has(t, s, a)) out.push([t, s, a]);
    return out;
  }
}
