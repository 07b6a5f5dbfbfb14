/**
 * Completion items and the builder every game's completion writes into. Items are plain
 * objects shaped like LSP `CompletionItem`s (ranges in LSP positions: 0-based lines, UTF-16
 * columns; `kind` and `snippet` in words, which the language server turns into protocol numbers). Pure: no IO, no LSP imports.
 */
import type { CompletionBuilder, CompletionItem, CompletionKindName, CompletionList } from "../game/feature-types";
import type { CompletionContext } from "./completion-context";

/**
 * What a completion item is, by the name of LSP's `CompletionItemKind` member; the language server
 * turns it into the protocol's number (`lsp/features/completion.ts`).
 */
export const CompletionKind = {
  Text: "Text",
  Function: "Function",
  Field: "Field",
  Class: "Class",
  Interface: "Interface",
  Property: "Property",
  Unit: "Unit",
  Value: "Value",
  Enum: "Enum",
  Keyword: "Keyword",
  Snippet: "Snippet",
  EnumMember: "EnumMember",
  Constant: "Constant",
  Event: "Event",
  Operator: "Operator",
  TypeParameter: "TypeParameter",
} as const satisfies Record<CompletionKindName, CompletionKindName>;

export type { CompletionBuilder, CompletionItem, CompletionKindName, CompletionList };

/** Runs the editor's suggest command again after an item is inserted (for multi-word phrases). */
export const TRIGGER_SUGGEST = { title: "Suggest", command: "editor.action.triggerSuggest" };

/** Adds an item that replaces `[start, end)` (end defaults to the cursor; it may lie after it on the same line). */
export function push(
  b: CompletionBuilder,
  start: number,
  item: Omit<CompletionItem, "textEdit"> & { newText: string },
  end?: number,
): void {
  const { newText, ...rest } = item;
  b.items.push({ ...rest, textEdit: { range: b.lines.rangeOf({ start, end: end ?? b.offset }), newText } });
}

/** Markdown documentation. */
export const md = (value: string) => ({ kind: "markdown" as const, value });
/** A three-digit sort key. */
export const pad = (n: number) => String(n).padStart(3, "0");

/**
 * Field names the node does not have yet (from the game's field table, aliases counted), a
 * `text:` section and a `face` block in a card header. `rank` is the sort-key prefix.
 */
export function fieldItems(
  b: CompletionBuilder,
  start: number,
  ctx: Extract<CompletionContext, { kind: "header" | "text" }>,
  rank: number,
): void {
  const node = ctx.node;
  const { fields, features } = b.model.game;
  const present = new Set(node.fields.map((f) => fields.aliases[f.name] ?? f.name));
  const doc = (name: string) => md(features.fieldDoc(name, b.model) ?? "");
  fields.names.forEach((name, i) => {
    if (present.has(name)) return;
    push(b, start, {
      label: name,
      kind: CompletionKind.Property,
      detail: b.model.l10n.t("completion.field.detail"),
      documentation: doc(name),
      sortText: `${rank}${pad(i)}`,
      newText: `${name}: `,
      command: features.completion.suggestAfterField.includes(name) ? TRIGGER_SUGGEST : undefined,
    });
  });
  if (ctx.kind === "header" && node.textSections.length === 0) {
    push(b, start, {
      label: "text",
      kind: CompletionKind.Property,
      detail: b.model.l10n.t("completion.text.detail"),
      documentation: doc("text"),
      sortText: `${rank}900`,
      snippet: true,
      newText: "text:\n  $0",
    });
  }
  if (ctx.kind === "header" && node.kind === "card") {
    push(b, start, {
      label: "face",
      kind: CompletionKind.Snippet,
      detail: b.model.l10n.t("completion.face.detail"),
      sortText: `${rank}901`,
      snippet: true,
      newText: `face "\${1:Name}" {\n  type: \${2:${features.completion.faceTypeExample}}\n  text:\n    $0\n}`,
    });
  }
}
