/**
 * obsolete-rule: text relying on a rule that no longer exists — mana burn, damage assignment
 * order, substance, the Interrupt and Mana Source card types (mtg-timing.md §1d). Deprecated tag.
 */
import { cardSource, type CardParts } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const card = (type: string, text: string, more: Partial<CardParts> = {}) => cardSource({ type, text, ...more });

ruleTable("obsolete-rule", {
  invalid: [
    {
      title: "mana burn (reference #38 Burnout Totem)",
      source: card("Artifact", "At the beginning of each end step, each player with unspent mana in their mana pool suffers mana burn.", {
        name: "Burnout Totem",
      }),
      underlined: ["mana burn"],
      mentions: [/mana burn/i, "2009", "500.5"],
    },
    {
      title: "mana burn in a static ability, upper case",
      source: card("Artifact", "Players don't lose life from MANA BURN."),
      underlined: ["MANA BURN"],
      mentions: ["500.5"],
    },
    {
      title: '"manaburn" written as one word',
      source: card("Enchantment", "Whenever an opponent takes manaburn, draw a card."),
      underlined: ["manaburn"],
    },
    {
      title: "damage assignment order",
      source: card("Creature — Human Soldier", "You choose the damage assignment order of creatures blocking this creature.", {
        stats: "2/2",
      }),
      underlined: ["damage assignment order"],
      mentions: [/damage assignment order/i, "2024", "510.1c"],
    },
    {
      title: "substance",
      source: card("Instant", "Create a 2/2 white Knight creature token with substance."),
      underlined: ["substance"],
      mentions: [/substance/i, "next cleanup step", "514.3a"],
    },
    {
      title: "the Interrupt card type (reference S1 Old Negation)",
      source: card("Interrupt", "Counter target spell.", { name: "Old Negation" }),
      underlined: ["Interrupt"],
      mentions: ["Interrupt", "Instant"],
      fixes: ["Change to 'Instant'"],
      fixed: card("Instant", "Counter target spell.", { name: "Old Negation" }),
    },
    {
      title: "the Mana Source card type (reference S2 Ritual of Old)",
      source: card("Mana Source", "Add {B}{B}{B}.", { name: "Ritual of Old" }),
      underlined: ["Mana Source"],
      mentions: ["Mana Source", "Instant", "605.5b"],
      fixed: card("Instant", "Add {B}{B}{B}.", { name: "Ritual of Old" }),
    },
    {
      title: '"Play it as an interrupt" in rules text',
      source: card("Instant", "Counter target spell. Play it as an interrupt."),
      underlined: ["Play it as an interrupt"],
      mentions: [/interrupt/i],
    },
    {
      title: '"Play this ability as an interrupt"',
      source: card("Artifact", "{T}: Add {R}. Play this ability as an interrupt."),
      underlined: ["Play this ability as an interrupt"],
      mentions: [/interrupt/i],
    },
  ],
  valid: [
    {
      title: "Waylay: the modern form of substance-era delayed exile",
      real: true,
      source: card("Instant", "Create three 2/2 white Knight creature tokens. Exile them at the beginning of the next cleanup step.", {
        name: "Waylay",
        cost: "{2}{W}",
      }),
    },
    {
      title: "Lone Wolf: combat damage wording without an order",
      real: true,
      source: card("Creature — Wolf", "You may have Lone Wolf assign its combat damage as though it weren't blocked.", {
        name: "Lone Wolf",
        cost: "{2}{G}",
        stats: "2/2",
      }),
    },
    {
      title: "Crib Swap: a Kindred instant",
      real: true,
      source: card(
        "Kindred Instant — Shapeshifter",
        "Changeling (This card is every creature type.)\nExile target creature. Its controller creates a 1/1 colorless Shapeshifter creature token with changeling.",
        { name: "Crib Swap", cost: "{2}{W}" },
      ),
    },
    {
      title: "obsolete words in a card name are never judged",
      source: card("Instant", "Counter target spell.", { name: "Interrupting Mana Burn" }),
    },
    { title: "a subtype right of the dash is not a card type", source: card("Creature — Interrupt Elemental", "Flash", { stats: "1/1" }) },
    {
      title: "mana burn in reminder text is ignored",
      source: card("Artifact", "{T}: Add {C}. (Unspent mana empties; there is no mana burn.)"),
    },
    {
      title: "flavor text is never judged",
      source:
        'card "Burn Survivor" {\n  type: Creature — Human\n  stats: 1/1\n  flavor: He remembers mana burn and damage assignment order.\n}\n',
    },
  ],
});
