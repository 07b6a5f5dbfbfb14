/**
 * Rule messages by id, as ESLint does: a rule reports `{ messageId, data }` and the linter fills
 * the template of `meta.messages[messageId]`. Citations are data (`readonly Citation[]`), written
 * here once in the file's rules edition, so no template types a rule number.
 */
import { fillMessage } from "../l10n/fill-message";
import type { MessageValue, RuleMeta } from "./types";

export { fillMessage, placeholders } from "../l10n/fill-message";

/** Where translated templates come from (a `core/l10n` localizer); structural, so this module imports no catalog. */
export interface TemplateSource {
  template(key: string): string | undefined;
}

/**
 * The text of a report by the rule of `meta`. `{{cite}}` defaults to the rule's own citations
 * (`meta.rules`) when the report gives none. With `l10n`, the template is its
 * `rule.<rule id>.<message id>` entry when it has one (a translation), else the English of `meta`.
 * @throws Error when `messageId` is not in `rule.meta.messages` (a bug in the rule; the linter
 *   turns it into an `internal-error` finding).
 */
export function ruleMessage(
  meta: RuleMeta,
  messageId: string,
  data: Readonly<Record<string, MessageValue>> | undefined,
  edition?: string,
  l10n?: TemplateSource,
): string {
  const english = Object.hasOwn(meta.messages, messageId) ? meta.messages[messageId] : undefined;
  if (english === undefined) throw new Error(`Rule '${meta.id}' has no message '${messageId}'`);
  const template = l10n?.template(`rule.${meta.id}.${messageId}`) ?? english;
  return fillMessage(template, data && "cite" in data ? data : { cite: meta.rules, ...data }, edition);
}
