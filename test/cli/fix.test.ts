/**
 * `--fix` and `--fix-dry-run`: safe fixes only, non-overlapping edits, repeat until stable, atomic
 * writes that keep line ends and the BOM, and a second run that changes nothing.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fixText } from "../../cli/src/lint/fix";
import { applySafeFixes } from "../../server/src/core/code-actions";
import { fixAll } from "../../server/src/app/service";

/** One pass of the fix-all policy: the new text and how many fixes went in. */
const applyFixes = (text: string, findings: Finding[]) => {
  const r = applySafeFixes(text, findings);
  return { text: r.text, applied: r.fixed.length };
};
import { lintFindings } from "../../cli/src/lint/lint-source";
import type { Finding } from "../../server/src/core/rules/types";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const finding = (edits: [number, number, string][], safe = true): Finding => ({
  ruleId: "x",
  severity: "warning",
  message: "",
  span: { start: edits[0]![0], end: edits[0]![1] },
  tags: [],
  fixes: [{ title: "t", safe, edits: edits.map(([start, end, newText]) => ({ span: { start, end }, newText })) }],
});

/** Two mistakes with safe fixes (obsolete wording, a redundant Flash) and one without (impossible timing). */
const FIXABLE = `${CARDS.warning}\n${CARDS.info}\n${CARDS.error}`;

describe("fix engine", function () {
  it("applies safe fixes only, skipping a fix that overlaps an earlier one", function () {
    const text = "abcdefghij";
    const r = applyFixes(text, [finding([[0, 3, "X"]]), finding([[2, 5, "Y"]]), finding([[6, 7, "Z"]]), finding([[8, 9, "W"]], false)]);
    assert.deepEqual(r, { text: "Xdef" + "Z" + "hij", applied: 2 });
  });

  it("treats two inserts at one point as overlapping; an insert at a replacement's edge goes in order", function () {
    assert.equal(applyFixes("abc", [finding([[1, 1, "X"]]), finding([[1, 1, "Y"]])]).text, "aXbc");
    assert.equal(applyFixes("abc", [finding([[0, 1, "X"]]), finding([[1, 1, "Y"]])]).text, "XYbc");
    assert.equal(applyFixes("abc", [finding([[0, 1, "X"]]), finding([[1, 2, "Y"]])]).text, "XYc", "adjacent replacements are fine");
  });

  it("writes inserted line ends as CRLF in a CRLF text", function () {
    assert.equal(applyFixes("a\r\nb\r\n", [finding([[3, 3, "x\ny\n"]])]).text, "a\r\nx\r\ny\r\nb\r\n");
  });

  it("repeats until stable and stops after 10 passes at most", function () {
    const real = fixText(FIXABLE, (t) => lintFindings(t));
    assert.equal(real.fixes, 2);
    assert.ok(real.text.includes("When Old Elf enters, draw a card."));
    assert.ok(!/^ +Flash$/m.test(real.text));
    assert.ok(real.text.includes("Cast this spell only during combat."), "an unsafe problem stays");
    let calls = 0;
    const endless = fixText("a", (t) => (calls++, { findings: [finding([[0, t.length, t + "a"]])] }));
    assert.equal(endless.passes, 10);
    assert.equal(endless.text, "a".repeat(11));
    assert.equal(calls, 10);
  });
});

describe("kind: fix-all in the editor and lint --fix apply the same fixes", function () {
  /** Documents where the policies once differed: a fix that reveals a new error, CRLF, several passes. */
  const DOCS: Record<string, string> = {
    "reveals-an-error.card": `card "Battle Study" {\n  cost: {1}{R}\n  type: Sorcery\n  text:\n    Play this spell only during combat.\n    Draw a card.\n}\n`,
    "two-passes.card": `card "Quick Study" {\n  type: Sorcery\n  text:\n    Play this spell only during your turn.\n    Draw two cards.\n}\n`,
    "crlf.card": FIXABLE.replace(/\n/g, "\r\n"),
    "mixed.card": FIXABLE,
  };
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("the CLI writes exactly what the editor's Fix all produces, and both change something", function () {
    writeFiles(dir, DOCS);
    runCli(["lint", "--fix"], dir);
    for (const [name, text] of Object.entries(DOCS)) {
      const editor = fixAll(text);
      assert.ok(editor.passes > 0, `${name}: the editor's Fix all offers something`);
      assert.notEqual(editor.text, text, name);
      assert.equal(readFileSync(path.join(dir, name), "utf8"), editor.text, `${name}: CLI and editor differ`);
    }
    assert.match(
      readFileSync(path.join(dir, "reveals-an-error.card"), "utf8"),
      /Cast this spell only during combat\./,
      "the fix that reveals impossible-timing is applied",
    );
  });
});

describe("cli: --fix and --fix-dry-run", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("--fix writes the fixes, reports what remains, and a second run changes nothing", function () {
    writeFiles(dir, { "a.card": FIXABLE, "clean.card": CARDS.clean });
    const r = runCli(["lint", "--fix", "--format", "json"], dir);
    assert.equal(r.code, 1, "the impossible-timing error remains");
    assert.equal(r.stderr, "cardscript: fixed 2 problems in 1 file; 1 error and 0 warnings remain\n");
    const out = JSON.parse(r.stdout) as { filePath: string; messages: { ruleId: string }[] }[];
    assert.deepEqual(
      out.find((f) => f.filePath.endsWith("a.card"))!.messages.map((m) => m.ruleId),
      ["impossible-timing"],
    );
    const fixed = readFileSync(path.join(dir, "a.card"), "utf8");
    assert.equal(fixed, fixText(FIXABLE, (t) => lintFindings(t)).text);
    assert.deepEqual(readdirSync(dir).sort(), ["a.card", "clean.card"], "no temporary files left behind");
    const again = runCli(["lint", "--fix"], dir);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /fixed 0 problems in 0 files/);
    assert.equal(readFileSync(path.join(dir, "a.card"), "utf8"), fixed);
  });

  it("keeps CRLF line ends and the BOM", function () {
    const crlf = "\uFEFF" + FIXABLE.replace(/\n/g, "\r\n");
    writeFiles(dir, { "a.card": crlf });
    runCli(["lint", "--fix"], dir);
    const bytes = readFileSync(path.join(dir, "a.card"));
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    assert.ok(!/[^\r]\n/.test(text), "every line end is CRLF");
    assert.ok(text.includes("When Old Elf enters, draw a card.\r\n"));
    assert.equal(text.replace(/\r\n/g, "\n"), fixText(FIXABLE, (t) => lintFindings(t)).text);
  });

  it("does not fix a suppressed finding", function () {
    writeFiles(dir, { "a.card": `# cardscript-disable obsolete-wording\n${CARDS.warning}` });
    const r = runCli(["lint", "--fix"], dir);
    assert.equal(r.code, 0);
    assert.match(readFileSync(path.join(dir, "a.card"), "utf8"), /comes into play/);
  });

  it("--fix-dry-run prints a unified diff, writes nothing, and the diff applies with git apply", function () {
    writeFiles(dir, { "set/a.card": FIXABLE });
    const r = runCli(["lint", "--fix-dry-run"], dir);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /would fix 2 problems in 1 file; 1 error and 0 warnings remain/);
    assert.equal(readFileSync(path.join(dir, "set/a.card"), "utf8"), FIXABLE, "nothing written");
    assert.match(r.stdout, /^--- a\/set\/a\.card$/m);
    assert.match(r.stdout, /^\+\+\+ b\/set\/a\.card$/m);
    assert.match(r.stdout, /^- {4}When Old Elf comes into play, draw a card\.$/m);
    assert.match(r.stdout, /^\+ {4}When Old Elf enters, draw a card\.$/m);
    assert.match(r.stdout, /^- {4}Flash$/m);
    const git = spawnSync("git", ["apply", "-"], { cwd: dir, input: r.stdout, encoding: "utf8" });
    if (git.error) this.skip();
    assert.equal(git.status, 0, git.stderr);
    assert.equal(readFileSync(path.join(dir, "set/a.card"), "utf8"), fixText(FIXABLE, (t) => lintFindings(t)).text);
  });

  it("--fix-dry-run --output-file writes the diff to the file", function () {
    writeFiles(dir, { "a.card": FIXABLE });
    const r = runCli(["lint", "--fix-dry-run", "-o", "fixes.diff"], dir);
    assert.equal(r.code, 1);
    assert.equal(r.stdout, "");
    assert.match(readFileSync(path.join(dir, "fixes.diff"), "utf8"), /^\+ {4}When Old Elf enters, draw a card\.$/m);
  });

  it("--fix with --fix-dry-run is a usage error", function () {
    writeFiles(dir, { "a.card": CARDS.clean });
    assert.equal(runCli(["lint", "--fix", "--fix-dry-run"], dir).code, 2);
  });
});
