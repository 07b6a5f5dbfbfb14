/**
 * Magic's timing-shaped sentences and clauses, read or not (`GameModel.timingSentences`): the
 * clauses of restriction sentences ("Activate only …", "Cast this spell only …", "You can't cast
 * this spell during …"), the trigger phrases "At the beginning of …" / "At end of combat", and
 * near-misses of those phrases ("At the begining of", "Activte only", "only durng combat", "during
 * you turn"). What counts as timing-shaped comes from the readers' own data: the restriction
 * openers (`restrictions.ts`), the step and phase names (`step-names.ts`), and for localized card
 * text the reader's openings and clause words (`CardTextReader.timingPhrases`). A clause is read
 * when the analysis gave it a window — so a clause another change teaches the analysis to read
 * stops being reported by itself. Offsets: UTF-16 offsets of the analysed text.
 */
import { distance } from "fastest-levenshtein";
import type { Span } from "../../../../../grammar/src/index";
import type { TimingSentence } from "../../../core/game/game-model";
import type { FileModel } from "../../../core/model/file-model";
import { maskQuotedText, sentences } from "../../../core/text/masking";
import { matchesOf } from "../../../core/text/matches";
import { allAbilities, type Ability } from "./abilities";
import type { MtgFace } from "./mtg-model";
import { OPENER_PHRASES, type RestrictionClause } from "./restrictions";

/** The trigger openings the analysis reads (`abilities.ts`, `stepTriggers`). */
const TRIGGER_PHRASES = ["at the beginning of", "at end of combat"];
/** The markers a timing clause opens with (`restrictions.ts`, `timingClause`). */
const CLAUSE_MARKERS = ["during", "before", "after"];
/** Whose-turn words a "during … turn" clause reads (`step-names.ts`, `PLAYER_WORDS`), for "during you turn". */
const TURN_PHRASES = ["your turn", "each turn", "an opponent's turn", "each opponent's turn", "each player's turn", "that player's turn"];

/** How far (edits) a phrase of `length` characters may be from a known one and still be a near-miss of it. */
function allowed(length: number): number {
  return length <= 5 ? 1 : Math.max(1, Math.floor(length / 6));
}

/** The known phrase nearest to `written` (lower case compare) within {@link allowed}; undefined when none or when it is one exactly. */
export function nearestPhrase(written: string, known: readonly string[]): string | undefined {
  const w = written.toLowerCase().replace(/’/g, "'").replace(/\s+/g, " ");
  let best: { phrase: string; d: number } | undefined;
  for (const k of known) {
    const d = distance(w, k.toLowerCase());
    if (d === 0) return undefined;
    if (d <= allowed(k.length) && (!best || d < best.d)) best = { phrase: k, d };
  }
  return best?.phrase;
}

/** `phrase` written in the case of `like`'s first letter ("At the beginning of" for "At the begining of"). */
function likeCase(like: string, phrase: string): string {
  return /^\p{Lu}/u.test(like) ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
}

/** The first `n` words of `text` (from its start) with their end offset; undefined when it has fewer. */
function firstWords(text: string, n: number): { text: string; end: number } | undefined {
  const words = matchesOf(text, /[\p{L}'’]+/gu).slice(0, n);
  if (words.length < n || words[0]!.index !== 0) return undefined;
  const last = words[n - 1]!;
  const end = last.index! + last[0].length;
  return { text: text.slice(0, end), end };
}

/** A near-miss of one of `known` at the start of `text` (offset `at`), compared word count by word count. */
function nearMissAtStart(text: string, at: number, known: readonly string[]): TimingSentence["nearMiss"] {
  const byWords = new Map<number, string[]>();
  for (const k of known) {
    const n = k.split(" ").length;
    byWords.set(n, [...(byWords.get(n) ?? []), k]);
  }
  for (const [n, phrases] of byWords) {
    const w = firstWords(text, n);
    if (!w) continue;
    const near = nearestPhrase(w.text, phrases);
    if (near) return { start: at, end: at + w.end, text: w.text, suggestion: likeCase(w.text, near) };
  }
  return undefined;
}

/** "you turn" in an unread clause: the whose-turn words nearest to a known form. */
function turnNearMiss(clause: RestrictionClause): TimingSentence["nearMiss"] {
  for (const m of matchesOf(clause.text, /\b([\p{L}'’]+(?:\s+[\p{L}'’]+)?)\s+turn\b/giu)) {
    const written = m[0];
    const near = nearestPhrase(written, TURN_PHRASES);
    if (near) {
      const start = clause.start + m.index!;
      return { start, end: start + written.length, text: written, suggestion: near };
    }
  }
  return undefined;
}

/** One restriction clause as a timing sentence; undefined when it is not about timing ("only once each turn"). */
function clauseSentence(c: RestrictionClause): TimingSentence | undefined {
  const span = { start: c.start, end: c.end };
  if (c.window) return { ...span, read: true };
  const marker = nearMissAtStart(c.text, c.start, CLAUSE_MARKERS);
  if (marker) return { ...span, read: false, unread: "near-miss", nearMiss: marker };
  if (!c.notUnderstood) return undefined;
  if (c.unknownSteps.length > 0) return { ...span, read: false, unread: "unknown-name", reportedBy: "unknown-step" };
  const turn = turnNearMiss(c);
  return turn ? { ...span, read: false, unread: "near-miss", nearMiss: turn } : { ...span, read: false, unread: "restriction" };
}

/** Sentences of a line that misspell an opener or a trigger opening the analysis did not find. */
function nearMissSentences(a: Ability, openers: readonly string[], triggers: readonly string[]): TimingSentence[] {
  const out: TimingSentence[] = [];
  const offset = a.line.span.start;
  const taken = (s: number) =>
    a.restrictions.some((r) => r.start <= s && s < r.end) ||
    a.stepTriggers.some((t) => t.span.start <= s && s < t.span.end) ||
    a.unreadTriggers.some((t) => t.start <= s && s < t.end);
  for (const s of sentences(maskQuotedText(a.masked))) {
    const at = offset + s.offset;
    if (taken(at)) continue;
    const hit = nearMissAtStart(s.text, at, [...openers, ...triggers]);
    if (hit) out.push({ start: at, end: at + s.text.replace(/[.,]$/, "").length, read: false, unread: "near-miss", nearMiss: hit });
  }
  return out;
}

/** The localized reader's known phrases for a file (English when the card text is English). */
function knownPhrases(model: FileModel): { openers: readonly string[]; triggers: readonly string[] } {
  const lang = model.cardText?.lang;
  const local = lang ? model.game.cardTextLanguages?.[lang]?.timingPhrases : undefined;
  return local
    ? { openers: [...OPENER_PHRASES, ...local.openers], triggers: [...TRIGGER_PHRASES, ...local.triggers] }
    : { openers: OPENER_PHRASES, triggers: TRIGGER_PHRASES };
}

/** Words of localized clause vocabulary left untranslated in an unread clause ("wärend deines Zuges"). */
function localClause(model: FileModel, c: RestrictionClause): TimingSentence | undefined {
  const lang = model.cardText?.lang;
  const local = lang ? model.game.cardTextLanguages?.[lang]?.timingPhrases : undefined;
  if (!local || c.window) return undefined;
  const span: Span = { start: c.start, end: c.end };
  const exact = new Set(local.clauseWords.map((w) => w.toLowerCase()));
  for (const m of matchesOf(c.text, /[\p{L}'’]+/gu)) {
    const w = m[0];
    if (exact.has(w.toLowerCase())) return { ...span, read: false, unread: "restriction" };
    if (w.length < 4) continue;
    const near = nearestPhrase(w, local.clauseWords);
    if (near) {
      const start = c.start + m.index!;
      return { ...span, read: false, unread: "near-miss", nearMiss: { start, end: start + w.length, text: w, suggestion: likeCase(w, near) } };
    }
  }
  return undefined;
}

/**
 * Every timing-shaped sentence or clause of a Magic face, in source order (see the module doc).
 * Restriction clauses count one each; a trigger phrase counts once.
 */
export function mtgTimingSentences(model: FileModel, face: MtgFace): TimingSentence[] {
  const out: TimingSentence[] = [];
  const { openers, triggers } = knownPhrases(model);
  for (const a of allAbilities(face.abilities)) {
    for (const r of a.restrictions)
      for (const c of r.clauses) {
        const s = clauseSentence(c) ?? localClause(model, c);
        if (s) out.push(s);
      }
    for (const t of a.stepTriggers) {
      if (t.declaredBy) continue;
      const unknown = t.unknowns.length > 0;
      out.push({
        start: t.span.start,
        end: t.span.end,
        read: !unknown,
        ...(unknown ? { unread: "unknown-name" as const, reportedBy: "unknown-step" } : {}),
      });
    }
    for (const t of a.unreadTriggers) out.push({ ...t, read: false, unread: "trigger" });
    for (const s of nearMissSentences(a, openers, triggers)) out.push(s);
  }
  return out.sort((x, y) => x.start - y.start);
}
