/**
 * Public entry of the CardScript grammar: `parse(text)` and the syntax-tree types.
 * This package knows only Chevrotain; it does no IO.
 */
export { parse, parseSteps } from "./parser";
export type * from "./ast";
export { headerDirective } from "./ast";
