/**
 * rare-timing-window: a spell or ability whose window opens only in a turn segment where
 * players get to act only when something happens there (Magic: the cleanup step, CR 514.3,
 * 514.3a). Game-neutral: the judge says "rare"; the game's `TimingAdvice` words the message.
 */
import { judge } from "../../model/judge";
import type { Rule } from "../types";

export const rule: Rule = {
  meta: {
    id: "rare-timing-window",
    defaultSeverity: "warning",
    description: "A restriction to the cleanup step, where players get priority only if something triggers there.",
    rules: [],
    fixable: false,
    messages: {
      /** The game words the whole explanation (`TimingAdvice.rareWindowMessage`). */
      rare: "{{explanation}}",
    },
  },
  check({ model, report }) {
    for (const face of model.faces) {
      for (const s of model.game.timingSubjects(face)) {
        if (judge(s).kind !== "rare") continue;
        // Blame the restriction that shuts out every normal window (the rare one), not merely the
        // first restriction written ("only during your turn and only during the cleanup step").
        const normal = s.base.window.space.priority(false);
        const blame = s.restrictions.find((r) => r.span && r.window.intersect(normal).isEmpty()) ?? s.restrictions.find((r) => r.span);
        report({
          span: blame?.span ?? s.anchor,
          messageId: "rare",
          data: { explanation: model.game.timingAdvice.rareWindowMessage(model, s) },
        });
      }
    }
  },
};
