/**
 * unknown-field: a field name CardScript does not know (LANGUAGE.md §1), with a did-you-mean.
 */
import { closest } from "fastest-levenshtein";
import { distance } from "fastest-levenshtein";
import { FIELD_ALIASES, FIELD_NAMES } from "../analysis/card-model";
import { replace } from "./helpers";
import type { Rule } from "./types";

const known = [...FIELD_NAMES, ...Object.keys(FIELD_ALIASES)];

export const rule: Rule = {
  meta: {
    id: "unknown-field",
    defaultSeverity: "error",
    description: "A field name that CardScript does not know.",
    rules: [],
    fixable: true,
  },
  check({ model, report }) {
    for (const card of model.parse.cards) {
      for (const node of [card, ...card.faces]) {
        for (const f of node.fields) {
          if (known.includes(f.name)) continue;
          const near = closest(f.name, known);
          const close = distance(f.name, near) <= Math.max(2, Math.floor(f.name.length / 3));
          report({
            span: f.nameSpan,
            message: `Unknown field '${f.name}'.${close ? ` Did you mean '${near}'?` : ""} Fields: ${FIELD_NAMES.join(", ")}.`,
            fixes: close ? [{ title: `Change to '${near}'`, edits: [replace(f.nameSpan, near)], preferred: true }] : [],
          });
        }
      }
    }
  },
};
