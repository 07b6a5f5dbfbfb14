/**
 * Text with its accents composed (Unicode NFC), with a way back to the offsets of the text as
 * written. A file saved with decomposed accents (NFD: "a" + U+0308 for "ä", as some macOS tools
 * write) reads the same to a designer but not to a pattern: German and Spanish card text such as
 * "Aufräumsegments" or "daño" was not recognized, and "paso de dan" + U+0303 was cut at the mark.
 * Readers match the composed text and report offsets in the text as written.
 */

/** A composed view of a text. Offsets are UTF-16 code units. */
export interface ComposedText {
  /** The text, each base character and its combining marks composed (NFC) where Unicode can. */
  text: string;
  /**
   * The offset in the text as written for an offset in {@link text}: a boundary between two
   * composed runs maps to the same boundary as written; an offset inside a run that composition
   * changed maps to the end of that run as written.
   */
  toWritten(offset: number): number;
}

/** A base character with the combining marks after it (or marks with no base, at the start). */
const RUN = /\P{M}\p{M}*|\p{M}+/gsu;

/**
 * The composed view of `text`, or undefined when composing changes nothing (most text: callers
 * then read `text` itself). Never throws (lone surrogates are kept as they are).
 */
export function composedText(text: string): ComposedText | undefined {
  if (!/\p{M}/u.test(text) || text.normalize("NFC") === text) return undefined;
  const parts: string[] = [];
  // Run boundaries: composed offsets and written offsets, in step.
  const composedAt: number[] = [0];
  const writtenAt: number[] = [0];
  let composed = 0;
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m; m = RUN.exec(text)) {
    const nfc = m[0].normalize("NFC");
    parts.push(nfc);
    composed += nfc.length;
    composedAt.push(composed);
    writtenAt.push(m.index + m[0].length);
  }
  return {
    text: parts.join(""),
    toWritten(offset: number): number {
      let lo = 0;
      let hi = composedAt.length - 1;
      // The last boundary at or before `offset`.
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (composedAt[mid]! <= offset) lo = mid;
        else hi = mid - 1;
      }
      if (composedAt[lo] === offset) return writtenAt[lo]!;
      return writtenAt[Math.min(lo + 1, writtenAt.length - 1)]!;
    },
  };
}
