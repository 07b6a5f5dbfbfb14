/**
 * Kind: two edition-date checks. The `rules` directive's syntax check and the game's edition
 * lookup once parsed dates separately and disagreed (the lookup took 2025-02-30). Both now call
 * `parseEditionDate`; this test holds them to the same answer for valid and invalid dates.
 */
import { strict as assert } from "node:assert";
import { parseEditionDate } from "../server/src/core/text/edition-date";
import { editionFor } from "../server/src/games/mtg/cr";
import { lintText } from "../server/src/app/service";

const CASES = [
  "2026-09",
  "2025-09-19",
  "2024-02-29",
  " 2026-01 ",
  "2025-02-30",
  "2023-02-29",
  "2026-13",
  "2026-00",
  "2026-9",
  "26-09",
  "2026-09-1",
  "latest",
  "",
];

describe("edition date: one check for the syntax rule and the edition lookup", () => {
  for (const text of CASES) {
    it(`'${text}'`, () => {
      const valid = parseEditionDate(text) !== undefined;
      const syntax = lintText(`rules ${text}\ncard "A" {\n  type: Land\n}\n`).findings.filter((f) => f.ruleId === "syntax-error");
      assert.equal(syntax.length === 0, valid, `syntax check: ${syntax.map((f) => f.message).join("; ")}`);
      assert.equal(editionFor(text) !== undefined, valid, "edition lookup");
    });
  }

  it("a month stands for its last day; a real date for itself", () => {
    assert.equal(parseEditionDate("2026-09"), "2026-09-31");
    assert.equal(parseEditionDate("2024-02-29"), "2024-02-29");
    assert.equal(parseEditionDate("2025-02-30"), undefined);
  });
});
