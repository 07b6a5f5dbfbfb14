/**
 * The things inside one line of rules text that hovers explain and semantic tokens colour:
 * step and phase names, keywords (on keyword lines and in effect text such as "gains flying"),
 * symbols in braces and card names. Shared by `hover.ts` and `semantic-tokens.ts`.
 *
 * All spans are absolute UTF-16 offsets into the document, `[start, end)`.
 */
import type { Span } from "../../../../../grammar/src/index";
import type { Ability, KeywordUse, StepTrigger } from "../analysis/abilities";
import { findStepNames } from "../analysis/step-phrases";
import type { StepName } from "../step-names";
import { maskReminderText } from "../../../core/text/masking";
import { KEYWORD_DOCS } from "./hover-keyword-docs";
import { matchesOf } from "../../../core/text/matches";
import { byCaseFold, caseFold } from "../../../core/text/case-fold";
import { phrasePattern } from "../../../core/text/regexp";

/** A step or phase name. `trigger` is set when it is the step of an "at the beginning of …" phrase. */
export interface StepMentionAt {
  kind: "step";
  span: Span;
  name: StepName;
  trigger?: StepTrigger;
}

/** A keyword ability: an item of a keyword line (`use` set) or a keyword granted in effect text. */
export interface KeywordMentionAt {
  kind: "keyword";
  span: Span;
  /** As defined ("First strike"), not as typed. */
  name: string;
  rule?: string;
  use?: KeywordUse;
}

/** A symbol in braces: `{2}`, `{W/U}`, `{T}`. `inner` is the text between the braces as written. */
export interface SymbolMentionAt {
  kind: "symbol";
  span: Span;
  inner: string;
}

/** A card name (or `~` / `CARDNAME`) in rules text. */
export interface NameMentionAt {
  kind: "cardName";
  span: Span;
  /** The card or face name it refers to. */
  name: string;
}

export type LineMention = StepMentionAt | KeywordMentionAt | SymbolMentionAt | NameMentionAt;

const docNames = KEYWORD_DOCS.map((d) => d.name).sort((a, b) => b.length - a.length);
const keywordAlt = docNames.map(phrasePattern).join("|");
/** "has flying", "gain flying and haste", "with protection from red", "had flash". */
const grantedList = new RegExp(
  `\\b(?:has|have|had|gains?|gained|loses?|lost|with|without)\\s+((?:(?:${keywordAlt})\\b(?:\\s+from\\s+[\\p{L}]+)?(?:\\s*,\\s*(?:and\\s+|or\\s+)?|\\s+(?:and|or)\\s+)?)+)`,
  "giu",
);
const keywordWord = new RegExp(`\\b(?:${keywordAlt})\\b`, "giu");
/** The names by their case fold, as `keywordWord` (flags `iu`) matches them ("haſte" is "Haste"). */
const docNameByFold = byCaseFold(docNames, (n) => n);

/** Symbols in braces. */
export const SYMBOL_PATTERN = /\{([^{}\s]{1,8})\}/g;

/**
 * Claimed character ranges of one line: the first claim on a character wins. Checking and
 * claiming cost the span's length (a list scan per claim made long keyword lists quadratic).
 */
class Claims {
  private readonly taken: Uint8Array;
  constructor(
    private readonly offset: number,
    length: number,
  ) {
    this.taken = new Uint8Array(length);
  }
  /** Claims `span` (absolute offsets) unless a character of it is already claimed; returns whether it did. */
  claim(span: Span): boolean {
    const s = Math.max(0, span.start - this.offset);
    const e = Math.min(this.taken.length, span.end - this.offset);
    for (let i = s; i < e; i++) if (this.taken[i]) return false;
    this.taken.fill(1, s, e);
    return true;
  }
}

/** Keywords granted in effect text ("Creatures you control gain flying and haste"). */
function grantedKeywords(masked: string, offset: number): KeywordMentionAt[] {
  const out: KeywordMentionAt[] = [];
  for (const m of matchesOf(masked, grantedList)) {
    const listStart = m.index! + m[0].length - m[1]!.length;
    for (const k of matchesOf(m[1]!, keywordWord)) {
      const start = offset + listStart + k.index!;
      const def = docNameByFold.get(caseFold(k[0].replace(/\s+/g, " ")));
      out.push({ kind: "keyword", span: { start, end: start + k[0].length }, name: def ?? k[0] });
    }
  }
  return out;
}

/** Occurrences of card names, `~` and `CARDNAME` in a line (whole words, case-sensitive for names). */
function nameMentions(text: string, offset: number, names: readonly string[], self: string): NameMentionAt[] {
  const out: NameMentionAt[] = [];
  const claims = new Claims(offset, text.length);
  for (const m of matchesOf(text, /~|\bCARDNAME\b/g)) {
    claims.claim({ start: offset + m.index!, end: offset + m.index! + m[0].length });
    out.push({ kind: "cardName", span: { start: offset + m.index!, end: offset + m.index! + m[0].length }, name: self });
  }
  const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    if (name.length < 2) continue;
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
      if (isWordChar(text[at - 1]) || isWordChar(text[at + name.length])) continue;
      const span = { start: offset + at, end: offset + at + name.length };
      if (claims.claim(span)) out.push({ kind: "cardName", span, name });
    }
  }
  return out;
}

/**
 * Everything hoverable in one line of rules text, sorted by start, without overlaps (step
 * names inside a keyword such as "Cumulative upkeep" belong to the keyword; "combat" in
 * "combat damage" is not a phase mention).
 *
 * @param ability the analysed line.
 * @param cardNames names to mark in the text (the card's and its faces' names; keep this short: one
 *   pattern per name is matched against the line).
 * @param selfName the name `~` stands for.
 */
export function lineMentions(ability: Ability, cardNames: readonly string[], selfName: string): LineMention[] {
  const line = ability.line;
  const offset = line.span.start;
  const out: LineMention[] = [];
  const claims = new Claims(offset, line.text.length);
  const add = (m: LineMention) => {
    if (claims.claim(m.span)) out.push(m);
  };
  // Keywords of a keyword line first: they own the words inside them.
  if (ability.labelKeyword) {
    const k = ability.labelKeyword;
    add({ kind: "keyword", span: k.span, name: k.name, rule: k.rule, use: k });
  }
  if (ability.kind === "keywords") {
    for (const k of ability.keywords) add({ kind: "keyword", span: k.span, name: k.name, rule: k.rule, use: k });
  }
  for (const t of ability.stepTriggers) {
    if (!t.mention || t.unknown || t.declaredBy) continue;
    const span = t.stepSpan;
    add({ kind: "step", span, name: t.mention.name, trigger: t });
  }
  for (const s of findStepNames(line.text)) {
    add({ kind: "step", span: { start: offset + s.start, end: offset + s.end }, name: s.name });
  }
  for (const m of matchesOf(line.text, SYMBOL_PATTERN)) {
    add({ kind: "symbol", span: { start: offset + m.index!, end: offset + m.index! + m[0].length }, inner: m[1]! });
  }
  for (const k of grantedKeywords(maskReminderText(line.text), offset)) add(k);
  for (const n of nameMentions(line.text, offset, cardNames, selfName)) add(n);
  return out.sort((a, b) => a.span.start - b.span.start);
}
