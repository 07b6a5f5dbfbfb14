/**
 * Kind: a vocabulary kept in several places. The formatter had its own copy of Magic's field
 * names and order; it now reads the file's game's field table (`GameModel.fields`), so a
 * Yu-Gi-Oh! file is ordered by Yu-Gi-Oh!'s fields and Magic's order is unchanged.
 */
import { strict as assert } from "node:assert";
import { childRanks } from "../../server/src/core/features/formatting";
import { formatDocument } from "../../server/src/app/service";
import { MTG } from "../../server/src/games/mtg/index";

function format(text: string): string {
  const r = formatDocument(text);
  assert.ok(r.ok, JSON.stringify(r));
  return r.text;
}

describe("formatter field order comes from the game's field table", () => {
  it("Magic: cost, type, stats (pt too), loyalty, defense, color, unknown fields, text, faces, flavor … number", () => {
    const r = childRanks(MTG.fields);
    const order = ["cost", "type", "pt", "loyalty", "defense", "color", "mystery"].map((n) => r.field(n));
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      order,
    );
    assert.equal(r.field("pt"), r.field("stats"));
    assert.ok(r.field("mystery") < r.text && r.text < r.face && r.face < r.field("flavor") && r.field("flavor") < r.field("number"));
  });

  it("a Magic card is written in that order", () => {
    const src = `card "A" {\n  flavor: "Old."\n  text:\n    Draw a card.\n  type: Instant\n  cost: {U}\n}\n`;
    assert.equal(format(src), `card "A" {\n  cost: {U}\n  type: Instant\n  text:\n    Draw a card.\n  flavor: "Old."\n}\n`);
  });

  it("a Yu-Gi-Oh! card is ordered by Yu-Gi-Oh!'s fields (type, attribute, level, atk, def), set data after the text", () => {
    const src = `game ygo\n\ncard "B" {\n  set: LOB-001\n  def: 1200\n  atk: 1800\n  level: 4\n  text:\n    A monster.\n  attribute: DARK\n  type: Normal Monster\n}\n`;
    assert.equal(
      format(src),
      `game ygo\n\ncard "B" {\n  type: Normal Monster\n  attribute: DARK\n  level: 4\n  atk: 1800\n  def: 1200\n  text:\n    A monster.\n  set: LOB-001\n}\n`,
    );
  });
});
