/**
 * Pathological document shapes for the linear-time tests: long runs of spaces before a word a
 * regex looks for, long words before a `$`-anchored star, thousands of unclosed cards, long runs
 * of one character. `make(n)` builds a document whose size grows linearly with n.
 */

/** A pathological document family: `make(n)` builds an input whose size grows with n. */
export interface Shape {
  name: string;
  make: (n: number) => string;
}

const card = (text: string) => `card "X" {\n  type: Instant\n  text:\n    ${text}\n}\n`;
const spaces = (n: number) => " ".repeat(n);

export const PATHOLOGICAL: Shape[] = [
  { name: "a text line of spaces between two words", make: (n) => card(`a${spaces(n)}b`) },
  { name: "spaces before a '#' that is no directive", make: (n) => card(`a${spaces(n)}#x`) },
  { name: "a line of spaces only", make: (n) => `card "X" {\n  text:\n${spaces(n)}x\n}\n` },
  { name: "spaces before 'or' in a restriction", make: (n) => card(`{T}: Draw. Activate only during${spaces(n)}x or${spaces(n)}y`) },
  { name: "spaces before 'and' in a trigger", make: (n) => card(`At the beginning of your upkeep${spaces(n)}x and${spaces(n)}`) },
  { name: "spaces and commas after a restriction", make: (n) => card(`{T}: Draw. Activate only during combat${", ".repeat(n)}x`) },
  { name: "spaces before a period in a keyword line", make: (n) => card(`Flying.${spaces(n)}`) },
  { name: "spaces before an ability word dash", make: (n) => card(`Landfall${spaces(n)}— x`) },
  { name: "a field value of spaces", make: (n) => `card "X" {\n  cost:${spaces(n)}x\n  type:${spaces(n)}Instant${spaces(n)}x\n}\n` },
  { name: "a directive with spaces", make: (n) => `game a${spaces(n)}b\nrules 2025${spaces(n)}x\n` },
  { name: "a long word at the cursor", make: (n) => card(`At the beginning of ${"a".repeat(n)}`) },
  { name: "a long word after 'Activate only'", make: (n) => card(`{T}: Draw. Activate only ${"b".repeat(n)}`) },
  { name: "a long run without a period", make: (n) => card(`{T}: Draw. Activate only${" x".repeat(n)}`) },
  { name: "a long run of periods", make: (n) => card(`{T}: Draw. Activate only ${".".repeat(n)}`) },
  { name: "unclosed cards", make: (n) => `card "n" {\n`.repeat(n / 8) },
  { name: "unclosed faces", make: (n) => `card "n" {\n` + `face "f" {\n`.repeat(n / 8) },
  { name: "open braces", make: (n) => card("{".repeat(n)) },
  { name: "quotes", make: (n) => card('"'.repeat(n)) + '"'.repeat(n) },
  { name: "an unterminated name", make: (n) => `card "${"x".repeat(n)}\n` },
  { name: "mana symbols", make: (n) => `card "X" {\n  cost: ${"{2/W}".repeat(n / 5)}\n  type: Instant\n}\n` },
  { name: "keyword commas", make: (n) => card("Flying, ".repeat(n / 8)) },
  { name: "reminder parentheses", make: (n) => card("(".repeat(n) + "x") },
  { name: "many short cards", make: (n) => card("Draw a card.").repeat(n / 40) },
  { name: "trailing spaces on many lines", make: (n) => card(`x${spaces(20)}\n    `.repeat(n / 25)) },
];
