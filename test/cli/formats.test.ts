/**
 * Golden files for every output format (test/cli/golden/<format>.*), `--output-file`, and the
 * escaping rules of the github and junit formats. The goldens are the formatters' output for
 * made-up reports (`GOLDEN_REPORTS`), as ESLint tests its formatters, so rewording a rule's
 * message does not change them; the CLI end to end is checked against the same formatters.
 * Regenerate after an intended change: `UPDATE_GOLDEN=1 npx mocha test/cli/formats.test.ts`.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { escapeData, escapeProperty } from "../../cli/src/formats/github";
import { escapeXml } from "../../cli/src/formats/junit";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";
import { colors } from "../../cli/src/colors";
import { loadFormatter } from "../../cli/src/formats/index";
import { FORMATS, GOLDEN_CWD, GOLDEN_EXT, GOLDEN_FILES, GOLDEN_REPORTS } from "./golden-input";

const GOLDEN_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), "golden");
const VERSION = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;

/** Replaces the temporary folder and the version with placeholders. */
function normalize(out: string, dir: string): string {
  return out.split(dir).join("<ROOT>").split(`"${VERSION}"`).join('"<VERSION>"');
}

describe("cli: output formats (golden files)", function () {
  let dir: string;
  before(function () {
    dir = makeTempDir();
    writeFiles(dir, GOLDEN_FILES);
  });
  after(function () {
    removeTempDir(dir);
  });

  for (const format of FORMATS) {
    it(`${format} of made-up findings matches test/cli/golden/${format}.${GOLDEN_EXT[format]}`, async function () {
      const actual = (await loadFormatter(format))!(GOLDEN_REPORTS, { cwd: GOLDEN_CWD, c: colors(false), version: "<VERSION>" });
      const file = path.join(GOLDEN_DIR, `${format}.${GOLDEN_EXT[format]}`);
      if (process.env["UPDATE_GOLDEN"] || !existsSync(file)) {
        writeFileSync(file, actual);
        if (!process.env["UPDATE_GOLDEN"]) assert.fail(`golden file ${file} was missing and has been written; check it and run again`);
      }
      assert.equal(actual, readFileSync(file, "utf8"));
    });
  }

  for (const format of FORMATS) {
    it(`cardscript lint --format ${format} prints the ${format} formatter's text for the real findings`, function () {
      const r = runCli(["lint", "cards", "--format", format], dir);
      assert.equal(r.code, 1, r.stderr);
      const reports = JSON.parse(runCli(["lint", "cards", "--format", "json"], dir).stdout) as { filePath: string; messages: unknown[] }[];
      assert.deepEqual(
        reports.map((x) => [path.relative(dir, x.filePath), x.messages.length]),
        [
          ["cards/clean.card", 0],
          ["cards/mixed.card", 3],
          ["cards/odd, name: 100%.card", 2],
        ],
      );
      const lines = r.stdout.split("\n");
      if (format === "stylish")
        assert.ok(
          lines.some((l) => /^\s+5:26\s+error\s+'during combat' .*impossible-timing$/.test(l)),
          r.stdout,
        );
      if (format === "github")
        assert.ok(
          lines.some((l) => l.startsWith("::error file=cards/odd%2C name%3A 100%25.card,line=1,")),
          r.stdout,
        );
      if (format === "sarif") assert.equal((JSON.parse(r.stdout) as { runs: { results: unknown[] }[] }).runs[0]!.results.length, 5);
      if (format === "junit") assert.equal((r.stdout.match(/<failure /g) ?? []).length, 2, r.stdout);
    });
  }

  it("--output-file writes the report to a file (no colour, nothing on stdout) and keeps the exit code", function () {
    const r = runCli(["lint", "cards", "--format", "json", "--output-file", "reports/out.json"], dir, { FORCE_COLOR: "1" });
    assert.equal(r.code, 1);
    assert.equal(r.stdout, "");
    const written = readFileSync(path.join(dir, "reports", "out.json"), "utf8");
    assert.equal(normalize(written, dir), normalize(runCli(["lint", "cards", "--format", "json"], dir).stdout, dir));
    const stylish = runCli(["lint", "cards", "-o", "out.txt"], dir, { FORCE_COLOR: "1" });
    assert.equal(stylish.stdout, "");
    assert.ok(!readFileSync(path.join(dir, "out.txt"), "utf8").includes("\u001b["), "no ANSI escapes in a file");
  });

  it("--output-file to an unwritable place exits 2", function () {
    writeFiles(dir, { blocker: "a file, not a folder" });
    const r = runCli(["lint", "cards", "--output-file", "blocker/out.txt"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /cannot write .*blocker/);
  });

  it("junit: one test case per card, failures only for errors, and well-formed escaping", function () {
    const xml = readFileSync(path.join(GOLDEN_DIR, "junit.xml"), "utf8");
    assert.equal((xml.match(/<testcase /g) ?? []).length, 6, "3 cards in mixed.card, 1 clean, 1 odd card + its (file) case");
    assert.equal((xml.match(/<failure /g) ?? []).length, 2, "the impossible-timing error and the unknown rule in the directive");
    assert.match(xml, /<testsuites name="cardscript" tests="6" failures="2" errors="0">/);
    assert.match(xml, /name="Tom &amp; &quot;Jerry&quot; &lt;1&gt;"/);
    // Every & starts an entity: the document has no raw markup characters in text.
    assert.ok(!/&(?!(amp|lt|gt|quot|apos);)/.test(xml));
  });

  it("github: escapes data and properties as GitHub requires", function () {
    assert.equal(escapeData("100% done\r\nnext: a,b"), "100%25 done%0D%0Anext: a,b");
    assert.equal(escapeProperty("dir/odd, name: 100%.card"), "dir/odd%2C name%3A 100%25.card");
    const lines = readFileSync(path.join(GOLDEN_DIR, "github.txt"), "utf8").trim().split("\n");
    assert.ok(
      lines.every((l) => /^::(error|warning|notice) file=[^,]+,line=\d+,endLine=\d+,col=\d+,endColumn=\d+,title=[a-z-]+::.+$/.test(l)),
      lines.join("\n"),
    );
    assert.ok(lines.some((l) => l.startsWith("::error file=cards/odd%2C name%3A 100%25.card,line=1,")));
  });

  it("junit escaping drops characters XML cannot hold", function () {
    assert.equal(escapeXml("a\u0001b & <c> \"d\" 'e'"), "ab &amp; &lt;c&gt; &quot;d&quot; &apos;e&apos;");
  });

  it("a clean run prints nothing in stylish and github, and a valid empty report in the others", function () {
    const clean = makeTempDir();
    try {
      writeFiles(clean, { "a.card": CARDS.clean });
      assert.equal(runCli(["lint", "--format", "stylish"], clean).stdout, "");
      assert.equal(runCli(["lint", "--format", "github"], clean).stdout, "");
      assert.deepEqual((JSON.parse(runCli(["lint", "--format", "json"], clean).stdout) as { messages: unknown[] }[])[0]!.messages, []);
      assert.match(runCli(["lint", "--format", "junit"], clean).stdout, /<testcase classname="a.card" name="Grizzly Cub" file="a.card"\/>/);
    } finally {
      removeTempDir(clean);
    }
  });
});
