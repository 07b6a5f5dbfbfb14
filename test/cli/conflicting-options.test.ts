/**
 * Kind: CLI options that conflict are accepted and one silently wins. `--fix-dry-run` prints a
 * diff, so a report format (json, sarif, github, junit) with it is refused with exit 2 and a
 * message naming both options; nothing is written to `--output-file`.
 */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import path from "node:path";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

describe("conflicting-options: the CLI refuses options that contradict each other", function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = makeTempDir();
    writeFiles(dir, { "a.card": CARDS.error });
  });
  after(() => removeTempDir(dir));

  for (const format of ["json", "sarif", "github", "junit"]) {
    it(`--fix-dry-run --format ${format} exits 2 and writes no report`, () => {
      const out = path.join(dir, `o.${format}`);
      const r = runCli(["lint", "--fix-dry-run", "--format", format, "--output-file", out, "a.card"], dir);
      assert.equal(r.code, 2, r.stdout + r.stderr);
      assert.match(r.stderr, /--fix-dry-run/);
      assert.match(r.stderr, new RegExp(`--format ${format}`));
      assert.equal(r.stdout, "");
      assert.ok(!existsSync(out), "no output file");
    });
  }

  it("--fix with --fix-dry-run exits 2", () => {
    assert.equal(runCli(["lint", "--fix", "--fix-dry-run", "a.card"], dir).code, 2);
  });

  it("--fix-dry-run with the default format still prints the diff", () => {
    const r = runCli(["lint", "--fix-dry-run", "a.card"], dir);
    assert.notEqual(r.code, 2, r.stderr);
  });
});
