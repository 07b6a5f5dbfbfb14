/**
 * undeclared-keyword: a card uses what reads as a keyword — a line of one capitalised word or
 * two, perhaps with a number or a cost, followed by reminder text ("Rally 2 (When …)"), alone or
 * in a keyword list ("Flying, rally 2") — that is neither a Comprehensive Rules keyword (702.x)
 * nor one the file declares (`keyword "Name": text`). CardScript then does not know what the
 * keyword does, so no timing check covers it. In a set that declares its mechanics this is usually
 * a declaration that was forgotten or a use that is misspelt. Per card: the file's declarations
 * come before every card.
 */
import { cr } from "../cr";
import type { Rule } from "../../../core/rules/types";
import { caseFold } from "../../../core/text/case-fold";
import { maskQuotedText } from "../../../core/text/masking";
import { startsWithRulesKeyword } from "../analysis/abilities";
import type { MtgFileModel } from "../analysis/mtg-model";
import { ABILITY_WORDS } from "../cr-lists.generated";
import { matchesOf } from "../../../core/text/matches";

/** Starts with an upper-case letter. (Module-level: a `\p` literal in a function is rebuilt on every call once transpiled.) */
const STARTS_UPPER = /^\p{Lu}/u;

const ABILITY_WORD_SET = new Set(ABILITY_WORDS.map(caseFold));

/**
 * Keyword actions (CR 701.x: verbs such as "Scry 2" or "Investigate" that reminder text often
 * follows), and keywords the rules define inside another keyword's rule (Multikicker, CR 702.33c).
 * Neither needs a declaration.
 */
const RULES_TERMS = new Set(
  [
    ...["activate", "attach", "behold", "cast", "counter", "create", "destroy", "discard", "double", "triple", "exchange", "exile"],
    ...["fight", "goad", "investigate", "mill", "play", "regenerate", "reveal", "sacrifice", "scry", "search", "shuffle", "surveil"],
    ...["tap", "untap", "transform", "convert", "fateseal", "clash", "planeswalk", "abandon", "proliferate", "detain", "populate"],
    ...["monstrosity", "vote", "bolster", "manifest", "support", "meld", "exert", "explore", "assemble", "adapt", "amass", "learn"],
    ...["connive", "incubate", "discover", "cloak", "suspect", "forage", "endure", "harness", "airbend", "earthbend", "waterbend"],
    ...["firebend", "blight", "venture", "multikicker", "time travel"],
    // Partner's variants (CR 702.124).
    ...["doctor's companion", "doctor’s companion", "friends forever", "legendary partner", "character select"],
  ].map(caseFold),
);

/**
 * Names the rules build from a keyword: typecycling ("Plainscycling", "Basic landcycling", CR
 * 702.29), landwalk ("Snow swampwalk", 702.14), "[Type] offering" (702.48), "Commander ninjutsu"
 * (702.49); and a card type continuing the list of the keyword before ("Enchant creature or
 * planeswalker", "Protection from artifacts, creature, or land").
 */
const RULES_FORMS =
  /(?:cycling|walk|offering|ninjutsu)$|^(?:or|and)\b|^(?:artifact|battle|creature|enchantment|instant|land|planeswalker|sorcery)s?$/iu;

/** One keyword-shaped item: a capitalised word (a second lower-case one allowed), then maybe a number, X or a cost. */
/** One item of a comma- or semicolon-separated keyword list. */
const LIST_ITEM = /[^,;]+/g;
const ITEM = /^(\p{L}[\p{Ll}'’-]+(?:[ -]\p{Ll}+)?)(?:\s*[—–-]?\s*(?:\d+|X|(?:\{[^}]+\})+))?$/u;

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "undeclared-keyword",
    defaultSeverity: "info",
    description: "A keyword a card uses that is neither a rules keyword nor declared by the file.",
    rules: [cr("702.1"), cr("701.1")],
    fixable: false,
    messages: {
      undeclared:
        "'{{name}}' reads like a keyword, but it is no rules keyword and the set does not declare it (keyword \"{{name}}\": …): CardScript does not know what it does, so no timing check covers it.",
    },
  },
  check({ model, report }) {
    const declared = new Set((model.faces[0]?.keywords ?? []).map((k) => caseFold(k.name)));
    for (const face of model.faces)
      for (const a of face.abilities) {
        if (a.kind !== "other" || a.label) continue;
        const line = a.line.text;
        const body = maskQuotedText(a.masked).trimEnd().replace(/\.$/, "");
        const items: { text: string; start: number }[] = [];
        for (const m of matchesOf(body, LIST_ITEM)) {
          const text = m[0].trim();
          if (text) items.push({ text, start: m.index + m[0].indexOf(text) });
        }
        if (items.length === 0 || !STARTS_UPPER.test(items[0]!.text) || !items.every((i) => ITEM.test(i.text))) continue;
        // Reminder text after the keyword marks it; without it, "Vanilla." or a one-word effect is left
        // alone, and so is a name after a parenthesised note ("(2 - Activated) Descent": a label).
        const last = items[items.length - 1]!;
        const hasReminder = line.indexOf("(", last.start + last.text.length) >= 0 && !line.slice(0, items[0]!.start).includes("(");
        const unknown = items.filter((i) => {
          const name = caseFold(ITEM.exec(i.text)![1]!);
          return (
            !startsWithRulesKeyword(i.text) &&
            !declared.has(name) &&
            !ABILITY_WORD_SET.has(name) &&
            !RULES_TERMS.has(name) &&
            !RULES_TERMS.has(name.split(/[ -]/)[0]!) &&
            !RULES_FORMS.test(name)
          );
        });
        // A Partner variant of a new product ("Precious (You can have two commanders if …)", CR 702.124).
        if (/\(you can have two commanders\b/i.test(line)) continue;
        // A list with a rules keyword in it is a keyword line even without reminder text.
        if (unknown.length === 0 || (!hasReminder && unknown.length === items.length)) continue;
        for (const i of unknown) {
          const name = ITEM.exec(i.text)![1]!;
          const start = a.line.span.start + i.start;
          report({ span: { start, end: start + name.length }, messageId: "undeclared", data: { name } });
        }
      }
  },
};
