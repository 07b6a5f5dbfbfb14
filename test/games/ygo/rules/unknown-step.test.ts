/** unknown-step, YGO cases: a phase/step name that does not exist, with the closest name as fix. */
import { runTable } from "./table";

const M = { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 };

describe("ygo rule unknown-step", () => {
  runTable("unknown-step", [
    {
      title: "Combat Knight",
      type: "Effect Monster",
      fields: M,
      text: "During the Combat Phase (Quick Effect): You can target 1 monster; destroy it.",
      expect: ["Combat Phase"],
      mentions: ["'Battle Phase'"],
      fixed: "During the Battle Phase (Quick Effect): You can target 1 monster; destroy it.",
    },
    { title: "Upkeep Imp", type: "Effect Monster", fields: M, text: "During your Upkeep Step: Gain 500 LP.", expect: ["Upkeep Step"] },
    {
      title: "Real names",
      type: "Effect Monster",
      fields: M,
      text: "During the Damage Step or the End Phase or the Draw Phase or the Standby Phase: Gain 500 LP.",
      expect: [],
    },
    { title: "Quoted names are not judged", type: "Normal Spell", text: 'Add 1 "Shadow Phase" from your Deck to your hand.', expect: [] },
  ]);
});
