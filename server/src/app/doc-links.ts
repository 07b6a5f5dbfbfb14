/**
 * Where each rule's documentation lives: `<base><rule-id>.md`. The CLI (SARIF `helpUri`, `rules`)
 * uses the project's web address {@link RULE_DOCS_BASE_URL}; the language server passes the
 * `docs/rules/` folder shipped beside its bundle.
 */
import { ruleById } from "./rules";

/** Web base URL of the rule docs (the repository's `docs/rules/` folder); ends with a slash. */
export const RULE_DOCS_BASE_URL = "https://example.invalid/cardscript/blob/main/docs/rules/";

/**
 * URL of the doc page of a rule under `docsBase` (which must end with a slash), or undefined
 * when no rule has this id (e.g. `internal-error`), so that nothing links to a page that does not
 * exist.
 */
export function ruleDocUrl(ruleId: string, docsBase: string = RULE_DOCS_BASE_URL): string | undefined {
  if (!ruleById(ruleId)) return undefined;
  return `${docsBase}${encodeURIComponent(ruleId)}.md`;
}
