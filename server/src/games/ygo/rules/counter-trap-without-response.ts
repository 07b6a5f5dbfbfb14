/**
 * counter-trap-without-response: a Counter Trap is Spell Speed 3 and is activated in response to
 * an activation, or at the timing of a Summon, a draw or an attack declaration (Rulebook v10
 * p. 31; PR17 p. 125). One whose activation names none of these has no such timing.
 */
import { PR17, RB } from "../citations";
import type { Report, Rule } from "../../../core/rules/types";
import { perCard } from "./util";
import type { YgoCard } from "../card-model";
import type { Localizer } from "../../../core/l10n/localizer";
import { effectHead, sourcesText } from "./util";

const RESPONSE = /\b(?:activat\w*|Summon\w*|declares?|attack\w*|draws?|drawn|negat\w*|Chain|would|in response|resolves?)\b/i;

const SOURCES = [RB("31"), PR17("125")];

export const rule: Rule = perCard(
  {
    id: "counter-trap-without-response",
    defaultSeverity: "warning",
    description: "Reports a Counter Trap whose activation responds to nothing: no activation, Summon, draw or attack declaration.",
    rules: SOURCES.map((c) => [c]),
    fixable: false,
    messages: {
      noResponse:
        "A Counter Trap (Spell Speed 3) is activated in response to an activation, or when a monster would be Summoned, a card is drawn or an attack is declared; this one names none of these{{cite}}.",
    },
  },
  checkCard,
);

function checkCard(card: YgoCard, report: (r: Report) => void, l10n: Localizer): void {
  if (card.kind?.kind !== "trap" || card.kind.subtype !== "Counter") return;
  const act = card.analysis.effects.find((e) => e.kind === "activation");
  // A condition ("At the end of the Battle Phase:", "When … is added to the hand:") gives it its own timing.
  if (!act || !act.span.text || act.condition || /^(?:when|if|at|during|each time)\b/i.test(act.span.text) || RESPONSE.test(act.span.text))
    return;
  report({ span: effectHead(card, act), messageId: "noResponse", data: { cite: sourcesText(SOURCES, l10n) } });
}
