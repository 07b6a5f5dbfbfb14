/**
 * Test helper: applies the text edits of one quick fix, independently of the product's own
 * edit-application code (so rule tests do not depend on it).
 */
import type { Fix, TextEdit } from "../../server/src/core/rules/types";

/**
 * Applies `edits` to `text`. Spans are UTF-16 offsets into `text`.
 * @throws Error when a span is out of range or two edits overlap (a fix must never do that).
 */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  let out = "";
  let pos = 0;
  for (const e of sorted) {
    const { start, end } = e.span;
    if (!(Number.isInteger(start) && Number.isInteger(end) && 0 <= start && start <= end && end <= text.length)) {
      throw new Error(`edit span ${start}..${end} is outside the text (length ${text.length})`);
    }
    if (start < pos) throw new Error(`edits overlap at offset ${start}`);
    out += text.slice(pos, start) + e.newText;
    pos = end;
  }
  return out + text.slice(pos);
}

/** The text after applying every edit of `fix`. */
export function applyFix(text: string, fix: Fix): string {
  return applyTextEdits(text, fix.edits);
}
