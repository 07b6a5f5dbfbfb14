/**
 * Core findings → LSP diagnostics. Pure functions: no connection, no state.
 */
import type { Diagnostic } from "vscode-languageserver/node";
import { DiagnosticSeverity, DiagnosticTag } from "./lsp-values";
import type { Finding, Severity } from "../core/rules/types";
import type { LineIndex } from "../core/text/line-index";
import { NOT_CHECKED_SEVERITY } from "../core/limits";
import { ruleDocUrl } from "./doc-links";

/** Value of `Diagnostic.source` on everything this server publishes. */
export const DIAGNOSTIC_SOURCE = "cardscript";

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
};

const TAG: Record<Finding["tags"][number], DiagnosticTag> = {
  deprecated: DiagnosticTag.Deprecated,
  unnecessary: DiagnosticTag.Unnecessary,
};

/**
 * One finding as an LSP diagnostic: range from `lineIndex` (0-based lines, UTF-16 columns),
 * severity error=1/warning=2/info=3, `code` = rule id, `source` = "cardscript",
 * `codeDescription.href` = the rule's doc page (omitted for ids without a doc), tags from the rule's meta.
 */
export function findingToDiagnostic(finding: Finding, lineIndex: LineIndex): Diagnostic {
  const diagnostic: Diagnostic = {
    range: lineIndex.rangeOf(finding.span),
    severity: SEVERITY[finding.severity] ?? DiagnosticSeverity.Error,
    code: finding.ruleId,
    source: DIAGNOSTIC_SOURCE,
    message: finding.message,
  };
  const href = ruleDocUrl(finding.ruleId);
  if (href) diagnostic.codeDescription = { href };
  const tags = finding.tags.map((t) => TAG[t]).filter((t): t is DiagnosticTag => t !== undefined);
  if (tags.length > 0) diagnostic.tags = [...new Set(tags)];
  return diagnostic;
}

/** A diagnostic at the start of the document that is not a finding (file skipped, list truncated). */
export function noticeDiagnostic(message: string, severity: DiagnosticSeverity = DiagnosticSeverity.Information): Diagnostic {
  return {
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity,
    source: DIAGNOSTIC_SOURCE,
    message,
  };
}

/**
 * The diagnostic on a file that was not checked (too large, unreadable, not UTF-8, its check
 * failed): `message` at the start of the file, at {@link NOT_CHECKED_SEVERITY} — the CLI's verdict
 * on the same file (a failure, exit 2).
 */
export function notCheckedDiagnostic(message: string): Diagnostic {
  return noticeDiagnostic(message, SEVERITY[NOT_CHECKED_SEVERITY]);
}
