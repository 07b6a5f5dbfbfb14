/**
 * Low-level scanning of YGO card text: top-level punctuation (outside "quoted names" and
 * parentheses), sentences and sections. All offsets are UTF-16 code units into the scanned text.
 */
import { matchesOf } from "../../core/text/matches";

/** A half-open range `[start, end)` of UTF-16 offsets with its text. */
export interface Piece {
  start: number;
  end: number;
  text: string;
}

/** Makes a piece of `text` from `start` to `end`, trimmed of surrounding white space. */
export function piece(text: string, start: number, end: number): Piece {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return { start, end, text: text.slice(start, end) };
}

/** White space as `/\s/` reads it in card text: ASCII blanks and line ends, no-break and other Unicode spaces. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || (c > 127 && /\s/.test(String.fromCharCode(c)));
}

const QUOTE = 34; // "

/**
 * True when the line starting at `lineStart` begins inside a quoted name whose opening quote is
 * missing (`Cyberdark" Effect Monsters you control …`, as some card data prints a name at a line
 * start): an odd number of quotes on the line, the first after a short run without quotes.
 */
export function lineOpensInQuote(text: string, lineStart: number): boolean {
  const first = text.indexOf('"', lineStart);
  if (first < 0 || first - lineStart > 60 || first === lineStart) return false;
  let end = text.indexOf("\n", lineStart);
  if (end < 0) end = text.length;
  if (first >= end || (first + 1 < end && !/\s/.test(text[first + 1]!))) return false;
  let quotes = 0;
  for (let i = first; i >= 0 && i < end; i = text.indexOf('"', i + 1)) quotes++;
  return quotes % 2 === 1;
}

/** Whether a scan from `start` begins inside a quoted name (see {@link lineOpensInQuote}). */
export function startsInQuote(text: string, start: number): boolean {
  let k = start;
  while (k > 0 && (text[k - 1] === " " || text[k - 1] === "\t")) k--;
  return (k === 0 || text[k - 1] === "\n" || text[k - 1] === "\r") && lineOpensInQuote(text, k);
}
const OPEN = 40; // (
const CLOSE = 41; // )

/**
 * Offsets of `ch` in `text[start, end)` at nesting depth 0: not inside a "quoted name" and not
 * inside parentheses. Unbalanced quotes or parentheses end at the end of the range.
 */
export function topLevel(text: string, start: number, end: number, ch: string): number[] {
  const out: number[] = [];
  const want = ch.charCodeAt(0);
  let quote = startsInQuote(text, start);
  let depth = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) quote = !quote;
    else if (quote) continue;
    else if (c === OPEN) depth++;
    else if (c === CLOSE) depth = Math.max(0, depth - 1);
    else if (depth === 0 && c === want) out.push(i);
  }
  return out;
}

/**
 * Splits `text[start, end)` into sentences: a top-level "." (or "!" / "?") followed by white
 * space or the end, and every line end. A parenthesised sentence "(…)" is its own sentence.
 * Empty sentences are dropped.
 */
export function sentences(text: string, start: number, end: number): Piece[] {
  const out: Piece[] = [];
  let quote = startsInQuote(text, start);
  let depth = 0;
  let from = start;
  // Jump from one character that matters to the next (line ends, quotes, parentheses, sentence ends); the rest is skipped natively.
  SENTENCE_MARKS.lastIndex = start;
  for (let m = SENTENCE_MARKS.exec(text); m && m.index < end; m = SENTENCE_MARKS.exec(text)) {
    const i = m.index;
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      from = pushSentence(out, text, from, i);
      quote = c === 10 && lineOpensInQuote(text, i + 1);
      depth = 0;
      continue;
    }
    if (c === QUOTE) quote = !quote;
    else if (quote) continue;
    else if (c === OPEN) depth++;
    else if (c === CLOSE) {
      depth = Math.max(0, depth - 1);
      // A sentence that opens with "(" (after white space) ends at its matching ")".
      if (depth === 0 && (i + 1 >= end || isSpace(text.charCodeAt(i + 1))) && opensWithParen(text, from, i))
        from = pushSentence(out, text, from, i + 1);
    } else if (depth === 0 && (i + 1 >= end || isSpace(text.charCodeAt(i + 1)))) from = pushSentence(out, text, from, i + 1);
  }
  pushSentence(out, text, from, end);
  return out;
}

/** Adds the sentence `text[from, to)` (trimmed) to `out` unless it is empty; returns `to`, where the next one starts. */
function pushSentence(out: Piece[], text: string, from: number, to: number): number {
  const p = piece(text, from, to);
  if (p.text.length) out.push(p);
  return to;
}

/** Whether `text[from, to)` opens with "(" after white space. */
function opensWithParen(text: string, from: number, to: number): boolean {
  let k = from;
  while (k < to && isSpace(text.charCodeAt(k))) k++;
  return k < to && text.charCodeAt(k) === OPEN;
}

/** The characters {@link sentences} acts on. */
const SENTENCE_MARKS = /[\n\r"().!?]/g;

/** A section of a card's text: the whole text, or the Pendulum / monster part of a Pendulum Monster. */
export interface Section {
  name: "card" | "pendulum" | "monster" | "flavor";
  start: number;
  end: number;
  /** Span of the "[ Pendulum Effect ]" style marker, when there is one. */
  marker?: Piece;
}

const MARKER = /\[\s*(Pendulum Effect|Monster Effect|Flavor Text)\s*\]/gi;

/** Splits a text at "[ Pendulum Effect ]", "[ Monster Effect ]" and "[ Flavor Text ]" markers. */
export function sections(text: string): Section[] {
  const marks = text.includes("[") ? matchesOf(text, MARKER) : [];
  if (!marks.length) return [{ name: "card", start: 0, end: text.length }];
  const out: Section[] = [];
  if (text.slice(0, marks[0]!.index).trim()) out.push({ name: "card", start: 0, end: marks[0]!.index! });
  marks.forEach((m, i) => {
    const w = m[1]!.toLowerCase();
    const name = w.startsWith("pendulum") ? "pendulum" : w.startsWith("monster") ? "monster" : "flavor";
    const start = m.index! + m[0].length;
    out.push({ name, start, end: i + 1 < marks.length ? marks[i + 1]!.index! : text.length, marker: piece(text, m.index!, start) });
  });
  return out;
}
