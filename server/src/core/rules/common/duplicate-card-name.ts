/**
 * duplicate-card-name: two cards with the same name in one file (names compare
 * case-insensitively). The language server also compares names across the workspace. Objects
 * that are not cards (Magic's tokens and emblems) are named apart: a card and the token it creates
 * may share a name, two tokens may not (`TypeLineAnalysis.nameSpace`).
 */
import type { CardNode } from "../../../../../grammar/src/index";
import type { FileModel } from "../../model/file-model";
import { displayName } from "../../text/display-name";
import { ruleMessage, type TemplateSource } from "../messages";
import type { Rule } from "../types";

/**
 * The key two top-level cards of a file must not share: the lower-case name, preceded by the name
 * space of the card's first face (its game's reading of the type line) when it has one.
 */
export function cardNameKey(model: Pick<FileModel, "faces">, card: CardNode): string {
  const ns = model.faces.find((f) => f.card === card)?.typeLine?.nameSpace;
  return nameKey(card.name, ns);
}

/** The name key of `name` in name space `nameSpace` (none for cards). */
export function nameKey(name: string, nameSpace: string | undefined): string {
  return nameSpace ? `${nameSpace}\u0000${name.toLowerCase()}` : name.toLowerCase();
}

/**
 * The message for a card named `name` whose first definition is on 0-based line `firstLine` (the
 * rule's `duplicate` template), in the language of `l10n` (the file model's localizer; English without).
 */
export function duplicateCardNameMessage(name: string, firstLine: number, l10n?: TemplateSource): string {
  return ruleMessage(rule.meta, "duplicate", { name, line: firstLine + 1 }, undefined, l10n);
}

/**
 * The `duplicate-card-name` message for a card named `name` that another file defines too: that
 * file's display name (`other.key`, a URI or path) and 1-based line (from the 0-based `other.line`),
 * in the language of `l10n` (a core localizer; English without). The language server and the CLI
 * both word cross-file duplicates with it.
 */
export function crossFileDuplicateMessage(name: string, other: { key: string; line: number }, l10n?: TemplateSource): string {
  return ruleMessage(rule.meta, "inWorkspace", { name, file: displayName(other.key), line: other.line + 1 }, undefined, l10n);
}

export const rule: Rule = {
  meta: {
    id: "duplicate-card-name",
    defaultSeverity: "warning",
    description: "The same card name is used twice.",
    rules: [],
    fixable: false,
    messages: {
      duplicate: "Another card named '{{name}}' is defined on line {{line}}; card names must be unique.",
      /** Reported by the language server, which compares names across the workspace. */
      inWorkspace: "Another card named '{{name}}' is defined in {{file}} on line {{line}}; card names must be unique across the workspace.",
    },
  },
  check({ model, report }) {
    const seen = new Map<string, number>();
    const nameSpaces = new Map<CardNode, string | undefined>();
    for (const f of model.faces) if (!nameSpaces.has(f.card)) nameSpaces.set(f.card, f.typeLine?.nameSpace);
    for (const card of model.parse.cards) {
      if (!card.name) continue;
      const key = nameKey(card.name, nameSpaces.get(card));
      const firstLine = seen.get(key);
      if (firstLine !== undefined) {
        report({ span: card.nameSpan, messageId: "duplicate", data: { name: card.name, line: firstLine + 1 } });
      } else seen.set(key, model.lines.positionAt(card.nameSpan.start).line);
    }
  },
};
