/**
 * Offset ↔ position conversion for LSP-style positions: 0-based lines, 0-based UTF-16 columns.
 * Lines end at LF, CRLF or a lone CR. A leading BOM counts as a character of line 0.
 */

/** An LSP position: 0-based line, 0-based UTF-16 column. */
export interface Position {
  line: number;
  character: number;
}

/** An LSP range; `end` is exclusive. */
export interface Range {
  start: Position;
  end: Position;
}

export class LineIndex {
  /** Offset of the first character of each line. */
  private readonly starts: number[] = [0];

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13 /* CR */) {
        if (text.charCodeAt(i + 1) === 10) i++;
        this.starts.push(i + 1);
      } else if (c === 10 /* LF */) this.starts.push(i + 1);
    }
  }

  get lineCount(): number {
    return this.starts.length;
  }

  /** Position of a UTF-16 offset; offsets past the end clamp to the end of the text. */
  positionAt(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: o - this.starts[lo]! };
  }

  /** Offset of a position; lines and columns past the end clamp (columns to the end of that line, before its line end). */
  offsetAt(position: Position): number {
    if (position.line < 0) return 0;
    if (position.line >= this.starts.length) return this.text.length;
    const start = this.starts[position.line]!;
    const next = position.line + 1 < this.starts.length ? this.starts[position.line + 1]! : this.text.length;
    let lineEnd = next;
    while (lineEnd > start && (this.text[lineEnd - 1] === "\n" || this.text[lineEnd - 1] === "\r")) lineEnd--;
    return Math.min(start + Math.max(0, position.character), lineEnd);
  }

  /** Range of a `[start, end)` offset span. */
  rangeOf(span: { start: number; end: number }): Range {
    return { start: this.positionAt(span.start), end: this.positionAt(span.end) };
  }

  /** Offset where line `line` starts. */
  lineStart(line: number): number {
    return this.starts[Math.max(0, Math.min(line, this.starts.length - 1))]!;
  }
}

/**
 * The line end a text mostly uses: `\r\n`, a lone `\r` or `\n` (the most frequent; ties prefer
 * `\r\n`, then `\n`, so `"a\r\nb\nc"` gives `\r\n`). A text without line ends gives `\n`.
 * The one answer for every writer of new lines: the formatter, quick fixes and `--fix`. One pass,
 * no allocation.
 */
export function dominantEol(text: string): "\n" | "\r\n" | "\r" {
  let crlf = 0;
  let lf = 0;
  let cr = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) {
        crlf++;
        i++;
      } else cr++;
    } else if (c === 10) lf++;
  }
  if (crlf === 0 && lf === 0 && cr === 0) return "\n";
  if (crlf >= lf && crlf >= cr) return "\r\n";
  return lf >= cr ? "\n" : "\r";
}
