/**
 * needs-battle-phase (info): an effect limited to Main Phase 2 can only be used after a Battle
 * Phase — never on the first turn of the Duel and never in a turn you skip battle (Rulebook v10
 * pp. 37–40; PR17 p. 184).
 */
import { PR17, RB } from "../citations";
import type { Report, Rule } from "../../../core/rules/types";
import { perCard } from "./util";
import type { YgoCard } from "../card-model";
import type { Localizer } from "../../../core/l10n/localizer";
import { fileSpan, sourcesText } from "./util";

const SOURCES = [RB("37–40"), PR17("184")];

export const rule: Rule = perCard(
  {
    id: "needs-battle-phase",
    defaultSeverity: "info",
    description: "Notes an effect limited to Main Phase 2, which exists only after a Battle Phase.",
    rules: SOURCES.map((c) => [c]),
    fixable: false,
    messages: {
      mainPhase2:
        "Main Phase 2 comes only after a Battle Phase: this can't be used on the first turn of the Duel or in a turn without a Battle Phase{{cite}}.",
    },
  },
  checkCard,
);

function checkCard(card: YgoCard, report: (r: Report) => void, l10n: Localizer): void {
  for (const e of card.analysis.effects) {
    if (!e.window || !e.timing.some((t) => t.segments?.includes("main2")) || e.window.isEmpty()) continue;
    const segs = e.window.segments();
    if (segs.length !== 1 || segs[0] !== "main2") continue;
    const p = e.timing.find((t) => t.segments?.includes("main2"))!;
    report({ span: fileSpan(card, p), messageId: "mainPhase2", data: { cite: sourcesText(SOURCES, l10n) } });
  }
}
