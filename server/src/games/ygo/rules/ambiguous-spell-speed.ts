/**
 * ambiguous-spell-speed: an untagged monster effect opened by a timing condition ("During …:",
 * not an event trigger "If/When …:") naming a time at which an Ignition reading could never be
 * used — the opponent's turn, the Battle Phase, the Damage Step, damage calculation. Printed cards
 * of that age meant a Quick Effect; modern text writes "(Quick Effect)" (PSCT; PR17 pp. 109, 112;
 * reference case Y22). Standby/End Phase effects ("Once per turn, during your End Phase: You can …")
 * are phase-triggered effects and are not reported. "During either player's turn" is reported by
 * obsolete-wording instead.
 */
import type { Localizer } from "../../../core/l10n/localizer";
import { PR17, PSCT } from "../citations";
import type { Report, Rule } from "../../../core/rules/types";
import { perCard } from "./util";
import type { YgoCard } from "../card-model";
import { fileSpan, sourcesText } from "./util";
import { own } from "../../../core/collections/own";
import { untaggedFastTime } from "../untagged-fast-time";

const SOURCES = [PSCT("Quick Effect label"), PR17("109"), PR17("112")];

/** The times of {@link NEVER_IGNITION} outside the opponent's turn, by their catalog key (`ygo.usedIn.<key>`). */
export const SEGMENT_KEYS: Readonly<Record<string, string>> = {
  "battle phase": "battlePhase",
  "damage step": "damageStep",
  "damage calculation": "damageCalculation",
  "battle step": "battleStep",
  "start step": "startStep",
  "end step": "endStep",
};

export const rule: Rule = perCard(
  {
    id: "ambiguous-spell-speed",
    defaultSeverity: "warning",
    description:
      'Reports an untagged monster effect whose "During …:" condition names a time an Ignition Effect could never use; add "(Quick Effect)".',
    rules: SOURCES.map((c) => [c]),
    fixable: true,
    messages: {
      opponentsTurn:
        'Without "(Quick Effect)" this reads as an Ignition Effect (Spell Speed 1, your Main Phase only), which could never be used on your opponent\'s turn; write "(Quick Effect)" to make it Spell Speed 2{{cite}}.',
      inSegment:
        'Without "(Quick Effect)" this reads as an Ignition Effect (Spell Speed 1, your Main Phase only), which could never be used {{segment}}; write "(Quick Effect)" to make it Spell Speed 2{{cite}}.',
    },
  },
  checkCard,
);

function checkCard(card: YgoCard, report: (r: Report) => void, l10n: Localizer): void {
  if (card.kind?.kind !== "monster") return;
  for (const e of card.analysis.effects) {
    // The same predicate gives the effect the Ignition reading's window in the judge and the Timing Map.
    const segment = untaggedFastTime(card.kind, e);
    const cond = e.condition;
    if (!segment || !cond) continue;
    const span = fileSpan(card, cond);
    // Old text sometimes puts the colon after "you can": the label goes before it.
    const youCan = /,\s*you can$/i.exec(cond.text);
    const at = youCan ? cond.start + youCan.index : cond.end;
    const end = fileSpan(card, { start: at, end: at });
    // The time with its preposition and article from the catalog ("im Damage Step", "während der
    // Schadensberechnung"): a name spliced after a fixed "in der" would be wrong for most of them.
    const key = own(SEGMENT_KEYS, segment.toLowerCase());
    report({
      span,
      messageId: segment.toLowerCase().includes("opponent") || !key ? "opponentsTurn" : "inSegment",
      data: { segment: key ? l10n.t(`ygo.usedIn.${key}`) : segment, cite: sourcesText(SOURCES, l10n) },
      fixes: [{ title: l10n.t("ygo.fix.addQuickEffect"), edits: [{ span: end, newText: " (Quick Effect)" }], preferred: true }],
    });
  }
}
