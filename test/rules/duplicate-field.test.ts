/**
 * duplicate-field: the same field twice in one card or face (`pt` counts as `stats`).
 */
import { ruleTable } from "./rule-table";

ruleTable("duplicate-field", {
  invalid: [
    {
      title: "two type lines",
      source: 'card "A" {\n  type: Instant\n  type: Sorcery\n}\n',
      underlined: ["type"],
      mentions: ["'type'"],
      fixes: [],
    },
    {
      title: "stats and its alias pt",
      source: 'card "A" {\n  type: Creature — Elf\n  stats: 1/1\n  pt: 2/2\n}\n',
      underlined: ["pt"],
      mentions: ["'pt'", "'stats'"],
    },
    {
      title: "cost again after the type",
      source: 'card "A" {\n  cost: {2}{U}\n  type: Instant\n  cost: {1}\n}\n',
      underlined: ["cost"],
    },
    {
      title: "a field repeated after the text section",
      source: 'card "A" {\n  flavor: One.\n  type: Instant\n  text:\n    Draw a card.\n  flavor: Two.\n}\n',
      underlined: ["flavor"],
    },
    {
      title: "inside a face, three times",
      source:
        'card "A // B" {\n  face "A" {\n    type: Instant\n    type: Sorcery\n    type: Instant\n  }\n  face "B" {\n    type: Instant\n  }\n}\n',
      underlined: ["type", "type"],
    },
  ],
  valid: [
    { title: "one of each", source: 'card "A" {\n  cost: {1}\n  type: Creature — Elf\n  stats: 1/1\n  flavor: Hi.\n}\n' },
    {
      title: "the same field in two faces",
      source:
        'card "A // B" {\n  face "A" {\n    cost: {1}\n    type: Instant\n  }\n  face "B" {\n    cost: {2}\n    type: Sorcery\n  }\n}\n',
    },
    { title: "the same field in two cards", source: 'card "A" {\n  type: Instant\n}\ncard "B" {\n  type: Instant\n}\n' },
    {
      title: "a card-level field and the same field in a face",
      source:
        'card "A // B" {\n  rarity: rare\n  face "A" {\n    type: Instant\n    rarity: rare\n  }\n  face "B" {\n    type: Instant\n  }\n}\n',
    },
  ],
});
