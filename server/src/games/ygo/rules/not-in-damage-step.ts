/**
 * not-in-damage-step (info, off by default): a fast card or effect that can't be activated during
 * the Damage Step — not a Counter Trap, not a negation of an activation, no direct ATK/DEF change,
 * not mandatory, no Damage-Step timing in its text (Damage Step Rules; reference b.4, case Y14).
 */
import { DSR } from "../citations";
import type { Report, Rule } from "../../../core/rules/types";
import { perCard } from "./util";
import type { YgoCard } from "../card-model";
import type { Localizer } from "../../../core/l10n/localizer";
import { effectHead, sourcesText } from "./util";

const ALLOWED = /\bnegate the activation\b|\bnegate (?:that|its|the) activation\b|\bATK\b|\bDEF\b|\bDamage Step\b|\bdamage calculation\b/i;

const SOURCES = [DSR];

export const rule: Rule = perCard(
  {
    id: "not-in-damage-step",
    defaultSeverity: "info",
    description: "Notes a fast card or effect that can't be activated during the Damage Step.",
    rules: SOURCES.map((c) => [c]),
    fixable: false,
    messages: {
      notInDamageStep:
        "This can't be activated during the Damage Step: only Counter Traps, negations of an activation, direct ATK/DEF changes (up to before damage calculation), mandatory effects and effects naming a Damage Step timing can{{cite}}.",
    },
    enabledByDefault: false,
  },
  checkCard,
);

function checkCard(card: YgoCard, report: (r: Report) => void, l10n: Localizer): void {
  for (const e of card.analysis.effects) {
    if (e.speed === undefined || e.speed < 2 || e.speed === 3 || (!e.optional && e.kind !== "activation")) continue;
    if (ALLOWED.test(e.span.text)) continue;
    report({ span: effectHead(card, e), messageId: "notInDamageStep", data: { cite: sourcesText(SOURCES, l10n) } });
  }
}
