/** unused-keyword: a keyword the file declares that no card of the file uses. */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { ruleTable } from "./rule-table";

const SET = (decls: string, ...texts: string[]) =>
  decls +
  "\n" +
  texts.map((t, i) => `card "Card ${i + 1}" {\n  cost: {1}{R}\n  type: Creature — Goblin\n  stats: 1/1\n  text:\n    ${t}\n}\n`).join("\n");

ruleTable("unused-keyword", {
  invalid: [
    {
      title: "a declared keyword no card carries",
      source: SET(
        'keyword "Uprising": {2}: Put a +1/+1 counter on this creature. Activate only as a sorcery.\nkeyword "Stormwatch": At the beginning of your upkeep, scry 1.\n',
        "Uprising",
        "Haste",
      ),
      underlined: ['"Stormwatch"'],
      mentions: ["Stormwatch", "no card"],
      fixes: [],
    },
    {
      title: "a keyword only inside a longer word ('surveillance' is no use of 'Surveil')",
      source: SET('keyword "Surveil": Look at the top card of your library.\n', "Draw a card for each surveillance camera."),
      underlined: ['"Surveil"'],
    },
    {
      title: "a file that declares keywords and has no card",
      source: 'keyword "Kindle": {1}: Draw a card. Activate only as a sorcery.\n',
      underlined: ['"Kindle"'],
    },
  ],
  valid: [
    {
      title: "used on a keyword line",
      source: SET('keyword "Kindle": {1}: Draw a card. Activate only as a sorcery.\n', "Haste", "Kindle"),
    },
    { title: "used as a label, case-insensitively", source: SET('keyword "Kindle": {1}: Draw a card.\n', "kindle — Draw a card.") },
    {
      title: "used in another card's sentence",
      source: SET('keyword "Kindle": {1}: Draw a card.\n', "Creatures you control with kindle get +1/+1."),
    },
    { title: "no declarations", source: SET("", "Haste") },
  ],
});

describe("unused-keyword on a face", () => {
  it("a use on the back face of a double-faced card counts", () => {
    const source =
      'keyword "Kindle": {1}: Draw a card.\n\ncard "A // B" {\n  face "A" {\n    type: Creature\n    stats: 1/1\n  }\n  face "B" {\n    type: Creature\n    stats: 2/2\n    text:\n      Kindle\n  }\n}\n';
    assert.deepEqual(
      lintText(source).findings.filter((f) => f.ruleId === "unused-keyword"),
      [],
    );
  });
});
