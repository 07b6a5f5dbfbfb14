/**
 * What the CLI tells about rules: the core's registry plus the ids the tool itself reports
 * (inline-directive problems, internal errors), with their doc links.
 */
import { RULES } from "../../server/src/core/rules/registry";
import { NEWEST_EDITION } from "../../server/src/core/model/cr";
import type { Severity } from "../../server/src/core/rules/types";
import { INTERNAL_ERROR, UNKNOWN_RULE_IN_DIRECTIVE, UNUSED_DISABLE_DIRECTIVE } from "../../server/src/core/suppressions";
import { RULE_DOCS_BASE_URL, ruleDocUrl } from "../../server/src/lsp/doc-links";

export interface RuleInfo {
  id: string;
  defaultSeverity: Severity;
  description: string;
  /** Comprehensive Rules numbers it implements (newest edition), e.g. "307.1". */
  citations: string[];
  fixable: boolean;
  /** Link to the rule's doc; undefined for tool ids without a doc. */
  helpUri?: string;
  /** True for ids the tool reports that are not rules of the registry. */
  tool: boolean;
}

/** Ids reported by the tool itself, not by a rule module. */
export const TOOL_IDS: readonly RuleInfo[] = [
  {
    id: UNKNOWN_RULE_IN_DIRECTIVE, defaultSeverity: "error", tool: true, fixable: false, citations: [],
    description: "A cardscript-disable/enable comment names a rule id that does not exist.",
  },
  {
    id: UNUSED_DISABLE_DIRECTIVE, defaultSeverity: "error", tool: true, fixable: false, citations: [],
    description: "A cardscript-disable comment suppresses nothing (reported with --report-unused-disable-directives).",
  },
  {
    id: INTERNAL_ERROR, defaultSeverity: "error", tool: true, fixable: false, citations: [],
    description: "A rule failed while checking the file (a bug in CardScript; please report it).",
  },
];

/** Every rule of the registry, then the tool ids. */
export function allRuleInfo(): RuleInfo[] {
  return [
    ...RULES.map((r) => ({
      id: r.meta.id,
      defaultSeverity: r.meta.defaultSeverity,
      description: r.meta.description,
      citations: r.meta.rules.map((c) => (c.find((ref) => ref.edition === NEWEST_EDITION) ?? c[c.length - 1])?.rule ?? "").filter(Boolean),
      fixable: r.meta.fixable,
      helpUri: ruleDocUrl(r.meta.id),
      tool: false,
    })),
    ...TOOL_IDS,
  ];
}

export { RULE_DOCS_BASE_URL };
