/**
 * Kind: Yu-Gi-Oh! Spell Speed 1 is your own Main Phase with an open game state, not "your turn",
 * for Spell Cards (Normal, Continuous, Field, Equip, Ritual) and Ignition Effects (Rulebook v10
 * pp. 28–30, 44–45; PR17 p. 109). A Normal or Field Spell limited to the Battle or End Phase can
 * never be activated; a Spell whose own sentence grants it your Standby Phase (Curse of Fiend) is
 * the one documented exception. The messages state the Main Phase, in every language.
 */
import assert from "node:assert/strict";
import { mapRows, messagesOf, problems, ygoCard } from "../helpers/kinds";

describe("kind: Yu-Gi-Oh! Spell Speed 1 is your own Main Phase", function () {
  const never: [string, string][] = [
    ["Normal Spell", "Activate this card only during the Battle Phase.\nDraw 1 card."],
    ["Field Spell", "Activate this card only during your End Phase.\nAll monsters on the field gain 100 ATK."],
    ["Continuous Spell", "Activate this card only during your opponent's Battle Phase.\nMonsters you control gain 300 ATK."],
    ["Equip Spell", "Activate this card only during the Battle Phase.\nThe equipped monster gains 500 ATK."],
    ["Normal Spell", "During your End Phase: Draw 1 card."],
  ];
  for (const [type, text] of never)
    it(`never: ${type} — ${text.split("\n")[0]}`, function () {
      assert.deepEqual(
        problems(ygoCard("Late Bloom", type, text)).map(([r]) => r),
        ["impossible-timing"],
      );
    });

  it("valid: the Main Phase, a Quick-Play Spell in the Battle Phase, the Standby Phase granted by the card's own sentence", function () {
    assert.deepEqual(problems(ygoCard("Pot of Plenty", "Normal Spell", "Draw 2 cards.")), []);
    assert.deepEqual(
      problems(ygoCard("Second Wind", "Normal Spell", "Activate this card only during your Main Phase 2.\nDraw 1 card.")),
      [],
    );
    assert.deepEqual(
      problems(ygoCard("Rush Order", "Quick-Play Spell", "Activate this card only during the Battle Phase.\nDraw 1 card.")),
      [],
    );
    assert.deepEqual(
      problems(
        ygoCard(
          "Morning Curse",
          "Normal Spell",
          "Activate this card only during your Standby Phase. Change the battle positions of all face-up monsters on the field.",
        ),
      ),
      [],
    );
  });

  it("the Timing Map draws a Normal Spell only in your Main Phases, and nothing for one limited to the Battle Phase", function () {
    const row = mapRows(ygoCard("Pot of Plenty", "Normal Spell", "Draw 2 cards."))[0]!;
    assert.deepEqual([...new Set(row.cells.map((c) => c.segment))].sort(), ["main1", "main2"]);
    assert.ok(row.cells.every((c) => c.turn === "you" && c.axis === "open"));
    const bp = mapRows(ygoCard("Late Bloom", "Normal Spell", "Activate this card only during the Battle Phase.\nDraw 1 card."))[0]!;
    assert.equal(bp.verdict, "impossible");
    assert.deepEqual(bp.cells, []);
  });

  it("the message states the Main Phase, in English, German and Spanish", function () {
    const src = ygoCard("Late Bloom", "Normal Spell", "Activate this card only during the Battle Phase.\nDraw 1 card.");
    assert.match(messagesOf("impossible-timing", src)[0]!, /only be activated in your own Main Phase, in an open game state/);
    assert.doesNotMatch(messagesOf("impossible-timing", src)[0]!, /your own open game state/);
    assert.match(messagesOf("impossible-timing", src, "de")[0]!, /in deiner eigenen Main Phase in einem offenen Spielzustand/);
    assert.match(messagesOf("impossible-timing", src, "es")[0]!, /en tu propia Main Phase, en un estado de juego abierto/);
  });
});
