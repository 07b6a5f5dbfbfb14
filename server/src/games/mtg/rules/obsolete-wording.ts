/**
 * obsolete-wording: wording with an exact modern form — "in play", "comes into play", "removed
 * from the game", "play" a spell, "at end of turn", "summoning sickness", "During your upkeep, …"
 * phase abilities, Tribal, "Activate this ability only any time you could cast a sorcery", and
 * the Oracle template changes since (mana pool, any target, their, mana value, enters, …), each
 * reported only when the file's `rules` edition is at least as new as the change
 * (`docs/mtg-rules-facts.md` §4).
 */
import { rewrittenSpan } from "../../../core/model/card-text";
import { cr } from "../cr";
import { replace } from "../../../core/rules/helpers";
import { findObsoleteTerms } from "./obsolete-terms-scan";
import { inForce, labelDate, obsoleteTermWords } from "../obsolete-terms";
import type { Rule } from "../../../core/rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "obsolete-wording",
    defaultSeverity: "warning",
    description:
      "Old wording that has a modern form, dated and judged by the file's rules edition (in play, mana pool, his or her, converted mana cost, enters the battlefield, Tribal, …).",
    rules: [cr("403.1"), cr("513.1a"), cr("601.1")],
    tags: ["deprecated"],
    fixable: true,
    safeFixes: "all",
    messages: {
      replaceable: "'{{old}}' is old wording (changed {{since}}); the modern form is '{{modern}}'{{cite}}.",
      described: "'{{old}}' is old wording (changed {{since}}); the modern form is {{modern}}{{cite}}.",
      dropped: "'{{old}}' is old wording (changed {{since}}); the modern form leaves it out{{cite}}.",
    },
  },
  check({ model, report }) {
    for (const hit of findObsoleteTerms(model, "obsolete-wording")) {
      const t = hit.term;
      const modern = hit.modern;
      report({
        span: hit.span,
        messageId: modern !== undefined && modern.trim() !== "" ? "replaceable" : "described",
        data: {
          old: hit.match[0].trim(),
          since: obsoleteTermWords(model.l10n, t).since,
          modern: modern !== undefined && modern.trim() !== "" ? modern.trim() : model.l10n.t(`mtg.obsolete.${t.id}.modern`),
          cite: t.rules,
        },
        fixes:
          modern !== undefined
            ? [
                {
                  title:
                    modern.trim() === ""
                      ? model.l10n.t("mtg.fix.removeClause", { text: hit.match[0].trim() })
                      : model.l10n.t("fix.changeTo", { name: modern.trim() }),
                  edits: [replace(hit.span, modern)],
                  preferred: true,
                  safe: true,
                },
              ]
            : [],
      });
    }
    // Old printed forms of localized card text (`lang de`: "Versorgungsphase", "Spiele diese Fähigkeit …").
    const ct = model.cardText;
    for (const o of ct?.obsolete ?? []) {
      if (!inForce(labelDate(o.since), model.rulesDate)) continue;
      const span = rewrittenSpan(ct!, o.span);
      const old = o.old.replace(/\.$/, "").trim();
      const modern = o.modern.replace(/\.$/, "");
      const dropped = o.replaceable && modern.trim() === "";
      report({
        span,
        messageId: dropped ? "dropped" : o.replaceable ? "replaceable" : "described",
        data: { old, since: model.l10n.term(o.since), modern: o.replaceable ? modern : `'${modern}'`, cite: [] },
        fixes: o.replaceable
          ? [
              {
                title: dropped ? model.l10n.t("mtg.fix.removeClause", { text: old }) : model.l10n.t("fix.changeTo", { name: modern }),
                edits: [replace(span, o.modern)],
                preferred: true,
                safe: true,
                inCardTextLanguage: true,
              },
            ]
          : [],
      });
    }
  },
};
