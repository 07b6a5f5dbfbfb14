/** ambiguous-spell-speed (reference Y22): untagged "During …:" monster effects naming a time an Ignition Effect can't use. */
import { runTable } from "../games/ygo/rules/table";

const M = { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 };

describe("ygo rule ambiguous-spell-speed", () => {
  runTable("ambiguous-spell-speed", [
    {
      title: "Night Stalker",
      type: "Effect Monster",
      fields: M,
      text: "During your opponent's turn: You can target 1 card on the field; destroy it.",
      expect: ["During your opponent's turn"],
      mentions: ["(Quick Effect)"],
      fixed: "During your opponent's turn (Quick Effect): You can target 1 card on the field; destroy it.",
    },
    {
      title: "Battle Stalker",
      type: "Effect Monster",
      fields: M,
      text: "Once per turn, during the Battle Phase: You can target 1 monster; it loses 500 ATK.",
      expect: ["Once per turn, during the Battle Phase"],
      fixed: "Once per turn, during the Battle Phase (Quick Effect): You can target 1 monster; it loses 500 ATK.",
    },
    {
      title: "Old colon after you can",
      type: "Effect Monster",
      fields: M,
      text: "Once per turn, during your opponent's Main Phase, you can: Immediately after this effect resolves, Synchro Summon 1 monster.",
      expect: ["Once per turn, during your opponent's Main Phase, you can"],
      fixed:
        "Once per turn, during your opponent's Main Phase (Quick Effect), you can: Immediately after this effect resolves, Synchro Summon 1 monster.",
    },
    {
      title: "End Phase effect",
      type: "Effect Monster",
      fields: M,
      text: "Once per turn, during your End Phase: You can draw 1 card.",
      expect: [],
    },
    { title: "Standby effect", type: "Effect Monster", fields: M, text: "During your Standby Phase: You can gain 500 LP.", expect: [] },
    {
      title: "Tagged",
      type: "Effect Monster",
      fields: M,
      text: "During your opponent's turn (Quick Effect): You can target 1 card on the field; destroy it.",
      expect: [],
    },
    {
      title: "Event trigger",
      type: "Effect Monster",
      fields: M,
      text: "During the Battle Phase, if this card is destroyed: You can draw 1 card.",
      expect: [],
    },
    {
      title: "Either player's turn is obsolete-wording's",
      type: "Effect Monster",
      fields: M,
      text: "During either player's turn: You can draw 1 card.",
      expect: [],
    },
    { title: "Trap is not a monster", type: "Continuous Trap", text: "During your opponent's turn: You can draw 1 card.", expect: [] },
  ]);
});
