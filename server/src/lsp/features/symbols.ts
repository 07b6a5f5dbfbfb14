/**
 * `textDocument/documentSymbol`: the outline from the core (core/features/symbols.ts):
 * cards → faces → abilities, as hierarchical DocumentSymbols.
 */
import type { DocumentSymbol, DocumentSymbolParams, ServerCapabilities } from "vscode-languageserver/node";
import { symbolsAll } from "../block-features";
import type { ServerContext } from "../context";

export function register(ctx: ServerContext): ServerCapabilities {
  ctx.connection.onDocumentSymbol(
    ctx.guard(
      "documentSymbol",
      (params: DocumentSymbolParams): DocumentSymbol[] | null => {
        const analysis = ctx.store.get(params.textDocument.uri);
        if (!analysis) return null;
        return symbolsAll(analysis) as DocumentSymbol[];
      },
      null,
    ),
  );
  return { documentSymbolProvider: { label: "CardScript" } };
}
