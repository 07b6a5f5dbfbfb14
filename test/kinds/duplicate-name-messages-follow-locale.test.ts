/**
 * Kind: a `duplicate-card-name` message filled from the English template, outside the linter's
 * localized `ruleMessage`. Three places built it that way: the language server's incremental
 * analysis (a duplicate inside one file), its workspace index (a duplicate in another file), and
 * the CLI's cross-file check. With `--locale de` or a German editor every other message was German
 * and these stayed English, so the CLI and the editor disagreed on the same file. The German and
 * Spanish templates existed; they are now used, and server and CLI print the same words.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";
import { LspTestClient, type Diagnostic } from "../lsp/client";

const card = (name: string) => `card "${name}" {\n  type: Artifact\n}\n`;
/** Two cards of one name in one file: the second is the duplicate (line 5). */
const TWICE = `${card("Twin Golem")}\n${card("Twin Golem")}`;

interface JsonReport {
  filePath: string;
  messages: { ruleId: string; message: string; line: number }[];
}

const dupMessages = (r: JsonReport | undefined) =>
  (r?.messages ?? []).filter((m) => m.ruleId === "duplicate-card-name").map((m) => m.message);

describe("kind: duplicate-card-name messages follow the locale", function () {
  let dir: string;
  let client: LspTestClient | undefined;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(async function () {
    await client?.dispose();
    client = undefined;
    removeTempDir(dir);
  });

  it("CLI: a duplicate in another linted file is German with --locale de and Spanish with LANG=es_ES", function () {
    writeFiles(dir, { "a.card": card("Lantern"), "b.card": card("Lantern") });
    const de = JSON.parse(runCli(["--locale", "de", "lint", ".", "--format", "json"], dir).stdout) as JsonReport[];
    assert.deepEqual(dupMessages(de.find((r) => r.filePath.endsWith("a.card"))), [
      "Eine andere Karte namens 'Lantern' ist in b.card in Zeile 1 definiert; Kartennamen müssen im ganzen Arbeitsbereich eindeutig sein.",
    ]);
    const es = JSON.parse(runCli(["lint", ".", "--format", "json"], dir, { LANG: "es_ES.UTF-8" }).stdout) as JsonReport[];
    assert.match(
      dupMessages(es.find((r) => r.filePath.endsWith("b.card")))[0] ?? "",
      /^Otra carta llamada 'Lantern' está definida en a\.card/,
    );
    const en = JSON.parse(runCli(["lint", ".", "--format", "json"], dir).stdout) as JsonReport[];
    assert.match(
      dupMessages(en.find((r) => r.filePath.endsWith("a.card")))[0] ?? "",
      /^Another card named 'Lantern' is defined in b\.card/,
    );
  });

  it("server (locale de): a duplicate inside one file has the CLI's German message", async function () {
    writeFileSync(path.join(dir, "twice.card"), TWICE);
    const cli = JSON.parse(runCli(["--locale", "de", "lint", "twice.card", "--format", "json"], dir).stdout) as JsonReport[];
    const expected = dupMessages(cli[0]);
    assert.deepEqual(expected, ["Eine andere Karte namens 'Twin Golem' ist in Zeile 1 definiert; Kartennamen müssen eindeutig sein."]);
    client = await LspTestClient.start({ locale: "de" });
    const uri = pathToFileURL(path.join(dir, "twice.card")).href;
    const published = await client.open(uri, TWICE);
    const ds = published.diagnostics.filter((d: Diagnostic) => d.code === "duplicate-card-name");
    assert.deepEqual(
      ds.map((d) => [d.range.start.line + 1, d.message]),
      [[5, expected[0]]],
    );
  });

  it("server (locale es): a duplicate in another workspace file is Spanish", async function () {
    writeFileSync(path.join(dir, "other.card"), card("Lantern"));
    client = await LspTestClient.start({
      locale: "es",
      rootUri: pathToFileURL(dir).href,
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "w" }],
    });
    const uri = pathToFileURL(path.join(dir, "mine.card")).href;
    await client.open(uri, card("Lantern"));
    const crossFile = (ds: Diagnostic[]) => ds.filter((d) => d.code === "duplicate-card-name");
    const ds = (await client.latestOrNextDiagnostics(uri, (p) => crossFile(p.diagnostics).length > 0)).diagnostics;
    assert.deepEqual(
      crossFile(ds).map((d) => d.message),
      [
        "Otra carta llamada 'Lantern' está definida en other.card, en la línea 1; los nombres de carta deben ser únicos en todo el espacio de trabajo.",
      ],
    );
  });
});
