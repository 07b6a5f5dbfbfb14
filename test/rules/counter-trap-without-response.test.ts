/** counter-trap-without-response: a Counter Trap that responds to nothing (RB p. 31; PR17 p. 125). */
import { runTable } from "../games/ygo/rules/table";

describe("ygo rule counter-trap-without-response", () => {
  runTable("counter-trap-without-response", [
    {
      title: "Idle Counter",
      type: "Counter Trap",
      text: "Pay 1000 LP; destroy 1 card on the field.",
      expect: ["Pay 1000 LP; destroy 1 card on the field."],
      mentions: ["Spell Speed 3"],
    },
    {
      title: "Spell Breaker",
      type: "Counter Trap",
      text: "When a Spell Card is activated: Discard 1 card; negate the activation, and if you do, destroy that card.",
      expect: [],
    },
    {
      title: "Summon Stopper",
      type: "Counter Trap",
      text: "When a monster would be Summoned: Negate the Summon, and if you do, destroy that monster.",
      expect: [],
    },
    {
      title: "Timed Counter",
      type: "Counter Trap",
      text: "At the end of the Battle Phase: It becomes the End Phase of this turn.",
      expect: [],
    },
    { title: "Normal Trap is not judged", type: "Normal Trap", text: "Pay 1000 LP; draw 2 cards.", expect: [] },
  ]);
});
