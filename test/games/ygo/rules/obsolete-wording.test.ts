/** obsolete-wording, YGO cases: old Quick Effect wording with its fix, "Magic Card", renamed phase names (reference Y17, b.6). */
import { strict as assert } from "node:assert";
import { quickTagFix } from "../../../../server/src/games/ygo/rules/obsolete-wording";
import { runTable } from "./table";

const M = { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 };

describe("ygo rule obsolete-wording", () => {
  runTable("obsolete-wording", [
    {
      title: "Old Guardian",
      type: "Effect Monster",
      fields: M,
      text: "During either player's turn: You can target 1 card on the field; destroy it.",
      expect: ["During either player's turn"],
      mentions: ["(Quick Effect)"],
      fixed: "(Quick Effect): You can target 1 card on the field; destroy it.",
    },
    {
      title: "Once Guardian",
      type: "Effect Monster",
      fields: M,
      text: "Once per turn, during either player's turn: You can target 1 card on the field; destroy it.",
      expect: ["Once per turn, during either player's turn"],
      fixed: "Once per turn (Quick Effect): You can target 1 card on the field; destroy it.",
    },
    {
      title: "Negating Guardian",
      type: "Effect Monster",
      fields: M,
      text: "During either player's turn, when a Spell Card is activated: You can discard this card; negate the activation.",
      expect: ["During either player's turn, when a Spell Card is activated"],
      fixed: "When a Spell Card is activated (Quick Effect): You can discard this card; negate the activation.",
    },
    {
      title: "Activate Guardian",
      type: "Effect Monster",
      fields: M,
      text: "You can activate this effect during either player's turn: Target 1 card on the field; destroy it.",
      expect: ["You can activate this effect during either player's turn"],
    },
    {
      title: "Magic Breaker",
      type: "Counter Trap",
      text: "When a Magic Card is activated: Negate the activation.",
      expect: ["Magic Card"],
      fixed: "When a Spell Card is activated: Negate the activation.",
    },
    {
      title: "Stand-by Sprite",
      type: "Effect Monster",
      fields: M,
      text: "During your Stand-by Phase: Gain 500 LP.",
      expect: ["Stand-by Phase"],
      fixed: "During your Standby Phase: Gain 500 LP.",
    },
    {
      title: "Modern Guardian",
      type: "Effect Monster",
      fields: M,
      text: "(Quick Effect): You can target 1 card on the field; destroy it.",
      expect: [],
    },
    { title: "Name is not judged", type: "Normal Spell", text: 'Add 1 "Magic Cylinder Card" from your Deck to your hand.', expect: [] },
  ]);

  it("quickTagFix keeps bullets and a trailing 'you can', and declines shapes it cannot rewrite", () => {
    assert.equal(quickTagFix("● During either player's turn"), "● (Quick Effect)");
    assert.equal(quickTagFix("During either player's turn, you can"), "(Quick Effect), you can");
    assert.equal(quickTagFix("If you control a monster, during either player's turn"), undefined);
  });
});
