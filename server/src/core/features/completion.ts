/**
 * Context-aware completion (see `completion-context.ts` for how the place is found):
 *
 * - top level: the game's snippets for new cards, and the `game` / `rules` / `lang` / `keyword` directives before
 *   the first card;
 * - card header: field names not yet used (the game's field table), `text:`, a `face` block;
 * - field values and rules text: the file's game (`GameFeatures.completion`);
 * - nothing inside comments and strings.
 *
 * Items are plain objects shaped like LSP `CompletionItem`s (numbers for `kind`, ranges in LSP
 * positions: 0-based lines, UTF-16 columns). Pure: no IO, no LSP imports.
 */
import { LOCALES } from "../l10n/locale";
import type { FileModel } from "../model/file-model";
import type { Position } from "../text/line-index";
import { expandSnippet } from "./card-snippets";
import { completionContext, type CompletionContext } from "./completion-context";
import { CompletionKind, fieldItems, md, pad, push, type CompletionBuilder, type CompletionList } from "./completion-items";

export { CompletionKind, type CompletionItem, type CompletionList } from "./completion-items";

function topLevelItems(b: CompletionBuilder, ctx: Extract<CompletionContext, { kind: "topLevel" }>): void {
  b.model.game.features.completion.snippets.forEach((s, i) =>
    push(b, ctx.partialStart, {
      label: `card (${s.name})`,
      kind: CompletionKind.Snippet,
      detail: s.descriptionKey ? b.model.l10n.t(s.descriptionKey) : s.description,
      filterText: `card ${s.name}`,
      sortText: `1${pad(i)}`,
      snippet: true,
      newText: s.body,
      documentation: md("```cardscript\n" + expandSnippet(s.body) + "\n```"),
    }),
  );
  if (ctx.beforeFirstCard) {
    const names = new Set(b.model.parse.directives.map((d) => d.name));
    const ids = b.model.games.map((g) => g.id);
    if (!names.has("game")) {
      push(b, ctx.partialStart, {
        label: "game",
        kind: CompletionKind.Keyword,
        detail: b.model.l10n.t("completion.game.detail", {
          first: `game ${ids[0]}`,
          others: ids
            .slice(1)
            .map((id) => `game ${id}`)
            .join(", "),
        }),
        sortText: "0game",
        snippet: true,
        newText: `game \${1|${ids.join(",")}|}`,
      });
    }
    if (!names.has("rules")) {
      const edition = b.model.game.editions.newest;
      push(b, ctx.partialStart, {
        label: "rules",
        kind: CompletionKind.Keyword,
        detail: b.model.l10n.t("completion.rules.detail", { example: `rules ${edition}` }),
        sortText: "0rules",
        snippet: true,
        newText: `rules \${1:${edition}}`,
      });
    }
    if (!names.has("lang")) {
      push(b, ctx.partialStart, {
        label: "lang",
        kind: CompletionKind.Keyword,
        detail: b.model.l10n.t("completion.lang.detail"),
        sortText: "0lang",
        snippet: true,
        newText: `lang \${1|${LOCALES.join(",")}|}`,
      });
    }
    // Any number of keyword declarations.
    push(b, ctx.partialStart, {
      label: "keyword",
      kind: CompletionKind.Keyword,
      detail: b.model.l10n.t("completion.keyword.detail", { syntax: 'keyword "Name"' }),
      sortText: "0keyword",
      snippet: true,
      newText: 'keyword "${1:Name}": ${2:Activate only as a sorcery.}',
    });
  }
}

/**
 * Completion items at a UTF-16 offset of the file as written (`model.text`; for localized card
 * text, `model.cardText.original.text`, whose offsets differ from the English rewrite's). Never
 * throws; returns an empty list where nothing fits (comments, strings, reminder text, the middle
 * of effect text).
 */
export function completionAtOffset(model: FileModel, offset: number): CompletionList {
  const ct = model.cardText;
  const b: CompletionBuilder = ct
    ? { model, offset, text: ct.original.text, lines: ct.original.lines, items: [] }
    : { model, offset, text: model.text, lines: model.lines, items: [] };
  const ctx = ct ? asWritten(model, offset) : completionContext(model, offset);
  const game = model.game.features.completion;
  switch (ctx.kind) {
    case "topLevel":
      topLevelItems(b, ctx);
      break;
    case "header":
      fieldItems(b, ctx.partialStart, ctx, 1);
      break;
    case "fieldValue":
      game.fieldValue(b, ctx);
      break;
    case "text":
      game.text(b, ctx);
      break;
    case "none":
      break;
  }
  return { isIncomplete: false, items: b.items };
}

/**
 * The completion context of localized card text: found in the analysed (rewritten) text, with its
 * offsets and the words before the cursor moved to the file as written.
 * @param offset UTF-16 offset in `model.cardText.original.text`.
 */
function asWritten(model: FileModel, offset: number): CompletionContext {
  const { map, original } = model.cardText!;
  const ctx = completionContext(model, map.toRewritten(offset, "exact") ?? map.toRewritten(offset, "end")!);
  const back = (t: number) => map.toOriginal(t, "start")!;
  switch (ctx.kind) {
    case "topLevel":
    case "header":
      return { ...ctx, partialStart: back(ctx.partialStart) };
    case "fieldValue": {
      const valueStart = back(ctx.valueStart);
      return { ...ctx, valueStart, before: original.text.slice(valueStart, offset) };
    }
    case "text": {
      const contentStart = back(ctx.contentStart);
      return { ...ctx, contentStart, before: original.text.slice(contentStart, offset) };
    }
    case "none":
      return ctx;
  }
}

/** Completion items at an LSP position (0-based line, UTF-16 column) of the file as written. */
export function completion(model: FileModel, position: Position): CompletionList {
  return completionAtOffset(model, (model.cardText?.original.lines ?? model.lines).offsetAt(position));
}
