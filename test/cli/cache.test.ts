/**
 * `cardscript lint --cache` (ESLint-style `.cardscriptcache`): a warm run reports exactly what a
 * cold run does; a file whose size and mtime are unchanged is not read (proved by changing its
 * content behind the cache's back, keeping size and mtime); a changed file, other settings or a
 * corrupt cache file mean linting again.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

describe("cli: lint --cache", () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
    writeFiles(dir, { "a.card": CARDS.error, "b.card": CARDS.warning, "c.card": CARDS.clean });
  });
  afterEach(() => removeTempDir(dir));

  const lint = (...extra: string[]) => runCli(["lint", ".", "--format", "json", ...extra], dir);
  const rules = (r: { stdout: string }) =>
    (JSON.parse(r.stdout) as { filePath: string; messages: { ruleId: string }[] }[]).map(
      (f) => `${path.basename(f.filePath)}:${f.messages.map((m) => m.ruleId).join(",")}`,
    );

  it("a warm run prints exactly what the cold run printed, and writes .cardscriptcache", () => {
    const cold = lint("--cache");
    assert.equal(cold.code, 1);
    assert.ok(existsSync(path.join(dir, ".cardscriptcache")));
    const warm = lint("--cache");
    assert.equal(warm.code, cold.code);
    assert.equal(warm.stdout, cold.stdout);
    assert.equal(warm.stdout, lint().stdout, "the cache changes nothing in the report");
  });

  it("a file with unchanged size and mtime is not read again (metadata strategy)", () => {
    const file = path.join(dir, "c.card");
    // A whole-second mtime, so that restoring it below is exact.
    const stamp = Math.floor(Date.now() / 1000) - 60;
    utimesSync(file, stamp, stamp);
    lint("--cache");
    const { size } = statSync(file);
    // Same length, now an error: a run that read the file would report it.
    const changed = CARDS.clean.replace("{1}{G}", "{1}{Q}");
    assert.equal(Buffer.byteLength(changed), size);
    writeFileSync(file, changed);
    utimesSync(file, stamp, stamp);
    assert.deepEqual(rules(lint("--cache")), ["a.card:impossible-timing", "b.card:obsolete-wording", "c.card:"]);
    // Without the cache the change shows.
    assert.ok(rules(lint()).includes("c.card:invalid-mana-cost"));
  });

  it("--cache-strategy content reads every file: a change that keeps size and mtime shows", () => {
    const file = path.join(dir, "c.card");
    const stamp = Math.floor(Date.now() / 1000) - 60;
    utimesSync(file, stamp, stamp);
    lint("--cache", "--cache-strategy", "content");
    const changed = CARDS.clean.replace("{1}{G}", "{1}{Q}");
    writeFileSync(file, changed);
    utimesSync(file, stamp, stamp);
    // The default strategy trusts size and mtime; the content strategy hashes the file.
    assert.deepEqual(rules(lint("--cache")), ["a.card:impossible-timing", "b.card:obsolete-wording", "c.card:"]);
    assert.ok(rules(lint("--cache", "--cache-strategy", "content")).includes("c.card:invalid-mana-cost"));
    // Unchanged files are answered by their hash, as a cold run reports them.
    const warm = lint("--cache", "--cache-strategy", "content");
    assert.equal(warm.stdout, lint().stdout);
    assert.equal(runCli(["lint", ".", "--cache", "--cache-strategy", "mtime"], dir).code, 2, "an unknown strategy is a usage error");
  });

  it("a changed file is linted again; a touched but unchanged file is answered from its content hash", () => {
    lint("--cache");
    writeFileSync(path.join(dir, "c.card"), CARDS.warning.replace("Old Elf", "Older Elf"));
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dir, "a.card"), later, later);
    assert.deepEqual(rules(lint("--cache")), ["a.card:impossible-timing", "b.card:obsolete-wording", "c.card:obsolete-wording"]);
  });

  it("other settings (cardscript.json, --quiet) are not answered by entries made under others", () => {
    lint("--cache");
    writeFileSync(path.join(dir, "cardscript.json"), JSON.stringify({ rules: { "obsolete-wording": "off" } }));
    assert.deepEqual(rules(lint("--cache")), ["a.card:impossible-timing", "b.card:", "c.card:"]);
    assert.deepEqual(rules(lint("--cache", "--quiet")), ["a.card:impossible-timing", "b.card:", "c.card:"]);
  });

  it("a corrupt or other-version cache file is ignored and replaced; a foreign file is ignored and kept", () => {
    writeFileSync(path.join(dir, ".cardscriptcache"), "{not json");
    const r = lint("--cache");
    assert.deepEqual(rules(r), ["a.card:impossible-timing", "b.card:obsolete-wording", "c.card:"]);
    assert.equal(readFileSync(path.join(dir, ".cardscriptcache"), "utf8"), "{not json");
    writeFileSync(path.join(dir, ".cardscriptcache"), "cardscript-cache 3\t0.0.0\n{not json");
    assert.deepEqual(rules(lint("--cache")), ["a.card:impossible-timing", "b.card:obsolete-wording", "c.card:"]);
    assert.match(readFileSync(path.join(dir, ".cardscriptcache"), "utf8"), /^cardscript-cache 4\t/);
    writeFileSync(
      path.join(dir, ".cardscriptcache"),
      JSON.stringify({ version: "0.0.0-other", entries: { [path.join(dir, "a.card")]: { size: 1 } } }),
    );
    assert.deepEqual(rules(lint("--cache")), ["a.card:impossible-timing", "b.card:obsolete-wording", "c.card:"]);
    // A damaged entry in a cache of this version: that file is linted again, the others are still answered.
    const cacheFile = path.join(dir, ".cardscriptcache");
    const damaged = readFileSync(cacheFile, "utf8").replace(/(F\t[^\n]*a\.card\t[^\n]*\t)(\[[^\t]*)\t/, "$1[oops\t");
    assert.notEqual(damaged, readFileSync(cacheFile, "utf8"));
    writeFileSync(cacheFile, damaged);
    assert.deepEqual(rules(lint("--cache")), ["a.card:impossible-timing", "b.card:obsolete-wording", "c.card:"]);
    // A repeated option set would shift the numbers entries name their options by: with sets
    // [A, A, A-quiet] and entries naming set 1 (A), a reader that merged the repeat would take
    // them for A-quiet and answer a --quiet run with warnings. The whole file is ignored instead.
    lint("--cache");
    const text = readFileSync(cacheFile, "utf8");
    const optionLine = /^O\t.*$/m.exec(text)![0];
    const quietLine = optionLine.replace('"quiet":false', '"quiet":true');
    assert.notEqual(quietLine, optionLine);
    const shifted = text
      .replace(optionLine, `${optionLine}\n${optionLine}\n${quietLine}`)
      .replace(/^(F\t[^\t]*\t\d+\t[\d.]+\t)0\t/gm, "$11\t");
    writeFileSync(cacheFile, shifted);
    assert.deepEqual(rules(lint("--cache", "--quiet")), ["a.card:impossible-timing", "b.card:", "c.card:"]);
  });

  it("a run answered wholly by the cache prints what a cold run prints (stylish), its cross-file duplicates remembered per run", () => {
    writeFiles(dir, { "d.card": CARDS.clean, "e.card": CARDS.warning.replace("Old Elf", "Other Elf") });
    const stylish = (...extra: string[]) => runCli(["lint", ".", ...extra], dir);
    const cold = stylish();
    assert.match(cold.stdout, /duplicate-card-name/);
    assert.equal(stylish("--cache").stdout, cold.stdout);
    const cacheFile = path.join(dir, ".cardscriptcache");
    assert.match(readFileSync(cacheFile, "utf8"), /^R\t[^\t]+\t\[.*c\.card.*d\.card.*\]$/m);
    assert.equal(stylish("--cache").stdout, cold.stdout, "from the remembered plan");
    // Another file set (one namesake gone) is another run: its duplicates are worked out again.
    const fewer = runCli(["lint", "a.card", "b.card", "c.card", "e.card", "--cache"], dir);
    assert.equal(fewer.stdout, runCli(["lint", "a.card", "b.card", "c.card", "e.card"], dir).stdout);
    assert.doesNotMatch(fewer.stdout, /duplicate-card-name/);
    assert.equal(stylish("--cache").stdout, cold.stdout);
    // A damaged entry of a clean file with a duplicate: that file is linted again, nothing else changes.
    const damaged = readFileSync(cacheFile, "utf8").replace(/(F\t[^\n]*d\.card\t[^\n]*\t)(\[[^\t]*)\t/, "$1[oops\t");
    assert.notEqual(damaged, readFileSync(cacheFile, "utf8"));
    writeFileSync(cacheFile, damaged);
    assert.equal(stylish("--cache").stdout, cold.stdout);
    assert.equal(stylish("--cache").stdout, cold.stdout);
  });

  it("--cache-location puts the cache elsewhere", () => {
    lint("--cache", "--cache-location", "sub/my.cache");
    assert.ok(existsSync(path.join(dir, "sub", "my.cache")));
    assert.ok(!existsSync(path.join(dir, ".cardscriptcache")));
  });
});
