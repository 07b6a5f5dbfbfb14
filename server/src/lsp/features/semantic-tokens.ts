/**
 * `textDocument/semanticTokens/full` and `/range`: tokens from the core
 * (core/features/semantic-tokens.ts, which documents the legend).
 */
import type { SemanticTokens, SemanticTokensParams, SemanticTokensRangeParams, ServerCapabilities } from "vscode-languageserver/node";
import { SEMANTIC_TOKENS_LEGEND } from "../../core/features/semantic-tokens";
import { semanticTokensOf } from "../block-features";
import type { ServerContext } from "../context";

export function register(ctx: ServerContext): ServerCapabilities {
  const empty: SemanticTokens = { data: [] };
  ctx.connection.languages.semanticTokens.on(
    ctx.guard(
      "semanticTokens/full",
      (params: SemanticTokensParams): SemanticTokens => {
        const analysis = ctx.store.get(params.textDocument.uri);
        return analysis ? semanticTokensOf(analysis) : empty;
      },
      empty,
    ),
  );
  ctx.connection.languages.semanticTokens.onRange(
    ctx.guard(
      "semanticTokens/range",
      (params: SemanticTokensRangeParams): SemanticTokens => {
        const analysis = ctx.store.get(params.textDocument.uri);
        return analysis ? semanticTokensOf(analysis, params.range) : empty;
      },
      empty,
    ),
  );
  return { semanticTokensProvider: { legend: SEMANTIC_TOKENS_LEGEND, full: true, range: true } };
}
