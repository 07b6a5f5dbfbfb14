/**
 * Shared pieces for rule modules: citations in the file's rules edition, and edits that
 * remove or replace text without touching anything else.
 */
import type { Span } from "../../../../grammar/src/index";
import type { FileModel, FaceModel } from "../analysis/card-model";
import type { Constraint } from "../analysis/timing";
import { cite, type Citation } from "../model/cr";
import type { TextEdit } from "./types";

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
  let lineEnd = lineNo + 1 < model.lines.lineCount ? model.lines.lineStart(lineNo + 1) : text.length;
  const contentEnd = text.slice(lineStart, lineEnd).replace(/[\r\n]+$/, "").length + lineStart;
  const rest = text.slice(lineStart, span.start) + text.slice(span.end, contentEnd);
  if (rest.trim() === "") return { span: { start: lineStart, end: lineEnd }, newText: "" };
  let { start, end } = span;
  if (text[end] === " ") end++;
  else if (text[start - 1] === " ") start--;
  return { span: { start, end }, newText: "" };
}

/** Inserts a new rules-text line (e.g. "Flash") as the first line of the face's text, or adds a `text:` section. */
export function insertTextLine(model: FileModel, face: FaceModel, line: string): TextEdit {
  const eol = /\r\n/.test(model.text) ? "\r\n" : "\n";
  const first = face.node.textSections[0]?.lines[0];
  if (first) {
    const lineStart = model.lines.lineStart(model.lines.positionAt(first.span.start).line);
    const indent = model.text.slice(lineStart, first.span.start);
    return { span: { start: lineStart, end: lineStart }, newText: `${indent}${line}${eol}` };
  }
  const section = face.node.textSections[0];
  const nodeLine = model.lines.positionAt(face.node.span.start).line;
  const nodeIndent = /^[ \t]*/.exec(model.text.slice(model.lines.lineStart(nodeLine)))![0];
  if (section) {
    const at = section.headerSpan.end;
    return { span: { start: at, end: at }, newText: `${eol}${nodeIndent}    ${line}` };
  }
  const lastField = face.node.fields[face.node.fields.length - 1];
  const at = lastField ? lastField.span.end : face.node.nameSpan.end + 2;
  return { span: { start: at, end: at }, newText: `${eol}${nodeIndent}  text:${eol}${nodeIndent}    ${line}` };
}

/** The face whose node contains `offset` (used to name the card of a finding). */
export function faceAt(model: FileModel, offset: number): FaceModel | undefined {
  return model.faces.find((f) => f.node.span.start <= offset && offset <= f.node.span.end);
}

/**
 * A timing constraint in words for messages: a base class as a sentence ("Sorcery-speed spells
 * can be cast only in your own main phase while the stack is empty (CR 307.1)"), anything else
 * as its quoted text with citations.
 */
export function describeConstraint(model: FileModel, c: Constraint, already = false): string {
  if (c.kind === "base" && c.timingClass) {
    const verb = c.label === "Playing a land" ? "is possible" : c.label.endsWith("abilities") || c.keyword ? "can be activated" : "can be cast";
    const [first, ...rest] = verb.split(" ");
    const v = already ? [first, "already", ...rest].join(" ") : verb;
    return `${c.label} ${v} ${c.timingClass.summary}${citation(model, c.rules)}`;
  }
  return `${c.label}${citation(model, c.rules)}`;
}
