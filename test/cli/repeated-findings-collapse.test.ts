/**
 * Repeated findings: one message id on many cards of one file shows once in `stylish` with the
 * count and lines (every one stays in JSON and SARIF), and `cardscript.json`'s `messages` turns a
 * message id off or changes its severity.
 */
import assert from "node:assert/strict";
import { parseConfig } from "../../server/src/app/config";
import { collapseRepeats, COLLAPSE_AT } from "../../cli/src/formats/stylish";
import type { LintMessage } from "../../cli/src/lint/report";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const naCard = (name: string) => `<card>\n<name>${name}</name>\n<type>Instant</type>\n<text> NA </text>\n</card>\n`;
const db = (cards: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_carddatabase version="3">\n<cards>\n${cards}</cards>\n</cockatrice_carddatabase>\n`;
const message = (line: number, card: string | null, messageId?: string, ruleId = "import"): LintMessage => ({
  ruleId,
  severity: 0,
  severityName: "info",
  message: `m${line}`,
  line,
  column: 1,
  endLine: line,
  endColumn: 2,
  card,
  ...(messageId ? { messageId } : {}),
});

describe("cli: repeated findings collapse in stylish; config turns a message id off", function () {
  describe("collapseRepeats", function () {
    it(`collapses one message id on ${COLLAPSE_AT} or more cards into its first message, keeping order`, function () {
      const ms = [
        message(1, null, "import.count.all"),
        ...Array.from({ length: COLLAPSE_AT }, (_, i) => message(10 + i, `C${i}`, "import.cockatrice.naText")),
        message(20, "C0", "import.cockatrice.badPt"),
      ];
      const rows = collapseRepeats(ms);
      assert.deepEqual(
        rows.map((r) => [r.m.line, r.more.map((x) => x.line)]),
        [
          [1, []],
          [10, [11, 12, 13, 14]],
          [20, []],
        ],
      );
    });

    it("keeps every row when fewer cards carry it, when the cards are the same, or when severities differ", function () {
      const few = Array.from({ length: COLLAPSE_AT - 1 }, (_, i) => message(i + 1, `C${i}`, "import.cockatrice.naText"));
      assert.equal(collapseRepeats(few).length, COLLAPSE_AT - 1);
      const oneCard = Array.from({ length: COLLAPSE_AT + 2 }, (_, i) => message(i + 1, "Same", "import.cockatrice.naText"));
      assert.equal(collapseRepeats(oneCard).length, COLLAPSE_AT + 2);
      // Rule findings group by rule id (they carry no messageId).
      const rules = Array.from({ length: COLLAPSE_AT }, (_, i) => message(i + 1, `C${i}`, undefined, "missing-field"));
      assert.equal(collapseRepeats(rules).length, 1);
    });
  });

  describe("config 'messages'", function () {
    it("accepts known import message ids with a severity, and names unknown ids and bad values", function () {
      const ok = parseConfig('{ "messages": { "import.cockatrice.naText": "off", "import.count.fewer": "error" } }');
      assert.deepEqual(ok.problems, []);
      assert.deepEqual(ok.config.messages, { "import.cockatrice.naText": "off", "import.count.fewer": "error" });
      const bad = parseConfig('{ "messages": { "import.cockatrice.naTxt": "off", "import.count.all": "loud" } }');
      assert.deepEqual(
        bad.problems.map((p) => p.message),
        [
          "Unknown message id 'import.cockatrice.naTxt'. Did you mean 'import.cockatrice.naText'? The ids are those of 'messageId' in '--format json'.",
          'Severity of \'import.count.all\' must be "off", "info", "warning" or "error", found \'loud\'.',
        ],
      );
      assert.deepEqual(parseConfig('{ "messages": [] }').problems.length, 1);
    });
  });

  describe("CLI", function () {
    let dir: string;
    beforeEach(function () {
      dir = makeTempDir();
      writeFiles(dir, { "set.xml": db(Array.from({ length: 6 }, (_, i) => naCard(`Card ${i}`)).join("")) });
    });
    afterEach(function () {
      removeTempDir(dir);
    });

    it("stylish shows the 6 'NA' infos once with the count and lines; JSON and SARIF keep all 6", function () {
      const stylish = runCli(["lint", "set.xml"], dir);
      assert.equal(stylish.code, 0, stylish.stderr);
      const rows = stylish.stdout.split("\n").filter((l) => /rules text 'NA'/.test(l));
      assert.equal(rows.length, 1);
      assert.match(
        rows[0]!,
        /^\s+7:1\s+info\s+rules text 'NA' \(no text\) skipped \(and 5 more like it in this file, on lines 12, 17, 22, 27, 32; --format json lists each\)\s+import$/,
      );
      assert.match(stylish.stdout, /7 problems \(0 errors, 0 warnings, 7 info\)/);
      const json = JSON.parse(runCli(["lint", "set.xml", "--format", "json"], dir).stdout) as { messages: { messageId?: string }[] }[];
      assert.equal(json[0]!.messages.filter((m) => m.messageId === "import.cockatrice.naText").length, 6);
      const sarif = JSON.parse(runCli(["lint", "set.xml", "--format", "sarif"], dir).stdout) as { runs: { results: unknown[] }[] };
      assert.equal(sarif.runs[0]!.results.length, 7);
    });

    it("the collapsed row follows --locale", function () {
      const de = runCli(["lint", "set.xml", "--locale", "de"], dir);
      assert.match(de.stdout, /und 5 weitere dieser Art in dieser Datei, in den Zeilen 12, 17, 22, 27, 32/);
    });

    it("cardscript.json 'messages' turns a message id off, or raises it to an error (exit 1)", function () {
      writeFiles(dir, { "cardscript.json": '{ "messages": { "import.cockatrice.naText": "off" } }' });
      const off = runCli(["lint", "set.xml", "--format", "json"], dir);
      assert.equal(off.code, 0, off.stderr);
      const ids = (JSON.parse(off.stdout) as { messages: { messageId?: string }[] }[])[0]!.messages.map((m) => m.messageId);
      assert.deepEqual(ids, ["import.count.all"]);
      writeFiles(dir, { "cardscript.json": '{ "messages": { "import.cockatrice.naText": "error" } }' });
      assert.equal(runCli(["lint", "set.xml"], dir).code, 1);
      writeFiles(dir, { "cardscript.json": '{ "messages": { "import.nope": "off" } }' });
      const bad = runCli(["lint", "set.xml"], dir);
      assert.equal(bad.code, 2);
      assert.match(bad.stderr, /Unknown message id 'import\.nope'/);
    });
  });
});
