/**
 * Finds the obsolete terms of `obsolete-terms.ts` in a file: in rules text outside
 * reminder text, and in type lines (left of the dash, or the subtypes right of it). Only changes in
 * force for the file's `rules` edition are reported (`inForce`); hover sees them all. Never in card names: the card's own names
 * (and a legendary card's short name, "Kianne" of "Kianne, Dean of Substance") are masked in its
 * rules text first, so a card named "Mana Burn" or "In Play" is not judged, nor rewritten by a fix.
 */
import type { Span } from "../../../../../grammar/src/index";
import type { MtgFileModel } from "../analysis/mtg-model";
import { inForce, OBSOLETE_TERMS, type ObsoleteTerm } from "../obsolete-terms";
import { pushAll } from "../../../core/collections/append";
import { requiredLiteral } from "../../../core/text/regexp";

export interface ObsoleteHit {
  term: ObsoleteTerm;
  span: Span;
  match: RegExpExecArray;
  /** The modern text for the match in the file's era (`ObsoleteTerm.replacement`), undefined when there is no exact rewrite. */
  modern: string | undefined;
  /** Whether the change is in force for the file's `rules` edition (only those are reported). */
  inForce: boolean;
}

/** All hits of a model, scanned once and shared by the rules that report them (obsolete-rule, obsolete-wording). */
const scanned = new WeakMap<MtgFileModel, ObsoleteHit[]>();

/** Every hit in force for the file's edition of terms reported by `ruleId`; overlapping hits keep the first-listed term. */
export function findObsoleteTerms(model: MtgFileModel, ruleId: ObsoleteTerm["ruleId"]): ObsoleteHit[] {
  return allObsoleteHits(model).filter((h) => h.inForce && h.term.ruleId === ruleId);
}

/** Every hit of the file, in force for its edition or not (hover shows the later ones too), in scan order. */
export function allObsoleteHits(model: MtgFileModel): ObsoleteHit[] {
  let hits = scanned.get(model);
  if (!hits) scanned.set(model, (hits = scanAll(model)));
  return hits;
}

/**
 * The terms looked for in each place, each with a text all its matches contain (`requiredLiteral`):
 * most lines hold none of them, and an `includes` on the lower-cased line is far cheaper than
 * running some fifty patterns over it.
 */
const TERMS_BY_WHERE = new Map<ObsoleteTerm["where"], { term: ObsoleteTerm; needle: string | undefined }[]>();
for (const term of OBSOLETE_TERMS) {
  const list = TERMS_BY_WHERE.get(term.where) ?? [];
  list.push({ term, needle: requiredLiteral(term.pattern) });
  TERMS_BY_WHERE.set(term.where, list);
}

function scanAll(model: MtgFileModel): ObsoleteHit[] {
  const hits: ObsoleteHit[] = [];
  const all = (where: ObsoleteTerm["where"], text: string, offset: number) => {
    const local: ObsoleteHit[] = [];
    const lower = text.toLowerCase();
    for (const { term, needle } of TERMS_BY_WHERE.get(where) ?? []) {
      if (needle !== undefined && !lower.includes(needle)) continue;
      term.pattern.lastIndex = 0;
      for (let m = term.pattern.exec(text); m; m = term.pattern.exec(text)) {
        if (m[0].length === 0) {
          term.pattern.lastIndex++;
          continue;
        }
        const span = { start: offset + m.index, end: offset + m.index + m[0].length };
        if (local.some((h) => h.span.start < span.end && span.start < h.span.end)) continue;
        local.push({ term, span, match: m, modern: term.replacement?.(m, model.rulesDate), inForce: inForce(term.date, model.rulesDate) });
      }
    }
    pushAll(hits, local);
  };
  for (const face of model.faces) {
    if (face.typeField && face.typeLine) {
      const left = face.typeLine.dashOffset >= 0 ? face.typeField.value.slice(0, face.typeLine.dashOffset) : face.typeField.value;
      all("type", left, face.typeField.valueSpan.start);
      if (face.typeLine.dashOffset >= 0) {
        const right = face.typeField.value.slice(face.typeLine.dashOffset);
        all("subtype", right, face.typeField.valueSpan.start + face.typeLine.dashOffset);
      }
    }
    const names = selfNamesOf(face.selfNames);
    for (const a of face.abilities) all("text", maskNames(a.masked, names), a.line.span.start);
  }
  return hits;
}

/** The card's names as written in its text, longest first: each name, and a legendary card's short name before the comma. */
function selfNamesOf(selfNames: readonly string[]): string[] {
  const names = new Set<string>();
  for (const n of selfNames) {
    if (n.trim().length === 0) continue;
    names.add(n);
    const comma = n.indexOf(", ");
    if (comma >= 2) names.add(n.slice(0, comma));
  }
  return [...names].sort((a, b) => b.length - a.length);
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** `text` with every whole-word, case-sensitive occurrence of `names` blanked (same length). */
function maskNames(text: string, names: readonly string[]): string {
  let out = text;
  for (const n of names) {
    for (let at = out.indexOf(n); at >= 0; at = out.indexOf(n, at + n.length)) {
      if (isWordChar(out[at - 1]) || isWordChar(out[at + n.length])) continue;
      out = out.slice(0, at) + " ".repeat(n.length) + out.slice(at + n.length);
    }
  }
  return out;
}
