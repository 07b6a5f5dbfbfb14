/**
 * invalid-stats: power/toughness, loyalty or defense values that are not numbers (or *, X
 * where allowed) (CR 208.1, 209.1, 310.4).
 */
import { ruleTable } from "./rule-table";

const creature = (stats: string) => `card "A" {\n  type: Creature — Elf\n  stats: ${stats}\n}\n`;

ruleTable("invalid-stats", {
  invalid: [
    { title: "one number only", source: creature("2"), underlined: ["2"], mentions: ["'2'", "P/T", "208.1"], fixes: [] },
    { title: "a word", source: creature("two/2"), underlined: ["two/2"], mentions: ["208.1"] },
    { title: "three parts", source: creature("1/1/1"), underlined: ["1/1/1"] },
    {
      title: "loyalty that is not a number",
      source: 'card "A" {\n  type: Legendary Planeswalker — Vess\n  loyalty: many\n}\n',
      underlined: ["many"],
      mentions: ["'many'", "209.1"],
    },
    { title: "defense X", source: 'card "A" {\n  type: Battle — Siege\n  defense: X\n}\n', underlined: ["X"], mentions: ["310.4"] },
    { title: "an empty stats value underlines the field name", source: creature(""), underlined: ["stats"] },
  ],
  valid: [
    { title: "integers", source: creature("2/3") },
    { title: "star and N+*", source: creature("*/1+*") },
    { title: "X/X", source: creature("X/X") },
    { title: "negative power", source: creature("-1/3") },
    { title: "spaces around the slash", source: creature("2 / 3") },
    { title: "loyalty X", source: 'card "A" {\n  type: Legendary Planeswalker — Vess\n  loyalty: X\n}\n' },
    {
      title: "Teferi, Temporal Archmage: loyalty 5",
      real: true,
      source:
        'card "Teferi, Temporal Archmage" {\n  cost: {4}{U}{U}\n  type: Legendary Planeswalker — Teferi\n  loyalty: 5\n  text:\n    +1: Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.\n    −1: Untap up to four target permanents.\n}\n',
    },
  ],
});
