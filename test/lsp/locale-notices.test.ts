/**
 * Protocol test, kind: a notice the server shows the user stays English whatever the client's
 * language. The formatter's refusal (a document with syntax errors is not formatted,
 * `window/showMessage`) and the notice of a document whose check hit an internal error (a
 * diagnostic at its start) follow `initialize`'s `locale`, as the diagnostics do. The internal
 * error is provoked in the real server process: a preloaded script makes the server's options
 * serialization throw, the way a bug would.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { TextEdit } from "vscode-languageserver";
import { localizer } from "../../server/src/core/l10n/localizer";
import { makeTempDir, removeTempDir } from "../cli/helpers";
import { LspTestClient, testUri } from "./client";
import { SUITE_TIMEOUT_MS, waitUntil } from "../helpers/wait";

const BROKEN = 'card "Open" {\n  type: Instant\n';

const LOCALES = ["en", "de", "es"] as const;

/** The core catalog's text of `key` in `locale`. */
const text = (locale: string, key: string, data?: Record<string, string>) => localizer({ id: "core" }, locale).t(key, data);

/** Waits until `check` holds (the server's notification may follow its answer), up to the tests' wait cap. */
async function eventually(check: () => boolean): Promise<void> {
  await waitUntil(check, "the server's notice");
}

describe("LSP: notices shown to the user follow initialize's locale", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  const clients: LspTestClient[] = [];
  let dir: string;
  before(() => {
    dir = makeTempDir("cardscript-lsp-notices-");
  });
  after(async () => {
    for (const c of clients) await c.dispose();
    removeTempDir(dir);
  });

  it("the formatter's refusal of a document with syntax errors: in the client's language", async () => {
    const shown: Record<string, string[]> = {};
    for (const locale of LOCALES) {
      const client = await LspTestClient.start({ locale });
      clients.push(client);
      const uri = testUri(`notice-format-${locale}`);
      await client.open(uri, BROKEN);
      const edits = await client.request<TextEdit[] | null>("textDocument/formatting", {
        textDocument: { uri },
        options: { tabSize: 2, insertSpaces: true },
      });
      assert.deepEqual(edits, [], "nothing is changed");
      await eventually(() => client.shown.length > 0);
      shown[locale] = client.shown.map((m) => m.message);
    }
    for (const locale of LOCALES) {
      const why = text(locale, "format.refused.syntaxErrors");
      assert.deepEqual(shown[locale], [text(locale, "format.refused", { why })], locale);
    }
    assert.notEqual(shown["de"]![0], shown["en"]![0]);
    assert.notEqual(shown["es"]![0], shown["en"]![0]);
    assert.match(shown["de"]![0]!, /nicht formatiert/);
    assert.match(shown["es"]![0]!, /formate/);
  });

  it("the notice of a document whose check failed (internal error): in the client's language", async () => {
    // A bug in the check, simulated in the server process: serializing a document's lint options throws.
    const preload = path.join(dir, "simulated-bug.cjs");
    writeFileSync(
      preload,
      [
        "const stringify = JSON.stringify;",
        "JSON.stringify = function (value, ...rest) {",
        '  if (value && typeof value === "object" && "rules" in value && "ignored" in value) throw new Error("a simulated bug");',
        "  return stringify.call(this, value, ...rest);",
        "};",
      ].join("\n"),
    );
    const notice: Record<string, string[]> = {};
    for (const locale of LOCALES) {
      const client = await LspTestClient.start({ locale, nodeArgs: ["--require", preload] });
      clients.push(client);
      const published = await client.open(testUri(`notice-crash-${locale}`), 'card "Fine" {\n  type: Instant\n}\n');
      notice[locale] = published.diagnostics.map((d) => d.message);
      assert.ok(client.alive, "the server keeps running");
    }
    for (const locale of LOCALES) assert.deepEqual(notice[locale], [text(locale, "lsp.checkFailed")], locale);
    assert.match(notice["de"]![0]!, /konnte diese Datei nicht prüfen/);
    assert.match(notice["es"]![0]!, /no pudo revisar este archivo/);
  });
});
