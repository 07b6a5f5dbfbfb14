/**
 * Kind: the language server and `cardscript lint` list different files for the same folder. The
 * server's workspace scan (its own fast-glob call) skipped symbolic links to `.card` files, hidden
 * folders and `*.CARD` names, all of which the CLI lints; both now walk a folder with one module
 * (`server/src/node-io/card-files.ts`): links to `.card` files followed, a file reached by a link
 * and by its own path counted once (no duplicate-name warning against itself), links to folders
 * never followed (a link to a parent folder cannot loop), `node_modules` skipped, `.gitignore`
 * honoured; a folder named `x.card` is a folder, also when it appears later. Seen over the real protocol: the files a client without pull diagnostics gets
 * diagnostics for are exactly the files `cardscript lint --format json` reports.
 */
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runCli } from "../cli/helpers";
import { LspTestClient } from "../lsp/client";

const hasGit = spawnSync("git", ["--version"]).status === 0;
const card = (name: string) => `card "${name}" {\n  type: Artifact\n}\n`;

/** Resolves after the server has sent no diagnostics for `ms`. */
async function quiet(client: LspTestClient, ms = 700): Promise<void> {
  let count = -1;
  while (count !== client.published.length) {
    count = client.published.length;
    await new Promise((r) => setTimeout(r, ms));
  }
}

(hasGit ? describe : describe.skip)("kind: the server and the CLI list the same files", function () {
  this.timeout(60_000);
  let base: string;
  let dir: string;
  let client: LspTestClient;

  before(async () => {
    base = mkdtempSync(path.join(os.tmpdir(), "cardscript-same-files-"));
    dir = path.join(base, "ws");
    for (const d of ["set", "real", ".hidden", "node_modules/m", "ignored"]) mkdirSync(path.join(dir, d), { recursive: true });
    mkdirSync(path.join(base, "other"));
    execFileSync("git", ["init", "-q"], { cwd: dir });
    writeFileSync(path.join(dir, ".gitignore"), "ignored/\n");
    const files: Record<string, string> = {
      "ws/set/a.card": "Alpha",
      "ws/set/UPPER.CARD": "Upper",
      "ws/.hidden/h.card": "Hidden",
      "ws/real/r.card": "Real",
      "ws/node_modules/m/x.card": "Module",
      "ws/ignored/i.card": "Ignored",
      "other/ext.card": "Outside",
    };
    for (const [f, name] of Object.entries(files)) writeFileSync(path.join(base, f), card(name));
    symlinkSync("../real/r.card", path.join(dir, "set", "link.card")); // the same file as real/r.card
    symlinkSync("../../other/ext.card", path.join(dir, "set", "ext.card")); // a file outside the folder
    symlinkSync("../real", path.join(dir, "set", "linkdir")); // a linked folder: not followed
    symlinkSync("..", path.join(dir, "set", "up")); // a link to a parent folder: no loop
    client = await LspTestClient.start({ rootUri: null, workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "ws" }] });
  });
  after(async () => {
    await client?.dispose();
    rmSync(base, { recursive: true, force: true });
  });

  it("the files the server reports on are the files the CLI lints", async () => {
    const cli = runCli(["lint", ".", "--format", "json"], dir);
    assert.equal(cli.code, 0, cli.stderr);
    const cliFiles = (JSON.parse(cli.stdout) as { filePath: string }[]).map((r) => path.relative(dir, r.filePath)).sort();
    assert.deepEqual(cliFiles, [".hidden/h.card", "real/r.card", "set/UPPER.CARD", "set/a.card", "set/ext.card"]);

    await client.nextDiagnostics(pathToFileURL(path.join(dir, "set", "a.card")).href, () => true);
    await quiet(client);
    const serverFiles = [...new Set(client.published.map((p) => path.relative(dir, fileURLToPath(p.uri))))].sort();
    assert.deepEqual(serverFiles, cliFiles);
    const duplicates = client.published.flatMap((p) => p.diagnostics).filter((d) => d.code === "duplicate-card-name");
    assert.deepEqual(duplicates, [], "a file reached by a link and by its own path is one file");
  });

  it("a folder named like a card file, created later, is walked as a folder", async () => {
    mkdirSync(path.join(dir, "new.card"));
    writeFileSync(path.join(dir, "new.card", "inner.card"), card("Inner"));
    const inner = pathToFileURL(path.join(dir, "new.card", "inner.card")).href;
    const published = client.nextDiagnostics(inner);
    await client.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: pathToFileURL(path.join(dir, "new.card")).href, type: 1 }] });
    await published;
    await quiet(client);
    const folderUri = pathToFileURL(path.join(dir, "new.card")).href;
    assert.ok(!client.published.some((p) => p.uri === folderUri && p.diagnostics.length > 0), "no error for the folder as a file");
    const cli = runCli(["lint", ".", "--format", "json"], dir);
    assert.ok((JSON.parse(cli.stdout) as { filePath: string }[]).some((r) => r.filePath === path.join(dir, "new.card", "inner.card")));
  });
});
