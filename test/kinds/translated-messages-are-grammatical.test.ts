/**
 * Kind: German or Spanish messages that are not grammatical once filled: a step name spliced
 * after "zu Beginn von" / "al comienzo de" in the nominative ("zu Beginn von Versorgungssegment"),
 * a subordinate clause left open before the verb ("…, während der Stapel leer ist gewirkt
 * werden"), "Ein(e) Kreatur", "drei generisches Mana", a plural format name as a singular subject
 * ("Forge-Kartenskripte hat"), a Spanish sentence starting with a capital letter after a colon,
 * "se dispara un disparo", "severidad" beside "gravedad" for one word, and a Yu-Gi-Oh! time
 * spliced after a fixed "in der" / "en la" ("in der Damage Step", "in der damage calculation"). Every template of
 * every catalog is checked for the patterns; messages that name a step take it in the needed form
 * from the catalog (`mtg.step.<id>.ofThe`), never by string concatenation.
 */
import { strict as assert } from "node:assert";
import { readFileSync } from "node:fs";
import { catalogParts, lintText } from "../../server/src/app/service";
import { CLI_MESSAGES } from "../../cli/src/l10n/index";
import { localizer } from "../../server/src/core/l10n/localizer";
import { GAMES } from "../../server/src/app/games";
import { STEP_IDS } from "../../server/src/games/mtg/turn-structure";
import { TIMING_CLASSES } from "../../server/src/games/mtg/timing-classes";
import { ygoFile } from "../games/ygo/helpers";
import { hoverAtOffset } from "../../server/src/core/features/hover";

const MTG = GAMES.find((g) => g.id === "mtg")!;

/** Every German or Spanish template: core, games, CLI, editor contributions. */
function templates(locale: "de" | "es"): [string, string][] {
  const out: [string, string][] = [];
  for (const part of catalogParts())
    for (const [k, v] of Object.entries(part.translations[locale] ?? {})) out.push([`${part.owner}:${k}`, v]);
  for (const [k, v] of Object.entries((CLI_MESSAGES as Record<string, Record<string, string>>)[locale] ?? {})) out.push([`cli:${k}`, v]);
  const nls = JSON.parse(readFileSync(`package.nls.${locale}.json`, "utf8")) as Record<string, string>;
  for (const [k, v] of Object.entries(nls)) out.push([`package.nls:${k}`, v]);
  return out;
}

const BAD: Record<"de" | "es", { what: string; re: RegExp }[]> = {
  de: [
    { what: "a gender hedge", re: /\bEin\(e\)|\bein\(e\)/ },
    { what: "a step spliced after 'zu Beginn von'", re: /zu Beginn von \{\{/i },
    { what: "a number before the singular 'generisches Mana'", re: /\{\{number\}\} generisches Mana/ },
    { what: "a format name as the subject of 'hat'", re: /(?:^|[.;:] )\{\{format\}\} hat\b/ },
  ],
  es: [
    { what: "a step spliced after 'al comienzo de'", re: /al comienzo de \{\{/i },
    { what: "'disparo' that 'se dispara'", re: /disparo[^.]{0,60}se dispara|se dispara un disparo/ },
    { what: "'severidad' (the word is 'gravedad')", re: /severidad/i },
    { what: "a format name as the subject of 'no tiene'", re: /(?:^|[.;:] )\{\{format\}\} no tiene\b/ },
  ],
};

describe("kind: translated messages are grammatical", function () {
  for (const locale of ["de", "es"] as const) {
    it(`${locale}: no template of any catalog has a known ungrammatical pattern`, function () {
      const found: string[] = [];
      for (const [key, text] of templates(locale))
        for (const b of BAD[locale]) {
          if (b.what.startsWith("a number before") && !key.endsWith("symbol.generic_other")) continue;
          if (b.re.test(text)) found.push(`${key} (${b.what}): ${text}`);
        }
      assert.deepEqual(found, []);
    });
  }

  it("de: base timing summaries spliced before 'gewirkt werden' / 'möglich' leave no clause open", function () {
    const l = localizer(MTG, "de");
    for (const cls of Object.values(TIMING_CLASSES)) {
      for (const key of ["mtg.base.canBeCast", "mtg.base.canAlreadyBeActivated", "mtg.base.isPossible"]) {
        const text = l.t(key, { label: "X", summary: l.term(cls.summary), cite: [] });
        assert.doesNotMatch(
          text,
          /\b(?:während|wenn|solange|nachdem|falls|dem) [^,]*\b(?:ist|hast|darfst|wurden|könntest) (?:gewirkt|aktiviert|möglich)\b/,
          text,
        );
      }
    }
  });

  it("a step after 'at the beginning of' is in the needed form (German genitive, Spanish 'del …') for every step", function () {
    for (const locale of ["de", "es"] as const) {
      const l = localizer(MTG, locale);
      for (const id of STEP_IDS) {
        const form = l.t(`mtg.step.${id}.ofThe`);
        assert.match(form, locale === "de" ? /^(?:des|der) / : /^(?:del|de la) /, `${locale} ${id}: ${form}`);
      }
    }
    const src = `card "Test Card" {\n  cost: {1}{U}\n  type: Enchantment\n  # encoded-timing: trigger: Phase$ Upkeep | ValidPlayer$ You\n  text:\n    At the beginning of your end step, draw a card.\n}\n`;
    const msg = (locale: string) => lintText(src, { locale }).findings.find((f) => f.ruleId === "encoded-timing-mismatch")!.message;
    assert.match(msg("de"), /wird zu Beginn des Versorgungssegments ausgelöst/);
    assert.match(msg("es"), /se dispara al comienzo del mantenimiento,/);
    assert.match(msg("en"), /fires at the beginning of the upkeep,/);
  });

  it("de: generic mana agrees with its number; missing-field names the type without 'Ein(e)'", function () {
    const l = localizer(MTG, "de");
    assert.equal(l.tn("mtg.timingMap.symbol.generic", 3, { number: l.t("mtg.timingMap.number.3") }), "drei generische Mana");
    assert.equal(l.tn("mtg.timingMap.symbol.generic", 1, { number: l.t("mtg.timingMap.number.1") }), "ein generisches Mana");
    const src = `card "Test" {\n  cost: {2}\n  type: Creature — Elf\n  text:\n    Draw a card.\n}\n`;
    const missing = lintText(src, { locale: "de" }).findings.find((f) => f.ruleId === "missing-field")!;
    assert.match(missing.message, /^Eine Karte vom Typ Kreatur braucht Stärke und Widerstandskraft/);
  });

  it("es: a description after the impossible/redundant verdict starts a new sentence (no capital after a colon)", function () {
    const src = `card "Test" {\n  cost: {2}\n  type: Sorcery\n  text:\n    Cast this spell only during combat.\n    Draw a card.\n}\n`;
    const m = lintText(src, { locale: "es" }).findings.find((f) => f.ruleId === "impossible-timing")!.message;
    assert.doesNotMatch(m, /: [A-ZÁÉÍÓÚ]/, m);
    assert.match(m, /para lanzarse\. Los hechizos con velocidad de conjuro/);
  });

  it("Yu-Gi-Oh!: the time an Ignition Effect could never use comes with its own preposition and article", function () {
    const M = { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 };
    const cases: [string, string, string, string][] = [
      [
        "During damage calculation: You can make this card's ATK 0.",
        "während der Schadensberechnung",
        "durante el cálculo de daño",
        "during damage calculation",
      ],
      ["During the Damage Step: You can make this card's ATK 0.", "im Damage Step", "en el Damage Step", "in the Damage Step"],
      [
        "Once per turn, during the Battle Phase: You can target 1 monster; it loses 500 ATK.",
        "in der Battle Phase",
        "en la Battle Phase",
        "in the Battle Phase",
      ],
    ];
    for (const [text, de, es, en] of cases) {
      const src = ygoFile("Test", "Effect Monster", text, M);
      const msg = (locale: string) => lintText(src, { locale }).findings.find((f) => f.ruleId === "ambiguous-spell-speed")?.message ?? "";
      assert.ok(msg("de").includes(`der ${de} nie genutzt werden könnte`), msg("de"));
      assert.ok(msg("es").includes(`que nunca podría usarse ${es};`), msg("es"));
      assert.ok(msg("en").includes(`could never be used ${en};`), msg("en"));
    }
  });

  it("the hover of a phase after 'at the beginning of' names its first step with the step's own article", function () {
    const src = `card "Test" {\n  cost: {2}\n  type: Enchantment\n  text:\n    At the beginning of combat on your turn, you gain 1 life.\n}\n`;
    const hover = (locale: string) => hoverAtOffset(lintText(src, { locale }).model, src.indexOf("combat on") + 1)?.contents.value ?? "";
    assert.match(hover("de"), /ihr erstes Segment: der Beginn des Kampfes\./);
    assert.doesNotMatch(hover("de"), /das Beginn/);
    assert.match(hover("es"), /su primer paso: el paso de inicio del combate\./);
    assert.match(hover("en"), /its first step: the beginning of combat step\./);
  });

  it("obsolete-rule: German takes the term in the accusative ('Den Kartentyp … gibt es nicht mehr'); Spanish does not inflect 'eliminado' for a feminine term", function () {
    const src = `card "Test" {\n  cost: {2}\n  type: Interrupt\n  text:\n    Counter target spell. If you would lose life from mana burn, you lose that much life.\n}\n`;
    const msgs = (locale: string) =>
      lintText(src, { locale })
        .findings.filter((f) => f.ruleId === "obsolete-rule")
        .map((f) => f.message);
    const de = msgs("de").join("\n");
    assert.match(de, /^Den Kartentyp Interrupt gibt es nicht mehr/m, de);
    assert.doesNotMatch(de, /^Der Kartentyp/m);
    const es = msgs("es").join("\n");
    assert.match(es, /^La quemadura de maná ya no existe \(desde /m, es);
    assert.doesNotMatch(es, /quemadura de maná ya no existe \(eliminado/);
  });
});
