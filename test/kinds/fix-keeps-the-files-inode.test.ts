/**
 * Kind: `--fix` replaced the file instead of rewriting it. The fixed text was renamed over the
 * file, so the owner became whoever ran the fix (root in CI containers) and other hard links kept
 * the old text. A file with other hard links or another owner is now rewritten in place (same
 * inode: links, owner and mode kept); any other file is still replaced atomically. The same holds
 * for the report `--output-file` names.
 */
import assert from "node:assert/strict";
import { chownSync, chmodSync, linkSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

describe("fix-keeps-the-files-inode", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("a hard-linked file is fixed through every link", function () {
    writeFiles(dir, { "a.card": CARDS.warning });
    linkSync(path.join(dir, "a.card"), path.join(dir, "same.card"));
    const before = statSync(path.join(dir, "a.card")).ino;
    const r = runCli(["lint", "--fix", "a.card"], dir);
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    const fixed = readFileSync(path.join(dir, "a.card"), "utf8");
    assert.notEqual(fixed, CARDS.warning, "nothing was fixed");
    assert.equal(readFileSync(path.join(dir, "same.card"), "utf8"), fixed, "the other link kept the old text");
    assert.equal(statSync(path.join(dir, "a.card")).ino, before);
    assert.equal(statSync(path.join(dir, "a.card")).nlink, 2);
  });

  it("a file of another owner keeps its owner and mode", function () {
    if (process.getuid?.() !== 0) this.skip(); // only root can give a file to another user
    writeFiles(dir, { "a.card": CARDS.warning + "\n".repeat(3) });
    const file = path.join(dir, "a.card");
    chownSync(file, 4242, 4243);
    chmodSync(file, 0o640);
    const r = runCli(["lint", "--fix", "a.card"], dir);
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    assert.notEqual(readFileSync(file, "utf8"), CARDS.warning + "\n".repeat(3), "nothing was fixed");
    const st = statSync(file);
    assert.deepEqual([st.uid, st.gid, st.mode & 0o7777], [4242, 4243, 0o640]);
  });

  it("a shorter fixed text leaves nothing of the old one behind", function () {
    const long = CARDS.warning.replace("Old Elf", "Old Elf".padEnd(400, "f"));
    writeFiles(dir, { "a.card": long });
    linkSync(path.join(dir, "a.card"), path.join(dir, "b.card"));
    runCli(["lint", "--fix", "a.card"], dir);
    const fixed = readFileSync(path.join(dir, "b.card"), "utf8");
    assert.notEqual(fixed, long);
    assert.equal(statSync(path.join(dir, "b.card")).size, Buffer.byteLength(fixed));
    assert.ok(fixed.endsWith("}\n"), JSON.stringify(fixed.slice(-40)));
  });

  it("--output-file keeps a hard-linked report's links too", function () {
    writeFiles(dir, { "a.card": CARDS.error, "report.json": "old\n" });
    linkSync(path.join(dir, "report.json"), path.join(dir, "published.json"));
    const r = runCli(["lint", "a.card", "--format", "json", "--output-file", "report.json"], dir);
    assert.equal(r.code, 1, r.stderr);
    assert.equal(readFileSync(path.join(dir, "published.json"), "utf8"), readFileSync(path.join(dir, "report.json"), "utf8"));
    JSON.parse(readFileSync(path.join(dir, "published.json"), "utf8"));
  });
});
