/**
 * What the CLI and the language server both run on a document: the linter, then the inline
 * suppression directives (`# cardscript-disable-next-line …`), so the editor and CI agree.
 * Pure, like the rest of the core.
 */
import { lintTextSteps, type LintOptions, type LintResult } from "./linter";
import type { GameModel } from "./game/game-model";
import { runToEnd, type Steps } from "./steps";
import type { Finding } from "./rules/types";
import { applySuppressions, directiveRuleIds, UNKNOWN_RULE_IN_DIRECTIVE, UNUSED_DISABLE_DIRECTIVE } from "./suppressions";

export interface DocumentLintOptions extends LintOptions {
  /** Report directives that suppress nothing (`--report-unused-disable-directives`). */
  reportUnusedDisableDirectives?: boolean;
}

export interface DocumentLintResult extends LintResult {
  /** Findings silenced by directives. */
  suppressed: Finding[];
}

/** {@link directiveRuleIds} per game list. */
const knownIds = new WeakMap<readonly GameModel[], string[]>();

function knownIdsOf(games: readonly GameModel[]): string[] {
  let ids = knownIds.get(games);
  if (!ids) knownIds.set(games, (ids = directiveRuleIds(games)));
  return ids;
}

/**
 * Lints `text` and applies its suppression directives.
 * @returns the core result whose `findings` are the ones to show: suppressed findings removed,
 *   directive problems (`unknown-rule-in-directive`, `unused-disable-directive`) merged in,
 *   sorted by offset. Never throws for any input text.
 */
export function lintDocument(text: string, options: DocumentLintOptions): DocumentLintResult {
  return runToEnd(lintDocumentSteps(text, options));
}

/**
 * {@link lintDocument} in pieces (see `core/steps.ts`; the pieces of `lintTextSteps`, then the
 * suppressions); returns the same result. Never throws.
 */
export function* lintDocumentSteps(text: string, options: DocumentLintOptions): Steps<DocumentLintResult> {
  const result = yield* lintTextSteps(text, options);
  yield;
  const s = applySuppressions(text, result.parse, result.findings, {
    knownRuleIds: knownIdsOf(options.games),
    unknownRuleSeverity: options.rules?.[UNKNOWN_RULE_IN_DIRECTIVE] ?? "error",
    l10n: result.model.l10n,
    reportUnused: options.reportUnusedDisableDirectives ? (options.rules?.[UNUSED_DISABLE_DIRECTIVE] ?? "error") : "off",
  });
  const findings = s.problems.length
    ? [...s.findings, ...s.problems].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end)
    : s.findings;
  // Written out, not spread from `result`: the spread was a visible share of a cold CLI run.
  return { findings, parse: result.parse, model: result.model, suppressed: s.suppressed };
}
