/**
 * impossible-timing: a spell, card activation or ability whose timing window is empty — it can
 * never be cast or activated as written. Game-neutral: the window comes from the game's timing
 * subjects and the judge (`timing/judge.ts`); the words and repairs from its `TimingAdvice`.
 * Each game cites its own sources for it (`GameModel.ruleCitations`).
 */
import { judge } from "../../timing/judge";
import type { Rule } from "../types";

export const rule: Rule = {
  meta: {
    id: "impossible-timing",
    defaultSeverity: "error",
    description: "A spell or activated ability whose timing window is empty: it can never be cast or activated as written.",
    rules: [],
    fixable: true,
  },
  check({ model, report }) {
    const { timingAdvice: advice } = model.game;
    const quote = (c: Parameters<typeof advice.describeConstraint>[1]) => advice.describeConstraint(model, c);
    for (const face of model.faces) {
      for (const s of model.game.timingSubjects(face)) {
        const v = judge(s);
        if (v.kind !== "impossible") continue;
        const what = s.kind === "spell" ? "This spell can never be cast" : "This ability can never be activated";
        let message: string;
        if (v.reason === "noPriority") {
          message = `${what}: ${advice.noActReason(model, v.conflict[0]!)}`;
        } else if (v.reason === "contradictory") {
          message = `${what}: ${v.conflict.map(quote).join(" and ")} never hold at the same time. Drop one of them.`;
        } else {
          const [base, ...rest] = v.conflict;
          message = `${what}: ${quote(base!)}; ${rest.map(quote).join(" and ")} never overlap${rest.length === 1 ? "s" : ""} it. ${advice.wayOut(s, v)}`;
        }
        const blame = v.conflict.find((c) => c.span);
        report({ span: blame?.span ?? s.anchor, message, fixes: advice.impossibleFixes(model, s, v.conflict) });
      }
    }
  },
};
