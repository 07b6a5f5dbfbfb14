/**
 * `textDocument/documentSymbol`: the outline from the core (core/features/symbols.ts):
 * cards → faces → abilities, as hierarchical DocumentSymbols.
 */
import type { DocumentSymbol, DocumentSymbolParams, ServerCapabilities } from "vscode-languageserver/node";
import { SymbolKind } from "../lsp-values";
import type { DocumentSymbol as CoreSymbol } from "../../core/features/symbols";
import { symbolsAll } from "../block-features";
import type { ServerContext } from "../context";

export function register(ctx: ServerContext): ServerCapabilities {
  ctx.connection.onDocumentSymbol(
    ctx.guard(
      "documentSymbol",
      (params: DocumentSymbolParams): DocumentSymbol[] | null => {
        const analysis = ctx.store.get(params.textDocument.uri);
        if (!analysis) return null;
        return symbolsAll(analysis).map(toProtocol);
      },
      null,
    ),
  );
  return { documentSymbolProvider: { label: "CardScript" } };
}

/** A core symbol as the protocol's: its kind's number from the protocol package, children likewise. */
function toProtocol(s: CoreSymbol): DocumentSymbol {
  const { kind, children, ...rest } = s;
  return { ...rest, kind: SymbolKind[kind], ...(children ? { children: children.map(toProtocol) } : {}) };
}
