/**
 * The games a tool knows, as the core receives them. The core never imports a game: the
 * composition root (`app/games.ts`) makes the one list and passes it in — to the linter in
 * `LintOptions.games`, to the formatter, the outline, the config reader and the importers.
 */
import { headerDirective, type ParseResult } from "../../../../grammar/src/index";
import type { GameModel } from "../game/game-model";
import type { GameOptions } from "../game/file-model";
export type { GameList, GameOptions } from "../game/file-model";

/** The game of `games` with this id (case-insensitive, surrounding space ignored), or undefined. */
export function gameById(games: readonly GameModel[], id: string): GameModel | undefined {
  const key = id.trim().toLowerCase();
  return games.find((g) => g.id === key);
}

/**
 * The game of a parsed file: its `game` directive when that names a known game, else the game
 * `options.game` names (from `cardscript.json`), else the list's first. An unknown `game` value
 * is reported by `syntax-error`; the file is then checked as the default game.
 */
export function gameOf(parse: ParseResult, options: GameOptions): GameModel {
  const { games, game: defaultId } = options;
  const written = headerDirective(parse, "game")?.value;
  return (written && gameById(games, written)) || (defaultId && gameById(games, defaultId)) || games[0];
}
