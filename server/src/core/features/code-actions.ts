/**
 * Code actions computed from findings: one quick fix per {@link Fix} of each finding in a range,
 * and the "Fix all auto-fixable problems" source action, which applies every `safe` fix of the
 * document without overlaps. Pure: the LSP layer turns the result into `CodeAction`s.
 */
import type { Span } from "../../../../grammar/src/index";
import { lintDocument, type DocumentLintOptions as LintOptions } from "../lint-document";
import type { Finding, Fix, TextEdit } from "../rules/types";
import { applyEdits, diffAsSingleEdit, nonOverlappingFixes } from "./apply-edits";

/** LSP code action kind of the fix-all source action. */
export const FIX_ALL_KIND = "source.fixAll.cardscript";
export const FIX_ALL_TITLE = "Fix all auto-fixable problems";

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

/**
 * The quick fixes for the findings that touch `range`, in finding order and, per finding, in
 * the order the rule offers them. Fixes whose own edits overlap each other are dropped.
 */
export function quickFixes(findings: readonly Finding[], range: Span): CodeActionItem[] {
  const out: CodeActionItem[] = [];
  for (const f of findings) {
    if (!findingInRange(f, range)) continue;
    for (const fix of f.fixes) {
      if (fix.edits.length === 0 || nonOverlappingFixes([fix]).length === 0) continue;
      out.push({ title: fix.title, kind: "quickfix", edits: fix.edits, isPreferred: fix.preferred === true, findings: [f] });
    }
  }
  return out;
}

/** Result of {@link fixAll}. */
export interface FixAllResult {
  /** The document after all passes. */
  text: string;
  /**
   * Edits turning the original text into `text` (offsets into the original). After one pass
   * these are the fixes' own edits; after several passes, one edit covering the changed region.
   */
  edits: TextEdit[];
  /** Findings (from the pass that fixed them) whose safe fix was applied. */
  fixed: Finding[];
  /** Number of passes that changed the text. */
  passes: number;
}

const MAX_PASSES = 10;

/**
 * The safe fixes of `findings` that can be applied together, with the finding each repairs: per
 * finding its preferred safe fix (else its first), in finding order, dropping any that overlaps an
 * earlier one. The editor's "Fix all" and `cardscript lint --fix` both apply exactly these.
 */
export function safeFixes(findings: readonly Finding[]): { fix: Fix; finding: Finding; edits: TextEdit[] }[] {
  const candidates = findings.flatMap((finding) => {
    const safe = finding.fixes.filter((fix) => fix.safe === true && fix.edits.length > 0);
    const fix = safe.find((x) => x.preferred) ?? safe[0];
    return fix ? [{ fix, finding, edits: fix.edits }] : [];
  });
  return nonOverlappingFixes(candidates);
}

/**
 * Applies every safe fix (at most one per finding; overlapping fixes wait for the next pass),
 * re-lints and repeats until nothing changes (at most 10 passes). A pass that would raise the
 * number of errors is not applied.
 * @param text the document.
 * @param options the lint options in effect (rules turned off offer no fixes).
 * @param findings the findings of `text` under `options` when already known (saves a lint).
 */
export function fixAll(text: string, options: LintOptions = {}, findings?: readonly Finding[]): FixAllResult {
  let current = text;
  let firstEdits: TextEdit[] = [];
  const fixed: Finding[] = [];
  let passes = 0;
  let currentFindings = findings ?? lintDocument(current, options).findings;
  const errorsOf = (fs: readonly Finding[]) => fs.filter((f) => f.severity === "error").length;
  while (passes < MAX_PASSES) {
    const picked = safeFixes(currentFindings);
    if (picked.length === 0) break;
    const result = applyEdits(current, picked.flatMap((p) => p.edits));
    if (result.text === current) break;
    const next = lintDocument(result.text, options).findings;
    if (errorsOf(next) > errorsOf(currentFindings)) break;
    if (passes === 0) firstEdits = result.applied;
    fixed.push(...picked.map((p) => p.finding));
    current = result.text;
    currentFindings = next;
    passes++;
  }
  const edits = passes <= 1 ? firstEdits : [diffAsSingleEdit(text, current)!].filter(Boolean);
  return { text: current, edits, fixed, passes };
}

/**
 * The fix-all source action for a document, or undefined when no safe fix applies.
 */
export function fixAllAction(text: string, options: LintOptions = {}, findings?: readonly Finding[]): CodeActionItem | undefined {
  const r = fixAll(text, options, findings);
  if (r.passes === 0 || r.edits.length === 0) return undefined;
  return { title: FIX_ALL_TITLE, kind: FIX_ALL_KIND, edits: r.edits, findings: r.fixed };
}

/** Which kinds a client asked for (LSP `context.only`): undefined means all. */
export function wantsKind(only: readonly string[] | undefined, kind: string): boolean {
  if (!only || only.length === 0) return true;
  return only.some((o) => o === "" || kind === o || kind.startsWith(`${o}.`));
}

/**
 * Every code action for `range` in `text`: quick fixes for the findings there, then the
 * fix-all source action when the document has safe fixes.
 * @param findings findings already computed for `text` with `options` (avoids linting twice);
 *   computed when omitted.
 * @param only LSP `context.only` kinds filter.
 */
export function codeActions(
  text: string,
  range: Span,
  options: LintOptions = {},
  findings?: readonly Finding[],
  only?: readonly string[],
): CodeActionItem[] {
  const all = findings ?? lintDocument(text, options).findings;
  const out: CodeActionItem[] = [];
  if (wantsKind(only, "quickfix")) out.push(...quickFixes(all, range));
  if (wantsKind(only, FIX_ALL_KIND) && all.some((f) => f.fixes.some((x) => x.safe))) {
    const fixAllItem = fixAllAction(text, options, all);
    if (fixAllItem) out.push(fixAllItem);
  }
  return out;
}
