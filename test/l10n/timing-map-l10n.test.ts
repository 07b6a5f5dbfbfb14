/**
 * Kind: timing words left in English for a German or Spanish designer. The Timing Map (data, text,
 * SVG, HTML) of a Yu-Gi-Oh! and a Magic file, and `encoded-timing-mismatch`'s window descriptions,
 * follow the file model's language (the words of the game's timing space, the renderers' own
 * words); segment, axis and turn ids, cells and verdicts never change with it, and the English
 * output stays as it was (the renderers' English is their default).
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import {
  renderTimingMapHtml,
  renderTimingMapSvg,
  renderTimingMapText,
  timingMapData,
  type TimingMapData,
} from "../../server/src/core/timing-map/index";
import { ygoFile } from "../games/ygo/helpers";

const YGO = ygoFile(
  "Night Guard",
  "Effect Monster",
  "During damage calculation (Quick Effect): You can target 1 monster; it gains 500 ATK.\nDuring your Standby Phase: Take 500 damage.",
  { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 },
);
const MTG = `card "Late Study" {
  cost: {1}{U}
  type: Sorcery
  text:
    Draw a card. Cast this spell only during combat.
}
`;

const map = (text: string, locale: string) => {
  const { model } = lintText(text, { locale });
  return { model, data: timingMapData(model) };
};

/** The map data without its words: ids, cells and verdicts. */
function shape(d: TimingMapData): unknown {
  return {
    segments: d.space.segments.map((s) => [s.id, s.act]),
    axis: d.space.axis.map((a) => a.id),
    cards: d.cards.map((c) => [c.name, c.anchor, c.rows.map((r) => [r.type, r.label, r.cells, r.type === "subject" ? r.verdict : ""])]),
  };
}

describe("l10n: the Timing Map in German and Spanish", () => {
  for (const [name, text] of [
    ["ygo", YGO],
    ["mtg", MTG],
  ] as const) {
    it(`${name}: de and es data keep every id, cell and verdict of the English data`, () => {
      const en = map(text, "en").data;
      for (const locale of ["de", "es"]) assert.deepEqual(shape(map(text, locale).data), shape(en));
    });
  }

  it("ygo de: data words — English phase names, translated damage calculation, German turns and axis", () => {
    const { data } = map(YGO, "de");
    const byId = Object.fromEntries(data.space.segments.map((s) => [s.id, s]));
    assert.equal(byId["standby"]!.name, "Standby Phase");
    assert.equal(byId["dsCalc"]!.name, "Schadensberechnung");
    assert.equal(byId["dsBeforeCalc"]!.name, "vor der Schadensberechnung");
    assert.deepEqual(data.space.turns, { you: "Dein Spielzug", opp: "Spielzug deines Gegners" });
    assert.deepEqual(
      data.space.axis.map((a) => a.label),
      ["offener Spielzustand", "Kette mit Zaubergeschwindigkeit 1–2", "Kette mit Zaubergeschwindigkeit 3"],
    );
    const rows = data.cards[0]!.rows;
    assert.match(
      rows.find((r) => r.type === "subject")!.summary,
      /^Spielzug jedes Spielers: Schadensberechnung; offener Spielzustand oder als Antwort/,
    );
    assert.equal(rows.find((r) => r.type === "trigger")!.summary, "Dein Spielzug: Standby Phase");
  });

  it("ygo de: the text map's header, row kinds and key are German and fit 100 columns", () => {
    const { model, data } = map(YGO, "de");
    // 100 columns (piped): the turns stacked, each strip tagged; labels wrap, never cut.
    const text = renderTimingMapText(data, model.l10n);
    assert.match(text, /^Du = Dein Spielzug · Geg\. = Spielzug deines Gegners$/m);
    assert.match(text, /^Geg\. {2}·/m);
    assert.match(text, /^ {2}akt During damage calculation \(Quick Effect\): You can target 1 monster; it gains 500 ATK\.$/m);
    // Wide enough: side by side.
    const wide = renderTimingMapText(data, model.l10n, { width: 140 });
    assert.match(wide, /^ +Dein Spielzug +│ Spielzug deines Gegners$/m);
    assert.ok(wide.split("\n").every((l) => [...l].length <= 140));
    assert.match(text, /^ {2}ausl During your/m);
    assert.match(text, /^Legende: Dr Draw Phase · St Standby Phase/m);
    assert.match(text, /Be Schadensberechnung/);
    // Two "only some values" meanings: each its own mark (test/kinds/timing-map-abbreviations-unique).
    assert.match(text, /██ nutzbar · ▒a nur nutzbar: offener Spielzustand\n/);
    assert.match(text, /▒b nur nutzbar: offener Spielzustand, Kette mit Zaubergeschwindigkeit 1–2/);
    assert.match(text, /× niemand kann handeln/);
    assert.ok(text.split("\n").every((l) => [...l].length <= 100));
    assert.doesNotMatch(text, /\b(?:Key|usable|triggers|nobody can act|Your turn)\b/);
  });

  it("ygo es: the SVG's legend and accessible names are Spanish", () => {
    const { model, data } = map(YGO, "es");
    const svg = renderTimingMapSvg(data, { l10n: model.l10n });
    assert.match(svg, /aria-label="Mapa de tiempos: Night Guard \(Yu-Gi-Oh!\)"/);
    assert.match(svg, /aria-label="Tu turno, cálculo de daño: los jugadores pueden actuar"/);
    assert.match(svg, /aria-label="Disparo: During your Standby Phase: Take 500 damage\.: Tu turno: Standby Phase"/);
    assert.match(svg, />utilizable, estado de juego abierto</);
    assert.match(svg, />nadie puede actuar</);
    assert.doesNotMatch(svg, /can be activated|nobody can act|Timing Map/);
  });

  it("mtg de: the HTML page is German (lang, title, intro, rows, the impossible row's conflict) with Magic's German step names", () => {
    const { model, data } = map(MTG, "de");
    const html = renderTimingMapHtml(data, "set.card", model.l10n);
    assert.match(html, /<html lang="de">/);
    assert.match(html, /<title>Timing-Karte — set\.card<\/title>/);
    assert.match(html, /Jede Zeile ist dort gefüllt/);
    assert.match(html, /<nav aria-label="Karten">/);
    assert.match(html, /\(Zeile 3\): Late Study — /);
    assert.match(
      html,
      /Zaubersprüche mit dem Timing einer Hexerei \(Zeile 3\): Late Study — nie: Zaubersprüche mit dem Timing einer Hexerei \(CR 307\.1, 117\.1a\) überschneidet sich nie mit &apos;during combat&apos;/,
    );
    assert.match(html, /aria-label="Dein Zug, Versorgungssegment: Spieler können handeln"/);
    assert.doesNotMatch(html, /Each row is filled|Your turn|line 3|never overlaps/);
  });

  it("en: the renderers' default words are English, as before", () => {
    const { data } = map(YGO, "en");
    const text = renderTimingMapText(data);
    assert.match(text, /^Key: Dr Draw Phase/m);
    assert.match(text, /^ {2}trig During your/m);
    assert.match(renderTimingMapHtml(data, "y.card"), /<html lang="en">/);
  });
});

describe("l10n: encoded-timing-mismatch's windows in German and Spanish", () => {
  const CARD = `card "Test Card" {
  cost: {U}
  type: Instant
  # encoded-timing: spell: PlayerTurn$ True
  text:
    Counter target spell.
}
`;
  for (const [locale, words] of [
    [
      "en",
      /allows "Your turn: any step in which players get priority", but its rules text allows "Either player's turn: any step in which players get priority"/,
    ],
    [
      "de",
      /"Dein Zug: jedes Segment, in dem Spieler Priorität erhalten".*"Zug eines beliebigen Spielers: jedes Segment, in dem Spieler Priorität erhalten"/,
    ],
    [
      "es",
      /"Tu turno: cualquier paso en que los jugadores reciben prioridad".*"Turno de cualquier jugador: cualquier paso en que los jugadores reciben prioridad"/,
    ],
  ] as const) {
    it(`${locale}: both windows in the file's language, the rule id unchanged`, () => {
      const f = lintText(CARD, { locale }).findings.filter((x) => x.ruleId === "encoded-timing-mismatch");
      assert.equal(f.length, 1);
      assert.match(f[0]!.message, words);
    });
  }
});
