/**
 * Code actions computed from findings: one quick fix per {@link Fix} of each finding in a range,
 * and the "Fix all auto-fixable problems" source action, which applies every `safe` fix of the
 * document without overlaps — the same policy and code as `cardscript lint --fix`
 * ({@link fixAllWith}). Pure: the LSP layer turns the result into `CodeAction`s.
 */
import { parse, type Span } from "../../../grammar/src/index";
import { lintDocument, type DocumentLintOptions as LintOptions } from "./lint-document";
import type { Finding, Fix, TextEdit } from "./rules/types";
import { dominantEol, LineIndex } from "./text/line-index";
import { applyEdits, diffAsSingleEdit, nonOverlappingFixes } from "./features/apply-edits";
import { FIX_ALL_KIND, findingInRange, type CodeActionItem } from "./features/code-action-item";
import { disableActions } from "./features/disable-actions";
import { localizer } from "./l10n/localizer";
import { pushAll } from "./collections/append";
import { cardSpanIn, updateWordingActions } from "./features/wording-actions";

export { FIX_ALL_KIND, type CodeActionItem } from "./features/code-action-item";

export const FIX_ALL_TITLE = "Fix all auto-fixable problems";

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

/** The most passes {@link fixAll} runs (a fix that keeps revealing fixable findings stops there). */
export const MAX_FIX_PASSES = 10;

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
 * The one fix-all policy of the editor's "Fix all" and `cardscript lint --fix`: apply every safe
 * fix ({@link safeFixes}), with line ends in inserted text following the document's dominant line
 * end; lint again and repeat until nothing changes, at most {@link MAX_FIX_PASSES} passes. A
 * finding a fix reveals (e.g. a restriction that becomes readable once "play" reads "cast") is
 * reported, not a reason to hold the fixes back.
 * @param lint lints a text (with the settings and suppressions in effect) and returns at least its findings.
 * @param first `lint(text)` when the caller already has it.
 * @returns the result and `last`, the lint of the returned text (undefined when the pass limit stopped the loop).
 */
export function fixAllWith<R extends { findings: readonly Finding[] }>(
  text: string,
  lint: (text: string) => R,
  first?: R,
): FixAllResult & { last?: R } {
  let current = text;
  let firstEdits: TextEdit[] = [];
  const fixed: Finding[] = [];
  let passes = 0;
  let linted: R | undefined = first ?? lint(current);
  while (linted) {
    const pass = applySafeFixes(current, linted.findings);
    if (pass.fixed.length === 0 || pass.text === current) break;
    if (passes === 0) firstEdits = pass.edits;
    pushAll(fixed, pass.fixed);
    current = pass.text;
    passes++;
    linted = passes < MAX_FIX_PASSES ? lint(current) : undefined;
  }
  const edits = passes <= 1 ? firstEdits : [diffAsSingleEdit(text, current)!].filter(Boolean);
  return { text: current, edits, fixed, passes, last: linted };
}

/**
 * One pass of the fix-all policy: applies {@link safeFixes} of `findings` to `text`, inserted line
 * ends following the text's dominant line end (CRLF stays CRLF).
 * @returns the new text, the edits applied (offsets into `text`) and the findings they fix.
 */
export function applySafeFixes(text: string, findings: readonly Finding[]): { text: string; edits: TextEdit[]; fixed: Finding[] } {
  const picked = safeFixes(findings);
  if (picked.length === 0) return { text, edits: [], fixed: [] };
  const eol = dominantEol(text);
  const result = applyEdits(
    text,
    picked.flatMap((p) => p.edits.map((e) => ({ ...e, newText: e.newText.replace(/\r\n|\r|\n/g, eol) }))),
  );
  return { text: result.text, edits: result.applied, fixed: picked.map((p) => p.finding) };
}

/**
 * {@link fixAllWith} using the core's {@link lintDocument} with `options`.
 * @param findings the findings of `text` under `options` when already known (saves a lint).
 */
export function fixAll(text: string, options: LintOptions, findings?: readonly Finding[]): FixAllResult {
  const { last: _last, ...result } = fixAllWith<{ findings: readonly Finding[] }>(
    text,
    (t) => lintDocument(t, options),
    findings ? { findings } : undefined,
  );
  return result;
}

/**
 * The fix-all source action for a document, or undefined when no safe fix applies. Its title is
 * in `options.locale` (English when omitted).
 */
export function fixAllAction(text: string, options: LintOptions, findings?: readonly Finding[]): CodeActionItem | undefined {
  const r = fixAll(text, options, findings);
  if (r.passes === 0 || r.edits.length === 0) return undefined;
  const title = options.locale ? localizer({ id: "core" }, options.locale).t("action.fixAll") : FIX_ALL_TITLE;
  return { title, kind: FIX_ALL_KIND, edits: r.edits, findings: r.fixed };
}

/** Which kinds a client asked for (LSP `context.only`): undefined means all. */
export function wantsKind(only: readonly string[] | undefined, kind: string): boolean {
  if (!only || only.length === 0) return true;
  return only.some((o) => o === "" || kind === o || kind.startsWith(`${o}.`));
}

/**
 * Every code action for `range` in `text`: quick fixes for the findings there, "Update old wording
 * in this card / file" when one is old wording, the "Disable …" actions for their rules, then the fix-all source action when the document has safe fixes.
 * @param findings findings already computed for `text` with `options` (avoids linting twice);
 *   computed when omitted.
 * @param only LSP `context.only` kinds filter.
 */
export function codeActions(
  text: string,
  range: Span,
  options: LintOptions,
  findings?: readonly Finding[],
  only?: readonly string[],
): CodeActionItem[] {
  const linted = findings ? undefined : lintDocument(text, options);
  const all = findings ?? linted!.findings;
  const out: CodeActionItem[] = [];
  if (wantsKind(only, "quickfix")) {
    pushAll(out, quickFixes(all, range));
    const parsed = linted?.parse ?? parse(text);
    const l10n = localizer({ id: "core" }, options.locale);
    pushAll(out, updateWordingActions(all, cardSpanIn(parsed.cards), range, l10n));
    pushAll(out, disableActions(text, new LineIndex(text), parsed.comments, all, range, l10n));
  }
  if (wantsKind(only, FIX_ALL_KIND) && all.some((f) => f.fixes.some((x) => x.safe))) {
    const fixAllItem = fixAllAction(text, options, all);
    if (fixAllItem) out.push(fixAllItem);
  }
  return out;
}
