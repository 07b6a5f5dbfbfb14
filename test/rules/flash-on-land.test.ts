/**
 * flash-on-land: Flash on a land can only be used on your own turn with a land play left
 * (CR 702.8a, 305.2, 305.3): it works, narrowly.
 */
import { cardSource, type CardParts } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const card = (type: string, text: string, more: Partial<CardParts> = {}) => cardSource({ type, text, ...more });

ruleTable("flash-on-land", {
  invalid: [
    {
      title: "Flash on its own line (reference #27 Flicker Grove)",
      source: card("Land", "Flash\n{T}: Add {G}.", { name: "Flicker Grove" }),
      underlined: ["Flash"],
      mentions: ["702.8a", "305.2", "305.3", "your own turn", "land play"],
      fixes: ["Remove Flash"],
      fixed: card("Land", "{T}: Add {G}.", { name: "Flicker Grove" }),
    },
    {
      title: "Flash first in a keyword list",
      source: card("Land", "Flash, hexproof\n{T}: Add {G}."),
      underlined: ["Flash"],
      mentions: ["305.3"],
      fixed: card("Land", "Hexproof\n{T}: Add {G}."),
    },
    {
      title: "flash last in a keyword list",
      source: card("Land", "Hexproof, flash\n{T}: Add {G}."),
      underlined: ["flash"],
      mentions: ["305.3"],
      fixed: card("Land", "Hexproof\n{T}: Add {G}."),
    },
    {
      title: "a land creature (Dryad Arbor-like) with Flash",
      source: card("Land Creature — Forest Dryad", "Flash\n{T}: Add {G}.", { stats: "1/1" }),
      underlined: ["Flash"],
      mentions: ["702.8a"],
    },
    {
      title: "an artifact land with Flash",
      source: card("Artifact Land", "Flash\n{T}: Add {U}."),
      underlined: ["Flash"],
    },
    {
      title: "the land face of a modal double-faced card",
      source: [
        'card "Sea Gate Rescue // Sea Gate Grotto" {',
        '  face "Sea Gate Rescue" {',
        "    cost: {1}{U}",
        "    type: Instant",
        "    text:",
        "      Draw a card.",
        "  }",
        '  face "Sea Gate Grotto" {',
        "    type: Land",
        "    text:",
        "      Flash",
        "      {T}: Add {U}.",
        "  }",
        "}",
        "",
      ].join("\n"),
      underlined: ["Flash"],
    },
  ],
  valid: [
    {
      title: "Dryad Arbor: summoning sickness only in reminder text",
      real: true,
      source: card(
        "Land Creature — Forest Dryad",
        "(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has \"{T}: Add {G}.\")",
        { name: "Dryad Arbor", stats: "1/1" },
      ),
    },
    { title: "Flashback is not Flash", source: card("Land", "Flashback {2}{G}\n{T}: Add {G}.") },
    {
      title: "a land granting flash to something else",
      source: card("Land", "{T}: Add {C}.\n{1}, {T}: Target creature gains flash until end of turn."),
    },
    {
      title: "Flash on a creature",
      source: card("Creature — Human Soldier", "Flash\nWhen this creature enters, tap target creature an opponent controls.", {
        name: "Ambush Warden",
        stats: "2/3",
      }),
    },
    {
      title: "Cavern of Souls: a real land",
      real: true,
      source: card(
        "Land",
        "As Cavern of Souls enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.",
        { name: "Cavern of Souls" },
      ),
    },
    {
      title: "Urza's Saga: an enchantment land with chapter abilities",
      real: true,
      source: card(
        "Enchantment Land — Urza's Saga",
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Urza's Saga gains \"{T}: Add {C}.\"\nII — Urza's Saga gains \"{2}, {T}: Create a 0/0 colorless Construct artifact creature token with 'This creature gets +1/+1 for each artifact you control.'\"\nIII — Search your library for an artifact card with mana cost {0} or {1}, put it onto the battlefield, then shuffle.",
        { name: "Urza's Saga" },
      ),
    },
    {
      title: "Flash in the instant face of a land MDFC belongs to the instant",
      source: [
        'card "Rescue // Grotto" {',
        '  face "Rescue" {',
        "    cost: {1}{U}",
        "    type: Creature — Merfolk",
        "    stats: 1/1",
        "    text:",
        "      Flash",
        "  }",
        '  face "Grotto" {',
        "    type: Land",
        "    text:",
        "      {T}: Add {U}.",
        "  }",
        "}",
        "",
      ].join("\n"),
    },
  ],
});
