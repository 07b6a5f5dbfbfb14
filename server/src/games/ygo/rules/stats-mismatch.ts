/**
 * stats-mismatch (YGO case): a field that does not fit the card's kind — `atk:` on a Spell,
 * `level:` on an Xyz Monster (Rank) or a Link Monster (Link Rating), `def:` on a Link Monster,
 * `scale:` on a non-Pendulum Monster — with the right field as a fix where there is one.
 * Unknown field names are `unknown-field`'s (the game's field table).
 */
import type { Localizer } from "../../../core/l10n/localizer";
import type { Report, Rule } from "../../../core/rules/types";
import { perCard } from "./util";
import type { CardKind } from "../card-kind";
import type { YgoCard } from "../card-model";
import { RB } from "../citations";
import { YGO_FIELDS } from "../vocabulary";
import { sourcesText } from "./util";
import { own } from "../../../core/collections/own";

const SOURCES = [RB("6–15")];

/**
 * Why a known field does not fit the card — the message key of the reason (`ygo.misfit.*`, with
 * `{{field}}` for Spell, Trap and Skill Cards) — and the field to use instead (if any); undefined
 * when it fits.
 */
export function misfit(field: string, kind: CardKind): { whyKey: string; instead?: string } | undefined {
  const spec = own(YGO_FIELDS, field);
  if (!spec || spec.kinds.includes("any")) return undefined;
  if (kind.kind !== "monster") return { whyKey: `ygo.misfit.${kind.kind}` };
  const t = kind.monsterTypes;
  if (field === "level" && t.includes("Xyz")) return { whyKey: "ygo.misfit.xyzLevel", instead: "rank" };
  if (field === "level" && t.includes("Link")) return { whyKey: "ygo.misfit.linkLevel", instead: "link" };
  if (field === "rank" && !t.includes("Xyz")) return { whyKey: "ygo.misfit.rank", instead: t.includes("Link") ? "link" : "level" };
  if ((field === "link" || field === "arrows") && !t.includes("Link"))
    return { whyKey: "ygo.misfit.link", instead: field === "link" ? (t.includes("Xyz") ? "rank" : "level") : undefined };
  if (field === "def" && t.includes("Link")) return { whyKey: "ygo.misfit.linkDef" };
  if (field === "scale" && !t.includes("Pendulum")) return { whyKey: "ygo.misfit.scale" };
  return undefined;
}

export const rule: Rule = perCard(
  {
    id: "stats-mismatch",
    defaultSeverity: "warning",
    description: "Reports a Yu-Gi-Oh! field that does not fit the card's kind, such as a Level on an Xyz Monster or ATK on a Spell.",
    rules: SOURCES.map((c) => [c]),
    fixable: true,
    messages: {
      misfit: "'{{field}}' does not fit this card: {{why}}.{{cite}}",
      misfitNear: "'{{field}}' does not fit this card: {{why}}; did you mean '{{instead}}'?{{cite}}",
    },
  },
  checkCard,
);

function checkCard(card: YgoCard, report: (r: Report) => void, l10n: Localizer): void {
  if (!card.kind) return;
  for (const f of card.fields) {
    const bad = misfit(f.name, card.kind);
    if (!bad) continue;
    report({
      span: f.nameSpan,
      messageId: bad.instead ? "misfitNear" : "misfit",
      data: { field: f.name, why: l10n.t(bad.whyKey, { field: f.name }), instead: bad.instead ?? "", cite: sourcesText(SOURCES, l10n) },
      fixes: bad.instead
        ? [
            {
              title: l10n.t("ygo.fix.renameTo", { name: bad.instead }),
              edits: [{ span: f.nameSpan, newText: bad.instead }],
              preferred: true,
            },
          ]
        : [],
    });
  }
}
