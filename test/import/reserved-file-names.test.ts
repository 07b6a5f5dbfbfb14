/**
 * Kind: the importer writes file names Windows cannot open. Cards named like a device (`Con`,
 * `NUL`, `Aux`, `PRN`, `COM1`, `LPT1`) get a file name that is not reserved; others are unchanged.
 * Every writer that names files after cards: `import` (`.card`) and the Forge export (`.txt`).
 */
import assert from "node:assert/strict";
import { cardFileName } from "../../server/src/core/import/card-import";
import { isWindowsDeviceName } from "../../server/src/core/import/device-names";
import { forgeFileName } from "../../server/src/games/mtg/formats/export-forge";

const DEVICES = ["con", "prn", "aux", "nul", ...[..."0123456789¹²³"].flatMap((d) => [`com${d}`, `lpt${d}`])];

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

describe("reserved-file-names: the device-name check and every writer that names files after cards", () => {
  it("knows every device name, in any case, with any extension and with the trailing dots and spaces Windows strips", () => {
    for (const d of DEVICES) {
      for (const name of [d, d.toUpperCase(), `${d}.card`, `${d}.txt`, `${d}.tar.gz`, `${d} .card`, `${d}.`]) {
        assert.ok(isWindowsDeviceName(name), name);
      }
    }
    for (const name of ["cone.card", "nul-card.card", "com10.txt", "lpt.txt", "auxiliary", "x.con"])
      assert.ok(!isWindowsDeviceName(name), name);
  });
  it("import and the Forge export never write a device name", () => {
    for (const d of DEVICES) {
      for (const name of [d, d.toUpperCase(), `${d} // Other`, `${d}.`]) {
        for (const file of [cardFileName(name), forgeFileName(name)]) assert.ok(!isWindowsDeviceName(file), `${name} → ${file}`);
      }
    }
  });
});
