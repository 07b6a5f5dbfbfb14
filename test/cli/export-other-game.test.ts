/**
 * Kind: a file of another game given to a game's export format. The Magic formats (Cockatrice,
 * MSE, Forge) crashed on a `game ygo` file (Forge: a TypeError) or wrote its cards as Magic cards.
 * Each format now refuses files of another game by name, with exit 2, and writes nothing.
 */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import path from "node:path";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const YGO = `game ygo

card "Pot of Plenty" {
  type: Normal Spell
  text: Draw 2 cards.
}

card "Sudden Gust" {
  type: Quick-Play Spell
  text: Target 1 Spell/Trap on the field; destroy it.
}
`;

describe("kind: export of another game's file", function () {
  let dir: string;
  before(function () {
    dir = makeTempDir();
    writeFiles(dir, { "ygo.card": YGO, "mtg/a.card": CARDS.warning });
  });
  after(() => removeTempDir(dir));

  for (const [format, out] of [
    ["forge", "forge-out"],
    ["cockatrice", "out.xml"],
    ["mse", "out.mse-set"],
  ]) {
    it(`--format ${format} refuses a Yu-Gi-Oh! file by name and writes nothing`, function () {
      const r = runCli(["export", "ygo.card", "mtg", "--format", format!, "--out", out!], dir);
      assert.equal(r.code, 2, r.stdout + r.stderr);
      assert.match(r.stderr, /ygo\.card: a Yu-Gi-Oh! file; .* export holds Magic: The Gathering cards only/);
      assert.doesNotMatch(r.stderr, /TypeError|internal error/);
      assert.equal(existsSync(path.join(dir, out!)), false);
    });
  }

  it("the Magic file alone exports", function () {
    const r = runCli(["export", "mtg", "--format", "cockatrice", "--out", "ok.xml"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.ok(existsSync(path.join(dir, "ok.xml")));
  });
});
