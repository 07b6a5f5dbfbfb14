/**
 * duplicate-card-name: the same card name twice in a file (case-insensitive).
 */
import { ruleTable } from "./rule-table";

ruleTable("duplicate-card-name", {
  invalid: [
    {
      title: "two tokens of one name are still two of a kind (tokens compare among tokens)",
      source:
        'card "Refugees" {\n  type: Creature — Stream\n}\ncard "Refugees" {\n  type: Token Creature — Stream\n}\ncard "refugees" {\n  type: Token Creature — Stream\n}\n',
      underlined: ['"refugees"'],
      mentions: ["line 4"],
    },
    {
      title: "two real cards of one name are flagged even when a token shares it",
      source:
        'card "Refugees" {\n  type: Token Creature — Stream\n}\ncard "Refugees" {\n  type: Creature — Stream\n}\ncard "Refugees" {\n  type: Creature — Stream\n}\n',
      underlined: ['"Refugees"'],
      mentions: ["line 4"],
    },
    {
      title: "two cards with one name",
      source: 'card "Shock" {\n  type: Instant\n}\ncard "Shock" {\n  type: Instant\n}\n',
      underlined: ['"Shock"'],
      mentions: ["'Shock'", "line 1"],
      fixes: [],
    },
    {
      title: "names differing only in case",
      source: 'card "Shock" {\n  type: Instant\n}\n\ncard "SHOCK" {\n  type: Instant\n}\n',
      underlined: ['"SHOCK"'],
      mentions: ["line 1"],
    },
    {
      title: "three times: the second and third are reported",
      source:
        'card "A" {\n  type: Instant\n}\ncard "B" {\n  type: Instant\n}\ncard "A" {\n  type: Instant\n}\ncard "a" {\n  type: Instant\n}\n',
      underlined: ['"A"', '"a"'],
    },
    {
      title: "after a comment and a directive the line number is still right",
      source: 'game mtg\n# two cards\ncard "Bolt" {\n  type: Instant\n}\ncard "Bolt" {\n  type: Instant\n}\n',
      underlined: ['"Bolt"'],
      mentions: ["line 3"],
    },
  ],
  valid: [
    { title: "different names", source: 'card "A" {\n  type: Instant\n}\ncard "B" {\n  type: Instant\n}\n' },
    {
      title: "a split card's face names may repeat parts of its name",
      source:
        'card "Fire // Ice" {\n  face "Fire" {\n    type: Instant\n  }\n  face "Ice" {\n    type: Instant\n  }\n}\ncard "Fire" {\n  type: Sorcery\n}\n',
    },
    { title: "one card", source: 'card "A" {\n  type: Instant\n}\n' },
    // Kind: tokens and emblems are named apart from cards (CR 111.4: the effect names the token).
    {
      title: "tokens are a name space of their own: a card and the token it creates share a name",
      source:
        'card "Refugees" {\n  cost: {2}{R}\n  type: Creature — Stream\n  stats: 1/1\n  text:\n    {T}: Create a 1/1 red Refugees token.\n}\ncard "Refugees" {\n  type: Token Creature — Stream\n  stats: 1/1\n}\n',
    },
    {
      title: "an emblem named like its planeswalker",
      source:
        'card "Chandra" {\n  type: Legendary Planeswalker — Chandra\n  loyalty: 4\n}\ncard "Chandra" {\n  type: Emblem — Chandra\n}\n',
    },
  ],
});
