/**
 * Kind: a file's game chosen without its configuration. A file without a `game` line is of the
 * game its `cardscript.json` names; the linter knew that, but the formatter, the outline and the
 * CLI's cross-file name scan and `export` asked for the file's game without the configuration and
 * read a Yu-Gi-Oh! workspace's files as Magic: fields were formatted in Magic's order, a Yu-Gi-Oh!
 * "Token Monster" was put in Magic's token name space (two cards of one name were no duplicate),
 * and a Magic export took the Yu-Gi-Oh! cards. Every one now asks with the configuration (the
 * core receives the configured game with the games, `GameOptions`).
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { TextEdit } from "vscode-languageserver";
import { applyLspEdits, LspTestClient } from "../lsp/client";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

const CONFIG = JSON.stringify({ game: "ygo" });

/** A Yu-Gi-Oh! monster without a `game` line, its fields out of order. */
const MONSTER = [
  'card "Shadow Drake" {',
  "  atk: 1800",
  "  def: 1000",
  "  race: Dragon",
  "  level: 4",
  "  attribute: DARK",
  "  type: Effect Monster",
  "  text: When this card is Normal Summoned: You can draw 1 card.",
  "}",
  "",
].join("\n");

/** A Yu-Gi-Oh! token (Magic reads "Token …" as a token's type line, in the tokens' name space). */
const token = (name: string) =>
  `card "${name}" {\n  type: Token Monster\n  attribute: EARTH\n  level: 1\n  race: Beast\n  atk: 0\n  def: 0\n}\n`;
const monster = (name: string) =>
  `card "${name}" {\n  type: Normal Monster\n  attribute: EARTH\n  level: 1\n  race: Beast\n  atk: 0\n  def: 0\n}\n`;

describe("kind: a file's game chosen without its cardscript.json", function () {
  this.timeout(60_000);

  describe("language server", () => {
    let dir: string;
    let client: LspTestClient;
    before(async () => {
      dir = mkdtempSync(path.join(tmpdir(), "cardscript-config-game-"));
      writeFileSync(path.join(dir, "cardscript.json"), CONFIG);
      client = await LspTestClient.start({
        rootUri: pathToFileURL(dir).href,
        workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "w" }],
      });
    });
    after(async () => {
      await client?.dispose();
      rmSync(dir, { recursive: true, force: true });
    });

    it("formats a file without a `game` line in the configured game's field order", async () => {
      const file = path.join(dir, "drake.card");
      writeFileSync(file, MONSTER);
      const uri = pathToFileURL(file).href;
      await client.open(uri, MONSTER);
      const edits = await client.request<TextEdit[] | null>("textDocument/formatting", {
        textDocument: { uri },
        options: { tabSize: 2, insertSpaces: true },
      });
      const fields = applyLspEdits(MONSTER, edits ?? [])
        .split("\n")
        .map((l) => /^ {2}([a-z]+):/.exec(l)?.[1])
        .filter((f) => f !== undefined);
      assert.deepEqual(fields, ["type", "attribute", "level", "race", "atk", "def", "text"]);
    });
  });

  describe("CLI", () => {
    let dir: string;
    beforeEach(() => {
      dir = makeTempDir();
    });
    afterEach(() => removeTempDir(dir));

    it("lint compares names across files as the configured game's cards (a Yu-Gi-Oh! token is a card)", () => {
      writeFiles(dir, { "cardscript.json": CONFIG, "a.card": token("Sheep Token"), "b.card": monster("Sheep Token") });
      const r = runCli(["lint", "--format", "json", "."], dir);
      const reports = JSON.parse(r.stdout) as { filePath: string; messages: { ruleId: string }[] }[];
      const dups = reports.map((x) => x.messages.filter((m) => m.ruleId === "duplicate-card-name").length);
      assert.deepEqual(dups, [1, 1], r.stdout);
    });

    it("export to a Magic format refuses a file the configuration makes Yu-Gi-Oh!", () => {
      writeFiles(dir, { "cardscript.json": CONFIG, "drake.card": MONSTER });
      const r = runCli(["export", "drake.card", "--format", "cockatrice", "--out", "out.xml"], dir);
      assert.equal(r.code, 2, r.stdout + r.stderr);
      assert.match(r.stderr, /drake\.card: a Yu-Gi-Oh! file/);
    });
  });
});
