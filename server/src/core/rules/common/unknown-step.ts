/**
 * unknown-step: a name in rules text that should be a step, phase or other turn segment but is
 * not one — a misspelling ("upkep") or an old name ("end of turn step", renamed end step in
 * 2009) — with the closest real names. Game-neutral: the game finds the names
 * (`GameModel.unknownSegmentNames`).
 */
import { rewrittenSpan } from "../../model/card-text";
import type { UnknownSegmentName } from "../../game/game-model";
import { replace } from "../helpers";
import type { Report, Rule, RuleContext } from "../types";

function reportUnknown({ model, report }: RuleContext, u: UnknownSegmentName, localized = false): void {
  const names = u.suggestions.map((s) => `'${s}'`).join(", ");
  const message: Pick<Report, "messageId" | "data"> = u.renamed
    ? {
        messageId: "renamed",
        data: { text: u.text, modern: u.renamed.modern, since: model.l10n.term(u.renamed.since), cite: u.renamed.rules },
      }
    : { messageId: names ? "unknownNear" : "unknown", data: { text: u.text, names, cite: model.game.ruleCitations["unknown-step"] ?? [] } };
  report({
    span: { start: u.start, end: u.end },
    ...message,
    fixes: u.suggestions.map((s, i) => ({
      title: model.l10n.t("fix.changeTo", { name: s }),
      edits: [replace({ start: u.start, end: u.end }, s)],
      preferred: i === 0,
      safe: !!u.renamed,
      ...(localized ? { inCardTextLanguage: true } : {}),
    })),
  });
}

/** Unknown step names in localized card text (`lang de`), in the analysed text's offsets. */
function localUnknown(context: RuleContext): UnknownSegmentName[] {
  const ct = context.model.cardText;
  return ct ? ct.unknown.map((u) => ({ ...u, ...rewrittenSpan(ct, u) })) : [];
}

export const rule: Rule = {
  meta: {
    id: "unknown-step",
    defaultSeverity: "error",
    description: "A step or phase name that does not exist, with the closest real names.",
    rules: [],
    fixable: true,
    safeFixes: "some",
    messages: {
      renamed: "There is no '{{text}}': it was renamed '{{modern}}' on {{since}}{{cite}}.",
      unknown: "'{{text}}' is not a step or phase{{cite}}.",
      unknownNear: "'{{text}}' is not a step or phase{{cite}}. Did you mean {{names}}?",
    },
  },
  check(context) {
    // Names in localized card text first: they are suggested in the card's language.
    const seen = new Set<number>();
    for (const u of localUnknown(context)) {
      seen.add(u.start);
      reportUnknown(context, u, true);
    }
    for (const face of context.model.faces) {
      for (const u of context.model.game.unknownSegmentNames(face)) {
        if (seen.has(u.start)) continue;
        seen.add(u.start);
        reportUnknown(context, u);
      }
    }
  },
};
