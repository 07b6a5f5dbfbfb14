/**
 * Kind: a Trap Card cannot be activated the turn it was Set (Rulebook v10 p. 30), and nothing is
 * Set before the first turn of the Duel, so a Trap restricted to the first turn of the Duel can
 * never be activated — unless its own text lets it be activated from the hand (PR17 pp. 122–123).
 */
import assert from "node:assert/strict";
import { mapRows, messagesOf, ruleIds, ygoCard } from "../helpers/kinds";

describe("kind: a Trap cannot be activated the turn it was Set", function () {
  it("a Trap limited to the first turn of the Duel is never activated (invalid)", function () {
    for (const type of ["Normal Trap", "Continuous Trap", "Counter Trap"]) {
      const src = ygoCard(
        "Opening Gambit",
        type,
        "Activate this card only during the first turn of the Duel.\nWhen a monster would be Summoned: Negate the Summon.",
      );
      assert.deepEqual(ruleIds(src), ["impossible-timing"], type);
      assert.match(messagesOf("impossible-timing", src)[0]!, /can't be activated the turn it was Set/);
      assert.equal(mapRows(src)[0]!.verdict, "impossible", "the Timing Map draws no moment either");
    }
  });

  it("a Trap that may be activated from the hand, and a Quick-Play Spell, can be used then (valid)", function () {
    assert.deepEqual(
      ruleIds(
        ygoCard(
          "Opening Gambit",
          "Normal Trap",
          "You can activate this card from your hand.\nActivate this card only during the first turn of the Duel.\nDraw 1 card.",
        ),
      ),
      [],
    );
    assert.deepEqual(
      ruleIds(ygoCard("Opening Gambit", "Quick-Play Spell", "Activate this card only during the first turn of the Duel.\nDraw 1 card.")),
      [],
    );
  });

  it("the message says why in German and Spanish", function () {
    const src = ygoCard("Opening Gambit", "Normal Trap", "Activate this card only during the first turn of the Duel.\nDraw 1 card.");
    assert.match(messagesOf("impossible-timing", src, "de")[0]!, /in dem Spielzug aktiviert werden, in dem sie gesetzt wurde/);
    assert.match(messagesOf("impossible-timing", src, "es")[0]!, /en el turno en que fue Colocada/);
  });
});
