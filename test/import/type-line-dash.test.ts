/**
 * Kind: a type-line dash other than `—`. The language accepts `-`, `--` and `–` before subtypes,
 * but the exporters split type lines only at `—`: `Creature -- Human Soldier` became Cockatrice
 * `<maintype>Soldier</maintype>` and an MSE `super_type` with no `sub_type`. Every dash now reads
 * as `—` when `.card` text becomes imported cards, so every writer gets the same type line.
 */
import assert from "node:assert/strict";
import { cardFormat } from "../../server/src/app/formats";
import { readCardScript } from "../../server/src/app/service";

const DASHES = ["—", "–", "-", "--", "---"];
const file = (dash: string) => `card "Vela" {
  cost: {4}{B}{B}
  type: Legendary Planeswalker ${dash} Vela
  loyalty: 5
  text: +1: Draw a card.
}

card "Guard" {
  cost: {1}{W}
  type: Creature ${dash} Human Soldier
  stats: 2/2
}

card "Vigil-Keeper" {
  cost: {W}
  type: Creature — Human-Spirit
  stats: 1/1
}
`;

describe("kind: type-line dash variants", function () {
  for (const dash of DASHES) {
    it(`'${dash}' before subtypes: imported cards, Cockatrice and MSE see the same type line`, function () {
      const { cards } = readCardScript(file(dash), "x.card");
      assert.deepEqual(
        cards.map((c) => c.faces[0]!.type),
        ["Legendary Planeswalker — Vela", "Creature — Human Soldier", "Creature — Human-Spirit"],
      );
      const xml = cardFormat("cockatrice")!.write(cards, "T")[0]!.text;
      assert.deepEqual(
        [...xml.matchAll(/<maintype>([^<]*)<\/maintype>/g)].map((m) => m[1]),
        ["Planeswalker", "Creature", "Creature"],
      );
      const mse = cardFormat("mse")!
        .write(cards, "T")
        .find((f) => f.name === "set")!.text;
      assert.match(mse, /super_type: Legendary Planeswalker\n\s*sub_type: Vela/);
      assert.match(mse, /super_type: Creature\n\s*sub_type: Human Soldier/);
    });
  }
});
