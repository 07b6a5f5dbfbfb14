/**
 * Proof on real input (YGO): import every record of `ygo/cards.jsonl` through the CLI's import
 * path (`readRecordFile` + `writeCards`, which detect YGO records and write `game ygo` files),
 * then lint each written file with the YGO linter. Required: every record imported, no syntax
 * error anywhere, no error on any real card (each would be a checker bug, never whitelisted).
 * Warnings and infos are counted per rule and printed; a rule firing on more than 5% of the real
 * cards must not be a default warning/error.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readRecordFile, writeCards, type WrittenCard } from "../../cli/src/import/write-cards";
import { lintYgoText } from "../../server/src/core/games/ygo/lint";
import { YGO_RULES } from "../../server/src/core/games/ygo/rules/registry";
import type { Finding } from "../../server/src/core/rules/types";
import { requireCorpusFile } from "../helpers/corpus";

describe("YGO corpus: import and lint every real card", function () {
  let dir: string;
  let written: WrittenCard[] = [];
  const results: { card: WrittenCard; findings: Finding[] }[] = [];

  before(function () {
    const file = requireCorpusFile("ygo/cards.jsonl");
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-ygo-corpus-"));
    const t0 = performance.now();
    written = writeCards(readRecordFile(file), dir);
    const t1 = performance.now();
    // Every rule on (off-by-default ones too), so their counts are measured.
    const all = Object.fromEntries(YGO_RULES.map((r) => [r.meta.id, r.meta.defaultSeverity]));
    for (const w of written) results.push({ card: w, findings: lintYgoText(readFileSync(w.filePath, "utf8"), all).findings });
    const t2 = performance.now();
    console.log(`      imported ${written.length} cards in ${((t1 - t0) / 1000).toFixed(1)} s, linted in ${((t2 - t1) / 1000).toFixed(1)} s (${Math.round(written.length / ((t2 - t1) / 1000))} cards/s)`);
  });

  after(function () {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("imports all 13,281 records as `game ygo` files, one file each", function () {
    assert.equal(written.length, 13281);
    assert.equal(new Set(written.map((w) => w.filePath)).size, written.length);
    for (const w of written.slice(0, 50)) assert.match(readFileSync(w.filePath, "utf8"), /^game ygo\n/);
  });

  it("has no syntax error", function () {
    const bad = results.filter((r) => r.findings.some((f) => f.ruleId === "syntax-error"));
    assert.deepEqual(bad.slice(0, 5).map((r) => `${r.card.record["name"]}: ${r.findings.find((f) => f.ruleId === "syntax-error")!.message}`), []);
  });

  it("has no error on a real card", function () {
    const errors = results.flatMap((r) => r.findings.filter((f) => f.severity === "error").map((f) => `${r.card.record["name"]}: [${f.ruleId}] ${f.message}`));
    assert.deepEqual(errors.slice(0, 10), [], `${errors.length} errors`);
  });

  it("prints findings per rule; a rule on more than 5% of real cards is off or info by default", function () {
    const perRule = new Map<string, Set<string>>();
    for (const r of results) for (const f of r.findings) {
      const s = perRule.get(f.ruleId) ?? new Set<string>();
      s.add(r.card.filePath);
      perRule.set(f.ruleId, s);
    }
    console.log("      findings per rule (cards):");
    for (const rule of YGO_RULES) {
      const n = perRule.get(rule.meta.id)?.size ?? 0;
      console.log(`        ${rule.meta.id.padEnd(32)} ${(rule.meta.enabledByDefault ? rule.meta.defaultSeverity : "off").padEnd(8)} ${String(n).padStart(6)}  (${((100 * n) / written.length).toFixed(2)}%)`);
      if (n > written.length * 0.05) assert.ok(!rule.meta.enabledByDefault || rule.meta.defaultSeverity === "info", `${rule.meta.id} fires on ${n} real cards but defaults to ${rule.meta.defaultSeverity}`);
    }
    // The check cannot pass vacuously: the old printed wording must be found on real cards.
    assert.ok((perRule.get("obsolete-wording")?.size ?? 0) > 50, "obsolete-wording found almost nothing: is the linter running?");
  });
});
