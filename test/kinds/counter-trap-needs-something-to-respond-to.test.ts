/**
 * Kind: `counter-trap-without-response` decided on words, not on the condition: any timing clause
 * ("During your End Phase:") silenced it, and so did the word "draw" in the effect ("Pay 1000 LP;
 * draw 1 card."). A Counter Trap (Spell Speed 3) needs, in its condition, an activation, a Summon,
 * a draw or an attack declaration to respond to (Rulebook v10 p. 31; PR17 p. 125); an old text
 * without a condition names it in what it negates ("Negate the activation of a Spell Card").
 */
import assert from "node:assert/strict";
import { ruleIds, ygoCard } from "../helpers/kinds";

const counter = (text: string) => ruleIds(ygoCard("Stopgap", "Counter Trap", text));

describe("kind: a Counter Trap needs something to respond to in its condition", function () {
  const invalid = [
    "During your End Phase: Draw 1 card.",
    "Pay 1000 LP; draw 1 card.",
    "If you control a Spellcaster monster: Target 1 card on the field; destroy it.",
    "During the Battle Phase: Target 1 monster your opponent controls; destroy it, then draw 1 card.",
    "Destroy all monsters your opponent controls that were Summoned this turn.",
  ];
  for (const text of invalid)
    it(`reports: ${text}`, function () {
      assert.deepEqual(counter(text), ["counter-trap-without-response"]);
    });

  const valid = [
    "When a Spell Card is activated: Discard 1 card; negate the activation, and if you do, destroy that card.",
    "When a monster would be Summoned: Negate the Summon, and if you do, destroy it.",
    "When your opponent draws a card(s): Banish it.",
    "When an opponent's monster declares an attack: Negate the attack.",
    "Negate the activation of a Spell Card and destroy it.",
    "Activate only when your opponent activates a Continuous Trap Card. Negate the activation and destroy it.",
    "Activate only as Chain Link 4 or higher. Negate the activation and effects of all other cards in the same Chain.",
  ];
  for (const text of valid)
    it(`accepts: ${text}`, function () {
      assert.deepEqual(counter(text), []);
    });
});
