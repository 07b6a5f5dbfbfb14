/**
 * Yu-Gi-Oh! words and repairs for `impossible-timing` (the game's `TimingAdvice`): what cannot be
 * activated ("This card cannot be activated" for a Spell/Trap Card's activation, "This effect can
 * never be activated" for an effect) and the clear repairs:
 * - a monster's Spell Speed 1 (Ignition) effect limited to a time it can never have → add the
 *   "(Quick Effect)" label (Spell Speed 2, either player's turn; PSCT, Rulebook v10 pp. 28, 44–45);
 * - a Normal/Counter Trap-speed mismatch: a Trap that must respond to a Counter Trap → make it a
 *   Counter Trap (only Spell Speed 3 responds to Spell Speed 3; Rulebook v10 pp. 31, 44–45);
 * - a separate "Activate this card only …" / "Activate this effect only …" sentence → drop that
 *   sentence (the card's own restriction is what makes it impossible).
 * None is `safe` (each changes what the card does), so `--fix` never applies them unasked.
 * Spans are UTF-16 offsets into the file.
 */
import type { FileModel } from "../../core/model/file-model";
import type { Localizer } from "../../core/l10n/localizer";
import type { Constraint, TimingSubject } from "../../core/model/judge";
import type { Fix } from "../../core/rules/types";
import type { YgoCard } from "./card-model";
import { RESPONDS_TO_COUNTER_TRAP, type YgoEffect } from "./effects";
import { sentences, type Piece } from "./text-scan";
import type { YgoSubject } from "./timing-subjects";

const RESTRICTION_SENTENCE =
  /^(?:Activate (?:this card |this effect )?only|You can only activate this (?:card|effect)|This (?:card|effect) can only be activated)\b/i;

/** The opening words of the `impossible-timing` message for a YGO subject. */
export function ygoNever(model: FileModel, s: TimingSubject): string {
  const e = (s as YgoSubject).effect;
  return model.l10n.t(e?.kind === "activation" ? "ygo.never.card" : "ygo.never.effect");
}

/** Repairs for an impossible YGO subject, best first; [] when no clear one exists. */
export function ygoImpossibleFixes(l10n: Pick<Localizer, "t">, s: TimingSubject, conflict: readonly Constraint[]): Fix[] {
  const { effect: e, card } = s as YgoSubject;
  if (!e || !card) return [];
  const fixes: Fix[] = [];
  const counter = counterTrapFix(l10n, card, e);
  if (counter) fixes.push(counter);
  const quick = quickEffectFix(l10n, card, e);
  if (quick) fixes.push(quick);
  if (conflict.some((c) => c.kind === "restriction" && c.span)) {
    const drop = dropRestrictionFix(l10n, card, e);
    if (drop) fixes.push(drop);
  }
  if (fixes[0]) fixes[0].preferred = true;
  return fixes;
}

/** A Trap Card whose activation must respond to a Counter Trap: change `type:` to Counter Trap. */
function counterTrapFix(l10n: Pick<Localizer, "t">, card: YgoCard, e: YgoEffect): Fix | undefined {
  if (e.kind !== "activation" || card.kind?.kind !== "trap" || card.kind.subtype === "Counter" || !card.typeField) return undefined;
  if (!e.condition || !RESPONDS_TO_COUNTER_TRAP.test(e.condition.text)) return undefined;
  return { title: l10n.t("ygo.fix.changeToCounterTrap"), edits: [{ span: card.typeField.valueSpan, newText: "Counter Trap" }] };
}

/** A monster's Ignition Effect that can never be used: label it a Quick Effect. */
function quickEffectFix(l10n: Pick<Localizer, "t">, card: YgoCard, e: YgoEffect): Fix | undefined {
  if (card.kind?.kind !== "monster" || e.kind !== "ignition" || e.quickTag) return undefined;
  if (e.condition) {
    const at = card.toFile(e.condition.end);
    return { title: l10n.t("ygo.fix.addQuickEffect"), edits: [{ span: { start: at, end: at }, newText: " (Quick Effect)" }] };
  }
  const at = card.toFile(e.span.start);
  return { title: l10n.t("ygo.fix.addQuickEffect"), edits: [{ span: { start: at, end: at }, newText: "(Quick Effect): " }] };
}

/** Removes the effect's own "Activate this card only …" sentence (with the space or line break before it). */
function dropRestrictionFix(l10n: Pick<Localizer, "t">, card: YgoCard, e: YgoEffect): Fix | undefined {
  const sentence = sentences(card.text, e.span.start, e.span.end).find(
    (p) => RESTRICTION_SENTENCE.test(p.text) && e.timing.some((t) => t.start >= p.start && t.end <= p.end),
  );
  if (!sentence) return undefined;
  const span = removalSpan(card, sentence);
  return span && { title: l10n.t("ygo.fix.removeRestriction", { text: sentence.text }), edits: [{ span, newText: "" }] };
}

/**
 * The file span that removes a sentence cleanly: with the white space before it when text precedes
 * it on its line or in the effect, else with the white space after it. Undefined when the sentence
 * is the card's whole text (removing it would leave an empty `text:`).
 */
function removalSpan(card: YgoCard, p: Piece): { start: number; end: number } | undefined {
  let start = p.start;
  let end = p.end;
  const t = card.text;
  if (start > 0) while (start > 0 && /\s/.test(t[start - 1]!)) start--;
  else while (end < t.length && /\s/.test(t[end]!)) end++;
  if (start === 0 && end >= t.length) return undefined;
  return card.spanToFile({ start, end });
}
