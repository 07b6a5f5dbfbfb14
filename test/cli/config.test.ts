/**
 * `cardscript.json` through the CLI: nearest config up the tree, `--config`, severities,
 * ignorePatterns, and config errors (exit 2 naming file, line and problem).
 */
import assert from "node:assert/strict";
import path from "node:path";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

type Json = { filePath: string; messages: { ruleId: string; severityName: string }[] }[];

describe("cli: configuration (cardscript.json)", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  const lintJson = (args: string[] = []) => {
    const r = runCli(["lint", "--format", "json", ...args], dir);
    return { ...r, out: r.code === 2 ? [] : (JSON.parse(r.stdout) as Json) };
  };
  // The same fixture card in several files is also a cross-file duplicate; these tests are about severities.
  const rulesOf = (out: Json, file: string) =>
    out
      .find((f) => f.filePath === path.join(dir, file))!
      .messages.filter((m) => m.ruleId !== "duplicate-card-name")
      .map((m) => `${m.ruleId}:${m.severityName}`);

  it("applies rule severities: off hides a rule, a raised severity changes the exit code", function () {
    writeFiles(dir, { "w.card": CARDS.warning, "i.card": CARDS.info });
    assert.equal(lintJson().code, 0);
    writeFiles(dir, { "cardscript.json": JSON.stringify({ rules: { "obsolete-wording": "error", "redundant-timing": "off" } }) });
    const r = lintJson();
    assert.equal(r.code, 1);
    assert.deepEqual(rulesOf(r.out, "w.card"), ["obsolete-wording:error"]);
    assert.deepEqual(rulesOf(r.out, "i.card"), []);
  });

  it("a config that is not UTF-8 is reported as such (not as a stray character)", function () {
    writeFiles(dir, {
      "cardscript.json": Buffer.from([0x7b, 0x22, 0x67, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]),
      "a.card": CARDS.clean,
    });
    const r = runCli(["lint", "a.card"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /cannot read config .*cardscript\.json: is not valid UTF-8 text/);
  });

  it("the nearest cardscript.json up the folder tree wins", function () {
    writeFiles(dir, {
      "cardscript.json": JSON.stringify({ rules: { "obsolete-wording": "off" } }),
      "top.card": CARDS.warning,
      "set/inner/w.card": CARDS.warning,
      "set/cardscript.json": JSON.stringify({ rules: { "obsolete-wording": "info" } }),
      "set/inner/deeper/w.card": CARDS.warning,
    });
    const r = lintJson();
    assert.deepEqual(rulesOf(r.out, "top.card"), []);
    assert.deepEqual(rulesOf(r.out, "set/inner/w.card"), ["obsolete-wording:info"]);
    assert.deepEqual(rulesOf(r.out, "set/inner/deeper/w.card"), ["obsolete-wording:info"]);
  });

  it("--config applies one file to every linted file", function () {
    writeFiles(dir, {
      "set/cardscript.json": JSON.stringify({ rules: { "obsolete-wording": "info" } }),
      "set/w.card": CARDS.warning,
      "ci/strict.json": JSON.stringify({ rules: { "obsolete-wording": "error" } }),
    });
    const r = lintJson(["--config", "ci/strict.json", "set"]);
    assert.equal(r.code, 1);
    assert.deepEqual(rulesOf(r.out, "set/w.card"), ["obsolete-wording:error"]);
  });

  it("ignorePatterns skip files relative to the config's folder; --no-ignore lints them", function () {
    writeFiles(dir, {
      "cardscript.json": JSON.stringify({ ignorePatterns: ["drafts/", "*.old.card"] }),
      "ok.card": CARDS.clean,
      "drafts/e.card": CARDS.error,
      "set/e.old.card": CARDS.error,
    });
    const r = lintJson();
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(
      r.out.map((f) => path.relative(dir, f.filePath)),
      ["ok.card"],
    );
    assert.equal(lintJson(["--no-ignore"]).out.length, 3);
  });

  it("a malformed config: exit 2 with file, line, column and problem; nothing is linted", function () {
    writeFiles(dir, { "e.card": CARDS.error, "cardscript.json": '{\n  "rules": {\n    "impossible-timing": "warn"\n  }\n}\n' });
    const r = runCli(["lint"], dir);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, "");
    assert.equal(
      r.stderr,
      `cardscript: invalid config ${path.join(dir, "cardscript.json")}:3:26: Severity of 'impossible-timing' must be "off", "info", "warning" or "error", found 'warn'. Did you mean 'warning'?\n`,
    );
  });

  it("invalid JSON and unknown rule ids are reported with their line", function () {
    writeFiles(dir, { "a.card": CARDS.clean, "cardscript.json": '{\n  "rules": { "impossible-timing": "off", }\n  "game": "mtg"\n}' });
    const r = runCli(["lint"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /cardscript\.json:3:3: Invalid JSON: ',' is expected\./);
    writeFiles(dir, { "cardscript.json": '{ "rules": { "untap-trigger": "off" } }' });
    const u = runCli(["lint"], dir);
    assert.equal(u.code, 2);
    assert.match(u.stderr, /cardscript\.json:1:14: Unknown rule 'untap-trigger'\./);
  });

  it("--config naming a missing file exits 2", function () {
    writeFiles(dir, { "a.card": CARDS.clean });
    const r = runCli(["lint", "--config", "nope.json"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /cannot read config .*nope\.json: no such file or directory/);
  });
});
