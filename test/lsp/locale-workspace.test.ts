/**
 * Protocol test, kind: the server speaks the client's UI language beyond one document. With
 * `locale` "de" in `initialize`, the cross-file `duplicate-card-name` warning (computed from the
 * workspace index, not by the linter) and the error a refused rename returns are German; the same
 * server started in English says them in English.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LspTestClient, positionOf, type Diagnostic } from "./client";

const card = (name: string) => `card "${name}" {\n  type: Instant\n}\n`;

describe("LSP: workspace duplicates and rename errors in the client's language", () => {
  let dir: string;
  const clients: LspTestClient[] = [];
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-locale-ws-"));
    writeFileSync(path.join(dir, "bolt.card"), `# first line\n${card("Lightning Bolt")}`);
  });
  after(async () => {
    for (const c of clients) await c.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async (locale: string) => {
    const c = await LspTestClient.start({ locale, rootUri: null, workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "cards" }] });
    clients.push(c);
    return c;
  };
  const uri = (name: string) => pathToFileURL(path.join(dir, name)).href;
  const dupes = (ds: Diagnostic[]) => ds.filter((d) => d.code === "duplicate-card-name");

  for (const [locale, duplicate, empty] of [
    [
      "de",
      "Eine andere Karte namens 'Lightning Bolt' ist in bolt.card in Zeile 2 definiert; Kartennamen müssen im ganzen Arbeitsbereich eindeutig sein.",
      /^Ein Kartenname darf nicht leer sein\.$/,
    ],
    [
      "en",
      "Another card named 'Lightning Bolt' is defined in bolt.card on line 2; card names must be unique across the workspace.",
      /^A card name can't be empty\.$/,
    ],
  ] as const) {
    it(`${locale}: the cross-file duplicate warning and a refused rename`, async () => {
      const client = await start(locale);
      const text = card("Lightning Bolt");
      const u = uri(`mine-${locale}.card`);
      await client.open(u, text);
      // The workspace scan may end before or after the first publish.
      const ds = await client.latestOrNextDiagnostics(u, (p) => dupes(p.diagnostics).length > 0);
      assert.deepEqual(
        dupes(ds.diagnostics).map((d) => d.message),
        [duplicate],
      );
      await assert.rejects(
        client.request("textDocument/rename", { textDocument: { uri: u }, position: positionOf(text, "Lightning"), newName: "  " }),
        (e: Error) => empty.test(e.message),
      );
    });
  }
});
