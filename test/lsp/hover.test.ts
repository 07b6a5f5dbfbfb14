/**
 * Protocol tests: `textDocument/hover` from the built server over stdio — Markdown content,
 * exact ranges (0-based lines, UTF-16 columns) with CRLF and emoji, null in comments, and
 * answers that follow incremental edits.
 */
import assert from "node:assert/strict";
import type { Hover } from "vscode-languageserver";
import { LspTestClient, positionOf, rangeOf, testUri } from "./client";

const MASTICORE = [
  "# upkeep in a comment",
  'card "Razormane Masticore" {',
  "  cost: {5}",
  "  type: Artifact Creature — Masticore",
  "  stats: 5/5",
  "  text:",
  "    First strike",
  "    At the beginning of your upkeep, sacrifice Razormane Masticore unless you discard a card.",
  "    {T}: Tap target creature. Activate only as a sorcery.",
  "}",
  "",
].join("\n");

describe("LSP: hover over stdio", () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  const hoverAt = (uri: string, position: { line: number; character: number }) =>
    client.request<Hover | null>("textDocument/hover", { textDocument: { uri }, position });

  it("announces hoverProvider", () => {
    assert.equal(client.initializeResult.capabilities.hoverProvider, true);
  });

  it("upkeep: priority, rule numbers with edition, the strip with Upkeep marked, exact range", async () => {
    const uri = testUri("hover-upkeep");
    await client.open(uri, MASTICORE);
    const h = await hoverAt(uri, positionOf(MASTICORE, "upkeep", 1));
    assert.ok(h);
    assert.deepEqual(h.range, rangeOf(MASTICORE, "upkeep", 1));
    const contents = h.contents as { kind: string; value: string };
    assert.equal(contents.kind, "markdown");
    assert.match(contents.value, /\*\*Priority:\*\* yes/);
    assert.match(contents.value, /CR 503\.1, 503\.1a, 503\.2, 117\.3a \(Comprehensive Rules of 2026-09-25\)/);
    assert.ok(
      contents.value.includes(
        "Untap · **[Upkeep]** · Draw · Main 1 · [Combat: Begin · Attack · Block · Damage · End] · Main 2 · End · Cleanup",
      ),
    );
    await client.close(uri);
  });

  it("a keyword the file declares: its declared text and the window on this card, over the protocol", async () => {
    const uri = testUri("hover-declared-keyword");
    const text = [
      'keyword "Uprising": {2}: Put a +1/+1 counter on this creature. Activate only as a sorcery.',
      'card "Ridge Scout" {',
      "  type: Creature — Goblin Scout",
      "  stats: 1/1",
      "  text:",
      "    Uprising",
      "}",
      "",
    ].join("\n");
    await client.open(uri, text);
    const h = await hoverAt(uri, positionOf(text, "Uprising", 1));
    assert.ok(h);
    assert.deepEqual(h.range, rangeOf(text, "Uprising", 1));
    const value = (h.contents as { value: string }).value;
    assert.match(value, /\*\*Uprising\*\* — a keyword this file declares \(line 1\)/);
    assert.match(value, /Activate only as a sorcery/);
    assert.match(value, /\*\*On this card it can be activated:\*\* Your turn: precombat main phase, postcombat main phase, stack empty/);
    await client.close(uri);
  });

  it("keyword, restriction window and nothing in a comment", async () => {
    const uri = testUri("hover-more");
    await client.open(uri, MASTICORE);
    const k = await hoverAt(uri, positionOf(MASTICORE, "First strike"));
    assert.deepEqual(k?.range, rangeOf(MASTICORE, "First strike"));
    assert.match((k!.contents as { value: string }).value, /CR 702\.7/);
    const r = await hoverAt(uri, positionOf(MASTICORE, "Activate"));
    assert.deepEqual(r?.range, rangeOf(MASTICORE, "Activate only as a sorcery."));
    assert.match(
      (r!.contents as { value: string }).value,
      /Can be activated:\*\* Your turn: precombat main phase, postcombat main phase, stack empty/,
    );
    assert.equal(await hoverAt(uri, positionOf(MASTICORE, "upkeep")), null);
    await client.close(uri);
  });

  it("CRLF and emoji: UTF-16 columns", async () => {
    const uri = testUri("hover-crlf");
    const text =
      'card "🐉 Drake" {\r\n  type: Creature — Drake\r\n  text:\r\n    🔥🔥 At the beginning of each end step, you gain 1 life.\r\n}\r\n';
    await client.open(uri, text);
    const h = await hoverAt(uri, { line: 3, character: 36 });
    assert.deepEqual(h?.range, { start: { line: 3, character: 34 }, end: { line: 3, character: 42 } });
    assert.match((h!.contents as { value: string }).value, /^\*\*End step\*\*/);
    await client.close(uri);
  });

  it("follows incremental edits", async () => {
    const uri = testUri("hover-edit");
    await client.open(uri, MASTICORE);
    const range = rangeOf(MASTICORE, "upkeep", 1);
    await client.change(uri, [{ range, text: "draw step" }]);
    const h = await hoverAt(uri, range.start);
    assert.deepEqual(h?.range, { start: range.start, end: { line: range.start.line, character: range.start.character + 9 } });
    assert.match((h!.contents as { value: string }).value, /^\*\*Draw step\*\*/);
    await client.close(uri);
  });

  it("answers null for a document that is not open; a line past the end is InvalidParams (test/kinds/invalid-positions-are-rejected)", async () => {
    assert.equal(await hoverAt(testUri("not-open"), { line: 0, character: 0 }), null);
    const uri = testUri("hover-past-end");
    await client.open(uri, MASTICORE);
    await assert.rejects(hoverAt(uri, { line: 500, character: 500 }), (e: { code?: number }) => e.code === -32602);
    assert.ok(client.alive);
    await client.close(uri);
  });
});
