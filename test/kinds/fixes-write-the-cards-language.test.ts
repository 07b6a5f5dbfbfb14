/**
 * Kind: a quick fix that writes English into German or Spanish card text. With `lang de` the
 * untap-step-trigger message said `Schreibe "upkeep"` and its fix (like the cleanup-step-trigger
 * and the impossible-timing "use the end step" fixes) was silently dropped; the impossible-timing
 * "add Flash" fix inserted the English keyword "Flash" into a German card; in a Yu-Gi-Oh! file
 * declared `lang de`, "(Quick Effect)" was inserted into the German text. Now every fix that writes
 * card text writes the official term of the card's language in the form the sentence needs
 * ("deines Enttappsegments" → "deines Versorgungssegments"), titles follow the user's locale, and
 * applying the fix makes the finding go away. Every fix-producing rule is listed here: with cases,
 * or with the reason its fixes never write card text.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { GAMES } from "../../server/src/app/games";
import { COMMON_RULES } from "../../server/src/core/rules/registry";
import type { Finding } from "../../server/src/core/rules/types";
import { applyFix } from "../helpers/apply";
import { ygoFile } from "../games/ygo/helpers";

const card = (lang: string, type: string, ...text: string[]) =>
  `lang ${lang}\n\ncard "Test" {\n  cost: {2}{R}\n  type: ${type}\n  text:\n${text.map((t) => `    ${t}\n`).join("")}}\n`;

interface Case {
  rule: string;
  type: string;
  de: { text: string[]; fixed: string[] };
  es: { text: string[]; fixed: string[] };
  /** The fix's title starts like this (in the user's locale, the card's language). */
  title?: { de: RegExp; es: RegExp };
  /** Which fix (by title) when the finding has several. */
  pick?: { de: RegExp; es: RegExp };
  /** The message quotes this card text (official term) instead of English. */
  quotes?: { de: string; es: string };
}

const CASES: Case[] = [
  {
    rule: "untap-step-trigger",
    type: "Enchantment",
    de: {
      text: ["Zu Beginn deines Enttappsegments ziehst du eine Karte."],
      fixed: ["Zu Beginn deines Versorgungssegments ziehst du eine Karte."],
    },
    es: { text: ["Al comienzo de tu paso de enderezar, roba una carta."], fixed: ["Al comienzo de tu mantenimiento, roba una carta."] },
    quotes: { de: 'Schreibe "Versorgungssegment"', es: 'Escribe "mantenimiento"' },
  },
  {
    rule: "untap-step-trigger",
    type: "Enchantment",
    de: {
      text: ["Zu Beginn des Enttappsegments jedes Gegners verlierst du 1 Lebenspunkt."],
      fixed: ["Zu Beginn des Versorgungssegments jedes Gegners verlierst du 1 Lebenspunkt."],
    },
    es: {
      text: ["Al comienzo del paso de enderezar de cada oponente, pierdes 1 vida."],
      fixed: ["Al comienzo del mantenimiento de cada oponente, pierdes 1 vida."],
    },
  },
  {
    rule: "cleanup-step-trigger",
    type: "Enchantment",
    de: {
      text: ["Zu Beginn jedes Aufräumsegments erhältst du 1 Lebenspunkt dazu."],
      fixed: ["Zu Beginn jedes Endsegments erhältst du 1 Lebenspunkt dazu."],
    },
    es: { text: ["Al comienzo de cada paso de limpieza, ganas 1 vida."], fixed: ["Al comienzo de cada paso final, ganas 1 vida."] },
    quotes: { de: '"zu Beginn des nächsten Aufräumsegments"', es: '"al comienzo del próximo paso de limpieza"' },
  },
  {
    rule: "impossible-timing",
    type: "Creature",
    de: {
      text: ["Wirke diesen Zauberspruch nur während des Kampfes."],
      fixed: ["Aufblitzen", "Wirke diesen Zauberspruch nur während des Kampfes."],
    },
    es: { text: ["Lanza este hechizo solo durante el combate."], fixed: ["Destello", "Lanza este hechizo solo durante el combate."] },
    pick: { de: /Aufblitzen hinzufügen/, es: /Añadir Destello/ },
  },
  {
    rule: "impossible-timing",
    type: "Sorcery",
    de: {
      text: ["Wirke diesen Zauberspruch nur während des Aufräumsegments."],
      fixed: ["Wirke diesen Zauberspruch nur während des Endsegments."],
    },
    es: { text: ["Lanza este hechizo solo durante el paso de limpieza."], fixed: ["Lanza este hechizo solo durante el paso final."] },
    pick: { de: /Endsegment/, es: /paso final/ },
  },
  {
    rule: "flash-on-land",
    type: "Land",
    de: { text: ["Aufblitzen", "{T}: Erzeuge {G}."], fixed: ["{T}: Erzeuge {G}."] },
    es: { text: ["Destello", "{T}: Agrega {G}."], fixed: ["{T}: Agrega {G}."] },
    title: { de: /^Aufblitzen entfernen$/, es: /^Quitar Destello$/ },
  },
  {
    rule: "redundant-timing",
    type: "Instant",
    de: { text: ["Aufblitzen", "Ziehe eine Karte."], fixed: ["Ziehe eine Karte."] },
    es: { text: ["Destello", "Roba una carta."], fixed: ["Roba una carta."] },
  },
  {
    rule: "obsolete-wording",
    type: "Artifact",
    de: {
      text: ["{T}: Ziehe eine Karte. Spiele diese Fähigkeit nur wie eine Hexerei."],
      fixed: ["{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit wie eine Hexerei."],
    },
    es: {
      text: ["{T}: Roba una carta. Activa esta habilidad solo cuando puedas lanzar un conjuro."],
      fixed: ["{T}: Roba una carta. Activa esto solo como un conjuro."],
    },
  },
  {
    rule: "unknown-step",
    type: "Enchantment",
    de: {
      text: ["Zu Beginn deines Versorgungsegments ziehst du eine Karte."],
      fixed: ["Zu Beginn deines Versorgungssegments ziehst du eine Karte."],
    },
    es: { text: ["Al comienzo de tu paso de robo, roba una carta."], fixed: ["Al comienzo de tu paso de robar, roba una carta."] },
  },
];

/**
 * Fixable rules whose fixes never write rules text, and why: they edit fields, whose names and
 * values CardScript writes in English in every language (`type: Instant`, `stats: 1/1`), or they
 * read English wording only (a localized card never has their English words).
 */
const NO_CARD_TEXT: Record<string, string> = {
  "unknown-field": "renames a field name (CardScript syntax)",
  "missing-field": "adds a field ('stats: 1/1')",
  "unknown-card-type": "edits the type field",
  "stats-mismatch": "edits a field",
  "obsolete-rule": "matches English wording only; localized old forms are obsolete-wording",
  "reminder-timing-mismatch": "matches English reminder phrases only; a localized card's reminder text is not read",
};

/** Yu-Gi-Oh! has no German or Spanish reader: its fixes are tested below for never inserting English. */
const YGO_TEXT_FIXES = ["obsolete-wording", "ambiguous-spell-speed", "quick-effect-tag-on-spell-trap"];

function findingsOf(rule: string, src: string, locale: string): Finding[] {
  return lintText(src, { locale }).findings.filter((f) => f.ruleId === rule);
}

describe("kind: quick fixes write the card's language", function () {
  it("every fix-producing rule has a case here or a reason its fixes write no card text", function () {
    const fixable = new Set([...COMMON_RULES, ...GAMES.flatMap((g) => g.rules)].filter((r) => r.meta.fixable).map((r) => r.meta.id));
    const covered = new Set([...CASES.map((c) => c.rule), ...Object.keys(NO_CARD_TEXT), ...YGO_TEXT_FIXES]);
    assert.deepEqual(
      [...fixable].filter((id) => !covered.has(id)),
      [],
    );
  });

  for (const c of CASES) {
    for (const lang of ["de", "es"] as const) {
      it(`${c.rule} (${lang}): ${c[lang].text[0]}`, function () {
        const src = card(lang, c.type, ...c[lang].text);
        const found = findingsOf(c.rule, src, lang);
        assert.equal(found.length, 1, `one ${c.rule} finding: ${found.map((f) => f.message).join(" | ")}`);
        const f = found[0]!;
        const fix = c.pick ? f.fixes.find((x) => c.pick![lang].test(x.title)) : f.fixes[0];
        assert.ok(fix, `a fix${c.pick ? ` matching ${c.pick[lang]}` : ""} among ${JSON.stringify(f.fixes.map((x) => x.title))}`);
        if (c.title) assert.match(fix.title, c.title[lang]);
        if (c.quotes) assert.ok(f.message.includes(c.quotes[lang]), f.message);
        assert.ok(!/"upkeep"|"Flash"|end step|cleanup step/.test(f.message), `English card words in: ${f.message}`);
        const after = applyFix(src, fix);
        assert.equal(after, card(lang, fix.title.includes("Instant") ? "Instant" : c.type, ...c[lang].fixed));
        assert.deepEqual(
          findingsOf(c.rule, after, lang).map((x) => x.message),
          [],
          "applying the fix makes the finding disappear",
        );
      });
    }
  }

  it("the same rules on English text still write English", function () {
    const src = card("en", "Enchantment", "At the beginning of your untap step, draw a card.").replace("lang en\n\n", "");
    const f = findingsOf("untap-step-trigger", src, "de")[0]!;
    assert.ok(f.message.includes('Schreibe "upkeep"'), f.message);
    assert.match(applyFix(src, f.fixes[0]!), /At the beginning of your upkeep, draw a card\./);
    const flash = findingsOf(
      "impossible-timing",
      card("en", "Creature", "Cast this spell only during combat.").replace("lang en\n\n", ""),
      "es",
    )[0]!;
    assert.ok(flash.fixes.some((x) => x.title === "Añadir Flash" && x.edits.some((e) => e.newText.includes("Flash"))));
  });

  it("Yu-Gi-Oh! (no German/Spanish reader): no fix inserts English words into `lang de`/`lang es` text", function () {
    const M = { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 };
    const text = "During your opponent's turn: You can target 1 card on the field; destroy it.";
    const en = ygoFile("Test", "Effect Monster", text, M);
    assert.ok(findingsOf("ambiguous-spell-speed", en, "de")[0]?.fixes.length, "English text gets the fix");
    for (const lang of ["de", "es"]) {
      const src = en.replace("game ygo\n", `game ygo\nlang ${lang}\n`);
      for (const f of lintText(src, { locale: lang }).findings)
        for (const fix of f.fixes) for (const e of fix.edits) assert.equal(e.newText, "", `${f.ruleId} inserts "${e.newText}"`);
    }
  });
});
