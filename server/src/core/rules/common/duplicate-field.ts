/**
 * duplicate-field: the same field twice in one card or face (aliases count as their field:
 * Magic's `pt` is `stats`).
 */
import type { Rule } from "../types";

export const rule: Rule = {
  meta: {
    id: "duplicate-field",
    defaultSeverity: "error",
    description: "The same field appears twice in one card or face.",
    rules: [],
    fixable: false,
    messages: {
      inCard: "'{{field}}' is already given above ('{{first}}'); a card has one of each field.",
      inFace: "'{{field}}' is already given above ('{{first}}'); a face has one of each field.",
    },
  },
  check({ model, report }) {
    for (const card of model.parse.cards) {
      for (const node of [card, ...card.faces]) {
        const seen = new Map<string, string>();
        for (const f of node.fields) {
          const name = model.game.fields.aliases[f.name] ?? f.name;
          const first = seen.get(name);
          if (first !== undefined)
            report({ span: f.nameSpan, messageId: node.kind === "face" ? "inFace" : "inCard", data: { field: f.name, first } });
          else seen.set(name, f.name);
        }
      }
    }
  },
};
