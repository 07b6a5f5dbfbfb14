/**
 * Kinds: changes on disk unseen when the client cannot watch files (Neovim on Linux offers no
 * `workspace/didChangeWatchedFiles`), and a workspace index that does not follow folders.
 * A client WITHOUT that capability edits cardscript.json and deletes and renames a folder of
 * .card files on disk; the server sees each change by itself: severities follow the config, and
 * duplicate warnings against the deleted or moved-away files go away (and come back when the
 * folder reappears).
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LspTestClient, type PublishDiagnosticsParams } from "./client";
import { SUITE_TIMEOUT_MS, waitUntil } from "../helpers/wait";

const card = (name: string, type: string) => `card "${name}" {\n  type: ${type}\n  text:\n    Cast this spell only during combat.\n}\n`;

/** Waits for published diagnostics of `uri` that satisfy `match` (the latest one already seen counts). */
async function until(
  client: LspTestClient,
  uri: string,
  match: (p: PublishDiagnosticsParams) => boolean,
): Promise<PublishDiagnosticsParams> {
  return client.latestOrNextDiagnostics(uri, match);
}

describe("no-client-watching and folder-events: the server sees disk changes itself", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let dir: string;
  let client: LspTestClient;
  const fileUri = (name: string) => pathToFileURL(path.join(dir, name)).href;

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-selfwatch-"));
    mkdirSync(path.join(dir, "set-a"));
    writeFileSync(path.join(dir, "set-a", "bolt.card"), card("Lightning Bolt", "Instant"));
    writeFileSync(path.join(dir, "cardscript.json"), "{}\n");
    client = await LspTestClient.start({
      rootUri: null,
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "cards" }],
      capabilities: { workspace: { configuration: false } },
    });
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("re-checks open documents when cardscript.json changes on disk", async () => {
    const uri = fileUri("mine.card");
    const opened = await client.open(uri, card("Shock", "Sorcery"));
    assert.deepEqual(
      opened.diagnostics.map((d) => d.code),
      ["impossible-timing"],
    );
    // The watchers start after `initialized`, at a moment the client cannot see: the change is
    // written again (every 500 ms) until the server has seen it, rather than after a fixed wait.
    let writtenAt = 0;
    await waitUntil(() => {
      const latest = [...client.published].reverse().find((p) => p.uri === uri);
      if (latest && latest.diagnostics.length === 0) return true;
      if (Date.now() - writtenAt > 500) {
        writeFileSync(path.join(dir, "cardscript.json"), '{ "rules": { "impossible-timing": "off" } }\n');
        writtenAt = Date.now();
      }
      return false;
    }, "the server to see cardscript.json change");
    writeFileSync(path.join(dir, "cardscript.json"), "{}\n");
    await until(client, uri, (p) => p.diagnostics.some((d) => d.code === "impossible-timing"));
    await client.close(uri);
  });

  it("drops names of a deleted or renamed-away folder and picks up a folder that appears", async () => {
    const uri = fileUri("dupe.card");
    const hasDupe = (p: PublishDiagnosticsParams) => p.diagnostics.some((d) => d.code === "duplicate-card-name");
    await client.open(uri, card("Lightning Bolt", "Instant"));
    await until(client, uri, hasDupe);
    renameSync(path.join(dir, "set-a"), path.join(dir, "moved-away"));
    // The renamed folder is new to the index under its new name: the duplicate now points there.
    await until(client, uri, (p) => p.diagnostics.some((d) => d.code === "duplicate-card-name" && /bolt\.card/.test(d.message)));
    rmSync(path.join(dir, "moved-away"), { recursive: true });
    await until(client, uri, (p) => !hasDupe(p));
    mkdirSync(path.join(dir, "set-b"));
    writeFileSync(path.join(dir, "set-b", "again.card"), card("Lightning Bolt", "Instant"));
    await until(client, uri, (p) => p.diagnostics.some((d) => d.code === "duplicate-card-name" && /again\.card/.test(d.message)));
    await client.close(uri);
  });
});
