/**
 * unlikely-trigger: a trigger whose condition can only happen through other cards' effects —
 * a Normal, Tribute or Flip Summon outside the Main Phase (those Summons are Main-Phase,
 * open-state actions of the turn player; only effects such as Ultimate Offering grant one
 * elsewhere). Rulebook v10 pp. 24, 36; Fast Effect Timing; reference case Y24.
 */
import { FET, RB } from "../citations";
import type { Report, Rule } from "../../../core/rules/types";
import { perCard } from "./util";
import type { YgoCard } from "../card-model";
import type { Localizer } from "../../../core/l10n/localizer";
import { fileSpan, sourcesText } from "./util";

const UNLIKELY =
  /\b(?:Normal|Tribute|Flip) Summon(?:ed|s)? (?:(?:this card|a monster|it|that monster|a monster\(s\)) )?during (?:the |your |your opponent's |each |either player's )?(?:Battle Phase|Damage Step|Standby Phase|End Phase|Draw Phase|opponent's turn|Battle Step|damage calculation)\b/i;

const SOURCES = [RB("24"), RB("36"), FET];

export const rule: Rule = perCard(
  {
    id: "unlikely-trigger",
    defaultSeverity: "warning",
    description:
      "Reports a trigger condition reachable only through other cards' effects, such as a Normal Summon during the Battle Phase.",
    rules: SOURCES.map((c) => [c]),
    fixable: false,
    messages: {
      unlikely:
        'Normal, Tribute and Flip Summons happen in your Main Phase; "{{event}}" can only happen through another card\'s effect, so this trigger will rarely if ever fire{{cite}}.',
    },
  },
  checkCard,
);

function checkCard(card: YgoCard, report: (r: Report) => void, l10n: Localizer): void {
  for (const e of card.analysis.effects) {
    if (e.kind !== "trigger" || !e.condition) continue;
    const m = UNLIKELY.exec(e.condition.text);
    if (!m || /\bor Special Summon/i.test(m[0])) continue;
    const at = e.condition.start + m.index;
    report({
      span: fileSpan(card, { start: at, end: at + m[0].length }),
      messageId: "unlikely",
      data: { event: m[0], cite: sourcesText(SOURCES, l10n) },
    });
  }
}
