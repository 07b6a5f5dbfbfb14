/**
 * The rule registry. A file is checked by the common rules (`rules/common/`, every game) and
 * its game's own rules (`GameModel.rules`, in `games/<id>/rules/`). Adding a common rule: write
 * `rules/common/<id>.ts` exporting `rule`, its test `test/rules/<id>.test.ts` and its doc
 * `docs/rules/<id>.md`, and list it here (`test/rules/registry.test.ts` fails when one of the
 * three is missing).
 */
import type { Citation } from "../game/citation";
import type { GameModel } from "../game/game-model";
import { GAMES } from "../../app/games";
import { rule as duplicateCardName } from "./common/duplicate-card-name";
import { rule as duplicateField } from "./common/duplicate-field";
import { rule as impossibleTiming } from "./common/impossible-timing";
import { rule as rareTimingWindow } from "./common/rare-timing-window";
import { rule as redundantTiming } from "./common/redundant-timing";
import { rule as syntaxError } from "./common/syntax-error";
import { rule as unknownField } from "./common/unknown-field";
import { rule as unknownStep } from "./common/unknown-step";
import { rule as unreadTiming } from "./common/unread-timing";
import type { Rule, RuleMeta } from "./types";

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
];

const commonIds = new Set(COMMON_RULES.map((r) => r.meta.id));
const perGame = new Map<GameModel, readonly Rule[]>(
  GAMES.map((g) => [g, [...COMMON_RULES, ...g.rules.filter((r) => !commonIds.has(r.meta.id))]]),
);

/**
 * Every rule id once: the common rules, then each game's own (a game may implement an id another
 * game has too, e.g. `obsolete-wording`; the first one listed gives the meta). For settings,
 * directives, docs and `cardscript rules`.
 */
export const RULES: readonly Rule[] = (() => {
  const byId = new Map<string, Rule>();
  for (const r of [...COMMON_RULES, ...GAMES.flatMap((g) => g.rules)]) if (!byId.has(r.meta.id)) byId.set(r.meta.id, r);
  return [...byId.values()];
})();

const byId = new Map(RULES.map((r) => [r.meta.id, r]));

/** The rules that check a file of `game`, in reporting order: common ∪ the game's own. */
export function rulesFor(game: GameModel): readonly Rule[] {
  return perGame.get(game) ?? COMMON_RULES;
}

/** The rule with this id, or undefined. */
export function ruleById(id: string): Rule | undefined {
  return byId.get(id);
}

/** Every rule id. */
export function ruleIds(): string[] {
  return RULES.map((r) => r.meta.id);
}

/** Ids of the games a rule checks (every game for a common rule). */
export function ruleGames(id: string): string[] {
  return GAMES.filter((g) => rulesFor(g).some((r) => r.meta.id === id)).map((g) => g.id);
}

/** The citations of a rule: its own meta, each game's module for the id, and what each game cites for it, without repeats. */
export function ruleCitations(id: string): Citation[] {
  const own = byId.get(id)?.meta.rules ?? [];
  // An id several games implement separately cites each game's module too (Yu-Gi-Oh!'s obsolete-wording cites PSCT).
  const fromGames = [...ruleMetas(id).flatMap((m) => m.meta.rules), ...GAMES.flatMap((g) => g.ruleCitations[id] ?? [])];
  return [...new Set([...own, ...fromGames])];
}

/** One game's view of a rule id: the meta of the rule module that game runs under that id. */
export interface RuleForGame {
  game: string;
  meta: RuleMeta;
}

/** The meta of rule `id` in each game that checks it, in the registry's game order (a common rule: the same meta for every game). */
export function ruleMetas(id: string): RuleForGame[] {
  return GAMES.flatMap((g) => {
    const r = rulesFor(g).find((x) => x.meta.id === id);
    return r ? [{ game: g.id, meta: r.meta }] : [];
  });
}

/**
 * What rule `id` reports, per game: one entry per distinct description with the ids of the games
 * whose rule module says it (one entry for a common rule or for games that share the text). An id
 * two games implement separately (`obsolete-wording`, `stats-mismatch`, `unknown-card-type`) has one
 * entry per game. Empty for an unknown id.
 */
export function ruleDescriptions(id: string): { games: string[]; description: string }[] {
  const out: { games: string[]; description: string }[] = [];
  for (const { game, meta } of ruleMetas(id)) {
    const same = out.find((d) => d.description === meta.description);
    if (same) same.games.push(game);
    else out.push({ games: [game], description: meta.description });
  }
  return out;
}
