/**
 * Kind: a file the installed commands need is left out of the npm package. The README's second
 * way to install ("npm pack && npm install -g cardscript-0.1.0.tgz … a tarball you can copy
 * elsewhere") gave commands that crash with "Cannot find module '../dist/cli.cjs'": without a
 * list of its own npm packed what .gitignore allows, and dist/ is ignored; the `prepare` build
 * cannot run there either (esbuild is a devDependency). Now .npmignore names what the commands read
 * (the self-contained bundles, the rule docs for `explain`; a `files` list in package.json would
 * make vsce refuse to package beside .vscodeignore), and `prepare` does not fail where there is
 * nothing to build. The test packs the package list npm computes into a folder without
 * node_modules and runs the CLI and the language server from it.
 */
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PROJECT_ROOT } from "../helpers/corpus";
import { CARDS, makeTempDir, removeTempDir } from "../cli/helpers";
import { LspTestClient } from "../lsp/client";
import { SUITE_TIMEOUT_MS } from "../helpers/wait";

/** The files `npm pack` would put in the tarball (no scripts run: the test runs after `npm run build`). */
function packedFiles(): string[] {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const out = execFileSync(npm, ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: PROJECT_ROOT, encoding: "utf8" });
  return (JSON.parse(out) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path);
}

describe("kind: the packed package holds what its commands need", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let dir: string;
  let pkg: string;
  let files: string[];
  before(function () {
    dir = makeTempDir("cardscript-pack-");
    pkg = path.join(dir, "package");
    files = packedFiles();
    for (const f of files) {
      mkdirSync(path.dirname(path.join(pkg, f)), { recursive: true });
      copyFileSync(path.join(PROJECT_ROOT, f), path.join(pkg, f));
    }
    writeFileSync(path.join(dir, "bad.card"), CARDS.error);
  });
  after(function () {
    removeTempDir(dir);
  });

  const run = (bin: string, args: string[]) =>
    spawnSync(process.execPath, [path.join(pkg, "bin", bin), ...args], { cwd: dir, encoding: "utf8" });

  it("lists the bundles and no development files", function () {
    for (const f of [
      "bin/cardscript.js",
      "bin/cardscript-language-server.js",
      "dist/cli.cjs",
      "dist/cli-main.cjs",
      "dist/cli-worker.cjs",
      "dist/cli-worker-main.cjs",
      "dist/server.cjs",
      "dist/server-main.cjs",
      "docs/rules/impossible-timing.md",
    ]) {
      assert.ok(files.includes(f), `${f} is not packed`);
    }
    assert.deepEqual(
      files.filter((f) => /^(test|bench|server\/src|cli\/src|node_modules)\//.test(f)),
      [],
    );
  });

  it("the CLI runs from the package without node_modules: lint, explain, --version", function () {
    const lint = run("cardscript.js", ["lint", "bad.card"]);
    assert.equal(lint.status, 1, lint.stderr);
    assert.match(lint.stdout, /impossible-timing/);
    const explain = run("cardscript.js", ["explain", "impossible-timing"]);
    assert.equal(explain.status, 0, explain.stderr);
    assert.match(explain.stdout, /impossible-timing/);
    assert.equal(
      run("cardscript.js", ["--version"]).stdout.trim(),
      (
        JSON.parse(
          execFileSync(process.execPath, ["-p", "JSON.stringify(require(process.argv[1]))", path.join(pkg, "package.json")], {
            encoding: "utf8",
          }),
        ) as { version: string }
      ).version,
    );
  });

  it("the language server runs from the package: --help, and diagnostics over stdio", async function () {
    const help = run("cardscript-language-server.js", ["--help"]);
    assert.equal(help.status, 0, help.stderr);
    assert.match(help.stdout, /^Usage: cardscript-language-server/);
    const client = await LspTestClient.start({ serverBin: path.join(pkg, "bin", "cardscript-language-server.js") });
    try {
      const published = await client.open(pathToFileURL(path.join(dir, "bad.card")).href, CARDS.error);
      assert.deepEqual(
        published.diagnostics.map((d) => d.code),
        ["impossible-timing"],
      );
    } finally {
      await client.dispose();
    }
  });

  it("prepare does not fail in the installed package (nothing to build, no esbuild)", function () {
    const r = spawnSync(process.execPath, [path.join(pkg, "scripts", "prepare-build.mjs")], { cwd: pkg, encoding: "utf8" });
    assert.equal(r.status, 0, r.stderr);
  });
});
