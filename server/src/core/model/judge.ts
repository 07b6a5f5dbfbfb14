/**
 * Judging timing windows, for any game. A *subject* (a spell, a card activation, an activated
 * or quick effect) has a base timing class, permissions that widen it and restrictions that
 * narrow it: its window is `(base ∪ permissions) ∩ restrictions`, then intersected with the
 * segments in which players can act (the game's {@link TimingSpace.priority}).
 */
import type { TimingWindow } from "../timing/timing-window";
import type { Constraint, TimingSubject, Verdict } from "../game/timing-subject";
export type { Constraint, TimingSubject, Verdict } from "../game/timing-subject";

const NONE: ReadonlySet<Constraint> = new Set();

/**
 * base ∪ permissions: where a subject could be used before any restriction (the one place this
 * union is computed; the judge, the redundancy check and the hover all ask it).
 * @param omit permissions to leave out (for "what if this one were removed").
 */
export function widenedWindow(s: TimingSubject, omit: ReadonlySet<Constraint> = NONE): TimingWindow {
  let w = s.base.window;
  for (const p of s.permissions) if (!omit.has(p)) w = w.union(p.window);
  return w;
}

/**
 * The window a subject can be used in: (base ∪ permissions) ∩ restrictions, before priority.
 * @param omit permissions and restrictions to leave out.
 */
export function subjectWindow(s: TimingSubject, omit: ReadonlySet<Constraint> = NONE): TimingWindow {
  let w = widenedWindow(s, omit);
  for (const r of s.restrictions) if (!omit.has(r)) w = w.intersect(r.window);
  return w;
}

/** Judges a subject: usable, usable only in a rare window, or never (with the constraints to blame). */
export function judge(s: TimingSubject): Verdict {
  const space = s.base.window.space;
  const priorityAll = space.priority(true);
  const w = subjectWindow(s);
  if (w.disjoint(priorityAll)) {
    let onlyRestrictions = space.all();
    for (const r of s.restrictions) onlyRestrictions = onlyRestrictions.intersect(r.window);
    if (s.restrictions.length > 0 && onlyRestrictions.disjoint(priorityAll)) {
      if (!onlyRestrictions.isEmpty())
        return {
          kind: "impossible",
          reason: "noPriority",
          conflict: s.restrictions.filter((r) => r.window.disjoint(priorityAll)),
        };
      return { kind: "impossible", reason: "contradictory", conflict: exclusivePair(s.restrictions) ?? s.restrictions };
    }
    const widened = widenedWindow(s);
    const blamed = s.restrictions.find((r) => widened.intersect(r.window).intersect(priorityAll).isEmpty());
    return { kind: "impossible", reason: "base", conflict: [s.base, ...(blamed ? [blamed] : s.restrictions)] };
  }
  if (w.disjoint(space.priority(false))) return { kind: "rare", window: w };
  return { kind: "ok", window: w };
}

/** Two restrictions that exclude each other (bounded: real cards have a handful). */
function exclusivePair(restrictions: readonly Constraint[]): Constraint[] | undefined {
  const n = Math.min(restrictions.length, 32);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (restrictions[i]!.window.disjoint(restrictions[j]!.window)) return [restrictions[i]!, restrictions[j]!];
    }
  }
  return undefined;
}

/** A constraint that changes nothing, and the constraint that already does its work. */
export interface Redundancy {
  constraint: Constraint;
  /** The base class, or another permission/restriction, that makes it redundant. */
  coveredBy: Constraint;
}

/**
 * Constraints that change nothing: removing them leaves the usable window (where players can
 * act) the same. Judged one after another, each with the ones already found redundant taken
 * away, so removing every reported constraint together still changes nothing. Skips subjects
 * with more than 32 constraints (no real card has that many) and constraints marked
 * `neverRedundant`.
 */
export function redundantConstraints(s: TimingSubject): Redundancy[] {
  const all = [...s.permissions, ...s.restrictions];
  if (all.length === 0 || all.length > 32) return [];
  const priorityAll = s.base.window.space.priority(true);
  const removed = new Set<Constraint>();
  const windowWithout = (omit: ReadonlySet<Constraint>) => subjectWindow(s, omit).intersect(priorityAll);
  const out: Redundancy[] = [];
  const conditional = all.filter((c) => c.conditional);
  for (const c of all) {
    if (c.neverRedundant) continue;
    // Conditional constraints are left out of the comparison, except the one being judged.
    const others = new Set([...removed, ...conditional.filter((p) => p !== c)]);
    const before = windowWithout(others);
    const trial = new Set(others).add(c);
    const without = windowWithout(trial);
    if (without.isEmpty() || !before.equals(without)) continue;
    removed.add(c);
    out.push({ constraint: c, coveredBy: coveringConstraint(s, c, trial) });
  }
  return out;
}

/** The constraint that already does `c`'s work: another permission (or the base) that allows at least as much, or a restriction (or the base) that limits at least as much. */
function coveringConstraint(s: TimingSubject, c: Constraint, removed: ReadonlySet<Constraint>): Constraint {
  const priorityAll = s.base.window.space.priority(true);
  const within = (a: TimingWindow, b: TimingWindow) => a.intersect(priorityAll).intersect(b).equals(a.intersect(priorityAll));
  if (c.kind === "permission") {
    const other = s.permissions.find((p) => !removed.has(p) && within(c.window, p.window));
    return other ?? s.base;
  }
  if (within(widenedWindow(s), c.window)) return s.base;
  return s.restrictions.find((r) => !removed.has(r) && within(r.window, c.window)) ?? s.base;
}
