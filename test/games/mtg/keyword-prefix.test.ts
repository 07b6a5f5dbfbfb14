/**
 * The keyword a text starts with is found by its first letter's pattern (each compiled when first
 * needed: the whole alternation's compile was nearly half of a server start's first analysis).
 * It must find exactly what the whole pattern of every name (flags `iu`) finds: for every keyword
 * name in upper, lower and mixed case, with what may follow it, with the two non-ASCII characters
 * that `iu` matches as ASCII letters (K KELVIN SIGN, ſ LONG S), and for texts that start with
 * anything else.
 */
import assert from "node:assert/strict";
import { keywordPrefix, keywordPrefixByWholePattern } from "../../../server/src/games/mtg/analysis/abilities";
import { KEYWORD_RULES } from "../../../server/src/games/mtg/cr-lists.generated";

const EXTRA = ["Landwalk", "Plainswalk", "Nonbasic landwalk", "Partner with", "Hexproof from", "Protection from", "Affinity for"];
const FOLLOWERS = ["", " 2", "—Pay {2}.", ",", "s", "é", " from red", ".", "\u00ad"];
const LEADS = ["", "x", " ", "1", "—", "\u212a", "\u017f", "\u0130", "é", "🃏", "K", "S"];

describe("mtg keyword at the start of a text", () => {
  it("the first letter's pattern finds what the whole pattern finds", () => {
    const names = [...KEYWORD_RULES.map((k) => k.name), ...EXTRA];
    assert.ok(names.length > 150);
    const texts = new Set<string>();
    for (const name of names) {
      const forms = [
        name,
        name.toUpperCase(),
        name.toLowerCase(),
        name.replace(/k/gi, "\u212a"),
        name.replace(/s/gi, "\u017f"),
        name.slice(0, -1),
      ];
      for (const form of forms) for (const f of FOLLOWERS) for (const lead of LEADS) texts.add(lead + form + f);
    }
    let found = 0;
    for (const text of texts) {
      const whole = keywordPrefixByWholePattern(text);
      assert.equal(keywordPrefix(text), whole, JSON.stringify(text));
      if (whole !== undefined) found++;
    }
    assert.ok(found > names.length * 10, `only ${found} texts start with a keyword: the inputs are wrong`);
    assert.equal(keywordPrefix("\u212aicker 2"), "\u212aicker", "KELVIN SIGN matches k under iu");
    assert.equal(keywordPrefix("Haſte"), "Haſte");
  });
});
