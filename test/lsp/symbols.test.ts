/**
 * Protocol tests: `textDocument/documentSymbol` from the built server over stdio — cards →
 * faces → abilities with SymbolKinds and exact ranges.
 */
import assert from "node:assert/strict";
import type { DocumentSymbol } from "vscode-languageserver";
import { LspTestClient, rangeOf, testUri } from "./client";

const TEXT = [
  'card "Bushwhack // Ambush" {',
  '  face "Bushwhack" {',
  "    type: Sorcery",
  "    text:",
  "      Flying",
  "      At the beginning of your upkeep, draw a card.",
  "  }",
  '  face "Ambush" {',
  "    type: Instant",
  "    text:",
  "      {T}: Add {G}.",
  "  }",
  "}",
  "",
].join("\n");

describe("LSP: document symbols over stdio", () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  it("announces the provider", () => {
    assert.ok(client.initializeResult.capabilities.documentSymbolProvider);
  });

  it("cards → faces → abilities with kinds and ranges", async () => {
    const uri = testUri("symbols");
    await client.open(uri, TEXT);
    const symbols = await client.request<DocumentSymbol[]>("textDocument/documentSymbol", { textDocument: { uri } });
    assert.equal(symbols.length, 1);
    const card = symbols[0]!;
    assert.deepEqual([card.name, card.kind, card.detail], ["Bushwhack // Ambush", 5, "Sorcery // Instant"]);
    assert.deepEqual(card.range, { start: { line: 0, character: 0 }, end: { line: 12, character: 1 } });
    assert.deepEqual(card.selectionRange, rangeOf(TEXT, '"Bushwhack // Ambush"'));
    assert.deepEqual(
      card.children!.map((f) => [f.name, f.kind]),
      [
        ["Bushwhack", 23],
        ["Ambush", 23],
      ],
    );
    const abilities = card.children![0]!.children!;
    assert.deepEqual(
      abilities.map((a) => [a.name, a.kind, a.detail]),
      [
        ["Flying", 20, "keyword"],
        ["At the beginning of your upkeep, draw a card.", 24, "triggered: Your turn: upkeep"],
      ],
    );
    assert.deepEqual(abilities[1]!.selectionRange, rangeOf(TEXT, "At the beginning of your upkeep"));
    assert.deepEqual(
      card.children![1]!.children!.map((a) => [a.name, a.kind, a.detail]),
      [["{T}: Add {G}.", 12, "mana ability"]],
    );
    await client.close(uri);
  });
});
