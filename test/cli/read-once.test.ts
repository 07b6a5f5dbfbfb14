/**
 * Kind: a cold CLI run reads each file once. The cross-file duplicate plan reads every file for
 * its quoted names; the lint then read every file again (two opens and reads per card file). The
 * plan now keeps what it read (`ReadAhead`, bounded) and the lint takes it from there, except with
 * `--fix` (its safe write compares the bytes on disk) and `--cache` (it hashes the bytes).
 */
import assert from "node:assert/strict";
import path from "node:path";
import { lintFiles, processFile } from "../../cli/src/lint/lint-files";
import { readAndKeep } from "../../cli/src/lint/cross-file-scan";
import { ReadAhead } from "../../cli/src/lint/read-ahead";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const card = (name: string, type: string) => `card "${name}" {\n  type: ${type}\n}\n`;

describe("a cold run reads each file once (the plan's text is linted)", () => {
  let dir: string;
  beforeEach(() => (dir = makeTempDir()));
  afterEach(() => removeTempDir(dir));

  it("ReadAhead hands bytes out once and holds no more than its budget", () => {
    const r = new ReadAhead(10);
    const b = (s: string) => Buffer.from(s);
    r.keep("a", b("12345"));
    r.keep("b", b("123456")); // over the budget: not kept
    r.keep("c", b("12345"));
    assert.equal(r.size, 2);
    assert.equal(r.take("a")?.toString(), "12345");
    assert.equal(r.take("a"), undefined);
    assert.equal(r.take("b"), undefined);
    r.keep("d", b("12345")); // room again after "a" was taken
    assert.equal(r.take("d")?.toString(), "12345");
    assert.equal(r.take("c")?.toString(), "12345");
    assert.equal(r.size, 0);
  });

  it("readAndKeep keeps the bytes as read (BOM included) and returns the text without the BOM", () => {
    writeFiles(dir, { "a.card": `\uFEFF${card("A", "Instant")}` });
    const r = new ReadAhead();
    const file = path.join(dir, "a.card");
    assert.equal(readAndKeep(file, r), card("A", "Instant"));
    assert.equal(r.take(file)?.toString("utf8"), `\uFEFF${card("A", "Instant")}`);
  });

  it("processFile lints the kept bytes, not the disk; with --fix it reads the disk", () => {
    writeFiles(dir, { "a.card": card("A", "Instant") });
    const file = path.join(dir, "a.card");
    // The kept bytes differ from the disk on purpose, to see which ones are linted.
    const kept = card("A", "Instnt");
    const out = { failures: [], changes: [] };
    const r = new ReadAhead();
    r.keep(file, Buffer.from(kept));
    const fromKept = processFile(file, { readAhead: r }, out);
    assert.equal(fromKept?.report.source, kept);
    assert.ok(fromKept!.report.messages.length > 0, "the kept text has a misspelled type");
    assert.equal(r.size, 0, "the bytes are handed out once");
    r.keep(file, Buffer.from(kept));
    const fixed = processFile(file, { readAhead: r, fix: "dry-run" }, out);
    assert.equal(fixed?.report.source, card("A", "Instant"));
  });

  it("lintFiles and the CLI report the same as before for files read once: duplicates across files, an unreadable file", () => {
    writeFiles(dir, {
      "a.card": card("Twin", "Instant"),
      "b.card": card("Twin", "Sorcery"),
      "c.card": card("Other", "Instnt"),
      "bad.card": Buffer.from([0x41, 0x0a, 0xe4, 0x0a]),
    });
    const files = ["a.card", "b.card", "c.card", "bad.card"].map((f) => path.join(dir, f));
    const result = lintFiles(files);
    assert.deepEqual(
      result.reports.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId)]),
      [
        ["a.card", ["duplicate-card-name"]],
        ["b.card", ["duplicate-card-name"]],
        ["c.card", ["unknown-card-type"]],
      ],
    );
    assert.equal(result.failures.length, 1);
    assert.match(result.failures[0]!.message, /bad\.card is not (?:valid )?UTF-8/);
    const cli = runCli(["lint", ".", "--format", "json"], dir);
    const reports = JSON.parse(cli.stdout) as { filePath: string; messages: { ruleId: string }[] }[];
    assert.deepEqual(
      reports.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId)]),
      [
        ["a.card", ["duplicate-card-name"]],
        ["b.card", ["duplicate-card-name"]],
        ["c.card", ["unknown-card-type"]],
      ],
    );
    assert.match(cli.stderr, /bad\.card is not (?:valid )?UTF-8/);
  });
});
