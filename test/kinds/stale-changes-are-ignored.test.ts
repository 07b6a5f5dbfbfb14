/**
 * Kind: a stale edit applied. LSP versions of a document only increase; a `didChange` whose
 * version is lower than the open document's (a late or replayed message) describes an edit of
 * text the client has since changed. The server applied it anyway, so its copy of the text — and
 * every diagnostic after — no longer matched the editor's. It is now ignored and logged. Over the
 * real protocol, against the built server.
 */
import { strict as assert } from "node:assert";
import { LspTestClient, testUri } from "../lsp/client";
import { SUITE_TIMEOUT_MS } from "../helpers/wait";

const SORCERY = 'card "Quiet Study" {\n  cost: {1}{U}\n  type: Sorcery\n  text:\n    Draw two cards.\n}\n';
/** The position of the end of the text line ("Draw two cards."). */
const TEXT_LINE_END = { line: 4, character: "    Draw two cards.".length };

describe("kind: a didChange older than the document is ignored, not applied", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  it("a change with a lower version changes nothing and is logged; later changes apply to the client's text", async () => {
    const uri = testUri("stale-change");
    assert.deepEqual((await client.open(uri, SORCERY)).diagnostics, []);
    // Version 2: a harmless edit.
    const v2 = await client.change(uri, [{ range: { start: TEXT_LINE_END, end: TEXT_LINE_END }, text: " Scry 1." }]);
    assert.deepEqual(v2.diagnostics, []);
    // A late version 1 that would add a line with an impossible restriction (a sorcery only during combat) before the "}".
    await client.notify("textDocument/didChange", {
      textDocument: { uri, version: 1 },
      contentChanges: [
        { range: { start: { line: 5, character: 0 }, end: { line: 5, character: 0 } }, text: "    Cast this spell only during combat.\n" },
      ],
    });
    // Version 3 replaces the end of line 4 as the client sees it: "Draw two cards. Scry 1." → "… Scry 2."
    const end = { line: 4, character: "    Draw two cards. Scry 1.".length };
    const v3 = await client.change(uri, [{ range: { start: { line: 4, character: end.character - 2 }, end }, text: "2." }]);
    assert.deepEqual(
      v3.diagnostics.map((d) => d.code),
      [],
      "the stale restriction was not applied (it would be impossible-timing)",
    );
    const formatted = await client.request<{ newText: string }[] | null>("textDocument/formatting", {
      textDocument: { uri },
      options: { tabSize: 2, insertSpaces: true },
    });
    assert.ok(!(formatted ?? []).some((e) => e.newText.includes("combat")), "the server's text has no trace of the stale edit");
    assert.ok(
      client.logs.some((l) => /Ignored a didChange .*version 1.*version 2/.test(l.message)),
      `logged: ${client.logs.map((l) => l.message).join("\n")}`,
    );
  });

  it("a change without a usable version is still applied (at the current version)", async () => {
    const uri = testUri("versionless-change");
    await client.open(uri, SORCERY);
    const next = client.nextDiagnostics(uri, (p) => p.diagnostics.length > 0);
    await client.notify("textDocument/didChange", {
      textDocument: { uri, version: null },
      contentChanges: [
        { range: { start: { line: 4, character: 0 }, end: { line: 4, character: 0 } }, text: "    Cast this spell only during combat.\n" },
      ],
    });
    assert.deepEqual(
      (await next).diagnostics.map((d) => d.code),
      ["impossible-timing"],
    );
  });
});
