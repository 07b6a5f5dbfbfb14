/**
 * Kind: MTGJSON/Scryfall records trusted by shape. A record with `faces: [null]` (or a face that is
 * a string, or a JSON Lines line that is `null`) was an internal error. A face that is no record is
 * now reported (`import.record.faceNotRecord`) and skipped; a line that is no record is named (exit 2).
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

describe("records-of-the-wrong-shape-are-reported", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("faces: [null] and a string face are reported and skipped; the card and its other face are written", function () {
    writeFiles(dir, {
      "cards.json": JSON.stringify([
        { name: "Only Null", faces: [null] },
        { name: "Twin", card_faces: [null, "x", { name: "B", type_line: "Instant" }] },
      ]),
    });
    const r = runCli(["import", "cards.json", "-o", "out"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /Only Null: face 1 is not a record \(null\); skipped/);
    assert.match(r.stderr, /Twin: face 2 is not a record \(string\); skipped/);
    assert.deepEqual(readdirSync(path.join(dir, "out")).sort(), ["only-null.card", "twin.card"]);
    assert.match(readFileSync(path.join(dir, "out", "twin.card"), "utf8"), /face "B" \{\n {4}type: Instant/);
  });

  it("JSON Lines whose line is null or a number: the record is named, not an internal error", function () {
    for (const bad of ["null", "7", '"text"']) {
      writeFiles(dir, { "cards.jsonl": `{"name":"A","type":"Instant"}\n${bad}\n` });
      const r = runCli(["import", "cards.jsonl", "-o", "out"], dir);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /cards\.jsonl: record 2 is not a card record with a "name"/);
    }
  });
});
