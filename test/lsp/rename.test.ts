/**
 * Protocol tests: prepareRename and rename of a card over stdio. The card's quoted name, its
 * own name in its rules text and mentions in other open documents and unopened workspace
 * files change; `~` stays.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { WorkspaceEdit } from "vscode-languageserver";
import { applyLspEdits, LspTestClient, positionOf, rangeOf } from "./client";

const SENTINEL = [
  'card "Sleepy Sentinel" {',
  "  type: Creature — Golem",
  "  stats: 2/4",
  "  text:",
  "    Sleepy Sentinel doesn't untap during your untap step.",
  "    {2}: Untap ~. Activate only during your upkeep.",
  "}",
  "",
].join("\n");

const ALARM = [
  'card "Wake-Up Call" {',
  "  type: Instant",
  "  text:",
  "    Untap target creature. If it's named Sleepy Sentinel, draw a card.",
  "}",
  "",
].join("\n");

const DISK = [
  'card "Sentinel Shrine" {',
  "  type: Enchantment",
  "  text:",
  "    Sleepy Sentinel and Sleepy Sentinels you control get +1/+1.",
  "}",
  "",
].join("\n");

describe("LSP: rename card names", () => {
  let dir: string;
  let client: LspTestClient;
  const uri = (name: string) => pathToFileURL(path.join(dir, name)).href;

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-rename-"));
    writeFileSync(path.join(dir, "shrine.card"), DISK);
    client = await LspTestClient.start({ rootUri: pathToFileURL(dir).href });
    await client.open(uri("sentinel.card"), SENTINEL);
    await client.open(uri("alarm.card"), ALARM);
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("announces rename with prepare support", () => {
    assert.deepEqual(client.initializeResult.capabilities.renameProvider, { prepareProvider: true });
  });

  it('prepares a rename on the name in card "…" and on a mention, and refuses elsewhere', async () => {
    const onDef = await client.request("textDocument/prepareRename", {
      textDocument: { uri: uri("sentinel.card") },
      position: positionOf(SENTINEL, "Sentinel"),
    });
    assert.deepEqual(onDef, { range: rangeOf(SENTINEL, "Sleepy Sentinel"), placeholder: "Sleepy Sentinel" });
    const onMention = await client.request("textDocument/prepareRename", {
      textDocument: { uri: uri("alarm.card") },
      position: positionOf(ALARM, "Sleepy"),
    });
    assert.deepEqual(onMention, { range: rangeOf(ALARM, "Sleepy Sentinel"), placeholder: "Sleepy Sentinel" });
    const elsewhere = await client.request("textDocument/prepareRename", {
      textDocument: { uri: uri("alarm.card") },
      position: positionOf(ALARM, "draw"),
    });
    assert.equal(elsewhere, null);
  });

  it("renames the card, its self-references and mentions everywhere, leaving ~ alone", async () => {
    const edit = await client.request<WorkspaceEdit>("textDocument/rename", {
      textDocument: { uri: uri("alarm.card") },
      position: positionOf(ALARM, "Sentinel"),
      newName: 'Drowsy "Old" Guard',
    });
    const changes = edit.changes!;
    assert.deepEqual(Object.keys(changes).sort(), [uri("alarm.card"), uri("sentinel.card"), uri("shrine.card")].sort());
    const sentinel = applyLspEdits(SENTINEL, changes[uri("sentinel.card")]!);
    assert.equal(
      sentinel,
      SENTINEL.replace('"Sleepy Sentinel"', '"Drowsy \\"Old\\" Guard"').replace(
        "    Sleepy Sentinel doesn't",
        '    Drowsy "Old" Guard doesn\'t',
      ),
    );
    assert.match(sentinel, /Untap ~\./);
    assert.equal(applyLspEdits(ALARM, changes[uri("alarm.card")]!), ALARM.replace("Sleepy Sentinel", 'Drowsy "Old" Guard'));
    // The unopened file: the exact name changes, the longer word "Sentinels" does not.
    assert.equal(applyLspEdits(DISK, changes[uri("shrine.card")]!), DISK.replace("Sleepy Sentinel and", 'Drowsy "Old" Guard and'));

    // Applied to the open document, the renamed card still parses and is still clean.
    const after = await client.change(
      uri("sentinel.card"),
      changes[uri("sentinel.card")]!.slice()
        .reverse()
        .map((e) => ({ range: e.range, text: e.newText })),
    );
    assert.deepEqual(
      after.diagnostics.filter((d) => d.severity !== 3),
      [],
    );
  });

  it("rejects an empty new name with an error the editor can show", async () => {
    await assert.rejects(
      client.request("textDocument/rename", {
        textDocument: { uri: uri("alarm.card") },
        position: positionOf(ALARM, "Untap"),
        newName: "X",
      }),
      /no card name here/i,
    );
    await assert.rejects(
      client.request("textDocument/rename", {
        textDocument: { uri: uri("alarm.card") },
        position: positionOf(ALARM, "Wake"),
        newName: "  ",
      }),
      /can't be empty/,
    );
  });
});

describe("LSP: rename with versioned document changes", () => {
  let dir: string;
  let client: LspTestClient;
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-rename-v-"));
    writeFileSync(path.join(dir, "shrine.card"), DISK);
    client = await LspTestClient.start({
      rootUri: pathToFileURL(dir).href,
      capabilities: { workspace: { workspaceEdit: { documentChanges: true } } },
    });
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives open documents their version and unopened files null", async () => {
    const sentinel = pathToFileURL(path.join(dir, "sentinel.card")).href;
    await client.open(sentinel, SENTINEL, { version: 7 });
    const edit = await client.request<WorkspaceEdit>("textDocument/rename", {
      textDocument: { uri: sentinel },
      position: positionOf(SENTINEL, "Sleepy"),
      newName: "Wide Awake",
    });
    const docs = (edit.documentChanges as { textDocument: { uri: string; version: number | null } }[]).map((d) => d.textDocument);
    assert.deepEqual(
      docs.sort((a, b) => (a.uri < b.uri ? -1 : 1)),
      [
        { uri: sentinel, version: 7 },
        { uri: pathToFileURL(path.join(dir, "shrine.card")).href, version: null },
      ].sort((a, b) => (a.uri < b.uri ? -1 : 1)),
    );
  });
});
