/**
 * Semantic tokens: what the analysis knows about each word, for colouring beyond the TextMate
 * grammar.
 *
 * Legend (standard LSP token types, so every theme colours them):
 *
 * | token type   | used for                                                            |
 * |--------------|---------------------------------------------------------------------|
 * | `enumMember` | step and phase names ("upkeep", "declare blockers step", "combat")   |
 * | `keyword`    | keyword abilities ("Flying", "Equip", "flash" in "had flash")        |
 * | `string`     | mana and other symbols in braces (`{2}`, `{W/U}`, `{T}`)             |
 * | `function`   | restriction phrases ("Activate only as a sorcery", "Cast this spell only during combat") |
 * | `class`      | card and face names: the quoted name after `card`/`face` (modifier `declaration`) and the card's references to itself in its rules text (its name, a face's name, `~`, `CARDNAME`) |
 * | `property`   | field names (`cost`, `type`, …, `text`)                              |
 * | `type`       | supertypes, card types and subtypes in the `type:` value            |
 * | `event`      | trigger openers ("When", "Whenever", "At the beginning of")          |
 *
 * Modifiers: `declaration` (a card or face name where it is declared).
 *
 * Tokens never overlap and never span lines: step names, keywords, symbols and names inside a
 * restriction sentence split the restriction phrase into pieces. Positions are LSP positions
 * (0-based line, UTF-16 column; lengths in UTF-16 code units).
 */
import type { Span } from "../../../../grammar/src/index";
import type { FileModel } from "../analysis/card-model";
import type { Range } from "../text/line-index";
import { lineMentions, SYMBOL_PATTERN } from "./hover-mentions";

export const SEMANTIC_TOKEN_TYPES = ["enumMember", "keyword", "string", "function", "class", "property", "type", "event"] as const;
export const SEMANTIC_TOKEN_MODIFIERS = ["declaration"] as const;
export type SemanticTokenType = (typeof SEMANTIC_TOKEN_TYPES)[number];
export type SemanticTokenModifier = (typeof SEMANTIC_TOKEN_MODIFIERS)[number];

/** The legend to announce in the server capabilities (`semanticTokensProvider.legend`). */
export const SEMANTIC_TOKENS_LEGEND: { tokenTypes: string[]; tokenModifiers: string[] } = {
  tokenTypes: [...SEMANTIC_TOKEN_TYPES],
  tokenModifiers: [...SEMANTIC_TOKEN_MODIFIERS],
};

/** One token: its span and LSP position (line, UTF-16 start column, UTF-16 length). */
export interface SemanticToken {
  span: Span;
  line: number;
  character: number;
  length: number;
  type: SemanticTokenType;
  modifiers: SemanticTokenModifier[];
}

interface Raw {
  span: Span;
  type: SemanticTokenType;
  modifiers?: SemanticTokenModifier[];
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** Removes from `span` every part covered by `taken`, trims spaces and punctuation, returns the pieces left. */
function subtract(text: string, span: Span, taken: readonly Span[]): Span[] {
  const cuts = taken.filter((t) => overlaps(t, span)).sort((a, b) => a.start - b.start);
  const pieces: Span[] = [];
  let pos = span.start;
  for (const c of [...cuts, { start: span.end, end: span.end }]) {
    if (c.start > pos) pieces.push({ start: pos, end: Math.min(c.start, span.end) });
    pos = Math.max(pos, c.end);
  }
  const out: Span[] = [];
  for (const p of pieces) {
    let { start, end } = p;
    while (start < end && /[\s.,;]/.test(text[start]!)) start++;
    while (end > start && /[\s.,;]/.test(text[end - 1]!)) end--;
    if (end > start) out.push({ start, end });
  }
  return out;
}

/**
 * Every semantic token of the document, in document order.
 * Rules-text tokens are produced for `game mtg` files only; names and fields for every game.
 */
export function semanticTokens(model: FileModel): SemanticToken[] {
  const text = model.text;
  const raw: Raw[] = [];
  const mtg = model.game === "mtg";
  const visit = (nodes: typeof model.parse.cards) => {
    for (const n of nodes) {
      if (n.name) raw.push({ span: n.nameSpan, type: "class", modifiers: ["declaration"] });
      for (const f of n.fields) {
        raw.push({ span: f.nameSpan, type: "property" });
        if (!mtg) continue;
        if (f.name === "cost") {
          for (const m of f.value.matchAll(SYMBOL_PATTERN)) {
            const start = f.valueSpan.start + m.index!;
            raw.push({ span: { start, end: start + m[0].length }, type: "string" });
          }
        }
      }
      for (const s of n.textSections) raw.push({ span: { start: s.headerSpan.start, end: s.headerSpan.start + 4 }, type: "property" });
      visit(n.faces);
    }
  };
  visit(model.parse.cards);
  if (mtg) {
    const typeFields = new Set<unknown>();
    for (const face of model.faces) {
      const tf = face.typeField;
      if (tf && face.typeLine && !typeFields.has(tf)) {
        typeFields.add(tf);
        for (const w of face.typeLine.words) {
          if (w.role === "unknown") continue;
          const start = tf.valueSpan.start + w.offset;
          raw.push({ span: { start, end: start + w.text.length }, type: "type" });
        }
      }
      for (const a of face.abilities) {
        const lineEnd = a.line.span.end;
        const mentions = lineMentions(a, face.selfNames, face.node.name || face.card.name);
        const inLine: Raw[] = mentions.map((m) => ({
          span: m.span,
          type: m.kind === "step" ? "enumMember" : m.kind === "keyword" ? "keyword" : m.kind === "symbol" ? "string" : "class",
        }));
        if (a.kind === "triggered") {
          const opener = /^(?:at the beginning of|whenever|when|at)\b/i.exec(text.slice(a.condition.start, a.condition.end));
          if (opener) inLine.push({ span: { start: a.condition.start, end: a.condition.start + opener[0].length }, type: "event" });
        }
        const taken = inLine.map((r) => r.span);
        for (const r of a.restrictions) {
          for (const piece of subtract(text, { start: r.start, end: Math.min(r.end, lineEnd) }, taken)) {
            inLine.push({ span: piece, type: "function" });
          }
        }
        raw.push(...inLine);
      }
    }
  }
  // Sort and drop overlaps (first come, first kept: names and fields before text tokens at equal starts).
  raw.sort((x, y) => x.span.start - y.span.start || y.span.end - x.span.end);
  const kept: Raw[] = [];
  for (const r of raw) {
    if (r.span.end <= r.span.start) continue;
    const prev = kept[kept.length - 1];
    if (prev && overlaps(prev.span, r.span)) continue;
    kept.push(r);
  }
  return kept.map((r) => {
    const start = model.lines.positionAt(r.span.start);
    return { span: r.span, line: start.line, character: start.character, length: r.span.end - r.span.start, type: r.type, modifiers: r.modifiers ?? [] };
  });
}

/**
 * Encodes tokens in the LSP wire format: five integers per token — line delta, start delta
 * (relative to the previous token on the same line, else absolute), length, token type index
 * and modifier bit set, both per {@link SEMANTIC_TOKENS_LEGEND}.
 */
export function encodeSemanticTokens(tokens: readonly SemanticToken[]): number[] {
  const data: number[] = [];
  let line = 0;
  let char = 0;
  for (const t of tokens) {
    const dl = t.line - line;
    const dc = dl === 0 ? t.character - char : t.character;
    let bits = 0;
    for (const m of t.modifiers) bits |= 1 << SEMANTIC_TOKEN_MODIFIERS.indexOf(m);
    data.push(dl, dc, t.length, SEMANTIC_TOKEN_TYPES.indexOf(t.type), bits);
    line = t.line;
    char = t.character;
  }
  return data;
}

/** `{ data }` for `textDocument/semanticTokens/full`. */
export function semanticTokensFull(model: FileModel): { data: number[] } {
  return { data: encodeSemanticTokens(semanticTokens(model)) };
}

/** `{ data }` for `textDocument/semanticTokens/range`: the tokens that start inside `range` (lines and columns inclusive of start, exclusive of end). */
export function semanticTokensInRange(model: FileModel, range: Range): { data: number[] } {
  const start = model.lines.offsetAt(range.start);
  const end = model.lines.offsetAt(range.end);
  return { data: encodeSemanticTokens(semanticTokens(model).filter((t) => t.span.start >= start && t.span.start < end)) };
}
