/**
 * How the common timing rules speak about Magic: constraints in words, the ways out of an
 * impossible window ("Make it an Instant, give it Flash, or drop the restriction"), and the
 * repairs (change the type to Instant, add Flash, remove a restriction or a redundant keyword).
 */
import type { TimingAdvice } from "../../game/game-model";
import { citation, insertTextLine, removeFromLine, removeListItem, replace } from "../../rules/helpers";
import type { Fix } from "../../rules/types";
import type { MtgFileModel } from "./analysis/mtg-model";
import type { MtgConstraint, MtgSubject } from "./analysis/timing-subjects";
import { cr } from "./cr";
import { describeConstraint, removeRestriction } from "./rules/timing-wording";
import { STEPS } from "./turn-structure";

function restrictionRemoval(model: MtgFileModel, c: MtgConstraint): Fix | undefined {
  if (!c.sentence || !c.clause) return undefined;
  return { title: `Remove the restriction '${c.clause.text}'`, edits: [removeRestriction(model, c.sentence, c.clause)] };
}

function impossibleFixes(model: MtgFileModel, s: MtgSubject, conflict: readonly MtgConstraint[]): Fix[] {
  const out: Fix[] = [];
  const types = s.face.typeLine?.types;
  if (s.kind === "spell" && s.base.timingClass?.id === "sorcery" && types) {
    const sorcery = s.face.typeLine!.words.find((w) => w.text.toLowerCase() === "sorcery");
    if (sorcery && s.face.typeField && types.size === 1) {
      const start = s.face.typeField.valueSpan.start + sorcery.offset;
      out.push({ title: "Change type to Instant", edits: [replace({ start, end: start + sorcery.text.length }, "Instant")], preferred: true });
    }
    if (!types.has("land")) out.push({ title: "Add Flash", edits: [insertTextLine(model, s.face, "Flash")], preferred: out.length === 0 });
  }
  for (const c of conflict) {
    const fix = c.kind === "restriction" ? restrictionRemoval(model, c) : undefined;
    if (fix) out.push({ ...fix, preferred: out.length === 0 });
  }
  return out;
}

/** What the designer can change, by what the subject is. */
function wayOut(s: MtgSubject): string {
  if (s.kind === "spell") {
    const types = s.face.typeLine?.types;
    if (s.base.timingClass?.id === "land") return "Drop the restriction: a land can be played only in your own main phase.";
    if (types && types.size === 1 && types.has("sorcery")) return "Make it an Instant, give it Flash, or drop the restriction.";
    return "Give it Flash or drop the restriction.";
  }
  if (s.base.keyword) return `Drop the restriction: ${s.base.keyword.name} always works at sorcery speed.`;
  if (s.base.timingClass?.id === "loyalty") return "Drop the restriction: loyalty abilities always work at sorcery speed.";
  return "Drop the restriction or the sorcery timing.";
}

/** Removes a redundant constraint: a restriction clause, a keyword from its keyword line, or a permission sentence. */
function removal(model: MtgFileModel, c: MtgConstraint): Fix | undefined {
  if (!c.span) return undefined;
  if (c.sentence && c.clause) {
    return { title: `Remove '${c.clause.text}'`, edits: [removeRestriction(model, c.sentence, c.clause)], safe: true };
  }
  if (c.keyword) {
    // A keyword in a keyword line: remove it with its separating comma.
    const lineNo = model.lines.positionAt(c.span.start).line;
    const lineStart = model.lines.lineStart(lineNo);
    const next = lineNo + 1 < model.lines.lineCount ? model.lines.lineStart(lineNo + 1) : model.text.length;
    return { title: `Remove ${c.label}`, edits: [removeListItem(model, { start: lineStart, end: next }, c.span)], safe: true };
  }
  // A permission sentence ("You may cast this spell as though it had flash.") goes with its period.
  const span = model.text[c.span.end] === "." ? { start: c.span.start, end: c.span.end + 1 } : c.span;
  return { title: `Remove ${c.label}`, edits: [removeFromLine(model, span)], safe: true };
}

/** Magic's answers to the common timing rules (the model and subjects are Magic's). */
export const MTG_TIMING_ADVICE: TimingAdvice = {
  describeConstraint: (model, c, already) => describeConstraint(model, c as MtgConstraint, already),
  wayOut: (s) => wayOut(s as MtgSubject),
  impossibleFixes: (model, s, conflict) => impossibleFixes(model as MtgFileModel, s as MtgSubject, conflict as readonly MtgConstraint[]),
  removal: (model, c) => removal(model as MtgFileModel, c as MtgConstraint),
  noActReason: (model, c) =>
    `${describeConstraint(model, c as MtgConstraint)} allows only the untap step or another moment in which nobody gets priority${citation(model, STEPS.untap.rules.slice(-1))}. Use the upkeep instead, or drop the restriction.`,
  rareWindowMessage: (model, s) =>
    `This can ${s.kind === "spell" ? "be cast" : "be activated"} only in the cleanup step, and players get priority there only when an ability triggers or a state-based action happens${citation(model, [cr("514.3a")])}. In most turns the window never opens; consider the end step.`,
};
