/** impossible-timing, YGO cases (reference Y20, Y21, Counter-Trap responses; Y01/Y10 must pass). */
import { runTable } from "./table";

describe("ygo rule impossible-timing", () => {
  runTable("impossible-timing", [
    {
      title: "Twilight Gambit",
      type: "Normal Spell",
      text: "Activate this card only during your opponent's Battle Phase. Destroy 1 attacking monster.",
      expect: ["your opponent's Battle Phase"],
      mentions: ["This card cannot be activated", "Spell Speed 1", "open game state", "Quick-Play Spell, a Trap or a Quick Effect"],
      fixed: "Destroy 1 attacking monster.",
    },
    {
      title: "restriction sentence on its own line: the fix removes the line break before it",
      type: "Normal Spell",
      text: "Destroy 1 attacking monster.\nActivate this card only during your opponent's Battle Phase.",
      expect: ["your opponent's Battle Phase"],
      mentions: ["This card cannot be activated"],
      fixed: "Destroy 1 attacking monster.",
    },
    {
      title: "a monster's Ignition Effect limited to the opponent's turn: add (Quick Effect)",
      type: "Effect Monster",
      text: "You can target 1 card on the field; destroy it. You can only activate this effect during your opponent's turn.",
      fields: { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 },
      expect: ["your opponent's turn"],
      mentions: ["This effect can never be activated", "Spell Speed 1", '"(Quick Effect)"'],
      fixed:
        "(Quick Effect): You can target 1 card on the field; destroy it. You can only activate this effect during your opponent's turn.",
    },
    {
      title: "a Normal Trap that must respond to a Counter Trap: change type to Counter Trap",
      type: "Normal Trap",
      text: "When a Counter Trap Card is activated: Negate the activation.",
      expect: ["When a Counter Trap Card is activated"],
      mentions: ["This card cannot be activated", "Spell Speed 3"],
      fixedType: "Counter Trap",
    },
    {
      title: "Dawn Offensive",
      type: "Normal Spell",
      text: "Activate this card only during the Battle Phase of the first turn of the Duel. Inflict 500 damage to your opponent.",
      expect: ["the Battle Phase"],
      mentions: ["'the first turn of the Duel'", "never hold at the same time"],
    },
    {
      title: "Slow Ignition",
      type: "Effect Monster",
      text: "Once per turn, during your Main Phase: You can target 1 card on the field; destroy it.",
      fields: { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 },
      expect: [],
    },
    { title: "Pot of Plenty", type: "Normal Spell", text: "Draw 2 cards.", expect: [] },
    {
      title: "Morning Curse",
      type: "Normal Spell",
      text: "Activate this card only during your Standby Phase. Change the battle positions of all face-up monsters on the field.",
      expect: [],
    },
    {
      title: "Spell Breaker",
      type: "Counter Trap",
      text: "When a Spell Card is activated: Discard 1 card; negate the activation, and if you do, destroy that card.",
      expect: [],
    },
    {
      title: "Counter Counter",
      type: "Counter Trap",
      text: "When a Counter Trap Card is activated: Negate the activation, and if you do, destroy it.",
      expect: [],
    },
    {
      title: "Guard Step",
      type: "Normal Trap",
      text: "Activate only during your opponent's Battle Phase. Target 1 attacking monster; destroy it.",
      expect: [],
    },
    {
      title: "Yang Zing style",
      type: "Synchro/Effect Monster",
      text: "1 Tuner + 1+ non-Tuner monsters\nOnce per turn, during your opponent's Main Phase or Battle Phase, you can: Immediately after this effect resolves, Synchro Summon 1 monster.",
      fields: { attribute: "EARTH", level: 7, race: "Wyrm", atk: 2000, def: 2000 },
      expect: [],
    },
    {
      title: "Exception is not a restriction",
      type: "Effect Monster",
      text: "If a card leaves the Extra Deck (except during the Damage Step): You can Special Summon this card from your hand.",
      fields: { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 },
      expect: [],
    },
  ]);
});
