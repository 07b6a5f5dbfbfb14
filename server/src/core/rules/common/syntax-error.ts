/**
 * syntax-error: the file does not follow the CardScript grammar (docs/language.md §1): unclosed
 * braces, a field without a colon, text outside a card, an unknown directive value.
 */
import { parseEditionDate } from "../../game/edition-date";
import { GAMES, gameById } from "../../games/registry";
import type { Rule } from "../types";

export const rule: Rule = {
  meta: {
    id: "syntax-error",
    defaultSeverity: "error",
    description: "The file does not follow the CardScript grammar.",
    rules: [],
    fixable: false,
  },
  check({ model, report }) {
    for (const e of model.parse.errors) report({ span: e.span, message: e.message });
    for (const card of model.parse.cards) {
      for (const node of [card, ...card.faces]) {
        if (node.name.trim() === "" && model.text[node.nameSpan.start] === '"') {
          report({ span: node.nameSpan, message: `A ${node.kind} needs a name between the quotes.` });
        }
      }
    }
    const seen = new Set<string>();
    const firstCard = model.parse.cards[0]?.span.start ?? Infinity;
    for (const d of model.parse.directives) {
      if (seen.has(d.name)) report({ span: d.span, message: `'${d.name}' may appear only once in a file.` });
      seen.add(d.name);
      if (d.span.start > firstCard) report({ span: d.nameSpan, message: `'${d.name}' must come before the first card.` });
      if (d.name === "game" && !gameById(d.value)) {
        const choices = GAMES.map((g) => `'game ${g.id}'`);
        report({ span: d.value ? d.valueSpan : d.span, message: `Unknown game '${d.value}': write ${choices.slice(0, -1).join(", ")} or ${choices[choices.length - 1]}.` });
      }
      if (d.name === "rules" && !parseEditionDate(d.value)) {
        report({ span: d.value ? d.valueSpan : d.span, message: `'rules' takes an edition date such as 2026-09 or 2025-09-19, not '${d.value}'.` });
      }
    }
  },
};
