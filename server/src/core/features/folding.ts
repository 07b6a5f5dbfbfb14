/**
 * Folding ranges: cards and faces (from their header line to the line before the closing `}`,
 * so the brace stays visible), `text:` sections (header line to the last line of text) and
 * blocks of two or more consecutive full-line comments (kind "comment").
 *
 * Lines are 0-based. A range is returned only when it spans at least two lines. Pure: no IO,
 * no LSP imports.
 */
import type { CardNode } from "../../../../grammar/src/index";
import type { FileModel } from "../model/file-model";

/** A range shaped like LSP's `FoldingRange`. */
export interface FoldingRange {
  startLine: number;
  endLine: number;
  kind?: "comment" | "imports" | "region";
}

/** Folding ranges in document order (by start line, outer before inner). */
export function foldingRanges(model: FileModel): FoldingRange[] {
  const out: FoldingRange[] = [];
  const line = (offset: number) => model.lines.positionAt(offset).line;
  const add = (startLine: number, endLine: number, kind?: FoldingRange["kind"]) => {
    if (endLine > startLine) out.push(kind ? { startLine, endLine, kind } : { startLine, endLine });
  };
  const visit = (nodes: readonly CardNode[]) => {
    for (const n of nodes) {
      const start = line(n.span.start);
      const end = n.closed ? line(n.span.end - 1) - 1 : line(Math.max(n.span.start, n.span.end - 1));
      add(start, end);
      for (const s of n.textSections) {
        const last = s.lines[s.lines.length - 1];
        if (last) add(line(s.headerSpan.start), line(last.span.end));
      }
      visit(n.faces);
    }
  };
  visit(model.parse.cards);

  // Comment blocks: comments that are alone on their line, on consecutive lines.
  const text = model.text;
  let blockStart = -1;
  let blockEnd = -1;
  for (const c of model.parse.comments) {
    const l = line(c.span.start);
    const lineStart = model.lines.lineStart(l);
    if (
      text
        .slice(lineStart, c.span.start)
        .replace(/^\uFEFF/, "")
        .trim() !== ""
    )
      continue;
    if (blockStart >= 0 && l === blockEnd + 1) blockEnd = l;
    else {
      if (blockStart >= 0) add(blockStart, blockEnd, "comment");
      blockStart = l;
      blockEnd = l;
    }
  }
  if (blockStart >= 0) add(blockStart, blockEnd, "comment");
  return out.sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine);
}
