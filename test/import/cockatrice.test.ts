/**
 * The Cockatrice reader: v3 and v4 schemas, fragments without a root, escaped HTML and BBCode in
 * text, type-line dashes, braces-less and mixed costs, two-face cards, malformed XML.
 */
import assert from "node:assert/strict";
import { braceActivationCost, cockatriceTextToPlain, readCockatrice } from "../../server/src/games/mtg/formats/cockatrice";
import { toCockatriceXml } from "../../server/src/games/mtg/formats/export-cockatrice";
import { normaliseTypeLine } from "../../server/src/core/import/type-line-dash";
import { warningText } from "../helpers/import-warnings";

const faceOf = (xml: string) => readCockatrice(xml, "f.xml").cards[0]!.faces[0]!;

describe("import: Cockatrice", function () {
  it("v3: facts straight under <card>; the card's line is its <card> line", function () {
    const xml = `<?xml version="1.0"?>\n<cockatrice_carddatabase version="3"><cards>\n<card>\n<name>DevOps</name>\n<set>BSE2</set>\n<manacost>3W</manacost>\n<type>Creature — Professional </type>\n<pt>4/4</pt>\n<text>Defender\nExalted</text>\n</card></cards></cockatrice_carddatabase>`;
    const r = readCockatrice(xml, "f.xml");
    assert.equal(r.cards[0]!.source.line, 3);
    assert.equal(r.cards[0]!.set, "BSE2");
    const f = r.cards[0]!.faces[0]!;
    assert.deepEqual(
      [f.cost, f.type, f.power, f.toughness, f.text],
      ["{3}{W}", "Creature — Professional", "4", "4", ["Defender", "Exalted"]],
    );
    assert.deepEqual(
      f.textSources!.map((s) => s!.line),
      [9, 10],
    );
  });

  it("v4 fragment without root: <prop>, escaped HTML, icon spans, hybrid in braces", function () {
    const xml = `<card>\n  <name>Aipom</name>\n  <text>Flash&lt;br&gt;&lt;span class=&quot;icon-wrapper&quot;&gt;&lt;i class=&quot;mtg red&quot;&gt;&lt;/i&gt;&lt;/span&gt;&lt;span class=&quot;icon-wrapper&quot;&gt;&lt;i class=&quot;mtg tap&quot;&gt;&lt;/i&gt;&lt;/span&gt;: Draw&amp;#8212;&lt;i&gt;(reminder)&lt;/i&gt;</text>\n  <prop><type>Creature – Normal</type><manacost>1{W/U}</manacost><pt>2/1</pt></prop>\n</card>\n<card><name>B</name><prop><type>Enchantment --- Saga</type></prop></card>`;
    const r = readCockatrice(xml, "f.xml");
    assert.equal(r.cards.length, 2);
    const f = r.cards[0]!.faces[0]!;
    assert.deepEqual([f.cost, f.type, f.text], ["{1}{W/U}", "Creature — Normal", ["Flash", "{R}{T}: Draw—(reminder)"]]);
    // Kind: a line split off by <br> is on the file's line of its <text>, not on the lines below it.
    assert.deepEqual(
      f.textSources!.map((x) => x!.line),
      [3, 3],
    );
    assert.equal(r.cards[1]!.faces[0]!.type, "Enchantment — Saga");
  });

  it("v4 transform pair tied by <related> becomes one two-face card", function () {
    const xml = `<cockatrice_carddatabase version="4"><cards>
<card><name>Front</name><text>Flying</text><prop><layout>transform</layout><side>front</side><type>Creature — Bird</type><manacost>1U</manacost><pt>1/1</pt></prop><related attach="transform">Back</related></card>
<card><name>Back</name><text>Trample</text><prop><layout>transform</layout><side>back</side><type>Creature — Beast</type><pt>3/3</pt></prop></card>
</cards></cockatrice_carddatabase>`;
    const r = readCockatrice(xml, "f.xml");
    assert.deepEqual(
      r.cards.map((c) => [c.name, c.layout, c.faces.map((f) => f.name)]),
      [["Front // Back", "transform", ["Front", "Back"]]],
    );
  });

  it("'A // B' with a '---' line: two faces; one cost goes to the first face with a warning", function () {
    const xml = `<cockatrice_carddatabase version="3"><cards><card><name>Exit // Voice</name><manacost>2W</manacost><type>Instant</type><text>Tap creatures.\n---\nVoice deals X damage.</text></card></cards></cockatrice_carddatabase>`;
    const r = readCockatrice(xml, "f.xml");
    const c = r.cards[0]!;
    assert.deepEqual(
      c.faces.map((f) => [f.name, f.cost, f.text]),
      [
        ["Exit", "{2}{W}", ["Tap creatures."]],
        ["Voice", undefined, ["Voice deals X damage."]],
      ],
    );
    assert.match(warningText(r.warnings[0]!), /one mana cost for both halves/);
  });

  it("'A // B' costs and types give each half its own", function () {
    const xml = `<card><name>A // B</name><manacost>1R // 2U</manacost><type>Instant // Sorcery</type><text>x\n---\ny</text></card>`;
    const r = readCockatrice(xml, "f.xml");
    assert.deepEqual(
      r.cards[0]!.faces.map((f) => [f.cost, f.type]),
      [
        ["{1}{R}", "Instant"],
        ["{2}{U}", "Sorcery"],
      ],
    );
    assert.equal(r.warnings.length, 0);
  });

  it("NA placeholders are skipped with a warning; BBCode is dropped; trailing ': ' on loyalty removed", function () {
    assert.deepEqual(faceOf("<card><name>N</name><text> NA </text><prop><pt> NA </pt><loyalty> NA </loyalty></prop></card>").text, [""]);
    assert.equal(cockatriceTextToPlain("Scry 1 [i](Look.)[/i]"), "Scry 1 (Look.)");
    assert.equal(faceOf("<card><name>P</name><type>Planeswalker — X</type><loyalty>6: </loyalty></card>").loyalty, "6");
  });

  it("activation costs that lost their braces get them back (not a planeswalker's loyalty costs)", function () {
    assert.equal(braceActivationCost("2UT: Scry 1"), "{2}{U}{T}: Scry 1");
    assert.equal(braceActivationCost("1, T, Sacrifice X: Draw"), "{1}, {T}, Sacrifice X: Draw");
    assert.equal(braceActivationCost("0: Draw a card.", true), "0: Draw a card.");
    assert.equal(braceActivationCost("Flying: no"), "Flying: no");
    assert.equal(braceActivationCost("{T}: Add {G}."), "{T}: Add {G}.");
  });

  it("a 'Starting loyalty: N' text line (Planesculptors exports) becomes the loyalty, with a warning", function () {
    const r = readCockatrice(
      "<card><name>W</name><text>+1: Draw.&lt;br&gt;Starting loyalty: 4</text><prop><type>Legendary Planeswalker — W</type></prop></card>",
      "f.xml",
    );
    const f = r.cards[0]!.faces[0]!;
    assert.deepEqual([f.loyalty, f.text], ["4", ["+1: Draw."]]);
    assert.match(warningText(r.warnings[0]!), /Starting loyalty: 4/);
  });

  it("tokens: <token>1</token> marks the type line as a token's unless it already says Token or Emblem; the export writes it back", function () {
    const xml = `<card><name>Refugees</name><prop><type>Creature — Stream</type><pt>1/1</pt></prop><token>1</token></card>\n<card><name>Alder Emblem</name><prop><type>Token Emblem — Alder</type></prop><token>1</token></card>\n<card><name>Refugees</name><prop><type>Creature — Stream</type></prop></card>`;
    const r = readCockatrice(xml, "f.xml");
    assert.deepEqual(
      r.cards.map((c) => c.faces[0]!.type),
      ["Token Creature — Stream", "Token Emblem — Alder", "Creature — Stream"],
    );
    const out = toCockatriceXml(r.cards);
    assert.equal(out.match(/<token>1<\/token>/g)?.length, 2);
    assert.deepEqual(
      readCockatrice(out, "g.xml").cards.map((c) => c.faces[0]!.type),
      ["Token Creature — Stream", "Token Emblem — Alder", "Creature — Stream"],
    );
  });

  it("dash variants in type lines", function () {
    for (const t of ["Creature — Elf", "Creature – Elf", "Creature --- Elf", "Creature - Elf", "Creature — Elf "])
      assert.equal(normaliseTypeLine(t), "Creature — Elf");
  });

  it("malformed XML: a <card> inside a <card>, unknown entities, a cut-off file — warnings with lines, never a throw", function () {
    const r = readCockatrice(
      `<cockatrice_carddatabase version="3"><cards>\n<card>\n<card><name>A</name><type>Land</type></card>\n<card><name>B &nbsp; C</name></card>\n<card><name>D</name><text>cut`,
      "f.xml",
    );
    assert.deepEqual(
      r.cards.map((c) => c.name),
      ["A", "B C", "D"],
    );
    assert.ok(r.warnings.some((w) => /<card> opened inside another <card>/.test(warningText(w)) && w.source.line === 3));
    assert.ok(r.warnings.some((w) => /^XML: /.test(warningText(w))));
    assert.doesNotThrow(() => readCockatrice("\u0000<<<&&&", "g.xml"));
  });
});
