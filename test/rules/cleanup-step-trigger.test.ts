/**
 * cleanup-step-trigger: a non-delayed "at the beginning of [your/each] cleanup step" trigger
 * starts another cleanup step every time (CR 514.3a, 603.2b); "the next cleanup step" is legal.
 */
import { cardSource, type CardParts } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const card = (type: string, text: string, more: Partial<CardParts> = {}) => cardSource({ type, text, ...more });

ruleTable("cleanup-step-trigger", {
  invalid: [
    {
      title: "your cleanup step",
      source: card("Enchantment", "At the beginning of your cleanup step, draw a card."),
      underlined: ["cleanup step"],
      mentions: ["514.3a", "603.2b", "next cleanup step", "end step"],
      fixes: ["Trigger at the beginning of the end step instead"],
      fixed: card("Enchantment", "At the beginning of the end step, draw a card."),
    },
    {
      title: "each cleanup step",
      source: card("Enchantment", "At the beginning of each cleanup step, each player draws a card."),
      underlined: ["cleanup step"],
      mentions: ["514.3a"],
    },
    {
      title: "each player's cleanup step",
      source: card("Creature — Horror", "At the beginning of each player's cleanup step, that player loses 1 life.", { stats: "2/2" }),
      underlined: ["cleanup step"],
      mentions: ["514.3a"],
    },
    {
      title: "the cleanup step (no player word)",
      source: card("Artifact", "At the beginning of the cleanup step, put a charge counter on this artifact."),
      underlined: ["cleanup step"],
      mentions: ["514.3a"],
    },
    {
      title: "after an ability word",
      source: card(
        "Enchantment",
        "Threshold — At the beginning of your cleanup step, if seven or more cards are in your graveyard, draw a card.",
      ),
      underlined: ["cleanup step"],
    },
    {
      title: "a quoted cleanup trigger granted to a token",
      source: card("Sorcery", 'Create a 1/1 black Horror creature token with "At the beginning of each cleanup step, draw a card."'),
      underlined: ["cleanup step"],
      mentions: ["514.3a"],
    },
  ],
  valid: [
    {
      title: 'Waylay: the delayed "next cleanup step" (reference #11)',
      real: true,
      source: card("Instant", "Create three 2/2 white Knight creature tokens. Exile them at the beginning of the next cleanup step.", {
        name: "Waylay",
        cost: "{2}{W}",
      }),
    },
    {
      title: "Cunning: a delayed next-cleanup-step sacrifice inside a trigger",
      real: true,
      source: card(
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +3/+3.\nWhen enchanted creature attacks or blocks, sacrifice Cunning at the beginning of the next cleanup step.",
        { name: "Cunning", cost: "{1}{U}" },
      ),
    },
    {
      title: "Bounty of the Hunt: counters removed at the next cleanup step",
      real: true,
      source: card(
        "Instant",
        "You may exile a green card from your hand rather than pay this spell's mana cost.\nDistribute three +1/+1 counters among one, two, or three target creatures. For each +1/+1 counter you put on a creature this way, remove a +1/+1 counter from that creature at the beginning of the next cleanup step.",
        { name: "Bounty of the Hunt", cost: "{3}{G}{G}" },
      ),
    },
    {
      title: "Grave Servitude: flash permission with a next-cleanup-step sacrifice",
      real: true,
      source: card(
        "Enchantment — Aura",
        "You may cast Grave Servitude as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nEnchant creature\nEnchanted creature gets +3/-1 and is black.",
        { name: "Grave Servitude", cost: "{1}{B}" },
      ),
    },
    { title: "the end step", source: card("Enchantment", "At the beginning of your end step, draw a card.") },
    {
      title: "the ending phase begins with the end step",
      source: card("Enchantment", "At the beginning of the ending phase, draw a card."),
    },
    {
      title: "Case of the Market Melee: cleanup steps in a static ability",
      real: true,
      source: card(
        "Enchantment — Case",
        "When this Case enters, it deals 1 damage to any target.\nDamage isn't removed from creatures during cleanup steps.\nTo solve — Three or more creatures are damaged.\nSolved — Whenever you attack with one or more creatures, this Case deals that much damage divided as you choose among any number of targets.",
        { name: "Case of the Market Melee", cost: "{1}{R}" },
      ),
    },
  ],
});
