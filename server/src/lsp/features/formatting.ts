/**
 * `textDocument/formatting`: the core formatter's canonical layout (see
 * core/features/formatting.ts). The client's `tabSize`/`insertSpaces` options are ignored:
 * CardScript's canonical indentation is two spaces. A document with syntax errors is left
 * untouched (no edits) rather than risk losing text; the reason is logged and shown to the user.
 */
import type { DocumentFormattingParams, TextEdit } from "vscode-languageserver/node";
import { localizer } from "../../core/l10n/localizer";
import { effectiveOptions, serverLocale } from "../lint-options";
import { formatDocument } from "../../app/service";
import { diffAsSingleEdit } from "../../core/features/apply-edits";
import { LineIndex } from "../../core/text/line-index";
import type { ServerContext } from "../context";

export function register(ctx: ServerContext) {
  ctx.connection.onDocumentFormatting(
    ctx.guard(
      "formatting",
      (params: DocumentFormattingParams): TextEdit[] | null => {
        const doc = ctx.documents.get(params.textDocument.uri);
        if (!doc) return null;
        const text = doc.getText();
        // The file's game decides the field order: its `game` line, else its `cardscript.json`.
        const result = formatDocument(text, effectiveOptions(ctx, params.textDocument.uri));
        if (!result.ok) {
          ctx.log.info(`Not formatting ${params.textDocument.uri}: ${result.detail}.`);
          // Tell the user why nothing happened (formatting never guesses around syntax errors).
          const l10n = localizer({ id: "core" }, serverLocale(ctx));
          const why =
            result.reason === "syntax-errors"
              ? l10n.t("format.refused.syntaxErrors")
              : l10n.t("format.refused.selfCheck", { detail: l10n.t(result.check) });
          void ctx.connection.window.showWarningMessage(l10n.t("format.refused", { why }));
          return [];
        }
        const edit = diffAsSingleEdit(text, result.text);
        if (!edit) return [];
        return [{ range: new LineIndex(text).rangeOf(edit.span), newText: edit.newText }];
      },
      null,
    ),
  );

  return { documentFormattingProvider: true };
}
