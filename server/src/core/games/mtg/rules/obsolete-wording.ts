/**
 * obsolete-wording: wording with an exact modern form — "in play", "comes into play", "removed
 * from the game", "play" a spell, "at end of turn", "summoning sickness", "During your upkeep, …"
 * phase abilities, Tribal, "Activate this ability only any time you could cast a sorcery"
 * (`docs/mtg-rules-facts.md` §4).
 */
import { cr } from "../cr";
import { citation, replace } from "../../../rules/helpers";
import { findObsoleteTerms } from "./obsolete-terms-scan";
import type { Rule } from "../../../rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "obsolete-wording",
    defaultSeverity: "warning",
    description: "Old wording that has an exact modern form (in play, removed from the game, play a spell, at end of turn, Tribal, …).",
    rules: [cr("403.1"), cr("513.1a"), cr("601.1")],
    tags: ["deprecated"],
    fixable: true,
  },
  check({ model, report }) {
    for (const hit of findObsoleteTerms(model, "obsolete-wording")) {
      const t = hit.term;
      const modern = t.replacement?.(hit.match);
      report({
        span: hit.span,
        message: `'${hit.match[0].trim()}' is old wording (changed ${t.since}); the modern form is ${modern ? `'${modern.trim()}'` : t.modern}${citation(model, t.rules)}.`,
        fixes: modern !== undefined ? [{ title: `Change to '${modern.trim()}'`, edits: [replace(hit.span, modern)], preferred: true, safe: true }] : [],
      });
    }
  },
};
