/**
 * Protocol tests: go to definition and find references for card names over stdio, in a
 * temporary workspace folder whose `.card` files are on disk but not open.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Location } from "vscode-languageserver";
import { LspTestClient, positionOf, rangeOf } from "./client";

const MASTICORE = [
  "# on disk, never opened",
  'card "Razormane Masticore" {',
  "  type: Artifact Creature — Masticore",
  "  stats: 5/5",
  "  text:",
  "    First strike",
  "    At the beginning of your upkeep, sacrifice Razormane Masticore unless you discard a card.",
  "}",
  "",
].join("\n");

const TUTOR = [
  'card "Masticore Tutor" {',
  "  type: Sorcery",
  "  text:",
  "    Search your library for a card named Razormane Masticore, reveal it, put it into your hand.",
  "    ~ can't be countered. Masticore Tutor costs {1} less.",
  "}",
  "",
].join("\n");

describe("LSP: definition and references for card names", () => {
  let dir: string;
  let client: LspTestClient;
  let masticoreUri: string;
  let tutorUri: string;

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-definition-"));
    writeFileSync(path.join(dir, "masticore.card"), MASTICORE);
    masticoreUri = pathToFileURL(path.join(dir, "masticore.card")).href;
    tutorUri = pathToFileURL(path.join(dir, "tutor.card")).href;
    client = await LspTestClient.start({ rootUri: pathToFileURL(dir).href });
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("announces definition and references", () => {
    assert.equal(client.initializeResult.capabilities.definitionProvider, true);
    assert.equal(client.initializeResult.capabilities.referencesProvider, true);
  });

  it("goes from a mention in rules text to the card in a workspace file that is not open", async () => {
    await client.open(tutorUri, TUTOR);
    const locations = await client.request<Location[]>("textDocument/definition", {
      textDocument: { uri: tutorUri },
      position: positionOf(TUTOR, "Masticore,"),
    });
    assert.deepEqual(locations, [{ uri: masticoreUri, range: rangeOf(MASTICORE, "Razormane Masticore") }]);
  });

  it("goes from ~ to the card whose text holds it", async () => {
    const locations = await client.request<Location[]>("textDocument/definition", {
      textDocument: { uri: tutorUri },
      position: positionOf(TUTOR, "~"),
    });
    assert.deepEqual(locations, [{ uri: tutorUri, range: rangeOf(TUTOR, "Masticore Tutor") }]);
  });

  it("answers null away from card names", async () => {
    const none = await client.request("textDocument/definition", {
      textDocument: { uri: tutorUri },
      position: positionOf(TUTOR, "library"),
    });
    assert.equal(none, null);
  });

  it("finds references across open and unopened files, with and without the declaration", async () => {
    const refs = await client.request<Location[]>("textDocument/references", {
      textDocument: { uri: tutorUri },
      position: positionOf(TUTOR, "Razormane"),
      context: { includeDeclaration: true },
    });
    const expected = [
      { uri: masticoreUri, range: rangeOf(MASTICORE, "Razormane Masticore", 0) },
      { uri: masticoreUri, range: rangeOf(MASTICORE, "Razormane Masticore", 1) },
      { uri: tutorUri, range: rangeOf(TUTOR, "Razormane Masticore") },
    ].sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
    assert.deepEqual(refs, expected);
    const withoutDecl = await client.request<Location[]>("textDocument/references", {
      textDocument: { uri: tutorUri },
      position: positionOf(TUTOR, "Razormane"),
      context: { includeDeclaration: false },
    });
    assert.equal(withoutDecl.length, 2);
  });

  it("lists a card's self-references (~ and its own name) as references", async () => {
    const refs = await client.request<Location[]>("textDocument/references", {
      textDocument: { uri: tutorUri },
      position: positionOf(TUTOR, "Masticore Tutor", 1),
      context: { includeDeclaration: true },
    });
    assert.deepEqual(refs, [
      { uri: tutorUri, range: rangeOf(TUTOR, "Masticore Tutor", 0) },
      { uri: tutorUri, range: rangeOf(TUTOR, "~") },
      { uri: tutorUri, range: rangeOf(TUTOR, "Masticore Tutor", 1) },
    ]);
  });

  it("follows edits: a new mention typed into an open document is found", async () => {
    await client.change(tutorUri, [{ range: rangeOf(TUTOR, "library"), text: "library or graveyard (Razormane Masticore)" }]);
    const refs = await client.request<Location[]>("textDocument/references", {
      textDocument: { uri: tutorUri },
      position: positionOf(TUTOR, "Razormane"),
      context: { includeDeclaration: false },
    });
    assert.equal(refs.filter((r) => r.uri === tutorUri).length, 2);
    await client.close(tutorUri);
  });
});
