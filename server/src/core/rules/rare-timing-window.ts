/**
 * rare-timing-window: a spell or ability restricted to the cleanup step, where players get
 * priority only when something triggers or a state-based action happens (CR 514.3, 514.3a).
 */
import { cr } from "../model/cr";
import { judge, timingSubjects } from "../analysis/timing";
import { TimingWindow } from "../model/timing-window";
import { citation } from "./helpers";
import type { Rule } from "./types";

export const rule: Rule = {
  meta: {
    id: "rare-timing-window",
    games: ["mtg"],
    defaultSeverity: "warning",
    description: "A restriction to the cleanup step, where players get priority only if something triggers there.",
    rules: [cr("514.3"), cr("514.3a")],
    fixable: false,
  },
  check({ model, report }) {
    for (const face of model.faces) {
      for (const s of timingSubjects(face)) {
        if (judge(s).kind !== "rare") continue;
        // Blame the restriction that shuts out every normal priority window (the cleanup one),
        // not merely the first restriction written ("only during your turn and only during the cleanup step").
        const normal = TimingWindow.priority(false);
        const blame = s.restrictions.find((r) => r.span && r.window.intersect(normal).isEmpty()) ?? s.restrictions.find((r) => r.span);
        const what = s.kind === "spell" ? "be cast" : "be activated";
        report({
          span: blame?.span ?? s.anchor,
          message: `This can ${what} only in the cleanup step, and players get priority there only when an ability triggers or a state-based action happens${citation(model, [cr("514.3a")])}. In most turns the window never opens; consider the end step.`,
        });
      }
    }
  },
};
