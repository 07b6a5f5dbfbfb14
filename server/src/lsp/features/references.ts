/**
 * `textDocument/references` for card names: every mention of the card's exact name in rules
 * text across open documents and workspace files, the `~`/`CARDNAME` self-references inside
 * the card, and (when `context.includeDeclaration`) its `card "…"` definition.
 */
import type { Location, ReferenceParams } from "vscode-languageserver/node";
import type { NameLocation } from "../../core/features/card-references";
import type { ServerContext } from "../context";
import { withValidPosition } from "../positions";
import { workspaceNames, type WorkspaceNames } from "./workspace-names";

/** Index locations as LSP locations (URIs of open documents as the client sent them). */
export function toLocations(names: WorkspaceNames, found: readonly NameLocation[]): Location[] {
  const out: Location[] = [];
  for (const l of found) {
    const lines = names.index.lineIndex(l.key);
    if (lines) out.push({ uri: names.uriOf(l.key), range: lines.rangeOf(l.span) });
  }
  return out;
}

export function register(ctx: ServerContext) {
  const names = workspaceNames(ctx);
  ctx.connection.onReferences(
    withValidPosition(
      ctx,
      "textDocument/references",
      ctx.guard(
        "references",
        async (params: ReferenceParams): Promise<Location[] | null> => {
          const at = await names.locate(params.textDocument.uri);
          if (!at) return null;
          const found = names.index.referencesAt(at.key, at.lines.offsetAt(params.position), params.context?.includeDeclaration === true);
          return toLocations(names, found);
        },
        null,
      ),
    ),
  );
  return { referencesProvider: true };
}
