/**
 * The semantic token legend shared by the core and every game: standard LSP token types, so
 * every theme colours them, and `unreadTiming` (declared in the extension's `package.json` with
 * the super type `comment`, so themes without a rule for it show it as a comment). What each type
 * means is listed in `semantic-tokens.ts`.
 */
import type { SemanticTokenType } from "../game/feature-types";

export type { SemanticTokenType };
export const SEMANTIC_TOKEN_TYPES = [
  "enumMember",
  "keyword",
  "string",
  "function",
  "class",
  "property",
  "type",
  "event",
  "unreadTiming",
] as const satisfies readonly SemanticTokenType[];
export const SEMANTIC_TOKEN_MODIFIERS = ["declaration"] as const;
export type SemanticTokenModifier = (typeof SEMANTIC_TOKEN_MODIFIERS)[number];

/** The legend to announce in the server capabilities (`semanticTokensProvider.legend`). */
export const SEMANTIC_TOKENS_LEGEND: { tokenTypes: string[]; tokenModifiers: string[] } = {
  tokenTypes: [...SEMANTIC_TOKEN_TYPES],
  tokenModifiers: [...SEMANTIC_TOKEN_MODIFIERS],
};
