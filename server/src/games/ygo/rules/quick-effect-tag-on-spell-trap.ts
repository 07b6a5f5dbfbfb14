/**
 * quick-effect-tag-on-spell-trap: "(Quick Effect)" labels monster effects; a Spell or Trap Card's
 * own effects get their Spell Speed from the card type (Traps are already Spell Speed 2),
 * so the label on any of its effects — its activation, its effects on the field, in the hand or in
 * the GY — is misleading (Rulebook v10 pp. 44–45; reference case Y19). Labels inside effects the
 * card grants to a monster ("… gains this effect:") or on its effects as a Trap Monster are not
 * reported.
 */
import type { Localizer } from "../../../core/l10n/localizer";
import { RB } from "../citations";
import type { Report, Rule } from "../../../core/rules/types";
import { perCard } from "./util";
import type { YgoCard } from "../card-model";
import { fileSpan, sourcesText } from "./util";

const SOURCES = [RB("44–45")];
/** The card becomes a monster ("Special Summon this card as an Effect Monster", "… in Attack Position as a Normal Monster"): its later effects are a monster's. */
const TRAP_MONSTER = /\bSpecial Summon this card\b[^.]*?\bas an? (?:Effect |Normal )?Monster\b/i;

export const rule: Rule = perCard(
  {
    id: "quick-effect-tag-on-spell-trap",
    defaultSeverity: "warning",
    description: 'Reports a "(Quick Effect)" label on a Spell or Trap Card\'s own effect, where it has no meaning.',
    rules: SOURCES.map((c) => [c]),
    fixable: true,
    messages: {
      onTrap: '"(Quick Effect)" labels monster effects; a Trap Card is already Spell Speed 2{{cite}}.',
      onSpell: '"(Quick Effect)" labels monster effects; a Spell Card\'s Spell Speed comes from its type{{cite}}.',
    },
  },
  checkCard,
);

function checkCard(card: YgoCard, report: (r: Report) => void, l10n: Localizer): void {
  if (card.kind?.kind !== "spell" && card.kind?.kind !== "trap") return;
  for (const e of card.analysis.effects) {
    // Any effect of the card: its activation, and its effects on the field, in the hand or in the GY, which get their
    // Spell Speed from the card type too. The label is right only on a monster's effect: one the card grants ("… gains
    // this effect: ● …") or its own while it is a monster (a Trap Monster: "Special Summon this card as an Effect Monster").
    if (!e.quickTag) continue;
    const before = card.text.slice(0, e.span.start);
    if (
      /\b(?:gains?|gain|get|gets|has|have)\b[^.]*\beffects?\b[^.]*[:.]?\s*(?:●\s*)?$/i.test(before.slice(-200)) ||
      /\bgains? (?:this|the following|these) effects?\b/i.test(before) ||
      TRAP_MONSTER.test(before)
    )
      continue;
    const span = fileSpan(card, e.quickTag);
    const withSpace = card.text[e.quickTag.start - 1] === " " ? fileSpan(card, { start: e.quickTag.start - 1, end: e.quickTag.end }) : span;
    report({
      span,
      messageId: card.kind.kind === "trap" ? "onTrap" : "onSpell",
      data: { cite: sourcesText(SOURCES, l10n) },
      fixes: [{ title: l10n.t("ygo.fix.removeQuickEffect"), edits: [{ span: withSpace, newText: "" }], preferred: true }],
    });
  }
}
