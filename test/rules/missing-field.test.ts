/**
 * missing-field: a creature without stats, a planeswalker (front face) without loyalty (CR 208.1,
 * 209.1), with a fix that inserts the field below the type line.
 */
import { ruleTable } from "./rule-table";

ruleTable("missing-field", {
  invalid: [
    {
      title: "a creature without power/toughness",
      source: 'card "A" {\n  cost: {G}\n  type: Creature — Elf\n}\n',
      underlined: ["Creature — Elf"],
      mentions: ["stats", "208.1"],
      fixes: ["Add 'stats: 1/1'"],
      fixed: 'card "A" {\n  cost: {G}\n  type: Creature — Elf\n  stats: 1/1\n}\n',
    },
    {
      title: "a planeswalker without loyalty",
      source: 'card "A" {\n  type: Legendary Planeswalker — Vess\n  text:\n    +1: Draw a card.\n}\n',
      underlined: ["Legendary Planeswalker — Vess"],
      mentions: ["loyalty", "209.1"],
      fixed: 'card "A" {\n  type: Legendary Planeswalker — Vess\n  loyalty: 3\n  text:\n    +1: Draw a card.\n}\n',
    },
    {
      title: "a creature without stats, CRLF kept",
      source: 'card "A" {\r\n  type: Creature — Elf\r\n}\r\n',
      underlined: ["Creature — Elf"],
      fixed: 'card "A" {\r\n  type: Creature — Elf\r\n  stats: 1/1\r\n}\r\n',
    },
    {
      title: "a front-face planeswalker of a two-faced card",
      source:
        'card "A // B" {\n  face "A" {\n    type: Legendary Planeswalker — Vess\n  }\n  face "B" {\n    type: Legendary Planeswalker — Vess\n  }\n}\n',
      underlined: ["Legendary Planeswalker — Vess"],
    },
    {
      title: "a creature face of a two-faced card, indented as the face",
      source: 'card "A // B" {\n  face "A" {\n    type: Instant\n  }\n  face "B" {\n    type: Creature — Elf\n  }\n}\n',
      underlined: ["Creature — Elf"],
      fixed: 'card "A // B" {\n  face "A" {\n    type: Instant\n  }\n  face "B" {\n    type: Creature — Elf\n    stats: 1/1\n  }\n}\n',
    },
    {
      title: "an artifact creature with neither stats nor pt",
      source: 'card "A" {\n  type: Artifact Creature — Golem\n}\n',
      underlined: ["Artifact Creature — Golem"],
    },
  ],
  valid: [
    { title: "a creature with stats", source: 'card "A" {\n  type: Creature — Elf\n  stats: 1/1\n}\n' },
    { title: "the pt alias counts as stats", source: 'card "A" {\n  type: Creature — Elf\n  pt: 1/1\n}\n' },
    {
      title: "a Vehicle needs no stats to be valid here (stats-mismatch judges P/T off creatures)",
      source: 'card "A" {\n  type: Artifact — Vehicle\n}\n',
    },
    { title: "a planeswalker with loyalty", source: 'card "A" {\n  type: Legendary Planeswalker — Vess\n  loyalty: 3\n}\n' },
    { title: "a battle's defense is not required (card data often lacks it)", source: 'card "A" {\n  type: Battle — Siege\n}\n' },
    {
      title: "Arlinn Kord: a transformed planeswalker's back face prints no loyalty",
      real: true,
      source:
        'card "Arlinn Kord // Arlinn, Embraced by the Moon" {\n  face "Arlinn Kord" {\n    cost: {2}{R}{G}\n    type: Legendary Planeswalker — Arlinn\n    loyalty: 3\n    text:\n      +1: Until end of turn, up to one target creature gets +2/+2 and gains vigilance and haste.\n      0: Create a 2/2 green Wolf creature token. Transform Arlinn Kord.\n  }\n  face "Arlinn, Embraced by the Moon" {\n    type: Legendary Planeswalker — Arlinn\n    text:\n      +1: Creatures you control get +1/+1 and gain trample until end of turn.\n  }\n}\n',
    },
    { title: "a card without a type is missing-type's", source: 'card "A" {\n  cost: {1}\n}\n' },
    {
      title: "Jace, Vryn's Prodigy: a transforming creature whose back face is a planeswalker",
      real: true,
      source:
        'card "Jace, Vryn\'s Prodigy // Jace, Telepath Unbound" {\n  face "Jace, Vryn\'s Prodigy" {\n    cost: {1}{U}\n    type: Legendary Creature — Human Wizard\n    stats: 0/2\n    text:\n      {T}: Draw a card, then discard a card. If there are five or more cards in your graveyard, exile Jace, Vryn\'s Prodigy, then return him to the battlefield transformed under his owner\'s control.\n  }\n  face "Jace, Telepath Unbound" {\n    type: Legendary Planeswalker — Jace\n    loyalty: 5\n    text:\n      +1: Up to one target creature gets -2/-0 until your next turn.\n      −3: You may cast target instant or sorcery card from your graveyard this turn. If that spell would be put into your graveyard, exile it instead.\n      −9: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any target."\n  }\n}\n',
    },
  ],
});
