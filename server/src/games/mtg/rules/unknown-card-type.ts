/**
 * unknown-card-type: a word left of the dash in a type line that is neither a supertype nor a
 * card type (CR 205.2a, 205.4a), with a did-you-mean. Obsolete types (Interrupt, Mana Source,
 * Tribal) are reported by obsolete-rule / obsolete-wording instead. "Token" and "Emblem" name the
 * kind of object (CR 111.1, 114.1), and an emblem needs no card type (CR 114.3).
 */
import { nearestWord } from "../../../core/text/nearest";
import { cr } from "../cr";
import { OBJECT_KINDS, typeVocabulary } from "../card-types";
import { replace } from "../../../core/rules/helpers";
import type { Rule } from "../../../core/rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";

const vocabulary = typeVocabulary();

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "unknown-card-type",
    defaultSeverity: "error",
    description: "A type-line word that is neither a supertype nor a card type.",
    rules: [cr("205.2a"), cr("205.4a")],
    fixable: true,
    messages: {
      emptyTypeLine: "The type line is empty: write at least one card type, e.g. 'Creature — Elf'.",
      unknownWord: "'{{word}}' is not a card type or supertype{{cite}}. Subtypes go after the dash: 'Creature — Elf'.",
      unknownWordNear:
        "'{{word}}' is not a card type or supertype{{cite}}. Did you mean '{{near}}'? Subtypes go after the dash: 'Creature — Elf'.",
      noCardType: "'{{typeLine}}' has no card type: add one such as Creature, Instant or Land{{cite}}.",
    },
  },
  check({ model, report }) {
    for (const face of model.faces) {
      const tl = face.typeLine;
      const field = face.typeField;
      if (!tl || !field) continue;
      if (field.value.trim() === "") {
        report({ span: field.nameSpan, messageId: "emptyTypeLine" });
        continue;
      }
      for (const w of tl.words) {
        if (w.role !== "unknown") continue;
        const near = nearestWord(w.text, vocabulary, 1);
        const span = { start: field.valueSpan.start + w.offset, end: field.valueSpan.start + w.offset + w.text.length };
        report({
          span,
          messageId: near !== undefined ? "unknownWordNear" : "unknownWord",
          data: { word: w.text, near: near ?? "" },
          fixes:
            near !== undefined
              ? [{ title: model.l10n.t("fix.changeTo", { name: near }), edits: [replace(span, near)], preferred: true }]
              : [],
        });
      }
      // An emblem has no types (CR 114.3); a card and a token need one.
      const typeless = OBJECT_KINDS.some((k) => k.kind === tl.objectKind && !k.hasTypes);
      if (tl.types.size === 0 && !typeless && !tl.words.some((w) => w.role === "unknown")) {
        report({ span: field.valueSpan, messageId: "noCardType", data: { typeLine: field.value, cite: [cr("205.2a")] } });
      }
    }
  },
};
