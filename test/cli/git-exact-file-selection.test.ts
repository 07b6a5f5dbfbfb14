/**
 * Kind: the CLI's file selection differs from git's. Inside a git work tree `cardscript lint`
 * lints exactly the `.card` files `git ls-files --cached --others --exclude-standard` lists —
 * checked against real git on generated trees (nested `.gitignore` files, negations, folders
 * ignored with a `!` re-include below them, case variants, `core.ignorecase`), both with git
 * answering and with the rules applied without git (the fallback). Also: an unreadable subfolder is
 * reported and the rest linted; symbolic links to files are files, links to folders are never
 * followed (a glob through `d/a -> .` and `d/b -> .` ends), for folder and glob inputs alike.
 */
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { collectFiles } from "../../cli/src/lint/collect-files";
import { GitIgnore } from "../../server/src/node-io/gitignore";
import { rng } from "../helpers/rng";
import { CARDS, CLI, makeTempDir, removeTempDir, writeFiles } from "./helpers";
import { SUITE_TIMEOUT_MS } from "../helpers/wait";

const hasGit = spawnSync("git", ["--version"]).status === 0;

function git(dir: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.email=t@example.invalid", "-c", "user.name=t", ...args], { cwd: dir, encoding: "utf8" });
}

/** The `.card` files git lists in `dir` (relative, `/`), sorted. */
function gitCards(dir: string, tracked = true): string[] {
  const out = git(dir, "ls-files", "-z", ...(tracked ? ["--cached"] : []), "--others", "--exclude-standard");
  return out
    .split("\0")
    .filter((p) => p.toLowerCase().endsWith(".card"))
    .sort();
}

/** The files `cardscript lint --format json` reports in `cwd` for `args`, relative to `root`, sorted. */
function linted(
  args: string[],
  cwd: string,
  root = cwd,
  uid?: number,
  env: NodeJS.ProcessEnv = process.env,
): { files: string[]; code: number; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, "lint", "--format", "json", ...args], {
    cwd,
    env,
    encoding: "utf8",
    timeout: 60_000,
    ...(uid !== undefined ? { uid, gid: uid } : {}),
  });
  if (r.error) throw r.error;
  const reports = r.stdout ? (JSON.parse(r.stdout) as { filePath: string }[]) : [];
  return {
    files: reports.map((f) => path.relative(root, f.filePath).split(path.sep).join("/")).sort(),
    code: r.status ?? -1,
    stderr: r.stderr,
  };
}

/** The selection without git, in this process: collect, then the fallback rules. */
async function selectedWithoutGit(dir: string): Promise<string[]> {
  const { files } = await collectFiles(["."], { cwd: dir });
  const rules = new GitIgnore({ useGit: false });
  return files
    .filter((f) => !rules.ignores(f))
    .map((f) => path.relative(dir, f).split(path.sep).join("/"))
    .sort();
}

const DIRS = ["a", "b", "drafts", "Drafts", "build", "keep", "x"];
const FILES = ["keep.card", "Keep.card", "x.card", "X.card", "y.CARD", "notes.txt", "build.card"];
const PATTERNS = [
  "*.card",
  "!keep.card",
  "!Keep.card",
  "drafts/",
  "Drafts",
  "/build",
  "build/",
  "keep.card",
  "KEEP.card",
  "!*/",
  "a/**/x.card",
  "**/b",
  "!drafts/",
  "b/*.card",
  "!b/keep.card",
  "*",
  "!*.card",
  "x*",
  "[kK]eep.card",
  "/a/b/",
  "# a comment",
  "",
  "!x.card",
  "**/keep.card",
  "a/",
  "!a/",
  "*.CARD",
  "keep/",
  "!/keep",
  "\\!x.card",
  "x.card ",
];

/** A random tree: folders up to three deep, files, and `.gitignore` files with patterns from PATTERNS. */
function generateTree(dir: string, seed: number): void {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const folders = [""];
  for (let i = 0; i < 6; i++) {
    const parent = pick(folders);
    if (parent.split("/").length >= 3) continue;
    const f = parent ? `${parent}/${pick(DIRS)}` : pick(DIRS);
    if (!folders.includes(f)) folders.push(f);
  }
  const files: Record<string, string> = {};
  for (const f of folders) {
    for (const name of FILES) if (r() < 0.5) files[f ? `${f}/${name}` : name] = CARDS.clean;
    if (r() < 0.7) {
      const lines = Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(PATTERNS));
      files[f ? `${f}/.gitignore` : ".gitignore"] = lines.join("\n") + "\n";
    }
  }
  writeFiles(dir, files);
}

describe("git-exact-file-selection", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  before(function () {
    if (!hasGit) this.skip();
  });

  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
    git(dir, "init", "-q", ".");
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("a !pattern in a deeper .gitignore does not bring a file back from an ignored folder; patterns are case-sensitive", async function () {
    writeFiles(dir, {
      ".gitignore": "drafts/\nSecret.card\n",
      "drafts/.gitignore": "!keep.card\n",
      "drafts/keep.card": CARDS.clean,
      "drafts/x.card": CARDS.clean,
      "ok.card": CARDS.clean,
      "secret.card": CARDS.clean,
      "Secret.card": CARDS.clean.replace("Grizzly Cub", "Secret Cub"),
    });
    assert.deepEqual(gitCards(dir), ["ok.card", "secret.card"]);
    assert.deepEqual(linted([], dir).files, ["ok.card", "secret.card"]);
    assert.deepEqual(await selectedWithoutGit(dir), ["ok.card", "secret.card"]);
    // core.ignorecase = true (case-insensitive file systems): git, and the fallback, ignore both.
    git(dir, "config", "core.ignorecase", "true");
    assert.deepEqual(gitCards(dir), ["ok.card"]);
    assert.deepEqual(linted([], dir).files, ["ok.card"]);
    assert.deepEqual(await selectedWithoutGit(dir), ["ok.card"]);
  });

  it("tracked files are linted even when a pattern matches them, as git lists them", function () {
    writeFiles(dir, { ".gitignore": "*.card\n", "tracked.card": CARDS.clean, "untracked.card": CARDS.clean });
    git(dir, "add", "-f", "tracked.card");
    assert.deepEqual(gitCards(dir), ["tracked.card"]);
    assert.deepEqual(linted([], dir).files, ["tracked.card"]);
    assert.deepEqual(linted(["."], dir).files, ["tracked.card"]);
  });

  it("agrees with git ls-files on 60 generated trees, with git and without it (untracked files)", async function () {
    const disagreements: string[] = [];
    for (let seed = 1; seed <= 60; seed++) {
      const tree = makeTempDir("cardscript-tree-");
      try {
        git(tree, "init", "-q", ".");
        if (seed % 5 === 0) git(tree, "config", "core.ignorecase", "true");
        generateTree(tree, seed);
        const expected = gitCards(tree, false);
        const fallback = await selectedWithoutGit(tree);
        if (JSON.stringify(fallback) !== JSON.stringify(expected)) {
          disagreements.push(`seed ${seed} (without git): git ${JSON.stringify(expected)}, ours ${JSON.stringify(fallback)}`);
        }
        // The CLI (git answering) on every sixth tree: each run is a process start.
        if (seed % 6 === 0 && expected.length > 0) {
          const cli = linted([], tree).files;
          if (JSON.stringify(cli) !== JSON.stringify(expected)) {
            disagreements.push(`seed ${seed} (CLI): git ${JSON.stringify(expected)}, ours ${JSON.stringify(cli)}`);
          }
          // The CLI where git is not installed (not on PATH): the rules, applied without it.
          const noGit = linted([], tree, tree, undefined, { ...process.env, PATH: path.join(tree, "no-such-bin") }).files;
          if (JSON.stringify(noGit) !== JSON.stringify(expected)) {
            disagreements.push(`seed ${seed} (CLI without git): git ${JSON.stringify(expected)}, ours ${JSON.stringify(noGit)}`);
          }
        }
        // A subfolder as the input (git then lists only that folder, with the rules from above it).
        if (seed % 6 === 3 && existsSync(path.join(tree, "a"))) {
          const inA = expected.filter((f) => f.startsWith("a/"));
          const cli = linted(["a"], tree).files;
          if (JSON.stringify(cli) !== JSON.stringify(inA)) {
            disagreements.push(`seed ${seed} (CLI, folder a): git ${JSON.stringify(inA)}, ours ${JSON.stringify(cli)}`);
          }
        }
      } finally {
        removeTempDir(tree);
      }
    }
    assert.deepEqual(disagreements, []);
  });

  it("an unreadable subfolder is reported by name (exit 2) and the rest is linted; an ignored one is not reported", function () {
    writeFiles(dir, { "ok.card": CARDS.clean, "locked/hidden.card": CARDS.clean, "sub/fine.card": CARDS.clean });
    const isRoot = process.getuid?.() === 0;
    if (process.platform === "win32") this.skip();
    // Root reads any folder: run the CLI as "nobody" then, on a tree it may read.
    const uid = isRoot ? 65534 : undefined;
    if (isRoot) {
      chmodSync(dir, 0o755); // mkdtemp made it private; the OS temp folder itself is left alone
      for (const p of ["ok.card", "sub", "sub/fine.card", "locked", "locked/hidden.card", ".git"]) chmodSync(path.join(dir, p), 0o755);
      spawnSync("chmod", ["-R", "a+rX", path.join(dir, ".git")]);
    }
    chmodSync(path.join(dir, "locked"), 0o000);
    try {
      const r = linted([], dir, dir, uid);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, new RegExp(`cannot read folder ${path.join(dir, "locked").replace(/[/\\]/g, ".")}: permission denied`));
      assert.deepEqual(r.files, ["ok.card", "sub/fine.card"]);
      const glob = linted(["**/*.card"], dir, dir, uid);
      assert.equal(glob.code, 2, glob.stderr);
      assert.match(glob.stderr, /locked: permission denied/);
      assert.deepEqual(glob.files, ["ok.card", "sub/fine.card"]);
      // Git does not look into an ignored folder: neither is it reported.
      writeFileSync(path.join(dir, ".gitignore"), "locked/\n");
      if (isRoot) chmodSync(path.join(dir, ".gitignore"), 0o644);
      const ignored = linted([], dir, dir, uid);
      assert.equal(ignored.code, 0, ignored.stderr);
      assert.equal(ignored.stderr, "");
    } finally {
      chmodSync(path.join(dir, "locked"), 0o755);
    }
  });

  it("globs through symbolic-link loops end, and links behave the same for folder and glob inputs", function () {
    writeFiles(dir, { "d/z.card": CARDS.clean, "outside/linked.card": CARDS.clean.replace("Grizzly Cub", "Linked Cub") });
    symlinkSync(".", path.join(dir, "d", "a"));
    symlinkSync(".", path.join(dir, "d", "b"));
    symlinkSync(path.join(dir, "outside", "linked.card"), path.join(dir, "d", "link.card"));
    symlinkSync(path.join(dir, "outside"), path.join(dir, "d", "out-link"));
    symlinkSync(path.join(dir, "missing.card"), path.join(dir, "d", "dangling.card"));
    writeFileSync(path.join(dir, ".gitignore"), "outside/\n");
    const expected = ["d/link.card", "d/z.card"];
    assert.deepEqual(
      gitCards(dir).filter((f) => f !== "d/dangling.card"),
      expected,
    );
    for (const input of ["d/**/*.card", "d", "d/*.card", "."]) {
      const r = linted([input], dir);
      assert.deepEqual(r.files, expected, `input ${input}: ${r.stderr}`);
      assert.equal(r.code, 2, `input ${input}: the dangling link is reported`);
      assert.match(r.stderr, /d\/dangling\.card: no such file or directory \(a symbolic link that leads nowhere\)/);
    }
  });

  it("a file named on the command line is linted whatever its extension, unless git ignores it", function () {
    writeFiles(dir, { ".gitignore": "*.ignored.txt\n", "notes.txt": CARDS.error, "old.ignored.txt": CARDS.error, "a/b.card": CARDS.clean });
    const named = linted(["notes.txt", "old.ignored.txt", "a/b.card"], dir);
    assert.deepEqual(named.files, ["a/b.card", "notes.txt"]);
    assert.match(named.stderr, /old\.ignored\.txt is ignored/);
  });

  it("hidden folders are searched, as git lists their files", function () {
    mkdirSync(path.join(dir, ".github"));
    writeFiles(dir, { ".github/x.card": CARDS.clean, "y.card": CARDS.clean });
    assert.deepEqual(gitCards(dir), [".github/x.card", "y.card"]);
    assert.deepEqual(linted([], dir).files, [".github/x.card", "y.card"]);
  });
});
