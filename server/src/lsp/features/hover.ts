/**
 * `textDocument/hover`: Markdown docs from the core (core/features/hover.ts) for steps and
 * phases, keywords, abilities' timing windows, fields, symbols and card names. Ranges are exact.
 */
import type { Hover, HoverParams, ServerCapabilities } from "vscode-languageserver/node";
import { hoverAt } from "../block-features";
import type { ServerContext } from "../context";
import { withValidPosition } from "../positions";

export function register(ctx: ServerContext): ServerCapabilities {
  ctx.connection.onHover(
    withValidPosition(
      ctx,
      "textDocument/hover",
      ctx.guard(
        "hover",
        (params: HoverParams): Hover | null => {
          const analysis = ctx.store.get(params.textDocument.uri);
          if (!analysis) return null;
          const h = hoverAt(analysis, params.position);
          return h ? { contents: h.contents, range: h.range } : null;
        },
        null,
      ),
    ),
  );
  return { hoverProvider: true };
}
