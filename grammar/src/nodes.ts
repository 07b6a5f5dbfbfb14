/**
 * Syntax-tree nodes built from a line's text and its offset, shared by the Chevrotain path
 * (`parser.ts`, from token images) and the line scanner (`line-scanner.ts`, from line offsets), so
 * that both give the same values and spans for the same text. All offsets are UTF-16 offsets into
 * the parsed string. Knows nothing but the syntax tree.
 */
import type { CommentNode, DirectiveNode, FieldNode, TextLineNode } from "./ast";

/** Unescapes a quoted name (`"a \"b\""` → `a "b"`); tolerates a missing closing quote. */
export function unquote(image: string): string {
  const inner = image.endsWith('"') && image.length >= 2 ? image.slice(1, -1) : image.slice(1);
  // Most names have no escape: no regex replace for them (a visible share of a cold CLI run).
  return inner.includes("\\") ? inner.replace(/\\(.)/g, "$1") : inner;
}

/** Index of a trailing comment (` # …` outside double quotes) in a field value, or -1. */
function trailingCommentIndex(value: string): number {
  let inQuotes = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '"') inQuotes = !inQuotes;
    else if (c === "#" && !inQuotes && (i === 0 || value[i - 1] === " " || value[i - 1] === "\t")) return i;
  }
  return -1;
}

/** Number of spaces and tabs in `s` from `from` on. */
export function skipSpaces(s: string, from: number): number {
  let i = from;
  while (i < s.length && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9)) i++;
  return i - from;
}

/** End offset of `s` without its trailing spaces and tabs, never before `from`. Linear time, unlike `/[ \t]+$/` on long runs. */
export function trimEndSpaces(s: string, from: number): number {
  let end = s.length;
  while (end > from && (s.charCodeAt(end - 1) === 32 || s.charCodeAt(end - 1) === 9)) end--;
  return end;
}

/**
 * A directive from its image (`game mtg`, `keyword "Name": text`: the keyword, spaces and the value
 * up to a `#` or the line end) starting at `start`.
 */
export function directiveNode(image: string, start: number): DirectiveNode {
  // Linear scans, no regex: the image may hold U+2028/U+2029 (not line ends here, but `.` does
  // not match them) and long runs of spaces (a `[ \t]*$` after a lazy star is quadratic).
  const name = image.startsWith("rules") ? "rules" : image.startsWith("lang") ? "lang" : image.startsWith("keyword") ? "keyword" : "game";
  const valueStart = name.length + skipSpaces(image, name.length);
  const value = image.slice(valueStart, trimEndSpaces(image, valueStart));
  return {
    kind: "directive",
    name,
    value,
    nameSpan: { start, end: start + name.length },
    valueSpan: { start: start + valueStart, end: start + valueStart + value.length },
    span: { start, end: start + image.length },
  };
}

/**
 * A field from its image (`name[ \t]*:` and the value to the line end) starting at `start`; a
 * trailing ` # comment` in the value is pushed onto `comments`.
 */
export function fieldNode(image: string, start: number, comments: CommentNode[]): FieldNode {
  // The lexer guarantees `name[ \t]*:`; the value is the rest (it may hold U+2028/U+2029).
  const colon = image.indexOf(":");
  const name = image.slice(0, trimEndSpaces(image.slice(0, colon), 0));
  const rawStart = colon + 1 + skipSpaces(image, colon + 1);
  let raw = image.slice(rawStart);
  const valueStart = start + rawStart;
  const hash = trailingCommentIndex(raw);
  if (hash >= 0) {
    comments.push({ kind: "comment", text: raw.slice(hash), span: { start: valueStart + hash, end: valueStart + raw.length } });
    raw = raw.slice(0, hash);
  }
  const value = raw.trimEnd();
  return {
    kind: "field",
    name,
    value,
    nameSpan: { start, end: start + name.length },
    valueSpan: { start: valueStart, end: valueStart + value.length },
    span: { start, end: valueStart + value.length },
  };
}

/** A line of rules text from its image (the line from its first character, trailing spaces and tabs dropped). */
export function textLineNode(image: string, start: number): TextLineNode {
  const text = image.slice(0, trimEndSpaces(image, 0));
  return { kind: "textLine", text, span: { start, end: start + text.length } };
}
