/**
 * Kind: cleanup-step triggers with an intervening "if" (CR 603.4) whose effect makes the condition
 * false do not loop (514.3a). The condition is compared with the effect in general — what the
 * condition counts (cards in hand, counters, life, permanents, a graveyard, a library, a tapped
 * state) against what the effect changes — not only tapped/untapped. A condition the effect does
 * not change still loops and stays an error.
 */
import assert from "node:assert/strict";
import { mtgCard, ruleIds } from "../helpers/kinds";

const cleanup = (effect: string, lang?: "de" | "es") => mtgCard("Quiet Vigil", "Creature — Spirit", effect, { stats: "1/1", lang });

describe("kind: cleanup triggers whose effect ends their own condition do not loop", function () {
  const valid = [
    "At the beginning of your cleanup step, if you have no cards in hand, draw a card.",
    "At the beginning of your cleanup step, if this creature has no +1/+1 counters on it, put a +1/+1 counter on it.",
    "At the beginning of each cleanup step, if it has no +1/+1 counters on it, put one on it.",
    "At the beginning of your cleanup step, if you have more than four cards in hand, discard a card.",
    "At the beginning of your cleanup step, if this creature is tapped, untap it.",
    "At the beginning of your cleanup step, if you control no creatures, create a 1/1 white Spirit creature token.",
    "At the beginning of your cleanup step, if you have 5 or less life, you gain 1 life.",
    "At the beginning of your cleanup step, if there are charge counters on this creature, remove a charge counter from it.",
  ];
  for (const text of valid)
    it(`stops: ${text}`, function () {
      assert.deepEqual(ruleIds(cleanup(text)), []);
    });

  const invalid = [
    "At the beginning of your cleanup step, if you have no cards in hand, you gain 1 life.",
    "At the beginning of your cleanup step, if this creature has no +1/+1 counters on it, draw a card.",
    "At the beginning of your cleanup step, if it's your turn, draw a card.",
    "At the beginning of your cleanup step, if you have more than four cards in hand, draw a card.",
    "At the beginning of your cleanup step, draw a card.",
  ];
  for (const text of invalid)
    it(`loops: ${text}`, function () {
      assert.deepEqual(ruleIds(cleanup(text)), ["cleanup-step-trigger"]);
    });

  it("German and Spanish card text: the same comparison", function () {
    assert.deepEqual(
      ruleIds(cleanup("Zu Beginn deines Aufräumsegments, falls du keine Karten auf der Hand hast, ziehe eine Karte.", "de")),
      [],
    );
    assert.deepEqual(
      ruleIds(cleanup("Zu Beginn deines Aufräumsegments, falls du keine Karten auf der Hand hast, erhältst du 1 Lebenspunkt.", "de")),
      ["cleanup-step-trigger"],
    );
    assert.deepEqual(ruleIds(cleanup("Al comienzo de tu paso de limpieza, si no tienes cartas en tu mano, roba una carta.", "es")), []);
    assert.deepEqual(ruleIds(cleanup("Al comienzo de tu paso de limpieza, si no tienes cartas en tu mano, ganas 1 vida.", "es")), [
      "cleanup-step-trigger",
    ]);
  });
});
