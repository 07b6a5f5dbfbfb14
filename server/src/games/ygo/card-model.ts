/**
 * `game ygo` cards of a parsed file: fields, the parsed `type:`, the rules text (lines joined
 * with "\n") with a map back to file offsets, and the effect analysis. Pure.
 */
import type { CardNode, FieldNode, Span, TextLineNode } from "../../../../grammar/src/index";
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

/** Analyses one card or face node (its own fields and text). */
export function buildCard(node: CardNode): YgoCard {
  return new AnalysedCard(node);
}

/**
 * A {@link YgoCard}: its offset maps are methods (one set per process, not two closures per card).
 * The rules text joins the node's text lines with "\n"; `starts` are where each line begins in it.
 */
class AnalysedCard implements YgoCard {
  readonly name: string;
  readonly fields: FieldNode[];
  readonly typeField?: FieldNode;
  readonly kind?: CardKind;
  readonly text: string;
  readonly analysis: CardAnalysis;
  private readonly lines: TextLineNode[];
  private readonly starts: number[] = [];

  constructor(readonly node: CardNode) {
    const lines = node.textSections.length === 1 ? node.textSections[0]!.lines : node.textSections.flatMap((s) => s.lines);
    let text = "";
    for (let i = 0; i < lines.length; i++) {
      if (i > 0) text += "\n";
      this.starts.push(text.length);
      text += lines[i]!.text;
    }
    this.lines = lines;
    this.name = node.name;
    this.fields = node.fields;
    this.typeField = node.fields.find((f) => f.name === "type");
    this.kind = this.typeField ? parseCardKind(this.typeField.value) : undefined;
    this.text = text;
    this.analysis = this.kind ? analyseCard(text, this.kind) : { effects: [] };
  }

  toFile(offset: number): number {
    const { lines, starts } = this;
    if (!lines.length) return this.node.span.start;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    const line = lines[lo]!;
    return line.span.start + Math.min(offset - starts[lo]!, line.text.length);
  }

  spanToFile(span: { start: number; end: number }): Span {
    return { start: this.toFile(span.start), end: this.toFile(span.end) };
  }
}
