/**
 * `game ygo` cards of a parsed file: fields, the parsed `type:`, the rules text (lines joined
 * with "\n") with a map back to file offsets, and the effect analysis. Pure.
 */
import type { CardNode, FieldNode, ParseResult, Span } from "../../../../../grammar/src/index";
import { parseCardKind, type CardKind } from "./card-kind";
import { analyseCard, type CardAnalysis } from "./effects";

/** One `card "…" { … }` of a `game ygo` file. */
export interface YgoCard {
  name: string;
  node: CardNode;
  fields: FieldNode[];
  typeField?: FieldNode;
  /** Undefined when there is no `type:` or it names no kind. */
  kind?: CardKind;
  /** The rules text: the text lines joined with "\n". Analysis spans are offsets into it. */
  text: string;
  /** Maps an offset into {@link YgoCard.text} to a UTF-16 offset into the file. */
  toFile(offset: number): number;
  /** Maps a span into {@link YgoCard.text} to a span in the file. */
  spanToFile(span: { start: number; end: number }): Span;
  analysis: CardAnalysis;
}

/** Builds the YGO view of every card of a parsed file (faces are read as their own cards). */
export function buildYgoCards(parsed: ParseResult): YgoCard[] {
  const out: YgoCard[] = [];
  const visit = (node: CardNode) => {
    out.push(buildCard(node));
    node.faces.forEach(visit);
  };
  parsed.cards.forEach(visit);
  return out;
}

/** Analyses one card or face node (its own fields and text). */
export function buildCard(node: CardNode): YgoCard {
  const lines = node.textSections.flatMap((s) => s.lines);
  const starts: number[] = [];
  let text = "";
  lines.forEach((l, i) => {
    if (i > 0) text += "\n";
    starts.push(text.length);
    text += l.text;
  });
  const toFile = (offset: number): number => {
    if (!lines.length) return node.span.start;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    const line = lines[lo]!;
    return line.span.start + Math.min(offset - starts[lo]!, line.text.length);
  };
  const typeField = node.fields.find((f) => f.name === "type");
  const kind = typeField ? parseCardKind(typeField.value) : undefined;
  const analysis = kind ? analyseCard(text, kind) : { effects: [] };
  return {
    name: node.name,
    node,
    fields: node.fields,
    typeField,
    kind,
    text,
    toFile,
    spanToFile: (s) => ({ start: toFile(s.start), end: toFile(s.end) }),
    analysis,
  };
}
