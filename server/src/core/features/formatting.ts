/**
 * The CardScript formatter: rewrites a document into its canonical layout. Pure (no IO).
 *
 * What it changes — and nothing else:
 * - Indentation: 2 spaces per nesting level. Cards at level 0; their fields, `text:` and
 *   `face` blocks at level 1; rules-text lines one level deeper than their `text:`; a face's
 *   contents one level deeper than the face. Own-line comments take the indentation of what
 *   they belong to (see "Comments").
 * - Field order inside a card or face (stable: fields that rank equal keep their order, so
 *   duplicates stay in sequence): `cost`, `type`, `stats`/`pt`, `loyalty`, `defense`, `color`,
 *   unknown fields (in source order), the `text:` section, `face` blocks (in source order),
 *   then the metadata `flavor`, `rarity`, `set`, `artist`, `number`. A card or face with more
 *   than one `text:` section keeps its order (moving them together would merge them).
 * - Field lines are written `name: value` (one space after the colon); directives `name value`.
 * - Type lines: runs of whitespace become one space and the first type-line dash (`-`, `--`,
 *   `–` or a `—` without spaces) becomes ` — `.
 * - Loyalty costs: a leading `-` or `–` of a loyalty ability's cost becomes U+2212 (`−2:`).
 * - Whitespace: trailing whitespace removed; no blank lines inside a card; exactly one blank
 *   line between top-level blocks that involve a card; between other top-level items
 *   (directives, free comments) at most one blank line, as in the source; the file ends with
 *   exactly one line end. A card's leading comments (own-line comments directly above it,
 *   no blank line between) stay attached to it.
 * - Line ends: the document's dominant line end (LF, CRLF or CR) everywhere; a leading BOM is kept.
 *
 * Comments: a comment after an item on the same line stays on that item's line; a comment on
 * the line that opens a card/face stays on its header line; an own-line comment moves with
 * the item that follows it (or stays before the closing `}` when nothing follows); comments
 * between rules-text lines keep their place.
 *
 * Safety: a document with syntax errors is not formatted. The result is re-parsed and
 * checked (no syntax error, same comments, same words up to the changes above); if the check
 * fails the formatter refuses rather than risk losing text. Idempotent: formatting the output
 * again changes nothing.
 */
import {
  parse,
  type CardNode,
  type CommentNode,
  type DirectiveNode,
  type FieldNode,
  type ParseResult,
  type TextSectionNode,
} from "../../../../grammar/src/index";
import type { FieldTable } from "../game/game-model";
import { gameOf, type GameOptions } from "../model/game-list";
import { dominantEol, LineIndex } from "../text/line-index";
import { trimEndOf } from "../text/trim";
import type { TextEdit } from "../rules/types";
import { diffAsSingleEdit } from "./apply-edits";
import { own } from "../collections/own";

/** Result of {@link formatDocument}. */
/**
 * Why the self-check refused a result: a key of the core catalog (`format.selfCheck.*`), worded
 * for the user in their language; `detail` (English, for the log) says more.
 */
export type SelfCheckFailure =
  | "format.selfCheck.formatterFailed"
  | "format.selfCheck.syntaxErrors"
  | "format.selfCheck.comments"
  | "format.selfCheck.words"
  | "format.selfCheck.cardCount";

/**
 * A formatting result: the canonical text, or a refusal — `syntax-errors` (the document does not
 * parse) or `self-check` (`check` says why in the user's words) — with an English `detail` for logs.
 */
export type FormatResult =
  | { ok: true; text: string }
  | { ok: false; reason: "syntax-errors"; detail: string }
  | { ok: false; reason: "self-check"; check: SelfCheckFailure; detail: string };

const INDENT = "  ";

/**
 * The canonical order of a card's children for the file's game (`GameModel.fields`): the game's
 * fields before the text in the order of its field table, then fields it does not know, the text
 * sections, the faces, and the fields it writes after the text (flavor, printing data). Aliases
 * rank as their field (`pt` as `stats`).
 * @returns the rank of a field name, and the ranks of text sections and faces.
 */
export function childRanks(fields: FieldTable): { field(name: string): number; text: number; face: number } {
  const before = fields.names.filter((n) => !fields.afterText.includes(n));
  const rank = new Map<string, number>();
  before.forEach((n, i) => rank.set(n, i));
  const unknown = before.length;
  const text = unknown + 1;
  const face = unknown + 2;
  fields.afterText.forEach((n, i) => rank.set(n, face + 1 + i));
  return { field: (name) => rank.get(own(fields.aliases, name) ?? name) ?? unknown, text, face };
}

/**
 * A type-line value in canonical form: single spaces, and the first dash that the checker reads
 * as the type-line dash (`—` anywhere; `-`, `--` or `–` after a space, see `parseTypeLine`)
 * written ` — `. A dash glued to both words (`Creature--Elf`) is not a type-line dash for the
 * checker either, so it is left alone.
 */
export function canonicalTypeLine(value: string): string {
  const collapsed = value.replace(/\s+/g, " ").trim();
  return collapsed.replace(/ (?:—|--|-|–) ?|—/, " — ").trimEnd();
}

type Child =
  | { kind: "field"; node: FieldNode; rank: number; start: number; end: number }
  | { kind: "text"; node: TextSectionNode; rank: number; start: number; end: number }
  | { kind: "face"; node: CardNode; rank: number; start: number; end: number };

type Top =
  { kind: "directive"; node: DirectiveNode; start: number; end: number } | { kind: "card"; node: CardNode; start: number; end: number };
/** A top-level block: a directive or card with the comments directly above it, or a free comment. */
type Block = { kind: "item"; top: Top; leading: CommentNode[] } | { kind: "comment"; comment: CommentNode };

interface Attached {
  leading: CommentNode[];
  trailing?: CommentNode;
}

class Formatter {
  private readonly lines: LineIndex;
  private readonly out: string[] = [];
  /** Replacement text per text line (by start offset): loyalty-cost minus signs. */
  private readonly lineText = new Map<number, string>();
  private readonly comments: CommentNode[];
  /** Canonical order of fields, text and faces for the file's game. */
  private readonly ranks: ReturnType<typeof childRanks>;

  constructor(
    private readonly text: string,
    private readonly parsed: ParseResult,
    games: GameOptions,
  ) {
    this.lines = new LineIndex(text);
    this.ranks = childRanks(gameOf(parsed, games).fields);
    this.comments = [...parsed.comments].sort((a, b) => a.span.start - b.span.start);
    // A loyalty ability's cost is the whole line up to its first colon: `-3:`, `–X:` (the same
    // lines the ability analysis reads as loyalty abilities; they never carry an ability word).
    for (const card of parsed.cards) {
      for (const node of [card, ...card.faces]) {
        for (const section of node.textSections) {
          for (const l of section.lines) {
            if (/^[-–](?:\d+|X)[ \t]*:/.test(l.text)) this.lineText.set(l.span.start, `−${l.text.slice(1)}`);
          }
        }
      }
    }
  }

  private lineOf(offset: number): number {
    return this.lines.positionAt(offset).line;
  }

  /** Comments starting in `[start, end)` (binary search: comments are sorted by start). */
  private commentsWithin(start: number, end: number): CommentNode[] {
    const cs = this.comments;
    let lo = 0;
    let hi = cs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cs[mid]!.span.start < start) lo = mid + 1;
      else hi = mid;
    }
    const out: CommentNode[] = [];
    for (let i = lo; i < cs.length && cs[i]!.span.start < end; i++) out.push(cs[i]!);
    return out;
  }

  private emit(level: number, s: string): void {
    this.out.push(trimEndOf(`${INDENT.repeat(level)}${s}`, "", true));
  }

  private withComment(s: string, c: CommentNode | undefined): string {
    return c ? (s ? `${s} ${c.text.trimEnd()}` : c.text.trimEnd()) : s;
  }

  /** The formatted lines (without line ends). */
  run(): string[] {
    const { blocks, trailing } = this.blocks();
    let previous: Block | undefined;
    for (const b of blocks) {
      if (previous) {
        const involvesCard = (x: Block) => x.kind === "item" && x.top.kind === "card";
        const blank =
          involvesCard(previous) || involvesCard(b)
            ? 1
            : Math.min(1, this.blankLinesBetween(this.blockEnd(previous, trailing), this.blockStart(b)));
        for (let i = 0; i < blank; i++) this.out.push("");
      }
      if (b.kind === "comment") this.emit(0, b.comment.text.trimEnd());
      else {
        for (const c of b.leading) this.emit(0, c.text.trimEnd());
        if (b.top.kind === "directive") {
          const d = b.top.node;
          this.emit(0, this.withComment(`${d.name} ${d.value}`.trimEnd(), trailing.get(b.top)));
        } else this.container(b.top.node, 0, trailing.get(b.top));
      }
      previous = b;
    }
    return this.out;
  }

  /**
   * The top-level items (directives, cards) and free comments in source order as blocks: a
   * comment on an item's last line trails it; own-line comments directly above a card (no blank
   * line between) lead it.
   */
  private blocks(): { blocks: Block[]; trailing: Map<Top, CommentNode> } {
    const p = this.parsed;
    const tops: Top[] = [
      ...p.directives.map((d) => ({ kind: "directive" as const, node: d, start: d.span.start, end: d.span.end })),
      ...p.cards.map((c) => ({ kind: "card" as const, node: c, start: c.span.start, end: c.span.end })),
    ].sort((a, b) => a.start - b.start);
    const inCards = new Set(p.cards.flatMap((card) => this.commentsWithin(card.span.start, card.span.end)));
    const free = this.comments.filter((c) => !inCards.has(c));
    const trailing = new Map<Top, CommentNode>();
    const blocks: Block[] = [];
    const pendingComments: CommentNode[] = [];
    // Walk items and free comments in source order.
    const events = [
      ...tops.map((t) => ({ at: t.start, top: t as Top | undefined, comment: undefined as CommentNode | undefined })),
      ...free.map((c) => ({ at: c.span.start, top: undefined, comment: c })),
    ].sort((a, b) => a.at - b.at);
    let prev: Top | undefined;
    for (const e of events) {
      if (e.comment) {
        if (prev && this.lineOf(prev.end) === this.lineOf(e.comment.span.start) && !trailing.has(prev) && pendingComments.length === 0) {
          trailing.set(prev, e.comment);
        } else pendingComments.push(e.comment);
        continue;
      }
      const top = e.top!;
      const leading = top.kind === "card" ? this.takeLeading(pendingComments, top.start) : [];
      for (const c of pendingComments) blocks.push({ kind: "comment", comment: c });
      pendingComments.length = 0;
      blocks.push({ kind: "item", top, leading });
      prev = top;
    }
    for (const c of pendingComments) blocks.push({ kind: "comment", comment: c });
    return { blocks, trailing };
  }

  /** Removes from `pending` and returns the own-line comments directly above `start` (no blank line in between). */
  private takeLeading(pending: CommentNode[], start: number): CommentNode[] {
    const leading: CommentNode[] = [];
    let next = start;
    for (let i = pending.length - 1; i >= 0; i--) {
      const c = pending[i]!;
      if (this.blankLinesBetween(c.span.end, next) > 0) break;
      leading.unshift(c);
      next = c.span.start;
    }
    pending.splice(pending.length - leading.length, leading.length);
    return leading;
  }

  private blockStart(b: Block): number {
    if (b.kind === "comment") return b.comment.span.start;
    return b.leading[0]?.span.start ?? b.top.start;
  }

  private blockEnd(b: Block, trailing: ReadonlyMap<Top, CommentNode>): number {
    if (b.kind === "comment") return b.comment.span.end;
    return trailing.get(b.top)?.span.end ?? b.top.end;
  }

  /** Number of empty lines strictly between the line of `from` and the line of `to`. */
  private blankLinesBetween(from: number, to: number): number {
    const a = this.lineOf(from);
    const b = this.lineOf(to);
    let blank = 0;
    for (let l = a + 1; l < b; l++) {
      const s = this.lines.lineStart(l);
      const e = this.lines.lineStart(l + 1);
      if (this.text.slice(s, l + 1 < this.lines.lineCount ? e : this.text.length).trim() === "") blank++;
    }
    return blank;
  }

  /** A card or face: header, children in canonical order with their comments, closing brace. */
  private container(node: CardNode, level: number, closingComment: CommentNode | undefined): void {
    const children: Child[] = [
      ...node.fields.map((f) => ({
        kind: "field" as const,
        node: f,
        rank: this.ranks.field(f.name),
        start: f.span.start,
        end: f.span.end,
      })),
      ...node.textSections.map((t) => ({ kind: "text" as const, node: t, rank: this.ranks.text, start: t.span.start, end: t.span.end })),
      ...node.faces.map((f) => ({ kind: "face" as const, node: f, rank: this.ranks.face, start: f.span.start, end: f.span.end })),
    ].sort((a, b) => a.start - b.start);
    const inChild = (c: CommentNode) => children.some((ch) => ch.kind !== "field" && ch.start <= c.span.start && c.span.start < ch.end);
    const own = this.commentsWithin(node.span.start, node.span.end).filter((c) => !inChild(c));
    const attached = new Map<Child, Attached>(children.map((c) => [c, { leading: [] }]));
    let header: CommentNode | undefined;
    const headerLine = this.lineOf(node.span.start);
    const dangling: CommentNode[] = [];
    for (const c of own) {
      const line = this.lineOf(c.span.start);
      const prev = [...children].reverse().find((ch) => ch.end <= c.span.start);
      if (prev && this.lineOf(prev.end) === line && !attached.get(prev)!.trailing) {
        attached.get(prev)!.trailing = c;
      } else if (!prev && line === headerLine && !header) {
        header = c;
      } else {
        const next = children.find((ch) => ch.start >= c.span.end);
        if (next) attached.get(next)!.leading.push(c);
        else dangling.push(c);
      }
    }
    const name = this.text.slice(node.nameSpan.start, node.nameSpan.end);
    this.emit(level, this.withComment(`${node.kind} ${name} {`, header));
    // Two `text:` sections are only possible with a field between them (inside rules text a
    // `text:` line is a field): such a card or face keeps its order.
    const ordered = node.textSections.length > 1 ? children : [...children].sort((a, b) => a.rank - b.rank || a.start - b.start);
    for (const ch of ordered) {
      const att = attached.get(ch)!;
      for (const c of att.leading) this.emit(level + 1, c.text.trimEnd());
      if (ch.kind === "field") this.field(ch.node, level + 1, att.trailing);
      else if (ch.kind === "text") this.textSection(ch.node, level + 1, att.trailing);
      else this.container(ch.node, level + 1, att.trailing);
    }
    for (const c of dangling) this.emit(level + 1, c.text.trimEnd());
    this.emit(level, this.withComment("}", closingComment));
  }

  private field(f: FieldNode, level: number, comment: CommentNode | undefined): void {
    const value = f.name === "type" ? canonicalTypeLine(f.value) : f.value;
    this.emit(level, this.withComment(value ? `${f.name}: ${value}` : `${f.name}:`, comment));
  }

  private textSection(t: TextSectionNode, level: number, trailing: CommentNode | undefined): void {
    const inside = this.commentsWithin(t.span.start, t.span.end);
    const headerLine = this.lineOf(t.headerSpan.start);
    let header = trailing;
    const rest: CommentNode[] = [];
    for (const c of inside) {
      if (!header && this.lineOf(c.span.start) === headerLine) header = c;
      else rest.push(c);
    }
    this.emit(level, this.withComment("text:", header));
    const items = [
      ...t.lines.map((l) => ({ at: l.span.start, s: this.lineText.get(l.span.start) ?? l.text })),
      ...rest.map((c) => ({ at: c.span.start, s: c.text.trimEnd() })),
    ].sort((a, b) => a.at - b.at);
    for (const it of items) this.emit(level + 1, it.s);
  }
}

/**
 * Words of a document for the formatter's self-check: runs of characters that are not
 * whitespace, dashes, colons or braces, plus one `-` token per run of dashes/minus signs and one
 * token per colon or brace (so `"Name"{` and `"Name" {` have the same words). Formatting must
 * keep this multiset.
 */
export function formattingWords(text: string): string[] {
  return (
    text
      .replace(/^\uFEFF/, "")
      .match(/[-—–−]+|[:{}]|[^\s\-—–−:{}]+/g)
      ?.map((w) => (/^[-—–−]/.test(w) ? "-" : w)) ?? []
  );
}

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<string, number>();
  for (const x of a) counts.set(x, (counts.get(x) ?? 0) + 1);
  for (const x of b) {
    const n = counts.get(x);
    if (!n) return false;
    counts.set(x, n - 1);
  }
  return true;
}

/**
 * Formats a whole document: fields, text and faces in the order of the file's game (its `game`
 * directive, else `games.game`, the configured default, else the first of `games.games`).
 * @param text the document (any line ends, optional BOM).
 * @returns `{ok: true, text}` with the canonical text, or `{ok: false}` when the document has
 *   syntax errors or the result failed the self-check (then nothing should be changed).
 *   Never throws.
 */
export function formatDocument(text: string, games: GameOptions): FormatResult {
  const parsed = parse(text);
  if (parsed.errors.length > 0) {
    return { ok: false, reason: "syntax-errors", detail: `${parsed.errors.length} syntax error(s); fix them before formatting` };
  }
  const bom = text.startsWith("\uFEFF") ? "\uFEFF" : "";
  const eol = dominantEol(text);
  let lines: string[];
  try {
    lines = new Formatter(text, parsed, games).run();
  } catch (e) {
    const detail = `formatter failed: ${e instanceof Error ? e.message : String(e)}`;
    return { ok: false, reason: "self-check", check: "format.selfCheck.formatterFailed", detail };
  }
  const out = bom + (lines.length ? lines.join(eol) + eol : "");
  // Self-check: same structure, comments and words.
  const again = parse(out);
  if (again.errors.length > 0) {
    const detail = `output has syntax errors: ${again.errors[0]!.message}`;
    return { ok: false, reason: "self-check", check: "format.selfCheck.syntaxErrors", detail };
  }
  const commentsBefore = parsed.comments.map((c) => c.text.trimEnd());
  const commentsAfter = again.comments.map((c) => c.text.trimEnd());
  if (!sameMultiset(commentsBefore, commentsAfter))
    return { ok: false, reason: "self-check", check: "format.selfCheck.comments", detail: "comments would change" };
  if (!sameMultiset(formattingWords(text), formattingWords(out)))
    return { ok: false, reason: "self-check", check: "format.selfCheck.words", detail: "words would change" };
  if (again.cards.length !== parsed.cards.length)
    return { ok: false, reason: "self-check", check: "format.selfCheck.cardCount", detail: "card count would change" };
  return { ok: true, text: out };
}

/**
 * The edits that format `text`: empty when it is already formatted or cannot be formatted
 * (syntax errors). At most one edit, covering the region from the first to the last change.
 */
export function formatEdits(text: string, games: GameOptions): TextEdit[] {
  const r = formatDocument(text, games);
  if (!r.ok) return [];
  const e = diffAsSingleEdit(text, r.text);
  return e ? [e] : [];
}
