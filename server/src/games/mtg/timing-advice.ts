/**
 * How the common timing rules speak about Magic: constraints in words, the ways out of an
 * impossible window ("Make it an Instant, give it Flash, or drop the restriction"), and the
 * repairs (change the type to Instant, add Flash, remove a restriction or a redundant keyword).
 */
import { cardPhrase, localizedStepRename, rewrittenSpan, writtenWords } from "../../core/model/card-text";
import type { Span } from "../../../../grammar/src/index";
import type { TimingAdvice } from "../../core/game/game-model";
import { judge, widenedWindow, type Verdict } from "../../core/model/judge";
import type { RestrictionClause, RestrictionSentence } from "./analysis/restrictions";
import { TIMING_CLASSES } from "./timing-classes";
import type { MtgWindow } from "./timing-space";
import { insertTextLine, removeFromLine, removeListItem, replace } from "../../core/rules/helpers";
import type { Fix, TextEdit } from "../../core/rules/types";
import type { MtgFileModel } from "./analysis/mtg-model";
import type { MtgConstraint, MtgSubject } from "./analysis/timing-subjects";
import { cr } from "./cr";
import { keywordClass } from "./keyword-classes";
import { describeConstraint, removeRestriction } from "./rules/timing-wording";
import { STEPS } from "./turn-structure";
import { joinList, type Localizer } from "../../core/l10n/localizer";

/** How a subject would fare with another base class or one more permission: the judge's verdict kind. */
function verdictWith(s: MtgSubject, change: { base?: MtgConstraint; permission?: MtgConstraint }): Verdict["kind"] {
  return judge({
    ...s,
    base: change.base ?? s.base,
    permissions: change.permission ? [...s.permissions, change.permission] : s.permissions,
  }).kind;
}

const instantBase = (): MtgConstraint => ({
  kind: "base",
  label: "Instants",
  window: TIMING_CLASSES.instant.window,
  rules: TIMING_CLASSES.instant.rules,
  timingClass: TIMING_CLASSES.instant,
});
const flashPermission = (): MtgConstraint => ({
  kind: "permission",
  label: "Flash",
  window: TIMING_CLASSES.instant.window,
  rules: [cr("702.8a")],
});

/** The restriction clauses naming the cleanup step (its window is rare, CR 514.3a), with the span of the name. */
function cleanupNames(model: MtgFileModel, s: MtgSubject): Span[] {
  const out: Span[] = [];
  for (const r of s.restrictions) {
    if (!r.clause) continue;
    const m = /\bcleanup step\b/i.exec(model.text.slice(r.clause.start, r.clause.end));
    if (m) out.push({ start: r.clause.start + m.index, end: r.clause.start + m.index + m[0].length });
  }
  return out;
}

/** What a designer can change so the subject gets a usable window, tried with the judge first. */
interface WaysOut {
  /** Changing the type to Instant gives a normal window. */
  instant: boolean;
  /** Adding Flash gives a normal window (and the card has no flash permission already). */
  flash: boolean;
  /** Instant or Flash leads only to the cleanup step's rare window; the end step would work. */
  cleanupToEnd: Span[];
}

function waysOut(model: MtgFileModel | undefined, s: MtgSubject): WaysOut {
  const none: WaysOut = { instant: false, flash: false, cleanupToEnd: [] };
  if (s.kind !== "spell") return none;
  const types = s.face.typeLine?.types;
  if (!types || types.has("land")) return none;
  const soleSorcery = types.size === 1 && types.has("sorcery");
  // A card that already has flash (under a condition, for a cost, on the other half of an
  // Adventure) is not told to get it again.
  const hasFlash =
    s.permissions.some((p) => TIMING_CLASSES.instant.window.intersect(p.window as MtgWindow).equals(TIMING_CLASSES.instant.window)) ||
    otherFaceHasFlash(s);
  const instant = soleSorcery && verdictWith(s, { base: instantBase() }) === "ok";
  const flash = !hasFlash && verdictWith(s, { permission: flashPermission() }) === "ok";
  const rare =
    (soleSorcery && verdictWith(s, { base: instantBase() }) === "rare") ||
    (!hasFlash && verdictWith(s, { permission: flashPermission() }) === "rare");
  return { instant, flash, cleanupToEnd: rare && model ? cleanupNames(model, s) : [] };
}

/** Another face of the same card (the creature of an Adventure) has the keyword Flash. */
function otherFaceHasFlash(s: MtgSubject): boolean {
  const faces = s.face.card.faces;
  return (
    faces.length > 1 &&
    faces.some((f) => f !== s.face.node && f.textSections.some((t) => t.lines.some((l) => /^flash\b/i.test(l.text.trim()))))
  );
}

/**
 * Removes every restriction clause in `clauses` as one fix: a sentence whose clauses all go is
 * removed whole, and a line left with nothing but the removed sentences goes whole too.
 */
function removeAllRestrictions(model: MtgFileModel, clauses: readonly MtgConstraint[]): TextEdit[] {
  const bySentence = new Map<RestrictionSentence, RestrictionClause[]>();
  for (const c of clauses) {
    if (!c.sentence || !c.clause) continue;
    const list = bySentence.get(c.sentence) ?? [];
    if (!list.includes(c.clause)) list.push(c.clause);
    bySentence.set(c.sentence, list);
  }
  const whole: Span[] = [];
  const edits: TextEdit[] = [];
  for (const [sentence, list] of bySentence) {
    if (list.length === sentence.clauses.length) whole.push({ start: sentence.start, end: sentence.end });
    else edits.push(removeRestriction(model, sentence, list[0]!));
  }
  // Whole sentences, grouped by line: the line goes when nothing else is left on it.
  const byLine = new Map<number, Span[]>();
  for (const w of whole) {
    const line = model.lines.positionAt(w.start).line;
    byLine.set(line, [...(byLine.get(line) ?? []), w]);
  }
  for (const [line, spans] of byLine) {
    const lineStart = model.lines.lineStart(line);
    const next = line + 1 < model.lines.lineCount ? model.lines.lineStart(line + 1) : model.text.length;
    let rest = model.text.slice(lineStart, next);
    for (const sp of spans) rest = rest.slice(0, sp.start - lineStart) + " ".repeat(sp.end - sp.start) + rest.slice(sp.end - lineStart);
    if (rest.trim() === "") edits.push({ span: { start: lineStart, end: next }, newText: "" });
    else {
      // Each sentence with one adjoining space; touching removals merge into one edit.
      const parts = spans.map((sp) => removeFromLine(model, sp).span).sort((a, b) => a.start - b.start);
      const merged: Span[] = [];
      for (const p of parts) {
        const last = merged[merged.length - 1];
        if (last && p.start <= last.end) last.end = Math.max(last.end, p.end);
        else merged.push({ ...p });
      }
      for (const m of merged) edits.push({ span: m, newText: "" });
    }
  }
  return edits.sort((a, b) => a.span.start - b.span.start);
}

function impossibleFixes(model: MtgFileModel, s: MtgSubject, conflict: readonly MtgConstraint[]): Fix[] {
  const out: Fix[] = [];
  const ways = waysOut(model, s);
  const sorcery = s.face.typeLine?.words.find((w) => w.text.toLowerCase() === "sorcery");
  const typeEdit =
    sorcery && s.face.typeField
      ? replace(
          {
            start: s.face.typeField.valueSpan.start + sorcery.offset,
            end: s.face.typeField.valueSpan.start + sorcery.offset + sorcery.text.length,
          },
          "Instant",
        )
      : undefined;
  const { l10n } = model;
  if (ways.instant && typeEdit) out.push({ title: l10n.t("mtg.fix.changeTypeToInstant"), edits: [typeEdit], preferred: true });
  // The keyword line in the card text's language ("Aufblitzen", "Destello").
  const flash = cardPhrase(model, "Flash");
  if (ways.flash && flash)
    out.push({
      title: l10n.t("mtg.fix.addFlash", { flash }),
      edits: [insertTextLine(model, s.face, flash)],
      preferred: out.length === 0,
      inCardTextLanguage: true,
    });
  const endStepEdits = ways.cleanupToEnd.map((sp) => {
    const ct = model.cardText;
    // Localized restriction sentences are read whole: the sentence is written again with the step renamed.
    return ct
      ? localizedStepRename(model, rewrittenSpan(ct, ct.map.spanToOriginal(sp)), "cleanup step", "end step")
      : replace(sp, "end step");
  });
  if (endStepEdits.length > 0 && typeEdit && s.face.typeLine?.types.size === 1 && endStepEdits.every((e) => e !== undefined)) {
    out.push({
      title: l10n.t("mtg.fix.instantAndEndStep"),
      edits: [typeEdit, ...(endStepEdits as TextEdit[])],
      preferred: out.length === 0,
      inCardTextLanguage: true,
    });
  }
  // Every restriction that by itself shuts out the window goes (a repeated line included).
  const widened = widenedWindow(s).intersect(s.base.window.space.priority(true));
  const blamed = conflict.filter((c) => c.kind === "restriction" && c.sentence);
  const behind = s.restrictions.filter(
    (r) => r.sentence && (blamed.includes(r) || (blamed.some((b) => b.window.equals(r.window)) && r.window.intersect(widened).isEmpty())),
  );
  if (conflict.length === 2 && conflict.every((c) => c.kind === "restriction")) {
    // Two restrictions that exclude each other: either one can go.
    for (const c of blamed)
      out.push({
        title: l10n.t("mtg.fix.removeRestriction", { text: writtenWords(model, c.span, c.clause!.text) }),
        edits: removeAllRestrictions(model, [c]),
        preferred: out.length === 0,
      });
  } else if (behind.length > 0) {
    const title =
      behind.length === 1 || behind.every((b) => b.clause!.text === behind[0]!.clause!.text)
        ? l10n.t("mtg.fix.removeRestriction", { text: writtenWords(model, behind[0]!.span, behind[0]!.clause!.text) })
        : l10n.t("mtg.fix.removeRestrictions", { list: behind.map((b) => `'${writtenWords(model, b.span, b.clause!.text)}'`).join(", ") });
    out.push({ title, edits: removeAllRestrictions(model, behind), preferred: out.length === 0 });
  }
  return out;
}

/** What the designer can change, by what the subject is and what the judge says would work. */
function wayOut(l10n: Localizer, s: MtgSubject): string {
  if (s.kind === "spell") {
    if (s.base.timingClass?.id === "land") return l10n.t("mtg.wayOut.land");
    const ways = waysOut(undefined, s);
    if (!ways.instant && !ways.flash && judgeRareWithInstant(s)) return l10n.t("mtg.wayOut.rareOnly");
    const options = [ways.instant ? "mtg.wayOut.instant" : "", ways.flash ? "mtg.wayOut.flash" : "", "mtg.wayOut.drop"];
    const text = joinList(
      l10n,
      options.filter(Boolean).map((k) => l10n.t(k)),
      "or",
    );
    return [`${text[0]!.toUpperCase()}${text.slice(1)}.`, ...keywordNotes(l10n, s)].join(" ");
  }
  if (s.base.keyword) return l10n.t("mtg.wayOut.keyword", { keyword: s.base.keyword.name });
  if (s.base.timingClass?.id === "loyalty") return l10n.t("mtg.wayOut.loyalty");
  if (s.base.label === "Class level abilities") return l10n.t("mtg.wayOut.classLevel");
  return l10n.t("mtg.wayOut.ability");
}

/**
 * Why a keyword of the face that seems to offer another way to cast the spell does not (`KeywordClass.note`): Suspend
 * can exile the card only when it could be cast from the hand (CR 116.2f, 702.62a); Rebound needs the spell cast from
 * the hand first (CR 702.88a).
 */
function keywordNotes(l10n: Localizer, s: MtgSubject): string[] {
  const notes = new Set<string>();
  for (const a of s.face.abilities)
    if (a.kind === "keywords")
      for (const k of a.keywords) {
        const note = k.custom ? undefined : keywordClass(k.name)?.note;
        if (note) notes.add(l10n.t(`mtg.keywordNote.${note}`));
      }
  return [...notes];
}

/** Instant timing would give only the cleanup step's rare window. */
function judgeRareWithInstant(s: MtgSubject): boolean {
  return verdictWith(s, { base: instantBase() }) === "rare";
}

/** Removes a redundant constraint: a restriction clause, a keyword from its keyword line, or a permission sentence. */
function removal(model: MtgFileModel, c: MtgConstraint): Fix | undefined {
  // A declared keyword's own sentence is in its declaration, not at the keyword's use.
  if (!c.span || c.declaredBy) return undefined;
  if (c.sentence && c.clause) {
    return {
      title: model.l10n.t("mtg.fix.removeClause", { text: writtenWords(model, c.span, c.clause.text) }),
      edits: [removeRestriction(model, c.sentence, c.clause)],
      safe: true,
    };
  }
  if (c.keyword) {
    // A keyword in a keyword line: remove it with its separating comma.
    const lineNo = model.lines.positionAt(c.span.start).line;
    const lineStart = model.lines.lineStart(lineNo);
    const next = lineNo + 1 < model.lines.lineCount ? model.lines.lineStart(lineNo + 1) : model.text.length;
    return {
      title: model.l10n.t("mtg.fix.removeConstraint", { label: model.l10n.term(c.label) }),
      edits: [removeListItem(model, { start: lineStart, end: next }, c.span)],
      safe: true,
    };
  }
  // A permission sentence ("You may cast this spell as though it had flash.") goes with its period.
  const span = model.text[c.span.end] === "." ? { start: c.span.start, end: c.span.end + 1 } : c.span;
  return {
    title: model.l10n.t("mtg.fix.removeConstraint", { label: model.l10n.term(c.label) }),
    edits: [removeFromLine(model, span)],
    safe: true,
  };
}

/** Magic's answers to the common timing rules (the model and subjects are Magic's). */
export const MTG_TIMING_ADVICE: TimingAdvice = {
  describeConstraint: (model, c, already) => describeConstraint(model, c as MtgConstraint, already),
  wayOut: (model, s) => wayOut(model.l10n, s as MtgSubject),
  impossibleFixes: (model, s, conflict) => impossibleFixes(model as MtgFileModel, s as MtgSubject, conflict as readonly MtgConstraint[]),
  removal: (model, c) => removal(model as MtgFileModel, c as MtgConstraint),
  noActReason: (model, c) => ({
    reason: model.l10n.t(
      "mtg.noActReason.reason",
      { constraint: describeConstraint(model, c as MtgConstraint), cite: STEPS.untap.rules.slice(-1) },
      model.edition,
    ),
    remedy: model.l10n.t("mtg.noActReason.remedy"),
  }),
  rareWindowMessage: (model, s) =>
    model.l10n.t(s.kind === "spell" ? "mtg.rareWindow.spell" : "mtg.rareWindow.ability", { cite: [cr("514.3a")] }, model.edition),
};
