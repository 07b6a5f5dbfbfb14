/**
 * `textDocument/definition` for card names: on a card's name mentioned in rules text, the
 * `card "…"`/`face "…"` that defines it (in any open document or workspace file); on `~` or
 * `CARDNAME`, the card (or face) whose text holds it; on a definition, the definition itself.
 * Waits for the first workspace scan so answers are complete.
 */
import type { DefinitionParams, Location } from "vscode-languageserver/node";
import type { ServerContext } from "../context";
import { withValidPosition } from "../positions";
import { toLocations } from "./references";
import { workspaceNames } from "./workspace-names";

export function register(ctx: ServerContext) {
  const names = workspaceNames(ctx);
  ctx.connection.onDefinition(
    withValidPosition(
      ctx,
      "textDocument/definition",
      ctx.guard(
        "definition",
        async (params: DefinitionParams): Promise<Location[] | null> => {
          const at = await names.locate(params.textDocument.uri);
          if (!at) return null;
          const found = names.index.definitionAt(at.key, at.lines.offsetAt(params.position));
          return found.length ? toLocations(names, found) : null;
        },
        null,
      ),
    ),
  );
  return { definitionProvider: true };
}
