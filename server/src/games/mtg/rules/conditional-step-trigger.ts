/**
 * conditional-step-trigger: a trigger at the beginning of a step that is skipped in many turns:
 * declare blockers and combat damage (only when a creature attacks, CR 508.8) and the
 * first-strike damage step (only with a first or double striker in combat, CR 510.4).
 */
import { cr } from "../cr";
import { STEPS } from "../turn-structure";
import type { Rule } from "../../../core/rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";
import { allAbilities } from "../analysis/abilities";

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "conditional-step-trigger",
    defaultSeverity: "warning",
    description:
      "A trigger at the beginning of the declare blockers, combat damage or first-strike damage step, which do not happen when nobody attacks or no first striker fights.",
    rules: [cr("508.8"), cr("510.4")],
    fixable: false,
    messages: {
      needsFirstStrike:
        "The {{step}} happens only when an attacking or blocking creature has first strike or double strike{{cite}}; in other turns this never triggers. If it should happen every turn, use the beginning of combat or the end of combat step.",
      needsAttack:
        "The {{step}} happens only when at least one creature attacks or is put onto the battlefield attacking{{cite}}; in other turns this never triggers. If it should happen every turn, use the beginning of combat or the end of combat step.",
    },
  },
  check({ model, report }) {
    for (const face of model.faces) {
      for (const a of allAbilities(face.abilities)) {
        for (const t of a.stepTriggers) {
          const steps = t.steps;
          const conditional = steps.map((s) => STEPS[s]).filter((s) => s.existence !== "always");
          if (conditional.length === 0 || conditional.length !== steps.length) continue;
          const step = conditional[conditional.length - 1]!;
          const firstStrike = step.existence === "needsFirstStrike";
          report({
            span: t.stepSpan,
            messageId: firstStrike ? "needsFirstStrike" : "needsAttack",
            data: { step: model.l10n.term(step.name), cite: [cr(firstStrike ? "510.4" : "508.8")] },
          });
        }
      }
    }
  },
};
