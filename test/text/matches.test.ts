import { strict as assert } from "node:assert";
import { matchesOf } from "../../server/src/core/text/matches";

/** What `matchAll` gives, as plain data (index, groups and captures) to compare. */
const shape = (list: RegExpMatchArray[]) => list.map((m) => ({ index: m.index, all: [...m], groups: m.groups }));

describe("matchesOf (matchAll without copying the pattern)", () => {
  const cases: [string, RegExp][] = [
    ["At the beginning of your upkeep, at end of combat, at the end of turn.", /\bat (?:the )?(beginning|end) of ([^,.;]*)/gi],
    ["{2}{W/U}{T} and {X}", /\{([^{}]*)\}/g],
    ["a,,b , c", /[^\s,]*/g], // empty matches advance by one
    ["x😀y😀", /(?:)/gu], // empty matches advance by a code point with u
    ["x😀y", /(?:)/g], // and by a code unit without it
    ["no match here", /zzz/g],
    ["Named: ~ and CARDNAME", /(?<self>~|\bCARDNAME\b)/g],
  ];
  for (const [text, pattern] of cases) {
    it(`equals [...text.matchAll(${String(pattern)})] on ${JSON.stringify(text)}`, () => {
      assert.deepEqual(shape(matchesOf(text, pattern)), shape([...text.matchAll(pattern)]));
      assert.equal(pattern.lastIndex, 0, "the pattern is left as found");
    });
  }

  it("starts at the pattern's lastIndex like matchAll and restores it, so a caller's exec loop goes on", () => {
    const pattern = /\d/g;
    const text = "1 2 3 4";
    pattern.lastIndex = 3;
    const expected = shape([...text.matchAll(pattern)]);
    assert.deepEqual(shape(matchesOf(text, pattern)), expected);
    assert.equal(pattern.lastIndex, 3);
    // An outer exec loop over the same pattern with a nested call still visits every match once.
    pattern.lastIndex = 0;
    const seen: string[] = [];
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      seen.push(m[0]);
      assert.deepEqual(shape(matchesOf(text, pattern)), shape([...text.matchAll(pattern)]), "the rest after this match");
    }
    assert.deepEqual(seen, ["1", "2", "3", "4"]);
  });

  it("throws a TypeError for a pattern without the g flag, as matchAll does", () => {
    assert.throws(() => "abc".matchAll(/b/), TypeError);
    assert.throws(() => matchesOf("abc", /b/), TypeError);
  });
});
