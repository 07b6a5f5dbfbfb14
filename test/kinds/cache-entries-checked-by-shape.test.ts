/**
 * Kind: cache entries trusted by their shape. A `--cache` entry that is valid JSON of the wrong
 * shape (a damaged or planted cache file) crashed the run and truncated the JSON report. Every
 * entry is now checked field by field before it is used (`cli/src/lint/cache-shape.ts`); an entry
 * of the wrong shape is a miss: the file is linted again and the report is the cold run's.
 */
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

/** Replaces field `index` (0-based after `F`, path) of every `F` line with `value`. */
function damage(cacheFile: string, index: number, value: string): void {
  const lines = readFileSync(cacheFile, "utf8").split("\n");
  const out = lines.map((l) => {
    if (!l.startsWith("F\t")) return l;
    const f = l.split("\t");
    f[index] = value;
    return f.join("\t");
  });
  writeFileSync(cacheFile, out.join("\n"));
}

describe("cache-entries-checked-by-shape", function () {
  let dir: string;
  let cold: string;
  beforeEach(function () {
    dir = makeTempDir();
    writeFiles(dir, { "a.card": CARDS.error, "b.card": CARDS.warning });
    const r = runCli(["lint", ".", "--cache", "--format", "json"], dir);
    assert.equal(r.code, 1, r.stderr);
    cold = r.stdout;
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  // F, path, size, mtime, options, hash, cards, report.
  const CARDS_FIELD = 6;
  const REPORT_FIELD = 7;
  const wrongShapes: [string, number, string][] = [
    ["messages is no array", REPORT_FIELD, '{"messages":"x","details":[],"errorCount":1}'],
    [
      "a message is a number",
      REPORT_FIELD,
      '{"messages":[1],"details":[{}],"errorCount":1,"warningCount":0,"infoCount":0,"fixableCount":0,"hiddenWarningCount":0}',
    ],
    ["the report is null", REPORT_FIELD, "null"],
    ["the report is an array", REPORT_FIELD, "[[],[]]"],
    ["cards are objects", CARDS_FIELD, '[{"name":1}]'],
    ["a card's numbers are strings", CARDS_FIELD, '[["X","1","0","1","0","1","0","0","0","1"]]'],
    ["cards are a number", CARDS_FIELD, "7"],
  ];
  for (const [what, field, value] of wrongShapes) {
    it(`${what}: the file is linted again and the JSON report is the cold run's`, function () {
      damage(path.join(dir, ".cardscriptcache"), field, value);
      for (const strategy of ["metadata", "content"]) {
        const r = runCli(["lint", ".", "--cache", "--cache-strategy", strategy, "--format", "json"], dir);
        assert.equal(r.stderr, "");
        assert.equal(r.code, 1);
        assert.deepEqual(JSON.parse(r.stdout), JSON.parse(cold));
      }
      for (const format of ["sarif", "junit", "stylish"]) {
        damage(path.join(dir, ".cardscriptcache"), field, value);
        const r = runCli(["lint", ".", "--cache", "--format", format], dir);
        assert.equal(r.code, 1, `${format}: ${r.stderr}`);
        assert.equal(r.stderr, "");
        if (format === "sarif") JSON.parse(r.stdout);
      }
    });
  }
});
