/**
 * Protocol test: the set rules (unused-keyword, unknown-named-card) over stdio. The server
 * analyses a document card by card; an edit in one card must update the diagnostics on the
 * header and on another card, as a whole-file lint reports them.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LspTestClient, positionOf, rangeOf, testUri, type Diagnostic } from "./client";

const TEXT = [
  'keyword "Kindle": {1}: Draw a card. Activate only as a sorcery.',
  'keyword "Stormwatch": At the beginning of your upkeep, scry 1.',
  "",
  'card "Hail Storm" {',
  "  cost: {1}{G}",
  "  type: Sorcery",
  "  text:",
  "    Hail Storm deals 2 damage to each creature.",
  "}",
  "",
  'card "Call the Storm" {',
  "  cost: {G}",
  "  type: Sorcery",
  "  text:",
  "    Kindle",
  "    Search your library for a card named Hail Stom.",
  "}",
  "",
].join("\n");

const codes = (ds: { code?: unknown; range: unknown }[]) =>
  ds.filter((d) => d.code === "unused-keyword" || d.code === "unknown-named-card");

describe("LSP: set rules over stdio", () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  it("publishes them at the declaration and at the name, and follows an edit in another card", async () => {
    const uri = testUri("set-rules");
    const opened = await client.open(uri, TEXT);
    assert.deepEqual(
      codes(opened.diagnostics).map((d) => [d.code, d.range]),
      [
        ["unused-keyword", rangeOf(TEXT, '"Stormwatch"')],
        ["unknown-named-card", rangeOf(TEXT, "Hail Stom")],
      ],
    );
    // Rename the first card to the name the second card uses: the unknown name is gone.
    const at = positionOf(TEXT, 'Hail Storm"');
    const r = { line: at.line, character: at.character + "Hail Sto".length };
    const changed = await client.change(uri, [{ range: { start: r, end: { ...r, character: r.character + 1 } }, text: "" }]);
    assert.deepEqual(
      codes(changed.diagnostics).map((d) => d.code),
      ["unused-keyword"],
    );
    await client.close(uri);
  });
});

describe("LSP: unknown-named-card across the workspace", () => {
  let dir: string;
  let client: LspTestClient;
  const uri = (name: string) => pathToFileURL(path.join(dir, name)).href;
  const named = (ds: Diagnostic[]) => ds.filter((d) => d.code === "unknown-named-card").map((d) => /'([^']+)'/.exec(d.message)![1]);

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-named-"));
    writeFileSync(
      path.join(dir, "bolts.card"),
      'card "Gale Bolt" {\n  type: Instant\n  text:\n    Gale Bolt deals 3 damage to any target.\n}\n',
    );
    client = await LspTestClient.start({
      rootUri: null,
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "cards" }],
      capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
    });
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a name another workspace file defines is no unknown card; a name none defines is", async () => {
    const text = [
      'card "Spark" {\n  type: Instant\n  text:\n    Spark deals 1 damage to any target.\n}\n',
      'card "Call" {\n  type: Sorcery\n  text:\n    Search your library for a card named Gale Bolt or named Lost Bolt.\n}\n',
    ].join("\n");
    await client.open(uri("main.card"), text);
    const ds = (await client.latestOrNextDiagnostics(uri("main.card"), (p) => !named(p.diagnostics).includes("Gale Bolt"))).diagnostics;
    assert.deepEqual(named(ds), ["Lost Bolt"]);
    await client.close(uri("main.card"));
  });
});
