/**
 * The words of a file's timing space in the file's message language: what window descriptions
 * ("Your turn: Main Phase 1, Main Phase 2; open game state only") and the Timing Map's segment
 * names, strip labels, turn labels and axis words are written in. The game gives them
 * (`GameModel.timingWords`); a game without translated words keeps its space's English words.
 */
import type { GameModel } from "../game/game-model";
import type { TimingWindow, WindowWords } from "../timing/timing-window";
import type { Localizer } from "../l10n/localizer";

const cache = new WeakMap<GameModel, Map<string, WindowWords<string, string>>>();

/**
 * The words of `model.game.timing` in the language of `model.l10n` (cached per game and locale;
 * English, the space's own words, when the locale is English or the game has none).
 */
export function windowWords(model: { game: GameModel; l10n: Localizer }): WindowWords<string, string> {
  const { game, l10n } = model;
  if (l10n.locale === "en" || !game.timingWords) return game.timing.words;
  let perGame = cache.get(game);
  if (!perGame) cache.set(game, (perGame = new Map()));
  let words = perGame.get(l10n.locale);
  if (!words) perGame.set(l10n.locale, (words = game.timingWords(l10n)));
  return words;
}

/** `w.describe()` in the file's message language (see {@link windowWords}). */
export function describeWindow(model: { game: GameModel; l10n: Localizer }, w: TimingWindow): string {
  return w.describe(windowWords(model));
}
