/**
 * Shared pieces for rule modules of every game: citations in the file's rules edition, and
 * edits that remove or replace text without touching anything else.
 */
import type { Span } from "../../../../grammar/src/index";
import { cite, type Citation } from "../l10n/citation";
import type { FaceModel, FileModel } from "../model/file-model";
import { dominantEol } from "../text/line-index";
import type { Report, RuleContext, SetScope, SetView, TextEdit } from "./types";

/** "(CR 307.1, 506.8c)" in the file's rules edition; empty when there is nothing to cite. */
export function citation(model: FileModel, rules: readonly Citation[]): string {
  const c = cite(rules, model.edition);
  return c ? ` (${c})` : "";
}

/** Replaces `span` with `newText`. */
export function replace(span: Span, newText: string): TextEdit {
  return { span, newText };
}

/**
 * Removes `span` from a line of rules text together with one adjoining space, so "A. B. C."
 * minus "B." reads "A. C.". When nothing but whitespace would remain of the line, removes the
 * whole line including its line end.
 */
export function removeFromLine(model: FileModel, span: Span): TextEdit {
  const text = model.text;
  const lineNo = model.lines.positionAt(span.start).line;
  const lineStart = model.lines.lineStart(lineNo);
  const lineEnd = lineNo + 1 < model.lines.lineCount ? model.lines.lineStart(lineNo + 1) : text.length;
  const contentEnd = text.slice(lineStart, lineEnd).replace(/[\r\n]+$/, "").length + lineStart;
  const rest = text.slice(lineStart, span.start) + text.slice(span.end, contentEnd);
  if (rest.trim() === "") return { span: { start: lineStart, end: lineEnd }, newText: "" };
  let { start, end } = span;
  if (text[end] === " ") end++;
  else if (text[start - 1] === " ") start--;
  return { span: { start, end }, newText: "" };
}

/**
 * Inserts a new rules-text line (e.g. "Flash") as the first line of the face's text, or adds a
 * `text:` section. Uses the document's dominant line end and the indentation already there.
 */
const eolCache = new WeakMap<FileModel, string>();

/** The document's dominant line end, computed once per model. */
export function modelEol(model: FileModel): string {
  let eol = eolCache.get(model);
  if (eol === undefined) {
    eol = dominantEol(model.text);
    eolCache.set(model, eol);
  }
  return eol;
}

export function insertTextLine(model: FileModel, face: FaceModel, line: string): TextEdit {
  const eol = modelEol(model);
  const section = face.node.textSections[0];
  const first = section?.lines[0];
  const lineIndentAt = (offset: number) => /^[ \t]*/.exec(model.text.slice(model.lines.lineStart(model.lines.positionAt(offset).line)))![0];
  if (section && first) {
    const headerLine = model.lines.positionAt(section.headerSpan.start).line;
    if (model.lines.positionAt(first.span.start).line === headerLine) {
      // "text: Cast this spell …" — the new line takes the header's line, the old one moves below it.
      return {
        span: { start: first.span.start, end: first.span.start },
        newText: `${line}${eol}${lineIndentAt(section.headerSpan.start)}  `,
      };
    }
    const lineStart = model.lines.lineStart(model.lines.positionAt(first.span.start).line);
    const indent = model.text.slice(lineStart, first.span.start);
    return { span: { start: lineStart, end: lineStart }, newText: `${indent}${line}${eol}` };
  }
  if (section) {
    const at = section.headerSpan.end;
    return { span: { start: at, end: at }, newText: `${eol}${lineIndentAt(section.headerSpan.start)}  ${line}` };
  }
  const nodeIndent = lineIndentAt(face.node.span.start);
  const lastField = face.node.fields[face.node.fields.length - 1];
  const brace = model.text.indexOf("{", face.node.nameSpan.end);
  const at = lastField ? lastField.span.end : brace >= 0 ? brace + 1 : face.node.nameSpan.end;
  return { span: { start: at, end: at }, newText: `${eol}${nodeIndent}  text:${eol}${nodeIndent}    ${line}` };
}

/**
 * Removes one item of a comma-separated keyword line ("Flash, hexproof") with its separator.
 * When the first item goes, the next one takes its capital letter ("Hexproof"); when it is the
 * only item, the whole line goes.
 */
export function removeListItem(model: FileModel, lineSpan: Span, item: Span): TextEdit {
  const text = model.text;
  const after = /^\s*[,;]\s*/.exec(text.slice(item.end, lineSpan.end));
  const before = /[,;]\s*$/.exec(text.slice(lineSpan.start, item.start));
  if (after) {
    const end = item.end + after[0].length;
    const next = text[end] ?? "";
    const first = text[item.start] ?? "";
    if (!before && first === first.toUpperCase() && next !== next.toUpperCase()) {
      return { span: { start: item.start, end: end + 1 }, newText: next.toUpperCase() };
    }
    return { span: { start: item.start, end }, newText: "" };
  }
  if (before) return { span: { start: item.start - before[0].length, end: item.end }, newText: "" };
  return removeFromLine(model, item);
}

/**
 * A set rule's reports over a whole set: `cards` has each card's facts in source order (an
 * undefined entry contributes nothing and is not checked). `report(r, card)` reports on card
 * `card` (an index into `cards`) or, without it, on the header; the header's reports come first,
 * then each card's in order.
 */
function checkSet<M extends FileModel>(
  scope: SetScope<M>,
  header: M,
  cards: readonly unknown[],
  report: (r: Report, card?: number) => void,
): void {
  const keys = new Set<string>();
  for (const f of cards) if (f !== undefined) for (const k of scope.keys(f)) keys.add(k);
  const set: SetView = { has: (k) => keys.has(k), size: cards.length };
  scope.checkHeader?.(header, set, (r) => report(r));
  if (scope.checkCard) cards.forEach((f, card) => f !== undefined && scope.checkCard!(f, set, (r) => report(r, card)));
}

/**
 * A set rule's `check` over one whole file: the facts of every top-level card of the model, then
 * {@link checkSet} with the file as the header (the incremental analysis calls the parts itself).
 */
export function checkSetRule<M extends FileModel>(scope: SetScope<M>, { model, report }: RuleContext<M>): void {
  const facts = model.parse.cards.map((c) => scope.facts(model, c));
  checkSet(scope, model, facts, (r) => report(r));
}
