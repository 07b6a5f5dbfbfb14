/** The contract of a card-designer file format, written in the game contract (`game/card-format.ts`). */
export type * from "../game/card-format";
