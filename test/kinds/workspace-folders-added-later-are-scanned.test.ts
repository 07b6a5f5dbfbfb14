/**
 * Kind: a workspace folder added after start-up (`workspace/didChangeWorkspaceFolders`) is
 * scanned as the folders of `initialize` are — its `.card` files get workspace diagnostics and
 * their card names join the workspace name index (cross-file duplicates with open documents) —
 * and a removed folder's files lose their diagnostics and names. Before the fix the server did
 * not ask for the notification and ignored it: an added folder was silently never checked.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { WorkspaceDiagnosticReport, WorkspaceDocumentDiagnosticReport } from "vscode-languageserver";
import { LspTestClient, type PublishDiagnosticsParams } from "../lsp/client";
import { waitUntil } from "../helpers/wait";

/** A sorcery that says it can be cast only during combat: `impossible-timing`. */
const IMPOSSIBLE = `card "Battle Plan" {\n  type: Sorcery\n  text:\n    Cast this spell only during combat.\n}\n`;
const QUIET = `card "Quiet Study" {\n  cost: {U}\n  type: Instant\n  text:\n    Draw a card.\n}\n`;

const codes = (p: PublishDiagnosticsParams) => p.diagnostics.map((d) => String(d.code));

describe("kind: workspace folders added later are scanned, removed ones cleared", function () {
  this.timeout(60_000);
  let first: string;
  let later: string;
  let client: LspTestClient;

  before(async () => {
    first = mkdtempSync(path.join(os.tmpdir(), "cardscript-folders-first-"));
    later = mkdtempSync(path.join(os.tmpdir(), "cardscript-folders-later-"));
    writeFileSync(path.join(later, "bad.card"), IMPOSSIBLE);
    writeFileSync(path.join(later, "dup.card"), QUIET);
    client = await LspTestClient.start({
      rootUri: null,
      workspaceFolders: [{ uri: pathToFileURL(first).href, name: "first" }],
      capabilities: { workspace: { configuration: true, workspaceFolders: true } },
    });
  });
  after(async () => {
    await client?.dispose();
    rmSync(first, { recursive: true, force: true });
    rmSync(later, { recursive: true, force: true });
  });

  it("advertises workspace folder change notifications", () => {
    assert.deepEqual(client.initializeResult.capabilities.workspace?.workspaceFolders, { supported: true, changeNotifications: true });
  });

  it("an added folder's files are checked and named; a removed folder's are cleared", async () => {
    const openUri = pathToFileURL(path.join(first, "open.card")).href;
    const bad = pathToFileURL(path.join(later, "bad.card")).href;
    const dup = pathToFileURL(path.join(later, "dup.card")).href;
    const opened = await client.open(openUri, QUIET);
    assert.deepEqual(codes(opened), [], "no duplicate before the folder is added");

    const folder = { uri: pathToFileURL(later).href, name: "later" };
    await client.notify("workspace/didChangeWorkspaceFolders", { event: { added: [folder], removed: [] } });
    const badShown = await client.latestOrNextDiagnostics(bad, (p) => p.diagnostics.length > 0);
    assert.deepEqual(codes(badShown), ["impossible-timing"]);
    const dupShown = await client.latestOrNextDiagnostics(dup, (p) => p.diagnostics.length > 0);
    assert.deepEqual(codes(dupShown), ["duplicate-card-name"]);
    const openDup = await client.latestOrNextDiagnostics(openUri, (p) => p.diagnostics.length > 0);
    assert.deepEqual(codes(openDup), ["duplicate-card-name"], "the open document sees the added folder's card name");

    await client.notify("workspace/didChangeWorkspaceFolders", { event: { added: [], removed: [folder] } });
    await client.latestOrNextDiagnostics(bad, (p) => p.diagnostics.length === 0);
    await client.latestOrNextDiagnostics(dup, (p) => p.diagnostics.length === 0);
    await client.latestOrNextDiagnostics(openUri, (p) => p.diagnostics.length === 0);
  });
});

/**
 * Asks `workspace/diagnostic` (with the result ids of the last answer, so the server holds the
 * request until a pass changes something) until an answer's report for `uri` satisfies `ok`.
 */
async function pullUntil(
  client: LspTestClient,
  uri: string,
  ok: (item: WorkspaceDocumentDiagnosticReport) => boolean,
): Promise<WorkspaceDocumentDiagnosticReport> {
  const ids = new Map<string, string>();
  for (;;) {
    const previousResultIds = [...ids].map(([u, value]) => ({ uri: u, value }));
    const answer = await client.request<WorkspaceDiagnosticReport>("workspace/diagnostic", { previousResultIds });
    for (const item of answer.items) {
      if (item.resultId) ids.set(item.uri, item.resultId);
      else ids.delete(item.uri);
    }
    const item = answer.items.find((i) => i.uri === uri);
    if (item && ok(item)) return item;
  }
}

describe("kind: workspace folders added later are scanned, removed ones cleared (pull client)", function () {
  this.timeout(60_000);
  let first: string;
  let later: string;
  let client: LspTestClient;

  before(async () => {
    first = mkdtempSync(path.join(os.tmpdir(), "cardscript-folders-pull-first-"));
    later = mkdtempSync(path.join(os.tmpdir(), "cardscript-folders-pull-later-"));
    writeFileSync(path.join(first, "quiet.card"), QUIET);
    writeFileSync(path.join(later, "bad.card"), IMPOSSIBLE);
    writeFileSync(path.join(later, "dup.card"), QUIET);
    client = await LspTestClient.start({
      rootUri: null,
      workspaceFolders: [{ uri: pathToFileURL(first).href, name: "first" }],
      capabilities: {
        textDocument: { diagnostic: { dynamicRegistration: false } },
        workspace: { configuration: true, workspaceFolders: true, diagnostics: { refreshSupport: true } },
      },
    });
  });
  after(async () => {
    await client?.dispose();
    rmSync(first, { recursive: true, force: true });
    rmSync(later, { recursive: true, force: true });
  });

  it("workspace/diagnostic reports an added folder's files, then empty reports once it is removed", async () => {
    const bad = pathToFileURL(path.join(later, "bad.card")).href;
    const dup = pathToFileURL(path.join(later, "dup.card")).href;
    const quiet = pathToFileURL(path.join(first, "quiet.card")).href;
    const folder = { uri: pathToFileURL(later).href, name: "later" };
    const full = (i: WorkspaceDocumentDiagnosticReport) => (i.kind === "full" ? i.items.map((d) => String(d.code)) : undefined);

    await client.notify("workspace/didChangeWorkspaceFolders", { event: { added: [folder], removed: [] } });
    assert.deepEqual(full(await pullUntil(client, bad, (i) => i.kind === "full" && i.items.length > 0)), ["impossible-timing"]);
    assert.deepEqual(full(await pullUntil(client, dup, (i) => i.kind === "full" && i.items.length > 0)), ["duplicate-card-name"]);
    const firstFolder = await pullUntil(client, quiet, (i) => i.kind === "full" && i.items.length > 0);
    assert.deepEqual(full(firstFolder), ["duplicate-card-name"], "the first folder's card duplicates the added folder's");

    await client.notify("workspace/didChangeWorkspaceFolders", { event: { added: [], removed: [folder] } });
    assert.deepEqual(full(await pullUntil(client, bad, (i) => i.kind === "full" && i.items.length === 0)), []);
    assert.deepEqual(full(await pullUntil(client, quiet, (i) => i.kind === "full" && i.items.length === 0)), []);
  });
});

describe("kind: workspace folders added later are watched when the client cannot watch files", function () {
  this.timeout(60_000);
  let later: string;
  let client: LspTestClient;

  before(async () => {
    later = mkdtempSync(path.join(os.tmpdir(), "cardscript-folders-watch-"));
    writeFileSync(path.join(later, "seed.card"), IMPOSSIBLE);
    // No `workspace.didChangeWatchedFiles`: the server watches the folders itself (self-watch.ts).
    client = await LspTestClient.start({ rootUri: null, workspaceFolders: null, capabilities: { workspace: { workspaceFolders: true } } });
  });
  after(async () => {
    await client?.dispose();
    rmSync(later, { recursive: true, force: true });
  });

  it("a file written into an added folder afterwards is checked", async () => {
    await client.notify("workspace/didChangeWorkspaceFolders", {
      event: { added: [{ uri: pathToFileURL(later).href, name: "later" }], removed: [] },
    });
    // The folder's scan is over once its one file is reported: a file written later is seen only by a watcher.
    const seed = pathToFileURL(path.join(later, "seed.card")).href;
    await client.latestOrNextDiagnostics(seed, (p) => p.diagnostics.length > 0);
    const uri = pathToFileURL(path.join(later, "new.card")).href;
    // The watcher starts at a moment the client cannot see: the file is written again (every
    // 500 ms) until the server has reported it, rather than after a fixed wait.
    let writtenAt = 0;
    let n = 0;
    await waitUntil(() => {
      if (client.published.some((p) => p.uri === uri && p.diagnostics.length > 0)) return true;
      if (Date.now() - writtenAt > 500) {
        writeFileSync(path.join(later, "new.card"), IMPOSSIBLE.replace("Battle Plan", `Battle Plan ${n++}`));
        writtenAt = Date.now();
      }
      return false;
    }, "the server to see a file written into the added folder");
    const shown = await client.latestOrNextDiagnostics(uri, (p) => p.diagnostics.length > 0);
    assert.deepEqual(codes(shown), ["impossible-timing"]);
  });
});
