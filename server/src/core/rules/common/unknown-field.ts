/**
 * unknown-field: a field name the file's game does not know (its field table,
 * `GameModel.fields`), with a did-you-mean.
 */
import { nearestWord } from "../../text/nearest";
import { replace } from "../helpers";
import type { Rule } from "../types";

export const rule: Rule = {
  meta: {
    id: "unknown-field",
    defaultSeverity: "error",
    description: "A field name that CardScript does not know.",
    rules: [],
    fixable: true,
    messages: {
      unknown: "Unknown field '{{field}}'. Fields: {{fields}}.",
      unknownNear: "Unknown field '{{field}}'. Did you mean '{{near}}'? Fields: {{fields}}.",
    },
  },
  check({ model, report }) {
    const { names, aliases } = model.game.fields;
    const known = [...names, ...Object.keys(aliases)];
    for (const card of model.parse.cards) {
      for (const node of [card, ...card.faces]) {
        for (const f of node.fields) {
          if (known.includes(f.name)) continue;
          const near = nearestWord(f.name, known);
          report({
            span: f.nameSpan,
            messageId: near !== undefined ? "unknownNear" : "unknown",
            data: { field: f.name, near: near ?? "", fields: names.join(", ") },
            fixes:
              near !== undefined
                ? [{ title: model.l10n.t("fix.changeTo", { name: near }), edits: [replace(f.nameSpan, near)], preferred: true }]
                : [],
          });
        }
      }
    }
  },
};
