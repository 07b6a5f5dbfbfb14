/**
 * Protocol tests: `textDocument/foldingRange` from the built server over stdio.
 */
import assert from "node:assert/strict";
import type { FoldingRange } from "vscode-languageserver";
import { LspTestClient, testUri } from "./client";

const TEXT = [
  "# first comment line",
  "# second comment line",
  'card "A" {',
  "  type: Creature — Bear",
  "  text:",
  "    Vigilance",
  "    Trample",
  "}",
  "",
].join("\r\n");

describe("LSP: folding ranges over stdio", () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  it("announces the provider", () => {
    assert.equal(client.initializeResult.capabilities.foldingRangeProvider, true);
  });

  it("comment block, card and text section (CRLF)", async () => {
    const uri = testUri("folding");
    await client.open(uri, TEXT);
    const ranges = await client.request<FoldingRange[]>("textDocument/foldingRange", { textDocument: { uri } });
    assert.deepEqual(ranges, [
      { startLine: 0, endLine: 1, kind: "comment" },
      { startLine: 2, endLine: 6 },
      { startLine: 4, endLine: 6 },
    ]);
    await client.close(uri);
  });
});
