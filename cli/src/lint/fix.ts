/**
 * `--fix`: the editor's "Fix all" policy and code ({@link fixAllWith}) with the CLI's lint
 * function. Pure: reading and writing files is the caller's job.
 */
import { fixAllWith } from "../../../server/src/core/code-actions";
import type { Finding } from "../../../server/src/core/rules/types";

/**
 * Fixes a text until stable.
 * @param lint lints a text and returns at least its findings (after suppressions and severity settings).
 * @returns the fixed text, the number of fixes applied, the passes run, and the lint result of the
 *   returned text (undefined when the pass limit stopped the loop).
 */
export function fixText<R extends { findings: readonly Finding[] }>(
  text: string,
  lint: (text: string) => R,
): { text: string; fixes: number; passes: number; last?: R } {
  const r = fixAllWith(text, lint);
  return { text: r.text, fixes: r.fixed.length, passes: r.passes, last: r.last };
}
