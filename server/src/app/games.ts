/**
 * Every game CardScript knows, listed once. With the rest of `app/` (the composition root) the
 * only code that imports a game's folder; the core receives this list as an argument
 * (`GameOptions.games`). Adding a game: its folder `games/<id>/`, one line here, `npm run generate`.
 */
import type { ParseResult } from "../../../grammar/src/index";
import { gameById as gameIn, gameOf as gameOfIn, type GameList } from "../core/model/game-list";
import type { GameModel } from "../core/game/game-model";
import { MTG } from "../games/mtg/index";
import { YGO } from "../games/ygo/index";

/** The games, the default (`mtg`) first. */
export const GAMES: GameList = [MTG, YGO];

/** The game used for files without a `game` directive when the configuration names none. */
export const DEFAULT_GAME: GameModel = GAMES[0];

/** Game ids, default first: `["mtg", "ygo"]`. */
export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);

/** The game with this id (case-insensitive, surrounding space ignored), or undefined. */
export function gameById(id: string): GameModel | undefined {
  return gameIn(GAMES, id);
}

/**
 * The game of a parsed file: its `game` directive when that names a known game, else the game
 * `defaultId` names (from `cardscript.json`), else {@link DEFAULT_GAME}.
 */
export function gameOf(parse: ParseResult, defaultId?: string): GameModel {
  return gameOfIn(parse, { games: GAMES, game: defaultId });
}
