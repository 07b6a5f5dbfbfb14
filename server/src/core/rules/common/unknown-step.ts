/**
 * unknown-step: a name in rules text that should be a step, phase or other turn segment but is
 * not one — a misspelling ("upkep") or an old name ("end of turn step", renamed end step in
 * 2009) — with the closest real names. Game-neutral: the game finds the names
 * (`GameModel.unknownSegmentNames`).
 */
import type { UnknownSegmentName } from "../../game/game-model";
import { citation, replace } from "../helpers";
import type { Rule, RuleContext } from "../types";

function reportUnknown({ model, report }: RuleContext, u: UnknownSegmentName): void {
  const names = u.suggestions.map((s) => `'${s}'`).join(", ");
  const message = u.renamed
    ? `There is no '${u.text}': it was renamed '${u.renamed.modern}' on ${u.renamed.since}${citation(model, u.renamed.rules)}.`
    : `'${u.text}' is not a step or phase${citation(model, model.game.ruleCitations["unknown-step"] ?? [])}.${names ? ` Did you mean ${names}?` : ""}`;
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
    defaultSeverity: "error",
    description: "A step or phase name that does not exist, with the closest real names.",
    rules: [],
    fixable: true,
  },
  check(context) {
    for (const face of context.model.faces) {
      const seen = new Set<number>();
      for (const u of context.model.game.unknownSegmentNames(face)) {
        if (seen.has(u.start)) continue;
        seen.add(u.start);
        reportUnknown(context, u);
      }
    }
  },
};
