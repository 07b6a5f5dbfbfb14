/**
 * Kind: a case-insensitive pattern match looked up by a case fold that differs. A pattern with
 * flags `iu` compares by Unicode simple case folding: it finds "Haste" in "Haſte" (long s) and "k"
 * in "K" (Kelvin sign). The keyword line's lookup then lower-cased what it found ("haſte" is no key)
 * and crashed with an internal error; the hover's lookup fell back to the text as typed, German
 * step names were left untranslated, and `toLowerCase`, which lengthens "İ" to two code units,
 * made "Kİa" the file's keyword "Kİ". Every table the matches are looked up in is keyed by
 * `caseFold`, which folds as the patterns do: what a pattern finds is always in the table, the
 * findings and the hover agree, and spans keep their lengths.
 */
import { strict as assert } from "node:assert";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { lintDocument, lintText } from "../../server/src/app/service";
import { caseFold } from "../../server/src/core/text/case-fold";

const card = (type: string, ...text: string[]) =>
  `card "Test" {\n  cost: {2}{R}\n  type: ${type}\n  stats: 1/1\n  text:\n${text.map((t) => `    ${t}\n`).join("")}}\n`;

/** Findings as [rule, start, end, underlined text]. */
const findings = (src: string) => lintDocument(src).findings.map((f) => [f.ruleId, f.span.start, f.span.end]);

/** The hover at the first occurrence of `word` (its markdown), or undefined. */
function hoverAt(src: string, word: string): string | undefined {
  const at = src.indexOf(word);
  assert.ok(at >= 0, `${word} is in the sample`);
  return hoverAtOffset(lintText(src).model, at + 1)?.contents.value;
}

/** Texts whose odd letters a pattern with flags `iu` reads as the plain ones: ſ is s, K (Kelvin) is k. */
const SAME: { what: string; plain: string; odd: string; word: string }[] = [
  { what: "a keyword line", plain: card("Creature — Elf", "Haste"), odd: card("Creature — Elf", "Haſte"), word: "Ha" },
  {
    what: "a keyword line in capitals",
    plain: card("Instant", "FLASH", "Draw a card."),
    odd: card("Instant", "FLAſH", "Draw a card."),
    word: "FLA",
  },
  {
    what: "Kelvin sign",
    plain: card("Sorcery", "Kicker {2}", "Draw a card."),
    odd: card("Sorcery", "\u212aicker {2}", "Draw a card."),
    word: "icker",
  },
  {
    what: "a keyword with a timing restriction",
    plain: card("Creature — Elf", "Ninjutsu {2}", "Activate only as a sorcery."),
    odd: card("Creature — Elf", "Ninjutſu {2}", "Activate only as a sorcery."),
    word: "Ninjut",
  },
  {
    what: "a keyword as a label",
    plain: card("Creature — Elf", "Forecast — {1}: Draw a card. Activate only during combat."),
    odd: card("Creature — Elf", "Forecaſt — {1}: Draw a card. Activate only during combat."),
    word: "Foreca",
  },
  {
    what: "a keyword granted in effect text",
    plain: card("Sorcery", "Target creature gains haste until end of turn."),
    odd: card("Sorcery", "Target creature gains haſte until end of turn."),
    word: "ha",
  },
  {
    what: "a file's own keyword",
    plain:
      'keyword "Uprising": {2}: Draw a card. Activate only during your upkeep.\n' +
      card("Creature — Elf", "Uprising", "Activate only as a sorcery."),
    odd:
      'keyword "Uprising": {2}: Draw a card. Activate only during your upkeep.\n' +
      card("Creature — Elf", "Upriſing", "Activate only as a sorcery."),
    word: "Upri",
  },
  {
    what: "a German step name",
    plain: "lang de\n\n" + card("Enchantment", "Zu Beginn deines Enttappsegments ziehst du eine Karte."),
    odd: "lang de\n\n" + card("Enchantment", "Zu Beginn deines Enttappſegments ziehst du eine Karte."),
    word: "Enttapp",
  },
  {
    what: "a Spanish step name",
    plain: "lang es\n\n" + card("Enchantment", "Al comienzo de tu paso de enderezar, roba una carta."),
    odd: "lang es\n\n" + card("Enchantment", "Al comienzo de tu paſo de enderezar, roba una carta."),
    word: "pa",
  },
  {
    what: "a German restriction sentence (opener, clauses, the article of 'des Kampfes')",
    plain:
      "lang de\n\n" +
      card("Artifact", "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur wie eine Hexerei und nur während des Kampfes."),
    odd:
      "lang de\n\n" +
      card("Artifact", "{T}: Ziehe eine Karte. Aktiviere dieſe Fähigkeit nur wie eine Hexerei und nur während deſ Kampfeſ."),
    word: "Aktiviere",
  },
  {
    what: "a Spanish restriction sentence",
    plain: "lang es\n\n" + card("Artifact", "{T}: Roba una carta. Activa esto solo como un conjuro y solo durante el combate."),
    odd: "lang es\n\n" + card("Artifact", "{T}: Roba una carta. Activa eſto ſolo como un conjuro y ſolo durante el combate."),
    word: "Activa",
  },
];

/** Characters no `iu` pattern equates with ASCII letters: Turkish İ/ı, ß. */
const OTHERS = [
  card("Creature — Elf", "İndestructible"),
  card("Creature — Elf", "Flyıng"),
  card("Creature — Elf", "Straße, haste"),
  card("Creature — Elf", "This creature gains İndestructible and ẞ until end of turn."),
  "lang de\n\n" + card("Enchantment", "Zu Beginn deines Versorgungssegmentß ziehst du eine Karte."),
  'keyword "İmpulse": {1}: Draw a card.\n' + card("Creature — Elf", "İmpulse", "İMPULSE", "i̇mpulse"),
  'keyword "Σοφία": {1}: Draw a card.\n' + card("Creature — Elf", "ΣΟΦΙΑ", "σοφίας"),
];

describe("kind: a case-insensitive pattern match finds its entry (one case fold on both sides)", function () {
  it("caseFold folds as a pattern with flags iu compares, and keeps every length", function () {
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      const related = new Set([
        c.toLowerCase(),
        c.toUpperCase(),
        c.toUpperCase().toLowerCase(),
        c.toLowerCase().toUpperCase(),
        caseFold(c),
      ]);
      if (related.size === 1) continue; // caseless: folds to itself
      const f = caseFold(c);
      assert.equal(f.length, c.length, `U+${cp.toString(16)} keeps its length`);
      const same = new RegExp(`^${c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`, "iu");
      for (const x of related) {
        if ([...x].length !== 1) continue;
        assert.equal(same.test(x), caseFold(x) === f, `U+${cp.toString(16)} and U+${x.codePointAt(0)!.toString(16)}`);
      }
    }
    assert.equal(caseFold("HAſTE \u212aicker İı ß ΑΣ"), "haste kicker İı ß ασ");
  });

  for (const c of SAME) {
    it(`${c.what}: the odd letters give the same findings and the same hover as the plain ones`, function () {
      assert.equal(c.odd.length, c.plain.length);
      const plain = findings(c.plain);
      assert.deepEqual(findings(c.odd), plain);
      assert.ok(!plain.some((f) => f[0] === "internal-error"));
      const hover = hoverAt(c.plain, c.word);
      assert.ok(hover, "the plain text has a hover");
      // A hover that quotes the card's words quotes them as written.
      assert.equal(
        hoverAt(c.odd, c.word)
          ?.replace(/ſ/g, "s")
          .replace(/\u212a/g, "K"),
        hover,
      );
    });
  }

  it("İ, ı, ß, ẞ and Σ never crash the lint or the hover", function () {
    for (const src of OTHERS) {
      const ids = lintDocument(src).findings.map((f) => f.ruleId);
      assert.ok(!ids.includes("internal-error"), `${src}: ${ids.join(", ")}`);
      const { model } = lintText(src);
      for (let at = 0; at < src.length; at++) hoverAtOffset(model, at);
    }
  });

  it("a file's own keyword is found by the same fold: 'Kİ' is in 'Kİ' and 'kİ', not in 'Kİa'", function () {
    const declared = 'keyword "Kİ": {1}: Draw a card. Activate only during your untap step.\n';
    const at = (use: string) => {
      const src = declared + card("Creature — Elf", use);
      return lintDocument(src).findings.map((f) => [f.ruleId, src.slice(f.span.start, f.span.end)]);
    };
    assert.deepEqual(at("Kİ"), [["impossible-timing", "Kİ"]]);
    assert.deepEqual(at("kİ"), [["impossible-timing", "kİ"]]);
    // Not a use: the declared keyword is then reported as unused, by the same fold.
    assert.deepEqual(at("Kİa"), [["unused-keyword", '"Kİ"']]);
    // ẞ (capital sharp s) folds to ß, as an iu pattern reads it.
    const strasse = 'keyword "Straße": {1}: Draw a card. Activate only during your untap step.\n';
    const src = strasse + card("Creature — Elf", "STRAẞE");
    assert.deepEqual(
      lintDocument(src).findings.map((f) => [f.ruleId, src.slice(f.span.start, f.span.end)]),
      [["impossible-timing", "STRAẞE"]],
    );
  });
});
