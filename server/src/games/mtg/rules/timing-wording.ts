/**
 * Magic timing constraints in words and the edits that remove a restriction clause, shared by
 * the timing rules (through `TimingAdvice`) and the quick fixes.
 */
import { constraintLabel } from "../../../core/model/constraint-label";
import { citation, removeFromLine, replace } from "../../../core/rules/helpers";
import type { TextEdit } from "../../../core/rules/types";
import type { FileModel } from "../../../core/model/file-model";
import type { RestrictionClause, RestrictionSentence } from "../analysis/restrictions";
import type { MtgConstraint } from "../analysis/timing-subjects";

/**
 * A timing constraint in words for messages: a base class as a sentence ("Sorcery-speed spells
 * can be cast only in your own main phase while the stack is empty (CR 307.1)"), anything else
 * as its quoted text with citations.
 */
export function describeConstraint(model: FileModel, c: MtgConstraint, already = false): string {
  const label = constraintLabel(model, c);
  if (c.kind === "base" && c.timingClass) {
    const verb = c.label === "Playing a land" ? "isPossible" : c.label.endsWith("abilities") || c.keyword ? "canBeActivated" : "canBeCast";
    const key = already
      ? { isPossible: "isAlreadyPossible", canBeActivated: "canAlreadyBeActivated", canBeCast: "canAlreadyBeCast" }[verb]
      : verb;
    return model.l10n.t(`mtg.base.${key}`, { label, summary: model.l10n.term(c.timingClass.summary), cite: c.rules }, model.edition);
  }
  return `${label}${citation(model, c.rules)}`;
}

/**
 * Removes one clause of a restriction sentence: the whole sentence when it is the only clause
 * ("Activate only during combat."), else the clause with its connector ("… and only during
 * combat"), or — for the first clause — up to the next one ("only as a sorcery and only X" → "only X").
 */
export function removeRestriction(model: FileModel, sentence: RestrictionSentence, clause: RestrictionClause): TextEdit {
  if (sentence.clauses.length === 1) return removeFromLine(model, { start: sentence.start, end: sentence.end });
  const i = sentence.clauses.indexOf(clause);
  if (i === 0) return replace({ start: clause.start, end: sentence.clauses[1]!.start }, "");
  const connector = /(,?(?<!\s)\s+(?:and\s+)?only\s+|,\s+)$/i.exec(model.text.slice(sentence.start, clause.start));
  return replace({ start: connector ? clause.start - connector[0].length : clause.start, end: clause.end }, "");
}
