/**
 * The CLI's language: `--locale`, else the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`), else
 * English; and its messages (the summary lines, common errors, the rule list), looked up like the
 * core's (`core/l10n/localizer`).
 */
import { localeFromEnv, resolveLocale, type Locale } from "../../../server/src/core/l10n/locale";
import { localizer, type Localizer } from "../../../server/src/core/l10n/localizer";
import { CLI_EN } from "./en";
import cliDe from "./de.json";
import cliEs from "./es.json";

/** The CLI's catalogs by locale (`en` the source). */
export const CLI_MESSAGES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en: CLI_EN, de: cliDe, es: cliEs };

/**
 * The locale of a CLI run: the `--locale` value when given (any tag, `de`, `es_ES.UTF-8`; an
 * unknown language is English), else the environment's.
 */
export function cliLocale(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): Locale {
  return flag !== undefined ? resolveLocale(flag) : localeFromEnv(env);
}

/** The CLI's messages in `locale`. */
export function cliL10n(locale: Locale): Localizer {
  return localizer({ id: "cli", messages: CLI_MESSAGES }, locale);
}
