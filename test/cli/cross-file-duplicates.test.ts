/**
 * Kind: the CLI checks duplicate card names only within each file while the editor checks the
 * workspace. `cardscript lint` compares names across every file it lints — also for files
 * answered by `--cache` (their cross-file findings depend on this run's files, never on the run
 * that stored them), and for names that are hard to read (escaped quotes,
 * syntax errors, faces).
 */
import assert from "node:assert/strict";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

type Reports = { filePath: string; messages: { ruleId: string; message: string; line: number; column: number }[]; warningCount: number }[];
const duplicates = (stdout: string, file: string) =>
  (JSON.parse(stdout) as Reports)
    .find((x) => x.filePath.endsWith(path.sep + file))!
    .messages.filter((m) => m.ruleId === "duplicate-card-name");

const card = (name: string) => `card "${name}" {\n  cost: {G}\n  type: Creature — Elf\n  stats: 1/1\n}\n`;

describe("cross-file-duplicates: the CLI compares card names across all linted files", function () {
  this.timeout(60_000);
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => removeTempDir(dir));

  it("warns in both files, naming the other file and line (names compare case-insensitively)", () => {
    writeFiles(dir, { "x.card": card("Llanowar Elves"), "x-2.card": `# copy\n${card("LLANOWAR ELVES")}`, "y.card": card("Other") });
    const r = runCli(["lint", "--format", "json", "."], dir);
    const reports = JSON.parse(r.stdout) as { filePath: string; messages: { ruleId: string; message: string; line: number }[] }[];
    const dup = (f: string) => reports.find((x) => x.filePath.endsWith(f))!.messages.filter((m) => m.ruleId === "duplicate-card-name");
    assert.equal(dup("x.card").length, 1, r.stdout);
    assert.match(dup("x.card")[0]!.message, /x-2\.card on line 2/);
    assert.equal(dup("x-2.card").length, 1);
    assert.match(dup("x-2.card")[0]!.message, /x\.card on line 1/);
    assert.equal(dup("y.card").length, 0);
  });

  it("a card and its token in two files (as `cardscript import` writes them) are no duplicate, also from --cache; two tokens are", () => {
    const token = (name: string) => `card "${name}" {\n  type: Token Creature — Stream\n  stats: 1/1\n}\n`;
    writeFiles(dir, { "refugees.card": card("Refugees"), "refugees-2.card": token("Refugees") });
    for (const args of [
      ["lint", "--format", "json", "--cache", "."],
      ["lint", "--format", "json", "--cache", "."],
    ]) {
      const out = runCli(args, dir).stdout;
      assert.deepEqual([duplicates(out, "refugees.card").length, duplicates(out, "refugees-2.card").length], [0, 0], out);
    }
    writeFileSync(path.join(dir, "refugees-3.card"), token("REFUGEES"));
    const out = runCli(["lint", "--format", "json", "--cache", "."], dir).stdout;
    assert.equal(duplicates(out, "refugees.card").length, 0);
    assert.match(duplicates(out, "refugees-2.card")[0]!.message, /refugees-3\.card on line 1/);
    assert.equal(out, runCli(["lint", "--format", "json", "."], dir).stdout, "cached and fresh runs agree");
  });

  it("follows the rule's severity from cardscript.json (off: nothing)", () => {
    writeFiles(dir, { "a.card": card("Same"), "b.card": card("Same"), "cardscript.json": '{ "rules": { "duplicate-card-name": "off" } }' });
    const r = runCli(["lint", "--format", "json", "."], dir);
    const reports = JSON.parse(r.stdout) as { messages: { ruleId: string }[] }[];
    assert.equal(reports.flatMap((x) => x.messages).filter((m) => m.ruleId === "duplicate-card-name").length, 0);
  });

  it("a cached file's cross-file duplicates follow this run's files (added, then removed, namesake)", () => {
    writeFiles(dir, { "a.card": card("Lone Elf"), "b.card": card("Other") });
    const lint = () => runCli(["lint", "--format", "json", "--cache", "."], dir);
    assert.equal(duplicates(lint().stdout, "a.card").length, 0);
    writeFileSync(path.join(dir, "c.card"), card("LONE ELF"));
    const withNamesake = lint().stdout;
    assert.equal(duplicates(withNamesake, "a.card").length, 1, "a.card is a cache hit but now has a namesake");
    assert.match(duplicates(withNamesake, "a.card")[0]!.message, /c\.card on line 1/);
    assert.equal(withNamesake, runCli(["lint", "--format", "json", "."], dir).stdout, "cached and fresh runs agree");
    rmSync(path.join(dir, "c.card"));
    assert.equal(duplicates(lint().stdout, "a.card").length, 0, "the namesake is gone: no stale finding from the cache");
  });

  it("names with escaped quotes, faces, a syntax error and a card name inside rules text", () => {
    writeFiles(dir, {
      "esc.card": card('Say \\"Hi\\"'),
      "esc2.card": `# two cards\n${card("x")}${card('SAY \\"HI\\"')}`,
      "broken.card": `card "Broken Elf" {\n  cost: {G}\n  type: Creature — Elf\n`,
      "broken2.card": card("broken elf"),
      "text.card": `card "Quoter" {\n  type: Instant\n  text:\n    Name a card, such as "Other Elf".\n}\n`,
      "other.card": `card "Other Elf" {\n  face "Lone Face" {\n    type: Creature — Elf\n    stats: 1/1\n  }\n}\n`,
      "face.card": card("Lone Face"),
    });
    const r = runCli(["lint", "--format", "json", "."], dir);
    assert.match(duplicates(r.stdout, "esc.card")[0]!.message, /esc2\.card on line 7/, r.stdout);
    assert.equal(duplicates(r.stdout, "esc2.card").length, 1);
    assert.equal(duplicates(r.stdout, "broken.card").length, 1);
    assert.match(duplicates(r.stdout, "broken2.card")[0]!.message, /broken\.card on line 1/);
    // A quoted name in rules text and a face name are not card definitions.
    assert.equal(duplicates(r.stdout, "other.card").length, 0);
    assert.equal(duplicates(r.stdout, "face.card").length, 0);
  });

  it("--quiet hides the warning but counts it against --max-warnings, cached or not", () => {
    writeFiles(dir, { "a.card": card("Same"), "b.card": card("same") });
    for (const extra of [[], ["--cache"], ["--cache"]]) {
      const r = runCli(["lint", "--format", "json", "--quiet", "--max-warnings", "1", ...extra, "."], dir);
      assert.equal(duplicates(r.stdout, "a.card").length, 0);
      assert.equal(r.code, 1, `two hidden warnings exceed --max-warnings 1 (${extra.join(" ") || "no cache"})`);
    }
  });
});
