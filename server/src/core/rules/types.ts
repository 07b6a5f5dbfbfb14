/** The rule contract's types, written in the game contract (`game/rule-types.ts`). */
export type * from "../game/rule-types";
