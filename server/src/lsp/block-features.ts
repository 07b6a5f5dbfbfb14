/**
 * The editor features that read a file model (hover, completion, folding, outline, semantic
 * tokens) answered from the per-card analysis the diagnostics came from: one parse per change.
 * Each card block was linted as `prefix + block` (see core `incremental-analysis.ts`); the core
 * feature runs on that block's model and its offsets and lines are moved to the document
 * (`offsetShift`, `lineShift`). Results inside the prefix belong to the header and are dropped
 * there. When the whole-file fallback answered, the whole-file model is used as before.
 */
import { CompletionKind, completionAtOffset, type CompletionList } from "../core/features/completion";
import { foldingRanges, type FoldingRange } from "../core/features/folding";
import { hoverAtOffset, type HoverResult } from "../core/features/hover";
import { encodeSemanticTokens, semanticTokens, type SemanticToken } from "../core/features/semantic-tokens";
import { documentSymbols, type DocumentSymbol } from "../core/features/symbols";
import type { Position, Range } from "../core/text/line-index";
import type { DocumentAnalysis } from "./document-store";

/**
 * A deep copy of `value` with every LSP position (`{line, character}`) and every `startLine` /
 * `endLine` moved down by `delta` lines. Columns stay: blocks start at the start of a line.
 */
export function shiftLines<T>(value: T, delta: number): T {
  if (delta === 0 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => shiftLines(v, delta)) as T;
  const out: Record<string, unknown> = {};
  const isPosition =
    typeof (value as { line?: unknown }).line === "number" && typeof (value as { character?: unknown }).character === "number";
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (isPosition && k === "line") out[k] = (v as number) + delta;
    else if ((k === "startLine" || k === "endLine") && typeof v === "number") out[k] = v + delta;
    else out[k] = shiftLines(v, delta);
  }
  return out as T;
}

/** The hover at an LSP position. */
export function hoverAt(analysis: DocumentAnalysis, position: Position): HoverResult | undefined {
  const offset = analysis.lineIndex.offsetAt(position);
  const block = analysis.blockAt(offset);
  if (!block) return hoverAtOffset(analysis.result.model, offset);
  const h = hoverAtOffset(block.analysis.result.model, offset - block.offsetShift);
  return (
    h && {
      ...h,
      range: shiftLines(h.range, block.lineShift),
      span: { start: h.span.start + block.offsetShift, end: h.span.end + block.offsetShift },
    }
  );
}

/** Completion items at an LSP position. */
export function completionAt(analysis: DocumentAnalysis, position: Position): CompletionList {
  const offset = analysis.lineIndex.offsetAt(position);
  const block = analysis.blockAt(offset);
  if (!block) return completionAtOffset(analysis.result.model, offset);
  const list = completionAtOffset(block.analysis.result.model, offset - block.offsetShift);
  // The `game`/`rules`/`lang`/`keyword` directives are offered only before the document's first
  // card: the blank lines above a later card are not.
  if (block.index > 0) list.items = list.items.filter((i) => !DIRECTIVE_ITEMS.has(i.label) || i.kind !== DIRECTIVE_KIND);
  return shiftLines(list, block.lineShift);
}

const DIRECTIVE_ITEMS = new Set(["game", "rules", "lang", "keyword"]);
/** LSP CompletionItemKind.Keyword, the kind of the directive items. */
const DIRECTIVE_KIND = CompletionKind.Keyword;

/** Folding ranges of the whole document, in document order. */
export function foldingAll(analysis: DocumentAnalysis): FoldingRange[] {
  const blocks = analysis.blocks();
  if (blocks.length === 0) return foldingRanges(analysis.result.model);
  return blocks.flatMap((b) =>
    foldingRanges(b.analysis.result.model)
      .filter((r) => r.startLine >= b.analysis.prefixLines)
      .map((r) => shiftLines(r, b.lineShift)),
  );
}

/** The outline of the whole document. */
export function symbolsAll(analysis: DocumentAnalysis): DocumentSymbol[] {
  const blocks = analysis.blocks();
  if (blocks.length === 0) return documentSymbols(analysis.result.model);
  return blocks.flatMap((b) =>
    documentSymbols(b.analysis.result.model)
      .filter((s) => s.range.start.line >= b.analysis.prefixLines)
      .map((s) => shiftLines(s, b.lineShift)),
  );
}

/** Semantic tokens of the document (or of those starting inside `range`), encoded for LSP. */
export function semanticTokensOf(analysis: DocumentAnalysis, range?: Range): { data: number[] } {
  const blocks = analysis.blocks();
  const from = range ? analysis.lineIndex.offsetAt(range.start) : 0;
  const to = range ? analysis.lineIndex.offsetAt(range.end) : Infinity;
  const keep = (start: number) => start >= from && start < to;
  if (blocks.length === 0)
    return { data: encodeSemanticTokens(semanticTokens(analysis.result.model).filter((t) => !range || keep(t.span.start))) };
  const tokens: SemanticToken[] = [];
  for (const b of blocks) {
    if (b.end < from || b.start >= to) continue;
    for (const t of semanticTokens(b.analysis.result.model)) {
      if (t.span.start < b.analysis.prefixLen) continue;
      const start = t.span.start + b.offsetShift;
      if (range && !keep(start)) continue;
      tokens.push({ ...t, line: t.line + b.lineShift, span: { start, end: t.span.end + b.offsetShift } });
    }
  }
  return { data: encodeSemanticTokens(tokens) };
}
