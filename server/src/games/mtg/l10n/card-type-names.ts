/**
 * Card types (CR 205.2a) in a message's language: a message never splices the English type-line
 * word into a German or Spanish sentence ("dies ist an Artifact"); it names the official German
 * or Spanish type (Artefakt, Artefacto). The catalog keys are `mtg.cardType.<English>`.
 */
import { KNOWN_CARD_TYPES, type TypeWord } from "../card-types";
import { joinList, type Localizer } from "../../../core/l10n/localizer";

/** `mtg.cardType.<English>` for every card type, with the English as its source text. */
export function cardTypeEntries(): Record<string, string> {
  return Object.fromEntries(KNOWN_CARD_TYPES.map((t) => [`mtg.cardType.${t}`, t]));
}

/**
 * The card types among `words` (a type line's words, any letter case) in `l10n`'s language,
 * joined with "and" ("Artefakt und Verzauberung"); supertypes and subtypes are left out.
 */
export function cardTypeNames(l10n: Pick<Localizer, "t">, words: readonly TypeWord[]): string {
  const names = words
    .filter((w) => w.role === "cardType")
    .map((w) => KNOWN_CARD_TYPES.find((t) => t.toLowerCase() === w.text.toLowerCase()) ?? w.text)
    .map((t) => (KNOWN_CARD_TYPES.includes(t) ? l10n.t(`mtg.cardType.${t}`) : t));
  return joinList(l10n, names, "and");
}
