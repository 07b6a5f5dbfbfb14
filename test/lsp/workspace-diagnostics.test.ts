/**
 * Protocol tests: workspace diagnostics. Every `.card` file of the workspace folder gets its
 * problems without being opened — pushed (`publishDiagnostics`) to a client without pull support,
 * through `workspace/diagnostic` to one with it — skipping what git ignores; the setting
 * `cardscript.diagnosticMode: "openFilesOnly"` limits problems to open files; a file changed on
 * disk gets new ones; a large workspace reports `$/progress`.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { WorkspaceDiagnosticReport } from "vscode-languageserver";
import { LspTestClient, type Diagnostic, type PublishDiagnosticsParams } from "./client";

/** A sorcery that says it can be cast only during combat: `impossible-timing`, an error. */
const IMPOSSIBLE = `card "Battle Plan" {\n  type: Sorcery\n  text:\n    Cast this spell only during combat.\n}\n`;
const CLEAN = `card "Quiet Study" {\n  cost: {U}\n  type: Instant\n  text:\n    Draw a card.\n}\n`;

const codes = (ds: Diagnostic[]) => ds.map((d) => d.code).sort();

/** A git work tree with one file with a problem, one clean, and one ignored file with a problem. */
function makeWorkspace(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  mkdirSync(path.join(dir, "set"));
  mkdirSync(path.join(dir, "drafts"));
  execFileSync("git", ["init", "-q"], { cwd: dir });
  writeFileSync(path.join(dir, ".gitignore"), "drafts/\n");
  writeFileSync(path.join(dir, "set", "bad.card"), IMPOSSIBLE);
  writeFileSync(path.join(dir, "set", "good.card"), CLEAN);
  writeFileSync(path.join(dir, "drafts", "ignored.card"), IMPOSSIBLE);
  return dir;
}

/** The latest diagnostics published for `uri` if they satisfy `ok`, else the next ones that do. */
async function publishedWhere(
  client: LspTestClient,
  uri: string,
  ok: (p: PublishDiagnosticsParams) => boolean,
): Promise<PublishDiagnosticsParams> {
  return client.latestOrNextDiagnostics(uri, ok);
}

/** Resolves after the server has been quiet for `ms` (no publishes). */
async function quiet(client: LspTestClient, ms = 600): Promise<void> {
  let count = -1;
  while (count !== client.published.length) {
    count = client.published.length;
    await new Promise((r) => setTimeout(r, ms));
  }
}

describe("LSP: workspace diagnostics (pushed)", function () {
  this.timeout(60_000);
  let dir: string;
  let client: LspTestClient;
  const uri = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  before(async () => {
    dir = makeWorkspace("cardscript-wsdiag-push-");
    client = await LspTestClient.start({
      rootUri: null,
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "set" }],
      capabilities: { workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true } } },
    });
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("files never opened get their problems; a git-ignored file gets none", async () => {
    const bad = await publishedWhere(client, uri("set/bad.card"), (p) => p.diagnostics.length > 0);
    assert.deepEqual(codes(bad.diagnostics), ["impossible-timing"]);
    assert.equal(bad.version, undefined, "a closed file has no version");
    await quiet(client);
    assert.ok(!client.published.some((p) => p.uri === uri("drafts/ignored.card") && p.diagnostics.length > 0), "ignored by .gitignore");
    const good = client.published.filter((p) => p.uri === uri("set/good.card"));
    assert.ok(
      good.every((p) => p.diagnostics.length === 0),
      "a clean file has no problems",
    );
  });

  it("a file changed on disk gets new problems (watched-file notification)", async () => {
    writeFileSync(path.join(dir, "set", "good.card"), IMPOSSIBLE.replace("Battle Plan", "Second Plan"));
    const next = client.nextDiagnostics(uri("set/good.card"), (p) => p.diagnostics.length > 0);
    await client.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: uri("set/good.card"), type: 2 }] });
    assert.deepEqual(codes((await next).diagnostics), ["impossible-timing"]);
    // And fixed again: the problems go.
    writeFileSync(path.join(dir, "set", "good.card"), CLEAN);
    const cleared = client.nextDiagnostics(uri("set/good.card"), (p) => p.diagnostics.length === 0);
    await client.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: uri("set/good.card"), type: 2 }] });
    await cleared;
  });

  it("an opened file's own diagnostics take over, and its on-disk problems come back when it closes", async () => {
    const open = await client.open(uri("set/bad.card"), CLEAN.replace("Quiet Study", "Fixed In The Editor"));
    assert.deepEqual(open.diagnostics, [], "the editor's text, not the disk's");
    const again = client.nextDiagnostics(uri("set/bad.card"), (p) => p.diagnostics.length > 0);
    await client.notify("textDocument/didClose", { textDocument: { uri: uri("set/bad.card") } });
    assert.deepEqual(codes((await again).diagnostics), ["impossible-timing"]);
  });

  it("a deleted file's problems are cleared", async () => {
    writeFileSync(path.join(dir, "set", "gone.card"), IMPOSSIBLE.replace("Battle Plan", "Gone Plan"));
    const appeared = client.nextDiagnostics(uri("set/gone.card"), (p) => p.diagnostics.length > 0);
    await client.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: uri("set/gone.card"), type: 1 }] });
    await appeared;
    rmSync(path.join(dir, "set", "gone.card"));
    const cleared = client.nextDiagnostics(uri("set/gone.card"), (p) => p.diagnostics.length === 0);
    await client.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: uri("set/gone.card"), type: 3 }] });
    await cleared;
  });
});

describe("LSP: workspace diagnostics off (cardscript.diagnosticMode: openFilesOnly)", function () {
  this.timeout(60_000);
  let dir: string;
  let client: LspTestClient;
  const uri = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  before(async () => {
    dir = makeWorkspace("cardscript-wsdiag-off-");
    client = await LspTestClient.start({
      rootUri: null,
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "set" }],
      configuration: { cardscript: { diagnosticMode: "openFilesOnly" } },
    });
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("only open files get problems", async () => {
    const opened = await client.open(uri("set/good.card"), IMPOSSIBLE.replace("Battle Plan", "Open Plan"));
    assert.deepEqual(codes(opened.diagnostics), ["impossible-timing"]);
    await quiet(client);
    assert.deepEqual(
      client.published.filter((p) => p.uri !== uri("set/good.card")),
      [],
      "nothing published for files not opened",
    );
  });
});

describe("LSP: workspace diagnostics (pulled, LSP 3.17)", function () {
  this.timeout(60_000);
  let dir: string;
  let client: LspTestClient;
  const uri = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const PULL_CAPS = {
    textDocument: { diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false } },
    workspace: { configuration: true, diagnostics: { refreshSupport: true }, didChangeWatchedFiles: { dynamicRegistration: true } },
  };

  before(async () => {
    dir = makeWorkspace("cardscript-wsdiag-pull-");
    client = await LspTestClient.start({
      rootUri: null,
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "set" }],
      capabilities: PULL_CAPS,
    });
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("announces workspace diagnostics", () => {
    assert.deepEqual(client.initializeResult.capabilities.diagnosticProvider, {
      identifier: "cardscript",
      interFileDependencies: true,
      workspaceDiagnostics: true,
    });
  });

  it("workspace/diagnostic reports the files not opened; unchanged files by result id; a changed file anew", async () => {
    const first = await client.request<WorkspaceDiagnosticReport>("workspace/diagnostic", { previousResultIds: [] });
    const byUri = new Map(first.items.map((i) => [i.uri, i]));
    const bad = byUri.get(uri("set/bad.card"));
    assert.ok(bad && bad.kind === "full");
    assert.deepEqual(codes(bad.items), ["impossible-timing"]);
    const good = byUri.get(uri("set/good.card"));
    assert.ok(good && good.kind === "full");
    assert.deepEqual(good.items, []);
    assert.ok(!byUri.has(uri("drafts/ignored.card")), "ignored by .gitignore");
    assert.equal(client.published.length, 0, "nothing pushed to a pull client");

    // The client asks again with its result ids; the server answers when something changed.
    const previousResultIds = first.items.map((i) => ({ uri: i.uri, value: i.kind === "full" ? i.resultId! : i.resultId }));
    const second = client.request<WorkspaceDiagnosticReport>("workspace/diagnostic", { previousResultIds });
    writeFileSync(path.join(dir, "set", "good.card"), IMPOSSIBLE.replace("Battle Plan", "Third Plan"));
    await client.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: uri("set/good.card"), type: 2 }] });
    const after = new Map((await second).items.map((i) => [i.uri, i]));
    const changed = after.get(uri("set/good.card"));
    assert.ok(changed && changed.kind === "full", "the changed file: a full report");
    assert.deepEqual(codes(changed.items), ["impossible-timing"]);
    assert.equal(after.get(uri("set/bad.card"))?.kind, "unchanged");
  });

  it("textDocument/diagnostic: a closed file's report; an open document's are pushed", async () => {
    const closed = await client.request<{ kind: string; items: Diagnostic[] }>("textDocument/diagnostic", {
      textDocument: { uri: uri("set/bad.card") },
    });
    assert.equal(closed.kind, "full");
    assert.deepEqual(codes(closed.items), ["impossible-timing"]);
    const pushed = await client.open(uri("set/bad.card"), IMPOSSIBLE);
    assert.deepEqual(codes(pushed.diagnostics), ["impossible-timing"]);
    const open = await client.request<{ kind: string; items: Diagnostic[] }>("textDocument/diagnostic", {
      textDocument: { uri: uri("set/bad.card") },
    });
    assert.deepEqual(open, { kind: "full", items: [] }, "not twice");
  });
});

describe("LSP: workspace diagnostics report progress on a large workspace", function () {
  this.timeout(90_000);
  let dir: string;
  let client: LspTestClient;
  const progress: { kind: string; message?: string }[] = [];

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-wsdiag-many-"));
    for (let i = 0; i < 120; i++) writeFileSync(path.join(dir, `c${i}.card`), CLEAN.replace("Quiet Study", `Study ${i}`));
    writeFileSync(path.join(dir, "c7.card"), IMPOSSIBLE);
    client = await LspTestClient.start({
      rootUri: pathToFileURL(dir).href,
      capabilities: { window: { workDoneProgress: true }, workspace: { configuration: true } },
    });
    client.connection.onUnhandledProgress((p) => progress.push(p.value as { kind: string; message?: string }));
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("$/progress begins and ends around the pass, and every file is checked", async () => {
    await publishedWhere(client, pathToFileURL(path.join(dir, "c7.card")).href, (p) => p.diagnostics.length > 0);
    await quiet(client, 300);
    assert.equal(progress[0]?.kind, "begin");
    assert.equal(progress.at(-1)?.kind, "end");
    assert.ok(progress.some((p) => p.kind === "begin" && /checking the workspace/i.test(JSON.stringify(p))));
  });
});
