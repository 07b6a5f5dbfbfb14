/**
 * Applying text edits to a document: the pure function behind quick fixes, "Fix all" and
 * formatting tests. Offsets are UTF-16 code units into the text the edits were computed on.
 *
 * Overlap policy (documented contract):
 * - Two edits overlap when their spans share at least one character (`a.start < b.end && b.start < a.end`),
 *   when one is an insertion (empty span) strictly inside the other's span, or when both are
 *   insertions at the same offset (their order would be ambiguous).
 * - Edits that only touch (one ends where the other starts) do not overlap; an insertion at
 *   the start of a replacement is applied before it.
 * - Edits are considered in the order given; an edit that overlaps an edit already accepted
 *   is skipped (never partially applied) and returned in `skipped`.
 */
import type { Span } from "../../../../grammar/src/index";
import type { Fix, TextEdit } from "../rules/types";
import { pushAll } from "../collections/append";

export interface ApplyResult {
  /** The text after applying every accepted edit. */
  text: string;
  /** The accepted edits, sorted by position (offsets into the original text). */
  applied: TextEdit[];
  /** Edits skipped because they overlap an accepted one or lie outside the text. */
  skipped: TextEdit[];
}

/** True when the two spans conflict under the overlap policy above. */
export function spansOverlap(a: Span, b: Span): boolean {
  const aEmpty = a.start === a.end;
  const bEmpty = b.start === b.end;
  if (aEmpty && bEmpty) return a.start === b.start;
  if (aEmpty) return b.start < a.start && a.start < b.end;
  if (bEmpty) return a.start < b.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

function valid(edit: TextEdit, length: number): boolean {
  const { start, end } = edit.span;
  return Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start <= end && end <= length;
}

/**
 * Applies non-overlapping edits to `text`.
 * @param text the original document.
 * @param edits edits with spans in UTF-16 offsets into `text`; earlier edits win over later
 *   overlapping ones. Invalid spans (negative, reversed or past the end) are skipped.
 * @returns the new text plus which edits were applied and which were skipped. Never throws.
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): ApplyResult {
  const applied: TextEdit[] = [];
  const skipped: TextEdit[] = [];
  for (const e of edits) {
    if (!valid(e, text.length) || applied.some((a) => spansOverlap(a.span, e.span))) skipped.push(e);
    else applied.push(e);
  }
  // Stable order: by start; an insertion before a replacement starting at the same offset.
  const sorted = applied
    .map((e, i) => ({ e, i }))
    .sort((x, y) => x.e.span.start - y.e.span.start || x.e.span.end - x.e.span.start - (y.e.span.end - y.e.span.start) || x.i - y.i)
    .map((x) => x.e);
  let out = "";
  let at = 0;
  for (const e of sorted) {
    out += text.slice(at, e.span.start) + e.newText;
    at = e.span.end;
  }
  out += text.slice(at);
  return { text: out, applied: sorted, skipped };
}

/**
 * Picks whole fixes whose edits overlap neither each other nor an edit of a fix already picked
 * (first come, first served). A fix is taken with all its edits or not at all.
 * @returns the picked fixes in input order.
 */
export function nonOverlappingFixes<T extends Pick<Fix, "edits">>(fixes: readonly T[]): T[] {
  const taken: Span[] = [];
  const out: T[] = [];
  for (const fix of fixes) {
    const own = fix.edits.map((e) => e.span);
    const selfOverlap = own.some((a, i) => own.some((b, j) => i < j && spansOverlap(a, b)));
    if (selfOverlap || own.some((s) => taken.some((t) => spansOverlap(s, t)))) continue;
    pushAll(taken, own);
    out.push(fix);
  }
  return out;
}

/**
 * The smallest single edit that turns `before` into `after` (common prefix and suffix kept),
 * or undefined when the texts are equal. Used when a result can't be expressed as the
 * original edits (e.g. after several fix passes).
 */
export function diffAsSingleEdit(before: string, after: string): TextEdit | undefined {
  if (before === after) return undefined;
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endB = before.length;
  let endA = after.length;
  while (endB > start && endA > start && before.charCodeAt(endB - 1) === after.charCodeAt(endA - 1)) {
    endB--;
    endA--;
  }
  // Don't split a surrogate pair or a CRLF.
  while (start > 0 && (isLowSurrogate(before.charCodeAt(start)) || (before[start] === "\n" && before[start - 1] === "\r"))) start--;
  while (endB < before.length && (isLowSurrogate(before.charCodeAt(endB)) || (before[endB] === "\n" && before[endB - 1] === "\r"))) {
    endB++;
    endA++;
  }
  return { span: { start, end: endB }, newText: after.slice(start, endA) };
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}
