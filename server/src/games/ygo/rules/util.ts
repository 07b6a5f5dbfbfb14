/** Small helpers shared by the YGO rules: effect spans in the file, citations in messages. */
import type { Localizer } from "../../../core/l10n/localizer";
import type { Span } from "../../../../../grammar/src/index";
import type { Report, Rule, RuleMeta } from "../../../core/rules/types";
import type { YgoCard } from "../card-model";
import { ygoCards } from "../face-analysis";
import { formatCitation, type YgoCitation } from "../citations";
import type { YgoEffect } from "../effects";
import type { Piece } from "../text-scan";

/** " (Rulebook v10 p. 29; PSCT (colon))" for a message. */
export function sourcesText(sources: readonly YgoCitation[], l10n: Pick<Localizer, "term">): string {
  return sources.length ? ` (${sources.map((c) => formatCitation(c, l10n)).join("; ")})` : "";
}

/** The file span of a piece of the card's text. */
export function fileSpan(card: YgoCard, p: Piece | { start: number; end: number }): Span {
  return card.spanToFile(p);
}

/** The span to underline for an effect: its condition when it has one, else its first 60 characters. */
export function effectHead(card: YgoCard, e: YgoEffect): Span {
  if (e.condition) return card.spanToFile(e.condition);
  return card.spanToFile({ start: e.span.start, end: Math.min(e.span.end, e.span.start + 60) });
}

/** Replaces every "quoted name" with spaces of the same length, so words inside card names are never judged. */
export function maskQuotes(text: string): string {
  return text.indexOf('"') < 0 ? text : text.replace(/"[^"\n]*"/g, (m) => " ".repeat(m.length));
}

const maskedTexts = new WeakMap<YgoCard, string>();

/** {@link maskQuotes} of a card's rules text, computed once per analysed card. */
export function maskedText(card: YgoCard): string {
  let m = maskedTexts.get(card);
  if (m === undefined) maskedTexts.set(card, (m = maskQuotes(card.text)));
  return m;
}

/** A rule whose `check` runs `checkCard` on every analysed card of the file (with the file's language for fix titles). */
export function perCard(meta: RuleMeta, checkCard: (card: YgoCard, report: (r: Report) => void, l10n: Localizer) => void): Rule {
  return { meta, check: ({ model, report }) => ygoCards(model).forEach((card) => checkCard(card, report, model.l10n)) };
}
