/**
 * reminder-timing-mismatch: reminder text that gives a keyword a timing the keyword does not have.
 * Reminder text is otherwise never judged (it has no rules meaning, CR 207.2a), but a Flash
 * reminder saying "any time you could cast a sorcery" or an Equip reminder saying "any time you
 * could cast an instant" tells players the wrong timing: the keyword's own rule wins (Flash, CR
 * 702.8a: instant timing; Equip, CR 702.6a: sorcery timing), and the reminder misleads.
 */
import { cr } from "../cr";
import { replace } from "../../../core/rules/helpers";
import type { Fix, Rule } from "../../../core/rules/types";
import type { KeywordUse } from "../analysis/abilities";
import type { MtgFileModel } from "../analysis/mtg-model";

type Speed = "instant" | "sorcery";

/** Timing phrases of reminder text, with the speed they state. The first two have an exact counterpart (the fix). */
const PHRASES: readonly { pattern: RegExp; speed: Speed }[] = [
  { pattern: /\bany time you could cast an instant\b/gi, speed: "instant" },
  { pattern: /\bany time you could cast a sorcery\b/gi, speed: "sorcery" },
  { pattern: /\b(?:only )?as an instant\b|\bat instant speed\b/gi, speed: "instant" },
  { pattern: /\b(?:only )?as a sorcery\b|\bat sorcery speed\b/gi, speed: "sorcery" },
];

const COUNTERPART: Record<Speed, string> = {
  instant: "any time you could cast a sorcery",
  sorcery: "any time you could cast an instant",
};

/** The speed a keyword's own rule gives it: Flash gives its card instant timing; an activated keyword has its activation class. */
function speedOf(k: KeywordUse): Speed | undefined {
  const t = k.timing;
  if (!t || k.custom) return undefined;
  // Flash itself: other cast permissions (Madness, Sneak) have windows of their own, not instant timing.
  if (t.kind === "castPermission" && t.name === "Flash") return "instant";
  if (t.kind === "activated" && !t.restrict && (t.activation === "instant" || t.activation === "sorcery")) return t.activation;
  return undefined;
}

/** The parenthesized reminder texts of a line: `[start, end)` offsets in the line text, parentheses included. */
function reminders(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (let i = text.indexOf("("); i >= 0; i = text.indexOf("(", i + 1)) {
    const close = text.indexOf(")", i);
    if (close < 0) break;
    out.push({ start: i, end: close + 1 });
    i = close;
  }
  return out;
}

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "reminder-timing-mismatch",
    defaultSeverity: "warning",
    description: "Reminder text that states a timing its keyword does not have (a Flash reminder saying sorcery timing).",
    rules: [cr("207.2a"), cr("702.8a"), cr("702.6a")],
    fixable: true,
    messages: {
      mismatch: "The reminder text of {{keyword}} says '{{said}}', but {{keyword}} works {{actual}}{{cite}}; the reminder misleads.",
    },
  },
  check({ model, report }) {
    for (const face of model.faces) {
      for (const a of face.abilities) {
        if (a.kind !== "keywords") continue;
        const line = a.line.text;
        const lineStart = a.line.span.start;
        for (const r of reminders(line)) {
          // The reminder explains the keyword written right before it.
          const k = [...a.keywords].reverse().find((x) => x.itemSpan.end <= lineStart + r.start);
          const speed = k && speedOf(k);
          if (!k || !speed) continue;
          const inner = line.slice(r.start, r.end);
          const said = PHRASES.flatMap((p) => [...inner.matchAll(p.pattern)].map((m) => ({ m, speed: p.speed })));
          if (said.length === 0 || said.some((s) => s.speed === speed)) continue;
          const first = said[0]!;
          const span = { start: lineStart + r.start + first.m.index!, end: lineStart + r.start + first.m.index! + first.m[0].length };
          const fixes: Fix[] = [];
          if (first.m[0].toLowerCase() === COUNTERPART[speed]) {
            const modern = speed === "instant" ? "any time you could cast an instant" : "any time you could cast a sorcery";
            fixes.push({ title: model.l10n.t("fix.changeTo", { name: modern }), edits: [replace(span, modern)], preferred: true });
          }
          report({
            span,
            messageId: "mismatch",
            data: {
              keyword: model.text.slice(k.span.start, k.span.end),
              said: first.m[0],
              actual: model.l10n.term(speed === "instant" ? "any time you could cast an instant" : "any time you could cast a sorcery"),
              cite: k.timing!.rules,
            },
            fixes,
          });
        }
      }
    }
  },
};
