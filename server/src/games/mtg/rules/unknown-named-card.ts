/**
 * unknown-named-card: a card's text names a card ("search your library for a card named X",
 * "creatures named X you control") that no card of the set is called. In a custom set that is
 * usually a card renamed after the text was written, or a misspelt name; the text then refers to
 * nothing. CardScript ships no list of real card names, so a real card named this way is reported
 * too (info: the designer decides), and a file with a single card is not checked (it is no set).
 * Tokens are named apart ("a token named X" is the token's own name) and not checked. A rule
 * over the whole set: the incremental analysis collects each card's names and references
 * ({@link SetScope}).
 */
import type { CardNode } from "../../../../../grammar/src/index";
import { cr } from "../cr";
import { checkSetRule } from "../../../core/rules/helpers";
import type { Rule, SetScope, SetView } from "../../../core/rules/types";
import { maskReminderText } from "../../../core/text/masking";
import { matchesOf } from "../../../core/text/matches";

/** Starts with an upper-case letter or a digit. (Module-level: a `\p` literal in a function is rebuilt on every call once transpiled.) */
const STARTS_CAPITAL = /^[\p{Lu}\p{N}]/u;
/** A character a name continues with. (Module-level: a `\p` literal in a function is rebuilt on every call once transpiled.) */
const NAME_CHAR = /[\p{L}\p{N}'’-]/u;

/** What one card contributes: its lower-case names, and each "named …" with the text after it. */
interface NamedFacts {
  names: string[];
  refs: { start: number; tail: string }[];
}

/** "named " not after a token's or emblem's noun, before a capital letter or digit. */
const NAMED = /\bnamed\s+(?=[\p{Lu}\p{N}])/gu;
const TOKEN_BEFORE = /\b(?:tokens?|emblems?)\s+$/i;
/** Lower-case words a card name may hold between capitalised words ("Sword of Fire and Ice"). */
const JOINERS = new Set([
  "of",
  "the",
  "and",
  "to",
  "from",
  "in",
  "on",
  "a",
  "an",
  "with",
  "for",
  "at",
  "de",
  "du",
  "la",
  "le",
  "des",
  "der",
  "von",
  "van",
]);
const LONGEST_TAIL = 120;

/** A run of non-space characters (a word with its punctuation). */
const WORD = /[^\s]+/g;

/**
 * The name a reference most likely spells when it names no card of the set: the capitalised
 * words from its start (joined by the lower-case words card names use), up to the first
 * punctuation. Empty when the first word is not capitalised.
 */
export function nameRun(tail: string): string {
  const words: string[] = [];
  for (const m of matchesOf(tail, WORD)) {
    const raw = m[0];
    const word = raw.replace(/[.,;:!?)"”]+$/, "");
    const capital = STARTS_CAPITAL.test(word);
    if (!capital && !JOINERS.has(word)) break;
    words.push(word);
    if (word !== raw) break;
  }
  while (words.length > 0 && !STARTS_CAPITAL.test(words[words.length - 1]!)) words.pop();
  return words.join(" ");
}

/** Whether `tail` starts with a name of the set (case-insensitive), ending before a letter or digit. */
function knownPrefix(tail: string, set: SetView): boolean {
  const lower = tail.toLowerCase();
  for (let i = 1; i <= lower.length; i++) {
    if (i < lower.length && NAME_CHAR.test(lower[i]!)) continue;
    if (set.has(lower.slice(0, i))) return true;
  }
  return false;
}

function cardNames(card: CardNode): string[] {
  const out: string[] = [];
  const visit = (n: CardNode) => {
    if (n.name) for (const part of [n.name, ...n.name.split(" // ")]) out.push(part.trim().toLowerCase());
    n.faces.forEach(visit);
  };
  visit(card);
  return out;
}

const scope: SetScope = {
  facts(_model, card): NamedFacts {
    const refs: NamedFacts["refs"] = [];
    const visit = (n: CardNode) => {
      for (const s of n.textSections)
        for (const l of s.lines) {
          // NAMED needs the word as written; masking only blanks text, so a line without it has no reference.
          if (!l.text.includes("named")) continue;
          const masked = maskReminderText(l.text);
          for (const m of matchesOf(masked, NAMED)) {
            if (TOKEN_BEFORE.test(masked.slice(0, m.index))) continue;
            const at = m.index + m[0].length;
            refs.push({ start: l.span.start + at, tail: masked.slice(at, at + LONGEST_TAIL) });
          }
        }
      n.faces.forEach(visit);
    };
    visit(card);
    return { names: cardNames(card), refs };
  },
  keys: (facts) => (facts as NamedFacts).names,
  checkCard(facts, set, report) {
    const { refs } = facts as NamedFacts;
    if (refs.length === 0 || set.size < 2) return;
    for (const ref of refs) {
      if (knownPrefix(ref.tail, set)) continue;
      const name = nameRun(ref.tail);
      if (!name) continue;
      report({ span: { start: ref.start, end: ref.start + name.length }, messageId: "notInSet", data: { name } });
    }
  },
};

export const rule: Rule = {
  meta: {
    id: "unknown-named-card",
    defaultSeverity: "info",
    description: "A card named in another card's text that no card of the set is called.",
    rules: [cr("201.2")],
    fixable: false,
    messages: {
      notInSet:
        "No card of this set is named '{{name}}'. CardScript has no list of real cards, so it cannot tell whether a real card has this name; if it is one of the set's, check its spelling.",
    },
  },
  set: scope,
  check(context) {
    checkSetRule(scope, context);
  },
};
