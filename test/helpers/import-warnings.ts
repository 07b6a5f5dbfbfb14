/**
 * Import warnings as English text, for tests that read what a reader or importer reported (the
 * readers return message ids and data; the CLI renders them in the user's language).
 */
import { gameById } from "../../server/src/app/games";
import type { RecordWarning, WarningMessage } from "../../server/src/core/import/imported-card";
import { importWarningText } from "../../server/src/core/import/warning-text";
import { localizer } from "../../server/src/core/l10n/localizer";

/** The English text of a warning of the Magic formats or the core's importers. */
export function warningText(w: WarningMessage): string {
  return importWarningText(w, localizer(gameById("mtg")!, "en"));
}

/** A record importer's warning as the CLI prints it in English: `card: text`. */
export function recordWarningText(w: RecordWarning): string {
  return `${w.card}: ${warningText(w)}`;
}
