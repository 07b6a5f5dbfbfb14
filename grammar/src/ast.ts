/**
 * Syntax tree of a CardScript file.
 *
 * Every node carries a {@link Span}: UTF-16 code-unit offsets into the parsed string,
 * `start` inclusive and `end` exclusive. Convert to LSP positions (0-based line, UTF-16
 * column) with a line index (see `server/src/core/text/line-index.ts`).
 */

/** Half-open range of UTF-16 offsets `[start, end)` into the parsed text. */
export interface Span {
  start: number;
  end: number;
}

/** A `# …` comment; `text` includes the `#`. */
export interface CommentNode {
  kind: "comment";
  text: string;
  span: Span;
}

/** `game mtg`, `rules 2026-01`, `lang de` (the language of the card text) or `keyword "Name": text` before the first card. */
export interface DirectiveNode {
  kind: "directive";
  name: string;
  value: string;
  nameSpan: Span;
  valueSpan: Span;
  span: Span;
}

/** `name: value` in a card or face header. `value` is trimmed, a trailing ` # comment` removed. */
export interface FieldNode {
  kind: "field";
  name: string;
  value: string;
  nameSpan: Span;
  valueSpan: Span;
  span: Span;
}

/** One line of rules text (one ability). `text` is the line without its leading indentation or line end. */
export interface TextLineNode {
  kind: "textLine";
  text: string;
  span: Span;
}

/** A `text:` section and its lines. */
export interface TextSectionNode {
  kind: "text";
  headerSpan: Span;
  lines: TextLineNode[];
  span: Span;
}

/** `card "NAME" { … }` or, nested inside one, `face "NAME" { … }`. */
export interface CardNode {
  kind: "card" | "face";
  /** The unescaped name (quotes removed, `\"` → `"`); empty when missing. */
  name: string;
  /** Span of the quoted name, quotes included; the keyword's span when the name is missing. */
  nameSpan: Span;
  fields: FieldNode[];
  textSections: TextSectionNode[];
  faces: CardNode[];
  /** False when the closing `}` is missing (the parser inserted it during recovery). */
  closed: boolean;
  span: Span;
}

/**
 * What a syntax error is, for front ends that word it themselves (the core localizes by code):
 * - `expectedToken`: data `expected` (a token type name: `LBrace`, `RBrace`, `StringLiteral`, …) and `found`;
 * - `unexpectedToken`: data `found`;
 * - `notAField`: a line without a colon in a card, data `text`;
 * - `unexpectedInCard`: a stray token inside a card or face, data `text`, `kind` (`card`/`face`), `name`;
 * - `unexpectedOutsideCard`: a stray token outside any card, data `text`;
 * - `unclosedName`: a name without its closing quote;
 * - `missingName`: `card {` without a name, data `kind`;
 * - `unexpectedCharacter`: a character no token starts with, data `char`.
 * `found` is the token's text (at most 30 characters and "…"), or "" for the end of the file.
 */
export type SyntaxErrorCode =
  | "expectedToken"
  | "unexpectedToken"
  | "notAField"
  | "unexpectedInCard"
  | "unexpectedOutsideCard"
  | "unclosedName"
  | "missingName"
  | "unexpectedCharacter";

/** A syntax error with the span of the offending token (or an empty span at the point of failure). */
export interface SyntaxErrorInfo {
  /** The error in English (`code` and `data` worded by the grammar). */
  message: string;
  code: SyntaxErrorCode;
  /** The values the message is made of (see {@link SyntaxErrorCode}). */
  data: Readonly<Record<string, string>>;
  span: Span;
}

/** Result of {@link parse}: never throws; `errors` lists every problem found. */
export interface ParseResult {
  directives: DirectiveNode[];
  cards: CardNode[];
  comments: CommentNode[];
  errors: SyntaxErrorInfo[];
  /** The whole text's span. */
  span: Span;
}

/**
 * The header directive `name` that takes effect: the first one written before the first card.
 * A directive after a card (reported as `lateDirective`) or a repeated one (`repeatedDirective`)
 * changes nothing, so a file is never read in a game or rules edition its header does not give.
 */
export function headerDirective(parse: Pick<ParseResult, "directives" | "cards">, name: string): DirectiveNode | undefined {
  const d = parse.directives.find((x) => x.name === name);
  const firstCard = parse.cards[0]?.span.start ?? Infinity;
  return d && d.span.start < firstCard ? d : undefined;
}
