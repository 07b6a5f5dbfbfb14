/**
 * Kind: the obsolete opener "Play this spell only …" was reported as old wording, but its
 * restriction was not applied. It is a restriction on the spell like "Cast this spell only …"
 * (the 2009 wording change did not change its meaning), in English, German ("Spiele diesen
 * Zauberspruch nur …") and Spanish ("Juega este hechizo sólo …"), and it is still old wording.
 */
import assert from "node:assert/strict";
import { mtgCard, ruleIds } from "../helpers/kinds";

describe("kind: the obsolete 'Play this spell only' opener still restricts the spell", function () {
  it("a sorcery played only during combat is impossible, and the opener is old wording (invalid)", function () {
    assert.deepEqual(ruleIds(mtgCard("Old Charge", "Sorcery", "Play this spell only during combat.\nDraw a card.")).sort(), [
      "impossible-timing",
      "obsolete-wording",
    ]);
  });

  it("a window that exists is only old wording (valid timing)", function () {
    assert.deepEqual(ruleIds(mtgCard("Old Charge", "Instant", "Play this spell only during combat.\nDraw a card.")), ["obsolete-wording"]);
    assert.deepEqual(ruleIds(mtgCard("Old Charge", "Sorcery", "Play this spell only during your turn.\nDraw a card.")), [
      "obsolete-wording",
    ]);
  });

  it("German and Spanish old openers restrict too", function () {
    const de = mtgCard("Old Charge", "Sorcery", "Spiele diesen Zauberspruch nur während des Kampfes.\nZiehe eine Karte.", { lang: "de" });
    assert.deepEqual(ruleIds(de).sort(), ["impossible-timing", "obsolete-wording"]);
    const es = mtgCard("Old Charge", "Sorcery", "Juega este hechizo sólo durante el combate.\nRoba una carta.", { lang: "es" });
    assert.deepEqual(ruleIds(es).sort(), ["impossible-timing", "obsolete-wording"]);
    const esOk = mtgCard("Old Charge", "Instant", "Juega este hechizo sólo durante el combate.\nRoba una carta.", { lang: "es" });
    assert.deepEqual(ruleIds(esOk), ["obsolete-wording"]);
  });
});
