/**
 * unknown-step: a step or phase name that is not one — a misspelling ("upkep") or an old name
 * ("end of turn step", renamed end step in 2009) — with the closest real names (CR 500.1).
 */
import { cr } from "../model/cr";
import type { UnknownStep } from "../analysis/step-phrases";
import { citation, replace } from "./helpers";
import type { Rule, RuleContext } from "./types";

function reportUnknown({ model, report }: RuleContext, u: UnknownStep): void {
  const names = u.suggestions.map((s) => `'${s}'`).join(", ");
  const message = u.renamed
    ? `There is no '${u.text}': it was renamed '${u.renamed.modern}' on ${u.renamed.since}${citation(model, u.renamed.rules)}.`
    : `'${u.text}' is not a step or phase${citation(model, [cr("500.1")])}.${names ? ` Did you mean ${names}?` : ""}`;
  report({
    span: { start: u.start, end: u.end },
    message,
    fixes: u.suggestions.map((s, i) => ({
      title: `Change to '${s}'`,
      edits: [replace({ start: u.start, end: u.end }, s)],
      preferred: i === 0,
      safe: !!u.renamed,
    })),
  });
}

export const rule: Rule = {
  meta: {
    id: "unknown-step",
    games: ["mtg"],
    defaultSeverity: "error",
    description: "A step or phase name that does not exist, with the closest real names.",
    rules: [cr("500.1")],
    fixable: true,
  },
  check(context) {
    for (const face of context.model.faces) {
      for (const a of face.abilities) {
        const seen = new Set<number>();
        for (const t of a.stepTriggers) for (const u of t.unknowns) if (!seen.has(u.start)) { seen.add(u.start); reportUnknown(context, u); }
        for (const r of a.restrictions) {
          for (const c of r.clauses) for (const u of c.unknownSteps) if (!seen.has(u.start)) { seen.add(u.start); reportUnknown(context, u); }
        }
      }
    }
  },
};
