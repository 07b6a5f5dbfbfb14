/**
 * `cardscript format [--check | --write]`: the editor's formatter over files, folders and globs.
 * Run `npm run build` first (the tests run the built CLI).
 */
import assert from "node:assert/strict";
import { chmodSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formattingWords } from "../../server/src/core/features/formatting";
import { formatDocument } from "../../server/src/app/service";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

/** Correct content, laid out badly: fields out of order, 4-space indents, trailing spaces, no final newline. */
const MESSY = `card "Quiet Study" {
    type: Instant   
    cost: {1}{U}
    text:
        Draw a card.
}`;
const TIDY = `card "Lone Scholar" {
  cost: {U}
  type: Creature — Human Wizard
  stats: 1/1
  text:
    Flying
}
`;
const BROKEN = `card "Half" {
  cost: {U}
  text:
`;

describe("cli: format", function () {
  this.timeout(30_000);
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
    writeFiles(dir, { "a/messy.card": MESSY, "a/tidy.card": TIDY });
  });
  afterEach(() => removeTempDir(dir));

  it("tidy already formats as itself (the fixture is what the formatter writes)", () => {
    const r = formatDocument(TIDY);
    assert.ok(r.ok);
    assert.equal(r.text, TIDY);
  });

  it("--check lists the files that would change, exits 1 and writes nothing", () => {
    const r = runCli(["format", "--check", "a"], dir);
    assert.equal(r.code, 1, r.stderr);
    assert.equal(r.stdout, `${path.join("a", "messy.card")}\n`);
    assert.match(r.stderr, /1 file would be reformatted/);
    assert.equal(readFileSync(path.join(dir, "a/messy.card"), "utf8"), MESSY);
  });

  it("--check exits 0 when every file is formatted", () => {
    const r = runCli(["format", "--check", "a/tidy.card"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, "");
  });

  it("--write rewrites in place (same inode and mode), keeps every word, and --check then passes", () => {
    const file = path.join(dir, "a/messy.card");
    chmodSync(file, 0o640);
    const before = statSync(file);
    const r = runCli(["format", "--write", "a/**/*.card"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, `${path.join("a", "messy.card")}\n`);
    const after = statSync(file);
    assert.equal(after.ino, before.ino, "written into the existing file");
    assert.equal(after.mode & 0o777, 0o640);
    const text = readFileSync(file, "utf8");
    assert.equal(text, 'card "Quiet Study" {\n  cost: {1}{U}\n  type: Instant\n  text:\n    Draw a card.\n}\n');
    // Fields move (cost before type); the words themselves are the same, none added or dropped.
    assert.deepEqual(formattingWords(text).sort(), formattingWords(MESSY).sort());
    assert.equal(readFileSync(path.join(dir, "a/tidy.card"), "utf8"), TIDY, "a formatted file is not touched");
    assert.equal(runCli(["format", "--check", "a"], dir).code, 0);
  });

  it("without a flag prints the formatted text", () => {
    const r = runCli(["format", "a/messy.card"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, formatDocument(MESSY).ok ? (formatDocument(MESSY) as { text: string }).text : "");
  });

  it("leaves a file with syntax errors alone, says so, exits 2, and formats the others", () => {
    writeFiles(dir, { "a/broken.card": BROKEN });
    const r = runCli(["format", "--write", "a"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /broken\.card has syntax errors; left as it is/);
    assert.equal(readFileSync(path.join(dir, "a/broken.card"), "utf8"), BROKEN);
    assert.notEqual(readFileSync(path.join(dir, "a/messy.card"), "utf8"), MESSY);
  });

  it("keeps CRLF line ends and a BOM", () => {
    writeFileSync(path.join(dir, "a/messy.card"), `\uFEFF${MESSY.replace(/\n/g, "\r\n")}`);
    assert.equal(runCli(["format", "--write", "a/messy.card"], dir).code, 0);
    const text = readFileSync(path.join(dir, "a/messy.card"), "utf8");
    assert.ok(text.startsWith("\uFEFFcard"));
    assert.ok(!/[^\r]\n/.test(text), "every line ends in CRLF");
  });

  it("honours .gitignore and ignorePatterns as lint does (--no-ignore formats them)", () => {
    writeFiles(dir, { "cardscript.json": JSON.stringify({ ignorePatterns: ["a/messy.card"] }) });
    assert.equal(runCli(["format", "--check"], dir).code, 0);
    assert.equal(runCli(["format", "--check", "--no-ignore"], dir).code, 1);
  });

  it("refuses --check with --write (usage error)", () => {
    const r = runCli(["format", "--check", "--write", "a"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /cannot be used together/);
  });

  it("speaks the run's language", () => {
    const r = runCli(["format", "--check", "a", "--locale", "de"], dir);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /das Format von 1 Datei würde sich ändern/);
  });
});
