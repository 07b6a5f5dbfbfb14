/**
 * The lint options of each document, composed from two sources:
 * 1. the nearest `cardscript.json` up the folder tree (rules, game, ignorePatterns), shared with the CLI;
 * 2. the editor setting `cardscript.rules`, applied on top (a personal override, like ESLint's
 *    rule customizations).
 * Each source updates its part here; the document store then re-checks every open document.
 */
import { GAMES } from "../app/games";
import type { CardscriptConfig } from "../core/config";
import type { DocumentLintOptions } from "../core/lint-document";
import type { SeveritySetting } from "../core/rules/types";
import type { ServerContext } from "./context";
import type { DocumentStore } from "./document-store";

/** Options for one document; `ignored` documents get no diagnostics (config `ignorePatterns`). */
export interface EffectiveOptions extends DocumentLintOptions {
  ignored?: boolean;
}

interface Parts {
  settingsRules: Readonly<Record<string, SeveritySetting>>;
  /** The config that applies to a document URI (undefined = none found or not a file URI). */
  configFor: (uri: string) => { config: CardscriptConfig; ignored: boolean } | undefined;
  /** The client's UI language (`InitializeParams.locale`, e.g. `de`); messages follow it. Undefined = English. */
  locale?: string;
}

const parts = new WeakMap<DocumentStore, Parts>();

function partsOf(store: DocumentStore): Parts {
  let p = parts.get(store);
  if (!p) {
    p = { settingsRules: {}, configFor: () => undefined };
    parts.set(store, p);
  }
  return p;
}

/** The options in effect for `uri`. */
export function effectiveOptions(ctx: Pick<ServerContext, "store">, uri: string): EffectiveOptions {
  const p = partsOf(ctx.store);
  const found = p.configFor(uri);
  return {
    games: GAMES,
    rules: { ...(found?.config.rules ?? {}), ...p.settingsRules },
    game: found?.config.game,
    ignored: found?.ignored ?? false,
    ...(p.locale ? { locale: p.locale } : {}),
  };
}

/**
 * A string equal for two option objects exactly when they lint alike (a cache key). The games are
 * named by id: the list is one constant object graph, too big (and not plain data) to serialise.
 */
export function optionsKey(options: DocumentLintOptions): string {
  return JSON.stringify({ ...options, games: options.games.map((g) => g.id) });
}

/** The client's UI language for this server (from `initialize`), undefined when it sent none. */
export function serverLocale(ctx: Pick<ServerContext, "store">): string | undefined {
  return partsOf(ctx.store).locale;
}

/** Replaces one source's part and re-checks every open document. */
export function updateLintOptions(ctx: Pick<ServerContext, "store">, change: Partial<Parts>): void {
  Object.assign(partsOf(ctx.store), change);
  ctx.store.setLintOptions((uri) => effectiveOptions(ctx, uri));
}
