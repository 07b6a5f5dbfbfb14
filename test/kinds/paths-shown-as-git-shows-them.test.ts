/**
 * Kind: a path the CLI prints is not the one `git` prints for the same file. `--fix-dry-run`
 * joined `a/` to an absolute path (`a//tmp/x/a.card`), and every report named a file inside the
 * working folder whose name starts with two dots (`..b.card`) by its absolute path, as if it lay
 * outside. Reports and diffs go through `displayPath` (cli/src/formats/paths.ts); this checks each
 * report format and the diff on such files.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

describe("kind: paths shown as git shows them", function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = makeTempDir();
    writeFiles(dir, { "..b.card": CARDS.warning });
  });
  after(() => removeTempDir(dir));

  it("stylish, github and junit name ..b.card relative to the working folder", () => {
    const stylish = runCli(["lint", "..b.card"], dir).stdout;
    assert.match(stylish, /^\.\.b\.card$/m);
    assert.ok(!stylish.includes(dir), stylish);
    assert.match(runCli(["lint", "-f", "github", "..b.card"], dir).stdout, /file=\.\.b\.card,/);
    const junit = runCli(["lint", "-f", "junit", "..b.card"], dir).stdout;
    assert.match(junit, /\.\.b\.card/);
    assert.ok(!junit.includes(dir), junit);
  });

  it("--fix-dry-run names a file outside the working folder a/<absolute path> with one slash", () => {
    const inside = path.join(dir, "inner");
    writeFiles(dir, { "inner/x.txt": "" });
    const r = runCli(["lint", "--fix-dry-run", path.join(dir, "..b.card")], inside);
    assert.match(r.stdout, /^--- a\/[^/]/m);
    assert.match(r.stdout, /^\+\+\+ b\/[^/]/m);
    assert.ok(r.stdout.includes(`--- a/${path.join(dir, "..b.card").split(path.sep).join("/").replace(/^\/+/, "")}\n`), r.stdout);
  });
});
