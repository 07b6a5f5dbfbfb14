/**
 * The game-neutral part of the rule registry. A file is checked by the common rules
 * (`rules/common/`, every game) and its game's own rules (`GameModel.rules`, in
 * `games/<id>/rules/`). Adding a common rule: write `rules/common/<id>.ts` exporting `rule`, its
 * test `test/rules/<id>.test.ts` and its doc `docs/rules/<id>.md`, and list it here
 * (`test/rules/registry.test.ts` fails when one of the three is missing). The views across
 * games (every rule, per-game metas and citations) are the composition root's (`app/rules.ts`).
 */
import type { GameModel } from "../game/game-model";
import { rule as duplicateCardName } from "./common/duplicate-card-name";
import { rule as duplicateField } from "./common/duplicate-field";
import { rule as impossibleTiming } from "./common/impossible-timing";
import { rule as rareTimingWindow } from "./common/rare-timing-window";
import { rule as redundantTiming } from "./common/redundant-timing";
import { rule as syntaxError } from "./common/syntax-error";
import { rule as unknownField } from "./common/unknown-field";
import { rule as unknownStep } from "./common/unknown-step";
import { rule as unreadTiming } from "./common/unread-timing";
import { rule as unusedKeyword } from "./common/unused-keyword";
import type { Rule } from "./types";

/** Rules for every game, in reporting order. */
export const COMMON_RULES: readonly Rule[] = [
  syntaxError,
  unknownField,
  duplicateField,
  duplicateCardName,
  impossibleTiming,
  rareTimingWindow,
  redundantTiming,
  unknownStep,
  unreadTiming,
  unusedKeyword,
];

const commonIds = new Set(COMMON_RULES.map((r) => r.meta.id));
const perGame = new WeakMap<GameModel, readonly Rule[]>();

/** The rules that check a file of `game`, in reporting order: common ∪ the game's own. */
export function rulesFor(game: GameModel): readonly Rule[] {
  let rules = perGame.get(game);
  if (!rules) perGame.set(game, (rules = [...COMMON_RULES, ...game.rules.filter((r) => !commonIds.has(r.meta.id))]));
  return rules;
}

const everyRule = new WeakMap<readonly GameModel[], readonly Rule[]>();

/**
 * Every rule id of `games` once: the common rules, then each game's own (a game may implement an
 * id another game has too, e.g. `obsolete-wording`; the first one listed gives the meta). Kept per
 * list object.
 */
export function rulesOf(games: readonly GameModel[]): readonly Rule[] {
  let rules = everyRule.get(games);
  if (!rules) {
    const byId = new Map<string, Rule>();
    for (const r of [...COMMON_RULES, ...games.flatMap((g) => g.rules)]) if (!byId.has(r.meta.id)) byId.set(r.meta.id, r);
    everyRule.set(games, (rules = [...byId.values()]));
  }
  return rules;
}
