/**
 * Kind: problem rows that look alike. Every impossible-timing message used to open with the same
 * sentence ("This spell can never be cast: …"), so rows in the Problems panel could not be told
 * apart at a glance. A message now leads with the card's own conflicting words; the general
 * explanation follows. Checked for Magic (spells and abilities, every message shape) and
 * Yu-Gi-Oh!.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";

const mtg = (name: string, type: string, text: string) => `card "${name}" {\n  cost: {1}\n  type: ${type}\n  text: ${text}\n}\n`;
const ygo = (name: string, type: string, text: string) => `card "${name}" {\n  type: ${type}\n  text: ${text}\n}\n`;

const CASES: { file: string; leads: string[] }[] = [
  {
    file: [
      mtg("A", "Sorcery", "Cast this spell only during combat."),
      mtg("B", "Sorcery", "Cast this spell only during an opponent's turn."),
      mtg("C", "Instant", "Cast this spell only during your untap step."),
      mtg("D", "Artifact", "{T}: Draw a card. Activate only as a sorcery and only during combat."),
      mtg("E", "Artifact", "{T}: Draw a card. Activate only during your turn and only during an opponent's turn."),
      mtg("F", "Sorcery", "Cast this spell only during combat and only during your end step."),
    ].join("\n"),
    leads: [
      "'during combat'",
      "'during an opponent's turn'",
      "'during your untap step'",
      "'as a sorcery'",
      "'during your turn'",
      "'during combat'",
    ],
  },
  {
    file:
      "game ygo\n\n" +
      [
        ygo("G", "Normal Spell", "Activate this card only during your opponent's Battle Phase."),
        ygo("H", "Normal Spell", "Activate this card only during your opponent's End Phase."),
      ].join("\n"),
    leads: ["'your opponent's Battle Phase'", "'your opponent's End Phase'"],
  },
];

describe("kind: problem rows differ at a glance", function () {
  for (const { file, leads } of CASES) {
    it(`${leads.length} impossible cards: each message opens with the card's own words`, function () {
      const messages = lintText(file)
        .findings.filter((f) => f.ruleId === "impossible-timing")
        .map((f) => f.message);
      assert.equal(messages.length, leads.length, messages.join("\n"));
      messages.forEach((m, i) => assert.ok(m.startsWith(leads[i]!), `message ${i} should open with ${leads[i]}: ${m}`));
      for (const m of messages) assert.doesNotMatch(m, /^This (spell|ability|card|effect)/);
    });
  }
});
