/**
 * encoded-timing-mismatch: the timing a Forge script encodes in parameters (written by the importer
 * as `# encoded-timing:` comments) against the window computed from the rules text.
 */
import { ruleTable } from "./rule-table";

const card = (type: string, comment: string, text: string, cost = "{1}{U}") =>
  `card "Test Card" {\n  cost: ${cost}\n  type: ${type}\n  ${comment}\n  text:\n${text
    .split("\n")
    .map((l) => `    ${l}`)
    .join("\n")}\n}\n`;

ruleTable("encoded-timing-mismatch", {
  invalid: [
    {
      title: "a counterspell limited by PlayerTurn$ whose text says nothing about turns (TWR Moment of Tranquility)",
      source: card("Instant", "# encoded-timing: spell: PlayerTurn$ True", "Counter target spell.", "{U}"),
      underlined: ["PlayerTurn$ True"],
      mentions: ["PlayerTurn$ True", "Your turn", "Either player's turn", "307.1"],
    },
    {
      title: "an ability encoded as sorcery-speed whose text lets it be activated any time",
      source: card("Artifact", "# encoded-timing: activated {2}{T}: SorcerySpeed$ True", "{2}, {T}: Draw a card."),
      underlined: ["SorcerySpeed$ True"],
      mentions: ["SorcerySpeed$ True", "602.5d"],
    },
    {
      title: "ActivationPhases$ Upkeep against 'Activate only during your turn'",
      source: card(
        "Artifact",
        "# encoded-timing: activated {1}: ActivationPhases$ Upkeep | PlayerTurn$ True",
        "{1}: Scry 1. Activate only during your turn.",
      ),
      underlined: ["ActivationPhases$ Upkeep | PlayerTurn$ True"],
      mentions: ["upkeep"],
    },
    {
      title: "a phase trigger in the script, an end-step trigger in the text",
      source: card(
        "Enchantment",
        "# encoded-timing: trigger: Phase$ Upkeep | ValidPlayer$ You",
        "At the beginning of your end step, draw a card.",
      ),
      underlined: ["end step"],
      mentions: ["Phase$ Upkeep", "603.2b"],
    },
    {
      title: "a phase trigger for the opponent's upkeep, 'your upkeep' in the text (the player, not the step)",
      source: card(
        "Enchantment",
        "# encoded-timing: trigger: Phase$ Upkeep | ValidPlayer$ Opponent",
        "At the beginning of your upkeep, draw a card.",
      ),
      underlined: ["At the beginning of your upkeep"],
      mentions: ["ValidPlayer$ Opponent", "An opponent's turn", "Your turn", "603.2b"],
    },
    {
      title: "a phase trigger in the script and no trigger in the text",
      source: card("Enchantment", "# encoded-timing: trigger: Phase$ End of Turn", "You have no maximum hand size."),
      underlined: ["Phase$ End of Turn"],
      mentions: ['no "at the beginning of" trigger'],
    },
  ],
  valid: [
    {
      title: "SorcerySpeed$ and 'Activate only as a sorcery' agree (Ben 10 Big Chill)",
      source: card(
        "Creature — Alien",
        "# encoded-timing: activated {1}{B}{R}{G}{W}: SorcerySpeed$ True",
        "{1}{B}{R}{G}{W}: Transform Big Chill. Activate only as a sorcery.",
      ),
    },
    {
      title: "PlayerTurn$ and 'Cast this spell only during your turn' agree",
      source: card("Instant", "# encoded-timing: spell: PlayerTurn$ True", "Cast this spell only during your turn.\nDraw a card."),
    },
    {
      title: "OpponentTurn$ and 'only during an opponent's turn' agree",
      source: card(
        "Artifact",
        "# encoded-timing: activated {1}: OpponentTurn$ True",
        "{1}: Scry 1. Activate only during an opponent's turn.",
      ),
    },
    {
      title: "a range of phases and 'only during combat' agree",
      source: card(
        "Artifact",
        "# encoded-timing: activated {1}: ActivationPhases$ BeginCombat->EndCombat",
        "{1}: Target creature gets +1/+0 until end of turn. Activate only during combat.",
      ),
    },
    {
      title: "Phase$ Upkeep and 'at the beginning of your upkeep' agree",
      source: card(
        "Enchantment",
        "# encoded-timing: trigger: Phase$ Upkeep | ValidPlayer$ You",
        "At the beginning of your upkeep, draw a card.",
      ),
    },
    {
      title: "Phase$ End of Turn is the end step",
      source: card("Enchantment", "# encoded-timing: trigger: Phase$ End of Turn", "At the beginning of each end step, you gain 1 life."),
    },
    { title: "an ordinary comment is not encoded timing", source: card("Instant", "# PlayerTurn$ True", "Counter target spell.") },
    { title: "a card without encoded timing", source: card("Instant", "# plain", "Draw a card.") },
  ],
});
