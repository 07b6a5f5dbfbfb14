/**
 * The language of the Timing Map renderers' own words (legends, row kinds, "never", titles):
 * a localizer whose catalog holds the core's `map.*` messages — the file model's (`model.l10n`)
 * or, by default, English.
 */
import { localizer, type Localizer } from "../l10n/localizer";

/** What a renderer needs of a localizer: message lookup (with counts: `tn`) and the language (HTML `lang`). */
export type MapL10n = Pick<Localizer, "t" | "tn" | "locale">;

/** The core's messages in English (the renderers' default). */
export function englishMapL10n(): MapL10n {
  return localizer({ id: "core" }, "en");
}
