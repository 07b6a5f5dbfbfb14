/**
 * Completion items and the builder every game's completion writes into. Items are plain
 * objects shaped like LSP `CompletionItem`s (ranges in LSP positions: 0-based lines, UTF-16
 * columns; `kind` and `snippet` in words, which the language server turns into protocol numbers). Pure: no IO, no LSP imports.
 */
import type { FileModel } from "../model/file-model";
import type { LineIndex, Range } from "../text/line-index";
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
} as const;

/** A {@link CompletionKind} value. */
export type CompletionKindName = (typeof CompletionKind)[keyof typeof CompletionKind];

/** A completion item shaped like LSP's `CompletionItem`. */
export interface CompletionItem {
  label: string;
  kind: CompletionKindName;
  detail?: string;
  documentation?: { kind: "markdown"; value: string };
  filterText?: string;
  sortText?: string;
  /** True when `textEdit.newText` is a snippet (`$1`, `${1:name}`); else plain text. */
  snippet?: boolean;
  /** Replaces the partly typed word(s) before the cursor; the range is on the cursor's line. */
  textEdit: { range: Range; newText: string };
  /** Shown struck through (LSP's `CompletionItemTag.Deprecated`). */
  deprecated?: boolean;
  /** Command to run after insertion, e.g. to open completion again. */
  command?: { title: string; command: string };
}

/** A completion list shaped like LSP's `CompletionList`. */
export interface CompletionList {
  isIncomplete: boolean;
  items: CompletionItem[];
}

/** Collects the items of one completion request: the model, the cursor (UTF-16 offset) and the items so far. */
export interface CompletionBuilder {
  model: FileModel;
  /** The cursor: a UTF-16 offset in `text`. */
  offset: number;
  /**
   * The file as written and its line index, where `offset` and item ranges are: `model.text`, or
   * for localized card text (`lang de`) the original (`model.cardText.original`), not the English
   * rewrite the analysis reads.
   */
  text: string;
  lines: LineIndex;
  items: CompletionItem[];
}

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
