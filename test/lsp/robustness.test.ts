/**
 * Protocol tests: malformed edits, garbage messages and huge documents never crash the server;
 * afterwards it still answers requests and lints correctly.
 */
import assert from "node:assert/strict";
import { MAX_LINT_CHARS } from "../../server/src/lsp/document-store";
import { MAX_DIAGNOSTICS_PER_DOCUMENT } from "../../server/src/lsp/features/diagnostics";
import { LspTestClient, rangeOf, testUri } from "./client";

const BAD_SORCERY = [
  'card "Combat Trick Gone Wrong" {',
  "  type: Sorcery",
  "  text:",
  "    Cast this spell only during combat.",
  "}",
  "",
].join("\n");
const ERROR_RANGE = { start: { line: 3, character: 25 }, end: { line: 3, character: 38 } };

/** Proves the server is alive and responsive: an unknown request gets a MethodNotFound answer. */
async function assertResponsive(client: LspTestClient): Promise<void> {
  await assert.rejects(client.request("cardscript/noSuchRequest", {}), (e: { code?: number }) => e.code === -32601);
  assert.ok(client.alive, `server died: ${client.stderr}`);
}

describe("LSP: robustness", () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  it("clamps a range past the end of the document (appends at the end)", async () => {
    const uri = testUri("past-end");
    await client.open(uri, BAD_SORCERY);
    const after = await client.change(uri, [
      { range: { start: { line: 999, character: 5 }, end: { line: 1200, character: 0 } }, text: "# appended\n" },
    ]);
    assert.deepEqual(
      after.diagnostics.map((d) => [d.code, d.range]),
      [["impossible-timing", ERROR_RANGE]],
    );
    // A column past the end of a line clamps to the line end (before the line break).
    const eol = await client.change(uri, [
      { range: { start: { line: 3, character: 500 }, end: { line: 3, character: 900 } }, text: " Draw a card." },
    ]);
    assert.deepEqual(
      eol.diagnostics.map((d) => [d.code, d.range]),
      [["impossible-timing", ERROR_RANGE]],
    );
    await client.close(uri);
  });

  it("clamps a negative line to the start of the document", async () => {
    const uri = testUri("negative");
    await client.open(uri, BAD_SORCERY);
    const after = await client.change(uri, [
      { range: { start: { line: -5, character: -3 }, end: { line: -1, character: 0 } }, text: "# inserted first\n" },
    ]);
    assert.deepEqual(
      after.diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character]),
      [["impossible-timing", 4, 25]],
    );
    await client.close(uri);
  });

  it("swaps a range whose start is after its end", async () => {
    const uri = testUri("reversed");
    await client.open(uri, BAD_SORCERY);
    const after = await client.change(uri, [{ range: { start: ERROR_RANGE.end, end: ERROR_RANGE.start }, text: "during your upkep" }]);
    assert.deepEqual(
      after.diagnostics.map((d) => [d.code, d.range]),
      [["unknown-step", { start: { line: 3, character: 37 }, end: { line: 3, character: 42 } }]],
    );
    await client.close(uri);
  });

  it("ignores changes without text and treats non-numeric positions as 0, then keeps syncing correctly", async () => {
    const uri = testUri("garbage-changes");
    await client.open(uri, BAD_SORCERY);
    const version = await client.changeNoWait(uri, [
      null,
      { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } },
      { range: { start: { line: "x", character: null }, end: { line: Number.MAX_SAFE_INTEGER } }, text: 42 },
      { range: { start: { line: "x", character: null }, end: { line: 0, character: 0 } }, text: "" },
    ]);
    const published = await client.diagnosticsFor(uri, version);
    assert.deepEqual(
      published.diagnostics.map((d) => [d.code, d.range]),
      [["impossible-timing", ERROR_RANGE]],
    );
    const fixed = await client.change(uri, [{ range: rangeOf(BAD_SORCERY, "Sorcery"), text: "Instant" }]);
    assert.deepEqual(fixed.diagnostics, []);
    await client.close(uri);
  });

  it("survives malformed notifications and requests", async () => {
    await client.notify("textDocument/didOpen", null);
    await client.notify("textDocument/didOpen", { textDocument: { uri: 5 } });
    await client.notify("textDocument/didChange", {
      textDocument: { uri: testUri("never-opened"), version: 2 },
      contentChanges: [{ text: "x" }],
    });
    await client.notify("textDocument/didChange", { textDocument: { uri: testUri("never-opened") }, contentChanges: null });
    await client.notify("textDocument/didClose", { textDocument: {} });
    await client.notify("workspace/didChangeConfiguration", { settings: null });
    await client.notify("cardscript/unknownNotification", { anything: [1, 2, 3] });
    await assertResponsive(client);
    // And it still lints.
    const uri = testUri("after-garbage");
    const opened = await client.open(uri, BAD_SORCERY);
    assert.deepEqual(
      opened.diagnostics.map((d) => [d.code, d.range]),
      [["impossible-timing", ERROR_RANGE]],
    );
    await client.close(uri);
  });

  it("keeps working after a change to a document whose version is missing", async () => {
    const uri = testUri("no-version");
    await client.open(uri, BAD_SORCERY);
    await client.notify("textDocument/didChange", { textDocument: { uri }, contentChanges: [{ text: "" }] });
    await assertResponsive(client);
    // The change was applied (the document is empty now, as on the client): a range edit lands in it.
    const next = await client.change(uri, [{ range: rangeOf(BAD_SORCERY, "Sorcery"), text: BAD_SORCERY.replace("Sorcery", "Instant") }]);
    assert.deepEqual(next.diagnostics, []);
    await client.close(uri);
  });

  it("does not lint a document above the size limit but says why", async () => {
    const uri = testUri("huge");
    const huge = "# filler line for a very large file\n".repeat(Math.ceil((MAX_LINT_CHARS + 10) / 36));
    const published = await client.open(uri, huge);
    assert.equal(published.diagnostics.length, 1);
    assert.match(published.diagnostics[0]!.message, /too large/);
    assert.deepEqual(published.diagnostics[0]!.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });
    // Shrinking it below the limit brings linting back.
    const small = await client.change(uri, [{ text: BAD_SORCERY }]);
    assert.deepEqual(
      small.diagnostics.map((d) => d.code),
      ["impossible-timing"],
    );
    await client.close(uri);
  });

  it("caps the number of published diagnostics and summarises the rest", async () => {
    const uri = testUri("many");
    const count = MAX_DIAGNOSTICS_PER_DOCUMENT + 20;
    const text = Array.from({ length: count }, (_, i) => BAD_SORCERY.replace("Combat Trick Gone Wrong", `Trick ${i}`)).join("");
    const published = await client.open(uri, text);
    assert.equal(published.diagnostics.length, MAX_DIAGNOSTICS_PER_DOCUMENT + 1);
    assert.match(published.diagnostics.at(-1)!.message, /^20 more problems/);
    await client.close(uri);
  });

  it("is still alive and correct at the end", async () => {
    await assertResponsive(client);
    const uri = testUri("final");
    const opened = await client.open(uri, BAD_SORCERY);
    assert.deepEqual(
      opened.diagnostics.map((d) => [d.code, d.range]),
      [["impossible-timing", ERROR_RANGE]],
    );
    await client.close(uri);
  });

  it("a malformed initialize (capabilities null, locale an object, rootUri a number, folders a string) starts as if they were absent", async () => {
    const odd = await LspTestClient.start({
      initializeExtra: { capabilities: null, locale: { x: 1 }, rootUri: 42, workspaceFolders: "nope" },
    });
    try {
      assert.ok(odd.initializeResult?.capabilities.hoverProvider, "features registered");
      const uri = testUri("odd-initialize");
      const diagnostics = await odd.open(uri, BAD_SORCERY);
      assert.deepEqual(
        diagnostics.diagnostics.map((d) => [d.code, d.range]),
        [["impossible-timing", ERROR_RANGE]],
      );
      assert.match(diagnostics.diagnostics[0]!.message, /leaves this spell no moment to be cast/, "English: the odd locale was ignored");
      const warned = odd.logs.map((l) => l.message).join("\n");
      for (const field of ["capabilities", "locale", "rootUri", "workspaceFolders"])
        assert.match(warned, new RegExp(`initialize: ${field}`));
      await assertResponsive(odd);
    } finally {
      await odd.dispose();
    }
  });
});
