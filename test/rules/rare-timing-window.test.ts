/**
 * rare-timing-window: restricted to the cleanup step, where players get priority only when
 * something triggers or a state-based action happens (CR 514.3a).
 */
import { cardSource, type CardParts } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const card = (type: string, text: string, more: Partial<CardParts> = {}) => cardSource({ type, text, ...more });

ruleTable("rare-timing-window", {
  invalid: [
    {
      title: "an instant restricted to the cleanup step",
      source: card("Instant", "Cast this spell only during the cleanup step.\nDraw a card."),
      underlined: ["during the cleanup step"],
      mentions: ["cleanup step", "514.3a", "end step"],
    },
    {
      title: "an instant restricted to your cleanup step",
      source: card("Instant", "Cast this spell only during your cleanup step.\nDraw a card."),
      underlined: ["during your cleanup step"],
      mentions: ["514.3a"],
    },
    {
      title: "an activated ability restricted to an opponent's cleanup step",
      source: card("Artifact", "{1}: Draw a card. Activate only during an opponent's cleanup step."),
      underlined: ["during an opponent's cleanup step"],
      mentions: ["activated", "514.3a"],
    },
    {
      title: "a flash creature restricted to the cleanup step",
      source: card("Creature — Human Wizard", "Flash\nCast this spell only during the cleanup step.", { stats: "1/1" }),
      underlined: ["during the cleanup step"],
      mentions: ["514.3a"],
    },
    {
      title: '"as an instant" and the cleanup step',
      source: card("Artifact", "{T}: Scry 1. Activate only as an instant and only during the cleanup step."),
      underlined: ["during the cleanup step"],
      mentions: ["514.3a"],
    },
    {
      title: "the cleanup step and your turn",
      source: card("Enchantment", "{2}: Draw a card. Activate only during your turn and only during the cleanup step."),
      underlined: ["during the cleanup step"],
      mentions: ["514.3a"],
    },
    {
      title: '"during cleanup" (the step\'s short name)',
      source: card("Artifact", "{1}: Draw a card. Activate only during cleanup."),
      underlined: ["during cleanup"],
      mentions: ["514.3a"],
    },
  ],
  valid: [
    {
      title: "a sorcery restricted to the cleanup step is impossible, not rare (reported by impossible-timing)",
      source: card("Sorcery", "Cast this spell only during the cleanup step.\nDraw a card."),
    },
    {
      title: "a loyalty ability restricted to the cleanup step is impossible, not rare",
      source: card("Legendary Planeswalker — Vess", "+1: Draw a card. Activate only during the cleanup step.", { loyalty: "3" }),
    },
    {
      title: "Necrologia: the end step has priority",
      real: true,
      source: card(
        "Instant",
        "Cast this spell only during your end step.\nAs an additional cost to cast this spell, pay X life.\nDraw X cards.",
        { name: "Necrologia", cost: "{3}{B}{B}" },
      ),
    },
    {
      title: "the ending phase includes the end step",
      source: card("Artifact", "{1}: Draw a card. Activate only during the ending phase."),
    },
    {
      title: "Waylay: a delayed trigger at the next cleanup step is no restriction (reference #11)",
      real: true,
      source: card("Instant", "Create three 2/2 white Knight creature tokens. Exile them at the beginning of the next cleanup step.", {
        name: "Waylay",
        cost: "{2}{W}",
      }),
    },
    {
      title: "Armor of Thorns: flash permission plus a next-cleanup-step sacrifice",
      real: true,
      source: card(
        "Enchantment — Aura",
        "You may cast Armor of Thorns as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nEnchant nonblack creature\nEnchanted creature gets +2/+2.",
        { name: "Armor of Thorns", cost: "{1}{G}" },
      ),
    },
    {
      title: "Ancient Adamantoise: a static ability mentioning cleanup steps",
      real: true,
      source: card(
        "Creature — Turtle",
        "Vigilance, ward {3}\nDamage isn't removed from this creature during cleanup steps.\nAll damage that would be dealt to you and other permanents you control is dealt to this creature instead.\nWhen this creature dies, exile it and create ten tapped Treasure tokens.",
        { name: "Ancient Adamantoise", cost: "{5}{G}{G}{G}", stats: "8/20" },
      ),
    },
    {
      title: "Thawing Glaciers: an activated land ability with a next-cleanup-step return",
      real: true,
      source: card(
        "Land",
        "Thawing Glaciers enters tapped.\n{1}, {T}: Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle. Return Thawing Glaciers to its owner's hand at the beginning of the next cleanup step.",
        { name: "Thawing Glaciers" },
      ),
    },
  ],
});
