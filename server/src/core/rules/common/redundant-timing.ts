/**
 * redundant-timing: a restriction or keyword that changes nothing about when something can be
 * used (Magic: Flash on an instant, "only during your turn" on a sorcery, "as a sorcery" on a
 * loyalty ability). Reported as info with the Unnecessary tag. Game-neutral: the judge finds
 * the constraints (`redundantConstraints`); the game words them and removes them.
 */
import { redundantConstraints } from "../../timing/judge";
import { citation } from "../helpers";
import type { Rule } from "../types";

export const rule: Rule = {
  meta: {
    id: "redundant-timing",
    defaultSeverity: "info",
    description: "A timing restriction or keyword that changes nothing.",
    rules: [],
    tags: ["unnecessary"],
    fixable: true,
  },
  check({ model, report }) {
    const advice = model.game.timingAdvice;
    for (const face of model.faces) {
      for (const s of model.game.timingSubjects(face)) {
        for (const { constraint: c, coveredBy } of redundantConstraints(s)) {
          if (!c.span) continue;
          const why = coveredBy.label === c.label
            ? `it is given twice`
            : coveredBy.kind === "base"
              ? advice.describeConstraint(model, coveredBy, true)
              : coveredBy.kind === "permission"
                ? `${advice.describeConstraint(model, coveredBy)} already allows every moment it adds`
                : `${advice.describeConstraint(model, coveredBy)} already limits it at least as much`;
          const fix = advice.removal(model, c);
          report({ span: c.span, message: `${c.label}${citation(model, c.rules)} changes nothing here: ${why}.`, fixes: fix ? [fix] : [] });
        }
      }
    }
  },
};
