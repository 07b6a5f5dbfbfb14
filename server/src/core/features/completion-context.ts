/**
 * Where the cursor is, for completion: outside any card, in a card header, in a field value or
 * in rules text — and nowhere at all inside comments and strings. Works on half-typed files:
 * the region is decided the way the lexer decides it (a `text:` section runs until a `}` line,
 * a field line or a nested `card`/`face`).
 *
 * Offsets are UTF-16 offsets into `model.text`.
 */
import type { CardNode } from "../../../../grammar/src/index";
import type { FileModel } from "../model/file-model";
import type { CompletionContext } from "../game/feature-types";

export type { CompletionContext };

/** The innermost card or face containing `offset` (after its keyword). */
function containerAt(nodes: readonly CardNode[], offset: number, limit: number): CardNode | undefined {
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]!;
    const next = nodes[i + 1]?.span.start ?? limit;
    const end = n.closed ? n.span.end - 1 : next;
    if (n.span.start < offset && offset <= end) return containerAt(n.faces, offset, end) ?? n;
  }
  return undefined;
}

/** True when `prefix` (text before the cursor on one line) ends inside a double-quoted string. */
function inDoubleQuotes(prefix: string): boolean {
  let inside = false;
  for (let i = 0; i < prefix.length; i++) {
    const c = prefix[i];
    if (c === "\\" && inside) {
      i++;
      continue;
    }
    if (c === '"') inside = !inside;
  }
  return inside;
}

const FIELD_PREFIX = /^([ \t]*)([a-z][a-z0-9_-]*)([ \t]*:[ \t]*)/;

/**
 * The completion context at `offset`.
 * @param model the analysis of the current text.
 */
export function completionContext(model: FileModel, offset: number): CompletionContext {
  const text = model.text;
  if (model.parse.comments.some((c) => c.span.start < offset && offset <= c.span.end)) return { kind: "none" };
  const lineNo = model.lines.positionAt(offset).line;
  const lineStart = model.lines.lineStart(lineNo);
  const prefix = text.slice(lineStart, offset).replace(/^\uFEFF/, "");
  const node = containerAt(model.parse.cards, offset, text.length);
  const indent = /^[ \t\uFEFF]*/.exec(text.slice(lineStart, offset))![0].length;

  if (!node) {
    if (inDoubleQuotes(prefix)) return { kind: "none" };
    if (!/^[ \t]*[a-z-]*$/i.test(prefix)) return { kind: "none" };
    const first = model.parse.cards[0];
    return { kind: "topLevel", partialStart: lineStart + indent, beforeFirstCard: !first || first.span.start >= offset };
  }
  const face = model.faces.find((f) => f.node === node);
  // The `card "X" {` / `face "X" {` line itself.
  if (model.lines.positionAt(node.span.start).line === lineNo) return { kind: "none" };
  if (/^[ \t]*\}/.test(prefix)) return { kind: "none" };

  // A text line that holds the cursor, or the `text:` header on this line with the cursor after it.
  const lines = node.textSections.flatMap((s) => s.lines);
  const line = lines.find(
    (l) => l.span.start <= offset && l.span.start >= lineStart && model.lines.positionAt(l.span.start).line === lineNo,
  );
  const sameLineHeader = node.textSections.find(
    (s) => s.headerSpan.end <= offset && model.lines.positionAt(s.headerSpan.start).line === lineNo,
  );

  const field = FIELD_PREFIX.exec(prefix);
  const fieldValue = (): CompletionContext => {
    const valueStart = lineStart + field![0].length;
    return { kind: "fieldValue", node, face, field: field![2]!, valueStart, before: text.slice(valueStart, offset) };
  };
  const textContext = (contentStart: number): CompletionContext => {
    const before = text.slice(contentStart, offset);
    return { kind: "text", node, face, contentStart, before, line };
  };

  if (sameLineHeader) {
    let start = sameLineHeader.headerSpan.end;
    while (text[start] === " " || text[start] === "\t") start++;
    return textContext(Math.min(start, offset));
  }
  if (line)
    return field && field[2] !== "text" && line.span.start === lineStart + field[1]!.length ? fieldValue() : textContext(line.span.start);

  // Which element came last before this line: a text section keeps text mode alive.
  type El = { start: number; kind: "field" | "text" | "face"; end: number };
  const els: El[] = [
    ...node.fields.map((f) => ({ start: f.span.start, end: f.span.end, kind: "field" as const })),
    ...node.textSections.map((s) => ({ start: s.headerSpan.start, end: s.span.end, kind: "text" as const })),
    ...node.faces.map((f) => ({ start: f.span.start, end: f.span.end, kind: "face" as const })),
  ]
    .filter((e) => e.start < lineStart)
    .sort((a, b) => a.start - b.start);
  const last = els[els.length - 1];
  if (field) return field[2] === "text" ? { kind: "none" } : fieldValue();
  if (inDoubleQuotes(prefix)) return { kind: "none" };
  if (last?.kind === "text") return textContext(lineStart + indent);
  if (/^[ \t]*[a-z-]*$/.test(prefix)) return { kind: "header", node, face, partialStart: lineStart + indent };
  return { kind: "none" };
}
