/**
 * Kind: text with decomposed accents read differently from the same text composed. A file saved
 * in NFD ("a" + U+0308 for "ä", as some macOS tools write) looks the same to the designer, but the
 * German and Spanish card-text readers' patterns did not match it: "Zu Beginn deines
 * Aufräumsegments" and "nur während des Kampfes" gave no finding, and "paso de daño" was cut at
 * the mark ("'paso de dan' is not a step"). The readers now match the composed text
 * (`core/text/composed.ts`) and report offsets in the text as written.
 */
import assert from "node:assert/strict";
import { lintText } from "../../server/src/app/service";
import { composedText } from "../../server/src/core/text/composed";

const card = (lang: string, type: string, line: string) => `lang ${lang}\n\ncard "T" {\n  cost: {1}\n  type: ${type}\n  text: ${line}\n}\n`;

const ROWS: [string, string, string][] = [
  ["de", "Enchantment", "Zu Beginn deines Aufräumsegments ziehst du eine Karte."],
  ["de", "Sorcery", "Wirke diesen Zauberspruch nur während des Kampfes."],
  ["de", "Artifact", "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur wie eine Hexerei und nur während des Kampfes."],
  ["es", "Sorcery", "Lanza este hechizo solo durante el paso de daño de combate."],
  ["es", "Enchantment", "Al comienzo de tu paso de daño de combate, roba una carta."],
  ["es", "Artifact", "{T}: Roba una carta. Activa esto sólo como un conjuro."],
];

/** Findings as [rule, underlined words composed]. */
const findings = (src: string) =>
  lintText(src).findings.map((f) => [f.ruleId, src.slice(f.span.start, f.span.end).normalize("NFC")] as const);

describe("kind: decomposed accents are read as composed", function () {
  for (const [lang, type, line] of ROWS) {
    it(`${lang}: ${line}`, function () {
      const composed = card(lang, type, line);
      const decomposed = composed.normalize("NFD");
      assert.notEqual(decomposed, composed, "the row has an accent");
      const expected = findings(composed);
      assert.ok(expected.length > 0, "the composed text has a finding");
      assert.deepEqual(findings(decomposed), expected);
    });
  }

  it("composedText maps offsets back to the text as written", function () {
    assert.equal(composedText("plain text"), undefined);
    assert.equal(composedText("schon komponiert: ä"), undefined);
    const written = "Aufra\u0308umsegment dan\u0303o";
    const view = composedText(written)!;
    assert.equal(view.text, "Aufräumsegment daño");
    const at = (word: string) => {
      const s = view.text.indexOf(word);
      return written.slice(view.toWritten(s), view.toWritten(s + word.length)).normalize("NFC");
    };
    for (const w of ["Aufräumsegment", "daño", "räum", "o"]) assert.equal(at(w), w);
    assert.equal(view.toWritten(view.text.length), written.length);
  });
});
