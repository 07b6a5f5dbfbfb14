import { strict as assert } from "node:assert";
import { requiredLiteral } from "../../server/src/core/text/regexp";

describe("requiredLiteral (a text every match of a pattern contains)", () => {
  const cases: [RegExp, string | undefined, string][] = [
    [/\bmana ?burn\b/gi, "mana", "Mana Burn and manaburn"],
    [/\bremoved? (?:([^.]{1,60}?) )?from the game\b/gi, "from the game", "Remove it From The Game; removed ~ from the game"],
    [/\bcounts? as (?:an? |one |two )?\w+/gi, "count", "counts as a Wall, count as two"],
    [/\b[Ss]now-covered\b/g, "now-covered", "Snow-Covered Forest? no: snow-covered forest"],
    [/(?<![\w-])legend\b(?!ary)/gi, "legend", "Legend, not legendary"],
    [/\bEDH\b/g, "edh", "an EDH deck"],
    [/^enchant world\b/gi, "enchant world", "Enchant World"],
    [/\b(is|are) indestructible\b/gi, " indestructible", "it is indestructible"],
    // Inside a plain group (not optional, repeated or a lookaround) the group's own runs count.
    [/\b(?:continuous|mono|poly) (artifact)\b/gi, "artifact", "a Poly Artifact"],
    [/\b(adds?) ((?:\{\d+\})+)(?=[ .,;]|$)/gi, "add", "Adds {2}. add {1}"],
    // A counted quantifier's digits are not text of the match.
    [/\bx[^.]{1,80}y\b/gi, "x", "x marks y"],
    // A top-level alternation, or the u flag (case folding "ſ" to "s"), tells nothing.
    [/\bfoo\b|\bbar\b/gi, undefined, "foo bar"],
    [/\bstorm\b/giu, undefined, "ſtorm storm"],
    // Inside groups, classes and lookarounds nothing is required.
    [/(?:abc)?[xyz](?=def)/g, undefined, "abcxdef"],
  ];
  for (const [pattern, needle, sample] of cases) {
    it(`${String(pattern)} → ${JSON.stringify(needle)}, contained in each match of ${JSON.stringify(sample)}`, () => {
      assert.equal(requiredLiteral(pattern), needle);
      const matches = [...sample.matchAll(pattern)];
      assert.ok(matches.length > 0, "the sample has a match");
      if (needle !== undefined) for (const m of matches) assert.ok(m[0].toLowerCase().includes(needle), m[0]);
    });
  }
});
