/**
 * stats-mismatch: stats, loyalty or defense that do not fit the type line: power/toughness on
 * something that is not a creature, Vehicle or Spacecraft; loyalty off a planeswalker; defense
 * off a battle (CR 208.1, 209.1, 301.7, 310.4). A number a type needs but the card lacks is
 * `missing-field`.
 */
import { cr } from "../cr";
import type { Rule } from "../../../core/rules/types";
import { cardTypeNames } from "../l10n/card-type-names";
import type { MtgFileModel } from "../analysis/mtg-model";

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "stats-mismatch",
    defaultSeverity: "warning",
    description: "Stats, loyalty or defense that do not fit the type line (Vehicles and Spacecraft have P/T).",
    rules: [cr("208.1"), cr("209.1"), cr("301.7"), cr("310.4")],
    fixable: false,
    messages: {
      statsOffCreature: "Only creatures, Vehicles and Spacecraft have power and toughness, and this card is of type {{types}}{{cite}}.",
      loyaltyOffPlaneswalker: "Only planeswalkers have loyalty{{cite}}.",
      defenseOffBattle: "Only battles have defense{{cite}}.",
    },
  },
  check({ model, report }) {
    for (const face of model.faces) {
      const tl = face.typeLine;
      if (!tl || tl.types.size === 0) continue;
      const hasPT = tl.types.has("creature") || tl.subtypes.has("vehicle") || tl.subtypes.has("spacecraft");
      const stats = face.fields.get("stats")?.[0];
      if (stats && !hasPT) {
        report({
          span: stats.nameSpan,
          messageId: "statsOffCreature",
          data: { types: cardTypeNames(model.l10n, tl.words), cite: [cr("208.1"), cr("301.7")] },
        });
      }
      const loyalty = face.fields.get("loyalty")?.[0];
      if (loyalty && !tl.types.has("planeswalker")) {
        report({ span: loyalty.nameSpan, messageId: "loyaltyOffPlaneswalker", data: { cite: [cr("209.1")] } });
      }
      const defense = face.fields.get("defense")?.[0];
      if (defense && !tl.types.has("battle")) {
        report({ span: defense.nameSpan, messageId: "defenseOffBattle", data: { cite: [cr("310.4")] } });
      }
    }
  },
};
