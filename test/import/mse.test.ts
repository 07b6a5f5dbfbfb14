/**
 * The Magic Set Editor reader: the tree syntax (one tab per level, multi-line values, BOM, CRLF,
 * old and new key spellings), markup, costs without braces, faces in `_2` fields, included card
 * files and set-level keywords.
 */
import assert from "node:assert/strict";
import { mseMarkupToText, parseMseTree, readMseSet } from "../../server/src/games/mtg/formats/mse";
import { emitCards } from "../../server/src/core/import/emit";
import { warningText } from "../helpers/import-warnings";

const set = (body: string) => `\uFEFFmse version: 0.3.8\r\ngame: magic\r\nstylesheet: new\r\n${body}`.replace(/\r?\n/g, "\r\n");

describe("import: MSE", function () {
  it("reads old keys (spaces), CRLF and a BOM; the card's line is its 'card:' line", function () {
    const r = readMseSet({
      setFile: "set",
      setText: set(
        "set info:\n\ttitle: T\ncard:\n\tname: Glass Spider\n\tcasting cost: 2GG\n\tsuper type: <word-list-type>Enchantment Creature</word-list-type>\n\tsub type: <word-list-race>Spider</word-list-race><soft> </soft><word-list-class></word-list-class>\n\trule text: <kw-a><nospellcheck>Reach</nospellcheck></kw-a>\n\tpower: 2\n\ttoughness: 3\n",
      ),
    });
    assert.equal(r.cards.length, 1);
    const c = r.cards[0]!;
    assert.deepEqual({ name: c.name, line: c.source.line }, { name: "Glass Spider", line: 6 });
    assert.deepEqual(c.faces[0], {
      ...c.faces[0],
      cost: "{2}{G}{G}",
      type: "Enchantment Creature — Spider",
      text: ["Reach"],
      power: "2",
      toughness: "3",
    });
  });

  it("reads new keys (underscores) the same way", function () {
    const r = readMseSet({
      setFile: "set",
      setText: "mse_version: 2.0.2\ncard:\n\tname: X\n\tcasting_cost: XR\n\tsuper_type: Instant\n\trule_text: Draw a card.\n",
    });
    assert.deepEqual(
      [r.cards[0]!.faces[0]!.cost, r.cards[0]!.faces[0]!.type, r.cards[0]!.faces[0]!.text],
      ["{X}{R}", "Instant", ["Draw a card."]],
    );
  });

  it("multi-line values keep one line per ability, each with its own source line", function () {
    const r = readMseSet({
      setFile: "s",
      setText:
        "card:\n\tname: A\n\tsuper_type: Creature\n\trule_text:\n\t\tFlying\n\t\t\n\t\tAt the beginning of your upkep, draw a card.\n\tpower: 1\n",
    });
    const f = r.cards[0]!.faces[0]!;
    assert.deepEqual(f.text, ["Flying", "", "At the beginning of your upkep, draw a card."]);
    assert.deepEqual(
      f.textSources!.map((s) => s!.line),
      [5, 6, 7],
    );
    assert.equal(f.power, "1");
  });

  it("markup: symbols, the card's name, reminder text, spell-check tags across a line break, U+0001", function () {
    assert.equal(
      mseMarkupToText(
        "<sym>T</sym>, <sym-auto>2W</sym-auto>: <atom-cardname><nospellcheck>X</nospellcheck></atom-cardname> gains 1 life.",
        "Ring",
      ),
      "{T}, {2}{W}: Ring gains 1 life.",
    );
    assert.equal(
      mseMarkupToText("<kw-A>Uprising<atom-reminder-expert><i-auto>Bond a land.</i-auto></atom-reminder-expert></kw-A>", "x"),
      "Uprising (Bond a land.)",
    );
    assert.equal(
      mseMarkupToText("a <error-spelling:en_us:/magic.mse-game/magic-words>b\nc</error-spelling:en_us:/magic.mse-game/magic-words> d", "x"),
      "a b\nc d",
    );
    assert.equal(mseMarkupToText("p\u00010.05 and \u0001number>", "x"), "p<0.05 and <number>");
  });

  it("a second face in 'name 2' fields; the stylesheet names the layout; the card is 'A // B'", function () {
    const r = readMseSet({
      setFile: "s",
      setText: set(
        "card:\n\tstylesheet: new-split\n\tname: Act Dead\n\tcasting cost: 3BB\n\tsuper type: Sorcery\n\trule text: Exile it.\n\tname 2: Trade Up\n\tcasting cost 2: 1U\n\tsuper type 2: Instant\n\trule text 2: Draw.\n",
      ),
    });
    const c = r.cards[0]!;
    assert.equal(c.name, "Act Dead // Trade Up");
    assert.equal(c.layout, "split");
    assert.deepEqual(
      c.faces.map((f) => [f.name, f.cost, f.type, f.text]),
      [
        ["Act Dead", "{3}{B}{B}", "Sorcery", ["Exile it."]],
        ["Trade Up", "{1}{U}", "Instant", ["Draw."]],
      ],
    );
  });

  it("tokens and emblems: a token or emblem stylesheet marks the type line ('Token Creature — Stream'), as token cards print it", function () {
    const r = readMseSet({
      setFile: "s",
      setText:
        "card:\n\tstylesheet: new-token\n\tname: Refugees\n\tsuper type: <word-list-type>Creature</word-list-type>\n\tsub type: <word-list-race>Stream</word-list-race>\ncard:\n\tstylesheet: m15-emblem\n\tname: Asteroid Mining\n\tsuper type: Emblem\ncard:\n\tstylesheet: m15-token\n\tname: Clue\n\tsuper type: Token Artifact\n\tsub type: Clue\n",
    });
    assert.deepEqual(
      r.cards.map((c) => c.faces[0]!.type),
      ["Token Creature — Stream", "Emblem", "Token Artifact — Clue"],
    );
  });

  it("empty '_2' fields on an ordinary card add no face", function () {
    const r = readMseSet({ setFile: "s", setText: "card:\n\tname: A\n\tsuper_type: Instant\n\tname_2: \n\trule_text_2: \n" });
    assert.equal(r.cards[0]!.faces.length, 1);
  });

  it("folder sets: only files named by include_file are read; a missing one is a warning", function () {
    const files: Record<string, string> = {
      "card a": "mse_version: 2.5.8\ncard:\n\tname: A\n\tsuper_type: Instant\n",
      "card orphan": "mse_version: 2.5.8\ncard:\n\tname: Orphan\n",
    };
    const r = readMseSet({
      setFile: "set",
      setText: "mse_version: 2.0.2\ninclude_file: card a\ninclude_file: card gone\n",
      readIncluded: (n) => (files[n] ? { file: n, text: files[n]! } : undefined),
    });
    assert.deepEqual(
      r.cards.map((c) => [c.name, c.source.file, c.source.line]),
      [["A", "card a", 2]],
    );
    assert.deepEqual(
      r.warnings.map((w) => [w.source.line, warningText(w)]),
      [[3, "included file 'card gone' not found; skipped"]],
    );
  });

  it("set-level keyword blocks are read", function () {
    const r = readMseSet({
      setFile: "s",
      setText: "keyword:\n\tkeyword: Uprising\n\tmatch: Uprising\n\treminder: Activate only as a sorcery.\n\tmode: expert\n",
    });
    assert.deepEqual(
      r.keywords.map((k) => [k.keyword, k.reminder, k.line]),
      [["Uprising", "Activate only as a sorcery.", 1]],
    );
  });

  it("custom keyword timing is used: set keywords become declarations (name from 'match', parameters as N), emitted where a card uses them", function () {
    const r = readMseSet({
      setFile: "s",
      setText:
        "card:\n\tname: A\n\tsuper_type: Creature\n\trule_text:\n\t\tFlying\n\t\tBid 2 for target land\nkeyword:\n\tkeyword: Bid\n\tmatch: Bid <atom-param>number</atom-param> for <atom-param>name</atom-param>\n\treminder: {2}: Draw {english_number(param1)} cards. Activate only during your upkeep.\n\tmode: expert\nkeyword:\n\tkeyword: Calm, calm\n\tmatch: Calm\n\treminder: Nothing about time.\nkeyword:\n\tkeyword: Empty\n\tmatch: Empty\n\treminder: \n",
    });
    assert.deepEqual(r.warnings, []);
    assert.deepEqual(r.setKeywords, [
      { name: "Bid", text: "{2}: Draw N cards. Activate only during your upkeep.", source: { file: "s", line: 7 } },
      { name: "Calm", text: "Nothing about time.", source: { file: "s", line: 12 } },
    ]);
    const out = emitCards(r.cards, { keywords: r.setKeywords });
    // Only the keywords the cards use are declared, before the first card, each mapped to its block.
    assert.equal(out.text.split("\n")[0], 'keyword "Bid": {2}: Draw N cards. Activate only during your upkeep.');
    assert.ok(!out.text.includes("Calm"));
    assert.deepEqual(out.lines[0], { file: "s", line: 7 });
    assert.equal(out.cardLines[0], 2);
  });

  it("a rules field with no CardScript place is a warning with its line, never dropped silently", function () {
    const r = readMseSet({ setFile: "s", setText: "card:\n\tname: L\n\tsuper_type: Creature\n\tlevel_1_text: Flying\n" });
    assert.deepEqual(
      r.warnings.map((w) => [w.source.line, w.card]),
      [[4, "L"]],
    );
    assert.match(warningText(r.warnings[0]!), /level_1_text/);
  });

  it("junk never throws: spaces for indentation, lines without a colon, deeper nesting than allowed", function () {
    const problems: number[] = [];
    const tree = parseMseTree("card:\n  name: spaced\nno colon here\n\t\t\tname: deep\n", (line) => problems.push(line));
    assert.ok(tree.length >= 1);
    assert.deepEqual(problems, [2, 3, 4]);
    assert.doesNotThrow(() => readMseSet({ setFile: "s", setText: "\u0000\u0001<<>>\t\t\n:\n\tcard:\n" }));
  });
});
