/**
 * Protocol tests: `duplicate-card-name` across files. The server indexes the workspace
 * folder's `.card` files (read from disk) and the open documents; a card whose name another
 * file defines gets a warning naming that file and line, which follows edits, closing,
 * watched-file notifications and the folder's `.gitignore` (the folder is a git work tree: outside
 * one, like git and the CLI, the server ignores nothing).
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LspTestClient, rangeOf, type Diagnostic } from "./client";

const card = (name: string, type = "Artifact") => `card "${name}" {\n  type: ${type}\n}\n`;

/** The latest diagnostics for `uri` if they satisfy `ok`, else the next ones that do. */
async function diagnosticsWhere(client: LspTestClient, uri: string, ok: (ds: Diagnostic[]) => boolean): Promise<Diagnostic[]> {
  return (await client.latestOrNextDiagnostics(uri, (p) => ok(p.diagnostics))).diagnostics;
}

const dupes = (ds: Diagnostic[]) => ds.filter((d) => d.code === "duplicate-card-name");

describe("LSP: duplicate card names across the workspace", () => {
  let dir: string;
  let client: LspTestClient;
  const uri = (name: string) => pathToFileURL(path.join(dir, name)).href;

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-workspace-"));
    mkdirSync(path.join(dir, "set-a"));
    mkdirSync(path.join(dir, "drafts"));
    mkdirSync(path.join(dir, "node_modules", "pkg"), { recursive: true });
    execFileSync("git", ["init", "-q"], { cwd: dir });
    writeFileSync(path.join(dir, ".gitignore"), "drafts/\n");
    writeFileSync(path.join(dir, "set-a", "bolt.card"), `# a comment line\n${card("Lightning Bolt", "Instant")}`);
    writeFileSync(path.join(dir, "drafts", "ignored.card"), card("Ignored Draft"));
    writeFileSync(path.join(dir, "node_modules", "pkg", "dep.card"), card("Dependency Card"));
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

  it("warns on a card named like one in an unopened workspace file, naming file and line", async () => {
    const text = `${card("Shock", "Instant")}\n${card("lightning bolt", "Instant")}`;
    await client.open(uri("mine.card"), text);
    const ds = dupes(await diagnosticsWhere(client, uri("mine.card"), (d) => dupes(d).length > 0));
    assert.equal(ds.length, 1);
    assert.deepEqual(ds[0]!.range, rangeOf(text, '"lightning bolt"'));
    assert.equal(ds[0]!.severity, 2);
    assert.equal(ds[0]!.source, "cardscript");
    assert.equal(
      ds[0]!.message,
      "Another card named 'lightning bolt' is defined in bolt.card on line 2; card names must be unique across the workspace.",
    );
  });

  it("clears the warning when the name is edited away", async () => {
    const text = `${card("Shock", "Instant")}\n${card("lightning bolt", "Instant")}`;
    await client.change(uri("mine.card"), [{ range: rangeOf(text, "lightning bolt"), text: "Chain Lightning" }]);
    const ds = await diagnosticsWhere(client, uri("mine.card"), (d) => dupes(d).length === 0);
    assert.deepEqual(dupes(ds), []);
    await client.close(uri("mine.card"));
  });

  it("warns in both of two open documents, and clears the other when one closes", async () => {
    await client.open(uri("one.card"), card("Twin Golem"));
    await client.open(uri("two.card"), `# second\n\n${card("Twin Golem")}`);
    const inTwo = dupes(await diagnosticsWhere(client, uri("two.card"), (d) => dupes(d).length > 0));
    assert.match(inTwo[0]!.message, /defined in one\.card on line 1;/);
    const inOne = dupes(await diagnosticsWhere(client, uri("one.card"), (d) => dupes(d).length > 0));
    assert.match(inOne[0]!.message, /defined in two\.card on line 3;/);
    await client.close(uri("two.card"));
    assert.deepEqual(dupes(await diagnosticsWhere(client, uri("one.card"), (d) => dupes(d).length === 0)), []);
    await client.close(uri("one.card"));
  });

  it("ignores .gitignore'd and node_modules files", async () => {
    const text = `${card("Ignored Draft")}\n${card("Dependency Card")}\n${card("Lightning Bolt", "Instant")}`;
    await client.open(uri("probe.card"), text);
    // Once the workspace is indexed (Lightning Bolt is reported), the ignored files are not.
    const ds = dupes(await diagnosticsWhere(client, uri("probe.card"), (d) => dupes(d).length > 0));
    assert.deepEqual(
      ds.map((d) => d.range),
      [rangeOf(text, '"Lightning Bolt"')],
    );
    await client.close(uri("probe.card"));
  });

  it("notices files created and deleted on disk (watched-file notifications)", async () => {
    await client.open(uri("watch.card"), card("Fresh Idea"));
    writeFileSync(path.join(dir, "set-a", "fresh.card"), card("Fresh Idea"));
    await client.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: uri("set-a/fresh.card"), type: 1 }] });
    const ds = dupes(await diagnosticsWhere(client, uri("watch.card"), (d) => dupes(d).length > 0));
    assert.match(ds[0]!.message, /defined in fresh\.card on line 1;/);
    rmSync(path.join(dir, "set-a", "fresh.card"));
    await client.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: uri("set-a/fresh.card"), type: 3 }] });
    assert.deepEqual(dupes(await diagnosticsWhere(client, uri("watch.card"), (d) => dupes(d).length === 0)), []);
    await client.close(uri("watch.card"));
  });

  it("still reports duplicates inside one file through the core rule only once", async () => {
    const text = `${card("Same")}\n${card("Same")}`;
    const { diagnostics } = await client.open(uri("same.card"), text);
    assert.deepEqual(
      dupes(diagnostics).map((d) => d.message),
      ["Another card named 'Same' is defined on line 1; card names must be unique."],
    );
    await client.close(uri("same.card"));
  });
});

describe("LSP: cross-file duplicate names follow cardscript.rules", () => {
  let dir: string;
  let client: LspTestClient;
  const configuration: Record<string, unknown> = { cardscript: { rules: { "duplicate-card-name": "error" } } };
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-workspace-settings-"));
    writeFileSync(path.join(dir, "bolt.card"), card("Lightning Bolt", "Instant"));
    client = await LspTestClient.start({ rootUri: pathToFileURL(dir).href, configuration });
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("uses the configured severity and disappears when the rule is off", async () => {
    const uri = pathToFileURL(path.join(dir, "mine.card")).href;
    await client.open(uri, card("Lightning Bolt", "Instant"));
    const ds = dupes(await diagnosticsWhere(client, uri, (d) => dupes(d).some((x) => x.severity === 1)));
    assert.equal(ds.length, 1);
    configuration["cardscript"] = { rules: { "duplicate-card-name": "off" } };
    await client.notify("workspace/didChangeConfiguration", { settings: null });
    assert.deepEqual(dupes(await diagnosticsWhere(client, uri, (d) => dupes(d).length === 0)), []);
    await client.close(uri);
  });
});
