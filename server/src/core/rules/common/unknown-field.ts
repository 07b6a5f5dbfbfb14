/**
 * unknown-field: a field name the file's game does not know (its field table,
 * `GameModel.fields`), with a did-you-mean.
 */
import { closest, distance } from "fastest-levenshtein";
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
          const near = closest(f.name, known);
          const close = distance(f.name, near) <= Math.max(2, Math.floor(f.name.length / 3));
          report({
            span: f.nameSpan,
            messageId: close ? "unknownNear" : "unknown",
            data: { field: f.name, near, fields: names.join(", ") },
            fixes: close
              ? [{ title: model.l10n.t("fix.changeTo", { name: near }), edits: [replace(f.nameSpan, near)], preferred: true }]
              : [],
          });
        }
      }
    }
  },
};
