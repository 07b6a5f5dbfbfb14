/**
 * missing-type: a card or face without a `type:` line (CR 205.1).
 */
import { ruleTable } from "./rule-table";

ruleTable("missing-type", {
  invalid: [
    { title: "only a cost", source: 'card "A" {\n  cost: {1}\n}\n', underlined: ['"A"'], mentions: ["'A'", "'type:'"], fixes: [] },
    { title: "only text", source: 'card "A" {\n  text:\n    Draw a card.\n}\n', underlined: ['"A"'] },
    { title: "an empty card", source: 'card "Blank" {\n}\n', underlined: ['"Blank"'] },
    {
      title: "one face without a type",
      source: 'card "A // B" {\n  face "A" {\n    type: Instant\n  }\n  face "B" {\n    cost: {1}\n  }\n}\n',
      underlined: ['"B"'],
      mentions: ["Face 'B'"],
    },
    { title: "a misspelled type field does not count", source: 'card "A" {\n  typ: Instant\n}\n', underlined: ['"A"'] },
  ],
  valid: [
    { title: "a type line", source: 'card "A" {\n  type: Instant\n}\n' },
    {
      title: "faces with their own types",
      source: 'card "A // B" {\n  face "A" {\n    type: Instant\n  }\n  face "B" {\n    type: Sorcery\n  }\n}\n',
    },
    {
      title: "faces inheriting the card's type line",
      source: 'card "A // B" {\n  type: Instant\n  face "A" {\n    cost: {1}\n  }\n  face "B" {\n    cost: {2}\n  }\n}\n',
    },
    { title: "an empty file has no card", source: "" },
  ],
});
