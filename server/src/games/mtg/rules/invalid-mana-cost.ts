/**
 * invalid-mana-cost: a `cost:` that is not a sequence of mana symbols (CR 107.4): generic
 * numbers, W U B R G C S X Y Z, hybrid `{W/U}`, `{2/W}`, `{C/W}`, Phyrexian `{G/P}`, `{G/U/P}`.
 */
import { cr } from "../cr";
import { isManaCostSymbol } from "../mana-symbols";
import type { Rule } from "../../../core/rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "invalid-mana-cost",
    defaultSeverity: "error",
    description: "A mana cost with a malformed or unknown mana symbol.",
    rules: [cr("107.4"), cr("202.1")],
    fixable: false,
    messages: {
      notInBraces: "'{{text}}' is not a mana symbol: write each symbol in braces, like {2}{U}{{cite}}.",
      unclosed: "This mana symbol is missing its closing '}'.",
      unknownSymbol:
        "'{{{symbol}}}' is not a mana symbol. Valid: {0}–{99}, {W} {U} {B} {R} {G} {C} {S} {X}, hybrid {W/U} {2/W} {C/W}, Phyrexian {G/P} {G/U/P}{{cite}}.",
    },
  },
  check({ model, report }) {
    for (const face of model.faces) {
      for (const f of face.fields.get("cost") ?? []) {
        const v = f.value;
        if (v === "") continue;
        let i = 0;
        while (i < v.length) {
          if (v[i] === " ") {
            i++;
            continue;
          }
          const start = f.valueSpan.start + i;
          if (v[i] !== "{") {
            const end = v.indexOf("{", i) < 0 ? v.length : v.indexOf("{", i);
            report({
              span: { start, end: f.valueSpan.start + end },
              messageId: "notInBraces",
              data: { text: v.slice(i, end).trim(), cite: [cr("107.4")] },
            });
            i = end;
            continue;
          }
          const close = v.indexOf("}", i);
          if (close < 0) {
            report({ span: { start, end: f.valueSpan.end }, messageId: "unclosed" });
            break;
          }
          const inner = v.slice(i + 1, close);
          if (!isManaCostSymbol(inner)) {
            report({
              span: { start, end: f.valueSpan.start + close + 1 },
              messageId: "unknownSymbol",
              data: { symbol: inner, cite: [cr("107.4")] },
            });
          }
          i = close + 1;
        }
      }
    }
  },
};
