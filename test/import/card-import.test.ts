/**
 * The core importer: record shapes (MTGJSON, Scryfall, faces), quoting, JSON vs JSON Lines, and
 * error line numbers.
 */
import { strict as assert } from "node:assert";
import { cardFileName, readRecords, RecordsSyntaxError } from "../../server/src/core/import/card-import";
import { recordToCard } from "../../server/src/games/mtg/import";
import { lintText } from "../../server/src/app/service";
import { recordWarningText } from "../helpers/import-warnings";

describe("card importer", () => {
  it("writes an MTGJSON-style record as a card that lints clean", () => {
    const src = recordToCard({
      name: "Razormane Masticore",
      manaCost: "{5}",
      typeLine: "Artifact Creature — Masticore",
      oracleText: "First strike\nAt the beginning of your upkeep, sacrifice this creature unless you discard a card.",
      power: "5",
      toughness: "5",
    });
    assert.equal(
      src,
      'card "Razormane Masticore" {\n  cost: {5}\n  type: Artifact Creature — Masticore\n  stats: 5/5\n  text:\n    First strike\n    At the beginning of your upkeep, sacrifice this creature unless you discard a card.\n}\n',
    );
    assert.deepEqual(lintText(src).findings, []);
  });

  it("reads Scryfall field names and card_faces, and escapes quotes in names", () => {
    const src = recordToCard({
      name: '"Fire" // Ice',
      card_faces: [
        {
          name: '"Fire"',
          mana_cost: "{1}{R}",
          type_line: "Instant",
          oracle_text: "Fire deals 2 damage divided as you choose among one or two targets.",
        },
        { name: "Ice", mana_cost: "{1}{U}", type_line: "Instant", oracle_text: "Tap target permanent.\nDraw a card." },
      ],
    });
    assert.match(src, /^card "\\"Fire\\" \/\/ Ice" \{\n {2}face "\\"Fire\\"" \{\n {4}cost: \{1\}\{R\}/);
    const r = lintText(src);
    assert.deepEqual(r.findings, []);
    assert.deepEqual(
      r.parse.cards[0]!.faces.map((f) => f.name),
      ['"Fire"', "Ice"],
    );
  });

  it("reads arrays, MTGJSON data maps and JSON Lines", () => {
    assert.equal(readRecords('[{"name":"A"},{"name":"B"}]').length, 2);
    assert.equal(readRecords('{"data":{"A":[{"name":"A"}],"B":[{"name":"B"}]}}').length, 2);
    assert.equal(readRecords('{"name":"A"}\n\n{"name":"B"}\n').length, 2);
    assert.deepEqual(readRecords("  \n"), []);
  });

  it("names the file's own line in JSON Lines errors, blank lines included", () => {
    assert.throws(
      () => readRecords('\n\n{"name":"A"}\n{bad'),
      (e: unknown) => e instanceof RecordsSyntaxError && e.line === 4 && /^line 4: not valid JSON/.test(e.message),
    );
  });

  it("throws for a record without a name", () => {
    assert.throws(() => recordToCard({ typeLine: "Instant" }), /without a name/);
  });

  it("makes file names from card names", () => {
    assert.equal(cardFileName("Æther Vial"), "aether-vial.card");
    assert.equal(cardFileName("Fire // Ice"), "fire-ice.card");
    assert.equal(cardFileName("???"), "card.card");
  });
});

describe("card importer: text the format cannot hold", () => {
  it("writes structure-like rules-text lines as comments and warns, so the card keeps its shape", () => {
    const warnings: string[] = [];
    const src = recordToCard(
      { name: "Evil", typeLine: "Artifact", oracleText: '{T}: Add {C}.\n}\ncard "evil" {\nrarity: rare\n# hash' },
      (w) => warnings.push(recordWarningText(w)),
    );
    const r = lintText(src);
    assert.deepEqual(
      r.parse.cards.map((c) => c.name),
      ["Evil"],
    );
    assert.deepEqual(
      r.findings.filter((f) => f.severity === "error"),
      [],
    );
    assert.equal(warnings.length, 4);
    assert.match(warnings[0]!, /^Evil: text line 2 \("\}"\) would be read as CardScript structure/);
    assert.match(src, /\n {4}# \}\n {4}# card "evil" \{\n {4}# rarity: rare\n {4}# # hash\n/);
  });
});
