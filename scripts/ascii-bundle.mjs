// Rewrites a built CommonJS bundle (dist/server-main.cjs, dist/cli-main.cjs) so that it is pure
// ASCII without changing what it does: esbuild escapes non-ASCII characters in strings and names,
// but not in comments, regular expression literals or `String.raw` templates. A pure-ASCII bundle
// is read by the loader (server/src/node-io/code-cache.ts) as a one-byte string (a copy), where a
// few hundred curly quotes and dashes made V8 decode 2.3 MB of UTF-8 into a 4.6 MB two-byte string:
// about 20 ms of every server start on a loaded machine.
//
// Each non-ASCII UTF-16 unit becomes, by where it stands (TypeScript's parser tells):
//   comment                      → `\uXXXX` as text
//   regular expression literal   → the escape `\uXXXX` (same meaning with and without the u flag,
//                                  a surrogate pair included); `\’` (an identity escape) → `\u2019`
//   string literal               → the escape `\uXXXX`
//   `String.raw` or plain template → `${"\uXXXX"}` (the same characters in the result)
// A character anywhere else (a template with another tag) is left as it is; the loader then
// decodes the bundle as UTF-8, as before. A rewritten regular expression's `source` holds the
// escape (the same pattern when compiled again; the server only ever does that with one). Source
// maps are not adjusted: a mapping on a rewritten line may point a few columns off.
import { readFileSync, writeFileSync } from "node:fs";
import ts from "typescript";

const hex = (unit) => `\\u${unit.toString(16).padStart(4, "0")}`;

/**
 * The innermost node of `sf` that contains each offset of `positions` (ascending), as a Map; an
 * offset in trivia (a comment) maps to the node around it. Descends only into nodes that contain
 * one of the offsets.
 */
function innermostNodes(sf, positions) {
  const found = new Map();
  const firstAtOrAfter = (x) => {
    let lo = 0;
    let hi = positions.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (positions[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const visit = (node) => {
    const start = node.getStart(sf);
    const end = node.getEnd();
    for (let k = firstAtOrAfter(start); k < positions.length && positions[k] < end; k++) found.set(positions[k], node);
    if (firstAtOrAfter(start) < positions.length && positions[firstAtOrAfter(start)] < end) node.forEachChild(visit);
  };
  sf.forEachChild(visit);
  return found;
}

/** Whether `node` (a template part) belongs to a template that is untagged or tagged `String.raw`. */
function rawOrPlainTemplate(node) {
  let t = node;
  while (t && !ts.isTemplateExpression(t) && !ts.isNoSubstitutionTemplateLiteral(t)) t = t.parent;
  if (ts.isNoSubstitutionTemplateLiteral(node)) t = node;
  const parent = t?.parent;
  if (!parent || !ts.isTaggedTemplateExpression(parent)) return true;
  return parent.tag.getText() === "String.raw";
}

/** The replacement of the non-ASCII unit at `pos`, or undefined to keep it. */
function replacement(text, pos, node) {
  const unit = text.charCodeAt(pos);
  const kind = node?.kind;
  if (kind === ts.SyntaxKind.RegularExpressionLiteral || kind === ts.SyntaxKind.StringLiteral) {
    let slashes = 0;
    while (text[pos - 1 - slashes] === "\\") slashes++;
    return { text: hex(unit), from: slashes % 2 === 1 ? pos - 1 : pos };
  }
  const templatePart =
    kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral ||
    kind === ts.SyntaxKind.TemplateHead ||
    kind === ts.SyntaxKind.TemplateMiddle ||
    kind === ts.SyntaxKind.TemplateTail;
  if (templatePart && rawOrPlainTemplate(node) && text[pos - 1] !== "\\") return { text: `\${"${hex(unit)}"}`, from: pos };
  return inComment(text, pos) ? { text: hex(unit), from: pos } : undefined;
}

/** Whether `pos`, outside every literal, stands in a comment: after `//` on its line or inside `/* … *\/`. */
function inComment(text, pos) {
  const lineStart = text.lastIndexOf("\n", pos) + 1;
  if (text.slice(lineStart, pos).includes("//")) return true;
  const open = text.lastIndexOf("/*", pos);
  return open >= 0 && text.lastIndexOf("*/", pos) < open;
}

/**
 * Rewrites `file` in place as described at the top of this file.
 * @returns how many non-ASCII units were rewritten and how many were left.
 */
export function asciiBundle(file) {
  const text = readFileSync(file, "utf8");
  const positions = [];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) positions.push(i);
  if (positions.length === 0) return { rewritten: 0, left: 0 };
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const nodes = innermostNodes(sf, positions);
  let out = "";
  let at = 0;
  let left = 0;
  for (const pos of positions) {
    const r = replacement(text, pos, nodes.get(pos));
    if (!r) {
      left++;
      continue;
    }
    out += text.slice(at, r.from) + r.text;
    at = pos + 1;
  }
  writeFileSync(file, out + text.slice(at));
  return { rewritten: positions.length - left, left };
}
