/**
 * `textDocument/foldingRange`: cards, faces, text sections and comment blocks from the core
 * (core/features/folding.ts).
 */
import type { FoldingRange, FoldingRangeParams, ServerCapabilities } from "vscode-languageserver/node";
import { foldingAll } from "../block-features";
import type { ServerContext } from "../context";

export function register(ctx: ServerContext): ServerCapabilities {
  ctx.connection.onFoldingRanges(
    ctx.guard(
      "foldingRange",
      (params: FoldingRangeParams): FoldingRange[] | null => {
        const analysis = ctx.store.get(params.textDocument.uri);
        if (!analysis) return null;
        return foldingAll(analysis);
      },
      null,
    ),
  );
  return { foldingRangeProvider: true };
}
