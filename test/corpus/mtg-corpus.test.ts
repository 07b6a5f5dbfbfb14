/**
 * Proof on real input: import every card of the MTG corpus with the project's own importer
 * (the CLI's `import` code path), write the .card files to a temporary folder, and lint them all
 * through the CLI's file-linting function in this one process.
 * Required: no syntax-error anywhere; no error and no warning on a real printed card
 * (neither a joke card, see `isJoke`, nor `lineBreaksLost`) — each such finding is a checker bug, never whitelisted.
 * Each card is linted under the rules edition of its `sourceDate` (a `rules` line is put before
 * it): its text is the Oracle wording of that day, so a wording changed later is not held
 * against it; how many real cards carry such a later-changed wording is counted and printed.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { lintFiles } from "../../cli/src/lint/lint-files";
import type { DetailedFileReport } from "../../cli/src/lint/report";
import { readRecordFile, writeCards, type WrittenCard } from "../../cli/src/import/write-cards";
import { type CardRecord } from "../../server/src/core/import/card-import";
import { recordToCard } from "../../server/src/games/mtg/import";
import { PROJECT_ROOT, corpusFileOrSkip } from "../helpers/corpus";
import { lintText } from "../../server/src/app/service";
import { OBSOLETE_TERMS } from "../../server/src/games/mtg/obsolete-terms";

/** The `rules` line for a record's `sourceDate` (its day), or "" when it has none. */
function editionLine(rec: Record<string, unknown>): string {
  const m = /^\d{4}-\d{2}-\d{2}/.exec(String(rec["sourceDate"] ?? ""));
  return m ? `rules ${m[0]}\n\n` : "";
}

/** Puts the `rules` line of its record's `sourceDate` before each written card. */
function dateCards(written: readonly WrittenCard[]): void {
  for (const w of written) {
    const line = editionLine(w.record);
    if (line) writeFileSync(w.filePath, line + readFileSync(w.filePath, "utf8"));
  }
}

/**
 * A joke card: flagged `funny` in the corpus, or one of Wizards' holiday cards (set HHO) or Heroes
 * of the Realm promos (HTR16–HTR19): never tournament-legal and their Oracle text is not kept
 * current (Fruitcake Elemental still reads "At the end of your turn", M'Odo "converted mana
 * cost"); the corpus flags Evil Presents from the same set `funny`.
 */
function isJoke(rec: Record<string, unknown>): boolean {
  return rec["funny"] === true || rec["set"] === "HHO" || /^HTR\d+$/.test(String(rec["set"] ?? ""));
}

interface Hit {
  card: string;
  file: string;
  ruleId: string;
  severity: string;
  message: string;
  text: string;
}

describe("MTG corpus: import and lint every real card", function () {
  let dir: string;
  let written: WrittenCard[] = [];
  let reports: DetailedFileReport[] = [];

  before(function () {
    const file = corpusFileOrSkip(this, "mtg/cards.jsonl");
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-corpus-"));
    const t0 = performance.now();
    const records = readRecordFile(file);
    written = writeCards(records, dir);
    dateCards(written);
    const t1 = performance.now();
    const result = lintFiles(written.map((w) => w.filePath));
    const t2 = performance.now();
    assert.deepEqual(result.failures, []);
    reports = result.reports;
    console.log(
      `      imported ${written.length} cards in ${((t1 - t0) / 1000).toFixed(1)} s, linted in ${((t2 - t1) / 1000).toFixed(1)} s`,
    );
  });

  after(function () {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("imports one file per record", function () {
    assert.ok(written.length > 30000, `only ${written.length} cards imported`);
    assert.equal(new Set(written.map((w) => w.filePath)).size, written.length);
    assert.equal(reports.length, written.length);
  });

  it("finds problems on joke cards, so the real-card check is not vacuous; prints counts per rule (infos included)", function () {
    const counts = new Map<string, { total: number; real: number; funny: number; lineBreaksLost: number; severity: string }>();
    reports.forEach((r, i) => {
      const rec = written[i]!.record;
      for (const m of r.messages) {
        const c = counts.get(m.ruleId) ?? { total: 0, real: 0, funny: 0, lineBreaksLost: 0, severity: m.severityName };
        c.total++;
        if (isJoke(rec)) c.funny++;
        else if (rec["lineBreaksLost"] === true) c.lineBreaksLost++;
        else c.real++;
        counts.set(m.ruleId, c);
      }
    });
    const rows = [...counts].sort((a, b) => b[1].total - a[1].total);
    console.log("      findings per rule (total · real cards · funny · lineBreaksLost):");
    for (const [id, c] of rows) {
      console.log(
        `        ${id.padEnd(26)} ${c.severity.padEnd(8)} ${String(c.total).padStart(6)} · ${String(c.real).padStart(6)} · ${String(c.funny).padStart(5)} · ${String(c.lineBreaksLost).padStart(5)}`,
      );
    }
    if (rows.length === 0) console.log("        (none)");
    // Joke cards break the rules on purpose: a linter that reported nothing would pass the real-card test too.
    const onFunny = rows.reduce((n, [, c]) => n + c.funny, 0);
    assert.ok(onFunny > 0, "no finding at all on the funny cards: is the linter running?");
  });

  it("counts the real cards whose wording changed after their sourceDate (a figure, not a finding)", function () {
    // Which rows could apply (a cheap regex look at the raw text), then the real check: the card
    // linted under the newest edition has an obsolete-wording/-rule finding (under its own
    // edition it has none: the test below).
    const perRow = new Map<string, number>();
    let candidates = 0;
    let changed = 0;
    let real = 0;
    for (const w of written) {
      const rec = w.record;
      if (isJoke(rec) || rec["lineBreaksLost"] === true || !editionLine(rec)) continue;
      real++;
      const day = String(rec["sourceDate"]).slice(0, 10);
      const raw = `${String(rec["typeLine"] ?? "")}\n${String(rec["oracleText"] ?? "")}`;
      const later = OBSOLETE_TERMS.filter((t) => t.date > day && ((t.pattern.lastIndex = 0), t.pattern.test(raw)));
      if (later.length === 0) continue;
      candidates++;
      const findings = lintText(recordToCard(rec)).findings.filter((f) => f.ruleId === "obsolete-wording" || f.ruleId === "obsolete-rule");
      if (findings.length === 0) continue;
      changed++;
      for (const t of later) perRow.set(t.id, (perRow.get(t.id) ?? 0) + 1);
    }
    const rows = [...perRow].sort((a, b) => b[1] - a[1]).map(([id, n]) => `${id} ${n}`);
    console.log(
      `      ${changed} of ${real} real cards (${candidates} candidates) carry wording changed after their sourceDate; by row: ${rows.join(", ") || "none"}`,
    );
    assert.ok(changed > 0, "no real card from before Bloomburrow says 'enters the battlefield'? the count is not measuring");
  });

  it("reports no syntax-error on any card", function () {
    const hits = collect(reports, written, (m) => m.ruleId === "syntax-error");
    assert.equal(hits.length, 0, describeHits(hits));
  });

  it("reports no error and no warning on real printed cards (not funny, not lineBreaksLost)", function () {
    const hits = collect(reports, written, (m, rec) => m.severity >= 1 && !isJoke(rec) && rec["lineBreaksLost"] !== true);
    assert.equal(hits.length, 0, describeHits(hits));
  });

  describe("--fix on the corpus with seeded mistakes", function () {
    interface Seed {
      file: string;
      original: string;
      rule: string;
    }
    const seeds: Seed[] = [];
    let changedByFirstRun: Map<string, string>;

    before(function () {
      const real = written.filter((w) => !isJoke(w.record) && w.record["lineBreaksLost"] !== true && !w.record["faces"]);
      const text = (r: CardRecord) => String(r["oracleText"] ?? "");
      const type = (r: CardRecord) => String(r["typeLine"] ?? "");
      const pick = (test: (r: CardRecord) => boolean) => {
        const w = real.find((x) => test(x.record));
        assert.ok(w, "no corpus card fits a seed");
        return editionLine(w.record) + recordToCard(w.record);
      };
      const seed = (name: string, rule: string, original: string, mistake: string, bom = false) => {
        assert.notEqual(mistake, original, `seed ${name} changed nothing`);
        const file = path.join(dir, `zz-seed-${name}.card`);
        writeFileSync(file, (bom ? "\uFEFF" : "") + mistake);
        seeds.push({ file, original: (bom ? "\uFEFF" : "") + original, rule });
      };
      // A redundant Flash on an instant (redundant-timing, safe fix: remove it).
      const instant = pick((r) => type(r) === "Instant" && !/flash/i.test(text(r)) && text(r).length > 0);
      seed("instant-flash", "redundant-timing", instant, instant.replace("  text:\n", "  text:\n    Flash\n"));
      // Old wording: "comes into play" for "enters" (obsolete-wording, safe fix back), also as CRLF with a BOM.
      const creature = pick((r) => type(r).startsWith("Creature") && / enters, /.test(text(r)));
      seed("comes-into-play", "obsolete-wording", creature, creature.replace(" enters, ", " comes into play, "));
      seed(
        "comes-into-play-crlf-bom",
        "obsolete-wording",
        creature.replace(/\n/g, "\r\n"),
        creature.replace(" enters, ", " comes into play, ").replace(/\n/g, "\r\n"),
        true,
      );
      // Tribal for Kindred in a type line (obsolete-wording).
      const kindred = pick((r) => type(r).startsWith("Kindred "));
      seed("tribal", "obsolete-wording", kindred, kindred.replace("type: Kindred ", "type: Tribal "));
      // "Cast this spell only during your turn." on a sorcery (redundant-timing).
      const sorcery = pick((r) => type(r) === "Sorcery" && !/only/i.test(text(r)) && text(r).length > 0);
      seed(
        "sorcery-your-turn",
        "redundant-timing",
        sorcery,
        sorcery.replace("  text:\n", "  text:\n    Cast this spell only during your turn.\n"),
      );
    });

    it("the first --fix repairs every seeded mistake exactly and touches no real card", function () {
      const files = [...written.map((w) => w.filePath), ...seeds.map((s) => s.file)];
      const t0 = performance.now();
      const result = lintFiles(files, { fix: "write" });
      console.log(
        `      --fix over ${files.length} files in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${result.changes.length} files changed`,
      );
      assert.deepEqual(result.failures, []);
      changedByFirstRun = new Map(result.changes.map((c) => [c.filePath, c.after]));
      for (const s of seeds) {
        assert.ok(changedByFirstRun.has(s.file), `${path.basename(s.file)} was not fixed`);
        assert.equal(readFileSync(s.file, "utf8"), s.original, `${path.basename(s.file)}: the fix should restore the real card`);
        const report = result.reports[files.indexOf(s.file)]!;
        assert.deepEqual(
          report.messages.filter((m) => m.ruleId === s.rule),
          [],
          `${path.basename(s.file)} still has ${s.rule}`,
        );
      }
      const seedFiles = new Set(seeds.map((s) => s.file));
      const byFile = new Map(written.map((w) => [w.filePath, w.record]));
      const realChanged = result.changes.filter((c) => {
        if (seedFiles.has(c.filePath)) return false;
        const rec = byFile.get(c.filePath)!;
        return !isJoke(rec) && rec["lineBreaksLost"] !== true;
      });
      assert.deepEqual(
        realChanged.map((c) => path.basename(c.filePath)),
        [],
        "real printed cards have nothing to fix",
      );
    });

    it("a second --fix run (the CLI itself, over the whole folder) changes nothing", function () {
      assert.ok(changedByFirstRun, "the first run must have run");
      const r = spawnSync(
        process.execPath,
        [
          path.join(PROJECT_ROOT, "bin", "cardscript.js"),
          "lint",
          "--fix",
          "--format",
          "json",
          "--output-file",
          path.join(dir, "..", `${path.basename(dir)}-report.json`),
          dir,
        ],
        {
          encoding: "utf8",
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      rmSync(path.join(dir, "..", `${path.basename(dir)}-report.json`), { force: true });
      assert.ok(r.status === 0 || r.status === 1, r.stderr);
      assert.match(r.stderr, /^cardscript: fixed 0 problems in 0 files;/m);
      for (const [file, after] of changedByFirstRun) assert.equal(readFileSync(file, "utf8"), after, path.basename(file));
    });
  });
});

function collect(
  reports: DetailedFileReport[],
  written: WrittenCard[],
  keep: (m: DetailedFileReport["messages"][number], record: WrittenCard["record"]) => boolean,
): Hit[] {
  const hits: Hit[] = [];
  reports.forEach((r, i) => {
    const rec = written[i]!.record;
    r.messages.forEach((m, j) => {
      if (!keep(m, rec)) return;
      const span = r.details[j]!.span;
      const lineStart = r.source.lastIndexOf("\n", span.start - 1) + 1;
      const lineEnd = r.source.indexOf("\n", span.start);
      hits.push({
        card: m.card ?? String(rec["name"]),
        file: path.basename(r.filePath),
        ruleId: m.ruleId,
        severity: m.severityName,
        message: m.message,
        text: r.source.slice(lineStart, lineEnd < 0 ? undefined : lineEnd).trim(),
      });
    });
  });
  return hits;
}

function describeHits(hits: Hit[]): string {
  const shown = hits.slice(0, 40).map((h) => `  ${h.card} [${h.ruleId} ${h.severity}] "${h.text}": ${h.message}`);
  return `${hits.length} finding(s) on real cards (checker bugs):\n${shown.join("\n")}${hits.length > 40 ? `\n  … and ${hits.length - 40} more` : ""}`;
}
