/**
 * Kind: the Timing Map and the linter disagreeing about a timing sentence. German card text naming
 * the upkeep "Upkeeps" ("Aktiviere diese Fähigkeit nur während deines Upkeeps.") got an
 * `unknown-step` error, yet the map drew the ability as usable in the upkeep: the rewrite into
 * English left the word, the analysis took it for a step, and only sentences not read were marked
 * as the unknown name's. Now a sentence holding a step name the game does not know is not read,
 * wherever the word came from: for each probe — misspelled or unknown step names in English,
 * German and Spanish Magic text and in Yu-Gi-Oh! (also beside a known name, "your Standby Phase
 * or your opponent's Standy Phase"), with correct controls — the lines the map marks
 * "not understood" are exactly the lines with an `unread-timing` or `unknown-step` finding, and
 * such a row draws no usable cell, in the messages' languages en and de.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { GAMES } from "../../server/src/app/games";
import { rulesFor } from "../../server/src/core/rules/registry";
import { timingMapData } from "../../server/src/core/timing-map/index";
import { mtgCard, ygoCard } from "../helpers/kinds";

const PROBES: { title: string; source: string; unread: boolean }[] = [
  {
    title: "de 'Upkeeps' (activated)",
    source: mtgCard("P", "Artifact", "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur während deines Upkeeps.", { lang: "de" }),
    unread: true,
  },
  {
    title: "de 'Upkeeps' (trigger)",
    source: mtgCard("P", "Artifact", "Zu Beginn deines Upkeeps erhältst du 1 Lebenspunkt dazu.", { lang: "de" }),
    unread: true,
  },
  {
    title: "de 'Versorgunsphase'",
    source: mtgCard("P", "Artifact", "Zu Beginn deiner Versorgunsphase erhältst du 1 Lebenspunkt dazu.", { lang: "de" }),
    unread: true,
  },
  {
    title: "de control",
    source: mtgCard("P", "Artifact", "Zu Beginn deines Versorgungssegments erhältst du 1 Lebenspunkt dazu.", { lang: "de" }),
    unread: false,
  },
  {
    title: "es 'mantenimento'",
    source: mtgCard("P", "Artifact", "Al comienzo de tu mantenimento, ganas 1 vida.", { lang: "es" }),
    unread: true,
  },
  {
    title: "es control",
    source: mtgCard("P", "Artifact", "Al comienzo de tu mantenimiento, ganas 1 vida.", { lang: "es" }),
    unread: false,
  },
  { title: "en 'upkep' (activated)", source: mtgCard("P", "Artifact", "{T}: Draw a card. Activate only during your upkep."), unread: true },
  { title: "en 'upkep' (trigger)", source: mtgCard("P", "Artifact", "At the beginning of your upkep, you gain 1 life."), unread: true },
  {
    title: "en 'end of turn step'",
    source: mtgCard("P", "Artifact", "At the beginning of the end of turn step, draw a card."),
    unread: true,
  },
  { title: "en 'upkep' (spell)", source: mtgCard("P", "Sorcery", "Cast this spell only during your upkep.\nDraw a card."), unread: true },
  {
    title: "en 'upkep' beside a known step",
    source: mtgCard("P", "Artifact", "{T}: Draw a card. Activate only during your upkep or your draw step."),
    unread: true,
  },
  {
    title: "en 'upkep' beside a known step (trigger)",
    source: mtgCard("P", "Artifact", "At the beginning of your upkep and your draw step, you gain 1 life."),
    unread: true,
  },
  { title: "en control", source: mtgCard("P", "Artifact", "{T}: Draw a card. Activate only during your upkeep."), unread: false },
  { title: "ygo 'Standy Phase'", source: ygoCard("P", "Effect Monster", "During your Standy Phase: You can gain 500 LP."), unread: true },
  {
    title: "ygo 'Standy Phase' beside a known phase",
    source: ygoCard("P", "Effect Monster", "During your Standby Phase or your opponent's Standy Phase: You can gain 500 LP."),
    unread: true,
  },
  { title: "ygo control", source: ygoCard("P", "Effect Monster", "During your Standby Phase: You can gain 500 LP."), unread: false },
];

const allOn = (game: string) =>
  Object.fromEntries(rulesFor(GAMES.find((g) => g.id === game)!).map((r) => [r.meta.id, r.meta.defaultSeverity]));

describe("kind: map and linter agree on unread timing", function () {
  for (const p of PROBES)
    for (const locale of ["en", "de"] as const)
      it(`${p.title}, messages ${locale}: ${p.unread ? "reported and drawn not understood" : "neither"}`, function () {
        const game = p.source.startsWith("game ygo") ? "ygo" : "mtg";
        const { model, findings } = lintText(p.source, { rules: allOn(game), locale });
        // Findings are in the offsets of the text as written (for `lang de`, not of its English reading).
        const lineOf = (offset: number) => (model.cardText?.original.lines ?? model.lines).positionAt(offset).line;
        const reported = new Set(
          findings.filter((f) => f.ruleId === "unread-timing" || f.ruleId === "unknown-step").map((f) => lineOf(f.span.start)),
        );
        const rows = timingMapData(model).cards.flatMap((c) => c.rows);
        const unread = rows.filter((r) => r.type === "unread" || r.unread);
        // Where the map says it did not read: the words of each mark (a row of its own, or on a row).
        const drawn = new Set(
          unread.flatMap((r) => (r.type === "unread" ? [r.range] : r.unread!.map((u) => u.range))).map((g) => g.startLine - 1),
        );
        assert.deepEqual(
          [...drawn].sort(),
          [...reported].sort(),
          `map rows not understood on lines ${[...drawn].join(",")}, findings on ${[...reported].join(",")}`,
        );
        assert.equal(reported.size > 0, p.unread, `findings: ${findings.map((f) => f.ruleId).join(", ")}`);
        for (const r of unread) {
          assert.deepEqual(r.cells, [], "a row not understood draws no usable cell");
          assert.equal(r.summary, model.l10n.t("map.unread"));
        }
      });
});
