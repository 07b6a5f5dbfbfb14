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
import { originalText } from "../../../core/model/card-text";
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

// Unicode-property patterns, compiled once: the build turns such literals into RegExp constructions per call.
const MARKS = /\p{M}/gu;
const WORDS_WITH_APOSTROPHES = /[\p{L}'’]+/gu;
const LONG_WORDS = /[\p{L}]{4,}/gu;
const LETTER_RUNS = /[\p{L}]+/gu;
const UPPER_START = /^\p{Lu}/u;

/** Text that {@link fold} only lower-cases: printable ASCII with no two spaces in a row. */
const NOT_PLAIN = /[^\x20-\x7e]| {2}/;

/** Lower case, accents dropped ("sólo" = "solo"), one kind of apostrophe, single spaces: how phrases are compared. */
function fold(text: string): string {
  // Most card text is plain ASCII: there NFD, the marks, the apostrophe and the spaces change nothing.
  if (!NOT_PLAIN.test(text)) return text.toLowerCase();
  return text.normalize("NFD").replace(MARKS, "").toLowerCase().replace(/’/g, "'").replace(/\s+/g, " ");
}

/** What the near-miss search needs of a known phrase: the readers' phrases are a bounded set, so each is prepared once. */
interface KnownPhrase {
  /** The phrase {@link fold}ed. */
  folded: string;
  /** Its number of words (split at spaces). */
  words: number;
  /** Folded, once with each word left out in turn (none for phrases under three words). */
  leftOut: readonly string[];
}
const KNOWN_PHRASES = new Map<string, KnownPhrase>();

/** The prepared form of a known phrase (a reader's opener, trigger opening, marker or clause word). */
function knownPhrase(phrase: string): KnownPhrase {
  let known = KNOWN_PHRASES.get(phrase);
  if (!known) {
    const words = phrase.split(" ");
    const leftOut = words.length < 3 ? [] : words.map((_, i) => fold(words.filter((_, j) => j !== i).join(" ")));
    known = { folded: fold(phrase), words: words.length, leftOut };
    KNOWN_PHRASES.set(phrase, known);
  }
  return known;
}

/** How far (edits) a phrase of `length` characters may be from a known one and still be a near-miss of it. */
function allowed(length: number): number {
  // Two from five letters on: a swapped pair of letters ("truno") is two edits.
  return length <= 4 ? 1 : Math.max(2, Math.floor(length / 6));
}

/** The known phrase nearest to `written` (lower case compare) within {@link allowed}; undefined when none or when it is one exactly. */
export function nearestPhrase(written: string, known: readonly string[]): string | undefined {
  return nearestFolded(fold(written), known);
}

/** {@link nearestPhrase} of text already {@link fold}ed. */
function nearestFolded(w: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const k of known) {
    const { folded } = knownPhrase(k);
    const limit = allowed(k.length);
    // The distance is at least the difference in length: a phrase too long or too short is
    // neither equal nor near, and needs no distance computed.
    if (Math.abs(w.length - folded.length) > limit) continue;
    const d = distance(w, folded);
    if (d === 0) return undefined;
    if (d <= limit && d < bestD) {
      best = k;
      bestD = d;
    }
  }
  return best;
}

/** `phrase` written in the case of `like`'s first letter ("At the beginning of" for "At the begining of"). */
function likeCase(like: string, phrase: string): string {
  return UPPER_START.test(like) ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
}

/** Letters and apostrophes: the words that {@link firstWords} counts (own patterns: they keep a `lastIndex`). */
const NEXT_WORD = /[\p{L}'’]+/gu;
const WORD_HERE = /[\p{L}'’]+/uy;

/**
 * The opening words of the text last asked about, matched only as far as asked: every opening is
 * tried on one sentence before the next, and none has more than a few words, so the rest of the
 * sentence is never split. `ends[i]` is where word i + 1 ends (found with `test`, which makes no
 * match object); `folded[n]` is {@link fold} of the first n words. One object, reset per text, so
 * a sentence costs no allocation of its own.
 */
const last: { text: string | undefined; ends: number[]; done: boolean; folded: (string | undefined)[] } = {
  text: undefined,
  ends: [],
  done: true,
  folded: [],
};

/** The state of {@link last} for `text`, started anew for another text. */
function prefixOf(text: string): typeof last {
  if (last.text !== text) {
    // A text that does not open with a word has no opening words at all.
    WORD_HERE.lastIndex = 0;
    const opens = WORD_HERE.test(text);
    last.text = text;
    last.ends.length = 0;
    if (opens) last.ends.push(WORD_HERE.lastIndex);
    last.done = !opens;
    last.folded.length = 0;
  }
  return last;
}

/** Where the `n`th word of `text` ends; undefined when it has fewer words or does not open with one. */
function wordEnd(text: string, n: number): number | undefined {
  const p = prefixOf(text);
  while (p.ends.length < n && !p.done) {
    NEXT_WORD.lastIndex = p.ends[p.ends.length - 1]!;
    if (NEXT_WORD.test(text)) p.ends.push(NEXT_WORD.lastIndex);
    else p.done = true;
  }
  return p.ends[n - 1];
}

/** The first `n` words of `text` (from its start) with their end offset; undefined when it has fewer. */
function firstWords(text: string, n: number): { text: string; end: number } | undefined {
  const end = wordEnd(text, n);
  return end === undefined ? undefined : { text: text.slice(0, end), end };
}

/** {@link fold} of the first `n` words of `text` (computed once per sentence); undefined when it has fewer. */
function foldedFirstWords(text: string, n: number): string | undefined {
  const end = wordEnd(text, n);
  if (end === undefined) return undefined;
  const p = prefixOf(text);
  return (p.folded[n] ??= fold(text.slice(0, end)));
}

/** The known phrases of a list grouped by word count, in first-seen order (each list is grouped once). */
const BY_WORDS = new WeakMap<readonly string[], [number, string[]][]>();

function byWordCount(known: readonly string[]): [number, string[]][] {
  let groups = BY_WORDS.get(known);
  if (!groups) {
    const map = new Map<number, string[]>();
    for (const k of known) {
      const n = knownPhrase(k).words;
      map.set(n, [...(map.get(n) ?? []), k]);
    }
    BY_WORDS.set(known, (groups = [...map]));
  }
  return groups;
}

/** A near-miss of one of `known` at the start of `text` (offset `at`), compared word count by word count. */
function nearMissAtStart(text: string, at: number, known: readonly string[]): TimingSentence["nearMiss"] {
  for (const [n, phrases] of byWordCount(known)) {
    const folded = foldedFirstWords(text, n);
    if (folded === undefined) continue;
    const near = nearestFolded(folded, phrases);
    const w = near && firstWords(text, n)!;
    if (near && w && wordByWord(w.text, near)) return { start: at, end: at + w.end, text: w.text, suggestion: likeCase(w.text, near) };
  }
  return undefined;
}

/**
 * A known phrase with one word left out at the start of `text` ("At the beginning your upkeep"):
 * the words written, to be replaced by the whole phrase, so no word of the card is lost.
 */
function missingWordAtStart(text: string, at: number, known: readonly string[]): TimingSentence["nearMiss"] {
  for (const k of known) {
    const { words, folded, leftOut } = knownPhrase(k);
    if (words < 3) continue;
    const w = foldedFirstWords(text, words - 1);
    if (w === undefined || foldedFirstWords(text, words) === folded) continue;
    if (leftOut.includes(w)) {
      const written = firstWords(text, words - 1)!;
      return { start: at, end: at + written.end, text: written.text, suggestion: likeCase(written.text, k) };
    }
  }
  return undefined;
}

/**
 * True when each word of `written` is a misspelling of the word of `known` in its place (at most one
 * edit in a word of up to four letters, two in a longer one): "Activte only" is "Activate only", but
 * "Activate this ability no more …" is not "… only".
 */
function wordByWord(written: string, known: string): boolean {
  const a = fold(written).split(" ");
  const b = knownPhrase(known).folded.split(" ");
  return a.length === b.length && a.every((w, i) => distance(w, b[i]!) <= (b[i]!.length <= 4 ? 1 : 2));
}

/** "you turn" in an unread clause: the whose-turn words (one or two before "turn") nearest to a known form. */
function turnNearMiss(clause: { text: string; start: number }): TimingSentence["nearMiss"] {
  for (const m of matchesOf(clause.text, /\bturn\b/gi)) {
    const before = matchesOf(clause.text.slice(0, m.index!), WORDS_WITH_APOSTROPHES).slice(-2);
    for (let n = 1; n <= before.length; n++) {
      const first = before[before.length - n]!;
      const written = clause.text.slice(first.index!, m.index! + 4);
      const near = nearestPhrase(written, TURN_PHRASES);
      if (near) {
        const start = clause.start + first.index!;
        return { start, end: start + written.length, text: written, suggestion: near };
      }
    }
  }
  return undefined;
}

/** One restriction clause as a timing sentence; undefined when it is not about timing ("only once each turn"). */
function clauseSentence(c: RestrictionClause): TimingSentence | undefined {
  const span = { start: c.start, end: c.end };
  // A step name that is none leaves the clause unread even beside one that is ("during your upkep
  // or your draw step"): unknown-step reports it, and the map must not draw the rest as the window.
  if (c.unknownSteps.length > 0) return { ...span, read: false, unread: "unknown-name", reportedBy: "unknown-step" };
  if (c.window) return { ...span, read: true };
  const marker = nearMissAtStart(c.text, c.start, CLAUSE_MARKERS);
  if (marker) return { ...span, read: false, unread: "near-miss", nearMiss: marker };
  if (!c.notUnderstood) return undefined;
  const turn = turnNearMiss(c);
  return turn ? { ...span, read: false, unread: "near-miss", nearMiss: turn } : { ...span, read: false, unread: "restriction" };
}

/**
 * Sentences of a line that open with a restriction opener or a trigger opening the analysis did
 * not take up: misspelled ("Activte only", "At the begining of"), or known but with the rest not
 * read (localized text the reader could not rewrite: "Aktiviere diese Fähigkeit nur wärend …").
 * A trigger sentence is cut at its first comma.
 */
function openerSentences(model: FileModel, a: Ability, known: KnownPhrases): TimingSentence[] {
  const out: TimingSentence[] = [];
  const offset = a.line.span.start;
  const taken = (s: number) =>
    a.restrictions.some((r) => r.start <= s && s < r.end) ||
    a.stepTriggers.some((t) => t.span.start <= s && s < t.span.end) ||
    a.unreadTriggers.some((t) => t.start <= s && s < t.end);
  for (const s of sentences(maskQuotedText(a.masked))) {
    const at = offset + s.offset;
    if (taken(at)) continue;
    const hit = openingAt(s.text, at, known);
    if (!hit) continue;
    const text = (hit.trigger ? s.text.replace(/,[^]*$/, "") : s.text).replace(/[.,]$/, "");
    const span = { start: at, end: at + text.length };
    if (hit.nearMiss) out.push({ ...span, read: false, unread: "near-miss", nearMiss: hit.nearMiss });
    else if (model.cardText?.unknown.some((u) => overlaps(model, u, span)))
      out.push({ ...span, read: false, unread: "unknown-name", reportedBy: "unknown-step" });
    else {
      const after = s.text.slice(hit.end - at);
      // After a trigger opening only the step-name slot is timing ("deines Zuges", "de tu turno"),
      // not the effect ("… ziehst du eine Karte", "…, roba una carta").
      const rest = { text: hit.trigger ? triggerSlot(after) : after, start: hit.end };
      const near = localWordNearMiss(known.clauseWords, rest) ?? turnNearMiss(rest);
      out.push({
        ...span,
        read: false,
        ...(near ? { unread: "near-miss" as const, nearMiss: near } : { unread: hit.trigger ? "trigger" : "restriction" }),
      });
    }
  }
  return out;
}

/** True when `u` (original-file span of localized text) overlaps `span` (analysed text). */
function overlaps(model: FileModel, u: Span, span: Span): boolean {
  const o = model.cardText!.map.spanToOriginal(span);
  return u.start < o.end && o.start < u.end;
}

/** Where an opening (exact or misspelled) stands at the start of `text`; for a misspelled one, the known phrase. */
function openingAt(
  text: string,
  at: number,
  known: KnownPhrases,
): { trigger: boolean; end: number; nearMiss?: TimingSentence["nearMiss"] } | undefined {
  // Exact openings only count for localized text (English ones the analysis always takes up).
  for (const [list, trigger] of [
    [known.localOpeners, false],
    [known.localTriggers, true],
  ] as const)
    for (const p of list) {
      const { words, folded } = knownPhrase(p);
      if (foldedFirstWords(text, words) === folded) return { trigger, end: at + wordEnd(text, words)! };
    }
  const opener = nearMissAtStart(text, at, known.openers);
  if (opener) return { trigger: false, end: opener.end, nearMiss: opener };
  const trigger = missingWordAtStart(text, at, known.triggers) ?? nearMissAtStart(text, at, known.triggers);
  return trigger ? { trigger: true, end: trigger.end, nearMiss: trigger } : undefined;
}

/** The words after a trigger opening that name its moment: up to a comma or colon, at most three words. */
function triggerSlot(text: string): string {
  const cut = text.search(/[,:;]/);
  const clause = cut < 0 ? text : text.slice(0, cut);
  const words = matchesOf(clause, WORDS_WITH_APOSTROPHES);
  return words.length > 3 ? clause.slice(0, words[3]!.index!) : clause;
}

/** A word of `rest` close to (not equal to) one of a localized reader's clause words: "wärend" for "während". */
function localWordNearMiss(words: readonly string[], rest: { text: string; start: number }): TimingSentence["nearMiss"] {
  if (words.length === 0) return undefined;
  for (const m of matchesOf(rest.text, LONG_WORDS)) {
    const near = nearestPhrase(m[0], words);
    if (near) {
      const start = rest.start + m.index!;
      return { start, end: start + m[0].length, text: m[0], suggestion: likeCase(m[0], near) };
    }
  }
  return undefined;
}

interface KnownPhrases {
  openers: readonly string[];
  triggers: readonly string[];
  /** The localized reader's own openings (exact ones not taken up are unread). */
  localOpeners: readonly string[];
  localTriggers: readonly string[];
  clauseWords: readonly string[];
}

/** The localized reader's known phrases for a file besides the English ones (none for English card text). */
function knownPhrases(model: FileModel): KnownPhrases {
  const lang = model.cardText?.lang;
  const local = lang ? model.game.cardTextLanguages?.[lang]?.timingPhrases : undefined;
  return local
    ? {
        openers: [...OPENER_PHRASES, ...local.openers],
        triggers: [...TRIGGER_PHRASES, ...local.triggers],
        localOpeners: local.openers,
        localTriggers: local.triggers,
        clauseWords: local.clauseWords,
      }
    : { openers: OPENER_PHRASES, triggers: TRIGGER_PHRASES, localOpeners: [], localTriggers: [], clauseWords: [] };
}

/** A restriction clause of localized text left (partly) untranslated: unread when it holds the reader's timing words or a near-miss of one ("wärend deines Zuges"). */
function localClause(model: FileModel, known: KnownPhrases, c: RestrictionClause): TimingSentence | undefined {
  if (known.clauseWords.length === 0 || c.window) return undefined;
  // A clause the reader rewrote ("una vez por turno" → "once each turn") is its English, read as such.
  if (originalText(model, c) !== c.text) return undefined;
  const span: Span = { start: c.start, end: c.end };
  const near = localWordNearMiss(known.clauseWords, c);
  if (near) return { ...span, read: false, unread: "near-miss", nearMiss: near };
  const exact = new Set(known.clauseWords.map((w) => w.toLowerCase()));
  return matchesOf(c.text, LETTER_RUNS).some((m) => exact.has(m[0].toLowerCase()))
    ? { ...span, read: false, unread: "restriction" }
    : undefined;
}

/**
 * Every timing-shaped sentence or clause of a Magic face, in source order (see the module doc).
 * Restriction clauses count one each; a trigger phrase counts once.
 */
export function mtgTimingSentences(model: FileModel, face: MtgFace): TimingSentence[] {
  const out: TimingSentence[] = [];
  const known = knownPhrases(model);
  for (const a of allAbilities(face.abilities)) {
    for (const r of a.restrictions)
      for (const c of r.clauses) {
        const s = clauseSentence(c) ?? localClause(model, known, c);
        if (s) out.push(r.subject === "cast" && a.kind !== "activated" ? { ...s, about: "spell" } : s);
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
    for (const s of openerSentences(model, a, known)) out.push(s);
  }
  // A localized step name the reader does not know is reported by unknown-step, where it stands;
  // its sentence is not read even when the rewrite left a word the analysis took for a step
  // (German "deines Upkeeps" read as "your upkeep"), so the map and the checks agree with it.
  const unknown = model.cardText?.unknown ?? [];
  const marked = unknown.length
    ? out.map((s) =>
        unknown.some((u) => overlaps(model, u, s)) ? { ...s, read: false, unread: "unknown-name" as const, reportedBy: "unknown-step" } : s,
      )
    : out;
  return marked.sort((x, y) => x.start - y.start);
}
