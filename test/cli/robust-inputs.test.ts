/**
 * CLI on awkward inputs: symlink loops, files that are not UTF-8, structure-like text in imported
 * records. Each gives a clear message and the documented exit code, never a stack trace.
 */
import assert from "node:assert/strict";
import { mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

describe("cli: awkward inputs", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("does not follow a symlinked folder that loops back: each file is linted once", function () {
    mkdirSync(path.join(dir, "loop"));
    writeFiles(dir, { "loop/x.card": CARDS.error });
    symlinkSync("../loop", path.join(dir, "loop", "self"));
    const r = runCli(["lint", "loop", "--format", "json"], dir);
    assert.equal(r.code, 1, r.stderr);
    const reports = JSON.parse(r.stdout) as { filePath: string }[];
    assert.equal(reports.length, 1);
  });

  it("reports a file that is not UTF-8 text and exits 2, still reporting the other files", function () {
    writeFiles(dir, { "bad.card": Buffer.from([0x63, 0x61, 0x72, 0x64, 0xff, 0xfe, 0x00, 0x81]), "good.card": CARDS.error });
    const r = runCli(["lint", "."], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /bad\.card is not valid UTF-8 text/);
    assert.match(r.stdout, /good\.card/);
    assert.doesNotMatch(r.stderr, /\n\s+at /, "no stack trace");
  });

  it("import keeps a record's card shape when its text has structure-like lines, and warns", function () {
    writeFiles(dir, {
      "r.jsonl": JSON.stringify({ name: "Evil", typeLine: "Artifact", oracleText: '{T}: Add {C}.\n}\ncard "evil" {' }) + "\n",
    });
    const r = runCli(["import", "r.jsonl", "--out", "out"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /warning: Evil: text line 2/);
    const lint = runCli(["lint", "out"], dir);
    assert.equal(lint.code, 0, lint.stdout);
  });
});
