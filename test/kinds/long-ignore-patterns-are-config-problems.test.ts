/**
 * Kind: an `ignorePatterns` entry the pattern library cannot compile. A 100,000-character entry
 * became a regular expression "too large" for the engine: an internal error. Entries longer than
 * `MAX_PATTERN_CHARS` (`core/limits.ts`) are now a problem of the config, at the entry, in the
 * CLI and in the editor (the same parser).
 */
import assert from "node:assert/strict";
import { MAX_PATTERN_CHARS } from "../../server/src/core/limits";
import { parseConfig } from "../../server/src/app/config";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

describe("long-ignore-patterns-are-config-problems", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  for (const c of ["a", "*", "[", "\\\\", "**/"]) {
    it(`a 100,000-character pattern of '${c}' is reported at the entry`, function () {
      const pattern = c.repeat(Math.ceil(100_000 / c.length));
      const text = JSON.stringify({ ignorePatterns: ["drafts/**", pattern] });
      const { problems } = parseConfig(text);
      assert.equal(problems.length, 1);
      assert.equal(
        problems[0]!.message,
        `This ignore pattern is too long to use (${pattern.length} characters; the limit is ${MAX_PATTERN_CHARS}). Shorten it.`,
      );
      assert.equal(problems[0]!.span.start, text.indexOf(JSON.stringify(pattern)));
    });
  }

  it("the CLI says so and exits 2 (a config error), with no internal error", function () {
    writeFiles(dir, {
      "cardscript.json": JSON.stringify({ ignorePatterns: ["x".repeat(100_000)] }),
      "a.card": `card "X" {\n  type: Instant\n}\n`,
    });
    const r = runCli(["lint", "a.card"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /^cardscript: invalid config .*cardscript\.json:1:\d+: This ignore pattern is too long to use/);
  });

  it("a pattern at the limit is used", function () {
    const pattern = "*".repeat(MAX_PATTERN_CHARS);
    assert.deepEqual(parseConfig(JSON.stringify({ ignorePatterns: [pattern] })).config.ignorePatterns, [pattern]);
    writeFiles(dir, { "cardscript.json": JSON.stringify({ ignorePatterns: [pattern] }), "a.card": `card "X" {\n  type: Instant\n}\n` });
    assert.equal(runCli(["lint", "a.card"], dir).code, 0);
  });
});
