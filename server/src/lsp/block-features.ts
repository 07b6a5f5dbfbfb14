/**
 * The editor features that read a file model (hover, completion, folding, outline, semantic
 * tokens) answered from the per-card analysis the diagnostics came from: one parse per change.
 * Each card block was linted as `prefix + block` (see core `incremental-analysis.ts`); the core
 * feature runs on that block's model and its offsets and lines are moved to the document
 * (`offsetShift`, `lineShift`). Results inside the prefix belong to the header and are dropped
 * there. When the whole-file fallback answered, the whole-file model is used as before.
 *
 * The features that walk every card (folding, outline, semantic tokens) keep each card's answer
 * with its analysis (`derivedOf`): after an edit only the edited cards are derived again. Reading
 * every card's full result instead would lint the whole file again per request (only a few dozen
 * recent results are kept), and an editor asks for these after every keystroke.
 */
import { CompletionKind, completionAtOffset, type CompletionList } from "../core/features/completion";
import { foldingRanges, type FoldingRange } from "../core/features/folding";
import { hoverAtOffset, type HoverResult } from "../core/features/hover";
import { encodeSemanticTokens, SEMANTIC_TOKEN_MODIFIERS, SEMANTIC_TOKEN_TYPES, semanticTokens } from "../core/features/semantic-tokens";
import { documentSymbols, type DocumentSymbol } from "../core/features/symbols";
import { derivedOf, type Derivation } from "../core/incremental/incremental-analysis";
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

/** A card block's folding ranges outside its prefix (lines of its lint text). */
const BLOCK_FOLDING: Derivation<FoldingRange[]> = {
  compute: (r, a) => foldingRanges(r.model).filter((x) => x.startLine >= a.prefixLines),
};

/** A card block's outline outside its prefix (positions in its lint text). */
const BLOCK_SYMBOLS: Derivation<DocumentSymbol[]> = {
  compute: (r, a) => documentSymbols(r.model).filter((x) => x.range.start.line >= a.prefixLines),
};

/** Integers per token in {@link BLOCK_TOKENS}: span start, line, character, length, type index, modifier bits. */
const TOKEN_INTS = 6;

/**
 * A card block's semantic tokens outside its prefix, {@link TOKEN_INTS} integers each (offsets and
 * lines of its lint text; type and modifiers as the legend's index and bit set): compact, as every
 * card of a large file keeps them.
 */
const BLOCK_TOKENS: Derivation<Int32Array> = {
  compute: (r, a) => {
    const tokens = semanticTokens(r.model).filter((t) => t.span.start >= a.prefixLen);
    const out = new Int32Array(tokens.length * TOKEN_INTS);
    tokens.forEach((t, k) => {
      let bits = 0;
      for (const m of t.modifiers) bits |= 1 << SEMANTIC_TOKEN_MODIFIERS.indexOf(m);
      out.set([t.span.start, t.line, t.character, t.length, SEMANTIC_TOKEN_TYPES.indexOf(t.type), bits], k * TOKEN_INTS);
    });
    return out;
  },
};

/** Folding ranges of the whole document, in document order. */
export function foldingAll(analysis: DocumentAnalysis): FoldingRange[] {
  const blocks = analysis.blocks();
  if (blocks.length === 0) return foldingRanges(analysis.result.model);
  return blocks.flatMap((b) =>
    derivedOf(b.analysis, BLOCK_FOLDING).map((r) => ({ ...r, startLine: r.startLine + b.lineShift, endLine: r.endLine + b.lineShift })),
  );
}

/** The outline of the whole document. */
export function symbolsAll(analysis: DocumentAnalysis): DocumentSymbol[] {
  const blocks = analysis.blocks();
  if (blocks.length === 0) return documentSymbols(analysis.result.model);
  return blocks.flatMap((b) => derivedOf(b.analysis, BLOCK_SYMBOLS).map((s) => shiftSymbol(s, b.lineShift)));
}

/** A copy of `s` (and its children) `delta` lines down: what {@link shiftLines} does, without its generic walk (every card of a large file per request). */
function shiftSymbol(s: DocumentSymbol, delta: number): DocumentSymbol {
  const range = (r: Range): Range => ({
    start: { line: r.start.line + delta, character: r.start.character },
    end: { line: r.end.line + delta, character: r.end.character },
  });
  const out: DocumentSymbol = { ...s, range: range(s.range), selectionRange: range(s.selectionRange) };
  if (s.children) out.children = s.children.map((c) => shiftSymbol(c, delta));
  return out;
}

/** Semantic tokens of the document (or of those starting inside `range`), encoded for LSP. */
export function semanticTokensOf(analysis: DocumentAnalysis, range?: Range): { data: number[] } {
  const blocks = analysis.blocks();
  const from = range ? analysis.lineIndex.offsetAt(range.start) : 0;
  const to = range ? analysis.lineIndex.offsetAt(range.end) : Infinity;
  const keep = (start: number) => start >= from && start < to;
  if (blocks.length === 0)
    return { data: encodeSemanticTokens(semanticTokens(analysis.result.model).filter((t) => !range || keep(t.span.start))) };
  // The wire format (see `encodeSemanticTokens`), written straight from each block's integers.
  const data: number[] = [];
  let line = 0;
  let character = 0;
  for (const b of blocks) {
    if (b.end < from || b.start >= to) continue;
    const ints = derivedOf(b.analysis, BLOCK_TOKENS);
    for (let k = 0; k < ints.length; k += TOKEN_INTS) {
      if (range && !keep(ints[k]! + b.offsetShift)) continue;
      const tokenLine = ints[k + 1]! + b.lineShift;
      const tokenCharacter = ints[k + 2]!;
      data.push(
        tokenLine - line,
        tokenLine === line ? tokenCharacter - character : tokenCharacter,
        ints[k + 3]!,
        ints[k + 4]!,
        ints[k + 5]!,
      );
      line = tokenLine;
      character = tokenCharacter;
    }
  }
  return { data };
}
