/**
 * Every game CardScript knows, listed once. The only module outside `games/<id>/` that imports
 * a game's folder; everything else reaches a game through {@link gameById} / {@link gameOf} or
 * `model.game`. Adding a game: its folder and one line here.
 */
import { headerDirective, type ParseResult } from "../../../grammar/src/index";
import type { GameModel } from "../core/game/game-model";
import { MTG } from "../games/mtg/index";
import { YGO } from "../games/ygo/index";

/** The games, the default (`mtg`) first. */
export const GAMES: readonly GameModel[] = [MTG, YGO];

/** The game used for files without a `game` directive when the configuration names none. */
export const DEFAULT_GAME: GameModel = MTG;

/** Game ids, default first: `["mtg", "ygo"]`. */
export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);

/** The game with this id (case-insensitive, surrounding space ignored), or undefined. */
export function gameById(id: string): GameModel | undefined {
  const key = id.trim().toLowerCase();
  return GAMES.find((g) => g.id === key);
}

/**
 * The game of a parsed file: its `game` directive when that names a known game, else the game
 * `defaultId` names (from `cardscript.json`), else {@link DEFAULT_GAME}. An unknown `game` value
 * is reported by `syntax-error`; the file is then checked as the default game.
 */
export function gameOf(parse: ParseResult, defaultId?: string): GameModel {
  const written = headerDirective(parse, "game")?.value;
  return (written && gameById(written)) || (defaultId && gameById(defaultId)) || DEFAULT_GAME;
}
