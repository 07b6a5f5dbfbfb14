/**
 * untap-step-trigger: "At the beginning of … untap step". It triggers, but nobody gets priority
 * in the untap step, so it goes on the stack in the upkeep — after everything untapped
 * (CR 502.4, 503.1a, 603.2b).
 */
import { cr } from "../cr";
import { replace } from "../../../core/rules/helpers";
import { cardPhrase, localizedStepRename } from "../../../core/model/card-text";
import type { Fix, Rule } from "../../../core/rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";
import { allAbilities } from "../analysis/abilities";

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "untap-step-trigger",
    defaultSeverity: "warning",
    description: "A trigger at the beginning of the untap step: it resolves only in the upkeep, after permanents untapped.",
    rules: [cr("502.4"), cr("503.1a"), cr("603.2b")],
    fixable: true,
    messages: {
      untap:
        'This triggers in the untap step, but nobody gets priority there{{noPriority}}: it goes on the stack and resolves in the upkeep{{upkeep}}, after {{whose}} already untapped. Write "{{write}}" to say what actually happens.',
    },
  },
  check({ model, report }) {
    for (const face of model.faces) {
      for (const a of allAbilities(face.abilities)) {
        for (const t of a.stepTriggers) {
          if (t.steps.join() !== "untap") continue;
          // Whose permanents untap: the active player's, so "your" only when it triggers only in your turns.
          const whose =
            t.turns.length === 1 && t.turns[0] === "you"
              ? "your permanents have"
              : t.turns.length === 1
                ? "that player's permanents have"
                : "the active player's permanents have";
          // The fix writes the card text's language: "deines Enttappsegments" → "deines Versorgungssegments".
          const local = localizedStepRename(model, t.stepSpan, "untap step", "upkeep");
          const fix: Fix | undefined = model.cardText
            ? local && { title: model.l10n.t("mtg.fix.triggerInUpkeep"), edits: [local], preferred: true, inCardTextLanguage: true }
            : { title: model.l10n.t("mtg.fix.triggerInUpkeep"), edits: [replace(t.stepSpan, "upkeep")], preferred: true };
          report({
            span: t.stepSpan,
            messageId: "untap",
            data: {
              noPriority: [cr("502.4")],
              upkeep: [cr("503.1a")],
              whose: model.l10n.term(whose),
              write: cardPhrase(model, "upkeep") ?? "upkeep",
            },
            // A declared keyword's trigger is fixed in its declaration, not at its use.
            fixes: t.declaredBy || !fix ? [] : [fix],
          });
        }
      }
    }
  },
};
