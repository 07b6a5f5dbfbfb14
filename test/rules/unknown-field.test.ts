/**
 * unknown-field: a field name CardScript does not know (LANGUAGE.md §1), with a did-you-mean.
 */
import { ruleTable } from "./rule-table";

ruleTable("unknown-field", {
  invalid: [
    {
      title: "a misspelled type",
      source: 'card "A" {\n  typ: Instant\n}\n',
      underlined: ["typ"],
      mentions: ["'typ'", "'type'"],
      fixes: ["Change to 'type'"],
      fixed: 'card "A" {\n  type: Instant\n}\n',
    },
    {
      title: "British spelling of flavor",
      source: 'card "A" {\n  type: Instant\n  flavour: Quick.\n}\n',
      underlined: ["flavour"],
      mentions: ["'flavor'"],
      fixed: 'card "A" {\n  type: Instant\n  flavor: Quick.\n}\n',
    },
    {
      title: "a field name far from any known one: no suggestion, the list of fields",
      source: 'card "A" {\n  type: Creature — Elf\n  stats: 1/1\n  hitpoints: 2\n}\n',
      underlined: ["hitpoints"],
      mentions: ["'hitpoints'", "cost", "stats"],
      fixes: [],
    },
    {
      title: "a misspelled field inside a face",
      source:
        'card "Fire // Ice" {\n  face "Fire" {\n    cots: {1}{R}\n    type: Instant\n  }\n  face "Ice" {\n    cost: {1}{U}\n    type: Instant\n  }\n}\n',
      underlined: ["cots"],
      mentions: ["'cost'"],
    },
    {
      title: "two unknown fields",
      source: 'card "A" {\n  type: Legendary Planeswalker — Vess\n  loyality: 3\n  artst: Someone\n}\n',
      underlined: ["loyality", "artst"],
    },
  ],
  valid: [
    {
      title: "every known field",
      source:
        'card "A" {\n  cost: {1}{G}\n  type: Creature — Elf\n  stats: 1/1\n  color: green\n  flavor: Small.\n  rarity: common\n  set: TST\n  artist: Someone\n  number: 1\n}\n',
    },
    { title: "pt is an alias of stats", source: 'card "A" {\n  type: Creature — Elf\n  pt: 1/1\n}\n' },
    {
      title: "loyalty and defense",
      source: 'card "A" {\n  type: Legendary Planeswalker — Vess\n  loyalty: 3\n}\ncard "B" {\n  type: Battle — Siege\n  defense: 5\n}\n',
    },
    {
      title: "a rules-text line that looks like 'Word: text' is not a field",
      source: 'card "A" {\n  type: Creature — Elf\n  stats: 1/1\n  text:\n    Landfall: whenever a land enters, draw a card.\n}\n',
    },
  ],
});
