/**
 * The one-pass line scanner: reads the well-formed start of a CardScript file line by line,
 * straight from offsets, into the same syntax-tree nodes the Chevrotain path builds (`parser.ts`),
 * with no tokens and no CST. Card files are line-structured, and a well-formed card is a few
 * kinds of line: `card "NAME" {`, fields, `text:` and its lines, `face "NAME" {`, `}`, comments
 * and blank lines.
 *
 * It reads only what it is sure of and stops at the first top-level block it is not (a syntax
 * error, an unusual layout such as two tokens of a card on one line): from that line on,
 * Chevrotain parses the rest, so syntax errors and recovery are Chevrotain's. The scanner stops
 * only at the start of a top-level line after complete blocks, where Chevrotain's lexer is in its
 * `file` mode and its parser in the `file` rule's loop, so the rest parses as in a whole-file parse
 * (`test/kinds/one-pass-model-equals-parser.test.ts` checks that both give the same tree).
 *
 * What the scanner mirrors of the lexer (`lexer.ts`): line ends are LF, CRLF or a lone CR;
 * white space between tokens is spaces, tabs and U+FEFF; in `file` mode a `#` starts a comment and
 * the token tried first wins (`text:` before `card`, `face`, directives, then field lines); in
 * `text` mode (after `text:`) a line is a comment, `}`, `card "`/`face "`, a field line (any
 * lower-case name) or a line of rules text. Offsets are UTF-16 offsets into the text.
 */
import type { CardNode, CommentNode, DirectiveNode, FieldNode, Span, TextSectionNode } from "./ast";
import { closedStringEnd, textLineImageAt } from "./lexer";
import { directiveNode, fieldNode, textLineNode, unquote } from "./nodes";

const HASH = 35;
const QUOTE = 34;
const LBRACE = 123;
const RBRACE = 125;
const COLON = 58;

/** A card or face being read: what `parser.ts`'s `card` turns into a {@link CardNode}. */
interface Frame {
  kind: "card" | "face";
  keywordStart: number;
  name: string;
  nameSpan: Span;
  fields: FieldNode[];
  textSections: TextSectionNode[];
  faces: CardNode[];
}

/** What reading one line of a card's body gave: more lines follow, the card closed, or the scanner is not sure of the line. */
const Step = { More: 0, Closed: 1, Fail: 2 } as const;
type Step = (typeof Step)[keyof typeof Step];

/** Whether `c` (a UTF-16 code unit) is the lexer's skipped white space between tokens: space, tab, U+FEFF. */
function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 0xfeff;
}

/** The first offset from `from` (before `end`) that is not a space, tab or U+FEFF. */
function skipBlanks(text: string, from: number, end: number): number {
  let i = from;
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  return i;
}

/** The offset of the line end (CR or LF) at or after `from`, or the text's length. */
function lineEnd(text: string, from: number): number {
  let i = from;
  for (const n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) break;
  }
  return i;
}

/** The start of the line after the one ending at `end` (past LF, CRLF or a lone CR). */
function nextLine(text: string, end: number): number {
  if (end >= text.length) return text.length;
  return text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
}

/** Whether `c` is in `[\w-]` (ASCII letters, digits, `_`, `-`): what the keywords' `(?![\w-])` rejects. */
function isWordOrDash(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45;
}

/** Whether the keyword `word` starts at `at` and no `[\w-]` follows it (the lexer's `word(?![\w-])`). */
function keywordAt(text: string, at: number, word: string): boolean {
  return text.startsWith(word, at) && !isWordOrDash(text.charCodeAt(at + word.length));
}

/** Whether `word`, one or more spaces or tabs and a `"` start at `at` (text mode's `card(?=[ \t]+")`). */
function keywordBeforeName(text: string, at: number, word: string): boolean {
  if (!text.startsWith(word, at)) return false;
  let i = at + word.length;
  const first = i;
  while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++;
  return i > first && text.charCodeAt(i) === QUOTE;
}

/** Whether `at` starts a directive keyword (`game`, `rules`, `lang`, `keyword`). */
function directiveAt(text: string, at: number): boolean {
  return keywordAt(text, at, "game") || keywordAt(text, at, "rules") || keywordAt(text, at, "lang") || keywordAt(text, at, "keyword");
}

/**
 * When a field line (`[a-z][a-z0-9_-]*[ \t]*:`) starts at `at`: the offset of its colon, and the
 * name's end; else undefined.
 */
function fieldAt(text: string, at: number, end: number): { colon: number; nameEnd: number } | undefined {
  let c = text.charCodeAt(at);
  if (!(c >= 97 && c <= 122)) return undefined;
  let i = at + 1;
  for (; i < end; i++) {
    c = text.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 45)) break;
  }
  const nameEnd = i;
  while (i < end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  return i < end && text.charCodeAt(i) === COLON ? { colon: i, nameEnd } : undefined;
}

/** Reads one card block (from `card` to its `}`), or says it cannot. */
class CardReader {
  /** The card's comments, handed over only when the whole card is read. */
  readonly comments: CommentNode[] = [];
  private card!: Frame;
  private frame!: Frame;
  private section: TextSectionNode | undefined;
  /** The closed card, once its `}` is read. */
  closed: CardNode | undefined;

  constructor(private readonly text: string) {}

  /** Reads the card whose keyword starts at `start` (its line ends at `end`); returns the offset after its last line, or -1. */
  read(start: number, end: number): number {
    const card = this.header("card", start, end);
    if (!card) return -1;
    this.card = this.frame = card;
    const text = this.text;
    let le = end;
    while (le < text.length) {
      const ls = nextLine(text, le);
      le = lineEnd(text, ls);
      const step = this.line(ls, le);
      if (step === Step.Fail) return -1;
      if (step === Step.Closed) return nextLine(text, le);
    }
    return -1;
  }

  /** `card "NAME" {` or `face "NAME" {` from `start` (the keyword) to the line end `end`; undefined when the line is anything else. */
  private header(kind: "card" | "face", start: number, end: number): Frame | undefined {
    const text = this.text;
    const nameStart = skipBlanks(text, start + 4, end);
    if (text.charCodeAt(nameStart) !== QUOTE) return undefined;
    const nameEnd = closedStringEnd(text, nameStart);
    if (nameEnd < 0 || nameEnd > end) return undefined;
    const brace = skipBlanks(text, nameEnd, end);
    if (text.charCodeAt(brace) !== LBRACE || !this.restIsComment(brace + 1, end)) return undefined;
    const nameSpan = { start: nameStart, end: nameEnd };
    return { kind, keywordStart: start, name: unquote(text.slice(nameStart, nameEnd)), nameSpan, fields: [], textSections: [], faces: [] };
  }

  /** Whether `[from, end)` is blank or blanks and a comment (which is recorded). */
  private restIsComment(from: number, end: number): boolean {
    const i = skipBlanks(this.text, from, end);
    if (i === end) return true;
    if (this.text.charCodeAt(i) !== HASH) return false;
    this.comment(i, end);
    return true;
  }

  private comment(start: number, end: number): void {
    this.comments.push({ kind: "comment", text: this.text.slice(start, end), span: { start, end } });
  }

  /** Reads the body line `[from, end)` (or its rest after `text:`) in the current lexer mode. */
  private line(from: number, end: number): Step {
    const text = this.text;
    const p = skipBlanks(text, from, end);
    if (p === end) return Step.More;
    const c = text.charCodeAt(p);
    if (c === HASH) {
      this.comment(p, end);
      return Step.More;
    }
    if (c === RBRACE) return this.close(p, end);
    return this.section ? this.textLine(p, end) : this.fileLine(p, end);
  }

  /** A line in text mode from its first token at `p`. */
  private textLine(p: number, end: number): Step {
    const text = this.text;
    if (keywordBeforeName(text, p, "card")) return Step.Fail;
    if (keywordBeforeName(text, p, "face")) {
      this.section = undefined;
      return this.face(p, end);
    }
    if (fieldAt(text, p, end)) {
      // A field line ends the text section (any lower-case name, `text:` too).
      this.section = undefined;
      this.frame.fields.push(fieldNode(text.slice(p, end), p, this.comments));
      return Step.More;
    }
    // Null also when the line starts with white space other than a space, tab or U+FEFF (no token does).
    const image = textLineImageAt(text, p);
    if (image === null) return Step.Fail;
    this.section!.lines.push(textLineNode(image, p));
    return this.restIsComment(p + image.length, end) ? Step.More : Step.Fail;
  }

  /** A line in file mode from its first token at `p`. */
  private fileLine(p: number, end: number): Step {
    const text = this.text;
    if (keywordAt(text, p, "face")) return this.face(p, end);
    if (keywordAt(text, p, "card") || directiveAt(text, p)) return Step.Fail;
    const field = fieldAt(text, p, end);
    if (!field) return Step.Fail;
    if (field.nameEnd === p + 4 && text.startsWith("text", p)) {
      const headerSpan = { start: p, end: field.colon + 1 };
      this.section = { kind: "text", headerSpan, lines: [], span: { start: p, end: headerSpan.end } };
      this.frame.textSections.push(this.section);
      return this.line(field.colon + 1, end);
    }
    this.frame.fields.push(fieldNode(text.slice(p, end), p, this.comments));
    return Step.More;
  }

  /** `face "NAME" {` at `p`: only directly inside the card. */
  private face(p: number, end: number): Step {
    if (this.frame !== this.card) return Step.Fail;
    const face = this.header("face", p, end);
    if (!face) return Step.Fail;
    this.frame = face;
    return Step.More;
  }

  /** `}` at `p` closes the face or card being read; only blanks or a comment may follow it on the line. */
  private close(p: number, end: number): Step {
    this.section = undefined;
    const f = this.frame;
    for (const s of f.textSections) {
      const last = s.lines[s.lines.length - 1];
      if (last) s.span.end = last.span.end;
    }
    const node: CardNode = {
      kind: f.kind,
      name: f.name,
      nameSpan: f.nameSpan,
      fields: f.fields,
      textSections: f.textSections,
      faces: f.faces,
      closed: true,
      span: { start: f.keywordStart, end: p + 1 },
    };
    if (!this.restIsComment(p + 1, end)) return Step.Fail;
    if (f === this.card) {
      this.closed = node;
      return Step.Closed;
    }
    this.card.faces.push(node);
    this.frame = this.card;
    return Step.More;
  }
}

/**
 * Reads a file's well-formed start (see the module comment) in pieces: {@link scan} reads a number
 * of cards at a time. The nodes read so far are in `directives`, `cards`, `comments`, all in
 * source order; `end` is where reading stopped.
 */
export class LineScanner {
  readonly directives: DirectiveNode[] = [];
  readonly cards: CardNode[] = [];
  readonly comments: CommentNode[] = [];
  /** The offset of the first line not read: a top-level line start; the text's length when all of it was read. */
  end = 0;
  private stopped = false;

  constructor(private readonly text: string) {}

  /**
   * Reads top-level lines until `maxCards` more cards are read, the text ends, or a line starts a
   * block the scanner is not sure of. Returns true when there may be more to read.
   */
  scan(maxCards: number): boolean {
    const text = this.text;
    const until = this.cards.length + maxCards;
    while (!this.stopped && this.end < text.length) {
      const next = this.topLine(this.end);
      if (next < 0) this.stopped = true;
      else this.end = next;
      if (this.cards.length >= until) break;
    }
    return !this.stopped && this.end < text.length;
  }

  /** Reads the top-level line starting at `ls`; returns the next line's start, or -1. */
  private topLine(ls: number): number {
    const text = this.text;
    const le = lineEnd(text, ls);
    const i = skipBlanks(text, ls, le);
    if (i === le) return nextLine(text, le);
    const c = text.charCodeAt(i);
    if (c === HASH) {
      this.comments.push({ kind: "comment", text: text.slice(i, le), span: { start: i, end: le } });
      return nextLine(text, le);
    }
    if (directiveAt(text, i)) {
      let e = i;
      while (e < le && text.charCodeAt(e) !== HASH) e++;
      this.directives.push(directiveNode(text.slice(i, e), i));
      if (e < le) this.comments.push({ kind: "comment", text: text.slice(e, le), span: { start: e, end: le } });
      return nextLine(text, le);
    }
    if (!keywordAt(text, i, "card")) return -1;
    const reader = new CardReader(text);
    const next = reader.read(i, le);
    if (next < 0) return -1;
    this.cards.push(reader.closed!);
    for (const cm of reader.comments) this.comments.push(cm);
    return next;
  }
}
