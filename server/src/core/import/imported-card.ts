/**
 * The format-neutral shape of imported cards (types in the game contract, `game/imported-card.ts`)
 * and the name of a card its file names nothing.
 */
export type * from "../game/imported-card";

/**
 * The name an importer gives a card its file names nothing: written into the imported `.card`
 * file as is; a warning shows it in the user's language (`importWarningCard`).
 */
export const UNNAMED_CARD = "(unnamed card)";
