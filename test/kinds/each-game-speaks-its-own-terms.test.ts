/**
 * Kind: one game's official terms used for another, or an unofficial term where the game has an
 * official one. German Yu-Gi-Oh! Timing Maps said "Zauberspruch" and "Auslösung" (Magic's
 * spell and trigger), "wirk" as a row kind and "Regelstand current" (a raw edition id); English
 * and Spanish ones said "cast" / "lanz" and "rules edition current"; German Magic hovers said
 * "Rundenbasierte Aktionen" where German Magic's rules say "zugbasierte Aktionen" (turn-based
 * actions, CR 703); the German Damage Step columns read "DS Beginn" (an English abbreviation
 * before a German noun without the compound's hyphen). Every rendering of a Yu-Gi-Oh! map (text,
 * SVG, HTML) in every language is checked for Magic's words, and a Magic hover for the term.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { renderTimingMapHtml, renderTimingMapSvg, renderTimingMapText, timingMapData } from "../../server/src/core/timing-map/index";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { ygoFile } from "../games/ygo/helpers";

const YGO = [
  ygoFile(
    "Night Guard",
    "Effect Monster",
    "During damage calculation (Quick Effect): You can target 1 monster; it gains 500 ATK.\nDuring your Standby Phase: Take 500 damage.",
    {
      attribute: "DARK",
      level: 4,
      race: "Fiend",
      atk: 1000,
      def: 1000,
    },
  ),
  ygoFile("Sudden Plan", "Quick-Play Spell", "Target 1 face-up monster; it gains 300 ATK."),
  ygoFile("Plain Plan", "Normal Spell", "Draw 1 card."),
].join("\n");

/** Magic's words per language that must not appear in a Yu-Gi-Oh! map (as whole words). */
const MAGIC_WORDS: Record<string, RegExp> = {
  en: /\bcast\b|\bcan be cast\b|rules edition|\bcurrent\b(?! Official)/,
  de: /Zauberspruch|Auslösung|\bausl\b|\bwirk\b|Regelstand|gewirkt|\bcurrent\b|\bim Zug\b|DS Beginn|DS Ende/,
  es: /hechizo|\blanz\b|lanzar|edición de reglas|\bcurrent\b|(?<!de )Disparo:/,
};

function renderings(locale: string): Record<string, string> {
  const { model } = lintText(YGO, { locale });
  const data = timingMapData(model);
  return {
    text: renderTimingMapText(data, model.l10n),
    svg: renderTimingMapSvg(data, { l10n: model.l10n }),
    html: renderTimingMapHtml(data, "set.card", model.l10n),
    empty: renderTimingMapText(timingMapData(lintText("game ygo\n", { locale }).model), lintText("game ygo\n", { locale }).model.l10n),
  };
}

describe("kind: each game speaks its own official terms", () => {
  for (const locale of ["en", "de", "es"]) {
    it(`Yu-Gi-Oh! maps in ${locale}: no Magic words, no raw edition id`, () => {
      for (const [form, out] of Object.entries(renderings(locale))) {
        const m = MAGIC_WORDS[locale]!.exec(out);
        assert.equal(m, null, `${form}: '${m?.[0]}' in …${m ? out.slice(Math.max(0, m.index - 60), m.index + 60) : ""}…`);
      }
    });
  }

  it("Yu-Gi-Oh! maps name the game's terms: Trigger-Effekt / Efecto de Disparo / Trigger Effect, the current Official Rulebook", () => {
    assert.match(renderings("de").html, /Trigger-Effekt \(/);
    assert.match(renderings("de").html, /aktuelles offizielles Regelbuch \(v10\)/);
    assert.match(renderings("es").html, /Efecto de Disparo \(/);
    assert.match(renderings("en").html, /the current Official Rulebook \(v10\)/);
    assert.match(renderings("de").svg, /DS-Beginn/);
  });

  it("Magic keeps its own words (the overrides are Yu-Gi-Oh!'s only)", () => {
    const { model } = lintText(`card "Late Study" {\n  type: Sorcery\n  text:\n    Draw a card. Cast this spell only during combat.\n}\n`, {
      locale: "de",
    });
    const html = renderTimingMapHtml(timingMapData(model), "set.card", model.l10n);
    assert.match(html, /wo der Zauberspruch oder die Fähigkeit genutzt werden kann/);
  });

  it("German Magic hovers say 'Zugbasierte Aktionen' (CR 703), never 'Rundenbasierte'", () => {
    const text = `card "Slow Study" {\n  type: Enchantment\n  text:\n    At the beginning of your upkeep, draw a card.\n}\n`;
    const { model } = lintText(text, { locale: "de" });
    const hover = hoverAtOffset(model, text.indexOf("upkeep") + 2);
    assert.ok(hover, "a hover on the step name");
    assert.match(hover.contents.value, /Zugbasierte Aktionen/);
    assert.doesNotMatch(hover.contents.value, /[Rr]undenbasiert/);
  });
});
