/**
 * Cheap split of a CardScript file into blocks of whole lines, without parsing: the header
 * (directives and comments before the first card) and one block per `card` line. A card block
 * starts at the run of blank and comment lines directly before its `card` line (so a
 * `# cardscript-disable-next-line` above a card travels with it) and ends where the next card
 * block starts (its closing `}`, then blank or comment lines that do not lead into the next card).
 *
 * A "card line" is a line whose first non-blank characters are `card` not followed by a letter,
 * digit, `_` or `-` (the lexer's `card` keyword). Whether the split matches the parser's view is
 * checked later on each block's own parse (see `incremental-analysis.ts`); the split itself never
 * fails. Offsets are UTF-16 code units; lines end at LF, CRLF or a lone CR; a leading BOM counts
 * as blank.
 */

import type { Steps } from "../steps";

const CARD_LINE = /[ \t\uFEFF]*card(?![\w-])/y;
const LINE_END = /\r\n|\r|\n/g;
const RANGE_DIRECTIVE = /#\s*cardscript-(?:disable-file|disable|enable)(?=\s|$)/y;

/** Kind of one line for the split. */
function lineKind(text: string, start: number, end: number): "blank" | "comment" | "card" | "other" {
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 0xfeff) break;
    i++;
  }
  if (i === end) return "blank";
  if (text.charCodeAt(i) === 35 /* # */) {
    RANGE_DIRECTIVE.lastIndex = i;
    return RANGE_DIRECTIVE.test(text) && RANGE_DIRECTIVE.lastIndex <= end ? "other" : "comment";
  }
  CARD_LINE.lastIndex = start;
  return CARD_LINE.test(text) && CARD_LINE.lastIndex <= end ? "card" : "other";
}

/**
 * Start offsets of the card blocks that begin in `[from, to)`, ascending.
 * @param from must be the start of a line (0 or just after a line end).
 * @param to an offset at the start of a line, or `text.length`.
 * A comment run that began before `from` is not seen: callers start at a block start (or 0).
 */
export function cardBlockStarts(text: string, from = 0, to = text.length): number[] {
  const starts: number[] = [];
  let runStart = -1;
  let lineStart = from;
  LINE_END.lastIndex = from;
  while (lineStart < to) {
    const m = LINE_END.exec(text);
    const lineEnd = m ? m.index : text.length;
    const next = m ? m.index + m[0].length : text.length;
    const kind = lineKind(text, lineStart, lineEnd);
    if (kind === "card") {
      starts.push(runStart >= 0 ? runStart : lineStart);
      runStart = -1;
    } else if (kind === "blank" || kind === "comment") {
      if (runStart < 0) runStart = lineStart;
    } else runStart = -1;
    if (!m || next >= to) break;
    lineStart = next;
  }
  return starts;
}

/** Comments that suppress across lines (`cardscript-disable`, `-enable`, `-disable-file`); `-next-line`/`-line` do not. */
export const SPANNING_DIRECTIVE = /#\s*cardscript-(?:disable-file|disable|enable)(?=\s|$)/;

/** How many code units {@link cardBlockStartsInSteps} splits between two yields (about 64 KB). */
export const SPLIT_STEP = 64 * 1024;

/**
 * {@link cardBlockStarts} of `text` (offsets plus `base`), a stretch of about {@link SPLIT_STEP}
 * code units at a time with a yield between stretches. Each stretch starts at a block start (the
 * previous stretch's last one, scanned again), as `cardBlockStarts` requires, so the result is
 * the same as one call on the whole text.
 */
export function* cardBlockStartsInSteps(text: string, base: number): Steps<number[]> {
  if (text.length <= SPLIT_STEP) return cardBlockStarts(text).map((s) => s + base);
  const out: number[] = [];
  let from = 0;
  let step = SPLIT_STEP;
  for (;;) {
    const to = lineStartAfter(text, from + step);
    const starts = cardBlockStarts(text, from, to);
    if (to >= text.length) {
      for (const s of starts) if (s >= from && (out.length === 0 || s > out[out.length - 1]!)) out.push(s);
      break;
    }
    const last = starts[starts.length - 1];
    if (last === undefined || last <= from) {
      step *= 2; // no new card in this stretch: take a longer one (from stays a block start or 0)
      continue;
    }
    for (const s of starts) if (s < last && (out.length === 0 || s > out[out.length - 1]!)) out.push(s);
    from = last;
    step = SPLIT_STEP;
    yield;
  }
  return base === 0 ? out : out.map((s) => s + base);
}

/** The start of the first line that begins at or after `offset` (or `text.length`). */
function lineStartAfter(text: string, offset: number): number {
  if (offset >= text.length) return text.length;
  if (offset > 0) {
    const prev = text.charCodeAt(offset - 1);
    if (prev === 10 || (prev === 13 && text.charCodeAt(offset) !== 10)) return offset;
  }
  for (let i = offset; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) return i + 1;
    if (c === 13) return text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
  }
  return text.length;
}
