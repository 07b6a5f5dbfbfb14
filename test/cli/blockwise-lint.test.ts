/**
 * `cardscript lint` lints a large file card block by card block (`cli/src/lint/lint-text.ts`, through
 * the incremental analysis) so that its memory holds one card's model at a time. Its report must be
 * exactly the whole-file lint's: findings (set rules, duplicate names across cards, suppressions
 * of both), cards, timing coverage, card names for the cross-file check, `--fix`, and the
 * whole-file fallback for files whose blocks are not independent (syntax errors, a directive after
 * a card, `--report-unused-disable-directives`). Each case is linted both ways and compared.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readRecords } from "../../server/src/core/import/card-import";
import { recordToCard } from "../../server/src/games/mtg/import";
import { processFile, type LintFilesOptions } from "../../cli/src/lint/lint-files";
import { lintForReport, type LintMode } from "../../cli/src/lint/lint-text";
import type { LintSourceOptions } from "../../cli/src/lint/lint-source";
import { corpusFileOrSkip, PROJECT_ROOT } from "../helpers/corpus";
import { rng } from "../helpers/rng";
import { incrementalAnalysis } from "../../server/src/app/service";
import { LineIndex } from "../../server/src/core/text/line-index";

const HEADER = `game mtg
rules 2025-09
keyword "Kindle": {1}: Draw a card. Activate only as a sorcery.
keyword "Stormwatch": At the beginning of your upkeep, scry 1.
# cardscript-disable-file rare-timing-window
`;

const CARDS = `
card "Battle Hymn" {
  cost: {2}{R}
  type: Sorcery
  text:
    Cast this spell only during combat.
}
# cardscript-disable-next-line duplicate-card-name
card "Battle Hymn" {
  type: Instant
  text:
    When ~ comes into play, draw a card.
}

card "Upkeep Thing" {
  type: Creature
  stats: 2/2
  text:
    At the beginning of the untap step, you gain 1 life. # cardscript-disable-line untap-step-trigger
    {T}: Add {G}. Activate only during your upkeep.
}
card "battle hymn" {
  type: Enchantment
  text:
    At end of turn, sacrifice ~.
}
card "Hymn Token" {
  type: Token Creature — Spirit
  stats: 1/1
}
card "Hymn Token" {
  type: Sorcery
  text:
    Create a 1/1 token named Hymn Token.
}
card "Two Faces" {
  face "Front" {
    type: Creature
    stats: 1/1
  }
  face "Back" {
    type: Land
    text:
      Flash
  }
}
card "No Type" {
  cost: {U}
  text:
    Kindle
    Search your library for a card named Upkeep Thing or named Lost Card.
}
`;

const GERMAN = `lang de
keyword "Hinterhalt": Wirke diesen Zauberspruch nur während des Kampfes.

card "Falle" {
  cost: {1}
  type: Sorcery
  text:
    Hinterhalt
}
card "Falle" {
  cost: {1}
  type: Instant
  text:
    Wirke diesen Zauberspruch nur während des Kampfes.
}
card "Wächter" {
  type: Creature
  stats: 1/1
  text:
    Zu Beginn deines Versorgungssegments erhältst du 1 Lebenspunkt.
}
`;

const dir = mkdtempSync(path.join(tmpdir(), "blockwise-"));
after(() => rmSync(dir, { recursive: true, force: true }));

/** The report `processFile` makes of `text` (as one file) in `mode` (`fix` as `--fix-dry-run` when asked), and its changes. */
function processed(text: string, mode: LintMode, options: LintSourceOptions = {}, fix?: LintFilesOptions["fix"]) {
  const file = path.join(dir, "set.card");
  writeFileSync(file, text);
  const out = { failures: [], changes: [] };
  const done = processFile(file, { mode, fix, optionsFor: () => options }, out);
  return { done, out };
}

/** Whether the analysis lints `text` per card ("incremental"), or must fall back to a whole-file lint ("full"). */
function modeOf(text: string, options: LintSourceOptions = {}): string {
  const lines = new LineIndex(text);
  return incrementalAnalysis(options).update(text, undefined, (o) => lines.positionAt(o).line).mode;
}

/** Lints `text` whole and block by block and checks the two agree; returns the block-wise result. */
function sameBothWays(text: string, options: LintSourceOptions = {}, mode = "incremental") {
  assert.equal(modeOf(text, options), mode);
  const whole = lintForReport(text, options, "whole");
  const blockwise = lintForReport(text, options, "blockwise");
  assert.deepEqual(blockwise.findings, whole.findings);
  assert.deepEqual(blockwise.cards, whole.cards);
  assert.deepEqual(blockwise.timing, whole.timing);
  for (const fix of [undefined, "dry-run"] as const) {
    const a = processed(text, "whole", options, fix);
    const b = processed(text, "blockwise", options, fix);
    assert.deepEqual(b, a);
  }
  return blockwise;
}

/** Random corpus cards joined into one file (the test is skipped without the corpus). */
function corpusText(ctx: Mocha.Context, count: number, seed: number): string {
  const records = readRecords(readFileSync(corpusFileOrSkip(ctx, "mtg/cards.jsonl"), "utf8"));
  const next = rng(seed);
  const texts: string[] = [];
  for (let i = 0; i < count; i++) texts.push(recordToCard(records[Math.floor(next() * records.length)]!));
  return texts.join("\n");
}

describe("block-wise lint of a large file equals the whole-file lint", () => {
  it("set rules, duplicate names (cards and tokens), suppressions of both, faces", () => {
    const got = sameBothWays(HEADER + CARDS);
    const ids = got.findings.map((f) => f.ruleId);
    // The cases are there: findings over the set and across cards, and suppressed ones left out.
    for (const id of ["unused-keyword", "unknown-named-card", "duplicate-card-name"]) assert.ok(ids.includes(id), id);
    assert.equal(ids.filter((id) => id === "duplicate-card-name").length, 1);
    assert.ok(!ids.includes("untap-step-trigger") && !ids.includes("rare-timing-window"));
    assert.ok(got.timing.sentences > 0);
  });

  it("a range suppression between cards (whole-file fallback); rule settings, quiet and locale", () => {
    const text = HEADER + CARDS.replace('card "battle hymn"', '# cardscript-disable duplicate-card-name\ncard "battle hymn"');
    sameBothWays(text, {}, "full");
    sameBothWays(HEADER + CARDS, { rules: { "duplicate-card-name": "error", "unused-keyword": "off" }, quiet: true, locale: "de" });
  });

  it("localized card text (lang de)", () => {
    const got = sameBothWays(GERMAN);
    assert.ok(got.findings.some((f) => f.ruleId === "duplicate-card-name"));
  });

  it("files the analysis must lint whole: syntax errors, a directive after a card, unused directives", () => {
    // Errors the parser recovers from inside one card keep the per-card path; a stray brace or a bare name do not.
    sameBothWays(HEADER + CARDS.replace('card "Upkeep Thing" {', 'card "Upkeep Thing" {{\n  cost {1}'));
    sameBothWays(HEADER + CARDS.replace('card "Upkeep Thing" {', '}\ncard "Upkeep Thing" {'), {}, "full");
    sameBothWays(HEADER + CARDS.replace('card "Upkeep Thing" {', "card Upkeep {"), {}, "full");
    sameBothWays(HEADER + CARDS.slice(0, -2), {}, "full"); // the last card unclosed
    sameBothWays(HEADER + CARDS + "rules 2024-08\n", {}, "full");
    sameBothWays(HEADER + CARDS, { reportUnusedDisableDirectives: true }, "full");
    sameBothWays("");
    sameBothWays(HEADER);
  });

  it("the example cards, one file, with --fix", () => {
    const dir = path.join(PROJECT_ROOT, "examples");
    const text = ["good-cards.card", "old-wording.card", "timing-mistakes.card"]
      .map((f) => readFileSync(path.join(dir, f), "utf8"))
      .join("\n");
    const got = sameBothWays(text);
    assert.ok(got.findings.some((f) => f.fixes.length > 0));
    const fixed = processed(text, "blockwise", {}, "dry-run");
    assert.equal(fixed.out.changes.length, 1);
  });

  it("real cards: 300 corpus cards, the first 50 twice (duplicates across the file)", function () {
    // The same seed gives the same first cards.
    const got = sameBothWays(HEADER + corpusText(this, 250, 26) + "\n" + corpusText(this, 50, 26));
    assert.ok(got.findings.filter((f) => f.ruleId === "duplicate-card-name").length >= 50);
  });
});
