/** not-in-damage-step (info, off by default; reference Y14, b.4). */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { ygoFile } from "../games/ygo/helpers";
import { runTable } from "../games/ygo/rules/table";

describe("ygo rule not-in-damage-step", () => {
  runTable("not-in-damage-step", [
    {
      title: "Collapse Order",
      type: "Normal Trap",
      text: "Target 1 face-up monster on the field; destroy that target.",
      expect: ["Target 1 face-up monster on the field; destroy that target."],
      mentions: ["Damage Step"],
    },
    { title: "Power Boost", type: "Quick-Play Spell", text: "Target 1 face-up monster on the field; it gains 500 ATK.", expect: [] },
    { title: "Spell Breaker", type: "Counter Trap", text: "When a Spell Card is activated: Negate the activation.", expect: [] },
    { title: "Negator", type: "Normal Trap", text: "When your opponent activates a Spell Card: Negate the activation.", expect: [] },
    {
      title: "Backlash Scroll",
      type: "Quick-Play Spell",
      text: "During the Damage Step: Target 1 monster on the field; return it to the hand.",
      expect: [],
    },
    { title: "Pot of Plenty (Spell Speed 1)", type: "Normal Spell", text: "Draw 2 cards.", expect: [] },
  ]);

  it("is off by default", () => {
    const src = ygoFile("Collapse Order", "Normal Trap", "Target 1 face-up monster on the field; destroy that target.");
    assert.deepEqual(
      lintText(src).findings.filter((f) => f.ruleId === "not-in-damage-step"),
      [],
    );
  });
});
