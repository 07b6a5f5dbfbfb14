/**
 * invalid-stats: `stats` not of the form P/T (each an integer, `*`, `X`, `N+*`, `*+N`, `N-*`),
 * `loyalty` not an integer or X, `defense` not an integer (CR 208, 209, 310.4).
 */
import { cr } from "../cr";
import type { Rule } from "../../../core/rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";

const VALUE = /^(?:-?\d+|\*|X|\d+[+-]\*|\*[+-]\d+|\*²)$/i;

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "invalid-stats",
    defaultSeverity: "error",
    description: "Power/toughness, loyalty or defense values that are not numbers (or *, X where allowed).",
    rules: [cr("208.1"), cr("209.1"), cr("310.4")],
    fixable: false,
    messages: {
      stats: "'{{value}}' is not power/toughness: write P/T, each an integer, *, X or N+*, e.g. 2/3{{cite}}.",
      loyalty: "Loyalty must be a whole number, X or a die roll such as 1d4+1, not '{{value}}'{{cite}}.",
      defense: "Defense must be a whole number, not '{{value}}'{{cite}}.",
    },
  },
  check({ model, report }) {
    for (const face of model.faces) {
      for (const f of face.fields.get("stats") ?? []) {
        const parts = f.value.split("/");
        if (parts.length !== 2 || !parts.every((p) => VALUE.test(p.trim()))) {
          report({
            span: f.valueSpan.start === f.valueSpan.end ? f.nameSpan : f.valueSpan,
            messageId: "stats",
            data: { value: f.value, cite: [cr("208.1")] },
          });
        }
      }
      for (const f of face.fields.get("loyalty") ?? []) {
        if (!/^(?:\d+|X|\d*d\d+(?:[+-]\d+)?)$/i.test(f.value))
          report({
            span: f.valueSpan.start === f.valueSpan.end ? f.nameSpan : f.valueSpan,
            messageId: "loyalty",
            data: { value: f.value, cite: [cr("209.1")] },
          });
      }
      for (const f of face.fields.get("defense") ?? []) {
        if (!/^\d+$/.test(f.value))
          report({
            span: f.valueSpan.start === f.valueSpan.end ? f.nameSpan : f.valueSpan,
            messageId: "defense",
            data: { value: f.value, cite: [cr("310.4")] },
          });
      }
    }
  },
};
