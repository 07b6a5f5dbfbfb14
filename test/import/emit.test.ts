/**
 * The emitter: imported cards → CardScript that always parses, whatever the designer's text
 * holds, with a source map back to the original lines (escaping_property test).
 */
import assert from "node:assert/strict";
import { parse } from "../../grammar/src/index";
import { emitCards } from "../../server/src/core/import/emit";
import type { ImportedCard } from "../../server/src/core/import/imported-card";
import { readCardScript } from "../../server/src/app/service";
import { rng } from "../helpers/rng";

const NASTY = [
  '"',
  "\\",
  "}",
  "{",
  "#",
  " # ",
  "\n",
  "\r\n",
  "\t",
  "text:",
  'card "',
  'face "',
  "cost:",
  "\u0000",
  "\u0001",
  "\uFEFF",
  "—",
  "😀",
  "<",
  "&",
  ":",
  "}}",
  "# cardscript-disable-file",
  "type: x",
  " ",
  "a",
];

function nasty(random: () => number, n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += random() < 0.5 ? NASTY[Math.floor(random() * NASTY.length)] : "word";
  return s;
}

describe("import: emitter", function () {
  it("escaping property: 500 cards of hostile names, fields and text always parse, one card each, names kept", function () {
    const random = rng(13);
    for (let i = 0; i < 500; i++) {
      const name = nasty(random, 1 + Math.floor(random() * 6)) || "x";
      const card: ImportedCard = {
        name,
        source: { file: "f", line: i + 1 },
        rarity: nasty(random, 2),
        set: nasty(random, 2),
        faces: [
          {
            name,
            cost: nasty(random, 3),
            type: nasty(random, 4),
            power: nasty(random, 1),
            toughness: "1",
            text: [nasty(random, 5), nasty(random, 5), "Flying"],
            flavor: nasty(random, 3),
          },
        ],
      };
      const out = emitCards([card]);
      const parsed = parse(out.text);
      assert.deepEqual(parsed.errors, [], `card ${i}: ${JSON.stringify(card)}\n${out.text}`);
      assert.equal(parsed.cards.length, 1, out.text);
      const expectedName = name.replace(/[\r\n\u0000-\u001f]+/g, " ").trim();
      assert.equal(parsed.cards[0]!.name, expectedName, out.text);
      // The rules text keeps every line that is not structure-like, character for character.
      const back = readCardScript(out.text, "g").cards[0]!.faces[0]!.text;
      assert.ok(back.includes("Flying"), out.text);
    }
  });

  it("a rules line that reads as structure becomes a comment with a warning at its source line", function () {
    const out = emitCards([
      {
        name: "A",
        source: { file: "f", line: 3 },
        faces: [
          {
            name: "A",
            type: "Instant",
            text: ["} oops", "Draw a card."],
            textSources: [
              { file: "f", line: 9 },
              { file: "f", line: 10 },
            ],
          },
        ],
      },
    ]);
    assert.match(out.text, /# \} oops/);
    assert.deepEqual(
      out.warnings.map((w) => [w.source.line, w.card]),
      [[9, "A"]],
    );
    assert.deepEqual(parse(out.text).errors, []);
  });

  it("source map: every generated line of a card points to the card, text lines to their own line", function () {
    const out = emitCards([
      {
        name: "A",
        source: { file: "f", line: 3 },
        faces: [
          {
            name: "A",
            type: "Instant",
            fieldSources: { type: { file: "f", line: 5 } },
            text: ["Draw a card."],
            textSources: [{ file: "f", line: 7 }],
          },
        ],
      },
      { name: "B", source: { file: "g", line: 1 }, faces: [{ name: "B", type: "Sorcery", text: [] }] },
    ]);
    const lines = out.text.split("\n");
    const at = (needle: string) => out.lines[lines.findIndex((l) => l.includes(needle))];
    assert.deepEqual(at('card "A"'), { file: "f", line: 3 });
    assert.deepEqual(at("type: Instant"), { file: "f", line: 5 });
    assert.deepEqual(at("Draw a card."), { file: "f", line: 7 });
    assert.deepEqual(at("type: Sorcery"), { file: "g", line: 1 });
    assert.deepEqual(
      out.cardLines.map((l) => lines[l]),
      ['card "A" {', 'card "B" {'],
    );
  });
});
