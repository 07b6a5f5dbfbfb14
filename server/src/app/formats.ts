/**
 * The card-designer file formats of every game (`GameModel.formats`): the CLI finds one by id
 * and asks which game's cards it holds. The contract is `core/import/card-format.ts`.
 */
import type { CardFormat } from "../core/import/card-format";
import type { GameModel } from "../core/game/game-model";
import { GAMES } from "./games";

/** Every format of every game, in game order. */
export function cardFormats(): CardFormat[] {
  return GAMES.flatMap((g) => [...(g.formats ?? [])]);
}

/** The format with this id, or undefined. */
export function cardFormat(id: string): CardFormat | undefined {
  return cardFormats().find((f) => f.id === id);
}

/** The game whose cards a format holds (the game that lists it in `GameModel.formats`). */
export function gameOfFormat(format: CardFormat): GameModel | undefined {
  return GAMES.find((g) => g.formats?.includes(format));
}
