/**
 * Kind: "(Quick Effect)" on the effect of any Spell/Trap Card — not only on the card's activation —
 * is wrong PSCT: a Spell or Trap Card's effects get their Spell Speed from the card type (Rulebook
 * v10 pp. 44–45). Effects the card grants to a monster and its own effects while it is a Trap
 * Monster are monster effects, where the label is right.
 */
import assert from "node:assert/strict";
import { ruleIds, ygoCard } from "../helpers/kinds";

describe("kind: the (Quick Effect) label on any effect of a Spell/Trap Card", function () {
  it("reports it on a Continuous Trap's effect, a Continuous Spell's effect, a GY effect and the activation (invalid)", function () {
    for (const [type, text] of [
      ["Continuous Trap", "Once per turn (Quick Effect): You can target 1 monster on the field; destroy it."],
      ["Continuous Spell", "Once per turn (Quick Effect): You can draw 1 card."],
      ["Normal Trap", "Target 1 monster on the field; destroy it.\nYou can banish this card from your GY (Quick Effect); draw 1 card."],
      ["Normal Trap", "(Quick Effect): Target 1 monster on the field; destroy it."],
    ] as const)
      assert.deepEqual(ruleIds(ygoCard("Snare Net", type, text)), ["quick-effect-tag-on-spell-trap"], text);
  });

  it("accepts it on an effect the card grants, and on its effects as a Trap Monster (valid)", function () {
    assert.deepEqual(
      ruleIds(
        ygoCard(
          "Canvas",
          "Continuous Spell",
          "Monsters you control gain this effect.\n● Once per turn (Quick Effect): You can draw 1 card.",
        ),
      ),
      [],
    );
    assert.deepEqual(
      ruleIds(
        ygoCard(
          "Mimic Statue",
          "Normal Trap",
          "Special Summon this card as an Effect Monster (Rock/EARTH/Level 2/ATK 0/DEF 2000). (This card is also still a Trap.) If this card is in the Monster Zone (Quick Effect): You can target 1 monster on the field; destroy it.",
        ),
      ),
      [],
    );
  });
});
