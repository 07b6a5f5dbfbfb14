/**
 * may-miss-timing (info): an optional trigger worded "When … : You can" misses the timing when
 * its event was not the last thing to happen (sent as material, mid-Chain); "If … : You can"
 * does not (PR17 pp. 134–136; reference C6, case Y25).
 */
import { PR17 } from "../citations";
import type { Report, Rule } from "../../../core/rules/types";
import { perCard } from "./util";
import type { YgoCard } from "../card-model";
import type { Localizer } from "../../../core/l10n/localizer";
import { fileSpan, sourcesText } from "./util";

const SOURCES = [PR17("134–136")];

export const rule: Rule = perCard(
  {
    id: "may-miss-timing",
    defaultSeverity: "info",
    description: 'Notes an optional "When … : You can" trigger, which can miss the timing; "If" cannot.',
    rules: SOURCES.map((c) => [c]),
    fixable: false,
    messages: {
      mayMiss:
        'An optional "When … : You can" trigger misses the timing if its event wasn\'t the last thing to happen (e.g. sent as material, or mid-Chain); "If … : You can" doesn\'t{{cite}}.',
    },
  },
  checkCard,
);

function checkCard(card: YgoCard, report: (r: Report) => void, l10n: Localizer): void {
  for (const e of card.analysis.effects) {
    if (e.kind !== "trigger" || !e.whenTrigger || !e.optional || !e.condition) continue;
    const w = /\bwhen\b/i.exec(e.condition.text);
    if (!w) continue;
    const at = e.condition.start + w.index;
    report({ span: fileSpan(card, { start: at, end: at + 4 }), messageId: "mayMiss", data: { cite: sourcesText(SOURCES, l10n) } });
  }
}
