/**
 * flash-on-land: Flash on a land. Flash lets the card be *played* any time you could cast an
 * instant, but a land can still be played only on your own turn with a land play left
 * (CR 702.8a, 305.2, 305.3): it works, narrowly, and is easy to misread.
 */
import { cr } from "../cr";
import { removeListItem } from "../../../core/rules/helpers";
import { writtenWords } from "../../../core/model/card-text";
import type { Rule } from "../../../core/rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "flash-on-land",
    defaultSeverity: "warning",
    description: "Flash on a land: playable at instant timing only on your own turn, with a land play left.",
    rules: [cr("702.8a"), cr("305.2"), cr("305.3")],
    fixable: true,
    messages: {
      flashOnLand:
        "Flash on a land lets it be played at instant timing, but only during your own turn and only while you have a land play left{{cite}}; it never works on an opponent's turn.",
    },
  },
  check({ model, report }) {
    for (const face of model.faces) {
      if (!face.typeLine?.types.has("land")) continue;
      for (const a of face.abilities) {
        if (a.kind !== "keywords") continue;
        for (const k of a.keywords) {
          if (!k.timing?.widensToInstant) continue;
          const edit = removeListItem(model, a.line.span, k.itemSpan);
          report({
            span: k.itemSpan,
            messageId: "flashOnLand",
            // The title names the keyword as written ("Aufblitzen" in a `lang de` card).
            fixes: [
              {
                title: model.l10n.t("mtg.fix.removeFlash", {
                  keyword: writtenWords(model, k.itemSpan, model.text.slice(k.itemSpan.start, k.itemSpan.end)),
                }),
                edits: [edit],
              },
            ],
          });
        }
      }
    }
  },
};
