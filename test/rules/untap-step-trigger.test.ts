/**
 * untap-step-trigger: "At the beginning of … untap step" triggers, but nobody gets priority in
 * the untap step, so it resolves in the upkeep after everything untapped (CR 502.4, 503.1a).
 */
import { cardSource, type CardParts } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const card = (type: string, text: string, more: Partial<CardParts> = {}) => cardSource({ type, text, ...more });

ruleTable("untap-step-trigger", {
  invalid: [
    {
      title: "the beginning phase begins with the untap step, so it triggers there too",
      source: card("Enchantment", "At the beginning of your beginning phase, draw a card."),
      underlined: ["beginning phase"],
      fixed: card("Enchantment", "At the beginning of your upkeep, draw a card."),
    },
    {
      title: "your untap step (reference #26 Dawn Tender)",
      source: card("Creature — Human Druid", "At the beginning of your untap step, untap target land you control.", {
        name: "Dawn Tender",
        stats: "1/1",
      }),
      underlined: ["untap step"],
      mentions: ["502.4", "503.1a", "upkeep"],
      fixes: ["Trigger at the beginning of the upkeep instead"],
      fixed: card("Creature — Human Druid", "At the beginning of your upkeep, untap target land you control.", {
        name: "Dawn Tender",
        stats: "1/1",
      }),
    },
    {
      title: "each untap step",
      source: card("Enchantment", "At the beginning of each untap step, each player gains 1 life."),
      underlined: ["untap step"],
      mentions: ["502.4", "503.1a"],
      fixed: card("Enchantment", "At the beginning of each upkeep, each player gains 1 life."),
    },
    {
      title: "each player's untap step",
      source: card("Enchantment", "At the beginning of each player's untap step, that player gains 1 life."),
      underlined: ["untap step"],
      mentions: ["502.4"],
    },
    {
      title: "an opponent's untap step, upper case and extra spaces",
      source: card("Enchantment", "AT THE BEGINNING OF  EACH OPPONENT'S   UNTAP  STEP, that player loses 1 life."),
      underlined: ["UNTAP  STEP"],
      mentions: ["502.4"],
    },
    {
      title: 'the delayed "next untap step" is just as late',
      source: card("Instant", "Tap target creature. At the beginning of the next untap step, untap all lands you control."),
      underlined: ["untap step"],
      mentions: ["502.4"],
    },
    {
      title: "inside a multi-face card's face",
      source: [
        'card "Dawn // Dusk" {',
        '  face "Dawn" {',
        "    type: Enchantment",
        "    text:",
        "      At the beginning of your untap step, untap target permanent.",
        "  }",
        '  face "Dusk" {',
        "    type: Enchantment",
        "    text:",
        "      At the beginning of your end step, tap target permanent.",
        "  }",
        "}",
        "",
      ].join("\n"),
      underlined: ["untap step"],
    },
  ],
  valid: [
    { title: "the upkeep instead", source: card("Enchantment", "At the beginning of your upkeep, untap target land you control.") },
    {
      title: 'Mana Vault: "doesn\'t untap during your untap step" is a static ability',
      real: true,
      source: card(
        "Artifact",
        "Mana Vault doesn't untap during your untap step.\nAt the beginning of your upkeep, you may pay {4}. If you do, untap Mana Vault.\nAt the beginning of your draw step, if Mana Vault is tapped, it deals 1 damage to you.\n{T}: Add {C}{C}{C}.",
        { name: "Mana Vault", cost: "{1}" },
      ),
    },
    {
      title: "Seedborn Muse: untapping during other players' untap steps",
      real: true,
      source: card("Creature — Spirit", "Untap all permanents you control during each other player's untap step.", {
        name: "Seedborn Muse",
        cost: "{3}{G}{G}",
        stats: "2/4",
      }),
    },
    {
      title: "Stasis: players skip their untap steps",
      real: true,
      source: card(
        "Enchantment",
        "Players skip their untap steps.\nAt the beginning of your upkeep, sacrifice Stasis unless you pay {U}.",
        { name: "Stasis", cost: "{1}{U}" },
      ),
    },
    {
      title: "Apathy: an Aura that stops untapping and triggers in the controller's upkeep",
      real: true,
      source: card(
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.\nAt the beginning of the upkeep of enchanted creature's controller, that player may discard a card at random. If the player does, untap that creature.",
        { name: "Apathy", cost: "{U}" },
      ),
    },
    {
      title: "reminder text about the untap step is ignored",
      source: card("Creature — Human", "Vigilance (At the beginning of your untap step, nothing happens.)", { stats: "1/1" }),
    },
  ],
});
