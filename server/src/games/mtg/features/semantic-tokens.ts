/**
 * Magic's semantic tokens: type-line words (`type`), mana symbols in costs (`string`), and in
 * rules text step names (`enumMember`), keywords (`keyword`), symbols, self-references
 * (`class`), trigger openers (`event`) and restriction phrases (`function`, split around the
 * other tokens inside them). The legend is `features/semantic-token-legend.ts`.
 */
import type { Span } from "../../../../../grammar/src/index";
import type { SemanticTokenSpan } from "../../../core/game/game-features";
import type { MtgFileModel } from "../analysis/mtg-model";
import { lineMentions, SYMBOL_PATTERN } from "./hover-mentions";
import { matchesOf } from "../../../core/text/matches";
import { pushAll } from "../../../core/collections/append";

/** Do two spans share a character? */
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** Removes from `span` every part covered by `taken`, trims spaces and punctuation, returns the pieces left. */
function subtract(text: string, span: Span, taken: readonly Span[]): Span[] {
  const cuts = taken.filter((t) => overlaps(t, span)).sort((a, b) => a.start - b.start);
  const pieces: Span[] = [];
  let pos = span.start;
  for (const c of [...cuts, { start: span.end, end: span.end }]) {
    if (c.start > pos) pieces.push({ start: pos, end: Math.min(c.start, span.end) });
    pos = Math.max(pos, c.end);
  }
  const out: Span[] = [];
  for (const p of pieces) {
    let { start, end } = p;
    while (start < end && /[\s.,;]/.test(text[start]!)) start++;
    while (end > start && /[\s.,;]/.test(text[end - 1]!)) end--;
    if (end > start) out.push({ start, end });
  }
  return out;
}

/** Tokens of `game mtg` rules text, type lines and costs, in no particular order. */
export function mtgSemanticTokens(model: MtgFileModel): SemanticTokenSpan[] {
  const text = model.text;
  const raw: SemanticTokenSpan[] = [];
  const visit = (nodes: typeof model.parse.cards) => {
    for (const n of nodes) {
      for (const f of n.fields) {
        if (f.name !== "cost") continue;
        for (const m of matchesOf(f.value, SYMBOL_PATTERN)) {
          const start = f.valueSpan.start + m.index!;
          raw.push({ span: { start, end: start + m[0].length }, type: "string" });
        }
      }
      visit(n.faces);
    }
  };
  visit(model.parse.cards);
  const typeFields = new Set<unknown>();
  for (const face of model.faces) {
    const tf = face.typeField;
    if (tf && face.typeLine && !typeFields.has(tf)) {
      typeFields.add(tf);
      for (const w of face.typeLine.words) {
        if (w.role === "unknown") continue;
        const start = tf.valueSpan.start + w.offset;
        raw.push({ span: { start, end: start + w.text.length }, type: "type" });
      }
    }
    for (const a of face.abilities) {
      const lineEnd = a.line.span.end;
      const mentions = lineMentions(a, face.selfNames, face.node.name || face.card.name);
      const inLine: SemanticTokenSpan[] = mentions.map((m) => ({
        span: m.span,
        type: m.kind === "step" ? "enumMember" : m.kind === "keyword" ? "keyword" : m.kind === "symbol" ? "string" : "class",
      }));
      if (a.kind === "triggered") {
        const opener = /^(?:at the beginning of|whenever|when|at)\b/i.exec(text.slice(a.condition.start, a.condition.end));
        if (opener) inLine.push({ span: { start: a.condition.start, end: a.condition.start + opener[0].length }, type: "event" });
      }
      const taken = inLine.map((r) => r.span);
      for (const r of a.restrictions) {
        for (const piece of subtract(text, { start: r.start, end: Math.min(r.end, lineEnd) }, taken)) {
          inLine.push({ span: piece, type: "function" });
        }
      }
      pushAll(raw, inLine);
    }
  }
  return raw;
}
