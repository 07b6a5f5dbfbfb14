/**
 * The rule registry across the games: every rule once, which games check a rule, and what each
 * game cites and says for it. For settings, directives, docs, `cardscript rules` and SARIF; the
 * core's part (the common rules, `rulesFor(game)`) is `core/rules/registry.ts`.
 */
import type { Citation } from "../core/l10n/citation";
import { rulesFor, rulesOf } from "../core/rules/registry";
import type { Rule, RuleMeta } from "../core/rules/types";
import { GAMES } from "./games";

/**
 * Every rule id once: the common rules, then each game's own (a game may implement an id another
 * game has too, e.g. `obsolete-wording`; the first one listed gives the meta).
 */
export const RULES: readonly Rule[] = rulesOf(GAMES);

const byId = new Map(RULES.map((r) => [r.meta.id, r]));

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
