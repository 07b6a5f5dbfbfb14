/**
 * `--fix`: applies the fixes marked `safe` to a text, re-lints and repeats until nothing changes
 * (at most {@link MAX_FIX_PASSES} passes). Pure: reading and writing files is the caller's job.
 */
import type { Finding, Fix, TextEdit } from "../../../server/src/core/rules/types";
import { dominantEol } from "../../../server/src/core/text/line-index";

export const MAX_FIX_PASSES = 10;

/** The fix `--fix` applies for a finding: its preferred safe fix, else its first safe fix. */
export function safeFix(f: Finding): Fix | undefined {
  const safe = f.fixes.filter((x) => x.safe && x.edits.length > 0);
  return safe.find((x) => x.preferred) ?? safe[0];
}

const empty = (e: TextEdit) => e.span.start === e.span.end;
/** Edits that intersect, or touch at a point where their order would be ambiguous (an insert at the other's edge, or two at one point). */
const overlaps = (a: TextEdit, b: TextEdit) =>
  (a.span.start < b.span.end && b.span.start < a.span.end) ||
  a.span.start === b.span.start ||
  (empty(a) && a.span.start === b.span.end) ||
  (empty(b) && b.span.start === a.span.end);

/**
 * Picks fixes whose edits overlap neither each other nor an earlier picked fix (in finding order),
 * and applies them. Inserted line ends follow the text's dominant line end (CRLF stays CRLF).
 * @returns the new text and how many fixes were applied.
 */
export function applyFixes(text: string, findings: readonly Finding[]): { text: string; applied: number } {
  const accepted: TextEdit[] = [];
  let applied = 0;
  for (const f of findings) {
    const fix = safeFix(f);
    if (!fix) continue;
    const inRange = fix.edits.every((e) => 0 <= e.span.start && e.span.start <= e.span.end && e.span.end <= text.length);
    if (!inRange) continue;
    if (fix.edits.some((e, i) => fix.edits.some((o, j) => i < j && overlaps(e, o)))) continue;
    if (fix.edits.some((e) => accepted.some((a) => overlaps(a, e)))) continue;
    accepted.push(...fix.edits);
    applied++;
  }
  if (applied === 0) return { text, applied };
  const eol = dominantEol(text);
  let out = text;
  for (const e of [...accepted].sort((a, b) => b.span.start - a.span.start)) {
    const newText = eol === "\r\n" ? e.newText.replace(/\r?\n/g, "\r\n") : e.newText;
    out = out.slice(0, e.span.start) + newText + out.slice(e.span.end);
  }
  return { text: out, applied };
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
