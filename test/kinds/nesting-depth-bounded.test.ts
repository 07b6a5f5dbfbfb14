/**
 * Kind: unbounded nesting in XML and JSON. Deep Cockatrice nesting overflowed the stack at 16,000
 * levels and each close tag cost O(depth) (80,000 levels in 560 KB took 15 minutes); a deeply
 * nested `cardscript.json` was an internal error in the CLI, and in the editor every file beside
 * it said "could not check this file". Readers now stop at `MAX_NESTING_DEPTH` (`core/limits.ts`)
 * and report it in the style of the size limit; walks over the result are iterative.
 */
import assert from "node:assert/strict";
import { MAX_NESTING_DEPTH } from "../../server/src/core/limits";
import { parseConfig } from "../../server/src/app/config";
import { readRecords, RecordsTooDeepError } from "../../server/src/core/import/card-import";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";
import { COCKATRICE_XML } from "../helpers/designer-files";
import { pathToFileURL } from "node:url";
import { LspTestClient } from "../lsp/client";
import { SUITE_TIMEOUT_MS } from "../helpers/wait";

describe("nesting-depth-bounded", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("Cockatrice nested 80,000 deep: one finding, the card beside it still checked", function () {
    const deep = "<x>".repeat(80_000) + "</x>".repeat(80_000);
    writeFiles(dir, { "cards.xml": COCKATRICE_XML.replace("<cards>", `<cards>${deep}`) });
    const r = runCli(["lint", "cards.xml", "--format", "json"], dir);
    assert.equal(r.stderr, "");
    const messages = (JSON.parse(r.stdout) as { messages: { ruleId: string; message: string }[] }[])[0]!.messages;
    assert.ok(
      messages.some((m) => m.ruleId === "impossible-timing"),
      JSON.stringify(messages),
    );
    const deepOnes = messages.filter((m) => m.message.startsWith("This file nests too deeply to read"));
    assert.equal(deepOnes.length, 1, JSON.stringify(messages));
    assert.match(deepOnes[0]!.message, new RegExp(`the limit is ${MAX_NESTING_DEPTH}\\)`));
  });

  it("a cardscript.json nested 20,000 deep is a config problem, not an internal error (CLI and the editor's parser)", function () {
    const text = `{"rules": ${"[".repeat(20_000)}`;
    const { problems } = parseConfig(text);
    assert.equal(problems.length, 1);
    assert.match(problems[0]!.message, /^This file nests too deeply to read \(257 levels at line 1; the limit is 256\)/);
    writeFiles(dir, { "cardscript.json": text, "a.card": `card "X" {\n  type: Instant\n}\n` });
    const r = runCli(["lint", "a.card"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /invalid config .*cardscript\.json:1:\d+: This file nests too deeply to read/);
    // Brackets inside strings and comments do not count.
    assert.deepEqual(parseConfig(`{"ignorePatterns": ["${"[".repeat(1000)}"] // ${"{".repeat(1000)}\n}`).problems, []);
  });

  it("MTGJSON records nested 100,000 deep are refused with the line, not a stack overflow", function () {
    assert.throws(
      () => readRecords(`[{"name": "A"},\n${"[".repeat(100_000)}${"]".repeat(100_000)}]`),
      (e: unknown) => e instanceof RecordsTooDeepError && e.line === 2 && /^line 2: This file nests too deeply to read/.test(e.message),
    );
  });

  it("in the editor a deeply nested cardscript.json is reported in it; the card beside it is still checked", async function () {
    writeFiles(dir, {
      "cardscript.json": `{"rules": ${"[".repeat(20_000)}`,
      "hymn.card": `card "Hymn" {\n  type: Sorcery\n  text:\n    Cast this spell only during combat.\n}\n`,
    });
    const client = await LspTestClient.start({
      rootUri: pathToFileURL(dir).href,
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "w" }],
    });
    try {
      const card = await client.open(
        pathToFileURL(`${dir}/hymn.card`).href,
        `card "Hymn" {\n  type: Sorcery\n  text:\n    Cast this spell only during combat.\n}\n`,
      );
      assert.deepEqual(
        card.diagnostics.map((d) => d.code),
        ["impossible-timing"],
      );
      const configUri = pathToFileURL(`${dir}/cardscript.json`).href;
      const latest = await client.latestOrNextDiagnostics(configUri);
      assert.match(latest.diagnostics[0]!.message, /nests too deeply to read/);
      assert.equal(client.alive, true);
    } finally {
      await client.dispose();
    }
  });

  it("import of records nested too deeply names the file, the line and the limit", function () {
    writeFiles(dir, { "deep.json": "[".repeat(50_000) + "]".repeat(50_000) });
    const r = runCli(["import", "deep.json", "-o", "out"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /^cardscript: .*deep\.json: This file nests too deeply to read \(257 levels at line 1; the limit is 256\)/);
  });
});
