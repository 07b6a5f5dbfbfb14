/**
 * Kind: German and Spanish timing sentences (`lang de`, `lang es`) are read like their English
 * forms, so they tolerate what English tolerates: restrictions joined by "und nur" / "y solo",
 * a missing final period, reminder text in parentheses, runs of spaces, misspelled or unknown step
 * names (`unknown-step` with the closest official name) and older printed forms
 * (`obsolete-wording` with their date). Each row is one English card line and its German and
 * Spanish counterparts; all three must give the same rule ids, and the ids named in the row.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { applyEdits } from "../../server/src/core/features/apply-edits";

const card = (lang: string, type: string, line: string) =>
  `${lang ? `lang ${lang}\n\n` : ""}card "Test" {\n  cost: {2}{R}\n  type: ${type}\n  text:\n    ${line}\n}\n`;
const ids = (text: string) => [...new Set(lintText(text).findings.map((f) => f.ruleId))].sort();

interface Row {
  what: string;
  type: string;
  en: string;
  de: string;
  es: string;
  expect: string[];
}

const ROWS: Row[] = [
  {
    what: "as a sorcery and only during combat (compound)",
    type: "Artifact",
    en: "{T}: Draw a card. Activate only as a sorcery and only during combat.",
    de: "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur wie eine Hexerei und nur während des Kampfes.",
    es: "{T}: Roba una carta. Activa esto solo como un conjuro y solo durante el combate.",
    expect: ["impossible-timing"],
  },
  {
    what: "the current German sorcery form (without nur) in a compound",
    type: "Artifact",
    en: "{T}: Draw a card. Activate only as a sorcery and only during combat.",
    de: "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit wie eine Hexerei und nur während des Kampfes.",
    es: "{T}: Roba una carta. Activa esto solo como un conjuro y solo durante el combate.",
    expect: ["impossible-timing"],
  },
  {
    what: "during your turn and only during an opponent's turn (never both)",
    type: "Artifact",
    en: "{T}: Draw a card. Activate only during your turn and only during an opponent's turn.",
    de: "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur während deines Zuges und nur während des Zuges eines Gegners.",
    es: "{T}: Roba una carta. Activa esto solo durante tu turno y solo durante el turno de un oponente.",
    expect: ["impossible-timing"],
  },
  {
    what: "a missing final period",
    type: "Sorcery",
    en: "Cast this spell only during combat",
    de: "Wirke diesen Zauberspruch nur während des Kampfes",
    es: "Lanza este hechizo solo durante el combate",
    expect: ["impossible-timing"],
  },
  {
    what: "reminder text before the period",
    type: "Artifact",
    en: "{T}: Draw a card. Activate only as a sorcery (reminder). Activate only during combat (reminder).",
    de: "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit wie eine Hexerei (Erinnerung). Aktiviere diese Fähigkeit nur während des Kampfes (Erinnerung).",
    es: "{T}: Roba una carta. Activa esto solo como un conjuro (recordatorio). Activa esto solo durante el combate (recordatorio).",
    expect: ["impossible-timing"],
  },
  {
    what: "runs of spaces",
    type: "Artifact",
    en: "{T}: Draw a card.  Activate  only as a sorcery and  only during  combat.",
    de: "{T}: Ziehe eine Karte.  Aktiviere  diese Fähigkeit nur wie eine Hexerei und  nur während  des Kampfes.",
    es: "{T}: Roba una carta.  Activa  esto solo como un conjuro y  solo durante  el combate.",
    expect: ["impossible-timing"],
  },
  {
    what: "a misspelled step name in a trigger",
    type: "Enchantment",
    en: "At the beginning of your upkep, draw a card.",
    de: "Zu Beginn deines Versorgungsegments ziehst du eine Karte.",
    es: "Al comienzo de tu mantenimeinto, roba una carta.",
    expect: ["unknown-step"],
  },
  {
    what: "a misspelled step name in a restriction",
    type: "Artifact",
    en: "{T}: Draw a card. Activate only during your upkep.",
    de: "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur während deines Versorgungsegments.",
    es: "{T}: Roba una carta. Activa esto solo durante tu mantenimeinto.",
    expect: ["unknown-step"],
  },
  {
    what: "a misspelled step name in the second clause of a compound",
    type: "Artifact",
    en: "{T}: Draw a card. Activate only as a sorcery and only during your upkep.",
    de: "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit wie eine Hexerei und nur während deines Endsegmentes.",
    es: "{T}: Roba una carta. Activa esto solo como un conjuro y solo durante tu mantenimeinto.",
    expect: ["unknown-step"],
  },
  {
    what: "an older printed 'as a sorcery', without its period",
    type: "Artifact",
    en: "{T}: Draw a card. Play this ability only any time you could play a sorcery",
    de: "{T}: Ziehe eine Karte. Spiele diese Fähigkeit nur zu einem Zeitpunkt, zu dem du auch eine Hexerei spielen könntest",
    es: "{T}: Roba una carta. Juega esta habilidad sólo en cualquier momento en que pudieras jugar un conjuro",
    expect: ["obsolete-wording"],
  },
  {
    what: "an older printed opener",
    type: "Artifact",
    en: "{T}: Draw a card. Play this ability only during your turn.",
    de: "{T}: Ziehe eine Karte. Spiele diese Fähigkeit nur während deines Zuges.",
    es: "{T}: Roba una carta. Juega esta habilidad sólo durante tu turno.",
    expect: ["obsolete-wording"],
  },
];

/** Unknown localized step names (the issue's list) and the official name each must suggest. */
const UNKNOWN: { lang: string; line: string; word: string; suggests: string }[] = [
  {
    lang: "de",
    line: "Zu Beginn deines Versorgungsegments ziehst du eine Karte.",
    word: "Versorgungsegments",
    suggests: "Versorgungssegments",
  },
  { lang: "es", line: "Al comienzo de tu mantenimeinto, roba una carta.", word: "mantenimeinto", suggests: "mantenimiento" },
  { lang: "de", line: "Zu Beginn deines Upkeeps ziehst du eine Karte.", word: "Upkeeps", suggests: "Versorgungssegments" },
  { lang: "de", line: "Zu Beginn deiner Versorgung ziehst du eine Karte.", word: "Versorgung", suggests: "Versorgungssegments" },
  { lang: "de", line: "Zu Beginn deines Endsegmentes ziehst du eine Karte.", word: "Endsegmentes", suggests: "Endsegments" },
  { lang: "es", line: "Al comienzo de tu upkeep, roba una carta.", word: "upkeep", suggests: "mantenimiento" },
];

describe("kind: de/es timing sentences tolerate what English tolerates", () => {
  for (const r of ROWS) {
    it(`${r.what}: the same rule ids in en, de and es`, () => {
      assert.deepEqual(ids(card("", r.type, r.en)), r.expect, "English");
      assert.deepEqual(ids(card("de", r.type, r.de)), r.expect, "German");
      assert.deepEqual(ids(card("es", r.type, r.es)), r.expect, "Spanish");
    });
  }

  for (const u of UNKNOWN) {
    it(`'${u.word}' (${u.lang}) is unknown-step on the word, suggesting '${u.suggests}'`, () => {
      const t = card(u.lang, "Enchantment", u.line);
      const fs = lintText(t).findings;
      assert.deepEqual(
        fs.map((f) => [f.ruleId, t.slice(f.span.start, f.span.end)]),
        [["unknown-step", u.word]],
      );
      const fix = fs[0]!.fixes[0]!;
      assert.ok(fix, "a fix to the closest official name");
      assert.equal(applyEdits(t, fix.edits).text, t.replace(u.word, u.suggests));
    });
  }

  it("words that are no step names are unread-timing, as 'At the beginning of your turn' is (no unknown-step, no near-miss in the effect)", () => {
    assert.deepEqual(ids(card("de", "Enchantment", "Zu Beginn deines Zuges ziehst du eine Karte.")), ["unread-timing"]);
    assert.deepEqual(ids(card("es", "Enchantment", "Al comienzo de tu turno, roba una carta.")), ["unread-timing"]);
    const messages = [
      card("de", "Enchantment", "Zu Beginn deines Zuges ziehst du eine Karte."),
      card("es", "Enchantment", "Al comienzo de tu turno, roba una carta."),
    ].flatMap((c) => lintText(c, { locale: "en" }).findings.map((f) => f.message));
    for (const m of messages) assert.doesNotMatch(m, /looks like/, m);
  });

  it("older printed forms carry the date their wording changed; current forms are not old", () => {
    const since = (lang: string, line: string) =>
      lintText(card(lang, "Artifact", line), { locale: "en" })
        .findings.filter((f) => f.ruleId === "obsolete-wording")
        .map((f) => /\(changed (.*?)\); /.exec(f.message)?.[1] ?? f.message);
    assert.deepEqual(since("es", "{T}: Roba una carta. Juega esta habilidad sólo cuando puedas jugar un conjuro."), [
      "2009-10, Zendikar (Magic 2010 terminology)",
    ]);
    assert.deepEqual(since("es", "{T}: Roba una carta. Juega esta habilidad sólo en cualquier momento en que pudieras jugar un conjuro."), [
      "2003, Scourge",
    ]);
    assert.deepEqual(since("es", "{T}: Roba una carta. Activa esta habilidad solo una vez cada turno."), [
      "2021-04, Strixhaven",
      "2014-09, Khans of Tarkir",
    ]);
    // German keyword reminders still print "Spiele Ausrüsten wie eine Hexerei." (2003 → 2023), and
    // "Aktiviere diese Fähigkeit wie eine Hexerei." is the current ability form (2021 → 2025).
    assert.deepEqual(since("de", "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit wie eine Hexerei."), []);
    assert.deepEqual(since("de", "Ausrüsten {2}. Spiele Ausrüsten wie eine Hexerei."), []);
    assert.deepEqual(since("es", "Equipar {2}. Juega la habilidad de equipar como un conjuro."), ["2012-02, Dark Ascension"]);
  });

  it("fixes of older pieces in a compound replace only those pieces", () => {
    const t = card("es", "Artifact", "{T}: Roba una carta. Juega esta habilidad sólo una vez cada turno y sólo durante tu turno.");
    let fixed = t;
    for (let i = 0; i < 5; i++) {
      const f = lintText(fixed).findings.find((x) => x.ruleId === "obsolete-wording");
      if (!f) break;
      fixed = applyEdits(fixed, f.fixes[0]!.edits).text;
    }
    assert.ok(fixed.includes("{T}: Roba una carta. Activa esto solo una vez por turno y solo durante tu turno.\n"), fixed);
    assert.deepEqual(ids(fixed), []);
  });
});
