/**
 * conditional-step-trigger: triggers at the beginning of steps that are skipped in many turns:
 * declare blockers and combat damage (CR 508.8), first-strike damage (CR 510.4).
 */
import { cardSource, type CardParts } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const card = (type: string, text: string, more: Partial<CardParts> = {}) => cardSource({ type, text, ...more });

ruleTable("conditional-step-trigger", {
  invalid: [
    {
      title: "the declare blockers step",
      source: card(
        "Creature — Human Soldier",
        "At the beginning of the declare blockers step, target creature gets +1/+1 until end of turn.",
        { stats: "2/2" },
      ),
      underlined: ["declare blockers step"],
      mentions: ["declare blockers step", "508.8"],
      fixes: [],
    },
    {
      title: "your declare blockers step",
      source: card("Creature — Human Soldier", "At the beginning of your declare blockers step, draw a card.", { stats: "2/2" }),
      underlined: ["declare blockers step"],
      mentions: ["508.8"],
    },
    {
      title: "each combat damage step",
      source: card(
        "Creature — Human Soldier",
        "At the beginning of each combat damage step, this creature deals 1 damage to each opponent.",
        { stats: "2/2" },
      ),
      underlined: ["combat damage step"],
      mentions: ["combat damage step", "508.8"],
    },
    {
      title: "the first-strike damage step needs a first striker",
      source: card("Creature — Human Knight", "At the beginning of the first-strike damage step, draw a card.", { stats: "2/2" }),
      underlined: ["first-strike damage step"],
      mentions: ["first strike", "510.4"],
    },
    {
      title: '"first strike combat damage step on your turn"',
      source: card("Creature — Human Knight", "At the beginning of the first strike combat damage step on your turn, draw a card.", {
        stats: "2/2",
      }),
      underlined: ["first strike combat damage step"],
      mentions: ["510.4"],
    },
    {
      title: "upper case",
      source: card("Enchantment", "AT THE BEGINNING OF THE DECLARE BLOCKERS STEP, draw a card."),
      underlined: ["DECLARE BLOCKERS STEP"],
      mentions: ["508.8"],
    },
  ],
  valid: [
    {
      title: "Drillmaster-style beginning of combat (reference #20)",
      source: card(
        "Creature — Human Warrior",
        "At the beginning of combat on your turn, target creature you control gets +1/+0 until end of turn.",
        { name: "Drillmaster", stats: "2/2" },
      ),
    },
    {
      title: "the declare attackers step always happens",
      source: card("Creature — Human", "At the beginning of the declare attackers step, draw a card.", { stats: "2/2" }),
    },
    { title: "at end of combat", source: card("Creature — Human", "At end of combat, draw a card.", { stats: "2/2" }) },
    {
      title: "the end of combat step",
      source: card("Creature — Human", "At the beginning of the end of combat step, draw a card.", { stats: "2/2" }),
    },
    { title: "the combat phase", source: card("Creature — Human", "At the beginning of the combat phase, draw a card.", { stats: "2/2" }) },
    {
      title: "block triggers are events, not step triggers",
      source: card("Creature — Human", "Whenever this creature blocks, draw a card.", { stats: "2/2" }),
    },
    {
      title: "Meandering Towershell: delayed return at the declare attackers step",
      real: true,
      source: card(
        "Creature — Turtle",
        "Islandwalk (This creature can't be blocked as long as defending player controls an Island.)\nWhenever Meandering Towershell attacks, exile it. Return it to the battlefield under your control tapped and attacking at the beginning of the declare attackers step on your next turn.",
        { name: "Meandering Towershell", cost: "{3}{G}{G}", stats: "5/9" },
      ),
    },
    {
      title: "Angus Mackenzie: a restriction naming the combat damage step is no trigger",
      real: true,
      source: card(
        "Legendary Creature — Human Cleric",
        "{G}{W}{U}, {T}: Prevent all combat damage that would be dealt this turn. Activate only before the combat damage step.",
        { name: "Angus Mackenzie", cost: "{G}{W}{U}", stats: "2/2" },
      ),
    },
    {
      title: "Razormane Masticore: upkeep and draw step triggers with first strike (reference #3)",
      real: true,
      source: card(
        "Artifact Creature — Masticore",
        "First strike (This creature deals combat damage before creatures without first strike.)\nAt the beginning of your upkeep, sacrifice Razormane Masticore unless you discard a card.\nAt the beginning of your draw step, you may have Razormane Masticore deal 3 damage to target creature.",
        { name: "Razormane Masticore", cost: "{5}", stats: "5/5" },
      ),
    },
  ],
});
