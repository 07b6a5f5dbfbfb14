/**
 * Finds the obsolete terms of `obsolete-terms.ts` in a file: in rules text outside
 * reminder text, and in type lines left of the dash. Never in card names.
 */
import type { Span } from "../../../../../../grammar/src/index";
import type { MtgFileModel } from "../analysis/mtg-model";
import { OBSOLETE_TERMS, type ObsoleteTerm } from "../obsolete-terms";

export interface ObsoleteHit {
  term: ObsoleteTerm;
  span: Span;
  match: RegExpExecArray;
}

/** Every hit of terms reported by `ruleId`; overlapping hits keep the first (longest-listed) term. */
export function findObsoleteTerms(model: MtgFileModel, ruleId: ObsoleteTerm["ruleId"]): ObsoleteHit[] {
  const hits: ObsoleteHit[] = [];
  const all = (where: ObsoleteTerm["where"], text: string, offset: number) => {
    const local: ObsoleteHit[] = [];
    for (const term of OBSOLETE_TERMS) {
      if (term.where !== where) continue;
      term.pattern.lastIndex = 0;
      for (let m = term.pattern.exec(text); m; m = term.pattern.exec(text)) {
        if (m[0].length === 0) { term.pattern.lastIndex++; continue; }
        const span = { start: offset + m.index, end: offset + m.index + m[0].length };
        if (local.some((h) => h.span.start < span.end && span.start < h.span.end)) continue;
        local.push({ term, span, match: m });
      }
    }
    hits.push(...local.filter((h) => h.term.ruleId === ruleId));
  };
  for (const face of model.faces) {
    if (face.typeField && face.typeLine) {
      const left = face.typeLine.dashOffset >= 0 ? face.typeField.value.slice(0, face.typeLine.dashOffset) : face.typeField.value;
      all("type", left, face.typeField.valueSpan.start);
    }
    for (const a of face.abilities) all("text", a.masked, a.line.span.start);
  }
  return hits;
}
