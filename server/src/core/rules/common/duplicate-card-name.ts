/**
 * duplicate-card-name: two cards with the same name in one file (names compare
 * case-insensitively). The language server also compares names across the workspace.
 */
import { fillMessage } from "../messages";
import type { Rule } from "../types";

/** The message for a card named `name` whose first definition is on 0-based line `firstLine` (the rule's `duplicate` template). */
export function duplicateCardNameMessage(name: string, firstLine: number): string {
  return fillMessage(rule.meta.messages.duplicate!, { name, line: firstLine + 1 });
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
    for (const card of model.parse.cards) {
      if (!card.name) continue;
      const key = card.name.toLowerCase();
      const firstLine = seen.get(key);
      if (firstLine !== undefined) {
        report({ span: card.nameSpan, messageId: "duplicate", data: { name: card.name, line: firstLine + 1 } });
      } else seen.set(key, model.lines.positionAt(card.nameSpan.start).line);
    }
  },
};
