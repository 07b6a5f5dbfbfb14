/**
 * `textDocument/prepareRename` and `textDocument/rename` for card names. Renaming works by
 * name (see core/features/card-references.ts): every `card "…"`/`face "…"` with exactly that
 * name gets the new (quoted, escaped) name, and every mention in rules text of every open
 * document and workspace file is rewritten; `~` and `CARDNAME` stay. Open documents are edited
 * at their current version (`documentChanges` when the client supports it).
 */
import type { PrepareRenameParams, Range, RenameParams, TextDocumentEdit, TextEdit, WorkspaceEdit } from "vscode-languageserver/node";
import { ErrorCodes, ResponseError } from "../lsp-values";
import { RenameError } from "../../core/features/card-references";
import { localizer } from "../../core/l10n/localizer";
import { serverLocale } from "../lint-options";
import type { ServerContext } from "../context";
import { withValidPosition } from "../positions";
import { workspaceNames } from "./workspace-names";

export function register(ctx: ServerContext) {
  const names = workspaceNames(ctx);
  const documentChanges = ctx.initializeParams.capabilities?.workspace?.workspaceEdit?.documentChanges === true;

  const locate = (uri: string) => names.locate(uri);

  ctx.connection.onPrepareRename(
    withValidPosition(
      ctx,
      "textDocument/prepareRename",
      ctx.guard(
        "prepareRename",
        async (params: PrepareRenameParams): Promise<{ range: Range; placeholder: string } | null> => {
          const at = await locate(params.textDocument.uri);
          if (!at) return null;
          const r = names.index.prepareRename(at.key, at.lines.offsetAt(params.position));
          return r ? { range: at.lines.rangeOf(r.span), placeholder: r.placeholder } : null;
        },
        null,
      ),
    ),
  );

  const newNameProblem = (params: RenameParams) => (typeof params.newName === "string" ? undefined : "newName must be a string");
  const rename = async (params: RenameParams): Promise<WorkspaceEdit | null | ResponseError<void>> => {
    try {
      const at = await locate(params.textDocument.uri);
      if (!at) return null;
      const perKey = names.index.renameEdits(at.key, at.lines.offsetAt(params.position), params.newName);
      const changes: Record<string, TextEdit[]> = {};
      const docEdits: TextDocumentEdit[] = [];
      for (const [key, edits] of perKey) {
        const lines = names.index.lineIndex(key)!;
        const uri = names.uriOf(key);
        const lspEdits = edits.map((e) => ({ range: lines.rangeOf(e.span), newText: e.newText }));
        changes[uri] = lspEdits;
        const open = ctx.documents.get(uri);
        docEdits.push({ textDocument: { uri, version: open ? open.version : null }, edits: lspEdits });
      }
      return documentChanges ? { documentChanges: docEdits } : { changes };
    } catch (error) {
      if (error instanceof RenameError) {
        return new ResponseError(ErrorCodes.InvalidRequest, localizer({ id: "core" }, serverLocale(ctx)).t(error.key, error.data));
      }
      ctx.log.error(`rename failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return null;
    }
  };
  ctx.connection.onRenameRequest(withValidPosition(ctx, "textDocument/rename", rename, newNameProblem));

  return { renameProvider: { prepareProvider: true } };
}
