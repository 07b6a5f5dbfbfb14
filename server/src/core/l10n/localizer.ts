/**
 * Message lookup for one game in one language. Each key names one message template
 * (`{{placeholder}}` syntax, filled by `fillMessage`):
 * - `rule.<rule id>.<message id>` and `rule.<rule id>.description`: the English source is the
 *   rule's `meta` (so a translation never repeats a rule number: citations are data);
 * - every other key: the English source is the core's catalog (`core/l10n/en.ts`) or the game's
 *   (`GameModel.messages.en`).
 * German and Spanish templates come from `core/l10n/<locale>.json` and the game's catalogs.
 * Lookup and language fallback (`de` → `en`) are i18next's; one instance per game and language,
 * created on first use and kept.
 */
import i18next, { type i18n } from "i18next";
import { fillMessage, type MessageValue } from "./fill-message";
import { CORE_EN } from "./en";
import coreDe from "./de.json";
import coreEs from "./es.json";
import { resolveLocale, type Locale } from "./locale";

/** The catalogs of the core, by locale. */
export const CORE_MESSAGES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en: CORE_EN, de: coreDe, es: coreEs };

/** Messages of one game in one language. */
export interface Localizer {
  readonly locale: Locale;
  /**
   * The template of `key` in this language, falling back to English; undefined when no catalog
   * has the key (rule templates then come from the rule's `meta.messages`).
   */
  template(key: string): string | undefined;
  /**
   * The filled message of `key` (see `fillMessage`; citations in `edition`). A key no catalog has
   * is returned as written, so a missing message is visible and never crashes.
   */
  t(key: string, data?: Readonly<Record<string, MessageValue>>, edition?: string): string;
  /**
   * A message with a count: the plural form of `key` for `count` in this language (i18next's
   * `key_one` / `key_other` entries, chosen by `Intl.PluralRules`), filled with `{{count}}` and `data`.
   */
  tn(key: string, count: number, data?: Readonly<Record<string, MessageValue>>): string;
  /**
   * A fixed English term (a label such as "Instant-speed actions") in this language: the catalog's
   * `term:<english>` entry, else the English text unchanged (names quoted from a card stay as written).
   */
  term(english: string): string;
}

const instances = new Map<string, i18n>();
const localizers = new Map<string, Localizer>();

/** Whose messages a localizer speaks: the core (`{ id: "core" }`) or a game (its id and `GameModel.messages`). */
export interface CatalogOwner {
  id: string;
  messages?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * The i18next instance of `game` in `locale`: it holds that language's catalogs and English (the
 * fallback) only, so a start in one language never merges and indexes the other languages'
 * catalogs (about a thousand keys each, a visible share of the language server's start).
 */
function instanceFor(game: CatalogOwner, locale: Locale): i18n {
  const key = `${game.id}\u0000${locale}`;
  let inst = instances.get(key);
  if (inst) return inst;
  inst = i18next.createInstance();
  const languages: Locale[] = locale === "en" ? ["en"] : ["en", locale];
  const resources: Record<string, { translation: Record<string, string> }> = {};
  for (const l of languages) resources[l] = { translation: { ...CORE_MESSAGES[l], ...game.messages?.[l] } };
  void inst.init({
    lng: locale,
    fallbackLng: "en",
    supportedLngs: languages,
    resources,
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  } as Parameters<i18n["init"]>[0]);
  instances.set(key, inst);
  return inst;
}

/**
 * The localizer of `game` for a locale tag (any tag: `de-DE` → German, unknown → English).
 * @param game the file's game; its `messages` are merged over the core's.
 */
export function localizer(game: CatalogOwner, tag?: string): Localizer {
  const locale = resolveLocale(tag);
  const cacheKey = `${game.id}\u0000${locale}`;
  const known = localizers.get(cacheKey);
  if (known) return known;
  const inst = instanceFor(game, locale);
  const t = inst.getFixedT(locale);
  // The catalogs never change after the instance is made, so each key is looked up once: an
  // i18next lookup costs microseconds, and rules ask the same few keys for every file.
  const templates = new Map<string, string | undefined>();
  const template = (key: string): string | undefined => {
    if (templates.has(key)) return templates.get(key);
    const found = inst.exists(key, { lng: locale }) ? t(key, { skipInterpolation: true }) : undefined;
    // Keys are the catalogs' own (rule messages, terms); the bound only guards against a caller building keys from file text.
    if (templates.size < 10_000) templates.set(key, found);
    return found;
  };
  const l: Localizer = {
    locale,
    template,
    t: (key, data, edition) => fillMessage(template(key) ?? key, data, edition),
    term: (english) => template(`term:${english}`) ?? english,
    tn: (key, count, data) => fillMessage(t(key, { count, skipInterpolation: true }), { ...data, count }),
  };
  localizers.set(cacheKey, l);
  return l;
}

/**
 * Joins list items in the localizer's language: "a", "a and b", "a, b and c" (English writes the
 * serial comma for "or": "a, b, or c"). Items are used as given (already translated or quoted).
 */
export function joinList(l10n: Pick<Localizer, "t">, items: readonly string[], conjunction: "and" | "or"): string {
  if (items.length <= 1) return items[0] ?? "";
  const last = items[items.length - 1]!;
  const first = items.slice(0, -1).join(", ");
  const key = conjunction === "and" ? "list.and" : items.length > 2 ? "list.orSerial" : "list.or";
  return l10n.t(key, { first, last });
}
