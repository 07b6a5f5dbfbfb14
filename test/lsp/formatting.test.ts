/**
 * Protocol tests: `textDocument/formatting` over stdio gives the core formatter's canonical
 * text, keeps CRLF and a BOM, answers no edits for a formatted document and refuses (no edits)
 * a document with syntax errors.
 */
import assert from "node:assert/strict";
import type { TextEdit } from "vscode-languageserver";
import { formatDocument } from "../../server/src/app/service";
import { applyLspEdits, LspTestClient, testUri } from "./client";

const MESSY = [
  "# my cards",
  'card "Vess the Cartographer" {   # planeswalker',
  "      text:",
  "  +1: Scry 2.   ",
  "\t-2: Target creature gets +2/+2 until end of turn.",
  "loyalty: 4",
  "type: Legendary Planeswalker - Vess",
  "   cost: {2}{U}{U}",
  "}",
  'card "Ambush Warden" { # flash creature',
  "  stats: 2/3",
  "  type: Creature -- Human Soldier",
  "  text:",
  "    Flash",
  "}",
  "",
].join("\n");

const formatting = (client: LspTestClient, uri: string) =>
  client.request<TextEdit[] | null>("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 8, insertSpaces: false } });

describe("LSP: formatting over stdio", () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  it("announces document formatting", () => {
    assert.equal(client.initializeResult.capabilities.documentFormattingProvider, true);
  });

  it("formats to the canonical layout (two spaces whatever the client's tab options)", async () => {
    const uri = testUri("fmt-messy");
    await client.open(uri, MESSY);
    const edits = (await formatting(client, uri))!;
    const out = applyLspEdits(MESSY, edits);
    assert.equal(
      out,
      [
        "# my cards",
        'card "Vess the Cartographer" { # planeswalker',
        "  cost: {2}{U}{U}",
        "  type: Legendary Planeswalker — Vess",
        "  loyalty: 4",
        "  text:",
        "    +1: Scry 2.",
        "    −2: Target creature gets +2/+2 until end of turn.",
        "}",
        "",
        'card "Ambush Warden" { # flash creature',
        "  type: Creature — Human Soldier",
        "  stats: 2/3",
        "  text:",
        "    Flash",
        "}",
        "",
      ].join("\n"),
    );
    // Applied in the editor, a second request has nothing left to do.
    const after = await client.change(
      uri,
      edits.map((e) => ({ range: e.range, text: e.newText })),
    );
    assert.deepEqual(after.diagnostics, []);
    assert.deepEqual(await formatting(client, uri), []);
    await client.close(uri);
  });

  it("keeps CRLF line ends and a BOM", async () => {
    const uri = testUri("fmt-crlf");
    const text = "\uFEFF" + MESSY.replace(/\n/g, "\r\n");
    await client.open(uri, text);
    const out = applyLspEdits(text, (await formatting(client, uri))!);
    assert.ok(out.startsWith("\uFEFF# my cards\r\n"));
    assert.doesNotMatch(out, /(^|[^\r])\n/);
    const expected = formatDocument(text);
    assert.ok(expected.ok);
    assert.equal(out, expected.text);
    await client.close(uri);
  });

  it("returns no edits for a document with syntax errors", async () => {
    const uri = testUri("fmt-broken");
    const broken = 'card "Half Written" {\n      type: Instant\n  text:\n        Draw a card.\n';
    const { diagnostics } = await client.open(uri, broken);
    assert.ok(diagnostics.some((d) => d.code === "syntax-error"));
    assert.deepEqual(await formatting(client, uri), []);
    await client.close(uri);
  });

  it("answers null for a document that is not open", async () => {
    assert.equal(await formatting(client, testUri("fmt-never-opened")), null);
  });
});
