/**
 * Kind: a file's bytes decoded as UTF-8 with U+FFFD in place of what is not UTF-8
 * (`readFileSync(file, "utf8")`, fflate's `strFromU8`). Every reader of the CLI and the language
 * server now goes through `node-io/decode-text.ts`: it decodes exactly (UTF-8; UTF-16 with a BOM
 * where a format allows it; the encoding an XML declaration names) or says what is wrong and on
 * which line. Before, a UTF-16 Cockatrice file linted as "0 cards" with exit 0, a Latin-1 one
 * imported "Zäp" as "Z\uFFFDp", and a UTF-16 cardscript.json was "Invalid JSON" in the editor.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { decodeBytes, firstInvalidUtf8, NotTextError, xmlDeclaredEncoding } from "../../server/src/node-io/decode-text";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";
import { LspTestClient, type Diagnostic } from "../lsp/client";

const utf16le = (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, "utf16le")]);
const utf16be = (s: string) => Buffer.from(utf16le(s).swap16());
const latin1 = (s: string) => Buffer.from(s, "latin1");

const cockatrice = (encoding: string, name: string) =>
  `<?xml version="1.0" encoding="${encoding}"?>\n<cockatrice_carddatabase version="4"><cards>\n` +
  `<card><name>${name}</name><text>Cast this spell only during combat.</text><prop><type>Sorcery</type><manacost>R</manacost></prop></card>\n` +
  `</cards></cockatrice_carddatabase>\n`;

const forgeScript = (name: string) => `Name:${name}\nManaCost:R\nTypes:Sorcery\nOracle:Cast this spell only during combat.\n`;

describe("kind: bytes are never decoded lossily", function () {
  describe("decodeBytes", function () {
    it("keeps UTF-8 (and its BOM as U+FEFF) exactly", function () {
      assert.equal(decodeBytes(Buffer.from("\uFEFFJötun 🎴")), "\uFEFFJötun 🎴");
    });

    it("decodes UTF-16 LE and BE with a byte order mark when the reader allows it, else says it is UTF-16", function () {
      assert.equal(decodeBytes(utf16le("Jötun\r\n"), { utf16: true }), "\uFEFFJötun\r\n");
      assert.equal(decodeBytes(utf16be("Jötun\r\n"), { utf16: true }), "\uFEFFJötun\r\n");
      assert.throws(
        () => decodeBytes(utf16le("x")),
        (e: unknown) => e instanceof NotTextError && /^is UTF-16 text/.test(e.message),
      );
    });

    it("names the line and byte of the first sequence that is not UTF-8 (also a lone surrogate)", function () {
      assert.throws(
        () => decodeBytes(latin1("a\nb\nJötun")),
        (e: unknown) => e instanceof NotTextError && /is not valid UTF-8 text: line 3 has the byte 0xF6/.test(e.message),
      );
      // CESU-style encoded lone surrogate U+D800: ED A0 80.
      assert.deepEqual(firstInvalidUtf8(Buffer.from([0x61, 0x0a, 0xed, 0xa0, 0x80])), { line: 2, byte: 0xed });
      assert.equal(firstInvalidUtf8(Buffer.from("ok 🎴\n")), undefined);
      assert.deepEqual(firstInvalidUtf8(latin1("a\rb\r\nc\nJötun")), { line: 4, byte: 0xf6 }, "CR, CRLF and LF each end a line");
    });

    it("honours an XML declaration's encoding, ignores a UTF-16 label on ASCII bytes, refuses an unknown one", function () {
      assert.equal(xmlDeclaredEncoding(latin1(cockatrice("ISO-8859-1", "x"))), "iso-8859-1");
      assert.match(decodeBytes(latin1(cockatrice("ISO-8859-1", "Zäp")), { xml: true }), /<name>Zäp<\/name>/);
      assert.match(decodeBytes(Buffer.from(cockatrice("UTF-16", "Zäp")), { xml: true }), /<name>Zäp<\/name>/);
      assert.throws(() => decodeBytes(Buffer.from(cockatrice("x-klingon", "Z")), { xml: true }), /declares the encoding 'x-klingon'/);
    });
  });

  describe("CLI readers", function () {
    let dir: string;
    beforeEach(function () {
      dir = makeTempDir();
    });
    afterEach(function () {
      removeTempDir(dir);
    });

    it("lint in place reads a UTF-16 Cockatrice file (it found no card, exit 0) and a Latin-1 one", function () {
      writeFiles(dir, { "u16.xml": utf16le(cockatrice("UTF-16", "Zap")), "l1.xml": latin1(cockatrice("ISO-8859-1", "Zäp")) });
      for (const file of ["u16.xml", "l1.xml"]) {
        const r = runCli(["lint", file, "--format", "json"], dir);
        assert.equal(r.code, 1, r.stderr);
        const [report] = JSON.parse(r.stdout) as { messages: { ruleId: string; line: number; card: string; messageId?: string }[] }[];
        assert.deepEqual(
          report!.messages.map((m) => [m.messageId ?? m.ruleId, m.line]),
          [
            ["import.count.all", 1],
            ["impossible-timing", 3],
          ],
        );
      }
    });

    it("import keeps a Latin-1 Cockatrice card's name (it was written as 'Z\\uFFFDp')", function () {
      writeFiles(dir, { "l1.xml": latin1(cockatrice("ISO-8859-1", "Zäp")) });
      const r = runCli(["import", "l1.xml", "--out", "out"], dir);
      assert.equal(r.code, 0, r.stderr);
      const text = readFileSync(path.join(dir, "out", readdirSync(path.join(dir, "out"))[0]!), "utf8");
      assert.match(text, /card "Zäp"/);
      assert.doesNotMatch(text, /\uFFFD/);
    });

    it("import reads JSON records that Windows PowerShell wrote as UTF-16, and refuses Latin-1 records with the line", function () {
      const record = JSON.stringify({ name: "Jötun Grunt", type: "Creature — Giant", power: "4", toughness: "4" });
      writeFiles(dir, { "ps.jsonl": utf16le(`${record}\r\n`), "l1.jsonl": latin1(`{"name":"A","type":"Instant"}\n${record}\n`) });
      const ok = runCli(["import", "ps.jsonl", "--out", "out"], dir);
      assert.equal(ok.code, 0, ok.stderr);
      assert.match(readFileSync(path.join(dir, "out", "jotun-grunt.card"), "utf8"), /card "Jötun Grunt"/);
      const bad = runCli(["import", "l1.jsonl", "--out", "out2"], dir);
      assert.equal(bad.code, 2);
      assert.match(bad.stderr, /l1\.jsonl is not valid UTF-8 text: line 2 has the byte 0xF6/);
    });

    it("a Forge folder: a Windows-1252 script is read as such with a warning; one that is no text is an error of that file (exit 1), the others are linted and imported", function () {
      writeFiles(dir, {
        "forge/jotun.txt": latin1(forgeScript("Jötun")),
        "forge/bolt_sorcery.txt": forgeScript("Bolt Sorcery"),
        // 0x81 is no character in Windows-1252 and no UTF-8: the file cannot be decoded.
        "forge/broken.txt": Buffer.concat([Buffer.from("Name:Broken\nOracle:"), Buffer.from([0x81, 0x0a])]),
      });
      const lint = runCli(["lint", "forge", "--format", "json"], dir);
      assert.equal(lint.code, 1, lint.stderr);
      assert.equal(lint.stderr, "");
      const reports = JSON.parse(lint.stdout) as {
        filePath: string;
        messages: { ruleId: string; messageId?: string; severityName: string; line: number }[];
      }[];
      assert.deepEqual(
        reports.map((r) => [path.basename(r.filePath), r.messages.map((m) => [m.messageId ?? m.ruleId, m.severityName, m.line])]),
        [
          [
            "bolt_sorcery.txt",
            [
              ["import.count.all", "info", 1],
              ["impossible-timing", "error", 4],
            ],
          ],
          ["broken.txt", [["import.file.undecodable", "error", 2]]],
          [
            "jotun.txt",
            [
              ["import.file.windows1252", "warning", 1],
              ["impossible-timing", "error", 4],
            ],
          ],
        ],
      );
      const imp = runCli(["import", "forge", "--out", "out"], dir);
      assert.equal(imp.code, 1, imp.stderr);
      assert.match(
        imp.stderr,
        /broken\.txt:2: error: this file is not valid UTF-8 text: line 2 has the byte 0x81.*none of its cards can be read/,
      );
      assert.match(imp.stderr, /jotun\.txt:1: warning: not UTF-8 \(line 1 has a byte UTF-8 does not allow\): read as Windows-1252/);
      assert.deepEqual(readdirSync(path.join(dir, "out")).sort(), ["bolt-sorcery.card", "jotun.card"]);
    });

    it("a UTF-16 .card file or cardscript.json is named as UTF-16, not as garbage", function () {
      writeFiles(dir, { "a/x.card": utf16le(CARDS.error), "b/cardscript.json": utf16le("{}"), "b/y.card": CARDS.error });
      const card = runCli(["lint", "a"], dir);
      assert.equal(card.code, 2);
      assert.match(card.stderr, /x\.card is UTF-16 text \(it starts with a UTF-16 byte order mark\), not UTF-8/);
      const config = runCli(["lint", "b"], dir);
      assert.equal(config.code, 2);
      assert.match(config.stderr, /cannot read config .*cardscript\.json: is UTF-16 text/);
    });
  });

  describe("language server readers", function () {
    let dir: string;
    let client: LspTestClient;
    afterEach(async function () {
      await client?.dispose();
      removeTempDir(dir);
    });

    it("a UTF-16 cardscript.json is reported as UTF-16 (it was 'Invalid JSON'), without a stack trace", async function () {
      dir = makeTempDir();
      writeFileSync(path.join(dir, "cardscript.json"), utf16le('{ "rules": {} }'));
      client = await LspTestClient.start({
        rootUri: pathToFileURL(dir).href,
        workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "w" }],
      });
      const configUri = pathToFileURL(path.join(dir, "cardscript.json")).href;
      await client.open(pathToFileURL(path.join(dir, "a.card")).href, CARDS.error);
      const ds: Diagnostic[] = (await client.latestOrNextDiagnostics(configUri)).diagnostics;
      assert.equal(ds.length, 1);
      assert.match(ds[0]!.message, /^Cannot read cardscript\.json: is UTF-16 text/);
      assert.doesNotMatch(ds[0]!.message, /\n\s+at /);
    });

    it("leaves a workspace file that is not UTF-8 out of the card-name index, as the CLI leaves it out", async function () {
      dir = makeTempDir();
      // Same card name as the open document, plus a Latin-1 byte: the CLI refuses this file, so it must not count.
      writeFileSync(path.join(dir, "old.card"), latin1(`# Jötun\n${CARDS.error}`));
      writeFileSync(path.join(dir, "good.card"), CARDS.clean);
      client = await LspTestClient.start({
        rootUri: pathToFileURL(dir).href,
        workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "w" }],
      });
      const uri = pathToFileURL(path.join(dir, "mine.card")).href;
      // The clean card's name is the positive control: once it is reported, the index is built.
      const text = `${CARDS.clean}\n${CARDS.error}`;
      await client.open(uri, text);
      const dupes = (ds: Diagnostic[]) => ds.filter((d) => d.code === "duplicate-card-name" && /defined in/.test(d.message));
      // The workspace scan may end before or after the first publish: take the first one that shows it.
      const ds = dupes((await client.latestOrNextDiagnostics(uri, (p) => dupes(p.diagnostics).length > 0)).diagnostics);
      assert.deepEqual(
        ds.map((d) => d.message.match(/defined in (\S+)/)![1]),
        ["good.card"],
      );
    });
  });
});
