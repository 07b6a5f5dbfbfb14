/**
 * The English source of every message key, gathered from where it is written: the core's and the
 * games' English catalogs and the rules' `meta` (`rule.<id>.<message id>`,
 * `rule.<id>.description`). Translations are checked against it (`test/l10n/catalogs.test.ts`)
 * and the generator writes `package.nls.json` from it.
 */
import type { GameModel } from "../game/game-model";
import { COMMON_RULES } from "./registry";
import type { Rule } from "./types";
import { CORE_MESSAGES } from "../l10n/localizer";

/** `rule.<id>.<message id>` and `rule.<id>.description` of `rules`, with their English text. */
export function ruleCatalog(rules: readonly Rule[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of rules) {
    out[`rule.${r.meta.id}.description`] = r.meta.description;
    for (const [id, text] of Object.entries(r.meta.messages)) out[`rule.${r.meta.id}.${id}`] = text;
  }
  return out;
}

/** One catalog file's worth of keys: the core's (common rules included) or one game's. */
export interface CatalogPart {
  /** `core` or a game id. */
  owner: string;
  /** Every key of this part with its English source text. */
  english: Readonly<Record<string, string>>;
  /** The part's translations by locale (`de`, `es`). */
  translations: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The core's part and one part per game of `games`, in their order (the composition root's `catalogParts()` passes every game). */
export function catalogParts(games: readonly GameModel[]): CatalogPart[] {
  const core: CatalogPart = {
    owner: "core",
    english: { ...CORE_MESSAGES.en, ...ruleCatalog(COMMON_RULES) },
    translations: { de: CORE_MESSAGES.de, es: CORE_MESSAGES.es },
  };
  return [
    core,
    ...games.map((g) => ({
      owner: g.id,
      english: { ...g.messages?.en, ...ruleCatalog(g.rules) },
      translations: Object.fromEntries(Object.entries(g.messages ?? {}).filter(([l]) => l !== "en")),
    })),
  ];
}
