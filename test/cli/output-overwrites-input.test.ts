/**
 * Kind: an output path that names an input file. `lint a.card -o a.card` replaced the card with
 * the report (with `--fix`, left it empty), and `timeline` and `export` did the same. Every
 * command that writes a file refuses an output that is one of its inputs — by name or through a
 * symlink — with exit 2, before doing any work, and leaves the file untouched.
 */
import assert from "node:assert/strict";
import { readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

describe("kind: output overwrites input", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
    writeFiles(dir, { "a.card": CARDS.error, "cards/b.card": CARDS.warning });
    symlinkSync(path.join(dir, "a.card"), path.join(dir, "link.card"));
  });
  afterEach(() => removeTempDir(dir));

  const commands: [string, string[]][] = [
    ["lint -o", ["lint", "a.card", "-o", "a.card"]],
    ["lint --fix -o", ["lint", "a.card", "--fix", "-o", "a.card"]],
    ["lint of a folder -o into it", ["lint", ".", "--output-file", "cards/b.card"]],
    ["lint -o through a symlink", ["lint", "a.card", "-o", "link.card"]],
    ["timeline -o", ["timeline", "a.card", "-o", "./a.card"]],
    ["export --out", ["export", "a.card", "cards", "--format", "cockatrice", "--out", "cards/b.card"]],
  ];
  for (const [name, args] of commands) {
    it(`${name}: refused with exit 2, the input unchanged`, function () {
      const before = { a: readFileSync(path.join(dir, "a.card"), "utf8"), b: readFileSync(path.join(dir, "cards/b.card"), "utf8") };
      const r = runCli(args, dir);
      assert.equal(r.code, 2, r.stdout + r.stderr);
      assert.match(r.stderr, /is one of the input files; refusing to overwrite it/);
      assert.equal(readFileSync(path.join(dir, "a.card"), "utf8"), before.a);
      assert.equal(readFileSync(path.join(dir, "cards/b.card"), "utf8"), before.b);
    });
  }

  it("an output beside the inputs is still written", function () {
    const r = runCli(["lint", "a.card", "-o", "report.txt"], dir);
    assert.equal(r.code, 1, r.stderr);
    assert.match(readFileSync(path.join(dir, "report.txt"), "utf8"), /impossible-timing/);
  });
});
