/**
 * Offsets between a text and a rewritten copy of it: the copy replaces some ranges of the
 * original (each a `Replacement`) and keeps everything else character for character. Used for
 * card text written in another language (`lang de`): the game's analysis reads the English
 * rewrite, and every span it reports is mapped back to the file the designer wrote. Offsets are
 * UTF-16 code units.
 */

/** One rewritten range of the original: `[start, end)` becomes `text`. */
export interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** A replaced range in both texts. */
interface Segment {
  oStart: number;
  oEnd: number;
  tStart: number;
  tEnd: number;
}

/** The rewritten text and the map between it and the original. */
export class TextMap {
  /** The rewritten text. */
  readonly text: string;
  private readonly segments: Segment[];

  /**
   * @param original the original text.
   * @param replacements non-overlapping ranges of `original` with their new text, in any order.
   * @throws Error when two replacements overlap or one lies outside the text (a bug in a translator).
   */
  constructor(original: string, replacements: readonly Replacement[]) {
    const sorted = [...replacements].sort((a, b) => a.start - b.start);
    const parts: string[] = [];
    this.segments = [];
    let at = 0;
    let t = 0;
    for (const r of sorted) {
      if (r.start < at || r.end < r.start || r.end > original.length) throw new Error(`overlapping or invalid replacement at ${r.start}`);
      parts.push(original.slice(at, r.start));
      t += r.start - at;
      this.segments.push({ oStart: r.start, oEnd: r.end, tStart: t, tEnd: t + r.text.length });
      parts.push(r.text);
      t += r.text.length;
      at = r.end;
    }
    parts.push(original.slice(at));
    this.text = parts.join("");
  }

  /** True when nothing was replaced. */
  get identity(): boolean {
    return this.segments.length === 0;
  }

  /** The replaced ranges, in order, with their place in both texts. */
  get replaced(): readonly Readonly<Segment>[] {
    return this.segments;
  }

  /**
   * The original offset of rewritten offset `t`. Inside a replaced range (strictly) there is no
   * exact counterpart: `side` picks its start or end; `exact` returns undefined instead.
   */
  toOriginal(t: number, side: "start" | "end" | "exact"): number | undefined {
    return map(this.segments, t, side, "t");
  }

  /** The rewritten offset of original offset `o` (see {@link toOriginal} for `side`). */
  toRewritten(o: number, side: "start" | "end" | "exact"): number | undefined {
    return map(this.segments, o, side, "o");
  }

  /** A rewritten span in the original: widened to whole replaced ranges it cuts into. */
  spanToOriginal(span: { start: number; end: number }): { start: number; end: number } {
    return {
      start: this.toOriginal(span.start, "start")!,
      end: Math.max(this.toOriginal(span.start, "start")!, this.toOriginal(span.end, "end")!),
    };
  }
}

function map(segments: readonly Segment[], x: number, side: "start" | "end" | "exact", from: "t" | "o"): number | undefined {
  let delta = 0;
  for (const s of segments) {
    const [aStart, aEnd, bStart, bEnd] = from === "t" ? [s.tStart, s.tEnd, s.oStart, s.oEnd] : [s.oStart, s.oEnd, s.tStart, s.tEnd];
    if (x <= aStart) break;
    if (x >= aEnd) {
      delta = bEnd - aEnd;
      continue;
    }
    return side === "exact" ? undefined : side === "start" ? bStart : bEnd;
  }
  return x + delta;
}
