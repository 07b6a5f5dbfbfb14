/**
 * Kind: the cache written through a symbolic link, or over a file it did not write. A
 * `.cardscriptcache` link committed to a repository made `lint --cache` replace the file it points
 * to (outside the project), and `--cache-location notes.md` overwrote any existing file. The cache
 * file now starts with its signature (`cardscript-cache `): an existing file without it is never
 * replaced, and the default file is never read or written through a link (a location the user
 * names may be a link to a cache file). The lint result is unchanged; the cache is not written and
 * a warning says why.
 */
import assert from "node:assert/strict";
import { readFileSync, readlinkSync, symlinkSync, lstatSync } from "node:fs";
import path from "node:path";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

describe("cache-never-replaces-a-file-it-did-not-write", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
    writeFiles(dir, { "proj/a.card": CARDS.clean, "outside/victim.txt": "precious\n", "proj/notes.md": "# notes\n" });
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("a committed .cardscriptcache link is neither followed nor replaced", function () {
    const proj = path.join(dir, "proj");
    symlinkSync(path.join(dir, "outside", "victim.txt"), path.join(proj, ".cardscriptcache"));
    const r = runCli(["lint", "--cache", "a.card"], proj);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /cannot write the cache \.cardscriptcache: is a symbolic link/);
    assert.equal(readFileSync(path.join(dir, "outside", "victim.txt"), "utf8"), "precious\n");
    assert.ok(lstatSync(path.join(proj, ".cardscriptcache")).isSymbolicLink());
    assert.equal(readlinkSync(path.join(proj, ".cardscriptcache")), path.join(dir, "outside", "victim.txt"));
  });

  it("--cache-location naming a file the product did not write leaves it as it is", function () {
    const proj = path.join(dir, "proj");
    const r = runCli(["lint", "--cache", "--cache-location", "notes.md", "a.card"], proj);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /cannot write the cache notes\.md: was not written by CardScript/);
    assert.equal(readFileSync(path.join(proj, "notes.md"), "utf8"), "# notes\n");
  });

  it("--cache-location naming a link to another file is not written through either", function () {
    const proj = path.join(dir, "proj");
    symlinkSync(path.join(dir, "outside", "victim.txt"), path.join(proj, "cache-link"));
    const r = runCli(["lint", "--cache", "--cache-location", "cache-link", "a.card"], proj);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /was not written by CardScript/);
    assert.equal(readFileSync(path.join(dir, "outside", "victim.txt"), "utf8"), "precious\n");
  });

  it("a cache file the product wrote is still replaced, also through a link the user named", function () {
    const proj = path.join(dir, "proj");
    let r = runCli(["lint", "--cache", "a.card"], proj);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, "");
    const cache = readFileSync(path.join(proj, ".cardscriptcache"), "utf8");
    assert.match(cache, /^cardscript-cache \d+\t/);
    // A cache of another version: replaced (it carries the signature).
    writeFiles(dir, { "outside/shared-cache": cache.replace(/^cardscript-cache \d+/, "cardscript-cache 0") });
    symlinkSync(path.join(dir, "outside", "shared-cache"), path.join(proj, "named-link"));
    writeFiles(proj, { "b.card": CARDS.error });
    r = runCli(["lint", "--cache", "--cache-location", "named-link", "b.card"], proj);
    assert.equal(r.code, 1, r.stderr);
    assert.equal(r.stderr, "");
    assert.ok(lstatSync(path.join(proj, "named-link")).isSymbolicLink(), "the link itself stays");
    assert.match(readFileSync(path.join(dir, "outside", "shared-cache"), "utf8"), /^cardscript-cache \d+\t[^\n]*\n[\s\S]*b\.card/);
  });
});
