/**
 * The "Update old wording in this card" and "Update old wording in this file" code actions: every
 * `obsolete-wording` finding of the card (or file) that has a rewrite, fixed at once with its
 * preferred fix. Offered where the range touches such a finding. The edits are the findings' own
 * fixes (each replaces exactly the old form), never overlapping, so no other character of the
 * document changes. Pure: the LSP layer turns the items into `CodeAction`s.
 */
import type { CardNode, Span } from "../../../../grammar/src/index";
import type { Localizer } from "../l10n/localizer";
import type { Finding, Fix } from "../rules/types";
import { nonOverlappingFixes } from "./apply-edits";
import { findingInRange, type CodeActionItem } from "./code-action-item";

/** The rule whose findings these actions update. */
export const OLD_WORDING_RULE = "obsolete-wording";

/** The preferred fix of an old-wording finding (else its only fix), when it edits something. */
function rewriteOf(f: Finding): Fix | undefined {
  if (f.ruleId !== OLD_WORDING_RULE) return undefined;
  const fix = f.fixes.find((x) => x.preferred) ?? (f.fixes.length === 1 ? f.fixes[0] : undefined);
  return fix && fix.edits.length > 0 ? fix : undefined;
}

/** One action fixing `findings`' rewrites together, or undefined when none applies. */
function updateAll(title: string, findings: readonly Finding[]): CodeActionItem | undefined {
  const picked = nonOverlappingFixes(
    findings.flatMap((finding) => (rewriteOf(finding) ? [{ finding, edits: rewriteOf(finding)!.edits }] : [])),
  );
  if (picked.length === 0) return undefined;
  return { title, kind: "quickfix", edits: picked.flatMap((p) => p.edits), findings: picked.map((p) => p.finding) };
}

/** The span of the top-level card holding `offset`, from a parse's cards. */
export function cardSpanIn(cards: readonly CardNode[]): (offset: number) => Span | undefined {
  return (offset) => cards.find((c) => c.span.start <= offset && offset < c.span.end)?.span;
}

/**
 * The two update actions for `range` (UTF-16 offsets): offered only when the range touches an
 * old-wording finding that has a rewrite. The card action covers the findings inside the card
 * holding that finding (`cardSpanAt`: the document span of the card at an offset); the file
 * action every such finding.
 */
export function updateWordingActions(
  findings: readonly Finding[],
  cardSpanAt: (offset: number) => Span | undefined,
  range: Span,
  l10n: Pick<Localizer, "t">,
): CodeActionItem[] {
  const touched = findings.find((f) => findingInRange(f, range) && rewriteOf(f));
  if (!touched) return [];
  const out: CodeActionItem[] = [];
  const card = cardSpanAt(touched.span.start);
  if (card) {
    const inCard = findings.filter((f) => card.start <= f.span.start && f.span.end <= card.end);
    const item = updateAll(l10n.t("action.updateWordingCard"), inCard);
    if (item) out.push(item);
  }
  const item = updateAll(l10n.t("action.updateWordingFile"), findings);
  if (item) out.push(item);
  return out;
}
