/**
 * `textDocument/completion`: context-aware items from the core (core/features/completion.ts).
 * Snippet items are expanded to plain text for clients without snippet support.
 */
import type { CompletionList, CompletionParams, ServerCapabilities } from "vscode-languageserver/node";
import { completion } from "../../core/features/completion";
import { expandSnippet } from "../../core/features/card-snippets";
import type { ServerContext } from "../context";

/** Characters after which the editor asks again: a mana symbol, the next word, the next keyword. */
export const COMPLETION_TRIGGER_CHARACTERS = ["{", " ", ","];

export function register(ctx: ServerContext): ServerCapabilities {
  const snippets = ctx.initializeParams.capabilities.textDocument?.completion?.completionItem?.snippetSupport === true;
  ctx.connection.onCompletion(
    ctx.guard(
      "completion",
      (params: CompletionParams): CompletionList | null => {
        const analysis = ctx.store.get(params.textDocument.uri);
        if (!analysis) return null;
        const list = completion(analysis.result.model, params.position);
        if (!snippets) {
          for (const item of list.items) {
            if (item.insertTextFormat === 2) {
              item.textEdit = { ...item.textEdit, newText: expandSnippet(item.textEdit.newText) };
              item.insertTextFormat = 1;
            }
          }
        }
        return list as CompletionList;
      },
      null,
    ),
  );
  return { completionProvider: { triggerCharacters: COMPLETION_TRIGGER_CHARACTERS, resolveProvider: false } };
}
