/** needs-battle-phase (info): limited to Main Phase 2. */
import { runTable } from "../games/ygo/rules/table";

const M = { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 };

describe("ygo rule needs-battle-phase", () => {
  runTable("needs-battle-phase", [
    {
      title: "After Battle",
      type: "Normal Spell",
      text: "Activate this card only during Main Phase 2. Draw 1 card.",
      expect: ["Main Phase 2"],
      mentions: ["after a Battle Phase"],
    },
    {
      title: "Late Ignition",
      type: "Effect Monster",
      fields: M,
      text: "During your Main Phase 2: You can draw 1 card.",
      expect: ["your Main Phase 2"],
    },
    { title: "Any Main Phase", type: "Normal Spell", text: "Activate this card only during the Main Phase. Draw 1 card.", expect: [] },
    { title: "Main Phase 1", type: "Normal Spell", text: "Activate this card only during Main Phase 1. Draw 1 card.", expect: [] },
  ]);
});
