/**
 * unused-keyword: a keyword the file declares (`keyword "Name": text`) that no card of the file
 * uses. A set's mechanic that no card carries is usually a card that lost it, a renamed mechanic
 * whose old declaration stayed, or a misspelling on the cards (then the cards' uses are not read
 * as the keyword either). "Uses" means the name appears as a word in a card's rules text
 * (case-insensitive), as the import writes declarations. A rule over the whole set: the
 * incremental analysis collects each card's uses ({@link SetScope}).
 */
import type { CardNode } from "../../../../../grammar/src/index";
import { declaredKeywords } from "../../model/declared-keywords";
import { caseFold } from "../../text/case-fold";
import { checkSetRule } from "../helpers";
import type { Rule, SetScope } from "../types";

/** A letter or digit (a word goes on). (Module-level: a `\p` literal in a function is rebuilt on every call once transpiled.) */
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Whether `name` (case-folded) occurs in `text` (case-folded) with no letter or digit either side. */
function hasWord(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (!WORD_CHAR.test(text[at - 1] ?? "") && !WORD_CHAR.test(text[at + name.length] ?? "")) return true;
  }
  return false;
}

/** The rules text of a card and its faces, case-folded, one line each. */
function cardText(card: CardNode): string {
  const lines: string[] = [];
  const visit = (n: CardNode) => {
    for (const s of n.textSections) for (const l of s.lines) lines.push(l.text);
    n.faces.forEach(visit);
  };
  visit(card);
  return caseFold(lines.join("\n"));
}

const scope: SetScope = {
  /** The case-folded names of the declared keywords the card uses. */
  facts(model, card) {
    const declared = declaredKeywords(model.parse);
    if (declared.length === 0) return [];
    const text = cardText(card);
    return declared.map((k) => caseFold(k.name)).filter((name) => hasWord(text, name));
  },
  keys: (facts) => facts as string[],
  checkHeader(header, set, report) {
    for (const k of declaredKeywords(header.parse))
      if (!set.has(caseFold(k.name))) report({ span: k.nameSpan, messageId: "unused", data: { name: k.name } });
  },
};

export const rule: Rule = {
  meta: {
    id: "unused-keyword",
    defaultSeverity: "warning",
    description: "A keyword the file declares that no card of the file uses.",
    rules: [],
    fixable: false,
    messages: {
      unused: "The keyword '{{name}}' is declared here, but no card of this set uses it.",
    },
  },
  set: scope,
  check(context) {
    checkSetRule(scope, context);
  },
};
