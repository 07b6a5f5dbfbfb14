/**
 * The set-wide Timing Matrix (server/src/core/timing-map/matrix.ts, matrix-render.ts): built on
 * the Timing Map's data, so a card's cell is filled exactly where its map has a usable cell or a
 * trigger mark (checked over real printed cards); counts per cell and per column; filters by
 * colour, rarity, card type and "what can an opponent do here"; text within its width; HTML
 * escaped, with the filter script whose hash the page's CSP names.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { lintText } from "../../server/src/app/service";
import {
  MATRIX_SCRIPT,
  matrixTableHtml,
  renderTimingMatrixHtml,
  renderTimingMatrixSvg,
  renderTimingMatrixText,
  timingMapData,
  timingMatrixData,
  type MatrixSource,
} from "../../server/src/core/timing-map/index";
import { mtgCostColours } from "../../server/src/games/mtg/features/map-symbols";
import { corpusFileOrSkip } from "../helpers/corpus";

const card = (name: string, cost: string, type: string, rarity: string, text: string) =>
  `card "${name}" {\n  cost: ${cost}\n  type: ${type}\n  rarity: ${rarity}\n  text:\n    ${text}\n}\n`;

const SET = [
  card("Quick Answer", "{U}", "Instant", "common", "Counter target spell."),
  card("Slow Plan", "{2}{R}", "Sorcery", "uncommon", "Draw two cards."),
  card("Upkeep Bell", "{1}{W}", "Artifact", "common", "At the beginning of your upkeep, you gain 1 life."),
  card("Twin Drake", "{W/U}{B}", "Creature — Drake", "rare", "Flash"),
].join("\n");

const sources = (text: string, file = "set.card"): MatrixSource[] => [{ file, model: lintText(text).model }];

describe("timing matrix: data", function () {
  it("one row per card, one column per segment of both turns; counts per cell and per column", function () {
    const m = timingMatrixData(sources(SET))!;
    assert.deepEqual(
      m.cards.map((c) => c.name),
      ["Quick Answer", "Slow Plan", "Upkeep Bell", "Twin Drake"],
    );
    assert.equal(m.columns.length, 2 * m.space.segments.length);
    const col = (turn: string, seg: string) => m.columns.findIndex((c) => c.turn === turn && c.segment === seg);
    const bell = m.cards[2]!;
    assert.deepEqual(bell.cells[col("you", "upkeep")], { use: 0, trigger: 1 });
    assert.deepEqual(bell.cells[col("you", "main1")], { use: 1, trigger: 0 });
    assert.equal(m.cards[0]!.cells[col("opp", "end")]!.use, 1);
    // Main 1 of your turn: every card can be cast there.
    assert.equal(m.totals[col("you", "main1")], 4);
    // An opponent's end step: the instant and the flash creature.
    assert.equal(m.totals[col("opp", "end")], 2);
    assert.deepEqual(
      m.cards.map((c) => c.opponent),
      [true, false, false, true],
    );
    assert.deepEqual(m.values, {
      colours: ["B", "R", "U", "W"],
      rarities: ["common", "rare", "uncommon"],
      types: ["Artifact", "Creature", "Instant", "Sorcery"],
    });
  });

  it("filters by colour (any of), rarity, card type and instant-speed interaction in an opponent's turn", function () {
    const names = (f: Parameters<typeof timingMatrixData>[1]) => timingMatrixData(sources(SET), f)!.cards.map((c) => c.name);
    assert.deepEqual(names({ colours: ["U"] }), ["Quick Answer", "Twin Drake"]);
    assert.deepEqual(names({ colours: ["w"], rarities: ["common"] }), ["Upkeep Bell"]);
    assert.deepEqual(names({ types: ["creature", "Sorcery"] }), ["Slow Plan", "Twin Drake"]);
    assert.deepEqual(names({ opponent: true }), ["Quick Answer", "Twin Drake"]);
    assert.deepEqual(names({ opponent: true, colours: ["U"], rarities: ["common"] }), ["Quick Answer"]);
    const m = timingMatrixData(sources(SET), { opponent: true })!;
    assert.equal(m.total, 4);
    assert.equal(Math.max(...m.totals), 2);
  });

  it("mana cost colours: WUBRG order, hybrid and Phyrexian halves count, colourless is C", function () {
    assert.deepEqual(mtgCostColours("{2}{G}{W/U}"), ["W", "U", "G"]);
    assert.deepEqual(mtgCostColours("{G/P}{B}"), ["B", "G"]);
    assert.deepEqual(mtgCostColours("{4}"), ["C"]);
    assert.deepEqual(mtgCostColours(""), ["C"]);
  });

  it("never disagrees with the Timing Map: over real printed cards, a cell is filled exactly where the map is", function () {
    const text = readFileSync(corpusFileOrSkip(this, "mtg/cards.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .slice(0, 4000)
      .filter((_, i) => i % 40 === 0)
      .map((l) => JSON.parse(l) as { name: string; manaCost?: string; typeLine: string; oracleText?: string })
      .filter((c) => c.oracleText)
      .map(
        (c) =>
          `card ${JSON.stringify(c.name)} {\n  type: ${c.typeLine}\n  text:\n${c
            .oracleText!.split("\n")
            .map((l) => `    ${l}`)
            .join("\n")}\n}\n`,
      )
      .join("\n");
    const model = lintText(text).model;
    const map = timingMapData(model);
    const m = timingMatrixData([{ file: "real.card", model }])!;
    assert.equal(m.cards.length, map.cards.length);
    map.cards.forEach((c, k) => {
      m.columns.forEach((col, i) => {
        const at = (r: { cells: { turn: string; segment: string }[] }) =>
          r.cells.some((x) => x.turn === col.turn && x.segment === col.segment);
        const use = c.rows.filter((r) => r.type === "subject" && at(r)).length;
        const trig = c.rows.filter((r) => r.type === "trigger" && at(r)).length;
        assert.deepEqual(m.cards[k]!.cells[i], { use, trigger: trig }, `${c.name} ${col.turn}/${col.segment}`);
      });
    });
  });

  it("several files: cards in file order; a file of another game is left out", function () {
    const m = timingMatrixData([
      ...sources(SET, "a.card"),
      { file: "y.card", model: lintText(`game ygo\ncard "Y" {\n  type: Normal Spell\n}\n`).model },
      ...sources(card("Late Card", "{G}", "Instant", "common", "Draw a card."), "b.card"),
    ])!;
    assert.deepEqual(
      m.cards.map((c) => `${c.file}:${c.name}`),
      ["a.card:Quick Answer", "a.card:Slow Plan", "a.card:Upkeep Bell", "a.card:Twin Drake", "b.card:Late Card"],
    );
    assert.equal(timingMatrixData([]), undefined);
  });
});

describe("timing matrix: renderers", function () {
  it("text: every line within the width; narrower than both turns need, one table per turn", function () {
    const m = timingMatrixData(sources(SET))!;
    for (const width of [48, 60, 100, 140]) {
      const out = renderTimingMatrixText(m, undefined, width);
      for (const l of out.split("\n")) assert.ok([...l].length <= width, `${width}: ${l}`);
      const blocks = (out.match(/^Cards(?: |$)/gm) ?? []).length;
      assert.equal(blocks, width >= 100 ? 1 : 2, `${width}: ${blocks} tables`);
    }
    assert.match(renderTimingMatrixText(m), /^Upkeep Bell +· {2}◆ {2}· {2}1 /m);
    assert.match(renderTimingMatrixText(m), /^4 of 4 cards$/m);
  });

  it("HTML: escaped, data attributes for the filters, the script allowed by its hash", function () {
    const m = timingMatrixData(sources(card("A <b>&'", "{U}", "Instant", "common", "Draw a card.")))!;
    const html = matrixTableHtml(m);
    assert.ok(!html.includes("<b>") && html.includes("A &lt;b&gt;&amp;&apos;"));
    assert.match(html, /<tr data-colours="u" data-rarity="common" data-types="instant" data-opp="1" data-cells="[01,]+"/);
    const hash = createHash("sha256").update(MATRIX_SCRIPT, "utf8").digest("base64");
    const page = renderTimingMatrixHtml(m, "set.card", undefined, hash);
    assert.ok(page.includes(`script-src 'sha256-${hash}'`));
    assert.ok(page.includes(`<script>${MATRIX_SCRIPT}</script>`));
    assert.doesNotMatch(renderTimingMatrixHtml(m, "set.card"), /<script/);
  });

  it("SVG: side by side at 1100 px, one table per turn when narrow; labels 11 px or more", function () {
    const m = timingMatrixData(sources(SET))!;
    const wide = renderTimingMatrixSvg(m, undefined, 1100);
    const narrow = renderTimingMatrixSvg(m, undefined, 320);
    assert.match(wide, /^<svg [^>]*width="1100"/);
    assert.match(narrow, /^<svg [^>]*width="320"/);
    assert.equal((wide.match(/>Your turn</g) ?? []).length, 1);
    assert.equal((narrow.match(/>An opponent&apos;s turn</g) ?? []).length, 1);
    assert.doesNotMatch(wide + narrow, /font-size="(?:[0-9]|10)(?:\.\d+)?"/);
  });
});
