/**
 * Kind: card text in the designer's language. With `lang de` / `lang es`, step and phase names in
 * trigger openings and the restriction sentences printed on current German and Spanish cards are
 * checked exactly like their English forms (same rules, same outcome), findings point at the
 * words as written, hovers explain them in that language, older printed forms are
 * `obsolete-wording` with their date, and unknown localized step names are `unknown-step` with the
 * closest official name. Card texts are those of real printings (German/Spanish MTGJSON and LTR
 * data, cited in docs/l10n-glossary.md) where one exists.
 */
import { strict as assert } from "node:assert";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { semanticTokens } from "../../server/src/core/features/semantic-tokens";
import { lintDocument, lintText } from "../../server/src/app/service";
import { applyEdits as apply } from "../../server/src/core/features/apply-edits";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gameById } from "../../server/src/app/games";

const applyEdits = (text: string, edits: Parameters<typeof apply>[1]) => apply(text, edits).text;

const card = (lang: string, type: string, ...text: string[]) =>
  `${lang ? `lang ${lang}\n\n` : ""}card "Test" {\n  cost: {2}{R}\n  type: ${type}\n  text:\n${text.map((t) => `    ${t}\n`).join("")}}\n`;
const ids = (text: string) => lintText(text).findings.map((f) => f.ruleId);
const written = (text: string, f: { span: { start: number; end: number } }) => text.slice(f.span.start, f.span.end);

/** The same card in English, German and Spanish; the checks must agree. */
const SAME: { what: string; type: string; en: string[]; de: string[]; es: string[]; expect: string[] }[] = [
  {
    what: "a sorcery restricted to combat",
    type: "Sorcery",
    en: ["Cast this spell only during combat.", "Creatures you control get +2/+0 until end of turn."],
    de: ["Wirke diesen Zauberspruch nur während des Kampfes.", "Kreaturen, die du kontrollierst, erhalten +2/+0 bis zum Ende des Zuges."],
    es: ["Lanza este hechizo solo durante el combate.", "Las criaturas que controlas obtienen +2/+0 hasta el final del turno."],
    expect: ["impossible-timing"],
  },
  {
    what: "a trigger in the untap step",
    type: "Enchantment",
    en: ["At the beginning of your untap step, draw a card."],
    de: ["Zu Beginn deines Enttappsegments ziehst du eine Karte."],
    es: ["Al comienzo de tu paso de enderezar, roba una carta."],
    expect: ["untap-step-trigger"],
  },
  {
    what: "a trigger in each cleanup step",
    type: "Enchantment",
    en: ["At the beginning of each cleanup step, you gain 1 life."],
    de: ["Zu Beginn jedes Aufräumsegments erhältst du 1 Lebenspunkt dazu."],
    es: ["Al comienzo de cada paso de limpieza, ganas 1 vida."],
    expect: ["cleanup-step-trigger"],
  },
  {
    what: "a trigger in the declare blockers step",
    type: "Enchantment",
    en: ["At the beginning of the declare blockers step, you gain 1 life."],
    de: ["Zu Beginn des Blocker-deklarieren-Segments erhältst du 1 Lebenspunkt dazu."],
    es: ["Al comienzo del paso de declarar bloqueadoras, ganas 1 vida."],
    expect: ["conditional-step-trigger"],
  },
  {
    what: "sorcery timing and combat on one ability",
    type: "Artifact",
    en: ["{T}: Draw a card. Activate only as a sorcery. Activate only during combat."],
    de: ["{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit wie eine Hexerei. Aktiviere diese Fähigkeit nur während des Kampfes."],
    es: ["{T}: Roba una carta. Activa esto solo como un conjuro. Activa esto solo durante el combate."],
    expect: ["impossible-timing"],
  },
  {
    what: "an ability only in the untap step",
    type: "Artifact",
    en: ["{1}: Draw a card. Activate only during your untap step."],
    de: ["{1}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur während deines Enttappsegments."],
    es: ["{1}: Roba una carta. Activa esto solo durante tu paso de enderezar."],
    expect: ["impossible-timing"],
  },
  {
    what: "a sorcery restricted to your turn (redundant)",
    type: "Sorcery",
    en: ["Cast this spell only during your turn.", "Draw a card."],
    de: ["Wirke diesen Zauberspruch nur während deines Zuges.", "Ziehe eine Karte."],
    es: ["Lanza este hechizo solo durante tu turno.", "Roba una carta."],
    expect: ["redundant-timing"],
  },
  {
    what: "an upkeep trigger and once-each-turn ability (legal)",
    type: "Enchantment",
    en: ["At the beginning of your upkeep, you lose 1 life.", "{1}: Scry 1. Activate only once each turn."],
    de: [
      "Zu Beginn deines Versorgungssegments verlierst du 1 Lebenspunkt.",
      "{1}: Hellsicht 1. Aktiviere diese Fähigkeit nur einmal pro Zug.",
    ],
    es: ["Al comienzo de tu mantenimiento, pierdes 1 vida.", "{1}: Adivina 1. Activa esto solo una vez por turno."],
    expect: [],
  },
];

describe("l10n: German and Spanish card text (lang de / lang es)", () => {
  for (const c of SAME) {
    it(`${c.what}: the same findings in en, de and es`, () => {
      assert.deepEqual(ids(card("", c.type, ...c.en)), c.expect, "English");
      assert.deepEqual(ids(card("de", c.type, ...c.de)), c.expect, "German");
      assert.deepEqual(ids(card("es", c.type, ...c.es)), c.expect, "Spanish");
    });
  }

  it("without lang, the German text is not read as timing (the directive is what turns it on)", () => {
    assert.deepEqual(ids(card("", "Sorcery", "Wirke diesen Zauberspruch nur während des Kampfes.")), []);
  });

  it("findings point at the words as written and quote them", () => {
    const t = card("de", "Enchantment", "Zu Beginn deines Enttappsegments ziehst du eine Karte.");
    const [f] = lintText(t).findings;
    assert.equal(written(t, f!), "Enttappsegments");
    const s = card("de", "Sorcery", "Wirke diesen Zauberspruch nur während des Kampfes.");
    const [g] = lintText(s, { locale: "de" }).findings;
    assert.equal(written(s, g!), "Wirke diesen Zauberspruch nur während des Kampfes.");
    assert.match(
      g!.message,
      /^'Wirke diesen Zauberspruch nur während des Kampfes' \(CR [\d.a-z]+\) lässt diesem Zauberspruch keinen Zeitpunkt/,
    );
    const remove = g!.fixes.find((x) => x.title.startsWith("Die Einschränkung"))!;
    assert.equal(remove.title, "Die Einschränkung 'Wirke diesen Zauberspruch nur während des Kampfes' entfernen");
    assert.ok(!applyEdits(s, remove.edits).includes("Kampfes"));
  });

  it("a fix never writes English into localized text (untap → upkeep writes the German step name)", () => {
    const en = lintText(card("", "Enchantment", "At the beginning of your untap step, draw a card.")).findings[0]!;
    const de = lintText(card("de", "Enchantment", "Zu Beginn deines Enttappsegments ziehst du eine Karte.")).findings[0]!;
    assert.equal(en.fixes.length, 1);
    assert.deepEqual(
      de.fixes.flatMap((f) => f.edits.map((e) => e.newText)),
      ["Versorgungssegments"],
    );
  });

  it("printed cards are legal: Call of the Ring, Westfold Rider, Toxrill, Sokenzan Smelter, Humble Defector, Mandate of Peace", () => {
    const cards = [
      `lang de\n\ncard "Ruf des Rings" {\n  cost: {1}{B}\n  type: Legendary Enchantment\n  text:\n    Zu Beginn deines Versorgungssegments führt der Ring dich in Versuchung.\n}\n`,
      `lang es\n\ncard "Llamada del Anillo" {\n  cost: {1}{B}\n  type: Legendary Enchantment\n  text:\n    Al comienzo de tu mantenimiento, el Anillo te tienta.\n}\n`,
      `lang de\n\ncard "Westfold-Reiter" {\n  cost: {W}\n  type: Creature — Human Knight\n  stats: 2/1\n  text:\n    {2}{W}, {T}, opfere den Westfold-Reiter: Erzeuge einen 1/1 Spielsteinen. Aktiviere diese Fähigkeit wie eine Hexerei.\n}\n`,
      `lang es\n\ncard "Jinete de Folde Oeste" {\n  cost: {W}\n  type: Creature — Human Knight\n  stats: 2/1\n  text:\n    {2}{W}, {T}, sacrifica al Jinete: Crea una ficha. Activa esto solo como un conjuro.\n}\n`,
      `lang de\n\ncard "Toxrill" {\n  cost: {5}{B}{B}\n  type: Legendary Creature — Slug Horror\n  stats: 7/7\n  text:\n    Zu Beginn jedes Endsegments legst du auf jede Kreatur, die du nicht kontrollierst, eine Schleimmarke.\n}\n`,
      `lang es\n\ncard "Toxrill" {\n  cost: {5}{B}{B}\n  type: Legendary Creature — Slug Horror\n  stats: 7/7\n  text:\n    Al comienzo de cada paso final, pon un contador de limo sobre cada criatura que no controles.\n}\n`,
      `lang de\n\ncard "Sokenzan-Schmelzer" {\n  cost: {1}{R}\n  type: Artifact Creature — Construct\n  stats: 3/2\n  text:\n    Zu Beginn des Kampfes in deinem Zug kannst du {1} bezahlen und ein Artefakt opfern.\n}\n`,
      `lang es\n\ncard "Fundidora de Sokenzan" {\n  cost: {1}{R}\n  type: Artifact Creature — Construct\n  stats: 3/2\n  text:\n    Al comienzo del combate en tu turno, puedes pagar {1} y sacrificar un artefacto.\n}\n`,
      `lang de\n\ncard "Bescheidener Überläufer" {\n  cost: {1}{R}\n  type: Creature — Human Rogue\n  stats: 2/1\n  text:\n    {T}: Ziehe zwei Karten. Ein Gegner erhält die Kontrolle. Aktiviere diese Fähigkeit nur während deines Zuges.\n}\n`,
      `lang es\n\ncard "Desertor humilde" {\n  cost: {1}{R}\n  type: Creature — Human Rogue\n  stats: 2/1\n  text:\n    {T}: Roba dos cartas. Un oponente gana el control. Activa esto solo durante tu turno.\n}\n`,
      `lang de\n\ncard "Mandat des Friedens" {\n  cost: {1}{W}\n  type: Instant\n  text:\n    Wirke diesen Zauberspruch nur während des Kampfes.\n    Deine Gegner können in diesem Zug keine Zaubersprüche wirken.\n}\n`,
      `lang es\n\ncard "Mandato de paz" {\n  cost: {1}{W}\n  type: Instant\n  text:\n    Lanza este hechizo solo durante el combate.\n    Tus oponentes no pueden lanzar hechizos este turno.\n}\n`,
    ];
    for (const t of cards)
      assert.deepEqual(
        lintText(t).findings.map((f) => `${f.ruleId}: ${f.message}`),
        [],
        t,
      );
  });

  it("old printed forms are obsolete-wording with their date, and the fix writes the current form", () => {
    const t = card(
      "de",
      "Artifact",
      "{T}: Tappe eine Kreatur. Spiele diese Fähigkeit nur wie eine Hexerei.",
      "Zu Beginn Deiner Versorgungsphase ziehst du eine Karte.",
    );
    const fs = lintDocument(t, { locale: "de" }).findings.filter((f) => f.ruleId === "obsolete-wording");
    assert.deepEqual(
      fs.map((f) => written(t, f)),
      ["Spiele diese Fähigkeit nur wie eine Hexerei.", "Versorgungsphase"],
    );
    assert.match(fs[0]!.message, /geändert 2009-10, Zendikar/);
    assert.match(fs[1]!.message, /geändert 1999, Sechste Edition.*'Versorgungssegment'/);
    const fixed = applyEdits(t, fs[0]!.fixes[0]!.edits);
    assert.ok(fixed.includes("{T}: Tappe eine Kreatur. Aktiviere diese Fähigkeit wie eine Hexerei.\n"));
    assert.deepEqual(ids(fixed).filter((i) => i === "obsolete-wording").length, 1);

    const es = card(
      "es",
      "Artifact",
      "{T}: Roba una carta. Activa esto sólo como un conjuro.",
      "{1}: Adivina 1. Juega esta habilidad sólo cuando puedas jugar un conjuro.",
    );
    const ef = lintText(es).findings.filter((f) => f.ruleId === "obsolete-wording");
    assert.deepEqual(
      ef.map((f) => f.fixes[0]!.edits[0]!.newText),
      ["Activa esto solo como un conjuro.", "Activa esto solo como un conjuro."],
    );
    assert.match(ef[0]!.message, /2013-09, Theros/);
  });

  it("an unknown localized step name is unknown-step with the closest official name", () => {
    const t = card("de", "Enchantment", "Zu Beginn deines Versorgungsegments verlierst du 1 Lebenspunkt.");
    const [f] = lintText(t, { locale: "de" }).findings;
    assert.equal(f!.ruleId, "unknown-step");
    assert.equal(written(t, f!), "Versorgungsegments");
    assert.match(f!.message, /Meintest du 'Versorgungssegments'/);
    assert.equal(applyEdits(t, f!.fixes[0]!.edits).includes("deines Versorgungssegments verlierst"), true);
    const e = card("es", "Enchantment", "Al comienzo de tu paso de limpiesa, ganas 1 vida.");
    const [g] = lintText(e).findings;
    assert.equal(g!.ruleId, "unknown-step");
    assert.equal(written(e, g!), "paso de limpiesa");
    assert.match(g!.message, /'paso de limpieza'/);
  });

  it("hovering a German or Spanish step name shows its doc in that language, over the name as written", () => {
    const t = card("de", "Enchantment", "Zu Beginn deines Versorgungssegments verlierst du 1 Lebenspunkt.");
    const h = hoverAtOffset(lintText(t).model, t.indexOf("Versorgungssegments") + 3)!;
    assert.equal(t.slice(h.span.start, h.span.end), "Versorgungssegments");
    assert.match(h.contents.value, /^\*\*Versorgungssegment\*\* — Segment der Anfangsphase/);
    const e = card("es", "Enchantment", "Al comienzo de tu mantenimiento, pierdes 1 vida.");
    const g = hoverAtOffset(lintText(e).model, e.indexOf("mantenimiento") + 1)!;
    assert.equal(e.slice(g.span.start, g.span.end), "mantenimiento");
    assert.match(g.contents.value, /^\*\*Paso de mantenimiento\*\*/);
    // The editor's language wins when it is not English.
    assert.match(
      hoverAtOffset(lintText(e, { locale: "de" }).model, e.indexOf("mantenimiento") + 1)!.contents.value,
      /^\*\*Versorgungssegment\*\*/,
    );
  });

  it("semantic tokens of a localized step name cover it as written", () => {
    const t = card("de", "Enchantment", "Zu Beginn deines Versorgungssegments verlierst du 1 Lebenspunkt.");
    const tokens = semanticTokens(lintText(t).model);
    assert.ok(
      tokens.some((k) => written(t, k) === "Versorgungssegments"),
      tokens.map((k) => written(t, k)).join(" | "),
    );
  });

  it("the docs give the number of templates each language's reader has", () => {
    const root = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "..");
    const glossary = readFileSync(path.join(root, "docs", "l10n-glossary.md"), "utf8");
    const language = readFileSync(path.join(root, "docs", "language.md"), "utf8");
    const readers = gameById("mtg")!.cardTextLanguages!;
    assert.equal(Number(/German: \*\*(\d+) templates\*\*/.exec(glossary)?.[1]), readers["de"]!.templateCount);
    assert.equal(Number(/Spanish: \*\*(\d+) templates\*\*/.exec(glossary)?.[1]), readers["es"]!.templateCount);
    assert.equal(Number(/German reads \*\*(\d+)\s+templates\*\*/.exec(language)?.[1]), readers["de"]!.templateCount);
    assert.equal(Number(/Spanish \*\*(\d+)\*\*/.exec(language)?.[1]), readers["es"]!.templateCount);
  });

  it("lang takes en, de or es", () => {
    const [f] = lintText('lang fr\n\ncard "X" {\n  type: Instant\n}\n').findings;
    assert.equal(f!.ruleId, "syntax-error");
    assert.match(f!.message, /'lang' names the language of the card text: en, de, es, not 'fr'/);
    assert.deepEqual(ids(card("en", "Sorcery", "Cast this spell only during combat.")), ["impossible-timing"]);
  });
});
