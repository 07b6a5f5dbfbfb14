/**
 * unknown-step: a step or phase name that is not one — a misspelling or an old name — with the
 * closest real names (CR 500.1).
 */
import { cardSource, type CardParts } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const card = (type: string, text: string, more: Partial<CardParts> = {}) => cardSource({ type, text, ...more });
const creature = (text: string) => card("Creature — Human", text, { stats: "2/2" });

ruleTable("unknown-step", {
  invalid: [
    {
      title: "'the end of turn' (no step) in a trigger",
      source: creature("At the beginning of the end of turn, draw a card."),
      underlined: ["end of turn"],
      fixes: ["Change to 'end step'"],
      fixed: creature("At the beginning of the end step, draw a card."),
    },
    {
      title: "two unknown names joined by 'and' in one trigger",
      source: creature("At the beginning of each upkep and each end of turn step, draw a card."),
      underlined: ["upkep", "end of turn step"],
    },
    {
      title: "a misspelled upkeep in a trigger",
      source: creature("At the beginning of your upkep, draw a card."),
      underlined: ["upkep"],
      mentions: ["'upkep'", "500.1", "'upkeep'"],
      fixes: ["Change to 'upkeep'"],
      fixed: creature("At the beginning of your upkeep, draw a card."),
    },
    {
      title: "the end of turn step in a restriction (reference #40 Twilight Snare)",
      source: card("Instant", "Cast this spell only during the end of turn step.\nTap target creature.", { name: "Twilight Snare" }),
      underlined: ["end of turn step"],
      mentions: ["end of turn step", "'end step'", "2009", "513.1"],
      fixes: ["Change to 'end step'"],
      fixed: card("Instant", "Cast this spell only during the end step.\nTap target creature.", { name: "Twilight Snare" }),
    },
    {
      title: "the end of turn step in a trigger",
      source: creature("At the beginning of the end of turn step, sacrifice this creature."),
      underlined: ["end of turn step"],
      mentions: ["'end step'"],
      fixed: creature("At the beginning of the end step, sacrifice this creature."),
    },
    {
      title: "the draw phase (renamed draw step)",
      source: creature("At the beginning of your draw phase, draw a card."),
      underlined: ["draw phase"],
      mentions: ["'draw step'", "504.1"],
    },
    {
      title: "the upkeep phase in an activation restriction",
      source: card("Artifact", "{1}: Draw a card. Activate only during your upkeep phase."),
      underlined: ["upkeep phase"],
      mentions: ["'upkeep'"],
      fixed: card("Artifact", "{1}: Draw a card. Activate only during your upkeep."),
    },
    {
      title: "the end phase (renamed ending phase)",
      source: creature("At the beginning of your end phase, draw a card."),
      underlined: ["end phase"],
      mentions: ["'ending phase'", "512.1"],
    },
    {
      title: "a misspelled second main phase",
      source: creature("At the beginning of your second main phse, draw a card."),
      underlined: ["second main phse"],
      mentions: ["'second main phase'"],
      fixed: creature("At the beginning of your second main phase, draw a card."),
    },
    {
      title: "a misspelled untap step",
      source: creature("At the beginning of your untpa step, draw a card."),
      underlined: ["untpa step"],
      mentions: ["'untap step'"],
    },
    {
      title: "a step that never existed, with several suggestions",
      source: creature("At the beginning of the discard step, draw a card."),
      underlined: ["discard step"],
      mentions: ["'discard step'", "500.1", "'draw step'"],
    },
    {
      title: "upper case",
      source: creature("AT THE BEGINNING OF YOUR UPKEP, draw a card."),
      underlined: ["UPKEP"],
      mentions: ["'upkeep'"],
    },
    {
      title: 'a misspelled step in a "before" restriction',
      source: card("Instant", "Cast this spell only before the declare blokers step.\nDraw a card."),
      underlined: ["declare blokers step"],
      mentions: ["'declare blockers step'"],
    },
    {
      title: "a misspelled combat damage step",
      source: creature("At the beginning of the combat damge step, draw a card."),
      underlined: ["combat damge step"],
      mentions: ["'combat damage step'"],
    },
    {
      title: "a misspelled end of combat step",
      source: creature("At the beginning of the end of combat stp, draw a card."),
      underlined: ["end of combat stp"],
      mentions: ["'end of combat step'"],
    },
  ],
  valid: [
    {
      title: "the first strike damage step without its hyphen",
      source: creature("At the beginning of the first strike damage step, draw a card."),
    },
    {
      title: 'Reset: "after their upkeep step"',
      real: true,
      source: card("Instant", "Cast this spell only during an opponent's turn after their upkeep step.\nUntap all lands you control.", {
        name: "Reset",
        cost: "{U}{U}",
      }),
    },
    {
      title: "Archivist of Gondor: the monarch's end step",
      real: true,
      source: card(
        "Creature — Human Advisor",
        "When your commander deals combat damage to a player, if there is no monarch, you become the monarch.\nAt the beginning of the monarch's end step, that player draws a card.",
        { name: "Archivist of Gondor", cost: "{2}{U}", stats: "2/3" },
      ),
    },
    {
      title: "Florian, Voldaren Scion: each of your postcombat main phases",
      real: true,
      source: card(
        "Legendary Creature — Vampire Noble",
        "First strike\nAt the beginning of each of your postcombat main phases, look at the top X cards of your library, where X is the total amount of life your opponents lost this turn. Exile one of those cards and put the rest on the bottom of your library in a random order. You may play the exiled card this turn.",
        { name: "Florian, Voldaren Scion", cost: "{1}{B}{R}", stats: "3/3" },
      ),
    },
    {
      title: 'Rocket Launcher: "the beginning of your most recent turn" is not a step',
      real: true,
      source: card(
        "Artifact",
        "{2}: Rocket Launcher deals 1 damage to any target. Destroy Rocket Launcher at the beginning of the next end step. Activate only if you've controlled Rocket Launcher continuously since the beginning of your most recent turn.",
        { name: "Rocket Launcher", cost: "{4}" },
      ),
    },
    {
      title: 'Shrine of Piercing Vision: "your upkeep or whenever …"',
      real: true,
      source: card(
        "Artifact",
        "At the beginning of your upkeep or whenever you cast a blue spell, put a charge counter on Shrine of Piercing Vision.\n{T}, Sacrifice Shrine of Piercing Vision: Look at the top X cards of your library, where X is the number of charge counters on Shrine of Piercing Vision. Put one of those cards into your hand and the rest on the bottom of your library in any order.",
        { name: "Shrine of Piercing Vision", cost: "{2}" },
      ),
    },
    {
      title: "Plasm Capture: your next precombat main phase",
      real: true,
      source: card(
        "Instant",
        "Counter target spell. At the beginning of your next precombat main phase, add X mana in any combination of colors, where X is that spell's mana value.",
        { name: "Plasm Capture", cost: "{G}{G}{U}{U}" },
      ),
    },
    {
      title: "Ertai's Meddling: each of that player's upkeeps",
      real: true,
      source: card(
        "Instant",
        "X can't be 0.\nTarget spell's controller exiles it with X delay counters on it.\nAt the beginning of each of that player's upkeeps, if that card is exiled, remove a delay counter from it. If the card has no delay counters on it, the player puts it onto the stack as a copy of the original spell.",
        { name: "Ertai's Meddling", cost: "{X}{U}" },
      ),
    },
    {
      title: "Vivien's Stampede: the next main phase this turn",
      real: true,
      source: card(
        "Sorcery",
        "Each creature you control gains vigilance, trample, and melee until end of turn. (Whenever a creature with melee attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat.)\nAt the beginning of the next main phase this turn, draw a card for each player who was dealt combat damage this turn.",
        { name: "Vivien's Stampede", cost: "{4}{G}{G}" },
      ),
    },
    {
      title: "Paradox Haze: enchanted player's first upkeep each turn",
      real: true,
      source: card(
        "Enchantment — Aura",
        "Enchant player\nAt the beginning of enchanted player's first upkeep each turn, that player gets an additional upkeep step after this step.",
        { name: "Paradox Haze", cost: "{2}{U}" },
      ),
    },
    {
      title: "the upkeep of enchanted creature's controller (LANGUAGE.md §2.2)",
      source: card(
        "Enchantment — Aura",
        "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.",
      ),
    },
    {
      title: "a misspelling inside reminder text is ignored",
      source: creature("Vigilance (At the beginning of your upkep, nothing happens.)"),
    },
  ],
});
