/**
 * Kind: a set filter value that names nothing matched no card, silently: `cardscript timeline
 * --set --rarity uncomon` or `--colour bleu` drew an empty matrix with exit 0. Each value of
 * `--colour`/`--color`, `--rarity` and `--type` is now checked against the game's values
 * (`GameModel.facets`, the game data) and the set's own, and a value that names nothing is a usage
 * error (exit 2) naming the nearest value, in the run's language. `--color` is `--colour`'s alias,
 * and a colour may be given by name. Through the built CLI (run `npm run build` first).
 */
import { strict as assert } from "node:assert";
import { GAMES } from "../../server/src/app/games";
import { checkMatrixFilter, timingMatrixData } from "../../server/src/core/timing-map/index";
import { lintText } from "../../server/src/app/service";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

const card = (name: string, cost: string, type: string, rarity: string, text: string) =>
  `card "${name}" {\n  cost: ${cost}\n  type: ${type}\n  rarity: ${rarity}\n  text:\n    ${text}\n}\n`;

const MTG = GAMES.find((g) => g.id === "mtg")!;
const YGO = GAMES.find((g) => g.id === "ygo")!;
const names = (stdout: string) => (JSON.parse(stdout) as { cards: { name: string }[] }).cards.map((c) => c.name);

describe("kind: misspelled filter values are reported", function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = makeTempDir();
    writeFiles(dir, {
      "set/a.card":
        card("Quick Answer", "{U}", "Instant", "common", "Counter target spell.") +
        "\n" +
        card("Slow Plan", "{2}{R}", "Sorcery", "uncommon", "Draw two cards.") +
        "\n" +
        card("Shiny Thing", "{3}", "Artifact", "promo", "Draw a card."),
      "ygo/b.card":
        'game ygo\n\ncard "Quick Draw" {\n  type: Quick-Play Spell\n  rarity: Super Rare\n  text:\n    Draw 1 card.\n}\n\n' +
        'card "Big Xyz" {\n  type: Xyz/Effect Monster\n  text:\n    Once per turn: You can draw 1 card.\n}\n',
    });
  });
  after(() => removeTempDir(dir));

  const timeline = (...args: string[]) => runCli(["timeline", "--set", ...args, "--format", "json"], dir);

  it("--rarity uncomon: exit 2, did you mean 'uncommon', nothing on stdout", () => {
    const r = timeline("set", "--rarity", "uncomon");
    assert.equal(r.code, 2, r.stderr);
    assert.equal(r.stdout, "");
    assert.match(r.stderr, /--rarity 'uncomon' is not a rarity of Magic: The Gathering or of these cards\. Did you mean 'uncommon'\?/);
  });

  it("--colour bleu and --color bleu: did you mean 'blue'; every bad value of a list is named", () => {
    for (const flag of ["--colour", "--color"]) {
      const r = timeline("set", flag, "bleu");
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /'bleu' is not a colour of Magic: The Gathering or of these cards\. Did you mean 'blue'\?/);
    }
    const two = timeline("set", "--type", "Instnt,Sorcry");
    assert.match(two.stderr, /'Instnt'.*Did you mean 'Instant'\?\n.*'Sorcry'.*Did you mean 'Sorcery'\?/);
  });

  it("a value far from every value lists the known ones", () => {
    const r = timeline("set", "--rarity", "zzzzzz");
    assert.equal(r.code, 2);
    assert.match(r.stderr, /Known values: common, uncommon, rare, mythic, .*promo/);
  });

  it("German and Spanish", () => {
    assert.match(timeline("set", "--rarity", "uncomon", "--locale", "de").stderr, /ist keine Seltenheit .* Meintest du 'uncommon'\?/);
    assert.match(timeline("set", "--colour", "bleu", "--locale", "es").stderr, /no es un color .* ¿Quisiste decir 'blue'\?/);
  });

  it("valid values still filter: letters, names, --color, the set's own rarity, any case", () => {
    assert.deepEqual(names(timeline("set", "--color", "blue").stdout), ["Quick Answer"]);
    assert.deepEqual(names(timeline("set", "--colour", "u,R").stdout), ["Quick Answer", "Slow Plan"]);
    assert.deepEqual(names(timeline("set", "--colour", "colourless").stdout), ["Shiny Thing"]);
    assert.deepEqual(names(timeline("set", "--rarity", "Promo").stdout), ["Shiny Thing"]);
    // A rarity the game knows that no card of the set has: a real filter with no match, not a typo.
    const mythic = timeline("set", "--rarity", "mythic");
    assert.equal(mythic.code, 0, mythic.stderr);
    assert.deepEqual(names(mythic.stdout), []);
  });

  it("Yu-Gi-Oh!: no colours; its types and rarities; 'Xyz/Effect Monster' has the type Xyz", () => {
    const colour = timeline("ygo", "--colour", "U");
    assert.equal(colour.code, 2);
    assert.match(colour.stderr, /--colour 'U': Yu-Gi-Oh! cards have no colours/);
    assert.deepEqual(names(timeline("ygo", "--type", "xyz").stdout), ["Big Xyz"]);
    assert.deepEqual(names(timeline("ygo", "--rarity", "super rare").stdout), ["Quick Draw"]);
    assert.match(timeline("ygo", "--type", "Quik-Play").stderr, /Did you mean 'Quick-Play'\?/);
  });

  it("the values come from the game model (one place), not a list in the CLI", () => {
    assert.deepEqual(Object.keys(MTG.facets!.colours), ["W", "U", "B", "R", "G", "C"]);
    assert.ok(MTG.facets!.types.includes("Legendary") && MTG.facets!.types.includes("Battle"));
    assert.deepEqual(YGO.facets!.colours, {});
    const data = timingMatrixData([{ file: "x", model: lintText("").model }]) ?? { values: { colours: [], rarities: [], types: [] } };
    const checked = checkMatrixFilter({ colours: ["Blue", "w"], rarities: ["uncomon"] }, MTG.facets, data.values);
    assert.deepEqual(checked.filter.colours, ["U", "W"]);
    assert.deepEqual(checked.problems, [{ facet: "rarities", value: "uncomon", near: "uncommon" }]);
  });
});
