/**
 * `textDocument/definition` for card names: on a card's name mentioned in rules text, the
 * `card "…"`/`face "…"` that defines it (in any open document or workspace file); on `~` or
 * `CARDNAME`, the card (or face) whose text holds it; on a definition, the definition itself.
 * Waits for the first workspace scan so answers are complete.
 */
import type { DefinitionParams, Location } from "vscode-languageserver/node";
import type { ServerContext } from "../context";
import { toLocations } from "./references";
import { uriKey, workspaceNames } from "./workspace-names";

export function register(ctx: ServerContext) {
  const names = workspaceNames(ctx);
  ctx.connection.onDefinition(ctx.guard("definition", async (params: DefinitionParams): Promise<Location[] | null> => {
    await names.scanned;
    const doc = ctx.documents.get(params.textDocument.uri);
    if (!doc) return null;
    names.markDirty(doc.uri);
    names.sync();
    const key = uriKey(doc.uri);
    const lines = names.index.lineIndex(key);
    if (!lines) return null;
    const found = names.index.definitionAt(key, lines.offsetAt(params.position));
    return found.length ? toLocations(names, found) : null;
  }, null));
  return { definitionProvider: true };
}
