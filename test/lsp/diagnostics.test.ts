import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
/**
 * Protocol tests: the built server over stdio publishes the core's findings as diagnostics with
 * exact ranges (0-based lines, UTF-16 columns), codes, sources, doc links and tags, and keeps
 * them right through incremental edits, CRLF, a BOM, tabs and surrogate pairs.
 */
import assert from "node:assert/strict";
import { LspTestClient, positionOf, rangeOf, testUri, type Diagnostic } from "./client";

/** A sorcery restricted to combat: impossible-timing on "during combat". */
const BAD_SORCERY = [
  'card "Combat Trick Gone Wrong" {',
  "  cost: {1}{R}",
  "  type: Sorcery",
  "  text:",
  "    Cast this spell only during combat.",
  "    Combat Trick Gone Wrong deals 2 damage to any target.",
  "}",
  "",
].join("\n");

function only(diagnostics: Diagnostic[], code: string): Diagnostic {
  const hits = diagnostics.filter((d) => d.code === code);
  assert.equal(hits.length, 1, `expected one ${code}, got ${JSON.stringify(diagnostics, null, 1)}`);
  return hits[0]!;
}

describe("LSP: diagnostics over stdio", () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  it("announces incremental sync and its name in initialize", () => {
    const { capabilities, serverInfo } = client.initializeResult;
    assert.deepEqual(capabilities.textDocumentSync, { openClose: true, change: 2 });
    assert.equal(serverInfo?.name, "cardscript-language-server");
  });

  it("didOpen publishes impossible-timing with code, source, doc link, severity and exact range", async () => {
    const uri = testUri("open");
    const published = await client.open(uri, BAD_SORCERY);
    assert.equal(published.version, 1);
    const d = only(published.diagnostics, "impossible-timing");
    assert.deepEqual(d.range, { start: { line: 4, character: 25 }, end: { line: 4, character: 38 } });
    assert.deepEqual(d.range, rangeOf(BAD_SORCERY, "during combat"));
    assert.equal(d.severity, 1);
    assert.equal(d.source, "cardscript");
    // The server links to the docs shipped beside its bundle, as a file: URI that exists.
    const href = d.codeDescription!.href;
    assert.match(href, /^file:\/\/.*\/docs\/rules\/impossible-timing\.md$/);
    assert.ok(existsSync(fileURLToPath(href)), `${href} does not exist`);
    assert.match(d.message, /307\.1/);
    assert.equal(d.tags, undefined);
    assert.equal(published.diagnostics.length, 1, JSON.stringify(published.diagnostics));
    await client.close(uri);
  });

  it("incremental didChange removes the error when fixed and shows it again when reintroduced", async () => {
    const uri = testUri("incremental");
    await client.open(uri, BAD_SORCERY);
    const typeRange = rangeOf(BAD_SORCERY, "Sorcery");

    const fixed = await client.change(uri, [{ range: typeRange, text: "Instant" }]);
    assert.equal(fixed.version, 2);
    assert.deepEqual(fixed.diagnostics, []);

    const broken = await client.change(uri, [{ range: typeRange, text: "Sorcery" }]);
    assert.equal(broken.version, 3);
    assert.deepEqual(only(broken.diagnostics, "impossible-timing").range, rangeOf(BAD_SORCERY, "during combat"));

    // Insert a line above: the diagnostic moves down one line, same columns.
    const shifted = await client.change(uri, [
      { range: { start: { line: 4, character: 0 }, end: { line: 4, character: 0 } }, text: "    Flying\n" },
    ]);
    assert.deepEqual(only(shifted.diagnostics, "impossible-timing").range, {
      start: { line: 5, character: 25 },
      end: { line: 5, character: 38 },
    });

    // Two changes in one notification apply in order: delete the inserted line, then retype the restriction.
    const both = await client.change(uri, [
      { range: { start: { line: 4, character: 0 }, end: { line: 5, character: 0 } }, text: "" },
      { range: { start: { line: 4, character: 25 }, end: { line: 4, character: 38 } }, text: "during your upkep" },
    ]);
    const unknown = only(both.diagnostics, "unknown-step");
    assert.deepEqual(unknown.range, { start: { line: 4, character: 37 }, end: { line: 4, character: 42 } });
    await client.close(uri);
  });

  it("didClose publishes an empty list", async () => {
    const uri = testUri("close");
    const opened = await client.open(uri, BAD_SORCERY);
    assert.equal(opened.diagnostics.length, 1);
    const closed = await client.close(uri);
    assert.deepEqual(closed.diagnostics, []);
    assert.equal(closed.version, undefined);
  });

  it("marks obsolete wording Deprecated and redundant timing Unnecessary, with their severities", async () => {
    const uri = testUri("tags");
    const text = [
      'card "Old Words" {',
      "  type: Instant",
      "  text:",
      "    Flash",
      "    When Old Words comes into play, draw a card.",
      "}",
      "",
    ].join("\n");
    const { diagnostics } = await client.open(uri, text);
    const redundant = only(diagnostics, "redundant-timing");
    assert.equal(redundant.severity, 3);
    assert.deepEqual(redundant.tags, [1]);
    assert.deepEqual(redundant.range, rangeOf(text, "Flash"));
    const obsolete = only(diagnostics, "obsolete-wording");
    assert.equal(obsolete.severity, 2);
    assert.deepEqual(obsolete.tags, [2]);
    assert.deepEqual(obsolete.range, rangeOf(text, "comes into play"));
    await client.close(uri);
  });

  describe("positions", () => {
    it("counts an emoji (surrogate pair) before the error as two UTF-16 columns", async () => {
      const uri = testUri("emoji");
      const text = BAD_SORCERY.replace("    Cast this spell", "    🔥🔥 Cast this spell");
      const { diagnostics } = await client.open(uri, text);
      // "    🔥🔥 " = 4 + 2×2 + 1 = 9 columns before "Cast"; "during combat" starts 21 later.
      assert.deepEqual(only(diagnostics, "impossible-timing").range, {
        start: { line: 4, character: 30 },
        end: { line: 4, character: 43 },
      });
      assert.deepEqual(only(diagnostics, "impossible-timing").range, rangeOf(text, "during combat"));
      // An edit after the emoji, addressed in UTF-16 columns, lands where intended.
      const edited = await client.change(uri, [{ range: rangeOf(text, "combat."), text: "your upkep." }]);
      assert.deepEqual(only(edited.diagnostics, "unknown-step").range, {
        start: { line: 4, character: 42 },
        end: { line: 4, character: 47 },
      });
      await client.close(uri);
    });

    it("handles CRLF line ends", async () => {
      const uri = testUri("crlf");
      const text = BAD_SORCERY.replace(/\n/g, "\r\n");
      const opened = await client.open(uri, text);
      assert.deepEqual(only(opened.diagnostics, "impossible-timing").range, {
        start: { line: 4, character: 25 },
        end: { line: 4, character: 38 },
      });
      const fixed = await client.change(uri, [{ range: rangeOf(text, "Sorcery"), text: "Instant" }]);
      assert.deepEqual(fixed.diagnostics, []);
      // Insert a CRLF line at the end of "  text:" and make it a sorcery again: the error is one line lower.
      const split = await client.change(uri, [
        { range: { start: { line: 3, character: 7 }, end: { line: 3, character: 7 } }, text: "\r\n    Draw a card." },
        { range: rangeOf(text, "Sorcery"), text: "Sorcery" },
      ]);
      assert.deepEqual(only(split.diagnostics, "impossible-timing").range, {
        start: { line: 5, character: 25 },
        end: { line: 5, character: 38 },
      });
      await client.close(uri);
    });

    it("counts a leading BOM as a column of line 0", async () => {
      const uri = testUri("bom");
      const text = '\uFEFFcrad "Typo" {\n  type: Sorcery\n}\n';
      const { diagnostics } = await client.open(uri, text);
      const first = diagnostics.find((d) => d.code === "syntax-error");
      assert.ok(first, JSON.stringify(diagnostics));
      assert.deepEqual(first.range.start, { line: 0, character: 1 });
      assert.deepEqual(first.range.start, positionOf(text, "crad"));

      const uri2 = testUri("bom-2");
      const text2 = "\uFEFF" + BAD_SORCERY;
      const opened = await client.open(uri2, text2);
      assert.deepEqual(only(opened.diagnostics, "impossible-timing").range, rangeOf(text2, "during combat"));
      await client.close(uri);
      await client.close(uri2);
    });

    it("counts a tab as one column", async () => {
      const uri = testUri("tabs");
      const text = BAD_SORCERY.replace(/^ {4}/gm, "\t\t").replace(/^ {2}/gm, "\t");
      const { diagnostics } = await client.open(uri, text);
      assert.deepEqual(only(diagnostics, "impossible-timing").range, {
        start: { line: 4, character: 23 },
        end: { line: 4, character: 36 },
      });
      await client.close(uri);
    });
  });

  it("publishes an empty list for an empty document and lints text typed into it", async () => {
    const uri = testUri("empty");
    const opened = await client.open(uri, "");
    assert.deepEqual(opened.diagnostics, []);
    const typed = await client.change(uri, [
      { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: BAD_SORCERY },
    ]);
    assert.deepEqual(only(typed.diagnostics, "impossible-timing").range, rangeOf(BAD_SORCERY, "during combat"));
    const emptied = await client.change(uri, [{ text: "" }]);
    assert.deepEqual(emptied.diagnostics, []);
    await client.close(uri);
  });

  it("keeps documents apart", async () => {
    const a = testUri("apart-a");
    const b = testUri("apart-b");
    await client.open(a, BAD_SORCERY);
    const other = await client.open(b, BAD_SORCERY.replace("Sorcery", "Instant"));
    assert.deepEqual(other.diagnostics, []);
    const again = await client.change(a, [{ range: rangeOf(BAD_SORCERY, "combat."), text: "combat!" }]);
    assert.equal(again.diagnostics.length, 1);
    await client.close(a);
    await client.close(b);
  });

  it("shuts down cleanly on shutdown + exit", async () => {
    const own = await LspTestClient.start();
    try {
      await own.shutdown();
      assert.equal(own.exit?.code, 0);
    } finally {
      await own.dispose();
    }
  });
});
