/**
 * stats-mismatch: stats, loyalty or defense that do not fit the type line: power/toughness on
 * something that is not a creature, Vehicle or Spacecraft; loyalty off a planeswalker; defense
 * off a battle (CR 208.1, 209.1, 301.7, 310.4). A number a type needs but the card lacks is
 * `missing-field`.
 */
import { cr } from "../cr";
import { citation } from "../../../rules/helpers";
import type { Rule } from "../../../rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "stats-mismatch",
    defaultSeverity: "warning",
    description: "Stats, loyalty or defense that do not fit the type line (Vehicles and Spacecraft have P/T).",
    rules: [cr("208.1"), cr("209.1"), cr("301.7"), cr("310.4")],
    fixable: false,
  },
  check({ model, report }) {
    for (const face of model.faces) {
      const tl = face.typeLine;
      if (!tl || tl.types.size === 0) continue;
      const hasPT = tl.types.has("creature") || tl.subtypes.has("vehicle") || tl.subtypes.has("spacecraft");
      const stats = face.fields.get("stats")?.[0];
      if (stats && !hasPT) {
        report({ span: stats.nameSpan, message: `Only creatures, Vehicles and Spacecraft have power and toughness, and this is ${/^[aeiou]/i.test(face.typeField!.value) ? "an" : "a"} ${face.typeField!.value}${citation(model, [cr("208.1"), cr("301.7")])}.` });
      }
      const loyalty = face.fields.get("loyalty")?.[0];
      if (loyalty && !tl.types.has("planeswalker")) {
        report({ span: loyalty.nameSpan, message: `Only planeswalkers have loyalty${citation(model, [cr("209.1")])}.` });
      }
      const defense = face.fields.get("defense")?.[0];
      if (defense && !tl.types.has("battle")) {
        report({ span: defense.nameSpan, message: `Only battles have defense${citation(model, [cr("310.4")])}.` });
      }
    }
  },
};
