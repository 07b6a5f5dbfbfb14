/**
 * obsolete-wording (YGO case): "during either player's turn" used to mark a Quick Effect; modern
 * text writes the "(Quick Effect)" label (PSCT). "Magic Card" is now "Spell Card",
 * "Multi-Trigger" now "Quick Effect", and renamed phase names ("Stand-by Phase") have current ones.
 * Every finding offers the modern wording as a fix.
 */
import type { Localizer } from "../../../core/l10n/localizer";
import type { Fix } from "../../../core/rules/types";
import { PSCT, RB } from "../citations";
import { findTimingPhrases } from "../timing-phrases";
import { OBSOLETE_TERMS, SEGMENT_NAMES } from "../vocabulary";
import type { Report, Rule } from "../../../core/rules/types";
import { perCard } from "./util";
import type { YgoCard } from "../card-model";
import { fileSpan, maskedText, sourcesText } from "./util";
import { matchesOf } from "../../../core/text/matches";
import { escapeRegExp } from "../../../core/text/regexp";

/** The old phase names of the vocabulary ("Stand-by Phase", "Main Phase One", …), any of them. */
const RENAMED = new RegExp(
  SEGMENT_NAMES.filter((n) => n.renamedTo)
    .map((n) => escapeRegExp(n.phrase))
    .join("|"),
  "i",
);
const EITHER = /\bduring either player's turn\b/i;

const SOURCES = [PSCT("Quick Effect label"), RB("28"), RB("44–45")];

export const rule: Rule = perCard(
  {
    id: "obsolete-wording",
    defaultSeverity: "warning",
    description:
      'Reports old Yu-Gi-Oh! wording that has a modern form: "during either player\'s turn" for Quick Effects, "Magic Card", "Multi-Trigger", renamed phase names.',
    rules: SOURCES.map((c) => [c]),
    fixable: true,
    safeFixes: "all",
    messages: {
      eitherPlayersTurn:
        '"During either player\'s turn" is the old way to mark a Quick Effect; modern card text writes "(Quick Effect)" after the condition{{cite}}.',
      activateDuringEither:
        '"Activate this effect during either player\'s turn" is the old way to mark a Quick Effect; modern card text writes "(Quick Effect)" after the condition{{cite}}.',
      oldTerm: '{{why}}: write "{{modern}}"{{cite}}.',
      oldName: '"{{old}}" is an old name: write "{{modern}}"{{cite}}.',
    },
    tags: ["deprecated"],
  },
  checkCard,
);

function checkCard(card: YgoCard, report: (r: Report) => void, l10n: Localizer): void {
  for (const e of card.analysis.effects) {
    if (e.kind !== "quick" || e.quickTag) continue;
    const cond = e.condition;
    if (cond && EITHER.test(cond.text)) {
      const fix = quickTagFix(cond.text);
      const fixes: Fix[] =
        fix === undefined
          ? []
          : [
              {
                title: l10n.t("ygo.fix.writeQuickEffect"),
                edits: [{ span: fileSpan(card, cond), newText: fix }],
                preferred: true,
                safe: true,
              },
            ];
      report({
        span: fileSpan(card, cond),
        messageId: "eitherPlayersTurn",
        data: { cite: sourcesText([PSCT("Quick Effect label")], l10n) },
        fixes,
      });
      continue;
    }
    const m = /\b(?:you can )?activate this effect during either player's turn\b/i.exec(e.span.text);
    if (m) {
      const at = e.span.start + m.index;
      report({
        span: fileSpan(card, { start: at, end: at + m[0].length }),
        messageId: "activateDuringEither",
        data: { cite: sourcesText([PSCT("Quick Effect label")], l10n) },
      });
    }
  }
  const masked = maskedText(card);
  for (const t of OBSOLETE_TERMS) {
    for (const m of matchesOf(masked, t.pattern)) {
      const span = fileSpan(card, { start: m.index!, end: m.index! + m[0].length });
      const newText = t.replacement + (/s$/.test(m[0]) && !/s$/.test(t.replacement) ? "s" : "");
      report({
        span,
        messageId: "oldTerm",
        data: { why: l10n.t(t.whyKey), modern: newText, cite: sourcesText([t.source], l10n) },
        fixes: [{ title: l10n.t("ygo.fix.replaceWithQuoted", { text: newText }), edits: [{ span, newText }], preferred: true, safe: true }],
      });
    }
  }
  // Renamed phase names are rare: scan for phrases only when one of the old names occurs at all.
  if (!RENAMED.test(masked)) return;
  for (const p of findTimingPhrases(masked, 0, masked.length)) {
    if (!p.renamedTo) continue;
    const name = RENAMED.exec(p.text)!;
    const span = fileSpan(card, { start: p.start + name.index, end: p.start + name.index + name[0].length });
    report({
      span,
      messageId: "oldName",
      data: { old: name[0], modern: p.renamedTo, cite: sourcesText([RB("32–40")], l10n) },
      fixes: [
        {
          title: l10n.t("ygo.fix.replaceWithQuoted", { text: p.renamedTo }),
          edits: [{ span, newText: p.renamedTo }],
          preferred: true,
          safe: true,
        },
      ],
    });
  }
}

/**
 * The modern condition for an old one: "During either player's turn" → "(Quick Effect)";
 * "Once per turn, during either player's turn" → "Once per turn (Quick Effect)";
 * "During either player's turn, when X" → "When X (Quick Effect)". Undefined for other shapes.
 */
export function quickTagFix(cond0: string): string | undefined {
  const bullet = /^[●•]\s*/.exec(cond0)?.[0] ?? "";
  const youCan = /,\s*you can$/i.exec(cond0)?.[0] ?? "";
  const inner = quickTagFixBare(cond0.slice(bullet.length, cond0.length - youCan.length));
  return inner === undefined ? undefined : bullet + inner + youCan;
}

function quickTagFixBare(cond: string): string | undefined {
  const once = /^(Once per (?:turn|Chain)),\s*during either player's turn$/i.exec(cond);
  if (once) return `${once[1]} (Quick Effect)`;
  if (/^during either player's turn$/i.test(cond)) return "(Quick Effect)";
  const lead = /^(Once per (?:turn|Chain)),\s*during either player's turn,\s*(.+)$/i.exec(cond);
  if (lead) return `${lead[1]}, ${lead[2]} (Quick Effect)`;
  const rest = /^during either player's turn,\s*(.+)$/i.exec(cond);
  if (rest) return `${rest[1]![0]!.toUpperCase()}${rest[1]!.slice(1)} (Quick Effect)`;
  return undefined;
}
