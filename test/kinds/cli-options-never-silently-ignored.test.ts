/**
 * Kind: a CLI option accepted and then silently ignored in some combination. Found: the set
 * filters (`--colour`, `--rarity`, `--type`, `--opponent`) without `--set`, and `--card` with
 * `--set`, drew a map as if they were not given. Every command was scanned for the same fault:
 * `timeline --width` with html or json (no width), `lint --cache-location` / `--cache-strategy
 * content` without `--cache`, `export --set` with Forge card scripts (no set name) are now usage
 * errors (exit 2, nothing written); `lint --cache` with `--fix`/`--fix-dry-run` (which lint every
 * file) says so on stderr. Each case beside the combination that still works. Through the built
 * CLI (run `npm run build` first).
 */
import { strict as assert } from "node:assert";
import { existsSync } from "node:fs";
import path from "node:path";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

describe("kind: CLI options never silently ignored", function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = makeTempDir();
    writeFiles(dir, { "set/a.card": CARDS.clean, "set/b.card": CARDS.error });
  });
  after(() => removeTempDir(dir));
  const run = (...args: string[]) => runCli(args, dir);

  for (const extra of [["--rarity", "common"], ["--colour", "G"], ["--color", "G"], ["--type", "Creature"], ["--opponent"]])
    it(`timeline without --set: ${extra.join(" ")} is a usage error`, () => {
      const r = run("timeline", "set/a.card", ...extra);
      assert.equal(r.code, 2, r.stderr);
      assert.equal(r.stdout, "");
      assert.match(r.stderr, /works only with --set; add --set or drop it/);
      assert.match(r.stderr, new RegExp(extra[0] === "--color" ? "--colour" : extra[0]!));
    });

  it("timeline without --set: several set options are named together (plural wording)", () => {
    const r = run("timeline", "set/a.card", "--rarity", "common", "--opponent");
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--rarity, --opponent filter the Timing Matrix of a set and work only with --set; add --set or drop them/);
  });

  it("timeline --set --card is a usage error; the same filters with --set work", () => {
    const r = run("timeline", "--set", "set", "--card", "Grizzly Cub");
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--card picks one card of a file's Timing Map/);
    assert.equal(run("timeline", "--set", "set", "--rarity", "common", "--opponent").code, 0);
    assert.equal(run("timeline", "set/a.card", "--card", "Grizzly Cub").code, 0);
  });

  it("timeline --width with html or json is a usage error (text and svg take it); nothing is written", () => {
    for (const format of ["html", "json"])
      for (const set of [[], ["--set"]]) {
        const out = path.join(dir, `w.${format}`);
        const r = run("timeline", ...set, set.length ? "set" : "set/a.card", "--format", format, "--width", "80", "-o", out);
        assert.equal(r.code, 2, `${format} ${set.join("")}: ${r.stderr}`);
        assert.match(r.stderr, new RegExp(`--format ${format} has no width`));
        assert.ok(!existsSync(out));
      }
    for (const format of ["text", "svg"]) assert.equal(run("timeline", "set/a.card", "--format", format, "--width", "80").code, 0, format);
  });

  it("lint --cache-location or --cache-strategy content without --cache is a usage error", () => {
    const location = run("lint", "set", "--cache-location", "c.json");
    assert.equal(location.code, 2);
    assert.match(location.stderr, /--cache-location works only with --cache; add --cache or drop --cache-location/);
    assert.ok(!existsSync(path.join(dir, "c.json")));
    const strategy = run("lint", "set", "--cache-strategy", "content");
    assert.equal(strategy.code, 2);
    assert.match(strategy.stderr, /--cache-strategy works only with --cache/);
    assert.equal(run("lint", "set", "--cache", "--cache-location", "c.json", "--cache-strategy", "content").code, 1);
  });

  it("lint --cache with --fix-dry-run says the cache is not used", () => {
    const r = run("lint", "set", "--cache", "--fix-dry-run");
    assert.match(r.stderr, /warning: --cache is not used with --fix-dry-run: every file is linted/);
    assert.doesNotMatch(run("lint", "set", "--fix-dry-run").stderr, /--cache/);
  });

  it("export --set with Forge card scripts (no set name) is a usage error; with a format that names the set it works", () => {
    const r = run("export", "set/a.card", "--format", "forge", "--set", "My Set", "-o", "forge-out");
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /--format forge writes no set name, so --set has nothing to name; drop --set/);
    assert.ok(!existsSync(path.join(dir, "forge-out")));
    assert.equal(run("export", "set/a.card", "--format", "cockatrice", "--set", "My Set", "-o", "c.xml").code, 0);
  });

  it("the messages exist in German and Spanish", () => {
    assert.match(runCli(["timeline", "set/a.card", "--opponent", "--locale", "de"], dir).stderr, /wirkt nur mit --set/);
    assert.match(runCli(["timeline", "--set", "set", "--card", "X", "--locale", "es"], dir).stderr, /--card elige una carta/);
  });
});
