/**
 * redundant-timing: a restriction or keyword that changes nothing about when something can be
 * used (Magic: Flash on an instant, "only during your turn" on a sorcery, "as a sorcery" on a
 * loyalty ability). Reported as info with the Unnecessary tag. Game-neutral: the judge finds
 * the constraints (`redundantConstraints`); the game words them and removes them.
 */
import { writtenWords } from "../../model/card-text";
import { redundantConstraints } from "../../model/judge";
import type { Rule } from "../types";

export const rule: Rule = {
  meta: {
    id: "redundant-timing",
    defaultSeverity: "info",
    description: "A timing restriction or keyword that changes nothing.",
    rules: [],
    tags: ["unnecessary"],
    fixable: true,
    safeFixes: "all",
    messages: {
      twice: "{{constraint}}{{cite}} changes nothing here: it is given twice.",
      base: "{{constraint}}{{cite}} changes nothing here: {{coveredBy}}.",
      permission: "{{constraint}}{{cite}} changes nothing here: {{coveredBy}} already allows every moment it adds.",
      restriction: "{{constraint}}{{cite}} changes nothing here: {{coveredBy}} already limits it at least as much.",
    },
  },
  check({ model, report }) {
    const advice = model.game.timingAdvice;
    for (const face of model.faces) {
      for (const s of model.game.timingSubjects(face)) {
        for (const { constraint: c, coveredBy } of redundantConstraints(s)) {
          if (!c.span) continue;
          const messageId =
            coveredBy.label === c.label
              ? "twice"
              : coveredBy.kind === "base"
                ? "base"
                : coveredBy.kind === "permission"
                  ? "permission"
                  : "restriction";
          const data = {
            constraint: c.label.startsWith("'") ? `'${writtenWords(model, c.span, c.label.slice(1, -1))}'` : model.l10n.term(c.label),
            cite: c.rules,
            coveredBy: advice.describeConstraint(model, coveredBy, coveredBy.kind === "base"),
          };
          const fix = advice.removal(model, c);
          report({ span: c.span, messageId, data, fixes: fix ? [fix] : [] });
        }
      }
    }
  },
};
