/**
 * The languages CardScript speaks and how a locale tag from an editor (`de`, `es-MX`) or the
 * environment (`de_DE.UTF-8`, `C`) is reduced to one of them. Pure: the CLI reads the
 * environment and the server the `initialize` request; both pass the tag here.
 */

/** The languages of the message catalogs; `en` is the source language (rule meta, catalogs' `en`). */
export const LOCALES = ["en", "de", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The catalog language for a locale tag: its primary subtag when CardScript has it (`de-AT`,
 * `de_DE.UTF-8`, `DE` → `de`; `es-419` → `es`), else `en` (also for `C`, `POSIX`, empty or
 * undefined). Never throws.
 */
export function resolveLocale(tag: string | undefined | null): Locale {
  const primary = /^[A-Za-z]{2,3}(?=$|[-_.@])/.exec((tag ?? "").trim())?.[0].toLowerCase();
  return (LOCALES as readonly string[]).includes(primary ?? "") ? (primary as Locale) : "en";
}

/**
 * The locale a process environment asks for, the POSIX way: the first non-empty of `LC_ALL`,
 * `LC_MESSAGES`, `LANG`, reduced by {@link resolveLocale}; `en` when none is set.
 * @param env the environment variables (the CLI passes its own).
 */
export function localeFromEnv(env: Readonly<Record<string, string | undefined>>): Locale {
  for (const name of ["LC_ALL", "LC_MESSAGES", "LANG"]) {
    const v = env[name];
    if (v) return resolveLocale(v);
  }
  return "en";
}
