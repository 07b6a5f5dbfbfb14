/**
 * The editor features a game brings in its own vocabulary. The game-neutral features
 * (`features/`) handle comments, directives, card and field names, folding, formatting and
 * references, and ask the file's game for everything that needs its words.
 */
import type { CardNode, FieldNode, Span } from "../../../../grammar/src/index";
import type { CardSnippet, CompletionBuilder, CompletionContext, DocumentSymbol, SemanticTokenType } from "./feature-types";
import type { Localizer } from "../l10n/localizer";
import type { FaceModel, FileModel, TextLineAnalysis } from "./file-model";

/** A span with its Markdown explanation, as a game's hover returns it. */
export interface SpanDoc {
  /** UTF-16 offsets of the word or phrase explained. */
  span: Span;
  markdown: string;
}

/** A semantic token before encoding: a span (UTF-16 offsets) and its type from the shared legend. */
export interface SemanticTokenSpan {
  span: Span;
  type: SemanticTokenType;
}

/** Completion in the game's words. */
export interface GameCompletion {
  /** Card snippets offered at the top level. */
  snippets: readonly CardSnippet[];
  /** The type placed in a new `face` block, e.g. "Instant". */
  faceTypeExample: string;
  /** Fields after whose `name: ` completion opens again (values the game can complete). */
  suggestAfterField: readonly string[];
  /** Items for a field value (type line words, symbols …). */
  fieldValue(b: CompletionBuilder, ctx: Extract<CompletionContext, { kind: "fieldValue" }>): void;
  /** Items in rules text (keywords, openers, segment names, restriction clauses …). */
  text(b: CompletionBuilder, ctx: Extract<CompletionContext, { kind: "text" }>): void;
}

/**
 * A symbol written in braces in card text or a cost (`{2}`, `{U}`, `{W/U}`, `{T}`), as the Timing
 * Map draws it: a small disc in one colour, or split diagonally in two for a hybrid symbol, with
 * a mark on each part or an icon, and words for screen readers.
 */
export interface SymbolGlyph {
  /** What a screen reader says, e.g. "two generic mana", "blue", "white or blue", "tap". */
  words: string;
  /** One part (a whole disc) or two (top-left and bottom-right halves of a split disc). */
  parts: readonly { fill: string; mark: string }[];
  /** A picture drawn over the disc instead of marks. */
  icon?: "tap" | "untap";
}

/** Symbols of a game's card text, drawn as pictures in the Timing Map. */
export interface GameSymbols {
  /**
   * The glyph of the symbol written `{inner}`, its words in the language of `l10n` (the file
   * model's localizer), or undefined when the game has no such symbol (it stays text).
   */
  glyph(inner: string, l10n: Pick<Localizer, "t" | "tn">): SymbolGlyph | undefined;
  /** The field whose value is a card's cost in symbols ("cost"), shown after the card's name. */
  costField?: string;
  /**
   * The colours a cost gives a card, as the game's colour letters in the game's order (Magic:
   * "W", "U", "B", "R", "G"; "C" for a colourless cost), for the set-wide Timing Matrix's filter.
   */
  colours?(cost: string): string[];
}

/** What a game adds to hover, completion, semantic tokens and the outline. */
export interface GameFeatures {
  /** Markdown for a field name (and `text`), or undefined for a field the game does not know. */
  fieldDoc(name: string, model: FileModel): string | undefined;
  /** Hover inside a line of rules text (`offset` is inside `ability.line.span`). */
  hoverInText(model: FileModel, face: FaceModel, ability: TextLineAnalysis, offset: number): SpanDoc | undefined;
  /** Hover inside a field's value (`offset` is inside `field.valueSpan`). */
  hoverInField(model: FileModel, face: FaceModel | undefined, field: FieldNode, offset: number): SpanDoc | undefined;
  /** Markdown summary of a card or face, for hovers on its name and mentions of it. */
  cardDoc(model: FileModel, node: CardNode): string;
  completion: GameCompletion;
  /** Tokens for rules text and field values (names, field names and text headers are added by the core). */
  semanticTokens(model: FileModel): SemanticTokenSpan[];
  /** Outline children for one analysed line of rules text. */
  abilitySymbols(model: FileModel, face: FaceModel, ability: TextLineAnalysis): DocumentSymbol[];
  /** Braced symbols drawn as pictures (Timing Map); none when omitted (braces stay text). */
  symbols?: GameSymbols;
}
