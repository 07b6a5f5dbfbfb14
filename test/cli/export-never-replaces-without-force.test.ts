/**
 * `cardscript export` never replaces a file that exists in `--out` without `--force`: a Forge
 * script with hand-written `A:` lines, or a set edited in MSE, was silently overwritten. The
 * check comes before anything is written, so a refused export writes nothing (exit 2).
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const CARDS =
  'card "Alpha" {\n  cost: {R}\n  type: Instant\n  text:\n    Draw a card.\n}\n\ncard "Beta" {\n  cost: {U}\n  type: Sorcery\n  text:\n    Draw a card.\n}\n';
const HAND = "Name:Alpha\nManaCost:R\nTypes:Instant\nA:SP$ Draw | Cost$ R | SpellDescription$ Hand-scripted.\nOracle:Draw a card.\n";

describe("cli: export never replaces an existing file without --force", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
    writeFiles(dir, { "cards/set.card": CARDS });
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("forge: one existing script refuses the whole export (exit 2), nothing written; --force replaces", function () {
    writeFiles(dir, { "forge/alpha.txt": HAND });
    const r = runCli(["export", "cards", "--format", "forge", "--out", "forge"], dir);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /1 file already exists; nothing was written\. Pass --force to replace it: forge[/\\]alpha\.txt/);
    assert.deepEqual(readdirSync(path.join(dir, "forge")), ["alpha.txt"]);
    assert.equal(readFileSync(path.join(dir, "forge", "alpha.txt"), "utf8"), HAND);
    const forced = runCli(["export", "cards", "--format", "forge", "--out", "forge", "--force"], dir);
    assert.equal(forced.code, 0, forced.stderr);
    assert.deepEqual(readdirSync(path.join(dir, "forge")).sort(), ["alpha.txt", "beta.txt"]);
    assert.notEqual(readFileSync(path.join(dir, "forge", "alpha.txt"), "utf8"), HAND);
  });

  it("cockatrice and mse: an existing output file is refused without --force; a new one is written", function () {
    for (const [format, out] of [
      ["cockatrice", "set.xml"],
      ["mse", "set.mse-set"],
    ] as const) {
      const first = runCli(["export", "cards", "--format", format, "--out", out], dir);
      assert.equal(first.code, 0, first.stderr);
      const before = readFileSync(path.join(dir, out));
      const again = runCli(["export", "cards", "--format", format, "--out", out], dir);
      assert.equal(again.code, 2, `${format}: ${again.stderr}`);
      assert.match(again.stderr, /--force/);
      assert.deepEqual(readFileSync(path.join(dir, out)), before);
      assert.equal(runCli(["export", "cards", "--format", format, "--out", out, "--force"], dir).code, 0);
    }
  });

  it("the refusal follows --locale", function () {
    writeFiles(dir, { "set.xml": "<old/>" });
    const de = runCli(["export", "cards", "--format", "cockatrice", "--out", "set.xml", "--locale", "de"], dir);
    assert.equal(de.code, 2);
    assert.match(de.stderr, /1 Datei gibt es schon; nichts wurde geschrieben\. Gib --force an/);
  });
});
