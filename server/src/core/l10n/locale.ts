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
 * undefined, or not a string at all). Never throws.
 */
export function resolveLocale(tag: string | undefined | null): Locale {
  const primary = /^[A-Za-z]{2,3}(?=$|[-_.@])/.exec(typeof tag === "string" ? tag.trim() : "")?.[0].toLowerCase();
  return (LOCALES as readonly string[]).includes(primary ?? "") ? (primary as Locale) : "en";
}

/** True for the POSIX "C" locale (`C`, `C.UTF-8`, `POSIX`): no language asked for. */
function isCLocale(tag: string): boolean {
  return /^(?:C|POSIX)(?:$|[.@])/.test(tag.trim());
}

/**
 * True when CardScript speaks the language of `tag` (its primary subtag is `en`, `de` or `es`) or
 * the tag asks for none (the POSIX `C` locale); false for `fr`, `xx`, `deu` or an empty tag.
 */
export function isSpokenLocaleTag(tag: string): boolean {
  const primary = /^[A-Za-z]{2,3}(?=$|[-_.@])/.exec(tag.trim())?.[0].toLowerCase();
  return isCLocale(tag) || (LOCALES as readonly string[]).includes(primary ?? "");
}

/**
 * The locale a process environment asks for, the way gettext (and so git) reads it: the first
 * non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG` is the locale; unless it is unset or the `C`
 * locale, `LANGUAGE` (a colon-separated priority list, `de_AT:de:en`) then chooses the first
 * language of its list that CardScript speaks. Reduced by {@link resolveLocale}; `en` when nothing
 * is set.
 * @param env the environment variables (the CLI passes its own).
 */
export function localeFromEnv(env: Readonly<Record<string, string | undefined>>): Locale {
  const posix = ["LC_ALL", "LC_MESSAGES", "LANG"].map((name) => env[name]).find((v) => v);
  if (!posix || isCLocale(posix)) return "en";
  const preferred = (env["LANGUAGE"] ?? "").split(":").find((tag) => tag && isSpokenLocaleTag(tag) && !isCLocale(tag));
  return resolveLocale(preferred ?? posix);
}
