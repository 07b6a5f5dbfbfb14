/**
 * `--fix`: applies the fixes marked `safe` to a text, re-lints and repeats until nothing changes
 * (at most {@link MAX_FIX_PASSES} passes). Pure: reading and writing files is the caller's job.
 */
import { applyEdits } from "../../../server/src/core/features/apply-edits";
import { safeFixes } from "../../../server/src/core/features/code-actions";
import type { Finding } from "../../../server/src/core/rules/types";
import { dominantEol } from "../../../server/src/core/text/line-index";

export const MAX_FIX_PASSES = 10;

/**
 * Applies the safe fixes the editor's "Fix all" would pick ({@link safeFixes}: one per finding,
 * none overlapping an earlier one). Inserted line ends follow the text's dominant line end
 * (CRLF stays CRLF).
 * @returns the new text and how many fixes were applied.
 */
export function applyFixes(text: string, findings: readonly Finding[]): { text: string; applied: number } {
  const picked = safeFixes(findings);
  if (picked.length === 0) return { text, applied: 0 };
  const eol = dominantEol(text);
  const edits = picked.flatMap((p) => p.edits.map((e) => (eol === "\r\n" ? { ...e, newText: e.newText.replace(/\r?\n/g, "\r\n") } : e)));
  return { text: applyEdits(text, edits).text, applied: picked.length };
}

/**
 * Fixes a text until stable.
 * @param lint lints a text and returns at least its findings (after suppressions and severity settings).
 * @returns the fixed text, the number of fixes applied, the passes run, and the lint result of the
 *   returned text when the last pass computed it (undefined when the pass limit stopped the loop).
 */
export function fixText<R extends { findings: readonly Finding[] }>(
  text: string,
  lint: (text: string) => R,
): { text: string; fixes: number; passes: number; last?: R } {
  let current = text;
  let fixes = 0;
  let passes = 0;
  while (passes < MAX_FIX_PASSES) {
    const linted = lint(current);
    const { text: next, applied } = applyFixes(current, linted.findings);
    if (applied === 0 || next === current) return { text: current, fixes, passes, last: linted };
    passes++;
    fixes += applied;
    current = next;
  }
  return { text: current, fixes, passes };
}
