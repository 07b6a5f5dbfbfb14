/**
 * Timing windows: sets of moments in a turn at which something can be cast or activated.
 *
 * A moment is (whose turn × step × stack empty or not). Whose turn is seen from the
 * controller of the spell or ability: `you` or `opp` (an opponent is the active player).
 * A window is a finite set of such cells, stored as a bit per cell (13 steps × 2 × 2 = 52 cells).
 * See `shared/reference/mtg-timing.md` §2 (data-model sketch) and §1b.3 (satisfiability).
 */
import { STEP_IDS, STEPS, type StepId } from "./mtg/turn-structure";

export type TurnOwner = "you" | "opp";
export type StackState = "empty" | "nonEmpty";
export const TURN_OWNERS: readonly TurnOwner[] = ["you", "opp"];
const STACKS: readonly StackState[] = ["empty", "nonEmpty"];
const CELLS = STEP_IDS.length * 4;

function cellIndex(turn: TurnOwner, step: StepId, stack: StackState): number {
  return STEP_IDS.indexOf(step) * 4 + (turn === "you" ? 0 : 2) + (stack === "empty" ? 0 : 1);
}

/** An immutable set of (turn owner, step, stack state) cells. */
export class TimingWindow {
  private constructor(private readonly bits: Uint8Array) {}

  /** Every cell: any turn, any step, stack empty or not. */
  static all(): TimingWindow {
    return new TimingWindow(new Uint8Array(CELLS).fill(1));
  }

  static none(): TimingWindow {
    return new TimingWindow(new Uint8Array(CELLS));
  }

  /** The cells whose turn owner, step and stack state are in the given sets (omitted = all). */
  static of(spec: { turns?: Iterable<TurnOwner>; steps?: Iterable<StepId>; stacks?: Iterable<StackState> }): TimingWindow {
    const bits = new Uint8Array(CELLS);
    const turns = [...(spec.turns ?? TURN_OWNERS)];
    const steps = [...(spec.steps ?? STEP_IDS)];
    const stacks = [...(spec.stacks ?? STACKS)];
    for (const t of turns) for (const s of steps) for (const k of stacks) bits[cellIndex(t, s, k)] = 1;
    return new TimingWindow(bits);
  }

  /** Cells where the step gives priority as a rule (`always`), or also the rare cleanup window when `includeRare`. */
  static priority(includeRare: boolean): TimingWindow {
    return TimingWindow.of({ steps: STEP_IDS.filter((s) => STEPS[s].priority === "always" || (includeRare && STEPS[s].priority === "rare")) });
  }

  intersect(other: TimingWindow): TimingWindow {
    return new TimingWindow(this.bits.map((b, i) => b & other.bits[i]!));
  }

  union(other: TimingWindow): TimingWindow {
    return new TimingWindow(this.bits.map((b, i) => b | other.bits[i]!));
  }

  isEmpty(): boolean {
    return this.bits.every((b) => b === 0);
  }

  equals(other: TimingWindow): boolean {
    return this.bits.every((b, i) => b === other.bits[i]);
  }

  has(turn: TurnOwner, step: StepId, stack: StackState): boolean {
    return this.bits[cellIndex(turn, step, stack)] === 1;
  }

  /** Steps with at least one cell in the window, in turn order. */
  steps(): StepId[] {
    return STEP_IDS.filter((s) => TURN_OWNERS.some((t) => STACKS.some((k) => this.has(t, s, k))));
  }

  /** Turn owners with at least one cell in the window. */
  turns(): TurnOwner[] {
    return TURN_OWNERS.filter((t) => STEP_IDS.some((s) => STACKS.some((k) => this.has(t, s, k))));
  }

  /** True when every cell in the window needs an empty stack. */
  needsEmptyStack(): boolean {
    return !this.isEmpty() && STEP_IDS.every((s) => TURN_OWNERS.every((t) => !this.has(t, s, "nonEmpty")));
  }

  /**
   * The window in words, e.g. "Your turn: precombat main phase and postcombat main phase, stack empty".
   * Per turn owner when the two differ.
   */
  describe(): string {
    if (this.isEmpty()) return "never";
    const parts: string[] = [];
    const per = TURN_OWNERS.map((t) => STEP_IDS.filter((s) => STACKS.some((k) => this.has(t, s, k))));
    const same = per[0]!.join() === per[1]!.join();
    const stack = this.needsEmptyStack() ? ", stack empty" : "";
    const withPriority = STEP_IDS.filter((s) => STEPS[s].priority === "always");
    const list = (steps: StepId[]) =>
      steps.length === STEP_IDS.length ? "any step"
        : withPriority.every((s) => steps.includes(s)) ? "any step in which players get priority"
          : steps.map((s) => STEPS[s].name).join(", ");
    if (same) parts.push(`Either player's turn: ${list(per[0]!)}${stack}`);
    else {
      if (per[0]!.length) parts.push(`Your turn: ${list(per[0]!)}${stack}`);
      if (per[1]!.length) parts.push(`An opponent's turn: ${list(per[1]!)}${stack}`);
    }
    return parts.join("; ");
  }
}
