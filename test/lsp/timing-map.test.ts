/**
 * Protocol tests: `cardscript/timingMap` and the "Show Timing Map" code lenses from the built
 * server over stdio — the card at the cursor (not its neighbours), the same SVG as the core
 * renderer, answers that follow edits, `omitStyle`, the width to draw at, and null for a
 * position outside any card or an unknown document; `cardscript/timingMatrix` over open
 * documents and given texts, with its filter.
 */
import assert from "node:assert/strict";
import type { CodeLens } from "vscode-languageserver";
import { lintText } from "../../server/src/app/service";
import { renderTimingMapSvg, timingMapData } from "../../server/src/core/timing-map/index";
import type { TimingMapResult } from "../../server/src/lsp/protocol/timing-map";
import type { TimingMatrixResult } from "../../server/src/lsp/protocol/timing-matrix";
import { LspTestClient, positionOf, testUri } from "./client";
import { MAP_CARDS } from "../timing-map/cards";

const FILE = "# a set\n" + MAP_CARDS.sorcery + "\n" + MAP_CARDS.upkeepTrigger + "\n" + MAP_CARDS.impossible;

describe("LSP: cardscript/timingMap over stdio", () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  const mapAt = (uri: string, position: { line: number; character: number }, omitStyle?: boolean) =>
    client.request<TimingMapResult>("cardscript/timingMap", { textDocument: { uri }, position, omitStyle });

  it("returns the map of the card at the cursor, identical to the CLI's SVG for that card", async () => {
    const uri = testUri("timing-map-cursor");
    await client.open(uri, FILE);
    const r = await mapAt(uri, positionOf(FILE, "you gain 1 life"));
    assert.ok(r);
    assert.deepEqual(
      r.data.cards.map((c) => c.name),
      ["Dawn Keeper"],
    );
    assert.deepEqual(r.data.cards[0]!.rows[1]!.cells, [{ turn: "you", segment: "upkeep" }]);
    assert.equal(r.svg, renderTimingMapSvg(timingMapData(lintText(FILE).model, { card: "Dawn Keeper" })));
    assert.match(r.svg, /aria-label="Trigger: At the beginning of your upkeep, you gain 1 life\.: Your turn: upkeep"/);
    const other = await mapAt(uri, positionOf(FILE, "Cast this spell only"));
    assert.deepEqual(
      other?.data.cards.map((c) => c.name),
      ["Crossed Signals"],
    );
    assert.equal(other?.data.cards[0]!.rows[0]!.type === "subject" && other.data.cards[0]!.rows[0]!.verdict, "impossible");
    await client.close(uri);
  });

  it("follows edits: a new restriction changes the filled cells", async () => {
    const uri = testUri("timing-map-edit");
    await client.open(uri, MAP_CARDS.instantRestricted);
    const before = await mapAt(uri, positionOf(MAP_CARDS.instantRestricted, "Instant"));
    const cellsOf = (r: TimingMapResult) => (r!.data.cards[0]!.rows[0] as { cells: unknown[] }).cells.length;
    assert.equal(cellsOf(before), 24);
    const at = positionOf(MAP_CARDS.instantRestricted, "during combat");
    await client.change(uri, [
      { range: { start: at, end: { line: at.line, character: at.character + "during combat".length } }, text: "during your upkeep" },
    ]);
    const after = await mapAt(uri, positionOf(MAP_CARDS.instantRestricted, "Instant"));
    assert.deepEqual(
      (after!.data.cards[0]!.rows[0] as { cells: { turn: string; segment: string }[] }).cells.map((c) => `${c.turn}/${c.segment}`),
      ["you/upkeep", "you/upkeep"],
    );
    await client.close(uri);
  });

  it("omitStyle leaves the stylesheet out; outside any card or for an unknown document the answer is null", async () => {
    const uri = testUri("timing-map-null");
    await client.open(uri, FILE);
    const bare = await mapAt(uri, positionOf(FILE, "Draw two"), true);
    assert.ok(bare && !bare.svg.includes("<style>"));
    assert.equal(await mapAt(uri, { line: 0, character: 2 }), null);
    assert.equal(await mapAt(testUri("timing-map-never-opened"), { line: 0, character: 0 }), null);
    await client.close(uri);
  });

  it("a code lens per card runs cardscript.showTimingMap with the URI and the card's position", async () => {
    assert.deepEqual(client.initializeResult.capabilities.codeLensProvider, { resolveProvider: false });
    const uri = testUri("timing-map-lens");
    await client.open(uri, FILE);
    const lenses = await client.request<CodeLens[]>("textDocument/codeLens", { textDocument: { uri } });
    // On each card's quoted name.
    assert.deepEqual(
      lenses.map((l) => l.range.start),
      ['"Quiet Study"', '"Dawn Keeper"', '"Crossed Signals"'].map((n) => positionOf(FILE, n)),
    );
    assert.deepEqual(lenses[1]!.command, {
      title: "Show Timing Map",
      command: "cardscript.showTimingMap",
      arguments: [uri, positionOf(FILE, '"Dawn Keeper"')],
    });
    await client.close(uri);
  });
  it("draws the map for the width asked for: stacked below 760 px, side by side from there", async () => {
    const uri = testUri("timing-map-width");
    await client.open(uri, MAP_CARDS.instantRestricted);
    const at = positionOf(MAP_CARDS.instantRestricted, "Instant");
    const narrow = await client.request<TimingMapResult>("cardscript/timingMap", { textDocument: { uri }, position: at, width: 520 });
    assert.match(narrow!.svg, /^<svg [^>]*class="tm stacked" viewBox="0 0 520 /);
    const wide = await client.request<TimingMapResult>("cardscript/timingMap", { textDocument: { uri }, position: at, width: 1200 });
    assert.match(wide!.svg, /^<svg [^>]*class="tm wide" viewBox="0 0 1200 /);
    const bad = await client.request<TimingMapResult>("cardscript/timingMap", { textDocument: { uri }, position: at, width: "wide" });
    assert.match(bad!.svg, /^<svg [^>]*viewBox="0 0 1100 /);
    await client.close(uri);
  });

  it("cardscript/timingMatrix: the set's cards from open documents and given texts, with counts and filters", async () => {
    const open = testUri("timing-matrix-open");
    await client.open(open, MAP_CARDS.upkeepTrigger);
    const other = testUri("timing-matrix-closed");
    const r = await client.request<TimingMatrixResult>("cardscript/timingMatrix", {
      files: [{ uri: open }, { uri: other, text: MAP_CARDS.instantRestricted + "\n" + MAP_CARDS.sorcery }, { uri: testUri("nowhere") }],
    });
    assert.ok(r);
    assert.deepEqual(
      r.data.cards.map((c) => c.name),
      ["Dawn Keeper", "Ambush Flare", "Quiet Study"],
    );
    assert.equal(r.data.cards[1]!.file, other);
    assert.match(r.html, /^<div class="tmx"><form class="tmx-filters">/);
    const opp = await client.request<TimingMatrixResult>("cardscript/timingMatrix", {
      files: [{ uri: open }, { uri: other, text: MAP_CARDS.instantRestricted }],
      filter: { opponent: true },
    });
    assert.deepEqual(
      opp!.data.cards.map((c) => c.name),
      ["Ambush Flare"],
    );
    assert.equal(await client.request("cardscript/timingMatrix", { files: [] }), null);
    assert.equal(await client.request("cardscript/timingMatrix", null), null);
    await client.close(open);
  });
});
