/**
 * Kind: a zip bomb. Every member of a zipped set was inflated, used or not, with no size cap (a
 * 1 MB zip cost 1.1 GB and 28 s). Members are now unpacked only when read (the `set` file and the
 * files it includes), each after its declared size is checked against `MAX_ZIP_MEMBER_BYTES` and
 * the running total against `MAX_ZIP_TOTAL_BYTES` (`core/limits.ts`), and into a buffer of the
 * declared size. A member over a limit is reported like the file size limit; the rest is read.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { readdirSync } from "node:fs";
import { MAX_ZIP_MEMBER_BYTES } from "../../server/src/core/limits";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

const CARD = (name: string) =>
  `card:\n\tname: ${name}\n\tsuper type: Creature\n\trule text:\n\t\tAt the beginning of your untap step, untap target land.\n`;

/** Sets the declared unpacked size of member `name` in the zip's central directory (what readers trust) and local header. */
function declareSize(zip: Buffer, name: string, size: number): void {
  for (let at = zip.indexOf(name); at >= 0; at = zip.indexOf(name, at + 1)) {
    if (at >= 46 && zip.readUInt32LE(at - 46) === 0x02014b50) zip.writeUInt32LE(size, at - 46 + 24);
    else if (at >= 30 && zip.readUInt32LE(at - 30) === 0x04034b50) zip.writeUInt32LE(size, at - 30 + 22);
  }
}

describe("zip-members-unpacked-within-limits", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("a member the set does not use is never unpacked, whatever size it declares", function () {
    const zip = Buffer.from(
      zipSync({ set: strToU8(`mse version: 0.3.8\ngame: magic\n${CARD("Dawn Tender")}`), "image1.png": new Uint8Array(4096) }),
    );
    declareSize(zip, "image1.png", 0xfffffff0);
    writeFiles(dir, { "a.mse-set": zip });
    const r = runCli(["import", "a.mse-set", "-o", "out"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(readdirSync(path.join(dir, "out")), ["dawn-tender.card"]);
  });

  it("an included member over the member limit is reported; the other cards are read", function () {
    const set = `mse version: 0.3.8\ngame: magic\ninclude_file: big\ninclude_file: small\n${CARD("Dawn Tender")}`;
    const zip = Buffer.from(zipSync({ set: strToU8(set), big: strToU8(CARD("Big")), small: strToU8(CARD("Small")) }));
    declareSize(zip, "big", MAX_ZIP_MEMBER_BYTES + 1);
    writeFiles(dir, { "a.mse-set": zip });
    const lint = runCli(["lint", "a.mse-set", "--format", "json"], dir);
    assert.equal(lint.code, 2);
    assert.match(
      lint.stderr,
      new RegExp(
        `a\\.mse-set/big: big in this zip is too large to read \\(${MAX_ZIP_MEMBER_BYTES + 1} bytes unpacked; the limit is ${MAX_ZIP_MEMBER_BYTES}\\)`,
      ),
    );
    const reports = JSON.parse(lint.stdout) as { filePath: string }[];
    assert.ok(
      reports.some((f) => f.filePath.endsWith("small")),
      lint.stdout,
    );
    const imp = runCli(["import", "a.mse-set", "-o", "out"], dir);
    assert.match(imp.stderr, /too large to read/);
    assert.deepEqual(readdirSync(path.join(dir, "out")).sort(), ["dawn-tender.card", "small.card"]);
  });

  it("a set file over the member limit is refused with the limit's message", function () {
    const zip = Buffer.from(zipSync({ set: strToU8(`mse version: 0.3.8\ngame: magic\n${CARD("Dawn Tender")}`) }));
    declareSize(zip, "set", MAX_ZIP_MEMBER_BYTES * 2);
    writeFiles(dir, { "a.mse-set": zip });
    const r = runCli(["import", "a.mse-set", "-o", "out"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /set in this zip is too large to read/);
  });
});
