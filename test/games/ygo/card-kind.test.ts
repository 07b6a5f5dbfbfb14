/** `type:` values as printed → kind, subtype, monster types; unknown words with offsets. */
import { strict as assert } from "node:assert";
import { formatCardKind, parseCardKind } from "../../../server/src/games/ygo/card-kind";

describe("ygo card types", () => {
  const cases: [string, string, string, string[]][] = [
    ["Effect Monster", "monster", "Effect", ["Effect"]],
    ["Tuner/Effect Monster", "monster", "Effect", ["Tuner", "Effect"]],
    ["Xyz Monster", "monster", "Xyz", ["Xyz"]],
    ["XYZ/Effect Monster", "monster", "Xyz", ["Xyz", "Effect"]],
    ["Link Monster", "monster", "Link", ["Link"]],
    ["Pendulum/Effect Monster", "monster", "Pendulum", ["Pendulum", "Effect"]],
    ["Quick-Play Spell", "spell", "Quick-Play", []],
    ["Spell Card", "spell", "Normal", []],
    ["Counter Trap", "trap", "Counter", []],
    ["Trap", "trap", "Normal", []],
    ["Continuous Trap Card", "trap", "Continuous", []],
  ];
  for (const [value, kind, subtype, types] of cases) {
    it(`reads "${value}"`, () => {
      const k = parseCardKind(value)!;
      assert.deepEqual([k.kind, k.subtype, k.monsterTypes, k.unknown], [kind, subtype, types, []]);
    });
  }
  it("lists unknown words with their offsets in the value", () => {
    assert.deepEqual(parseCardKind("  Tunr/Effect Monster")!.unknown, [{ word: "Tunr", offset: 2 }]);
    assert.deepEqual(parseCardKind("Quickplay Spell")!.unknown, [{ word: "Quickplay", offset: 0 }]);
    assert.equal(parseCardKind("Sorcery"), undefined);
  });
  it("formats a kind as printed", () => {
    assert.equal(formatCardKind("monster", "Xyz", ["Xyz", "Effect"]), "Xyz/Effect Monster");
    assert.equal(formatCardKind("spell", "Quick-Play"), "Quick-Play Spell");
    assert.equal(formatCardKind("trap", "Normal"), "Normal Trap");
  });
});
