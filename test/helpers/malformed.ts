/**
 * Broken and half-typed documents (as they exist mid-typing) for "never throws" tests of the
 * editor features: empty, unclosed cards and faces, a BOM with CRLF and emoji, stray braces.
 */
export const MALFORMED = [
  "",
  "card",
  'card "',
  'card "A" {',
  'card "A" {\n  type: Sorcery\n  text:\n    Cast this spell only during\n',
  'card "A" {\n  face "B" {\n    text:\n      At the beginning of your \n  }\n  face {\n}\n}}\n{{',
  '\uFEFF\r\ncard "🐉" {\r\n  cost: {2}{\r\n  type: — \r\n  text: Flying, (reminder "quote {T\r\n    "At end of combat\r\n# c\r\n}\r',
  'rules 2025-09\ngame mtg\ncard "X" { text:\n At the beginning of upkep, Activate only as a sorcery and only\n}',
];
