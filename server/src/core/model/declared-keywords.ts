/**
 * A file's own keywords: `keyword "Name": text` lines before the first card (docs/language.md
 * §1, "Keyword declarations"). A custom set defines its mechanics this way (an MSE set's
 * `keyword:` blocks are imported as such lines), and the file's game reads `text` as the
 * keyword's meaning wherever a card of the file uses the keyword. Game-neutral: the core only
 * splits the line; what the text means is the game's business.
 */
import type { DirectiveNode, ParseResult } from "../../../../grammar/src/index";
import { caseFold } from "../text/case-fold";
import type { DeclaredKeyword } from "../game/file-model";
export type { DeclaredKeyword } from "../game/file-model";

const SHAPE = /^"((?:[^"\\]|\\.)*)"[ \t]*:[ \t]*/;

/**
 * Reads one `keyword` directive's value: `"Name": text`. Undefined when the directive is no
 * keyword declaration or its value does not have that shape (an empty name or an empty text
 * included); the `syntax-error` rule reports those.
 */
export function declaredKeyword(d: DirectiveNode): DeclaredKeyword | undefined {
  if (d.name !== "keyword") return undefined;
  const m = SHAPE.exec(d.value);
  if (!m) return undefined;
  const name = m[1]!.replace(/\\(.)/g, "$1").trim();
  const text = d.value.slice(m[0].length);
  if (name === "" || text.trim() === "") return undefined;
  const start = d.valueSpan.start;
  const quoted = m[0].replace(/[ \t]*:[ \t]*$/, "");
  return {
    name,
    nameSpan: { start, end: start + quoted.length },
    text: { kind: "textLine", text, span: { start: start + m[0].length, end: start + m[0].length + text.length } },
    directive: d,
  };
}

/**
 * The keywords a file declares before its first card, in source order; a later declaration of
 * the same name (case-insensitive: `caseFold`, as uses are found) is ignored (`syntax-error` reports it).
 */
export function declaredKeywords(parse: ParseResult): DeclaredKeyword[] {
  const firstCard = parse.cards[0]?.span.start ?? Infinity;
  const out: DeclaredKeyword[] = [];
  for (const d of parse.directives) {
    if (d.span.start > firstCard) continue;
    const k = declaredKeyword(d);
    if (k && !out.some((o) => caseFold(o.name) === caseFold(k.name))) out.push(k);
  }
  return out;
}
