/**
 * Kind: `.gitignore` honoured inside a git work tree only. The README said the CLI applies the
 * `.gitignore` files "the same way" without git, yet in a folder that is no git work tree a
 * folder listed in `.gitignore` was linted with and without `--no-ignore`, formatted, and read by
 * the language server. Outside a work tree the `.gitignore` files now count from the project
 * folder down (the CLI's working folder, the server's workspace folder), as Prettier reads them:
 * `cardscript lint`, `cardscript format` and the server's workspace scan leave out the same files,
 * and `--no-ignore` brings them back. Seen over the real protocol: the files a client without pull
 * diagnostics gets diagnostics for are exactly the files `cardscript lint --format json` reports.
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runCli, writeFiles } from "../cli/helpers";
import { LspTestClient } from "../lsp/client";

/** Unformatted on purpose (`format --check` lists it), with one warning-free card. */
const card = (name: string) => `card "${name}" {\n    type: Artifact\n}\n`;

/** The first folder up from `dir` (itself included) that has a `.git`, or undefined. */
function workTreeOf(dir: string): string | undefined {
  for (let d = dir; ; d = path.dirname(d)) {
    if (existsSync(path.join(d, ".git"))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

/** Resolves after the server has sent no diagnostics for `ms`. */
async function quiet(client: LspTestClient, ms = 700): Promise<void> {
  let count = -1;
  while (count !== client.published.length) {
    count = client.published.length;
    await new Promise((r) => setTimeout(r, ms));
  }
}

const lintedFiles = (stdout: string, dir: string) =>
  (JSON.parse(stdout) as { filePath: string }[]).map((r) => path.relative(dir, r.filePath).split(path.sep).join("/")).sort();

describe("kind: .gitignore counts outside a git work tree too (CLI and server alike)", function () {
  this.timeout(60_000);
  let dir: string;
  let client: LspTestClient | undefined;
  const kept = ["cards/a.card", "sub/keep.card"];

  before(function () {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-no-git-"));
    // The premise: no git work tree holds the folder (no `git init`, none above it).
    if (workTreeOf(dir) !== undefined) this.skip();
    writeFiles(dir, {
      ".gitignore": "drafts/\n*.old.card\n",
      "sub/.gitignore": "*.card\n!keep.card\n",
      "cards/a.card": card("Alpha"),
      "cards/b.old.card": card("Old Beta"),
      "drafts/d.card": card("Draft"),
      "sub/keep.card": card("Kept"),
      "sub/s.card": card("Sub"),
    });
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("cardscript lint leaves out what .gitignore lists; --no-ignore brings it back", () => {
    const r = runCli(["lint", "--format", "json"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(lintedFiles(r.stdout, dir), kept);
    const all = runCli(["lint", "--format", "json", "--no-ignore"], dir);
    assert.equal(all.code, 0, all.stderr);
    assert.deepEqual(lintedFiles(all.stdout, dir), ["cards/a.card", "cards/b.old.card", "drafts/d.card", "sub/keep.card", "sub/s.card"]);
  });

  it("cardscript format --check looks at the same files", () => {
    const r = runCli(["format", "--check"], dir);
    assert.equal(r.code, 1, r.stderr);
    const listed = r.stdout
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => path.relative(dir, path.resolve(dir, l)).split(path.sep).join("/"))
      .sort();
    assert.deepEqual(listed, kept);
  });

  it("the server reports on exactly the files the CLI lints", async () => {
    client = await LspTestClient.start({ rootUri: null, workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "plain" }] });
    await client.latestOrNextDiagnostics(pathToFileURL(path.join(dir, "cards", "a.card")).href);
    await quiet(client);
    const serverFiles = [
      ...new Set(client.published.map((p) => path.relative(dir, fileURLToPath(p.uri)).split(path.sep).join("/"))),
    ].sort();
    assert.deepEqual(serverFiles, kept);
    assert.deepEqual(serverFiles, lintedFiles(runCli(["lint", "--format", "json"], dir).stdout, dir));
  });
});
