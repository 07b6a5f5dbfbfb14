/**
 * `cardscript timeline` through the built CLI (run `npm run build` first): every format, one card
 * or all, the output file, the default game from cardscript.json, designer files (Magic Set
 * Editor, Cockatrice, Forge) imported in memory as `lint` does, and clear errors for a missing
 * file, a non-UTF-8 file and an unknown card name.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";
import { MAP_CARDS } from "../timing-map/cards";

describe("cli: timeline", function () {
  let dir: string;
  before(function () {
    dir = makeTempDir();
    writeFiles(dir, {
      "set.card": MAP_CARDS.sorcery + "\n" + MAP_CARDS.upkeepTrigger + "\n" + MAP_CARDS.impossible,
      "bom.card": "\uFEFF" + MAP_CARDS.sorcery,
      "latin1.card": Buffer.from([0x63, 0x61, 0x72, 0x64, 0x20, 0xe9, 0xff]),
      "ygo/cardscript.json": JSON.stringify({ game: "ygo" }),
      "ygo/monster.card": `card "Test Dragon" {\n  type: Effect Monster\n}\n`,
      "ygo-trigger.card": MAP_CARDS.ygoTrigger,
      "designer/cards.xml": [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<cockatrice_carddatabase version="4">',
        "<cards>",
        "<card><name>Battle Hymn</name><text>Cast this spell only during combat.</text><prop><type>Sorcery</type><manacost>2R</manacost></prop></card>",
        "<card><name>Quick Bolt</name><text>Quick Bolt deals 3 damage to any target.</text><prop><type>Instant</type><manacost>R</manacost></prop></card>",
        "</cards>",
        "</cockatrice_carddatabase>",
        "",
      ].join("\n"),
      "designer/dawn.mse-set/set":
        "mse version: 0.3.8\ngame: magic\ncard:\n\tname: Dawn Tender\n\tcasting cost: 1G\n\tsuper type: Creature\n\trule text: At the beginning of your upkeep, untap target land.\n",
      "designer/forge/quick_bolt.txt": "Name:Quick Bolt\nManaCost:R\nTypes:Instant\nOracle:Quick Bolt deals 3 damage to any target.\n",
    });
  });
  after(function () {
    removeTempDir(dir);
  });

  it("text (the default) draws every card within 100 columns", function () {
    const r = runCli(["timeline", "set.card"], dir);
    assert.equal(r.code, 0, r.stderr);
    for (const name of ["Quiet Study", "Dawn Keeper", "Crossed Signals"]) assert.match(r.stdout, new RegExp(`^${name}$`, "m"));
    for (const line of r.stdout.split("\n")) assert.ok([...line].length <= 100, line);
  });

  it("--card picks one card, case-insensitive", function () {
    const r = runCli(["timeline", "set.card", "--card", "dawn keeper", "--format", "json"], dir);
    assert.equal(r.code, 0, r.stderr);
    const doc = JSON.parse(r.stdout) as {
      file: string;
      version: number;
      game: { id: string };
      cards: { name: string; rows: { type: string; cells: unknown[] }[] }[];
    };
    assert.equal(doc.file, "set.card");
    assert.equal(doc.version, 1);
    assert.equal(doc.game.id, "mtg");
    assert.deepEqual(
      doc.cards.map((c) => c.name),
      ["Dawn Keeper"],
    );
    assert.deepEqual(
      doc.cards[0]!.rows.map((row) => row.type),
      ["subject", "trigger"],
    );
    assert.deepEqual(doc.cards[0]!.rows[1]!.cells, [{ turn: "you", segment: "upkeep" }]);
  });

  it("svg and html; --output-file writes the file and nothing to stdout", function () {
    const svg = runCli(["timeline", "set.card", "--card", "Quiet Study", "--format", "svg"], dir);
    assert.equal(svg.code, 0, svg.stderr);
    assert.match(svg.stdout, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.match(
      svg.stdout,
      /aria-label="Quiet Study \(Sorcery-speed spells\): Your turn: precombat main phase, postcombat main phase, stack empty"/,
    );
    const html = runCli(["timeline", "set.card", "--format", "html", "--output-file", "out/set.html"], dir);
    assert.equal(html.code, 0, html.stderr);
    assert.equal(html.stdout, "");
    const page = readFileSync(path.join(dir, "out", "set.html"), "utf8");
    assert.match(page, /<section id="card-crossed-signals">/);
    // The shared definitions once, then each of the 3 cards in its wide and its stacked layout.
    assert.equal((page.match(/<svg /g) ?? []).length, 1 + 3 * 2);
  });

  it("--format json lists a Yu-Gi-Oh! card's trigger markers (cells per turn and segment)", function () {
    const r = runCli(["timeline", "ygo-trigger.card", "--format", "json"], dir);
    assert.equal(r.code, 0, r.stderr);
    const doc = JSON.parse(r.stdout) as {
      game: { id: string };
      cards: { rows: { type: string; label: string; summary: string; cells: { turn: string; segment: string }[] }[] }[];
    };
    assert.equal(doc.game.id, "ygo");
    const triggers = doc.cards[0]!.rows.filter((row) => row.type === "trigger");
    assert.deepEqual(
      triggers.map((t) => [t.label.slice(0, 25), t.cells]),
      [
        ["During your Standby Phase", [{ turn: "you", segment: "standby" }]],
        [
          "At the start of the Damag",
          [
            { turn: "you", segment: "dsStart" },
            { turn: "opp", segment: "dsStart" },
          ],
        ],
        ["If this card is Normal Su", []],
      ],
    );
    assert.equal(triggers[2]!.summary, "when its event happens");
  });

  it("a BOM does not shift the offsets: they index the text after the BOM", function () {
    const r = runCli(["timeline", "bom.card", "-f", "json"], dir);
    const doc = JSON.parse(r.stdout) as { cards: { rows: { range: { start: number; end: number; startLine: number } }[] }[] };
    const range = doc.cards[0]!.rows[0]!.range;
    assert.equal(MAP_CARDS.sorcery.slice(range.start, range.end), "Sorcery");
    assert.equal(range.startLine, 3);
  });

  it("the default game comes from cardscript.json: a ygo folder draws Yu-Gi-Oh!'s phases", function () {
    const r = runCli(["timeline", "ygo/monster.card", "-f", "json"], dir);
    assert.equal(r.code, 0, r.stderr);
    const doc = JSON.parse(r.stdout) as { game: { id: string }; space: { segments: { id: string }[] } };
    assert.equal(doc.game.id, "ygo");
    assert.ok(doc.space.segments.some((s) => s.id === "dsCalc"));
  });

  it("designer files (Cockatrice XML, an MSE set, a Forge folder): imported as lint does, their cards mapped, no syntax errors, exit 0", function () {
    const cases: [string, string[]][] = [
      ["designer/cards.xml", ["Battle Hymn", "Quick Bolt"]],
      ["designer/dawn.mse-set", ["Dawn Tender"]],
      ["designer/forge", ["Quick Bolt"]],
    ];
    for (const [input, names] of cases) {
      for (const locale of ["en", "de"]) {
        const r = runCli(["timeline", input, "--format", "json", "--locale", locale], dir);
        assert.equal(r.code, 0, `${input} ${locale}: ${r.stderr}`);
        assert.equal(r.stderr, "", `${input} ${locale}: nothing to warn about`);
        const doc = JSON.parse(r.stdout) as { file: string; cards: { name: string }[] };
        assert.equal(doc.file, input);
        assert.deepEqual(
          doc.cards.map((c) => c.name),
          names,
          input,
        );
      }
    }
    // --card and the text map work alike; the text map is in the run's language.
    const one = runCli(["timeline", "designer/cards.xml", "--card", "battle hymn", "--locale", "de"], dir);
    assert.equal(one.code, 0, one.stderr);
    assert.match(one.stdout, /Battle Hymn/);
    assert.doesNotMatch(one.stdout, /Quick Bolt/);
    assert.match(one.stdout, /Dein Zug/);
    // A Forge folder with a Windows-1252 script (read as such, with a warning) and one that is no text
    // (an error of that file, exit 1): the other cards are mapped.
    writeFiles(dir, {
      "designer/latin1/jotun.txt": Buffer.from("Name:J\xf6tun\nManaCost:U\nTypes:Instant\nOracle:Draw a card.\n", "latin1"),
    });
    writeFiles(dir, { "designer/latin1/ok.txt": "Name:Ok\nManaCost:U\nTypes:Instant\nOracle:Draw a card.\n" });
    writeFiles(dir, { "designer/latin1/x.txt": Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x3a, 0x81, 0x0a]) });
    const partial = runCli(["timeline", "designer/latin1", "--format", "json"], dir);
    assert.equal(partial.code, 1, partial.stderr);
    assert.match(partial.stderr, /jotun\.txt:1: warning: not UTF-8 .*read as Windows-1252/);
    assert.match(partial.stderr, /x\.txt:1: error: this file is not valid UTF-8 text/);
    assert.deepEqual(
      (JSON.parse(partial.stdout) as { cards: { name: string }[] }).cards.map((c) => c.name),
      ["Jötun", "Ok"],
    );
  });

  it("errors: unknown card (with the closest name), missing file, non-UTF-8 file, unknown format — exit 2, nothing on stdout", function () {
    const unknown = runCli(["timeline", "set.card", "--card", "Quiet Stuyd"], dir);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /no card named 'Quiet Stuyd'; closest: Quiet Study/);
    const missing = runCli(["timeline", "missing.card"], dir);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /missing\.card: no such file or directory/);
    const latin1 = runCli(["timeline", "latin1.card"], dir);
    assert.equal(latin1.code, 2);
    assert.match(latin1.stderr, /not valid UTF-8/);
    const format = runCli(["timeline", "set.card", "-f", "png"], dir);
    assert.equal(format.code, 2);
    for (const r of [unknown, missing, latin1, format]) assert.equal(r.stdout, "");
  });
});
