/**
 * Card text written in another language (`lang de`, `lang es`): the file's game rewrites each
 * rules-text line it understands into the English its analysis reads (German "Zu Beginn deines
 * Versorgungssegments" → "At the beginning of your upkeep"), so the same checks run; every span
 * found in the rewrite is mapped back to what the designer wrote (`TextMap`). Localized names the
 * game does not know and old printed forms come back as findings for `unknown-step` and
 * `obsolete-wording`. Game-neutral: the words are the game's (`GameModel.cardTextLanguages`).
 */
import { headerDirective, type CardNode, type ParseResult, type Span } from "../../../../grammar/src/index";
import type { GameModel, UnknownSegmentName } from "../game/game-model";
import { LineIndex } from "../text/line-index";
import { TextMap, type Replacement } from "../l10n/text-map";
import { declaredKeywords } from "./declared-keywords";
import type { LocalObsoleteForm, LocalizedCardText } from "../game/file-model";
export type { LineReading, CardTextReader, CardTextWriter, LocalizedCardText } from "../game/file-model";

/** The `lang` directive's value, lower case; "en" when the header has none (a `lang` after a card changes nothing). */
export function cardTextLanguage(parse: Pick<ParseResult, "directives" | "cards">): string {
  return (headerDirective(parse, "lang")?.value ?? "en").trim().toLowerCase() || "en";
}

function nodes(cards: readonly CardNode[]): CardNode[] {
  return cards.flatMap((c) => [c, ...nodes(c.faces)]);
}

/**
 * Reads every rules-text line of `parse` with the game's reader for the file's `lang`.
 * @returns undefined when the file is English or the game has no reader for its language (then
 *   the text is checked as written).
 */
export function localizeCardText(text: string, parse: ParseResult, game: GameModel): LocalizedCardText | undefined {
  const lang = cardTextLanguage(parse);
  const reader = lang === "en" ? undefined : game.cardTextLanguages?.[lang];
  if (!reader) return undefined;
  const replacements: Replacement[] = [];
  const unknown: UnknownSegmentName[] = [];
  const obsolete: LocalObsoleteForm[] = [];
  const read = (line: { text: string; span: { start: number } }, selfNames: readonly string[]) => {
    const at = line.span.start;
    const r = reader.readLine(line.text, selfNames);
    for (const x of r.replacements) replacements.push({ start: at + x.start, end: at + x.end, text: x.text });
    for (const u of r.unknown) unknown.push({ text: u.text, start: at + u.start, end: at + u.end, suggestions: u.suggestions });
    for (const o of r.obsolete) {
      const span = { start: at + o.start, end: at + o.end };
      obsolete.push({ span, old: text.slice(span.start, span.end), modern: o.modern, since: o.since, replaceable: o.replaceable });
    }
  };
  // A file's own keywords (`keyword "Hinterhalt": Wirke diesen Zauberspruch nur während des Kampfes.`)
  // are written in the card text's language too.
  for (const k of declaredKeywords(parse)) read(k.text, [k.name]);
  for (const card of parse.cards) {
    const selfNames = [card.name, ...card.name.split(" // ")].filter((n) => n.length > 0);
    for (const node of nodes([card])) {
      for (const section of node.textSections) {
        for (const line of section.lines) read(line, node === card ? selfNames : [node.name, ...selfNames]);
      }
    }
  }
  return {
    lang,
    writer: reader.writer,
    map: new TextMap(text, replacements),
    original: { text, lines: new LineIndex(text) },
    unknown,
    obsolete,
  };
}

/**
 * The words a message quotes for a span of the analysed text: the text itself for English card
 * text; for localized card text, what the designer wrote there (the whole rewritten phrase,
 * without a final period), so messages quote the card in its own language.
 * @param model the file model (`text` and, for localized text, `cardText`).
 * @param span UTF-16 offsets in `model.text`.
 * @param analysed what the analysis quotes (used for English text).
 */
export function writtenWords(model: { text: string; cardText?: LocalizedCardText }, span: Span | undefined, analysed: string): string {
  if (!model.cardText || !span) return analysed;
  const o = model.cardText.map.spanToOriginal(span);
  return model.cardText.original.text.slice(o.start, o.end).replace(/\.$/, "");
}

/** A span of the original file in the analysed (rewritten) text: whole rewritten phrases map to their rewrite. */
export function rewrittenSpan(cardText: LocalizedCardText, span: Span): Span {
  return { start: cardText.map.toRewritten(span.start, "start")!, end: cardText.map.toRewritten(span.end, "end")! };
}

/**
 * The file's own text for a span of the analysed text: the span itself for English card text;
 * for localized card text, the words as written there (the whole phrases the span touches).
 * @param span UTF-16 offsets in `model.text`.
 */
export function originalText(model: { text: string; cardText?: LocalizedCardText }, span: Span): string {
  if (!model.cardText) return model.text.slice(span.start, span.end);
  const o = model.cardText.map.spanToOriginal(span);
  return model.cardText.original.text.slice(o.start, o.end);
}

/**
 * An English term or phrase of card text as the file writes it: `english` itself for English card
 * text, else the card text language's official term (`CardTextWriter.phrase`); undefined when that
 * language has none (a fix must then not be offered: English never goes into localized text).
 */
export function cardPhrase(model: { cardText?: LocalizedCardText }, english: string): string | undefined {
  return model.cardText ? model.cardText.writer.phrase(english) : english;
}

/**
 * The edit that renames a step in localized card text: `span` (in the analysed text) covers words
 * that name the step `from` (English, e.g. "cleanup step"); the edit writes them as the file has
 * them with that name replaced by `to`'s in the same grammatical form ("jedes Aufräumsegments" →
 * "jedes Endsegments"). Undefined for English card text or when the words name no form of `from`.
 */
export function localizedStepRename(
  model: { text: string; cardText?: LocalizedCardText },
  span: Span,
  from: string,
  to: string,
): { span: Span; newText: string } | undefined {
  if (!model.cardText) return undefined;
  const newText = model.cardText.writer.renameStep(originalText(model, span), from, to);
  return newText === undefined ? undefined : { span, newText };
}
