/**
 * Timing windows over any game's turn: sets of moments at which something can be cast,
 * activated or triggered.
 *
 * A moment (a *cell*) is (whose turn × turn segment × third-axis value). Whose turn is seen
 * from the controller of the spell or ability: `you` or `opp` (an opponent is the active
 * player). The segments and the third axis come from the game's {@link TimingSpace}: Magic has
 * 13 steps and "stack empty / not empty"; Yu-Gi-Oh! has its phases, steps and Damage Step
 * sub-timings and "open game state / Chain at Spell Speed 1–2 / Chain at Spell Speed 3".
 * A window is stored as one bit per cell; windows of different spaces never mix.
 */

/** Whose turn it is, seen from the controller: their own (`you`) or an opponent's (`opp`). */
export type TurnOwner = "you" | "opp";
/** Both turn owners, "you" first. */
export const TURN_OWNERS: readonly TurnOwner[] = ["you", "opp"];

/** Cells per word of a window's bit set: 30 bits keeps every word a small integer (no heap number). */
const WORD = 30;
/** The word holding `cell` and the cell's bit in it. */
const wordOf = (cell: number) => (cell / WORD) | 0;
const bitOf = (cell: number) => 1 << (cell % WORD);

/**
 * Whether players can act (receive priority, or may activate at all) in a segment:
 * `always`, `never` (Magic's untap step, Yu-Gi-Oh!'s damage calculation), or `rare` (only when
 * something happens there, e.g. Magic's cleanup step, CR 514.3a).
 */
export type ActKind = "always" | "never" | "rare";

/** How a space puts a window into words (for hovers and messages). */
export interface WindowWords<S extends string, A extends string> {
  /** The segment's name as written in prose, e.g. "declare blockers step". */
  segment(id: S): string;
  /** Wording when every segment is in the window, e.g. "any step". */
  allSegments: string;
  /** Wording when every segment in which players can act is in the window. */
  allActSegments: string;
  /** A suffix for the third axis when the window needs some values only, e.g. ", stack empty"; "" for no limit. */
  axis(values: readonly A[]): string;
  /** Turn labels: both turns alike, your turn, an opponent's turn. */
  turns: { either: string; you: string; opp: string };
  /** A short label for a turn strip (the Timing Map), e.g. "Block"; absent = {@link segment}. */
  short?(id: S): string;
  /** The short name of the group (phase) a segment belongs to, e.g. "Combat"; absent = no groups. Consecutive segments with one group form a band. */
  group?(id: S): string;
  /** An axis value in words for legends and screen readers, e.g. "stack empty"; absent = the value's id. */
  axisValue?(value: A): string;
  /** The word for an empty window; absent = "never". */
  never?: string;
}

/** Describes one game's moments: its segments in turn order and the values of its third axis. */
export interface TimingSpaceSpec<S extends string, A extends string> {
  /** Turn segments in order (steps, main phases, sub-timings): each a distinct id. */
  segments: readonly S[];
  /** The third coordinate of a cell, e.g. `["empty", "nonEmpty"]`. */
  axis: readonly A[];
  /** Whether players can act in a segment. */
  act(segment: S): ActKind;
  words: WindowWords<S, A>;
}

/** Which cells to select: omitted coordinates mean "all". */
export interface CellSpec<S extends string, A extends string> {
  turns?: Iterable<TurnOwner>;
  segments?: Iterable<S>;
  axis?: Iterable<A>;
}

/**
 * One game's grid of moments and the factory for its windows. Create one per game (it is
 * immutable) and build every window of that game through it.
 */
export class TimingSpace<S extends string = string, A extends string = string> {
  readonly segments: readonly S[];
  readonly axis: readonly A[];
  readonly words: WindowWords<S, A>;
  /** Number of cells: segments × 2 turn owners × axis values. */
  readonly cells: number;
  /** Words of a window's bit set ({@link WORD} cells each). */
  private readonly words30: number;
  private readonly segmentIndex: ReadonlyMap<S, number>;
  private readonly axisIndex: ReadonlyMap<A, number>;
  private readonly actKinds: ReadonlyMap<S, ActKind>;
  private readonly priorityWindows: [TimingWindow<S, A> | undefined, TimingWindow<S, A> | undefined] = [undefined, undefined];

  /** @throws Error when a segment or axis value is listed twice. */
  constructor(spec: TimingSpaceSpec<S, A>) {
    this.segments = [...spec.segments];
    this.axis = [...spec.axis];
    this.words = spec.words;
    this.segmentIndex = new Map(this.segments.map((s, i) => [s, i]));
    this.axisIndex = new Map(this.axis.map((a, i) => [a, i]));
    if (this.segmentIndex.size !== this.segments.length || this.axisIndex.size !== this.axis.length)
      throw new Error("TimingSpace: duplicate segment or axis value");
    this.actKinds = new Map(this.segments.map((s) => [s, spec.act(s)]));
    this.cells = this.segments.length * 2 * this.axis.length;
    this.words30 = Math.ceil(this.cells / WORD);
  }

  /** Bit position of a cell. @throws Error for a segment or axis value not in this space. */
  cellIndex(turn: TurnOwner, segment: S, axis: A): number {
    const s = this.segmentIndex.get(segment);
    const a = this.axisIndex.get(axis);
    if (s === undefined || a === undefined) throw new Error(`TimingSpace: unknown cell ${segment}/${axis}`);
    return (s * 2 + (turn === "you" ? 0 : 1)) * this.axis.length + a;
  }

  /** Whether players can act in `segment`. */
  act(segment: S): ActKind {
    return this.actKinds.get(segment) ?? "never";
  }

  /** Every cell. */
  all(): TimingWindow<S, A> {
    const bits = this.emptyBits();
    for (let c = 0; c < this.cells; c++) bits[wordOf(c)] |= bitOf(c);
    return new TimingWindow(this, bits);
  }

  /** No cell. */
  none(): TimingWindow<S, A> {
    return new TimingWindow(this, this.emptyBits());
  }

  /** A bit set with no cell. */
  private emptyBits(): number[] {
    return new Array<number>(this.words30).fill(0);
  }

  /** The cells whose turn owner, segment and axis value are in the given sets (omitted = all). */
  of(spec: CellSpec<S, A>): TimingWindow<S, A> {
    const bits = this.emptyBits();
    const turns = [...(spec.turns ?? TURN_OWNERS)];
    const segments = [...(spec.segments ?? this.segments)];
    const axis = [...(spec.axis ?? this.axis)];
    for (const t of turns)
      for (const s of segments)
        for (const k of axis) {
          const c = this.cellIndex(t, s, k);
          bits[wordOf(c)] |= bitOf(c);
        }
    return new TimingWindow(this, bits);
  }

  /** Cells of the segments where players can always act, plus the `rare` ones when `includeRare`. Cached. */
  priority(includeRare: boolean): TimingWindow<S, A> {
    const i = includeRare ? 1 : 0;
    return (this.priorityWindows[i] ??= this.of({
      segments: this.segments.filter((s) => this.act(s) === "always" || (includeRare && this.act(s) === "rare")),
    }));
  }
}

/**
 * An immutable set of (turn owner, segment, axis value) cells of one {@link TimingSpace}.
 * Stored as a bit set in small-integer words (30 cells each: Magic's 52 cells take 2 words,
 * Yu-Gi-Oh!'s 3), so the judge's many intersections cost a short plain array, not a typed array.
 */
export class TimingWindow<S extends string = string, A extends string = string> {
  /** Use the space's factories (`space.of`, `space.all`, …). */
  constructor(
    readonly space: TimingSpace<S, A>,
    private readonly bits: readonly number[],
  ) {}

  /** Every cell of the space that is not in this window ("can't … during combat"). */
  complement(): TimingWindow<S, A> {
    const all = this.space.all().bits;
    return new TimingWindow(
      this.space,
      this.bits.map((b, i) => all[i]! & ~b),
    );
  }

  intersect(other: TimingWindow<S, A>): TimingWindow<S, A> {
    const a = this.bits;
    const b = other.bits;
    const n = a.length;
    // Spaces have 1–3 words; unrolled, no loop state for the common sizes.
    if (n === 2) return new TimingWindow(this.space, [a[0]! & b[0]!, a[1]! & b[1]!]);
    if (n === 3) return new TimingWindow(this.space, [a[0]! & b[0]!, a[1]! & b[1]!, a[2]! & b[2]!]);
    const out = new Array<number>(n);
    for (let i = 0; i < n; i++) out[i] = a[i]! & b[i]!;
    return new TimingWindow(this.space, out);
  }

  union(other: TimingWindow<S, A>): TimingWindow<S, A> {
    const a = this.bits;
    const b = other.bits;
    const out = new Array<number>(a.length);
    for (let i = 0; i < a.length; i++) out[i] = a[i]! | b[i]!;
    return new TimingWindow(this.space, out);
  }

  isEmpty(): boolean {
    for (let i = 0; i < this.bits.length; i++) if (this.bits[i] !== 0) return false;
    return true;
  }

  /** Whether this window and `other` share no cell (`intersect(other).isEmpty()` without building the intersection). */
  disjoint(other: TimingWindow<S, A>): boolean {
    for (let i = 0; i < this.bits.length; i++) if ((this.bits[i]! & other.bits[i]!) !== 0) return false;
    return true;
  }

  equals(other: TimingWindow<S, A>): boolean {
    for (let i = 0; i < this.bits.length; i++) if (this.bits[i] !== other.bits[i]) return false;
    return true;
  }

  has(turn: TurnOwner, segment: S, axis: A): boolean {
    const c = this.space.cellIndex(turn, segment, axis);
    return (this.bits[wordOf(c)]! & bitOf(c)) !== 0;
  }

  private segmentHasAny(turn: TurnOwner, segment: S): boolean {
    return this.space.axis.some((k) => this.has(turn, segment, k));
  }

  /** Segments with at least one cell in the window, in turn order. */
  segments(): S[] {
    return this.space.segments.filter((s) => TURN_OWNERS.some((t) => this.segmentHasAny(t, s)));
  }

  /** Turn owners with at least one cell in the window. */
  turns(): TurnOwner[] {
    return TURN_OWNERS.filter((t) => this.space.segments.some((s) => this.segmentHasAny(t, s)));
  }

  /** Axis values with at least one cell in the window, in the space's order. */
  axisValues(): A[] {
    return this.space.axis.filter((k) => TURN_OWNERS.some((t) => this.space.segments.some((s) => this.has(t, s, k))));
  }

  /** True when the window is not empty and every cell has the axis value `value` (Magic: "needs an empty stack"). */
  onlyAxis(value: A): boolean {
    const values = this.axisValues();
    return values.length === 1 && values[0] === value;
  }

  /**
   * The window in the space's words, e.g. "Your turn: precombat main phase, postcombat main phase,
   * stack empty". Per turn owner when the two differ; "never" when empty.
   * @param words the words to use (another language's, see `GameModel.timingWords`); default the space's own (English).
   */
  describe(words: WindowWords<S, A> = this.space.words): string {
    if (this.isEmpty()) return words.never ?? "never";
    const all = this.space.segments;
    const per = TURN_OWNERS.map((t) => all.filter((s) => this.segmentHasAny(t, s)));
    const axis = words.axis(this.axisValues());
    const canAct = all.filter((s) => this.space.act(s) === "always");
    const list = (segs: S[]) =>
      segs.length === all.length
        ? words.allSegments
        : canAct.every((s) => segs.includes(s))
          ? words.allActSegments
          : segs.map((s) => words.segment(s)).join(", ");
    if (per[0]!.join() === per[1]!.join()) return `${words.turns.either}: ${list(per[0]!)}${axis}`;
    const parts: string[] = [];
    if (per[0]!.length) parts.push(`${words.turns.you}: ${list(per[0]!)}${axis}`);
    if (per[1]!.length) parts.push(`${words.turns.opp}: ${list(per[1]!)}${axis}`);
    return parts.join("; ");
  }
}
