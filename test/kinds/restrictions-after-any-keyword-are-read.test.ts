/**
 * Kind: a restriction after a keyword whose parameter is not a mana cost was dropped. "Station.
 * Activate only …", "Crew 2. Activate only …", "Craft with artifact {2}{U}. Activate only …" and
 * a restriction after a file's own declared keyword ("Kindle. Activate only as a sorcery.") are
 * read like the one after "Equip {2}.": by impossible-timing, redundant-timing and the Timing Map.
 */
import assert from "node:assert/strict";
import { lintText } from "../../server/src/app/service";
import { mapRows, mtgCard, problems } from "../helpers/kinds";

const all = (src: string) => lintText(src).findings.map((f) => [f.ruleId, src.slice(f.span.start, f.span.end)]);
const vehicle = (text: string) => mtgCard("Skyhauler", "Artifact — Vehicle", text, { stats: "3/3" });
const KINDLE = 'keyword "Kindle": {1}: Put a +1/+1 counter on this creature.\n';

describe("kind: a restriction after any keyword is read", function () {
  it("impossible: no parameter, a number, a phrase, a declared keyword (invalid)", function () {
    assert.deepEqual(problems(mtgCard("Starfarer", "Artifact — Spacecraft", "Station. Activate only during your upkeep.")), [
      ["impossible-timing", "during your upkeep"],
    ]);
    assert.deepEqual(
      problems(vehicle("Crew 2. Activate only as a sorcery and only during combat.")).map(([r]) => r),
      ["impossible-timing"],
    );
    assert.deepEqual(problems(mtgCard("Tinker's Lens", "Artifact", "Craft with artifact {2}{U}. Activate only during combat.")), [
      ["impossible-timing", "during combat"],
    ]);
    const kindle =
      KINDLE +
      mtgCard("Ember Pup", "Creature — Elemental Dog", "Kindle. Activate only as a sorcery and only during combat.", { stats: "1/1" });
    assert.deepEqual(
      problems(kindle).map(([r]) => r),
      ["impossible-timing"],
    );
  });

  it("redundant: the sentence repeats the keyword's own timing (info)", function () {
    const src = mtgCard("Starfarer", "Artifact — Spacecraft", "Station. Activate only as a sorcery.");
    assert.deepEqual(all(src), [["redundant-timing", "as a sorcery"]]);
  });

  it("valid: a window that exists is kept, and the Timing Map draws only it", function () {
    const crew = vehicle("Crew 2. Activate only during your turn.");
    assert.deepEqual(problems(crew), []);
    const row = mapRows(crew).find((r) => r.label.startsWith("Crew"))!;
    assert.ok(row, "a row for Crew");
    assert.equal(row.verdict, "ok");
    assert.ok(row.cells.length > 0 && row.cells.every((c) => c.turn === "you"), "only your turn");

    const kindle = KINDLE + mtgCard("Ember Pup", "Creature — Elemental Dog", "Kindle. Activate only as a sorcery.", { stats: "1/1" });
    assert.deepEqual(problems(kindle), []);
    const k = mapRows(kindle).find((r) => r.kind === "activated")!;
    assert.ok(k, "a row for Kindle");
    assert.deepEqual([...new Set(k.cells.map((c) => c.segment))].sort(), ["main1", "main2"]);
  });

  it("an impossible row is drawn as impossible in the Timing Map", function () {
    const src = mtgCard("Starfarer", "Artifact — Spacecraft", "Station. Activate only during your upkeep.");
    const row = mapRows(src).find((r) => r.kind === "activated")!;
    assert.equal(row.verdict, "impossible");
    assert.deepEqual(row.cells, []);
  });

  it("German and Spanish: a declared keyword's restriction on the card is read", function () {
    const de = mtgCard(
      "Ember Pup",
      "Creature — Elemental Dog",
      "Kindle. Aktiviere diese Fähigkeit wie eine Hexerei und nur während des Kampfes.",
      {
        stats: "1/1",
        lang: "de",
        before: KINDLE,
      },
    );
    assert.deepEqual(
      problems(de).map(([r]) => r),
      ["impossible-timing"],
    );
    const es = mtgCard("Ember Pup", "Creature — Elemental Dog", "Kindle. Activa esto solo como un conjuro y solo durante el combate.", {
      stats: "1/1",
      lang: "es",
      before: KINDLE,
    });
    assert.deepEqual(
      problems(es).map(([r]) => r),
      ["impossible-timing"],
    );
  });
});
