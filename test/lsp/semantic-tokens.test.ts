/**
 * Protocol tests: `textDocument/semanticTokens/full` and `/range` from the built server over
 * stdio — the announced legend and the encoded tokens.
 */
import assert from "node:assert/strict";
import type { SemanticTokens, SemanticTokensOptions } from "vscode-languageserver";
import { SEMANTIC_TOKENS_LEGEND } from "../../server/src/core/features/semantic-tokens";
import { LspTestClient, testUri } from "./client";

const TEXT = 'card "A" {\r\n  type: Instant\r\n  text:\r\n    Cast this spell only during your upkeep.\r\n}\r\n';

describe("LSP: semantic tokens over stdio", () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  it("announces the legend, full and range", () => {
    const provider = client.initializeResult.capabilities.semanticTokensProvider as SemanticTokensOptions;
    assert.deepEqual(provider.legend, SEMANTIC_TOKENS_LEGEND);
    assert.deepEqual(provider.legend.tokenTypes.slice(0, 5), ["enumMember", "keyword", "string", "function", "class"]);
    assert.equal(provider.full, true);
    assert.equal(provider.range, true);
  });

  it("full: card name, field, type, restriction phrase and step name, encoded relative", async () => {
    const uri = testUri("tokens-full");
    await client.open(uri, TEXT);
    const full = await client.request<SemanticTokens>("textDocument/semanticTokens/full", { textDocument: { uri } });
    assert.deepEqual(full.data, [0, 5, 3, 4, 1, 1, 2, 4, 5, 0, 0, 6, 7, 6, 0, 1, 2, 4, 5, 0, 1, 4, 32, 3, 0, 0, 33, 6, 0, 0]);
    const range = await client.request<SemanticTokens>("textDocument/semanticTokens/range", {
      textDocument: { uri },
      range: { start: { line: 3, character: 0 }, end: { line: 4, character: 0 } },
    });
    assert.deepEqual(range.data, [3, 4, 32, 3, 0, 0, 33, 6, 0, 0]);
    await client.close(uri);
  });

  it("an empty document has no tokens", async () => {
    const uri = testUri("tokens-empty");
    await client.open(uri, "");
    const full = await client.request<SemanticTokens>("textDocument/semanticTokens/full", { textDocument: { uri } });
    assert.deepEqual(full.data, []);
    await client.close(uri);
  });
});
