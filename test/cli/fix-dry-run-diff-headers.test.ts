/**
 * `--fix-dry-run`'s unified-diff headers name each file as `git diff` does: `a/<path>` and
 * `b/<path>` relative to the working folder when the file is inside it (whether it was given as a
 * relative or an absolute path), else the absolute path after the prefix with a single slash
 * (`a/tmp/x/a.card`, as `git diff --no-index` prints it), never `a//tmp/x/a.card`.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { unifiedDiff } from "../../cli/src/commands/lint-output";
import { displayPath } from "../../cli/src/formats/paths";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

/** The `---` and `+++` lines of a diff. */
function headers(diff: string): string[] {
  return diff.split("\n").filter((l) => l.startsWith("--- ") || l.startsWith("+++ "));
}

describe("cli: --fix-dry-run diff headers", function () {
  this.timeout(60_000);
  let work: string;
  let elsewhere: string;
  beforeEach(() => {
    work = makeTempDir();
    elsewhere = makeTempDir();
    writeFiles(work, { "set/a.card": CARDS.warning, "..b.card": CARDS.warning });
    writeFiles(elsewhere, { "c.card": CARDS.warning });
  });
  afterEach(() => {
    removeTempDir(work);
    removeTempDir(elsewhere);
  });

  it("a file outside the working folder, given by its absolute path: a/ and b/ then the absolute path, one slash", () => {
    const file = path.join(elsewhere, "c.card");
    const r = runCli(["lint", "--fix-dry-run", file], work);
    assert.equal(r.code, 0, r.stderr);
    const shown = file.split(path.sep).join("/").replace(/^\/+/, "");
    assert.deepEqual(headers(r.stdout), [`--- a/${shown}`, `+++ b/${shown}`]);
    assert.doesNotMatch(r.stdout, /^(---|\+\+\+) [ab]\/\//m);
  });

  it("the diff of a file outside the working folder applies from the root with git apply", function () {
    const file = path.join(elsewhere, "c.card");
    const r = runCli(["lint", "--fix-dry-run", file], work);
    const root = path.parse(file).root;
    const git = spawnSync("git", ["apply", "-"], { cwd: root, input: r.stdout, encoding: "utf8" });
    if (git.error) this.skip();
    assert.equal(git.status, 0, git.stderr);
    assert.match(readFileSync(file, "utf8"), /When Old Elf enters, draw a card\./);
  });

  it("a file inside the working folder, given by its absolute path: relative to it", function () {
    const r = runCli(["lint", "--fix-dry-run", path.join(work, "set", "a.card")], work);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(headers(r.stdout), ["--- a/set/a.card", "+++ b/set/a.card"]);
    const git = spawnSync("git", ["apply", "-"], { cwd: work, input: r.stdout, encoding: "utf8" });
    if (git.error) this.skip();
    assert.equal(git.status, 0, git.stderr);
    assert.match(readFileSync(path.join(work, "set", "a.card"), "utf8"), /When Old Elf enters, draw a card\./);
  });

  it("a file inside the working folder whose name starts with two dots is relative to it too", () => {
    const r = runCli(["lint", "--fix-dry-run", "..b.card"], work);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(headers(r.stdout), ["--- a/..b.card", "+++ b/..b.card"]);
  });

  it("unifiedDiff and displayPath: inside, outside, the folder above, a name starting with two dots", () => {
    const change = (filePath: string) => ({ filePath, before: "x\n", after: "y\n", fixes: 1 });
    const cwd = path.resolve("/w/proj");
    const diff = unifiedDiff(
      [change(path.join(cwd, "a.card")), change(path.resolve("/w/other/b.card")), change(path.join(cwd, "..c.card"))],
      cwd,
    );
    const outside = path.resolve("/w/other/b.card").split(path.sep).join("/").replace(/^\/+/, "");
    assert.deepEqual(headers(diff), [
      "--- a/a.card",
      "+++ b/a.card",
      `--- a/${outside}`,
      `+++ b/${outside}`,
      "--- a/..c.card",
      "+++ b/..c.card",
    ]);
    assert.equal(displayPath(path.resolve("/w/x.card"), cwd), path.resolve("/w/x.card"));
    assert.equal(displayPath(path.join(cwd, "..c.card"), cwd), "..c.card");
    assert.equal(displayPath(path.join(cwd, "..", "proj2", "d.card"), cwd), path.resolve("/w/proj2/d.card"));
  });
});
