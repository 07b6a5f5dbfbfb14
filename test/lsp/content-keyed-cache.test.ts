/**
 * Kind: analysis cached by the client's version number instead of the text. A didChange with a
 * reused, backwards or non-numeric version must not leave diagnostics (or code actions) of the
 * old text while symbols show the new one. Talks to the real server over JSON-RPC.
 */
import assert from "node:assert/strict";
import { LspTestClient, testUri } from "./client";

const BAD = 'card "A" {\n  type: Sorcery\n  text:\n    Cast this spell only during combat.\n}\n';
const GOOD = 'card "B" {\n  type: Instant\n  text:\n    Cast this spell only during combat.\n}\n';

describe("content-keyed-cache: diagnostics follow the text whatever the version says", () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  // A backwards version is stale and ignored (test/kinds/stale-changes-are-ignored.test.ts): see the last case.
  for (const [label, version] of [
    ["reused", 5],
    ["non-numeric", "v"],
    ["missing", null],
  ] as const) {
    it(`a ${label} version on didChange`, async () => {
      const uri = testUri(`content-keyed-${label}`);
      const opened = await client.open(uri, BAD, { version: 5 });
      assert.deepEqual(
        opened.diagnostics.map((d) => d.code),
        ["impossible-timing"],
      );
      // Full-text change with a version that does not move forward.
      await client.notify("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [{ text: GOOD }] });
      const now = await client.nextDiagnostics(uri);
      assert.deepEqual(
        now.diagnostics.map((d) => d.code),
        [],
        `stale diagnostics after a ${label} version`,
      );
      const symbols = await client.request<{ name: string }[]>("textDocument/documentSymbol", { textDocument: { uri } });
      assert.deepEqual(
        symbols.map((s) => s.name),
        ["B"],
      );
      const actions = await client.request<{ title: string }[] | null>("textDocument/codeAction", {
        textDocument: { uri },
        range: { start: { line: 3, character: 25 }, end: { line: 3, character: 30 } },
        context: { diagnostics: [] },
      });
      assert.ok(!(actions ?? []).some((a) => /Instant|Remove/.test(a.title)), `stale code actions: ${JSON.stringify(actions)}`);
      // And back to the bad text with the same version again.
      await client.notify("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [{ text: BAD }] });
      const again = await client.nextDiagnostics(uri);
      assert.deepEqual(
        again.diagnostics.map((d) => d.code),
        ["impossible-timing"],
      );
      await client.close(uri);
    });
  }

  it("a backwards version on didChange is ignored: the symbols and the last diagnostics stay those of the current text", async () => {
    const uri = testUri("content-keyed-backwards");
    await client.open(uri, BAD, { version: 5 });
    await client.notify("textDocument/didChange", { textDocument: { uri, version: 1 }, contentChanges: [{ text: GOOD }] });
    const symbols = await client.request<{ name: string }[]>("textDocument/documentSymbol", { textDocument: { uri } });
    assert.deepEqual(
      symbols.map((s) => s.name),
      ["A"],
    );
    assert.equal(client.published.filter((p) => p.uri === uri).at(-1)?.version, 5, "nothing published for the stale change");
    await client.close(uri);
  });
});
