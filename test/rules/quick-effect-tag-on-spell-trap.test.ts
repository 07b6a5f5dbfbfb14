/** quick-effect-tag-on-spell-trap (reference Y19). */
import { runTable } from "../games/ygo/rules/table";

describe("ygo rule quick-effect-tag-on-spell-trap", () => {
  runTable("quick-effect-tag-on-spell-trap", [
    {
      title: "Snare Net",
      type: "Normal Trap",
      text: "(Quick Effect): Target 1 monster on the field; destroy it.",
      expect: ["(Quick Effect)"],
      mentions: ["Spell Speed 2"],
      fixed: "(Quick Effect): Target 1 monster on the field; destroy it.".replace("(Quick Effect)", ""),
    },
    {
      title: "Quick Spell",
      type: "Normal Spell",
      text: "When your opponent activates a card (Quick Effect): Negate the activation.",
      expect: ["(Quick Effect)"],
      fixed: "When your opponent activates a card: Negate the activation.",
    },
    {
      title: "Trap Monster effect",
      type: "Continuous Trap",
      text: "Special Summon this card as an Effect Monster (Fiend/DARK/Level 4/ATK 1000/DEF 1000). (This card is also still a Trap.)\nWhen your opponent activates a card or effect, while this card is in your Monster Zone (Quick Effect): You can destroy 1 card on the field.",
      expect: [],
    },
    { title: "Plain Trap", type: "Normal Trap", text: "Target 1 monster on the field; destroy it.", expect: [] },
  ]);
});
