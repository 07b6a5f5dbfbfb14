/**
 * The server's text document: the text as a list of chunks of whole lines (about 8 KB each) with a
 * chunk-level offset and line index, so a keystroke costs one chunk and an index update over the
 * chunk list, never a copy of the whole text. (The stock `vscode-languageserver-textdocument`
 * document concatenates the whole text per change, which V8 then flattens: a 16 MB copy and its
 * garbage per keystroke.) Each content change yields a new immutable {@link TextSnapshot}, which the
 * analysis slices; the whole text is joined only when someone asks for it ({@link getText}), once
 * per snapshot.
 *
 * Positions follow the LSP and the stock document exactly: 0-based lines, UTF-16 columns, line
 * ends LF, CRLF and lone CR, a column past the line end (or inside a CRLF) clamped to before the
 * line end, offsets clamped to `[0, length]`. Chunks always start at a line start (never between
 * CR and LF), so the line index can count per chunk.
 */
import type { Position, Range, TextDocument, TextDocumentContentChangeEvent } from "vscode-languageserver-textdocument";

/** Chunks longer than twice this (UTF-16 code units) are split at line starts into pieces of about this size. */
const CHUNK = 8192;

/** A read-only text: a string, or a {@link TextSnapshot}. Offsets are UTF-16 code units. */
export interface TextSource {
  readonly length: number;
  /** The text in `[start, end)` (clamped like `String.prototype.slice` for non-negative offsets). */
  slice(start: number, end: number): string;
}

const isEol = (c: number) => c === 10 || c === 13;

/** Offset just after the first line end at or after `from` in `s` (`s.length` when none). */
function nextLineStart(s: string, from: number): number {
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 10) return i + 1;
    if (c === 13) return s.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
  }
  return s.length;
}

/** Line starts in `s` relative to `s` (the first is 0); a line start at `s.length` only when `final`. */
function lineStartsOf(s: string, final: boolean): Int32Array {
  const out = [0];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 10 || c === 13) {
      if (c === 13 && s.charCodeAt(i + 1) === 10) i++;
      if (i + 1 < s.length || final) out.push(i + 1);
    }
  }
  return Int32Array.from(out);
}

/** Number of lines starting in `s` (a chunk; see {@link lineStartsOf}). */
function countLines(s: string, final: boolean): number {
  let n = 1;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 10 || c === 13) {
      if (c === 13 && s.charCodeAt(i + 1) === 10) i++;
      if (i + 1 < s.length || final) n++;
    }
  }
  return s.length === 0 && !final ? 0 : n;
}

/** `s` cut at line starts into pieces of about `size` code units (`s` itself when short); no empty piece. */
function splitChunks(s: string, size: number): string[] {
  if (s.length <= 2 * size) return s.length === 0 ? [] : [s];
  const out: string[] = [];
  let start = 0;
  while (start < s.length) {
    const end = s.length - start <= 2 * size ? s.length : nextLineStart(s, start + size);
    out.push(s.slice(start, end));
    start = end;
  }
  return out;
}

/** Index of the last element of ascending `a` that is ≤ `x` (0 when none). */
function lastAtMost(a: ArrayLike<number>, x: number, hi = a.length - 1): number {
  let lo = 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (a[mid]! <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The text of a document at one revision: immutable, sliced without joining the whole text.
 * `toString()` joins it (once; cached).
 */
export class TextSnapshot implements TextSource {
  private joined?: string;

  /** Built by {@link ChunkedTextDocument}: `starts[k]` is the offset of `chunks[k]`. */
  constructor(
    readonly chunks: readonly string[],
    readonly starts: readonly number[],
    readonly length: number,
  ) {}

  slice(start: number, end: number): string {
    start = Math.max(0, Math.min(start, this.length));
    end = Math.max(start, Math.min(end, this.length));
    if (this.joined !== undefined) return this.joined.slice(start, end);
    if (start === end) return "";
    if (start === 0 && end === this.length) return this.toString();
    let k = lastAtMost(this.starts, start);
    const first = this.chunks[k]!;
    const from = start - this.starts[k]!;
    if (end - this.starts[k]! <= first.length) return first.slice(from, end - this.starts[k]!);
    const parts = [first.slice(from)];
    for (k++; k < this.chunks.length && this.starts[k]! < end; k++) {
      const c = this.chunks[k]!;
      parts.push(end - this.starts[k]! >= c.length ? c : c.slice(0, end - this.starts[k]!));
    }
    return parts.join("");
  }

  toString(): string {
    return (this.joined ??= this.chunks.length === 1 ? this.chunks[0]! : this.chunks.join(""));
  }
}

/**
 * An LSP text document kept as chunks (see the module doc). Implements the interface of
 * `vscode-languageserver-textdocument`'s `TextDocument`, so `TextDocuments` and every feature use
 * it unchanged; {@link snapshot} and {@link length} answer without joining the text.
 */
export class ChunkedTextDocument implements TextDocument {
  private chunks: string[] = [];
  private starts: number[] = [];
  /** Lines starting in each chunk, and the 0-based line of each chunk's first line. */
  private lines: number[] = [];
  private lineBase: number[] = [];
  /** Line starts within each chunk (relative), computed on first use. */
  private lineStarts: (Int32Array | undefined)[] = [];
  private current!: TextSnapshot;
  private total = 0;

  constructor(
    readonly uri: string,
    readonly languageId: string,
    public version: number,
    content: string,
    private readonly chunkSize = CHUNK,
  ) {
    this.setAll(content);
  }

  /** The text now, as an immutable snapshot (the same object until the next content change). */
  get snapshot(): TextSnapshot {
    return this.current;
  }

  /** Length of the text in UTF-16 code units. */
  get length(): number {
    return this.total;
  }

  get lineCount(): number {
    const last = this.chunks.length - 1;
    return this.lineBase[last]! + this.lines[last]!;
  }

  getText(range?: Range): string {
    if (!range) return this.current.toString();
    return this.current.slice(this.offsetAt(range.start), this.offsetAt(range.end));
  }

  positionAt(offset: number): Position {
    offset = Math.max(0, Math.min(offset, this.total));
    const k = lastAtMost(this.starts, offset);
    const ls = this.lineStartsIn(k);
    const i = lastAtMost(ls, offset - this.starts[k]!);
    const lineStart = this.starts[k]! + ls[i]!;
    return { line: this.lineBase[k]! + i, character: this.beforeEol(k, offset, lineStart) - lineStart };
  }

  offsetAt(position: Position): number {
    if (position.line >= this.lineCount) return this.total;
    if (position.line < 0) return 0;
    const k = lastAtMost(this.lineBase, position.line);
    const ls = this.lineStartsIn(k);
    const i = position.line - this.lineBase[k]!;
    const lineStart = this.starts[k]! + ls[i]!;
    if (position.character <= 0) return lineStart;
    const next = i + 1 < ls.length ? this.starts[k]! + ls[i + 1]! : this.starts[k]! + this.chunks[k]!.length;
    return this.beforeEol(k, Math.min(lineStart + position.character, next), lineStart);
  }

  /**
   * Applies changes in order (each range in the text after the previous change, as LSP sends
   * them); a change without a range replaces the whole text. Ranges must be well-formed (start ≤
   * end); positions are clamped like {@link offsetAt}.
   */
  update(changes: readonly TextDocumentContentChangeEvent[], version: number): void {
    for (const change of changes) {
      if ("range" in change && change.range) this.replace(this.offsetAt(change.range.start), this.offsetAt(change.range.end), change.text);
      else this.setAll(change.text);
    }
    this.version = version;
  }

  /** Replaces `[start, end)` (offsets, start ≤ end) by `text`. */
  replace(start: number, end: number, text: string): void {
    if (start === end && text.length === 0) return;
    const last = this.chunks.length - 1;
    let i = lastAtMost(this.starts, start);
    // A line end inserted or removed at a chunk boundary may join lines across it (CR + LF).
    if (i > 0 && start <= this.starts[i]!) i--;
    let j = lastAtMost(this.starts, end);
    if (j > i && end === this.starts[j]!) j--;
    if (j < last && end >= this.starts[j]! + this.chunks[j]!.length - 1) j++;
    const region = i === j ? this.chunks[i]! : this.chunks.slice(i, j + 1).join("");
    const base = this.starts[i]!;
    const edited = region.slice(0, start - base) + text + region.slice(end - base);
    const pieces = splitChunks(edited, this.chunkSize);
    const chunks = this.chunks.slice(0, i).concat(pieces, this.chunks.slice(j + 1));
    const lineStarts = this.lineStarts.slice(0, i).concat(
      pieces.map(() => undefined),
      this.lineStarts.slice(j + 1),
    );
    const lines = this.lines.slice(0, i).concat(
      pieces.map((p, n) => countLines(p, j === last && n === pieces.length - 1)),
      this.lines.slice(j + 1),
    );
    if (chunks.length === 0) {
      this.setAll("");
      return;
    }
    if (pieces.length === 0 && j === last) {
      // The chunk before the edit became the last one: it now counts a line after its final line end.
      lines[i - 1] = countLines(chunks[i - 1]!, true);
      lineStarts[i - 1] = undefined;
      this.index(chunks, lines, lineStarts, i - 1);
      return;
    }
    this.index(chunks, lines, lineStarts, i);
  }

  /** Line starts within chunk `k`. */
  private lineStartsIn(k: number): Int32Array {
    return (this.lineStarts[k] ??= lineStartsOf(this.chunks[k]!, k === this.chunks.length - 1));
  }

  /** `offset` moved back before the line end characters it follows on its line (as the stock document does). */
  private beforeEol(k: number, offset: number, lineStart: number): number {
    const chunk = this.chunks[k]!;
    const base = this.starts[k]!;
    while (offset > lineStart && isEol(chunk.charCodeAt(offset - 1 - base))) offset--;
    return offset;
  }

  private setAll(content: string): void {
    const chunks = splitChunks(content, this.chunkSize);
    if (chunks.length === 0) chunks.push("");
    this.index(
      chunks,
      chunks.map((c, k) => countLines(c, k === chunks.length - 1)),
      chunks.map(() => undefined),
      0,
    );
  }

  /** Installs new chunk arrays; offsets and line numbers are recomputed from chunk `from` on. */
  private index(chunks: string[], lines: number[], lineStarts: (Int32Array | undefined)[], from: number): void {
    const starts = this.starts.slice(0, from);
    const lineBase = this.lineBase.slice(0, from);
    let offset = from > 0 ? starts[from - 1]! + chunks[from - 1]!.length : 0;
    let line = from > 0 ? lineBase[from - 1]! + lines[from - 1]! : 0;
    for (let k = from; k < chunks.length; k++) {
      starts.push(offset);
      lineBase.push(line);
      offset += chunks[k]!.length;
      line += lines[k]!;
    }
    this.chunks = chunks;
    this.starts = starts;
    this.lineBase = lineBase;
    this.lines = lines;
    this.lineStarts = lineStarts;
    this.total = offset;
    this.current = new TextSnapshot(chunks, starts, offset);
  }
}
