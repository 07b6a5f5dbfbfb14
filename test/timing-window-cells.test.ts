/**
 * Timing windows as bit sets (`core/timing/timing-window.ts`): a window stores its cells in
 * small-integer words of 30 cells, so a space's cells span one word or several (Magic's 52 cells
 * take 2 words, Yu-Gi-Oh!'s 78 take 3). These tests compare every operation with a plain set of
 * cells, on random windows of spaces of 1 to 9 words, including cells at word boundaries.
 */
import { strict as assert } from "node:assert";
import { TimingSpace, TURN_OWNERS, type TimingWindow, type TurnOwner } from "../server/src/core/timing/timing-window";

type Cell = `${TurnOwner}/${string}/${string}`;

function space(segments: number, axis: number): TimingSpace {
  const segs = Array.from({ length: segments }, (_, i) => `s${i}`);
  const axes = Array.from({ length: axis }, (_, i) => `a${i}`);
  return new TimingSpace({
    segments: segs,
    axis: axes,
    act: (s) => (s === "s0" ? "never" : s === "s1" ? "rare" : "always"),
    words: {
      segment: (s) => s,
      allSegments: "any",
      allActSegments: "any act",
      axis: () => "",
      turns: { either: "either", you: "you", opp: "opp" },
    },
  });
}

/** The cells of a window, by asking `has` for each. */
function cells(sp: TimingSpace, w: TimingWindow): Set<Cell> {
  const out = new Set<Cell>();
  for (const t of TURN_OWNERS) for (const s of sp.segments) for (const a of sp.axis) if (w.has(t, s, a)) out.add(`${t}/${s}/${a}`);
  return out;
}

function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** A random window: a union of a few random `of` specs (sometimes none: the empty window). */
function randomWindow(sp: TimingSpace, next: () => number): TimingWindow {
  const pick = <T>(xs: readonly T[]) => xs.filter(() => next() < 0.4);
  let w = sp.none();
  const parts = Math.floor(next() * 4);
  for (let i = 0; i < parts; i++) w = w.union(sp.of({ turns: pick(TURN_OWNERS), segments: pick(sp.segments), axis: pick(sp.axis) }));
  return w;
}

describe("timing windows as bit sets behave as sets of cells", () => {
  for (const [segments, axis] of [
    [1, 1],
    [13, 2],
    [13, 3],
    [15, 1],
    [16, 1],
    [40, 3],
  ] as const) {
    const sp = space(segments, axis);
    it(`${segments} segments × 2 turns × ${axis} axis values (${sp.cells} cells)`, () => {
      const next = random(segments * 31 + axis);
      const all = cells(sp, sp.all());
      assert.equal(all.size, sp.cells);
      assert.equal(cells(sp, sp.none()).size, 0);
      for (let n = 0; n < 300; n++) {
        const a = randomWindow(sp, next);
        const b = randomWindow(sp, next);
        const A = cells(sp, a);
        const B = cells(sp, b);
        const inter = new Set([...A].filter((c) => B.has(c)));
        assert.deepEqual(cells(sp, a.intersect(b)), inter);
        assert.deepEqual(cells(sp, a.union(b)), new Set([...A, ...B]));
        assert.deepEqual(cells(sp, a.complement()), new Set([...all].filter((c) => !A.has(c))));
        assert.equal(a.isEmpty(), A.size === 0);
        assert.equal(a.disjoint(b), inter.size === 0);
        assert.equal(a.disjoint(b), a.intersect(b).isEmpty());
        assert.equal(a.equals(b), A.size === B.size && [...A].every((c) => B.has(c)));
        assert.ok(a.equals(a.union(sp.none())));
        assert.deepEqual(
          a.segments(),
          sp.segments.filter((s) => [...A].some((c) => c.split("/")[1] === s)),
        );
        assert.deepEqual(
          a.turns(),
          TURN_OWNERS.filter((t) => [...A].some((c) => c.startsWith(`${t}/`))),
        );
        assert.deepEqual(
          a.axisValues(),
          sp.axis.filter((k) => [...A].some((c) => c.endsWith(`/${k}`))),
        );
      }
    });
  }

  it("priority windows hold the segments players can act in", () => {
    const sp = space(16, 2);
    assert.ok(!sp.priority(false).has("you", "s0", "a0"));
    assert.ok(!sp.priority(false).has("opp", "s1", "a1"));
    assert.ok(sp.priority(true).has("opp", "s1", "a1"));
    assert.ok(sp.priority(false).has("opp", "s15", "a1"));
  });
});
