/**
 * duplicate-card-name: the same card name twice in a file (case-insensitive).
 */
import { ruleTable } from "./rule-table";

ruleTable("duplicate-card-name", {
  invalid: [
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
  ],
});
