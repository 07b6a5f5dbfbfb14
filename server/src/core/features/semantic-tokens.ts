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
 * | `unreadTiming` | a timing sentence the analysis did not read ("At the begining of your upkeep"): the whole sentence, so nothing in it is coloured as understood (the TextMate grammar colours "upkeep" as a step wherever it stands) |
 *
 * Modifiers: `declaration` (a card or face name where it is declared).
 *
 * Tokens never overlap and never span lines: step names, keywords, symbols and names inside a
 * restriction sentence split the restriction phrase into pieces. Positions are LSP positions
 * (0-based line, UTF-16 column; lengths in UTF-16 code units).
 */
import type { Span } from "../../../../grammar/src/index";
import type { FileModel } from "../model/file-model";
import type { Range } from "../text/line-index";
import {
  SEMANTIC_TOKEN_MODIFIERS,
  SEMANTIC_TOKEN_TYPES,
  type SemanticTokenModifier,
  type SemanticTokenType,
} from "./semantic-token-legend";
import { pushAll } from "../collections/append";
import { unreadTimingSentences } from "../model/coverage";

export * from "./semantic-token-legend";

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

/**
 * The game's tokens with every unread timing sentence (`unread-timing`) as one `unreadTiming`
 * token in their place: a step name or restriction phrase inside it is not painted as read.
 */
function withUnreadTiming(model: FileModel, tokens: Raw[]): Raw[] {
  const unread = unreadTimingSentences(model).map(({ sentence: s }) => ({ start: s.start, end: s.end }));
  if (unread.length === 0) return tokens;
  const kept = tokens.filter((t) => !unread.some((u) => overlaps(u, t.span)));
  for (const span of unread) kept.push({ span, type: "unreadTiming" });
  return kept;
}

/**
 * Every semantic token of the document, in document order.
 * Names, field names and `text` headers for every file; rules text and field values as the
 * file's game reads them (`GameFeatures.semanticTokens`).
 */
export function semanticTokens(model: FileModel): SemanticToken[] {
  const raw: Raw[] = [];
  const visit = (nodes: typeof model.parse.cards) => {
    for (const n of nodes) {
      if (n.name) raw.push({ span: n.nameSpan, type: "class", modifiers: ["declaration"] });
      for (const f of n.fields) {
        raw.push({ span: f.nameSpan, type: "property" });
      }
      for (const s of n.textSections) raw.push({ span: { start: s.headerSpan.start, end: s.headerSpan.start + 4 }, type: "property" });
      visit(n.faces);
    }
  };
  visit(model.parse.cards);
  pushAll(raw, withUnreadTiming(model, model.game.features.semanticTokens(model)));
  // Localized card text (`lang de`): tokens found in the English rewrite cover the words as written.
  const ct = model.cardText;
  if (ct) for (const r of raw) r.span = ct.map.spanToOriginal(r.span);
  const lines = ct?.original.lines ?? model.lines;
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
    const start = lines.positionAt(r.span.start);
    return {
      span: r.span,
      line: start.line,
      character: start.character,
      length: r.span.end - r.span.start,
      type: r.type,
      modifiers: r.modifiers ?? [],
    };
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
  const lines = model.cardText?.original.lines ?? model.lines;
  const start = lines.offsetAt(range.start);
  const end = lines.offsetAt(range.end);
  return { data: encodeSemanticTokens(semanticTokens(model).filter((t) => t.span.start >= start && t.span.start < end)) };
}
