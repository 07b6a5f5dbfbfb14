/**
 * impossible-timing: spells and activated abilities whose timing window is empty
 * (shared/reference/mtg-timing.md §1b.3, the ∅ cells).
 */
import { cardSource, type CardParts } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const card = (type: string, text: string, more: Partial<CardParts> = {}) => cardSource({ type, text, ...more });

ruleTable("impossible-timing", {
  invalid: [
    {
      title: "a sorcery restricted to combat (reference #32 Battle Hymn of Ruin)",
      source: card("Sorcery", "Cast this spell only during combat.\nCreatures you control get +2/+0 until end of turn.", {
        name: "Battle Hymn of Ruin",
      }),
      underlined: ["during combat"],
      mentions: ["Sorcery", "'during combat'", "307.1", "506.8c", "Instant", "Flash"],
      fixes: ["Change type to Instant", "Add Flash", "Remove the restriction 'during combat'"],
      fixed: card("Instant", "Cast this spell only during combat.\nCreatures you control get +2/+0 until end of turn.", {
        name: "Battle Hymn of Ruin",
      }),
    },
    {
      title: "a sorcery restricted to your upkeep",
      source: card("Sorcery", "Cast this spell only during your upkeep.\nDraw a card."),
      underlined: ["during your upkeep"],
      mentions: ["'during your upkeep'", "307.1", "503.1"],
    },
    {
      title: "a sorcery restricted to your draw step",
      source: card("Sorcery", "Cast this spell only during your draw step.\nDraw a card."),
      underlined: ["during your draw step"],
      mentions: ["'during your draw step'", "307.1", "501.1"],
    },
    {
      title: "a sorcery restricted to the end step",
      source: card("Sorcery", "Cast this spell only during the end step.\nDraw a card."),
      underlined: ["during the end step"],
      mentions: ["'during the end step'", "307.1", "513.1"],
    },
    {
      title: "a sorcery restricted to a specific combat step",
      source: card("Sorcery", "Cast this spell only during the declare blockers step.\nDraw a card."),
      underlined: ["during the declare blockers step"],
      mentions: ["'during the declare blockers step'", "307.1", "506.1"],
    },
    {
      title: "a loyalty ability restricted to combat: the way out is to drop the restriction",
      source: card("Legendary Planeswalker — Jace", "+1: Draw a card. Activate only during combat.", { loyalty: "3" }),
      underlined: ["during combat"],
      mentions: ["606.3", "loyalty abilities always work at sorcery speed"],
    },
    {
      title: "a creature spell restricted to combat is told to get Flash, not to become an Instant",
      source: card("Creature — Elf", "Cast this spell only during combat.", { stats: "1/1" }),
      underlined: ["during combat"],
      mentions: ["Give it Flash or drop the restriction"],
    },
    {
      title: "a sorcery restricted to an opponent's turn",
      source: card("Sorcery", "Cast this spell only during an opponent's turn.\nDraw a card."),
      underlined: ["during an opponent's turn"],
      mentions: ["'during an opponent's turn'", "307.1", "102.1"],
    },
    {
      title: "a sorcery restricted to combat before blockers (an instant's real wording on a sorcery)",
      source: card("Sorcery", "Cast this spell only during combat before blockers are declared.\nDraw a card."),
      underlined: ["during combat before blockers are declared"],
      mentions: ["307.1", "506.8"],
    },
    {
      title: "'upkeep or draw step' on a sorcery: neither alternative overlaps the main phase",
      source: card("Sorcery", "Cast this spell only during your upkeep or during your draw step.\nDraw a card."),
      underlined: ["during your upkeep or during your draw step"],
      mentions: ["503.1", "501.1", "307.1"],
    },
    {
      title: "a creature spell (sorcery speed) restricted to combat: only Flash or dropping the restriction fix it",
      source: card("Creature — Goblin", "Cast this spell only during combat.", { stats: "2/2" }),
      underlined: ["during combat"],
      mentions: ["307.1", "506.8c"],
      fixes: ["Add Flash", "Remove the restriction 'during combat'"],
      fixed: card("Creature — Goblin", "Flash\nCast this spell only during combat.", { stats: "2/2" }),
    },
    {
      title: 'the card\'s own name as the subject ("Cast Quick Study only …")',
      source: card("Sorcery", "Cast Quick Study only during combat.\nDraw a card.", { name: "Quick Study" }),
      underlined: ["during combat"],
      mentions: ["506.8c"],
    },
    {
      title: "only the sorcery face of a split card",
      source: [
        'card "Fire // Ice" {',
        '  face "Fire" {',
        "    cost: {1}{R}",
        "    type: Sorcery",
        "    text:",
        "      Cast this spell only during combat.",
        "      Fire deals 2 damage divided as you choose among one or two targets.",
        "  }",
        '  face "Ice" {',
        "    cost: {1}{U}",
        "    type: Instant",
        "    text:",
        "      Cast this spell only during combat.",
        "      Tap target permanent.",
        "  }",
        "}",
        "",
      ].join("\n"),
      underlined: ["during combat"],
      mentions: ["307.1", "506.8c"],
    },
    {
      title: '"Activate only as a sorcery and only during combat" (reference #33 War Engine)',
      source: card(
        "Artifact",
        "{2}, {T}: Target creature gets +2/+2 until end of turn. Activate only as a sorcery and only during combat.",
        { name: "War Engine" },
      ),
      underlined: ["as a sorcery"],
      mentions: ["'as a sorcery'", "'during combat'", "602.5d", "506.8c"],
      fixes: ["Remove the restriction 'as a sorcery'", "Remove the restriction 'during combat'"],
      fixed: card("Artifact", "{2}, {T}: Target creature gets +2/+2 until end of turn. Activate only during combat.", {
        name: "War Engine",
      }),
    },
    {
      title: '"as a sorcery" with "during your upkeep"',
      source: card("Artifact", "{T}: Draw a card. Activate only during your upkeep and only as a sorcery."),
      underlined: ["during your upkeep"],
      mentions: ["'during your upkeep'", "'as a sorcery'", "602.5d", "503.1"],
      fixes: ["Remove the restriction 'during your upkeep'", "Remove the restriction 'as a sorcery'"],
      fixed: card("Artifact", "{T}: Draw a card. Activate only as a sorcery."),
    },
    {
      title: '"as a sorcery" with "during an opponent\'s turn"',
      source: card("Artifact", "{1}: Draw a card. Activate only during an opponent's turn and only as a sorcery."),
      underlined: ["during an opponent's turn"],
      mentions: ["'during an opponent's turn'", "'as a sorcery'", "102.1", "602.5d"],
    },
    {
      title: "an instant restricted to the untap step: nobody gets priority there (reference #34 Dawn Prayer)",
      source: card("Instant", "Cast this spell only during your untap step.\nYou gain 5 life.", { name: "Dawn Prayer" }),
      underlined: ["during your untap step"],
      mentions: ["'during your untap step'", "502.4", "upkeep"],
      fixes: ["Remove the restriction 'during your untap step'"],
      fixed: card("Instant", "You gain 5 life.", { name: "Dawn Prayer" }),
    },
    {
      title: "an activated ability restricted to the untap step",
      source: card("Artifact", "{T}: Untap target land. Activate only during your untap step."),
      underlined: ["during your untap step"],
      mentions: ["502.4"],
    },
    {
      title: "your turn and an opponent's turn at once (reference #35 Turncoat Idol)",
      source: card("Artifact", "{1}: Scry 1. Activate only during your turn and only during an opponent's turn.", {
        name: "Turncoat Idol",
      }),
      underlined: ["during your turn"],
      mentions: ["'during your turn'", "'during an opponent's turn'", "102.1"],
      fixes: ["Remove the restriction 'during your turn'", "Remove the restriction 'during an opponent's turn'"],
      fixed: card("Artifact", "{1}: Scry 1. Activate only during an opponent's turn.", { name: "Turncoat Idol" }),
    },
    {
      title: "contradictory restrictions on an instant",
      source: card("Instant", "Cast this spell only during your turn and only during an opponent's turn.\nDraw a card."),
      underlined: ["during your turn"],
      mentions: ["'during your turn'", "'during an opponent's turn'", "102.1"],
    },
    {
      title: "a loyalty ability restricted to combat",
      source: card("Legendary Planeswalker — Vess", "+1: Draw a card. Activate only during combat.", { loyalty: "3" }),
      underlined: ["during combat"],
      mentions: ["Loyalty", "606.3", "506.8c"],
      fixes: ["Remove the restriction 'during combat'"],
      fixed: card("Legendary Planeswalker — Vess", "+1: Draw a card.", { loyalty: "3" }),
    },
    {
      title: "Equip (a sorcery-speed keyword) restricted to combat",
      source: card("Artifact — Equipment", "Equipped creature gets +1/+1.\nEquip {2}. Activate only during combat."),
      underlined: ["during combat"],
      mentions: ["Equip", "702.6a", "506.8c"],
    },
    {
      title: "Equip restricted to an opponent's turn",
      source: card("Artifact — Equipment", "Equip {2}. Activate only during an opponent's turn."),
      underlined: ["during an opponent's turn"],
      mentions: ["Equip", "702.6a", "102.1"],
    },
    {
      title: "Ninjutsu (only once blockers are declared) restricted to your upkeep",
      source: card("Creature — Ninja", "Ninjutsu {1}{U}. Activate only during your upkeep.", { stats: "2/2" }),
      underlined: ["Ninjutsu"],
      mentions: ["Ninjutsu", "702.49a", "'during your upkeep'"],
    },
    {
      title: 'Forecast (only during your upkeep) written as a label, with "as a sorcery"',
      source: card(
        "Sorcery",
        "Forecast — {1}{W}, Reveal this card from your hand: You gain 2 life. Activate only as a sorcery.\nDraw a card.",
      ),
      underlined: ["Forecast"],
      mentions: ["Forecast", "702.57", "'as a sorcery'"],
    },
    {
      title: "CRLF line ends",
      source: 'card "Quick" {\r\n  type: Sorcery\r\n  text:\r\n    Cast this spell only during combat.\r\n}\r\n',
      underlined: ["during combat"],
      mentions: ["506.8c"],
      fixed: 'card "Quick" {\r\n  type: Instant\r\n  text:\r\n    Cast this spell only during combat.\r\n}\r\n',
    },
    {
      title: "a BOM and an emoji before the restriction",
      source: '\ufeffcard "Party 🎉" {\n  type: Sorcery\n  text:\n    🎉 Cast this spell only during combat.\n}\n',
      underlined: ["during combat"],
    },
  ],
  valid: [
    {
      title: "Blaze of Glory: an instant during combat before blockers",
      real: true,
      source: card(
        "Instant",
        "Cast this spell only during combat before blockers are declared.\nTarget creature defending player controls can block any number of creatures this turn. It blocks each attacking creature this turn if able.",
        { name: "Blaze of Glory", cost: "{W}" },
      ),
    },
    {
      title: "Berserk: an instant before the combat damage step",
      real: true,
      source: card(
        "Instant",
        "Cast this spell only before the combat damage step.\nTarget creature gains trample and gets +X/+0 until end of turn, where X is its power. At the beginning of the next end step, destroy that creature if it attacked this turn.",
        { name: "Berserk", cost: "{G}" },
      ),
    },
    {
      title: "Necrologia: an instant during your end step",
      real: true,
      source: card(
        "Instant",
        "Cast this spell only during your end step.\nAs an additional cost to cast this spell, pay X life.\nDraw X cards.",
        { name: "Necrologia", cost: "{3}{B}{B}" },
      ),
    },
    {
      title: "Festival: an instant during an opponent's upkeep",
      real: true,
      source: card("Instant", "Cast this spell only during an opponent's upkeep.\nCreatures can't attack this turn.", {
        name: "Festival",
        cost: "{W}",
      }),
    },
    {
      title: "Reset: an opponent's turn after their upkeep step",
      real: true,
      source: card("Instant", "Cast this spell only during an opponent's turn after their upkeep step.\nUntap all lands you control.", {
        name: "Reset",
        cost: "{U}{U}",
      }),
    },
    {
      title: "Siren's Call: an opponent's turn, before attackers are declared",
      real: true,
      source: card(
        "Instant",
        "Cast this spell only during an opponent's turn, before attackers are declared.\nCreatures the active player controls attack this turn if able.\nAt the beginning of the next end step, destroy all non-Wall creatures that player controls that didn't attack this turn. Ignore this effect for each creature the player didn't control continuously since the beginning of the turn.",
        { name: "Siren's Call", cost: "{U}" },
      ),
    },
    {
      title: "Melee: your turn and combat before blockers",
      real: true,
      source: card(
        "Instant",
        "Cast this spell only during your turn and only during combat before blockers are declared.\nYou choose which creatures block this combat and how those creatures block.\nWhenever a creature attacks and isn't blocked this combat, untap it and remove it from combat.",
        { name: "Melee", cost: "{4}{R}" },
      ),
    },
    {
      title: "Take the Bait: an opponent's turn and combat",
      real: true,
      source: card(
        "Instant",
        "Cast this spell only during an opponent's turn and only during combat.\nPrevent all combat damage that would be dealt to you and planeswalkers you control this turn. Untap all attacking creatures and goad them. After this phase, there is an additional combat phase.",
        { name: "Take the Bait", cost: "{2}{R}{W}" },
      ),
    },
    {
      title: "Illusionist's Gambit: the declare blockers step on an opponent's turn",
      real: true,
      source: card(
        "Instant",
        "Cast this spell only during the declare blockers step on an opponent's turn.\nRemove all attacking creatures from combat and untap them. After this phase, there is an additional combat phase. Each of those creatures attacks that combat if able. They can't attack you or planeswalkers you control that combat.",
        { name: "Illusionist's Gambit", cost: "{2}{U}{U}" },
      ),
    },
    {
      title: "Berserker's Frenzy: before combat or during combat before blockers",
      real: true,
      source: card(
        "Instant",
        "Cast this spell only before combat or during combat before blockers are declared.\nRoll two d20 and ignore the lower roll.\n1—14 | Choose any number of creatures. They block this turn if able.\n15—20 | You choose which creatures block this turn and how those creatures block.",
        { name: "Berserker's Frenzy", cost: "{2}{R}" },
      ),
    },
    {
      title: "Alaborn Veteran: your turn, before attackers are declared",
      real: true,
      source: card(
        "Creature — Human Knight",
        "{T}: Target creature gets +2/+2 until end of turn. Activate only during your turn, before attackers are declared.",
        { name: "Alaborn Veteran", cost: "{2}{W}", stats: "2/2" },
      ),
    },
    {
      title: "Balduvian Warlord: the declare blockers step",
      real: true,
      source: card(
        "Creature — Human Barbarian",
        "{T}: Remove target blocking creature from combat. Creatures it was blocking that hadn't become blocked by another creature this combat become unblocked, then it blocks an attacking creature of your choice. Activate only during the declare blockers step.",
        { name: "Balduvian Warlord", cost: "{3}{R}", stats: "3/2" },
      ),
    },
    {
      title: "Cyclopean Tomb: your upkeep (reference #16)",
      real: true,
      source: card(
        "Artifact",
        "{2}, {T}: Put a mire counter on target non-Swamp land. That land is a Swamp for as long as it has a mire counter on it. Activate only during your upkeep.",
        { name: "Cyclopean Tomb", cost: "{4}" },
      ),
    },
    {
      title: "Acidic Dagger: before blockers are declared",
      real: true,
      source: card(
        "Artifact",
        "{4}, {T}: Whenever target creature deals combat damage to a non-Wall creature this turn, destroy that non-Wall creature. When the targeted creature leaves the battlefield this turn, sacrifice Acidic Dagger. Activate only before blockers are declared.",
        { name: "Acidic Dagger", cost: "{4}" },
      ),
    },
    {
      title: "Govern the Guildless: Forecast as a label (only in your upkeep) on a sorcery",
      real: true,
      source: card(
        "Sorcery",
        "Gain control of target monocolored creature.\nForecast — {1}{U}, Reveal Govern the Guildless from your hand: Target creature becomes the color or colors of your choice until end of turn. (Activate only during your upkeep and only once each turn.)",
        { name: "Govern the Guildless", cost: "{5}{U}" },
      ),
    },
    {
      title: "Scarring Memories: a sorcery with a conditional flash permission",
      real: true,
      source: card(
        "Sorcery — Lesson",
        "You may cast this spell as though it had flash if you control an attacking legendary creature.\nTarget opponent sacrifices a creature of their choice, discards a card, and loses 3 life.",
        { name: "Scarring Memories", cost: "{3}{B}" },
      ),
    },
    {
      title: 'Lion\'s Eye Diamond: "as an instant" on a mana ability (reference #13)',
      real: true,
      source: card(
        "Artifact",
        "Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one color. Activate only as an instant.",
        { name: "Lion's Eye Diamond", cost: "{0}" },
      ),
    },
    {
      title: 'Assemble from Parts: "Activate only as a sorcery" inside quoted text on an instant',
      real: true,
      source: card(
        "Instant",
        "Target creature card in your graveyard perpetually gains \"{3}{B}, Exile this card from your graveyard: Shuffle it into your library. Create a token that's a copy of it, except it's a 4/4 black Zombie in addition to its other types. Activate only as a sorcery.\"",
        { name: "Assemble from Parts", cost: "{B}" },
      ),
    },
    {
      title: 'Volrath\'s Dungeon: "Any player may activate this ability but only during their turn"',
      real: true,
      source: card(
        "Enchantment",
        "Pay 5 life: Destroy Volrath's Dungeon. Any player may activate this ability but only during their turn.\nDiscard a card: Target player puts a card from their hand on top of their library. Activate only as a sorcery.",
        { name: "Volrath's Dungeon", cost: "{2}{B}{B}" },
      ),
    },
    {
      title: 'Mana Cache: "only during their turn before the end step" on a mana ability',
      real: true,
      source: card(
        "Enchantment",
        "At the beginning of each player's end step, put a charge counter on Mana Cache for each untapped land that player controls.\nRemove a charge counter from Mana Cache: Add {C}. Any player may activate this ability but only during their turn before the end step.",
        { name: "Mana Cache", cost: "{1}{R}{R}" },
      ),
    },
    {
      title: "Maddening Imp: an opponent's turn and only before combat",
      real: true,
      source: card(
        "Creature — Imp",
        "Flying\n{T}: Non-Wall creatures the active player controls attack this turn if able. At the beginning of the next end step, destroy each of those creatures that didn't attack this turn. Activate only during an opponent's turn and only before combat.",
        { name: "Maddening Imp", cost: "{2}{B}", stats: "1/1" },
      ),
    },
    {
      title: "Grizzled Wolverine: three clauses, one of them a condition",
      real: true,
      source: card(
        "Creature — Wolverine",
        "{R}: Grizzled Wolverine gets +2/+0 until end of turn. Activate only during the declare blockers step, only if at least one creature is blocking Grizzled Wolverine, and only once each turn.",
        { name: "Grizzled Wolverine", cost: "{1}{R}{R}", stats: "2/2" },
      ),
    },
    {
      title: "City of Solitude: a static restriction on other cards is not this card's timing",
      real: true,
      source: card("Enchantment", "Players can cast spells and activate abilities only during their own turns.", {
        name: "City of Solitude",
        cost: "{2}{G}",
      }),
    },
    {
      title: 'Fires of Invention: "You can cast spells only during your turn"',
      real: true,
      source: card(
        "Enchantment",
        "You can cast spells only during your turn and you can cast no more than two spells each turn.\nYou may cast spells with mana value less than or equal to the number of lands you control without paying their mana costs.",
        { name: "Fires of Invention", cost: "{3}{R}" },
      ),
    },
    {
      title: "Flash widens a combat-only creature spell",
      source: card("Creature — Human", "Flash\nCast this spell only during combat.", { stats: "2/2" }),
    },
    {
      title: '"as though it had flash" widens a combat-only sorcery',
      source: card("Sorcery", "You may cast this spell as though it had flash.\nCast this spell only during combat.\nDraw a card."),
    },
    {
      title: "a sorcery before blockers are declared: the precombat main phase still qualifies",
      source: card("Sorcery", "Cast this spell only before blockers are declared.\nDraw a card."),
    },
    {
      title: "a sorcery after blockers are declared: the postcombat main phase still qualifies",
      source: card("Sorcery", "Cast this spell only after blockers are declared.\nDraw a card."),
    },
    { title: "a restriction in reminder text is ignored", source: card("Sorcery", "Draw a card. (Cast this spell only during combat.)") },
    {
      title: "a sorcery whose alternatives include the main phase",
      source: card("Sorcery", "Cast this spell only during your upkeep or during your main phase.\nDraw a card."),
    },
    { title: "Ninjutsu with its own timing only", source: card("Creature — Human Ninja", "Ninjutsu {1}{U}", { stats: "2/2" }) },
    {
      title: "Equip restricted to your turn (redundant, not impossible)",
      source: card("Artifact — Equipment", "Equip {2}. Activate only during your turn.\nEquipped creature gets +1/+1."),
    },
    {
      title: "Seedtime: an instant during your turn",
      real: true,
      source: card(
        "Instant",
        "Cast this spell only during your turn.\nTake an extra turn after this one if an opponent cast a blue spell this turn.",
        { name: "Seedtime", cost: "{1}{G}" },
      ),
    },
  ],
});
