/**
 * `textDocument/codeAction`: the core's fixes as quick fixes (kind `quickfix`, `isPreferred`
 * from the fix, linked to their diagnostic) for the findings in the requested range, "Disable
 * <rule> for this line / for the entire file" suppression comments for them, and the
 * "Fix all auto-fixable problems" source action (kind `source.fixAll.cardscript`) that applies
 * every safe fix of the document. Edits are versioned (`documentChanges`) when the client
 * supports it, so a stale action is refused instead of corrupting the file.
 */
import { localizer } from "../../core/l10n/localizer";
import { optionsKey, serverLocale } from "../lint-options";
import type { CodeAction, CodeActionParams, Diagnostic, TextEdit, WorkspaceEdit } from "vscode-languageserver/node";
import { CodeActionKind } from "../lsp-values";
import { FIX_ALL_KIND, fixAllAction, quickFixes, wantsKind, type CodeActionItem } from "../../core/code-actions";
import { disableActions } from "../../core/features/disable-actions";
import { cardSpanIn, updateWordingActions } from "../../core/features/wording-actions";
import type { Finding } from "../../core/rules/types";
import type { LineIndex } from "../../core/text/line-index";
import type { ServerContext } from "../context";
import { findingToDiagnostic } from "../to-diagnostic";
import { lintOptions } from "./settings";

export function register(ctx: ServerContext) {
  const documentChanges = ctx.initializeParams.capabilities?.workspace?.workspaceEdit?.documentChanges === true;

  // Editors ask for code actions on every cursor move: "Fix all" (which re-lints) is computed
  // once per document version and settings.
  const fixAllCache = new Map<string, { source: unknown; settings: string; item: CodeActionItem | undefined }>();
  ctx.documents.onDidClose((e) => fixAllCache.delete(e.document.uri));

  ctx.connection.onCodeAction(
    ctx.guard(
      "codeAction",
      (params: CodeActionParams): CodeAction[] | null => {
        const uri = params.textDocument.uri;
        const analysis = ctx.store.get(uri);
        if (!analysis) return null;
        const { lineIndex } = analysis;
        const span = { start: lineIndex.offsetAt(params.range.start), end: lineIndex.offsetAt(params.range.end) };
        const only = params.context?.only;
        const l10n = localizer({ id: "core" }, serverLocale(ctx));
        // The card holding an offset: its block when the per-card path answered, else the whole-file parse.
        const cardSpanAt = (offset: number) => {
          const b = analysis.blockAt(offset);
          return b ? (b.index >= 0 ? { start: b.start, end: b.end } : undefined) : cardSpanIn(analysis.result.parse.cards)(offset);
        };
        const items: CodeActionItem[] = wantsKind(only, CodeActionKind.QuickFix)
          ? [
              ...quickFixes(analysis.findings, span),
              ...updateWordingActions(analysis.findings, cardSpanAt, span, l10n),
              ...disableActions(() => analysis.text, lineIndex, analysis.directiveComments(), analysis.findings, span, l10n),
            ]
          : [];
        if (wantsKind(only, FIX_ALL_KIND)) {
          const options = lintOptions(ctx, uri);
          const settings = optionsKey(options);
          let cached = fixAllCache.get(uri);
          // Keyed by the analysed text's snapshot (or the text itself): a large document is joined only when some fix is safe.
          if (!cached || cached.source !== analysis.source || cached.settings !== settings) {
            const hasSafe = analysis.findings.some((f) => f.fixes.some((x) => x.safe));
            cached = {
              source: analysis.source,
              settings,
              item: hasSafe ? fixAllAction(analysis.text, options, analysis.findings) : undefined,
            };
            fixAllCache.set(uri, cached);
          }
          if (cached.item) items.push(cached.item);
        }
        const sent = params.context?.diagnostics ?? [];
        return items.map((item) => toCodeAction(item, uri, analysis.version, lineIndex, sent, documentChanges));
      },
      null,
    ),
  );

  return {
    codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND], resolveProvider: false },
  };
}

/** The diagnostic the client sent for a finding (same code and range), else one made from it. */
function diagnosticFor(finding: Finding, lineIndex: LineIndex, sent: readonly Diagnostic[]): Diagnostic {
  const made = findingToDiagnostic(finding, lineIndex);
  const same = sent.find(
    (d) =>
      d.code === made.code &&
      d.range.start.line === made.range.start.line &&
      d.range.start.character === made.range.start.character &&
      d.range.end.line === made.range.end.line &&
      d.range.end.character === made.range.end.character,
  );
  return same ?? made;
}

function toCodeAction(
  item: CodeActionItem,
  uri: string,
  version: number,
  lineIndex: LineIndex,
  sent: readonly Diagnostic[],
  documentChanges: boolean,
): CodeAction {
  const edits: TextEdit[] = item.edits.map((e) => ({ range: lineIndex.rangeOf(e.span), newText: e.newText }));
  const edit: WorkspaceEdit = documentChanges
    ? { documentChanges: [{ textDocument: { uri, version }, edits }] }
    : { changes: { [uri]: edits } };
  const action: CodeAction = { title: item.title, kind: item.kind, edit };
  if (item.kind === CodeActionKind.QuickFix) {
    action.diagnostics = item.findings.map((f) => diagnosticFor(f, lineIndex, sent));
    action.isPreferred = item.isPreferred === true;
  }
  return action;
}
