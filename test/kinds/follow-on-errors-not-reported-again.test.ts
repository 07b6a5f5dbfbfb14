/**
 * Kind: a follow-on error reported again, far from its cause. A Cockatrice file with `<card>`
 * repeated (`<card>\n<card>`) is recovered and reported on that line (`nestedCard`), but the XML
 * parser still held the outer card open and reported `</cards>`, thousands of lines below, as an
 * "unexpected close tag" on a line with nothing wrong (found reading a real designer's cards.xml by
 * hand). The recovery now accounts for that close tag; a close tag that is wrong on its own is
 * still reported.
 */
import assert from "node:assert/strict";
import { readCockatrice } from "../../server/src/games/mtg/formats/cockatrice";

const FILE = (cards: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_carddatabase version="3">\n<cards>\n${cards}</cards>\n</cockatrice_carddatabase>\n`;
const CARD = (name: string) => `<card>\n<name>${name}</name>\n<type>Instant</type>\n<text>Draw a card.</text>\n</card>\n`;
const xml = (r: ReturnType<typeof readCockatrice>) =>
  r.warnings.filter((w) => /xmlError|nestedCard/.test(w.messageId)).map((w) => [w.messageId, w.source.line]);

describe("kind: follow-on errors are not reported again", function () {
  it("a repeated <card> is one finding on its line, not also an XML error at </cards>", function () {
    const r = readCockatrice(FILE(CARD("A") + "<card>\n" + CARD("B") + CARD("C")), "f.xml");
    assert.deepEqual(xml(r), [["import.cockatrice.nestedCard", 10]]);
    assert.deepEqual(
      r.cards.map((c) => c.name),
      ["A", "B", "C"],
    );
  });

  it("two repeated <card>s, two findings; a stray close tag of its own is still an XML error", function () {
    const two = readCockatrice(FILE("<card>\n" + CARD("A") + "<card>\n" + CARD("B")), "f.xml");
    assert.deepEqual(
      xml(two).map(([id]) => id),
      ["import.cockatrice.nestedCard", "import.cockatrice.nestedCard"],
    );
    const stray = readCockatrice(FILE("<card>\n" + CARD("A") + "</name>\n"), "f.xml");
    assert.ok(
      xml(stray).some(([id]) => id === "import.cockatrice.xmlError"),
      JSON.stringify(xml(stray)),
    );
  });
});
