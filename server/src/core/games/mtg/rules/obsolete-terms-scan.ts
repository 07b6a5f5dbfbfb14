/**
 * Finds the obsolete terms of `obsolete-terms.ts` in a file: in rules text outside
 * reminder text, and in type lines left of the dash. Never in card names: the card's own names
 * (and a legendary card's short name, "Kianne" of "Kianne, Dean of Substance") are masked in its
 * rules text first, so a card named "Mana Burn" or "In Play" is not judged, nor rewritten by a fix.
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
    const names = selfNamePattern(face.selfNames);
    for (const a of face.abilities) all("text", names ? a.masked.replace(names, (n) => " ".repeat(n.length)) : a.masked, a.line.span.start);
  }
  return hits;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The card's names as written in its text (case-sensitive, whole words), longest first; undefined when it has none. */
function selfNamePattern(selfNames: readonly string[]): RegExp | undefined {
  const names = new Set<string>();
  for (const n of selfNames) {
    if (n.trim().length === 0) continue;
    names.add(n);
    const short = /^([^,]{2,}),\s/.exec(n)?.[1];
    if (short) names.add(short);
  }
  if (names.size === 0) return undefined;
  const alts = [...names].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alts.join("|")})(?![\\p{L}\\p{N}])`, "gu");
}
