/** unknown-named-card: a card named in another card's text that no card of the set is called. */
import { strict as assert } from "node:assert";
import { nameRun } from "../../server/src/games/mtg/rules/unknown-named-card";
import { ruleTable } from "./rule-table";

const cardOf = (name: string, text: string, type = "Sorcery") =>
  `card "${name}" {\n  cost: {1}{G}\n  type: ${type}\n  text:\n    ${text}\n}\n`;
const HAIL = cardOf("Hail Storm", "Hail Storm deals 2 damage to each creature.");

ruleTable("unknown-named-card", {
  invalid: [
    {
      title: "a search for a card the set does not have",
      source:
        HAIL +
        "\n" +
        cardOf("Call the Storm", "Search your library for a card named Hail Stom, reveal it, put it into your hand, then shuffle."),
      underlined: ["Hail Stom"],
      mentions: ["Hail Stom", "no list of real cards"],
      fixes: [],
    },
    {
      title: "two names joined by 'or named', one missing",
      source:
        HAIL + "\n" + cardOf("Twin Call", "Sacrifice a creature named Hail Storm or named Dusk Mane Necrozma: Draw a card.", "Enchantment"),
      underlined: ["Dusk Mane Necrozma"],
    },
    {
      title: "a name with lower-case joiners ends before the punctuation",
      source:
        HAIL +
        "\n" +
        cardOf("Forge Call", "Search your library for a card named Sword of Fire and Ice, put it onto the battlefield, then shuffle."),
      underlined: ["Sword of Fire and Ice"],
    },
  ],
  valid: [
    {
      title: "a card of the set, case-insensitively",
      source: HAIL + "\n" + cardOf("Call", "Search your library for a card named hail storm."),
    },
    {
      title: "a set card's name followed by more words",
      source: HAIL + "\n" + cardOf("Call", "Creatures named Hail Storm you control get +1/+1.", "Enchantment"),
    },
    { title: "a token's own name", source: HAIL + "\n" + cardOf("Maker", "Create a 1/1 colorless artifact token named Stealth Rock.") },
    {
      title: "the card's own name (Relentless Rats)",
      source: HAIL + "\n" + cardOf("Relentless Rats", "A deck can have any number of cards named Relentless Rats.", "Creature — Rat"),
    },
    { title: "a file with one card is no set", source: cardOf("Call", "Search your library for a card named Hail Storm.") },
    {
      title: "'named' before a lower-case word",
      source: HAIL + "\n" + cardOf("Call", "Choose a card name. Reveal cards until you reveal a card with the named name."),
    },
    { title: "a name in reminder text only", source: HAIL + "\n" + cardOf("Call", "Flash (like a card named Ambush Viper)") },
  ],
});

describe("unknown-named-card nameRun", () => {
  it("takes capitalised words and joiners up to punctuation", () => {
    assert.equal(nameRun("Urza's Tower, reveal it"), "Urza's Tower");
    assert.equal(nameRun("Jace, the Mind Sculptor"), "Jace");
    assert.equal(nameRun("Dawn Wings Necrozma or named X"), "Dawn Wings Necrozma");
    assert.equal(nameRun("Sword of the Meek."), "Sword of the Meek");
    assert.equal(nameRun("Card of the and more"), "Card");
  });
});
