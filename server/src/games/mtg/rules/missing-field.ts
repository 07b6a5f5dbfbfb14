/**
 * missing-field: a card whose type needs a printed number the card does not give — a creature
 * without `stats`, a planeswalker (front face) without `loyalty` (CR 208.1, 209.1; the table is
 * `required-fields.ts`). The fix inserts the field below the type line with a placeholder value.
 */
import type { FieldNode } from "../../../../../grammar/src/index";
import type { FileModel } from "../../../core/model/file-model";
import { modelEol } from "../../../core/rules/helpers";
import type { Rule, TextEdit } from "../../../core/rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";
import { cr } from "../cr";
import { REQUIRED_FIELDS } from "../required-fields";

/** Inserts `name: value` on a new line after `after`, with its indentation. */
function insertFieldAfter(model: FileModel, after: FieldNode, name: string, value: string): TextEdit {
  const lineStart = model.lines.lineStart(model.lines.positionAt(after.span.start).line);
  const indent = /^[ \t]*/.exec(model.text.slice(lineStart, after.span.start))![0];
  return { span: { start: after.span.end, end: after.span.end }, newText: `${modelEol(model)}${indent}${name}: ${value}` };
}

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "missing-field",
    defaultSeverity: "warning",
    description: "A creature without stats or a planeswalker without loyalty.",
    rules: [cr("208.1"), cr("209.1")],
    fixable: true,
    messages: {
      missing: "A {{cardType}} needs {{what}}: add '{{field}}: …'{{cite}}.",
    },
  },
  check({ model, report }) {
    for (const face of model.faces) {
      const types = face.typeLine?.types;
      const typeField = face.typeField;
      if (!types || !typeField) continue;
      const front = face.node === face.card || face.card.faces[0] === face.node;
      for (const req of REQUIRED_FIELDS) {
        if (!types.has(req.cardType) || face.fields.has(req.field) || (req.frontOnly && !front)) continue;
        // The fix goes below this face's own type line (a face may take the card's type).
        const own = face.node.fields.find((f) => f === typeField);
        report({
          span: typeField.valueSpan,
          messageId: "missing",
          data: { cardType: model.l10n.term(req.cardType), what: model.l10n.term(req.what), field: req.field, cite: req.rules },
          fixes: own
            ? [
                {
                  title: model.l10n.t("mtg.fix.addField", { field: req.field, placeholder: req.placeholder }),
                  edits: [insertFieldAfter(model, own, req.field, req.placeholder)],
                  preferred: true,
                },
              ]
            : [],
        });
      }
    }
  },
};
