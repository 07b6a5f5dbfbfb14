/**
 * Kind: the CLI checks duplicate card names only within each file while the editor checks the
 * workspace. `cardscript lint` compares names across every file it lints.
 */
import assert from "node:assert/strict";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

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

  it("follows the rule's severity from cardscript.json (off: nothing)", () => {
    writeFiles(dir, { "a.card": card("Same"), "b.card": card("Same"), "cardscript.json": '{ "rules": { "duplicate-card-name": "off" } }' });
    const r = runCli(["lint", "--format", "json", "."], dir);
    const reports = JSON.parse(r.stdout) as { messages: { ruleId: string }[] }[];
    assert.equal(reports.flatMap((x) => x.messages).filter((m) => m.ruleId === "duplicate-card-name").length, 0);
  });
});
