/**
 * Kind: a rarity written a second way was a second rarity. The set matrix compared the `rarity`
 * field's text exactly, so `--rarity mythic` missed a card written `rarity: M` or `mythic rare`
 * (and the matrix counted `c` and `common` apart), while the exports kept their own mapping. Each
 * game's rarities are now one table in its game data (`CardFacets.rarities`: canonical word →
 * other spellings), read by the matrix, its filter, completion and the exports.
 */
import { strict as assert } from "node:assert";
import { GAMES } from "../../server/src/app/games";
import { lintText } from "../../server/src/app/service";
import { checkMatrixFilter, timingMatrixData } from "../../server/src/core/timing-map/index";
import { completionAtOffset } from "../../server/src/core/features/completion";
import { rarityOf, RARITIES } from "../../server/src/games/mtg/formats/card-facts";
import { toCockatriceXml } from "../../server/src/games/mtg/formats/export-cockatrice";
import { toMseSet } from "../../server/src/games/mtg/formats/export-mse";
import { toForgeEdition } from "../../server/src/games/mtg/formats/export-forge-edition";
import { toDraftmancerList } from "../../server/src/games/mtg/formats/export-draftmancer";
import { readCardScript } from "../../server/src/core/import/from-cardscript";

const MTG = GAMES.find((g) => g.id === "mtg")!;
const YGO = GAMES.find((g) => g.id === "ygo")!;

const card = (name: string, rarity: string) =>
  `card "${name}" {\n  cost: {U}\n  type: Instant\n  rarity: ${rarity}\n  text:\n    Draw a card.\n}\n`;

/** The names of the cards of `source` the set matrix keeps for `rarities` (checked as the CLI checks them). */
function kept(source: string, rarities: string[]): string[] {
  const sources = [{ file: "set.card", model: lintText(source).model }];
  const all = timingMatrixData(sources)!;
  const game = sources[0]!.model.game;
  const { filter, problems } = checkMatrixFilter({ rarities }, game.facets, all.values);
  assert.deepEqual(problems, []);
  return timingMatrixData(sources, filter)!.cards.map((c) => c.name);
}

describe("kind: a rarity written any way is one rarity", () => {
  const set = [
    card("Short", "M"),
    card("Long", "mythic rare"),
    card("Plain", "Mythic"),
    card("Common Letter", "c"),
    card("Common Word", "Common"),
  ].join("\n");

  it("--rarity mythic keeps M, mythic rare and Mythic; --rarity M and 'mythic rare' the same", () => {
    for (const r of ["mythic", "M", "Mythic Rare"]) assert.deepEqual(kept(set, [r]), ["Short", "Long", "Plain"], r);
    assert.deepEqual(kept(set, ["common"]), ["Common Letter", "Common Word"]);
    assert.deepEqual(kept(set, ["U"]), []);
  });

  it("the matrix's values and the unchecked filter (the matrix page) use the canonical word", () => {
    const sources = [{ file: "set.card", model: lintText(set).model }];
    assert.deepEqual(timingMatrixData(sources)!.values.rarities, ["common", "mythic"]);
    assert.deepEqual(
      timingMatrixData(sources, { rarities: ["M"] })!.cards.map((c) => c.rarity),
      ["mythic", "mythic", "mythic"],
    );
  });

  it("Yu-Gi-Oh!: a short code (SR, ScR) is the rarity it stands for", () => {
    const ygo = (name: string, r: string) => `card "${name}" {\n  type: Quick-Play Spell\n  rarity: ${r}\n  text:\n    Draw 1 card.\n}\n`;
    const src = `game ygo\n\n${ygo("A", "SR")}\n${ygo("B", "Super Rare")}\n${ygo("C", "ScR")}\n`;
    assert.deepEqual(kept(src, ["super rare"]), ["A", "B"]);
    assert.deepEqual(kept(src, ["secret rare"]), ["C"]);
    assert.ok(Object.keys(YGO.facets!.rarities).includes("super rare"));
  });

  it("the exports, completion and the filter read the one table", () => {
    assert.deepEqual(Object.keys(MTG.facets!.rarities), [...RARITIES]);
    for (const [canonical, spellings] of Object.entries(MTG.facets!.rarities))
      for (const s of [canonical, ...spellings, canonical.toUpperCase()]) assert.equal(rarityOf(s), canonical, s);
    const text = 'card "X" {\n  type: Instant\n  rarity: \n}\n';
    const at = text.indexOf("rarity: ") + "rarity: ".length;
    const labels = completionAtOffset(lintText(text).model, at).items.map((i) => i.label);
    for (const r of RARITIES) assert.ok(labels.includes(r), `${r} in ${labels.join(", ")}`);
  });

  it("every export writes its own word for a rarity written as a letter", () => {
    const { cards } = readCardScript(card("Short", "M"), "set.card", { games: GAMES });
    assert.match(toCockatriceXml(cards), /rarity="mythic"/);
    assert.match(toMseSet(cards), /\trarity: mythic rare\n/);
    assert.match(toDraftmancerList(cards, "T"), /"rarity": ?"mythic"/);
    assert.match(
      toForgeEdition(cards, "T", "2026-01-01")
        .map((f) => f.text)
        .join("\n"),
      /^1 M Short$/m,
    );
  });
});
