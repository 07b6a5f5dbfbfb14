/**
 * `textDocument/completion`: context-aware items from the core (core/features/completion.ts).
 * Snippet items are expanded to plain text for clients without snippet support.
 */
import type { CompletionItem, CompletionList, CompletionParams, ServerCapabilities } from "vscode-languageserver/node";
import { CompletionItemKind, CompletionItemTag, CompletionTriggerKind, InsertTextFormat } from "../lsp-values";
import type { CompletionItem as CoreItem } from "../../core/features/completion";
import { completionAt } from "../block-features";
import { expandSnippet } from "../../core/features/card-snippets";
import type { ServerContext } from "../context";
import { withValidPosition } from "../positions";
import { GAMES } from "../../app/games";

/**
 * Characters after which the editor asks again: a mana symbol, the next word, the next keyword.
 * A space triggers a request on every word of prose, so space-triggered requests are answered
 * from the line alone (no analysis) unless the line so far ends where completion can offer
 * something: see {@link spaceCanComplete}.
 */
export const COMPLETION_TRIGGER_CHARACTERS = ["{", " ", ","];

/**
 * Whether completion can offer anything after a typed space, from the line up to the cursor:
 * a field value (`type: Creature `), after the step phrase words ("at the beginning of [your|each] ",
 * and the card-text languages' openings: "zu Beginn ", "al comienzo de "),
 * after a restriction opener or connector ("only ", "during ", "and ", "or "), after a dash or
 * a colon. Everything else (a space in the middle of prose) gets an empty list at once.
 */
/** Openings of other card-text languages after which completion offers words (lower case, every game's). */
const LOCAL_PHRASES = [...new Set(GAMES.flatMap((g) => Object.values(g.cardTextLanguages ?? {}).flatMap((r) => r.completionPhrases)))];

export function spaceCanComplete(linePrefix: string): boolean {
  if (/^[ \t]*[a-z][a-z0-9_-]*[ \t]*:/.test(linePrefix) && !/^[ \t]*text[ \t]*:/.test(linePrefix)) return true;
  // Inside a restriction sentence or a step phrase, every next word can be completed.
  const lower = linePrefix.toLowerCase();
  const inPhrase = (word: string, enders: string) => {
    const at = lower.lastIndexOf(word);
    return at >= 0 && ![...enders].some((c) => lower.indexOf(c, at) >= 0);
  };
  if (inPhrase("only ", ".") || inPhrase("at the beginning of", ",.")) return true;
  // German and Spanish card text (`lang de`, `lang es`): the games' own openings ("zu beginn").
  if (LOCAL_PHRASES.some((p) => inPhrase(p, ",."))) return true;
  return /(?:\b(?:of|only|during|before|after|and|or|your|each|the|that|player's|opponent's)|[—–:.,;-])\s$/i.test(linePrefix.slice(-40));
}

export function register(ctx: ServerContext): ServerCapabilities {
  const snippets = ctx.initializeParams.capabilities.textDocument?.completion?.completionItem?.snippetSupport === true;
  ctx.connection.onCompletion(
    withValidPosition(
      ctx,
      "textDocument/completion",
      ctx.guard(
        "completion",
        (params: CompletionParams): CompletionList | null => {
          if (params.context?.triggerKind === CompletionTriggerKind.TriggerCharacter && params.context.triggerCharacter === " ") {
            const doc = ctx.documents.get(params.textDocument.uri);
            const prefix = doc?.getText({ start: { line: params.position.line, character: 0 }, end: params.position }) ?? "";
            if (!spaceCanComplete(prefix)) return { isIncomplete: false, items: [] };
          }
          const analysis = ctx.store.get(params.textDocument.uri);
          if (!analysis) return null;
          const list = completionAt(analysis, params.position);
          return { isIncomplete: list.isIncomplete, items: list.items.map((item) => toProtocol(item, snippets)) };
        },
        null,
      ),
    ),
  );
  return { completionProvider: { triggerCharacters: COMPLETION_TRIGGER_CHARACTERS, resolveProvider: false } };
}

/**
 * A core completion item as the protocol's: its kind's and tag's numbers from the protocol
 * package, a snippet expanded to plain text for a client without snippet support.
 */
function toProtocol(item: CoreItem, snippets: boolean): CompletionItem {
  const { snippet, deprecated, kind, ...rest } = item;
  const out: CompletionItem = { ...rest, kind: CompletionItemKind[kind] };
  if (deprecated) out.tags = [CompletionItemTag.Deprecated];
  if (snippet && snippets) out.insertTextFormat = InsertTextFormat.Snippet;
  else if (snippet) {
    out.textEdit = { ...item.textEdit, newText: expandSnippet(item.textEdit.newText) };
    out.insertTextFormat = InsertTextFormat.PlainText;
  }
  return out;
}
