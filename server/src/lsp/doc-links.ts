/**
 * The rule-doc links the language server puts into diagnostics (`codeDescription.href`). The
 * base points at the `docs/rules/` folder shipped beside the server bundle (a `file:` URI, so the
 * link works offline in any editor); without that folder the project's web address is used.
 */
import { RULE_DOCS_BASE_URL, ruleDocUrl as docUrl } from "../app/doc-links";

export { RULE_DOCS_BASE_URL };

let base = RULE_DOCS_BASE_URL;

/** Sets the base every later {@link ruleDocUrl} call uses (a slash is added when missing). */
export function setRuleDocsBase(url: string): void {
  base = url.endsWith("/") ? url : `${url}/`;
}

/** URL of the doc page of a rule under the current base, or undefined when no rule has this id. */
export function ruleDocUrl(ruleId: string, docsBase: string = base): string | undefined {
  return docUrl(ruleId, docsBase);
}
