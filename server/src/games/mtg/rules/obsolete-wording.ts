/**
 * obsolete-wording: wording with an exact modern form — "in play", "comes into play", "removed
 * from the game", "play" a spell, "at end of turn", "summoning sickness", "During your upkeep, …"
 * phase abilities, Tribal, "Activate this ability only any time you could cast a sorcery"
 * (`docs/mtg-rules-facts.md` §4).
 */
import { rewrittenSpan } from "../../../core/model/card-text";
import { cr } from "../cr";
import { replace } from "../../../core/rules/helpers";
import { findObsoleteTerms } from "./obsolete-terms-scan";
import { obsoleteTermWords } from "../obsolete-terms";
import type { Rule } from "../../../core/rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "obsolete-wording",
    defaultSeverity: "warning",
    description: "Old wording that has an exact modern form (in play, removed from the game, play a spell, at end of turn, Tribal, …).",
    rules: [cr("403.1"), cr("513.1a"), cr("601.1")],
    tags: ["deprecated"],
    fixable: true,
    safeFixes: "all",
    messages: {
      replaceable: "'{{old}}' is old wording (changed {{since}}); the modern form is '{{modern}}'{{cite}}.",
      described: "'{{old}}' is old wording (changed {{since}}); the modern form is {{modern}}{{cite}}.",
    },
  },
  check({ model, report }) {
    for (const hit of findObsoleteTerms(model, "obsolete-wording")) {
      const t = hit.term;
      const modern = t.replacement?.(hit.match);
      report({
        span: hit.span,
        messageId: modern ? "replaceable" : "described",
        data: {
          old: hit.match[0].trim(),
          since: obsoleteTermWords(model.l10n, t).since,
          modern: modern ? modern.trim() : model.l10n.t(`mtg.obsolete.${t.id}.modern`),
          cite: t.rules,
        },
        fixes:
          modern !== undefined
            ? [
                {
                  title: model.l10n.t("fix.changeTo", { name: modern.trim() }),
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
      const span = rewrittenSpan(ct!, o.span);
      const old = o.old.replace(/\.$/, "");
      const modern = o.modern.replace(/\.$/, "");
      report({
        span,
        messageId: o.replaceable ? "replaceable" : "described",
        data: { old, since: model.l10n.term(o.since), modern: o.replaceable ? modern : `'${modern}'`, cite: [] },
        fixes: o.replaceable
          ? [
              {
                title: model.l10n.t("fix.changeTo", { name: modern }),
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
