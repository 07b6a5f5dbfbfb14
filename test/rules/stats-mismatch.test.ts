/**
 * stats-mismatch: stats, loyalty or defense that do not fit the type line (CR 208.1, 209.1,
 * 301.7, 310.4). Vehicles and Spacecraft have P/T.
 */
import { ruleTable } from "./rule-table";

ruleTable("stats-mismatch", {
  invalid: [
    {
      title: "power/toughness on an instant",
      source: 'card "A" {\n  type: Instant\n  stats: 1/1\n}\n',
      underlined: ["stats"],
      mentions: ["Instant", "208.1"],
      fixes: [],
    },
    {
      title: "pt on an enchantment",
      source: 'card "A" {\n  type: Enchantment\n  pt: 2/2\n}\n',
      underlined: ["pt"],
      mentions: ["of type Enchantment"],
    },
    {
      title: "stats on a sorcery",
      source: 'card "A" {\n  type: Sorcery\n  stats: 2/2\n}\n',
      underlined: ["stats"],
      mentions: ["of type Sorcery"],
    },
    {
      title: "loyalty on an artifact",
      source: 'card "A" {\n  type: Artifact\n  loyalty: 3\n}\n',
      underlined: ["loyalty"],
      mentions: ["209.1"],
    },
    {
      title: "defense on an enchantment",
      source: 'card "A" {\n  type: Enchantment\n  defense: 3\n}\n',
      underlined: ["defense"],
      mentions: ["310.4"],
    },
    {
      title: "the message names the card types, not the whole type line",
      source: 'card "A" {\n  type: Legendary Instant — Arcane\n  stats: 1/1\n}\n',
      underlined: ["stats"],
      mentions: [/of type Instant \(/],
    },
  ],
  valid: [
    { title: "a creature without stats is missing-field's", source: 'card "A" {\n  type: Creature — Elf\n}\n' },
    { title: "a creature with stats", source: 'card "A" {\n  type: Creature — Elf\n  stats: 1/1\n}\n' },
    { title: "a Vehicle has P/T", source: 'card "A" {\n  type: Artifact — Vehicle\n  stats: 3/3\n}\n' },
    { title: "a Spacecraft has P/T", source: 'card "A" {\n  type: Artifact — Spacecraft\n  stats: 3/3\n}\n' },
    { title: "a planeswalker with loyalty", source: 'card "A" {\n  type: Legendary Planeswalker — Vess\n  loyalty: 3\n}\n' },
    { title: "a battle with defense", source: 'card "A" {\n  type: Battle — Siege\n  defense: 5\n}\n' },
    {
      title: "a land creature with stats",
      real: true,
      source:
        'card "Dryad Arbor" {\n  type: Land Creature — Forest Dryad\n  stats: 1/1\n  text:\n    (Dryad Arbor isn\'t a spell, it\'s affected by summoning sickness, and it has "{T}: Add {G}.")\n}\n',
    },
    { title: "an unknown type line is left to unknown-card-type", source: 'card "A" {\n  type: Elf\n  stats: 1/1\n}\n' },
  ],
});
