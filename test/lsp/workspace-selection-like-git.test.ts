/**
 * Kind: the language server's workspace selection differs from the CLI's. The server's workspace
 * name index must read exactly the `.card` files `cardscript lint` lints — inside a git work tree
 * the files `git ls-files --cached --others --exclude-standard` lists (nested `.gitignore` files,
 * no `!keep.card` re-include from an ignored folder, a tracked file in an ignored folder still
 * counts), outside a work tree what the `.gitignore` files from the workspace folder down (the
 * CLI's working folder) leave — and follow files created later and `.gitignore`
 * edits. Which files the server read is seen over the real protocol: a probe document naming
 * every card gets a cross-file `duplicate-card-name` warning for exactly the cards it indexed.
 */
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CLI } from "../cli/helpers";
import { LspTestClient, type Diagnostic, type PublishDiagnosticsParams } from "./client";

const hasGit = spawnSync("git", ["--version"]).status === 0;
const card = (name: string) => `card "${name}" {\n  type: Artifact\n}\n`;

/** The card names a probe's cross-file duplicate warnings name, sorted. */
function warnedNames(ds: Diagnostic[]): string[] {
  return ds
    .filter((d) => d.code === "duplicate-card-name")
    .map((d) => /named '([^']+)'/.exec(d.message)?.[1] ?? "?")
    .sort();
}

/** The card name written in each `.card` file of `files` (paths relative to `root`), sorted. */
function namesIn(root: string, files: string[]): string[] {
  return files.map((f) => /card "([^"]+)"/.exec(readFileSync(path.join(root, f), "utf8"))![1]!).sort();
}

(hasGit ? describe : describe.skip)("LSP: workspace selection like git (the CLI's selection)", () => {
  let base: string;
  let repo: string;
  let plain: string;
  let client: LspTestClient;
  const probeUri = () => pathToFileURL(path.join(base, "probe", "probe.card")).href;
  const all: Record<string, string> = {
    "set/a.card": "Alpha",
    "set/b.old.card": "Old Beta",
    "drafts/keep.card": "Kept Draft",
    "drafts/x.card": "Draft X",
    "Sub/c.card": "Gamma",
    "Sub/d.card": "Delta",
    "tracked/t.card": "Tracked Card",
  };
  const probeText = () => Object.values(all).concat(["Epsilon", "Zeta", "Fresh", "Newcomer"]).map(card).join("\n");

  /** Waits until the probe's warnings satisfy `ok` (or the wait limit), then returns the warned names. */
  async function probeNames(ok: (names: string[]) => boolean): Promise<string[]> {
    const next: PublishDiagnosticsParams = await client
      .latestOrNextDiagnostics(probeUri(), (p) => ok(warnedNames(p.diagnostics)))
      .catch(() => [...client.published].reverse().find((p) => p.uri === probeUri())!);
    return warnedNames(next.diagnostics);
  }

  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.email=t@example.invalid", "-c", "user.name=t", ...args], { cwd: repo, encoding: "utf8" });

  before(async () => {
    base = mkdtempSync(path.join(os.tmpdir(), "cardscript-ws-git-"));
    repo = path.join(base, "repo");
    plain = path.join(base, "plain");
    for (const d of ["set", "drafts", "Sub", "tracked"]) mkdirSync(path.join(repo, d), { recursive: true });
    mkdirSync(path.join(plain, "x"), { recursive: true });
    mkdirSync(path.join(base, "probe"));
    git("init", "-q");
    for (const [file, name] of Object.entries(all)) writeFileSync(path.join(repo, file), card(name));
    writeFileSync(path.join(repo, ".gitignore"), "drafts/\n*.old.card\ntracked/\n");
    writeFileSync(path.join(repo, "drafts", ".gitignore"), "!keep.card\n");
    writeFileSync(path.join(repo, "Sub", ".gitignore"), "*.card\n!c.card\n");
    git("add", "-f", "tracked/t.card");
    // Outside a work tree the .gitignore files still count, from the workspace folder (the CLI's working folder) down.
    writeFileSync(path.join(plain, ".gitignore"), "x/\n");
    writeFileSync(path.join(plain, "x", "e.card"), card("Epsilon"));
    writeFileSync(path.join(plain, "z.card"), card("Zeta"));
    client = await LspTestClient.start({
      rootUri: null,
      workspaceFolders: [
        { uri: pathToFileURL(repo).href, name: "repo" },
        { uri: pathToFileURL(plain).href, name: "plain" },
      ],
      capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
    });
    await client.open(probeUri(), probeText());
  });
  after(async () => {
    await client?.dispose();
    rmSync(base, { recursive: true, force: true });
  });

  it("indexes exactly the files git lists and the CLI lints", async () => {
    const listed = git("ls-files", "-z", "--cached", "--others", "--exclude-standard")
      .split("\0")
      .filter((f) => f.endsWith(".card"));
    const expected = [...namesIn(repo, listed), "Zeta"].sort();
    assert.deepEqual(expected, ["Alpha", "Gamma", "Tracked Card", "Zeta"]);
    const cli = spawnSync(process.execPath, [CLI, "lint", "--format", "json", repo, plain], { cwd: base, encoding: "utf8" });
    const cliFiles = (JSON.parse(cli.stdout) as { filePath: string }[]).map((r) => path.relative(base, r.filePath));
    assert.deepEqual(namesIn(base, cliFiles), expected);
    const seen = await probeNames((names) => expected.every((n) => names.includes(n)));
    assert.deepEqual(seen, expected);
  });

  it("asks git about a file created after the scan", async () => {
    writeFileSync(path.join(repo, "drafts", "new.card"), card("Newcomer"));
    writeFileSync(path.join(repo, "set", "new.card"), card("Fresh"));
    await client.notify("workspace/didChangeWatchedFiles", {
      changes: [
        { uri: pathToFileURL(path.join(repo, "drafts", "new.card")).href, type: 1 },
        { uri: pathToFileURL(path.join(repo, "set", "new.card")).href, type: 1 },
      ],
    });
    const seen = await probeNames((names) => names.includes("Fresh"));
    assert.ok(!seen.includes("Newcomer"), "a new file in an ignored folder must stay ignored");
  });

  it("follows a .gitignore edit", async () => {
    writeFileSync(path.join(repo, ".gitignore"), "*.old.card\n");
    await client.notify("workspace/didChangeWatchedFiles", {
      changes: [{ uri: pathToFileURL(path.join(repo, ".gitignore")).href, type: 2 }],
    });
    const seen = await probeNames((names) => names.includes("Kept Draft"));
    assert.deepEqual(seen, ["Alpha", "Draft X", "Fresh", "Gamma", "Kept Draft", "Newcomer", "Tracked Card", "Zeta"]);
  });
});
