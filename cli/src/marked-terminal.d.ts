/** The part of marked-terminal (no types of its own) the CLI uses: its marked extension. */
declare module "marked-terminal" {
  import type { MarkedExtension } from "marked";
  /** A marked extension rendering for a terminal; `options` as marked-terminal documents them (width, reflowText, styles). */
  export function markedTerminal(options?: Record<string, unknown>, highlightOptions?: Record<string, unknown>): MarkedExtension;
}
