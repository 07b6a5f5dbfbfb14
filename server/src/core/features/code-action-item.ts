/**
 * The shape of a code action in the core, before the LSP layer turns it into a `CodeAction`, and
 * which findings a range touches.
 */
import type { Span } from "../../../../grammar/src/index";
import type { Finding, TextEdit } from "../rules/types";

/** LSP code action kind of the fix-all source action. */
export const FIX_ALL_KIND = "source.fixAll.cardscript";

/** A code action before it becomes an LSP `CodeAction`. */
export interface CodeActionItem {
  title: string;
  kind: "quickfix" | typeof FIX_ALL_KIND;
  /** Edits in UTF-16 offsets into the document the findings were computed on; never overlapping. */
  edits: TextEdit[];
  isPreferred?: boolean;
  /** The findings the action repairs (the LSP layer links them as diagnostics). */
  findings: Finding[];
}

/** True when the finding's span touches `range` (an empty range is a cursor: touching either end counts). */
export function findingInRange(f: Finding, range: Span): boolean {
  return f.span.start <= range.end && range.start <= f.span.end;
}
