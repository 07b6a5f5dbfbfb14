/**
 * Kind: the outline of card text written in German or Spanish (`lang de` / `lang es`). The
 * analysis reads an English rewrite of the lines it understands; the outline must still name and
 * point at the words as written — each ability's name is its line as written and its range covers
 * exactly that line (the rewrite's columns differ), and the details are in the editor's language.
 */
import { strict as assert } from "node:assert";
import { documentSymbols, type DocumentSymbol } from "../../server/src/core/features/symbols";
import { lintText } from "../../server/src/app/service";
import { LineIndex } from "../../server/src/core/text/line-index";

const CARDS = {
  de: [
    "Zu Beginn deines Enttappsegments ziehst du eine Karte.",
    "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit wie eine Hexerei.",
    "Wirke diesen Zauberspruch nur während des Kampfes.",
  ],
  es: [
    "Al comienzo de tu paso de enderezar, roba una carta.",
    "{T}: Roba una carta. Activa esto solo como un conjuro.",
    "Lanza este hechizo solo durante el combate.",
  ],
} as const;

const source = (lang: string, lines: readonly string[]) =>
  `lang ${lang}\n\ncard "Test" {\n  cost: {2}\n  type: Artifact\n  text:\n${lines.map((l) => `    ${l}\n`).join("")}}\n`;

describe("l10n: the outline of lang de / lang es card text points at the words as written", () => {
  for (const [lang, lines] of Object.entries(CARDS)) {
    it(`${lang}: ability names are the lines as written, their ranges cover them, details in the editor's language`, () => {
      const text = source(lang, lines);
      const li = new LineIndex(text);
      const at = (s: DocumentSymbol, which: "range" | "selectionRange") =>
        text.slice(li.offsetAt(s[which].start), li.offsetAt(s[which].end));
      const [card] = documentSymbols(lintText(text, { locale: lang }).model);
      const children = card!.children!;
      assert.equal(children.length, lines.length);
      children.forEach((c, i) => {
        const written = lines[i]!;
        assert.equal(at(c, "range"), written, "the range covers the line as written");
        assert.ok(written.startsWith(c.name.replace(/…$/, "")), `name '${c.name}' is the line as written`);
        assert.ok(written.includes(at(c, "selectionRange")), "the selection lies inside the line");
      });
      assert.equal(at(children[1]!, "selectionRange"), "{T}");
      const triggered = { de: /^ausgelöst: Dein Zug: Enttappsegment$/, es: /^disparada: Tu turno: paso de enderezar$/ }[lang]!;
      assert.match(children[0]!.detail!, triggered);
    });
  }

  it("English card text keeps its outline (names and ranges of the lines as written)", () => {
    const lines = ["At the beginning of your untap step, draw a card.", "{T}: Draw a card. Activate only as a sorcery."];
    const text = source("en", lines).replace("lang en\n\n", "");
    const li = new LineIndex(text);
    const [card] = documentSymbols(lintText(text).model);
    card!.children!.forEach((c, i) => {
      assert.equal(text.slice(li.offsetAt(c.range.start), li.offsetAt(c.range.end)), lines[i]);
    });
    assert.equal(card!.children![0]!.detail, "triggered: Your turn: untap step");
  });
});
