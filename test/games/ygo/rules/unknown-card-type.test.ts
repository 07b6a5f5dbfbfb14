/** unknown-card-type, YGO cases. */
import { runTable } from "./table";

describe("ygo rule unknown-card-type", () => {
  runTable("unknown-card-type", [
    {
      title: "Tunr",
      type: "Tunr/Effect Monster",
      fields: { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 },
      text: "Draw 1 card.",
      expect: ["Tunr"],
      mentions: ["'Tuner'"],
    },
    { title: "Quick Spell", type: "Quickplay Spell", text: "Draw 1 card.", expect: ["Quickplay"], mentions: ["'Quick-Play'"] },
    { title: "No kind", type: "Sorcery", text: "Draw 1 card.", expect: ["Sorcery"] },
    { title: "Fine", type: "Counter Trap", text: "When a Spell Card is activated: Negate the activation.", expect: [] },
    { title: "Bare Spell", type: "Spell Card", text: "Draw 1 card.", expect: [] },
  ]);
});
