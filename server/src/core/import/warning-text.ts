/**
 * The text of an import or export warning in a language: its catalog template filled with its
 * data (see `WarningMessage`). Pure.
 */
import type { Localizer } from "../l10n/localizer";
import { UNNAMED_CARD, type WarningMessage } from "./imported-card";

/**
 * The warning's text in `l10n`'s language (a localizer of the game whose format read the file:
 * it holds the core's keys and the game's). A numeric `count` in the data picks the plural form.
 */
export function importWarningText(w: WarningMessage, l10n: Pick<Localizer, "t" | "tn">): string {
  const count = w.data?.["count"];
  return typeof count === "number" ? l10n.tn(w.messageId, count, w.data) : l10n.t(w.messageId, w.data);
}

/**
 * The card name a warning line shows: the name as imported, or for a card without a name
 * ({@link UNNAMED_CARD}) the words "(unnamed card)" in `l10n`'s language.
 */
export function importWarningCard(card: string, l10n: Pick<Localizer, "t">): string {
  return card === UNNAMED_CARD ? l10n.t("symbols.unnamedCard") : card;
}
