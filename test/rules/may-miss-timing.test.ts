/** may-miss-timing (info; reference Y25, C6). */
import { runTable } from "../games/ygo/rules/table";

const M = { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 };

describe("ygo rule may-miss-timing", () => {
  runTable("may-miss-timing", [
    {
      title: "Mourning Herald",
      type: "Effect Monster",
      fields: M,
      text: 'When this card is sent to the GY: You can Special Summon 1 "Mourning Herald" from your Deck.',
      expect: ["When"],
      mentions: ['"If'],
    },
    { title: "If is safe", type: "Effect Monster", fields: M, text: "If this card is sent to the GY: You can draw 1 card.", expect: [] },
    { title: "Mandatory When", type: "Effect Monster", fields: M, text: "When this card is sent to the GY: Draw 1 card.", expect: [] },
    {
      title: "Last Stand Scout",
      type: "Effect Monster",
      fields: M,
      text: "If this card is destroyed by battle and sent to the GY: You can add 1 Level 4 or lower monster from your Deck to your hand.",
      expect: [],
    },
  ]);
});
