/**
 * Kind: the importer writes file names Windows cannot open. Cards named like a device (`Con`,
 * `NUL`, `Aux`, `PRN`, `COM1`, `LPT1`) get a file name that is not reserved; others are unchanged.
 */
import assert from "node:assert/strict";
import { cardFileName } from "../../server/src/core/import/card-import";

describe("reserved-file-names: no imported card file has a Windows device name", () => {
  it("adds -card to device names, in any case", () => {
    for (const name of ["Con", "NUL", "aux", "Prn", "COM1", "lpt9", "Nul!"]) {
      const file = cardFileName(name);
      assert.doesNotMatch(file.replace(/\.card$/, ""), /^(?:con|prn|aux|nul|com\d|lpt\d)$/, `${name} → ${file}`);
      assert.match(file, /-card\.card$/);
    }
  });
  it("leaves other names alone", () => {
    assert.equal(cardFileName("Console Commander"), "console-commander.card");
    assert.equal(cardFileName("Null Brooch"), "null-brooch.card");
  });
});
