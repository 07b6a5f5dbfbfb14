/**
 * obsolete-rule: text that relies on a rule that no longer exists — mana burn, damage
 * assignment order, substance, the Interrupt and Mana Source card types
 * (`docs/mtg-rules-facts.md` §4).
 */
import { cr } from "../cr";
import { removeFromLine, replace } from "../../../core/rules/helpers";
import { findObsoleteTerms } from "./obsolete-terms-scan";
import { obsoleteTermWords } from "../obsolete-terms";
import type { Fix, Rule } from "../../../core/rules/types";
import { sentences } from "../../../core/text/masking";
import type { MtgFileModel } from "../analysis/mtg-model";

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "obsolete-rule",
    defaultSeverity: "error",
    description:
      "Text that relies on a rule that no longer exists (mana burn, damage assignment order, substance, Interrupt, Mana Source, the planeswalker uniqueness rule).",
    rules: [cr("500.5"), cr("510.1c"), cr("514.3a")],
    tags: ["deprecated"],
    fixable: true,
    messages: {
      gone: "{{term}} no longer exists (removed {{since}}). {{modern}}{{cite}}.",
    },
  },
  check({ model, report }) {
    for (const hit of findObsoleteTerms(model, "obsolete-rule")) {
      const t = hit.term;
      const fixes: Fix[] = [];
      if (hit.modern !== undefined) {
        fixes.push({
          title: model.l10n.t("fix.changeTo", { name: hit.modern }),
          edits: [replace(hit.span, hit.modern)],
          preferred: true,
        });
      } else if (t.where === "text") {
        // Offer to remove the sentence that relies on the rule.
        const lineNo = model.lines.positionAt(hit.span.start).line;
        const lineStart = model.lines.lineStart(lineNo);
        const next = lineNo + 1 < model.lines.lineCount ? model.lines.lineStart(lineNo + 1) : model.text.length;
        const lineText = model.text.slice(lineStart, next).replace(/[\r\n]+$/, "");
        const s = sentences(lineText).find(
          (x) => lineStart + x.offset <= hit.span.start && hit.span.end <= lineStart + x.offset + x.text.length,
        );
        // Never when the sentence is the card's only ability: removing it leaves a blank card.
        const face = model.faces.find((f) =>
          f.abilities.some((a) => a.line.span.start <= hit.span.start && hit.span.end <= a.line.span.end),
        );
        const onlyAbility = s !== undefined && face !== undefined && face.abilities.length === 1 && lineText.trim() === s.text.trim();
        if (s && !onlyAbility)
          fixes.push({
            title: model.l10n.t("mtg.fix.removeSentence"),
            edits: [removeFromLine(model, { start: lineStart + s.offset, end: lineStart + s.offset + s.text.length })],
          });
      }
      report({
        span: hit.span,
        messageId: "gone",
        data: { ...obsoleteTermWords(model.l10n, t), cite: t.rules },
        fixes,
      });
    }
  },
};
