/**
 * `cardscript.json` as the front ends read it: the core's parser (`core/config.ts`) accepting the
 * rule and game ids of {@link GAMES}. Kept apart from `service.ts` so that a CLI run that meets
 * no config file need not load it (see `cli/src/config/load-config.ts`).
 */
import {
  configurableRuleIds as configurableIn,
  importMessageIds as importMessageIdsIn,
  parseConfig as parseConfigIn,
  type ConfigParseResult,
} from "../core/config";
import type { Localizer } from "../core/l10n/localizer";
import { GAME_IDS, GAMES } from "./games";

/** Ids `cardscript.json` may set: every rule of {@link GAMES} plus the directive ids. */
export function configurableRuleIds(): string[] {
  return configurableIn(GAMES);
}

/** Message ids `cardscript.json` may set under `messages`: the `import.*` ids of the core and of {@link GAMES}. */
export function importMessageIds(): string[] {
  return importMessageIdsIn(GAMES);
}

/** `core/config`'s `parseConfig` accepting the rules, game ids and import message ids of {@link GAMES}. */
export function parseConfig(text: string, l10n?: Pick<Localizer, "t">): ConfigParseResult {
  return parseConfigIn(text, { ruleIds: configurableRuleIds(), gameIds: GAME_IDS, messageIds: importMessageIds() }, l10n);
}
