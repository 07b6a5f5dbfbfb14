/**
 * quick-play-needs-set: a Quick-Play Spell whose activation is limited to the opponent's turn can
 * never be activated from the hand (from the hand only during your own turn), so it must be Set
 * on an earlier turn first (Rulebook v10 p. 29; reference case Y15).
 */
import { RB } from "../citations";
import type { Report, Rule } from "../../../core/rules/types";
import { perCard } from "./util";
import type { YgoCard } from "../card-model";
import type { Localizer } from "../../../core/l10n/localizer";
import { effectHead, fileSpan, sourcesText } from "./util";

const SOURCES = [RB("29")];

export const rule: Rule = perCard(
  {
    id: "quick-play-needs-set",
    defaultSeverity: "warning",
    description:
      "Reports a Quick-Play Spell limited to the opponent's turn: it must be Set on an earlier turn, since from the hand it is activated only during your own turn.",
    rules: SOURCES.map((c) => [c]),
    fixable: false,
    messages: {
      mustBeSet:
        "A Quick-Play Spell can be activated from the hand only during your own turn; limited to your opponent's turn, this card must be Set first and can't be activated the turn it was Set{{cite}}.",
    },
  },
  checkCard,
);

function checkCard(card: YgoCard, report: (r: Report) => void, l10n: Localizer): void {
  if (card.kind?.kind !== "spell" || card.kind.subtype !== "Quick-Play") return;
  for (const e of card.analysis.effects) {
    if (e.kind !== "activation" || !e.window || e.window.isEmpty()) continue;
    if (e.window.turns().includes("you")) continue;
    const phrase = e.timing.find((p) => p.turns?.length === 1 && p.turns[0] === "opp");
    report({
      span: phrase ? fileSpan(card, phrase) : effectHead(card, e),
      messageId: "mustBeSet",
      data: { cite: sourcesText(SOURCES, l10n) },
    });
  }
}
