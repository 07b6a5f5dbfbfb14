/**
 * Proof on real input (YGO): import every record of `ygo/cards.jsonl` through the CLI's import
 * path (`readRecordFile` + `writeCards`, which detect YGO records and write `game ygo` files),
 * then lint the written files with the CLI's file linter in this process — every rule of the
 * game on, off-by-default ones included, so their counts are measured. Required: every record
 * imported, no syntax error anywhere, no error on any real card (each would be a checker bug,
 * never whitelisted). Findings are counted per rule and printed; a rule firing on more than 5% of
 * the real cards must default to info or off.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { lintFiles } from "../../cli/src/lint/lint-files";
import type { DetailedFileReport } from "../../cli/src/lint/report";
import { readRecordFile, writeCards, type WrittenCard } from "../../cli/src/import/write-cards";
import { GAMES } from "../../server/src/app/games";
import { rulesFor } from "../../server/src/core/rules/registry";
import { corpusFileOrSkip } from "../helpers/corpus";

const YGO = GAMES.find((g) => g.id === "ygo")!;

describe("YGO corpus: import and lint every real card", function () {
  let dir: string;
  let written: WrittenCard[] = [];
  let reports: DetailedFileReport[] = [];

  before(function () {
    const file = corpusFileOrSkip(this, "ygo/cards.jsonl");
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-ygo-corpus-"));
    const t0 = performance.now();
    written = writeCards(readRecordFile(file), dir);
    const t1 = performance.now();
    const all = Object.fromEntries(rulesFor(YGO).map((r) => [r.meta.id, r.meta.defaultSeverity]));
    const result = lintFiles(
      written.map((w) => w.filePath),
      { optionsFor: () => ({ rules: all }) },
    );
    const t2 = performance.now();
    assert.deepEqual(result.failures, []);
    reports = result.reports;
    console.log(
      `      imported ${written.length} cards in ${((t1 - t0) / 1000).toFixed(1)} s, linted in ${((t2 - t1) / 1000).toFixed(1)} s (${Math.round(written.length / ((t2 - t1) / 1000))} cards/s)`,
    );
  });

  after(function () {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("imports all 13,281 records as `game ygo` files, one file each", function () {
    assert.equal(written.length, 13281);
    assert.equal(new Set(written.map((w) => w.filePath)).size, written.length);
    assert.equal(reports.length, written.length);
    for (const w of written.slice(0, 50)) assert.match(readFileSync(w.filePath, "utf8"), /^game ygo\n/);
  });

  it("has no syntax error", function () {
    const bad = reports.flatMap((r, i) =>
      r.messages.filter((m) => m.ruleId === "syntax-error").map((m) => `${written[i]!.record["name"]}: ${m.message}`),
    );
    assert.deepEqual(bad.slice(0, 5), [], `${bad.length} syntax errors`);
  });

  it("has no error on a real card", function () {
    const errors = reports.flatMap((r, i) =>
      r.messages.filter((m) => m.severityName === "error").map((m) => `${written[i]!.record["name"]}: [${m.ruleId}] ${m.message}`),
    );
    assert.deepEqual(errors.slice(0, 10), [], `${errors.length} errors`);
  });

  it("prints findings per rule; a rule on more than 5% of real cards is info or off by default", function () {
    const perRule = new Map<string, number>();
    for (const r of reports) for (const id of new Set(r.messages.map((m) => m.ruleId))) perRule.set(id, (perRule.get(id) ?? 0) + 1);
    console.log("      cards with findings, per rule (all rules on):");
    for (const rule of rulesFor(YGO)) {
      const n = perRule.get(rule.meta.id) ?? 0;
      const def = rule.meta.enabledByDefault === false ? "off" : rule.meta.defaultSeverity;
      console.log(
        `        ${rule.meta.id.padEnd(32)} ${def.padEnd(8)} ${String(n).padStart(6)}  (${((100 * n) / written.length).toFixed(2)}%)`,
      );
      if (n > written.length * 0.05)
        assert.ok(def === "off" || def === "info", `${rule.meta.id} fires on ${n} real cards but defaults to ${def}`);
    }
    // The check cannot pass vacuously: the old printed Quick Effect wording must be found on real cards.
    assert.ok((perRule.get("obsolete-wording") ?? 0) > 50, "obsolete-wording found almost nothing: is the linter running?");
  });
});
