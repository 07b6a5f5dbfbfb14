/**
 * missing-type: a card (or face) without a `type:` line. Timing checks need it: the card type
 * decides whether a spell is cast at instant or sorcery speed (CR 205, 307.1).
 */
import { cr } from "../cr";
import type { Rule } from "../../../core/rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "missing-type",
    defaultSeverity: "error",
    description: "A card or face without a type line.",
    rules: [cr("205.1")],
    fixable: false,
    messages: {
      card: "Card '{{name}}' has no 'type:' line; its timing depends on it (an Instant, a Sorcery, a Creature…).",
      face: "Face '{{name}}' has no 'type:' line; its timing depends on it (an Instant, a Sorcery, a Creature…).",
    },
  },
  check({ model, report }) {
    for (const face of model.faces) {
      if (face.typeField) continue;
      const isFace = face.node.kind === "face";
      report({ span: face.node.nameSpan, messageId: isFace ? "face" : "card", data: { name: isFace ? face.node.name : face.card.name } });
    }
  },
};
