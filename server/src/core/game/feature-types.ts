/**
 * The pieces of editor features a game writes into: card snippets, the completion context and
 * builder with its items, outline symbols and semantic token types. Shaped like LSP's, with kinds
 * named in words (the language server turns them into protocol numbers). Types only; the
 * features are `features/`.
 */
import type { CardNode, TextLineNode } from "../../../../grammar/src/index";
import type { LineIndex, Range } from "../text/line-index";
import type { FaceModel, FileModel } from "./file-model";

/**
 * A semantic token type: a standard LSP token type, so every theme colours it, or `unreadTiming`
 * (declared in the extension's `package.json`; see `features/semantic-token-legend.ts`).
 */
export type SemanticTokenType = "enumMember" | "keyword" | "string" | "function" | "class" | "property" | "type" | "event" | "unreadTiming";

/** One card snippet. */
export interface CardSnippet {
  /** Short name shown in the list, e.g. "creature". */
  name: string;
  /** What the snippet makes, in English. */
  description: string;
  /** The catalog key of the description in other languages (the game's catalog); absent = `description` everywhere. */
  descriptionKey?: string;
  body: string;
}

/** Where the cursor is, for completion (`features/completion-context.ts`). */
export type CompletionContext =
  | { kind: "none" }
  /** Outside any card, at the start of a line; `partial` is the word typed so far. */
  | { kind: "topLevel"; partialStart: number; beforeFirstCard: boolean }
  /** At the start of a header line of `node`; a field name is expected. */
  | { kind: "header"; node: CardNode; face?: FaceModel; partialStart: number }
  /** In the value of a field; `valueStart` is where the value begins, `before` the value up to the cursor. */
  | { kind: "fieldValue"; node: CardNode; face?: FaceModel; field: string; valueStart: number; before: string }
  /**
   * In rules text. `contentStart` is where the line's text begins (after indentation or `text:`),
   * `before` the line's text up to the cursor, `line` the parsed line when there is one.
   */
  | { kind: "text"; node: CardNode; face?: FaceModel; contentStart: number; before: string; line?: TextLineNode };

/** What a completion item is: the name of an LSP `CompletionItemKind` member (`features/completion-items.ts`). */
export type CompletionKindName =
  | "Text"
  | "Function"
  | "Field"
  | "Class"
  | "Interface"
  | "Property"
  | "Unit"
  | "Value"
  | "Enum"
  | "Keyword"
  | "Snippet"
  | "EnumMember"
  | "Constant"
  | "Event"
  | "Operator"
  | "TypeParameter";

/** A completion item shaped like LSP's `CompletionItem`. */
export interface CompletionItem {
  label: string;
  kind: CompletionKindName;
  detail?: string;
  documentation?: { kind: "markdown"; value: string };
  filterText?: string;
  sortText?: string;
  /** True when `textEdit.newText` is a snippet (`$1`, `${1:name}`); else plain text. */
  snippet?: boolean;
  /** Replaces the partly typed word(s) before the cursor; the range is on the cursor's line. */
  textEdit: { range: Range; newText: string };
  /** Shown struck through (LSP's `CompletionItemTag.Deprecated`). */
  deprecated?: boolean;
  /** Command to run after insertion, e.g. to open completion again. */
  command?: { title: string; command: string };
}

/** A completion list shaped like LSP's `CompletionList`. */
export interface CompletionList {
  isIncomplete: boolean;
  items: CompletionItem[];
}

/** Collects the items of one completion request: the model, the cursor (UTF-16 offset) and the items so far. */
export interface CompletionBuilder {
  model: FileModel;
  /** The cursor: a UTF-16 offset in `text`. */
  offset: number;
  /**
   * The file as written and its line index, where `offset` and item ranges are: `model.text`, or
   * for localized card text (`lang de`) the original (`model.cardText.original`), not the English
   * rewrite the analysis reads.
   */
  text: string;
  lines: LineIndex;
  items: CompletionItem[];
}

/** What a symbol is: the name of an LSP `SymbolKind` member (`features/symbols.ts`). */
export type SymbolKindName = "Method" | "Class" | "Function" | "String" | "Key" | "Struct" | "Event";

/** A symbol shaped like LSP's `DocumentSymbol`. */
export interface DocumentSymbol {
  name: string;
  detail?: string;
  kind: SymbolKindName;
  range: Range;
  selectionRange: Range;
  children?: DocumentSymbol[];
}
