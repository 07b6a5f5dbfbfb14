/**
 * The CLI's language: `--locale`, else the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`, then
 * `LANGUAGE` as gettext reads it: `localeFromEnv`), else English; and its messages (the summary lines, common errors, the rule list), looked up like the
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
 * unknown language is English, and `runCli` says so on stderr), else the environment's.
 */
export function cliLocale(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): Locale {
  return flag !== undefined ? resolveLocale(flag) : localeFromEnv(env);
}

/** The CLI's messages in `locale`. */
export function cliL10n(locale: Locale): Localizer {
  return localizer({ id: "cli", messages: CLI_MESSAGES }, locale);
}

/** The language of this run (one command per process; tests that run the CLI in-process set it per run). */
let active: Locale = "en";

/**
 * Sets the language of this run: `runCli` sets it from `--locale` (read ahead of parsing, so
 * commander's own errors follow it too) or the environment, before anything is printed.
 */
export function setCliLocale(locale: Locale): void {
  active = locale;
}

/** The language of this run (see {@link setCliLocale}). */
export function activeCliLocale(): Locale {
  return active;
}

/** The CLI's messages in the language of this run: for errors and notes raised deep in a command. */
export function cliText(): Localizer {
  return cliL10n(active);
}

/**
 * The `--locale` value of a command line, read ahead of parsing (`--locale de`, `--locale=de`);
 * undefined when absent. Arguments after `--` are operands and not read.
 */
export function localeArgument(argv: readonly string[]): string | undefined {
  let found: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") break;
    if (a === "--locale" && i + 1 < argv.length) found = argv[++i];
    else if (a.startsWith("--locale=")) found = a.slice("--locale=".length);
  }
  return found;
}
