/**
 * unknown-field (YGO case): a field name a `game ygo` card does not have, or one that does not
 * belong to the card's kind (`atk:` on a Spell, `level:` on an Xyz Monster, `def:` on a Link
 * Monster, `scale:` on a non-Pendulum), with the closest right field as a fix.
 */
import { closest } from "fastest-levenshtein";
import { RB } from "../citations";
import { YGO_FIELDS } from "../vocabulary";
import type { YgoRule } from "./types";
import { sourcesText } from "./util";

const KNOWN = Object.keys(YGO_FIELDS).concat(["text"]);

/** Why a known field does not fit the card, and the field to use instead (if any); undefined when it fits. */
function misfit(field: string, kind: NonNullable<Parameters<YgoRule["check"]>[0]["kind"]>): { why: string; instead?: string } | undefined {
  const spec = YGO_FIELDS[field];
  if (!spec || spec.kinds.includes("any")) return undefined;
  if (kind.kind !== "monster") return { why: `a ${kind.kind === "spell" ? "Spell" : kind.kind === "trap" ? "Trap" : "Skill"} Card has no ${field}` };
  const t = kind.monsterTypes;
  if (field === "level" && t.includes("Xyz")) return { why: "an Xyz Monster has a Rank, not a Level", instead: "rank" };
  if (field === "level" && t.includes("Link")) return { why: "a Link Monster has a Link Rating, not a Level", instead: "link" };
  if (field === "rank" && !t.includes("Xyz")) return { why: "only Xyz Monsters have a Rank", instead: t.includes("Link") ? "link" : "level" };
  if ((field === "link" || field === "arrows") && !t.includes("Link")) return { why: "only Link Monsters have a Link Rating and Link Arrows", instead: field === "link" ? (t.includes("Xyz") ? "rank" : "level") : undefined };
  if (field === "def" && t.includes("Link")) return { why: "a Link Monster has no DEF" };
  if (field === "scale" && !t.includes("Pendulum")) return { why: "only Pendulum Monsters have a Pendulum Scale" };
  return undefined;
}

export const rule: YgoRule = {
  meta: {
    id: "unknown-field",
    defaultSeverity: "error",
    enabledByDefault: true,
    description: "Reports a field a Yu-Gi-Oh! card does not have, or one that does not fit its kind, with the closest right field.",
    sources: [RB("6–15")],
    fixable: true,
  },
  check(card, report) {
    for (const f of card.fields) {
      if (!KNOWN.includes(f.name)) {
        const near = closest(f.name, KNOWN);
        report({ span: f.nameSpan, message: `Unknown field '${f.name}' for a Yu-Gi-Oh! card; did you mean '${near}'?`, fixes: [{ title: `Rename to '${near}'`, edits: [{ span: f.nameSpan, newText: near }], preferred: true }] });
        continue;
      }
      const bad = card.kind ? misfit(f.name, card.kind) : undefined;
      if (!bad) continue;
      report({
        span: f.nameSpan,
        message: `'${f.name}' does not fit this card: ${bad.why}${bad.instead ? `; did you mean '${bad.instead}'?` : "."}${sourcesText(rule.meta.sources)}`,
        fixes: bad.instead ? [{ title: `Rename to '${bad.instead}'`, edits: [{ span: f.nameSpan, newText: bad.instead }], preferred: true }] : [],
      });
    }
  },
};
