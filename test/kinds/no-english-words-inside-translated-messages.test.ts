/**
 * Kind: English data spliced into a German or Spanish message. A message template was translated
 * but the data filled into it stayed English: stats-mismatch said "dies ist an Artifact" / "esto
 * es an Enchantment" (English article and card type inside the sentence), unknown-card-type's
 * example type line had no translation beside it, and import warnings named a card without a name
 * "(unnamed card)"; Yu-Gi-Oh! messages cited "(PSCT (Quick Effect label); … p. 109)"; and
 * `cardscript-language-server --help` was English only; the upkeep hover listed "Echo, Cumulative
 * upkeep, Vanishing, Fading, Suspend" in German and Spanish. Card types and similar data are now rendered through translated terms in the
 * message's language; words that must stay English (what the `type:` field takes) carry the
 * official German/Spanish term beside them.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { localizer } from "../../server/src/core/l10n/localizer";
import { GAMES } from "../../server/src/app/games";
import { UNNAMED_CARD } from "../../server/src/core/import/imported-card";
import { importWarningCard } from "../../server/src/core/import/warning-text";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ygoFile } from "../games/ygo/helpers";
import { hoverAtOffset } from "../../server/src/core/features/hover";

const MTG = GAMES.find((g) => g.id === "mtg")!;
const card = (type: string, extra = "") => `card "Test" {\n  cost: {2}\n  type: ${type}\n${extra}  text:\n    {T}: Draw a card.\n}\n`;
const messages = (src: string, rule: string, locale: string) =>
  lintText(src, { locale })
    .findings.filter((f) => f.ruleId === rule)
    .map((f) => f.message);
/** The message outside quotes ('…', "…") and citations. */
const unquoted = (m: string) => m.replace(/'[^']*'|"[^"]*"|\(CR [^)]*\)/g, " ");

const ENGLISH_TYPES = /\b(?:an? )?(?:Artifact|Enchantment|Creature|Land|Instant|Sorcery|Battle|Planeswalker)\b/;

describe("kind: no English words inside translated messages", function () {
  const stats: { type: string; de: string; es: string }[] = [
    { type: "Artifact", de: "Artefakt", es: "artefacto" },
    { type: "Enchantment", de: "Verzauberung", es: "encantamiento" },
    { type: "Legendary Enchantment Artifact", de: "Verzauberung und Artefakt", es: "encantamiento y artefacto" },
    { type: "Land — Forest", de: "Land", es: "tierra" },
  ];
  for (const s of stats) {
    it(`stats-mismatch names the card type '${s.type}' in German and Spanish`, function () {
      const src = card(s.type, "  stats: 2/2\n");
      const [de] = messages(src, "stats-mismatch", "de");
      const [es] = messages(src, "stats-mismatch", "es");
      const [en] = messages(src, "stats-mismatch", "en");
      assert.ok(de?.includes(`den Typ ${s.de}`), de);
      assert.ok(es?.includes(`de tipo ${s.es}`), es);
      for (const m of [de!, es!])
        assert.doesNotMatch(unquoted(m).replace(/\bLand\b(?= \()/, ""), s.type === "Land — Forest" ? /\ban? Land\b/ : ENGLISH_TYPES, m);
      assert.match(en ?? "", /this card is of type (?:Artifact|Enchantment|Enchantment and Artifact|Land)/);
    });
  }

  it("unknown-card-type gives the official term beside each English type-line example", function () {
    for (const [locale, example, choice] of [
      ["de", "'Creature — Elf' (Kreatur — Elf)", "Creature (Kreatur), Instant (Spontanzauber) oder Land"],
      ["es", "'Creature — Elf' (criatura — elfo)", "Creature (criatura), Instant (instantáneo) o Land (tierra)"],
    ] as const) {
      const [unknown] = messages(card("Artefakt"), "unknown-card-type", locale);
      assert.ok(unknown?.includes(example), unknown);
      const [empty] = messages(card(""), "unknown-card-type", locale);
      assert.ok(empty?.includes(example), empty);
      const [none] = messages(card("Legendary"), "unknown-card-type", locale);
      assert.ok(none?.includes(choice), none);
    }
  });

  it("an old German or Spanish form's date names the change in the message's language", function () {
    const de =
      'lang de\n\ncard "T" {\n  cost: {1}\n  type: Artifact\n  text: {1}: Ziehe eine Karte. Spiele diese Fähigkeit nur wie eine Hexerei.\n}\n';
    const es =
      'lang es\n\ncard "T" {\n  cost: {1}\n  type: Artifact\n  text: {1}: Roba una carta. Juega esta habilidad sólo como un conjuro.\n}\n';
    const since = (src: string, locale: "de" | "es") =>
      lintText(src, { locale })
        .findings.filter((f) => f.ruleId === "obsolete-wording")
        .map((f) => f.message);
    const deMessages = since(de, "de").join("\n");
    assert.match(deMessages, /Zendikar \(Begriffe von Magic 2010\)/);
    assert.doesNotMatch(deMessages, /terminology/);
    assert.doesNotMatch(since(de, "es").join("\n"), /terminology/);
    assert.match(since(es, "es").join("\n"), /Zendikar \(terminología de Magic 2010\)/);
  });

  it("an imported card without a name is named in the warning's language", function () {
    assert.equal(importWarningCard(UNNAMED_CARD, localizer(MTG, "de")), localizer(MTG, "de").t("symbols.unnamedCard"));
    assert.notEqual(importWarningCard(UNNAMED_CARD, localizer(MTG, "de")), UNNAMED_CARD);
    assert.notEqual(importWarningCard(UNNAMED_CARD, localizer(MTG, "es")), UNNAMED_CARD);
    assert.equal(importWarningCard("Llanowar Elves", localizer(MTG, "de")), "Llanowar Elves");
  });

  it("every card type has an official German and Spanish name (never the English word, Land and Planeswalker aside)", function () {
    for (const locale of ["de", "es"]) {
      const l = localizer(MTG, locale);
      for (const t of ["Artifact", "Battle", "Creature", "Enchantment", "Instant", "Sorcery"])
        assert.notEqual(l.t(`mtg.cardType.${t}`).toLowerCase(), t.toLowerCase(), `${locale} ${t}`);
    }
  });

  it("Yu-Gi-Oh! citations name cited sections and pages in the message's language", function () {
    const M = { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 };
    const src = ygoFile(
      "Night Stalker",
      "Effect Monster",
      "During your opponent's turn: You can target 1 card on the field; destroy it.",
      M,
    );
    const [de] = messages(src, "ambiguous-spell-speed", "de");
    const [es] = messages(src, "ambiguous-spell-speed", "es");
    const [en] = messages(src, "ambiguous-spell-speed", "en");
    assert.ok(en?.includes("PSCT (Quick Effect label)") && en.includes("p. 109"), en);
    for (const m of [de!, es!]) {
      assert.ok(!m.includes("Quick Effect label") && !/\bp\. \d/.test(m), m);
    }
    assert.ok(de!.includes("PSCT (Kennzeichnung „Schnelleffekt“)") && de!.includes("S. 109"), de);
    assert.ok(es!.includes("PSCT (etiqueta «Efecto Rápido»)") && es!.includes("pág. 109"), es);
  });

  it("cardscript-language-server --help and its unknown-argument error follow the environment's locale", function () {
    const main = path.resolve("server/src/main.ts");
    const run = (args: string[], lang: string) =>
      spawnSync(process.execPath, ["--import", "tsx", main, ...args], {
        encoding: "utf8",
        env: { ...process.env, LC_ALL: "", LC_MESSAGES: "", LANGUAGE: "", LANG: lang },
      });
    assert.match(run(["--help"], "de_DE.UTF-8").stdout, /^Aufruf: cardscript-language-server .*\nDer Sprachserver von CardScript/);
    assert.match(run(["--help"], "es_ES.UTF-8").stdout, /^Uso: cardscript-language-server .*\nEl servidor de lenguaje de CardScript/);
    const bad = run(["--bogus", "--x"], "de_DE.UTF-8");
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /^cardscript-language-server: unbekannte Argumente --bogus --x\nAufruf:/);
  });

  it("a step's hover lists keyword names in the hover's language", function () {
    const src = `card "Test" {\n  cost: {2}\n  type: Enchantment\n  text:\n    At the beginning of your upkeep, you gain 1 life.\n}\n`;
    const hover = (locale: string) => hoverAtOffset(lintText(src, { locale }).model, src.indexOf("upkeep") + 1)?.contents.value ?? "";
    assert.match(hover("de"), /ausgelöst werden:\*\* Widerhall, Kumulative Versorgung, Schwund, Verblassen, Aussetzen\./);
    assert.match(hover("es"), /se disparan aquí:\*\* Eco, Mantenimiento acumulativo, Desvanecimiento, Desaparición, Suspender\./);
    assert.match(hover("en"), /Echo, Cumulative upkeep, Vanishing, Fading, Suspend\./);
    for (const locale of ["de", "es"])
      assert.doesNotMatch(hover(locale), /\b(?:Echo|Cumulative upkeep|Vanishing|Fading|Suspend|Forecast)\b/);
  });

  it("Yu-Gi-Oh! unknown-card-type gives the official German/Spanish name beside each English type example", function () {
    const src = `game ygo\n\ncard "Test" {\n  text:\n    You can draw 1 card.\n}\n`;
    const msg = (locale: string) => lintText(src, { locale }).findings.find((f) => f.ruleId === "unknown-card-type")?.message ?? "";
    assert.ok(msg("de").includes("`Effect Monster` (Effektmonster)") && msg("de").includes("`Counter Trap` (Konterfalle)"), msg("de"));
    assert.ok(msg("es").includes("`Quick-Play Spell` (Mágica de Juego Rápido)"), msg("es"));
    assert.ok(msg("en").includes("`Effect Monster`, `Tuner/Effect Monster`") && !/` \(/.test(msg("en")), msg("en"));
  });
});
