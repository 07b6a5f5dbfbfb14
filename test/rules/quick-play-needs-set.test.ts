/** quick-play-needs-set (reference Y15): a Quick-Play Spell limited to the opponent's turn. */
import { runTable } from "../games/ygo/rules/table";

describe("ygo rule quick-play-needs-set", () => {
  runTable("quick-play-needs-set", [
    {
      title: "Ambush Page",
      type: "Quick-Play Spell",
      text: "Activate this card only during your opponent's turn. Target 1 card on the field; destroy it.",
      expect: ["your opponent's turn"],
      mentions: ["Set"],
    },
    {
      title: "Ambush Battle",
      type: "Quick-Play Spell",
      text: "Activate this card only during your opponent's Battle Phase. Target 1 attacking monster; destroy it.",
      expect: ["your opponent's Battle Phase"],
    },
    { title: "Quick Draw", type: "Quick-Play Spell", text: "Draw 1 card.", expect: [] },
    {
      title: "Either Main",
      type: "Quick-Play Spell",
      text: "During the Main Phase or your opponent's Battle Phase: Target 1 monster; destroy it.",
      expect: [],
    },
    {
      title: "Unless route",
      type: "Quick-Play Spell",
      text: "You can only activate this card during your opponent's turn, unless you control no monsters. Draw 1 card.",
      expect: [],
    },
    {
      title: "Trap is not a Quick-Play",
      type: "Normal Trap",
      text: "Activate this card only during your opponent's turn. Draw 1 card.",
      expect: [],
    },
  ]);
});
