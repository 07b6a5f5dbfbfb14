/** unlikely-trigger (reference Y24). */
import { runTable } from "../games/ygo/rules/table";

const M = { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 };

describe("ygo rule unlikely-trigger", () => {
  runTable("unlikely-trigger", [
    {
      title: "Blitz Recruit",
      type: "Effect Monster",
      fields: M,
      text: "If this card is Normal Summoned during the Battle Phase: You can draw 1 card.",
      expect: ["Normal Summoned during the Battle Phase"],
      mentions: ["Main Phase"],
    },
    {
      title: "Night Flip",
      type: "Effect Monster",
      fields: M,
      text: "If this card is Flip Summoned during your opponent's turn: You can draw 1 card.",
      expect: ["Flip Summoned during your opponent's turn"],
    },
    {
      title: "Special is fine",
      type: "Effect Monster",
      fields: M,
      text: "If this card is Special Summoned during the Battle Phase: You can draw 1 card.",
      expect: [],
    },
    {
      title: "Summoned, then later",
      type: "Effect Monster",
      fields: M,
      text: "If this card was Normal Summoned, during the End Phase of the next turn: You can draw 1 card.",
      expect: [],
    },
    {
      title: "Except clause",
      type: "Effect Monster",
      fields: M,
      text: "Once per Battle Phase, if this card was Normal Summoned this turn (except during the Damage Step): You can draw 1 card.",
      expect: [],
    },
  ]);
});
