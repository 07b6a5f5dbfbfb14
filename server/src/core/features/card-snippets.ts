/**
 * Snippets for new cards, offered at the top level of a file; each game brings its own list
 * (`GameFeatures.completion.snippets`). Bodies use the LSP/VS Code snippet syntax
 * (`${1:placeholder}`, `$0`; a `}` inside a placeholder is written `\}`), LF line ends and
 * two-space indentation; editors re-indent and adapt line ends on insertion.
 */

import type { CardSnippet } from "../game/feature-types";

export type { CardSnippet };

/** Expands a snippet body to plain text: placeholders become their defaults, tab stops vanish. For tests and previews. */
export function expandSnippet(body: string): string {
  let out = body;
  for (let i = 0; i < 5; i++) out = out.replace(/\$\{\d+:((?:[^{}\\]|\\.|\{[^{}]*\})*)\}/g, "$1");
  return out.replace(/\$\{\d+\}|\$\d+/g, "").replace(/\\([}$\\])/g, "$1");
}
