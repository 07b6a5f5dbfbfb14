/**
 * Protocol tests: `cardscript.json` (nearest up the folder tree) sets rule severities and
 * ignorePatterns in the editor too; a malformed config keeps the server running with the defaults
 * and is reported inside the config file; a change to the config re-checks open documents; and
 * inline suppression directives are honoured by the server.
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LspTestClient, type Diagnostic } from "./client";

/** A sorcery restricted to combat (impossible-timing); each file gets its own card name. */
const sorcery = (name: string) => `card "${name}" {\n  type: Sorcery\n  text:\n    Cast this spell only during combat.\n}\n`;
const codes = (ds: Diagnostic[]) => ds.map((d) => `${String(d.code)}:${d.severity}`).sort();

/** The latest diagnostics for `uri` if they satisfy `ok`, else the next ones that do. */
async function latestWhere(client: LspTestClient, uri: string, ok: (ds: Diagnostic[]) => boolean): Promise<Diagnostic[]> {
  return (await client.latestOrNextDiagnostics(uri, (p) => ok(p.diagnostics))).diagnostics;
}

describe("LSP: cardscript.json and suppressions", () => {
  let dir: string;
  let client: LspTestClient;
  const capabilities = { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } };

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "cardscript-config-"));
    mkdirSync(path.join(dir, "sets", "drafts"), { recursive: true });
    writeFileSync(
      path.join(dir, "cardscript.json"),
      JSON.stringify({ rules: { "impossible-timing": "warning" }, ignorePatterns: ["sets/drafts/**"] }),
    );
    client = await LspTestClient.start({
      rootUri: pathToFileURL(dir).href,
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "w" }],
      capabilities,
    });
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("applies the nearest cardscript.json's severities", async () => {
    const uri = pathToFileURL(path.join(dir, "sets", "hymn.card")).href;
    writeFileSync(path.join(dir, "sets", "hymn.card"), sorcery("Battle Hymn of Ruin"));
    await client.open(uri, sorcery("Battle Hymn of Ruin"));
    const ds = await latestWhere(client, uri, (d) => d.length > 0);
    assert.deepEqual(codes(ds), ["impossible-timing:2"]);
  });

  it("shows nothing for files matched by ignorePatterns", async () => {
    const uri = pathToFileURL(path.join(dir, "sets", "drafts", "wip.card")).href;
    const p = await client.open(uri, sorcery("Work in Progress"));
    assert.deepEqual(p.diagnostics, []);
  });

  it("reports a malformed config in the config file and falls back to the defaults", async () => {
    const configPath = path.join(dir, "cardscript.json");
    const configUri = pathToFileURL(configPath).href;
    writeFileSync(configPath, '{\n  "rules": { "impossible-timing": "loud" }\n}\n');
    await client.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: configUri, type: 2 }] });
    const configDiags = await latestWhere(client, configUri, (d) => d.length > 0);
    assert.equal(configDiags[0]!.range.start.line, 1, "the problem is on line 2 of the config");
    assert.match(configDiags[0]!.message, /loud/);
    const uri = pathToFileURL(path.join(dir, "sets", "hymn.card")).href;
    const ds = await latestWhere(client, uri, (d) => codes(d).includes("impossible-timing:1"));
    assert.deepEqual(codes(ds), ["impossible-timing:1"]);
    assert.equal(client.alive, true);
  });

  it("re-checks open documents when the config is fixed, and clears the config's problems", async () => {
    const configPath = path.join(dir, "cardscript.json");
    const configUri = pathToFileURL(configPath).href;
    writeFileSync(configPath, JSON.stringify({ rules: { "impossible-timing": "off" } }));
    await client.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: configUri, type: 2 }] });
    assert.deepEqual(await latestWhere(client, configUri, (d) => d.length === 0), []);
    const uri = pathToFileURL(path.join(dir, "sets", "hymn.card")).href;
    assert.deepEqual(await latestWhere(client, uri, (d) => d.length === 0), []);
  });

  it("honours cardscript-disable-next-line in the editor", async () => {
    const uri = pathToFileURL(path.join(dir, "suppressed.card")).href;
    writeFileSync(path.join(dir, "cardscript.json"), "{}");
    await client.notify("workspace/didChangeWatchedFiles", {
      changes: [{ uri: pathToFileURL(path.join(dir, "cardscript.json")).href, type: 2 }],
    });
    const text =
      sorcery("Quiet Hymn").replace("    Cast this", "    # cardscript-disable-next-line impossible-timing\n    Cast this") +
      'card "Other" {\n  type: Sorcery\n  text:\n    Cast this spell only during your upkeep.\n}\n';
    await client.open(uri, text);
    const ds = await latestWhere(client, uri, (d) => d.length > 0);
    assert.deepEqual(codes(ds), ["impossible-timing:1"]);
    assert.equal(ds[0]!.range.start.line, 9, "only the second card's error remains");
  });
});
