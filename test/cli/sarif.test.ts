/**
 * `--format sarif` against the official SARIF 2.1.0 JSON schema (vendored in
 * test/fixtures/sarif/, draft-04, checked with Ajv), plus the properties GitHub code scanning
 * relies on: rule index, 1-based columns ≥ 1, and fingerprints that survive unrelated edits.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import Ajv04 from "ajv-draft-04";
import addFormats from "ajv-formats";
import type * as Sarif from "sarif";
import { FINGERPRINT_KEY } from "../../cli/src/formats/sarif";
import { allRuleInfo } from "../../cli/src/rule-info";
import { GOLDEN_FILES } from "./golden-input";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const schema = JSON.parse(readFileSync(new URL("../fixtures/sarif/sarif-2.1.0-rtm.5.json", import.meta.url), "utf8")) as object;

function validator() {
  // unicodeRegExp: false — the official schema has a pattern ("language") that is valid only without the u flag.
  const ajv = new Ajv04({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

describe("cli: --format sarif", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  const sarif = (args: string[] = ["cards"]) => {
    const r = runCli(["lint", "--format", "sarif", ...args], dir);
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    return JSON.parse(r.stdout) as Sarif.Log;
  };

  it("validates against the SARIF 2.1.0 schema (findings, a clean run, and every rule listed)", function () {
    const validate = validator();
    writeFiles(dir, GOLDEN_FILES);
    const log = sarif();
    assert.ok(validate(log), JSON.stringify(validate.errors, null, 2));
    assert.ok(log.runs[0]!.results!.length >= 5);
    writeFiles(dir, { "clean/a.card": CARDS.clean });
    const clean = sarif(["clean"]);
    assert.ok(validate(clean), JSON.stringify(validate.errors, null, 2));
    assert.deepEqual(clean.runs[0]!.results, []);
    assert.deepEqual(
      clean.runs[0]!.tool.driver.rules!.map((r) => r.id),
      allRuleInfo().map((r) => r.id),
    );
  });

  it("the schema check can fail: a result with startColumn 0 or a bad level is rejected", function () {
    const validate = validator();
    writeFiles(dir, GOLDEN_FILES);
    const log = sarif();
    const broken = structuredClone(log);
    broken.runs[0]!.results![0]!.locations![0]!.physicalLocation!.region!.startColumn = 0;
    assert.equal(validate(broken), false);
    const badLevel = structuredClone(log) as unknown as { runs: { results: { level: string }[] }[] };
    badLevel.runs[0]!.results[0]!.level = "fatal";
    assert.equal(validate(badLevel), false);
  });

  it("results carry the rule index, level, message, 1-based region and SRCROOT-relative URI", function () {
    writeFiles(dir, { "cards/e.card": CARDS.error, "cards/i.card": CARDS.info, "cards/sub dir/w.card": CARDS.warning });
    const run = sarif().runs[0]!;
    const rules = run.tool.driver.rules!;
    for (const res of run.results!) {
      assert.equal(rules[res.ruleIndex!]!.id, res.ruleId);
      const region = res.locations![0]!.physicalLocation!.region!;
      assert.ok(region.startLine! >= 1 && region.startColumn! >= 1 && region.endColumn! >= 1);
    }
    const byRule = Object.fromEntries(run.results!.map((r) => [r.ruleId, r]));
    assert.equal(byRule["impossible-timing"]!.level, "error");
    assert.equal(byRule["obsolete-wording"]!.level, "warning");
    assert.equal(byRule["redundant-timing"]!.level, "note");
    assert.deepEqual(byRule["impossible-timing"]!.locations![0]!.physicalLocation, {
      artifactLocation: { uri: "cards/e.card", uriBaseId: "SRCROOT" },
      region: { startLine: 5, startColumn: 26, endLine: 5, endColumn: 39 },
    });
    assert.equal(byRule["obsolete-wording"]!.locations![0]!.physicalLocation!.artifactLocation!.uri, "cards/sub%20dir/w.card");
    assert.equal(run.columnKind, "utf16CodeUnits");
    assert.equal(run.originalUriBaseIds!["SRCROOT"]!.uri, `file://${dir}/`);
    const it = rules.find((r) => r.id === "impossible-timing")!;
    assert.equal(it.defaultConfiguration!.level, "error");
    assert.match(it.helpUri!, /docs\/rules\/impossible-timing\.md$/);
    assert.ok(it.shortDescription!.text.length > 10);
  });

  it("a finding at column 1 has startColumn 1 (GitHub rejects 0)", function () {
    writeFiles(dir, { "cards/x.card": `card "No Type" {\n  cost: {1}\n}\n` });
    const results = sarif().runs[0]!.results!;
    assert.ok(results.length > 0);
    assert.ok(results.every((r) => r.locations![0]!.physicalLocation!.region!.startColumn! >= 1));
  });

  it("partial fingerprints stay the same when unrelated lines move, and differ between findings", function () {
    const original = `${CARDS.warning}\n${CARDS.error}`;
    writeFiles(dir, { "cards/a.card": original });
    const before = sarif().runs[0]!.results!;
    const moved = `# a new comment\n\n${CARDS.clean}\n${original.replace("Draw a card", "Draw two cards")}`;
    writeFiles(dir, { "cards/a.card": moved });
    const after = sarif().runs[0]!.results!;
    const fp = (rs: Sarif.Result[]) => rs.map((r) => [r.ruleId, r.partialFingerprints![FINGERPRINT_KEY]]);
    assert.notDeepEqual(
      before.map((r) => r.locations![0]!.physicalLocation!.region!.startLine),
      after.map((r) => r.locations![0]!.physicalLocation!.region!.startLine),
    );
    assert.deepEqual(fp(after), fp(before));
    assert.equal(new Set(before.map((r) => r.partialFingerprints![FINGERPRINT_KEY])).size, before.length);
  });

  it("two identical findings in one file get distinct fingerprints", function () {
    writeFiles(dir, { "cards/dup.card": `${CARDS.warning}\n${CARDS.warning}` });
    const fps = sarif()
      .runs[0]!.results!.filter((r) => r.ruleId === "obsolete-wording")
      .map((r) => r.partialFingerprints![FINGERPRINT_KEY]);
    assert.equal(fps.length, 2);
    assert.notEqual(fps[0], fps[1]);
  });
});
