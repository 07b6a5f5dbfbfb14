/**
 * Kind: a designer's file whose cards are lost without a word. A Cockatrice file with a malformed
 * XML declaration imported 0 cards with one `info` and exit 0, so CI passed with every card lost.
 * Every import and in-place lint now says how many cards each source holds (counted on the text:
 * `<card>` start tags, `card:` blocks, scripts with a `Name:` line) and how many were read: all is
 * an info, fewer a warning with both counts, none an error (lint and import exit 1). Reading
 * recovers where the author's intent is clear (a malformed declaration) and says so.
 */
import assert from "node:assert/strict";
import { cardCountWarning } from "../../server/src/core/import/card-count";
import { cardStartTags, readCockatrice } from "../../server/src/games/mtg/formats/cockatrice";
import { cardBlockLines, readMseSet } from "../../server/src/games/mtg/formats/mse";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

const card = (name: string, text = "Draw a card.") => `<card>\n<name>${name}</name>\n<type>Instant</type>\n<text>${text}</text>\n</card>\n`;
const db = (decl: string, cards: string) =>
  `${decl}\n<cockatrice_carddatabase version="3">\n<cards>\n${cards}</cards>\n</cockatrice_carddatabase>\n`;

interface Message {
  ruleId: string;
  messageId?: string;
  severityName: string;
  line: number;
  message: string;
}
const lintJson = (dir: string, ...paths: string[]) => {
  const r = runCli(["lint", ...paths, "--format", "json"], dir);
  return { code: r.code, stderr: r.stderr, reports: JSON.parse(r.stdout || "[]") as { filePath: string; messages: Message[] }[] };
};
const counts = (messages: Message[]) =>
  messages.filter((m) => m.messageId?.startsWith("import.count")).map((m) => [m.messageId, m.severityName, m.line, m.message]);

describe("kind: no card is lost in silence", function () {
  describe("counting what a source holds", function () {
    it("counts <card> start tags outside comments and CDATA, not <cards>", function () {
      assert.equal(cardStartTags(db("", card("A") + card("B")) + "<!-- <card> -->"), 2);
      assert.equal(cardStartTags("<cards><card id='1'><![CDATA[<card>]]></card></cards>"), 1);
      // An unclosed comment is not trusted to hide cards: they are still counted (and lost).
      assert.equal(cardStartTags("<!-- draft\n" + card("A")), 1);
    });

    it("counts MSE `card:` lines at the outer level only (CRLF and a BOM allowed)", function () {
      assert.equal(cardBlockLines("\uFEFFmse version: 0.3.8\r\ncard:\r\n\tname: A\r\ncard:\r\n\trule text:\r\n\t\tcard:\r\n"), 2);
    });

    it("words the count: all read is info, fewer a warning with both counts, none an error, an empty source info", function () {
      const source = { file: "f.xml", line: 1 };
      assert.deepEqual(cardCountWarning({ source, held: 3, read: 3 }), {
        messageId: "import.count.all",
        data: { count: 3 },
        source,
        severity: "info",
      });
      assert.deepEqual(cardCountWarning({ source, held: 3, read: 2 }), {
        messageId: "import.count.fewer",
        data: { count: 3, read: 2, lost: 1 },
        source,
        severity: "warning",
      });
      assert.deepEqual(cardCountWarning({ source, held: 3, read: 0 }), {
        messageId: "import.count.none",
        data: { count: 3 },
        source,
        severity: "error",
      });
      assert.equal(cardCountWarning({ source, held: 0, read: 0 }).messageId, "import.count.empty");
    });
  });

  describe("readers", function () {
    for (const decl of ['<?xml version="1.0" encoding="UTF-8">', '<xml version="1.0" encoding="UTF-8"?>', '\n\n<?xml version="1.0"?>']) {
      it(`recovers every card after a malformed XML declaration ${JSON.stringify(decl)} and says so on its line`, function () {
        const r = readCockatrice(db(decl, card("A") + card("B")), "f.xml");
        assert.deepEqual(
          r.cards.map((c) => c.name),
          ["A", "B"],
        );
        const note = r.warnings.find((w) => w.messageId === "import.cockatrice.badDeclaration")!;
        assert.equal(note.severity, "warning");
        assert.equal(note.source.line, decl.startsWith("\n") ? 3 : 1);
        assert.deepEqual(r.counts, [{ source: { file: "f.xml", line: 1 }, held: 2, read: 2 }]);
      });
    }

    it("leaves a well-formed declaration alone", function () {
      const r = readCockatrice(db('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>', card("A")), "f.xml");
      assert.deepEqual(
        r.warnings.map((w) => w.messageId),
        [],
      );
    });

    it("a <card> without <name> is a warning on its line and counted as not read", function () {
      const r = readCockatrice(db("", card("A") + "<card>\n<type>Instant</type>\n</card>\n"), "f.xml");
      assert.deepEqual(
        r.warnings.map((w) => [w.messageId, w.severity, w.source.line]),
        [["import.cockatrice.cardWithoutName", "warning", 9]],
      );
      assert.deepEqual(r.counts![0], { source: { file: "f.xml", line: 1 }, held: 2, read: 1 });
    });

    it("a repeated <card> opener is no card the file holds", function () {
      const r = readCockatrice(db("", "<card>\n" + card("A")), "f.xml");
      assert.deepEqual(r.counts![0]!.held, 1);
    });

    it("an MSE include file that is missing is a warning and its card counts as lost", function () {
      const r = readMseSet({
        setFile: "set",
        setText: "mse_version: 2.0.2\ngame: magic\ninclude_file: card a\ninclude_file: card b\n",
        readIncluded: (name) =>
          name === "card a" ? { file: "card a", text: "mse_version: 2.0.2\ncard:\n\tname: A\n\tsuper_type: Instant\n" } : undefined,
      });
      assert.deepEqual(
        r.warnings.map((w) => [w.messageId, w.severity, w.source.line]),
        [["import.mse.includeMissing", "warning", 4]],
      );
      assert.deepEqual(r.counts, [{ source: { file: "set", line: 1 }, held: 2, read: 1 }]);
    });
  });

  describe("CLI", function () {
    let dir: string;
    beforeEach(function () {
      dir = makeTempDir();
    });
    afterEach(function () {
      removeTempDir(dir);
    });

    it("lint: a malformed declaration is recovered (exit 0, every card read, a warning on line 1)", function () {
      writeFiles(dir, { "set.xml": db('<?xml version="1.0" encoding="UTF-8">', card("A") + card("B")) });
      const r = lintJson(dir, "set.xml");
      assert.equal(r.code, 0, r.stderr);
      const messages = r.reports[0]!.messages;
      assert.deepEqual(
        messages.map((m) => [m.messageId, m.severityName, m.line]),
        [
          ["import.cockatrice.badDeclaration", "warning", 1],
          ["import.count.all", "info", 1],
        ],
      );
    });

    it("lint: cards lost is a warning with both counts; all lost is an error on line 1 and exit 1", function () {
      writeFiles(dir, {
        "some.xml": db("", card("A") + "<card>\n<text>no name</text>\n</card>\n"),
        // An unclosed comment swallows every card after it.
        "none.xml": db("<!-- draft", card("A") + card("B")),
      });
      const some = lintJson(dir, "some.xml");
      assert.equal(some.code, 0, some.stderr);
      assert.deepEqual(counts(some.reports[0]!.messages), [
        ["import.count.fewer", "warning", 1, "only 1 of the 2 cards in the source read; 1 not read (see the other messages of this file)"],
      ]);
      const none = lintJson(dir, "none.xml");
      assert.equal(none.code, 1, none.stderr);
      assert.deepEqual(counts(none.reports[0]!.messages), [
        ["import.count.none", "error", 1, "the source holds 2 cards and none was read (see the other messages of this file)"],
      ]);
      // --max-warnings 0 makes a partial loss fail CI too.
      assert.equal(runCli(["lint", "some.xml", "--max-warnings", "0"], dir).code, 1);
    });

    it("lint: the count follows --locale", function () {
      writeFiles(dir, { "none.xml": db("<!-- draft", card("A")) });
      const de = runCli(["lint", "none.xml", "--locale", "de"], dir);
      assert.match(de.stdout, /die Quelle enthält 1 Karte, und keine wurde gelesen/);
      const es = runCli(["lint", "none.xml", "--locale", "es"], dir);
      assert.match(es.stdout, /la fuente contiene 1 carta y no se leyó ninguna/);
    });

    it("import: prints the count of every source; none read exits 1, all read exits 0", function () {
      writeFiles(dir, { "ok.xml": db("", card("A") + card("B")), "none.xml": db("<!-- draft", card("A")) });
      const ok = runCli(["import", "ok.xml", "--out", "out"], dir);
      assert.equal(ok.code, 0, ok.stderr);
      assert.match(ok.stderr, /ok\.xml:1: info: all 2 cards read; the source holds 2/);
      const none = runCli(["import", "none.xml", "--out", "out2"], dir);
      assert.equal(none.code, 1, none.stderr);
      assert.match(none.stderr, /none\.xml:1: error: the source holds 1 card and none was read/);
    });

    it("lint: an MSE folder set with a missing include file names it and counts the lost card", function () {
      writeFiles(dir, {
        "s.mse-set/set": "mse_version: 2.0.2\ngame: magic\ninclude_file: card a\ninclude_file: card b\n",
        "s.mse-set/card a": "mse_version: 2.0.2\ncard:\n\tname: A\n\tsuper_type: Instant\n\trule_text: Draw a card.\n",
      });
      const r = lintJson(dir, "s.mse-set");
      assert.equal(r.code, 0, r.stderr);
      const set = r.reports.find((x) => x.filePath.endsWith("set"))!;
      assert.deepEqual(
        set.messages.map((m) => [m.messageId, m.severityName, m.line]),
        [
          ["import.count.fewer", "warning", 1],
          ["import.mse.includeMissing", "warning", 4],
        ],
      );
    });
  });
});
