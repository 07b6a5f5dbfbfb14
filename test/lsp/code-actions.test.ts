/**
 * Protocol tests: quick fixes and "Fix all" over stdio. Each action is applied the way an
 * editor does (its text edits sent back as a didChange) and the published diagnostics prove
 * the repair.
 */
import assert from "node:assert/strict";
import type { CodeAction, TextEdit } from "vscode-languageserver";
import { LspTestClient, rangeOf, testUri, type Diagnostic } from "./client";

const BAD_SORCERY = [
  'card "Battle Hymn of Ruin" {',
  "  cost: {2}{R}",
  "  type: Sorcery",
  "  text:",
  "    Cast this spell only during combat.",
  "    Creatures you control get +2/+0 until end of turn.",
  "}",
  "",
].join("\n");

const OLD_WORDING = [
  'card "Dusk Reaper" {',
  "  type: Creature — Spirit",
  "  stats: 3/3",
  "  text:",
  "    At end of turn, sacrifice this creature.",
  "    When this creature comes into play, draw a card.",
  "}",
  "",
  'card "Twilight Snare" {',
  "  type: Instant",
  "  text:",
  "    Cast this spell only during the end of turn step.",
  "    Tap target creature.",
  "}",
  "",
].join("\n");

const OLD_WORDING_TWO_CARDS = [
  'card "Grove Sentinel" {',
  "  type: Creature — Elf Druid",
  "  stats: 1/1",
  "  text:",
  "    This creature enters the battlefield tapped.",
  "    {T}: Add {G} to your mana pool.",
  "    {1}, {T}: Destroy target artifact with converted mana cost 3 or less.",
  "}",
  "",
  'card "Spiteful Bolt" {',
  "  type: Instant",
  "  text:",
  "    Spiteful Bolt deals 2 damage to target creature or player.",
  "    Each opponent sacrifices a creature he or she controls, then discards a card from his or her hand.",
  "}",
  "",
].join("\n");

/** The text edits of an action for `uri`, from `changes` or `documentChanges`. */
function editsOf(action: CodeAction, uri: string): TextEdit[] {
  const e = action.edit!;
  if (e.changes) return e.changes[uri] ?? [];
  const dc = (e.documentChanges ?? []) as { textDocument: { uri: string }; edits: TextEdit[] }[];
  return dc.filter((d) => d.textDocument.uri === uri).flatMap((d) => d.edits);
}

/** `text` after LSP `edits` (non-overlapping; positions in UTF-16 code units). */
function applyLspEdits(text: string, edits: TextEdit[]): string {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") starts.push(i + 1);
  const at = (p: { line: number; character: number }) => starts[p.line]! + p.character;
  let out = text;
  for (const e of [...edits].sort((a, b) => at(b.range.start) - at(a.range.start))) {
    out = out.slice(0, at(e.range.start)) + e.newText + out.slice(at(e.range.end));
  }
  return out;
}

/** Sends the edits as one didChange (last edit first, so earlier ranges stay valid). */
function asChanges(edits: TextEdit[]) {
  return [...edits]
    .sort((a, b) => b.range.start.line - a.range.start.line || b.range.start.character - a.range.start.character)
    .map((e) => ({ range: e.range, text: e.newText }));
}

const codes = (ds: Diagnostic[]) => ds.map((d) => d.code);

describe("LSP: code actions over stdio", () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  it("announces quickfix and the fix-all source action kind", () => {
    assert.deepEqual(client.initializeResult.capabilities.codeActionProvider, {
      codeActionKinds: ["quickfix", "source.fixAll.cardscript"],
      resolveProvider: false,
    });
  });

  it("offers the three impossible-timing repairs, the likeliest preferred, then the disable comments, all linked to the diagnostic", async () => {
    const uri = testUri("ca-sorcery");
    const { diagnostics } = await client.open(uri, BAD_SORCERY);
    const d = diagnostics.find((x) => x.code === "impossible-timing")!;
    const actions = await client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: d.range,
      context: { diagnostics: [d] },
    });
    assert.deepEqual(
      actions.map((a) => [a.title, a.kind, a.isPreferred]),
      [
        ["Change type to Instant", "quickfix", true],
        ["Add Flash", "quickfix", false],
        ["Remove the restriction 'during combat'", "quickfix", false],
        ["Disable impossible-timing for this line", "quickfix", false],
        ["Disable impossible-timing for the entire file", "quickfix", false],
      ],
    );
    for (const a of actions) assert.deepEqual(a.diagnostics, [d]);
    await client.close(uri);
  });

  for (const [index, title] of [
    "Change type to Instant",
    "Add Flash",
    "Remove the restriction 'during combat'",
    "Disable impossible-timing for this line",
    "Disable impossible-timing for the entire file",
  ].entries()) {
    it(`applying '${title}' removes the error (CRLF document)`, async () => {
      const uri = testUri(`ca-apply-${index}`);
      const text = BAD_SORCERY.replace(/\n/g, "\r\n");
      const { diagnostics } = await client.open(uri, text);
      const d = diagnostics.find((x) => x.code === "impossible-timing")!;
      const actions = await client.request<CodeAction[]>("textDocument/codeAction", {
        textDocument: { uri },
        range: { start: d.range.start, end: d.range.start },
        context: { diagnostics: [] },
      });
      const action = actions.find((a) => a.title === title)!;
      const edits = editsOf(action, uri);
      for (const e of edits) assert.doesNotMatch(e.newText, /(^|[^\r])\n/, "inserts a bare LF into a CRLF file");
      // Without diagnostics in the request the action still links the diagnostic it fixes.
      assert.equal(action.diagnostics?.[0]?.code, "impossible-timing");
      const after = await client.change(uri, asChanges(edits));
      assert.deepEqual(
        codes(after.diagnostics).filter((c) => c !== "redundant-timing"),
        [],
      );
      await client.close(uri);
    });
  }

  it("offers nothing where there is no problem", async () => {
    const uri = testUri("ca-none");
    await client.open(uri, BAD_SORCERY);
    const actions = await client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: rangeOf(BAD_SORCERY, "Creatures you"),
      context: { diagnostics: [] },
    });
    assert.deepEqual(actions, []);
    await client.close(uri);
  });

  it("'Fix all auto-fixable problems' applies every safe fix in one go", async () => {
    const uri = testUri("ca-fix-all");
    const { diagnostics } = await client.open(uri, OLD_WORDING);
    assert.deepEqual(codes(diagnostics).sort(), ["obsolete-wording", "obsolete-wording", "unknown-step"]);
    const actions = await client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: ["source.fixAll"] },
    });
    assert.deepEqual(
      actions.map((a) => [a.title, a.kind]),
      [["Fix all auto-fixable problems", "source.fixAll.cardscript"]],
    );
    const after = await client.change(uri, asChanges(editsOf(actions[0]!, uri)));
    assert.deepEqual(after.diagnostics, []);
    await client.close(uri);
  });

  it("returns only quick fixes when asked for quickfix", async () => {
    const uri = testUri("ca-only");
    await client.open(uri, OLD_WORDING);
    const actions = await client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: rangeOf(OLD_WORDING, "At end of turn"),
      context: { diagnostics: [], only: ["quickfix"] },
    });
    assert.deepEqual(
      actions.map((a) => a.title),
      [
        "Change to 'At the beginning of the end step'",
        "Update old wording in this card",
        "Update old wording in this file",
        "Disable obsolete-wording for this line",
        "Disable obsolete-wording for the entire file",
      ],
    );
    assert.equal(actions[0]!.isPreferred, true);
    await client.close(uri);
  });

  it("'Update old wording in this card' rewrites that card's old wordings only, keeping every other character", async () => {
    const uri = testUri("ca-update-card");
    const text = OLD_WORDING_TWO_CARDS.replace(/\n/g, "\r\n");
    const { diagnostics } = await client.open(uri, text);
    assert.equal(codes(diagnostics).filter((c) => c === "obsolete-wording").length, 6);
    const actions = await client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: rangeOf(text, "converted mana cost"),
      context: { diagnostics: [] },
    });
    const card = actions.find((a) => a.title === "Update old wording in this card")!;
    assert.ok(card, actions.map((a) => a.title).join(", "));
    assert.equal(card.kind, "quickfix");
    assert.equal(card.diagnostics?.length, 3);
    const edits = editsOf(card, uri);
    const after = await client.change(uri, asChanges(edits));
    const expected = text
      .replace("enters the battlefield tapped", "enters tapped")
      .replace("converted mana cost 3 or less", "mana value 3 or less")
      .replace(" to your mana pool", "");
    assert.equal(applyLspEdits(text, edits), expected);
    // The other card keeps its three old wordings.
    assert.equal(codes(after.diagnostics).filter((c) => c === "obsolete-wording").length, 3);
    await client.close(uri);
  });

  it("'Update old wording in this file' rewrites every card; a file of an older rules edition is not offered it", async () => {
    const uri = testUri("ca-update-file");
    await client.open(uri, OLD_WORDING_TWO_CARDS);
    const actions = await client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: rangeOf(OLD_WORDING_TWO_CARDS, "his or her"),
      context: { diagnostics: [] },
    });
    const file = actions.find((a) => a.title === "Update old wording in this file")!;
    assert.equal(file.diagnostics?.length, 6);
    const edits = editsOf(file, uri);
    const after = await client.change(uri, asChanges(edits));
    assert.deepEqual(codes(after.diagnostics), []);
    const fixed = applyLspEdits(OLD_WORDING_TWO_CARDS, edits);
    assert.match(fixed, /Each opponent sacrifices a creature they control, then discards a card from their hand\./);
    assert.match(fixed, /deals 2 damage to any target\./);
    await client.close(uri);

    const old = testUri("ca-update-2017");
    const older = `rules 2017-06\n\n${OLD_WORDING_TWO_CARDS}`;
    const opened = await client.open(old, older);
    assert.deepEqual(codes(opened.diagnostics), []);
    const none = await client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri: old },
      range: rangeOf(older, "his or her"),
      context: { diagnostics: [] },
    });
    assert.deepEqual(none, []);
    await client.close(old);
  });

  it("answers null for a document that is not open", async () => {
    const actions = await client.request("textDocument/codeAction", {
      textDocument: { uri: testUri("ca-never-opened") },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [] },
    });
    assert.equal(actions, null);
  });
});

describe("LSP: code actions with versioned edits", () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start({
      capabilities: { workspace: { workspaceEdit: { documentChanges: true }, configuration: true } },
    });
  });
  after(async () => {
    await client?.dispose();
  });

  it("edits the document version the actions were computed for", async () => {
    const uri = testUri("ca-versioned");
    await client.open(uri, BAD_SORCERY);
    await client.change(uri, [{ range: rangeOf(BAD_SORCERY, "{2}{R}"), text: "{1}{R}" }]);
    const actions = await client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: rangeOf(BAD_SORCERY, "during combat"),
      context: { diagnostics: [] },
    });
    const dc = actions[0]!.edit!.documentChanges as { textDocument: { uri: string; version: number } }[];
    assert.deepEqual(
      dc.map((d) => d.textDocument),
      [{ uri, version: 2 }],
    );
    assert.equal(actions[0]!.edit!.changes, undefined);
    await client.close(uri);
  });
});
