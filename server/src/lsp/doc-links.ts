/**
 * Where each rule's documentation lives. Diagnostics link to `<base><rule-id>.md` through
 * `codeDescription.href`. The language server points the base at the `docs/rules/` folder shipped
 * beside its bundle (a `file:` URI, so the link works offline in any editor); without that folder
 * the project's web address {@link RULE_DOCS_BASE_URL} is used.
 */
import { ruleById } from "../core/rules/registry";

/** Web base URL of the rule docs (the repository's `docs/rules/` folder); ends with a slash. */
export const RULE_DOCS_BASE_URL = "https://example.invalid/cardscript/blob/main/docs/rules/";

let base = RULE_DOCS_BASE_URL;

/** Sets the base every later {@link ruleDocUrl} call uses (must end with a slash). */
export function setRuleDocsBase(url: string): void {
  base = url.endsWith("/") ? url : `${url}/`;
}

/**
 * URL of the doc page of a rule, or undefined when no rule has this id (e.g. `internal-error`),
 * so that no diagnostic links to a page that does not exist.
 */
export function ruleDocUrl(ruleId: string, docsBase: string = base): string | undefined {
  if (!ruleById(ruleId)) return undefined;
  return `${docsBase}${encodeURIComponent(ruleId)}.md`;
}
