/**
 * server/src/core/suppressions.ts: inline `# cardscript-…` directives (pure core logic shared by the
 * CLI and the language server).
 */
import { lintDocument, lintText, directiveRuleIds } from "../../server/src/app/service";
import assert from "node:assert/strict";
import { ruleIds } from "../../server/src/app/rules";
import {
  applySuppressions,
  UNKNOWN_RULE_IN_DIRECTIVE,
  UNUSED_DISABLE_DIRECTIVE,
  type SuppressionOptions,
} from "../../server/src/core/suppressions";
import { allRuleInfo } from "../../cli/src/rule-info";

const KNOWN = [...ruleIds(), UNKNOWN_RULE_IN_DIRECTIVE, UNUSED_DISABLE_DIRECTIVE, "internal-error"];

/** Lints `text` and applies suppressions; returns kept rule ids, problem ids and the result. */
function run(text: string, options: Partial<SuppressionOptions> = {}) {
  const lint = lintText(text);
  const r = applySuppressions(text, lint.parse, lint.findings, { knownRuleIds: KNOWN, ...options });
  return { ...r, all: lint.findings, kept: r.findings.map((f) => f.ruleId), problemIds: r.problems.map((p) => p.ruleId) };
}

/** A card with an obsolete-wording warning (line "When … comes into play") and a redundant-timing info ("Flash" on an instant). */
const card = (before: { wording?: string; flash?: string } = {}) => `card "Old Elf" {
  cost: {2}{G}
  type: Creature — Elf
  stats: 2/2
  text:
${before.wording ?? ""}    When Old Elf comes into play, draw a card.
}
card "Quick Thought" {
  cost: {U}
  type: Instant
  text:
${before.flash ?? ""}    Flash
    Draw a card.
}
`;

describe("core: inline suppressions", function () {
  it("a trailing '# cardscript-disable-line' on a rules-text line is a directive, not rules text", function () {
    const text =
      'card "A" {\n  type: Sorcery\n  text:\n    Cast this spell only during combat.  # cardscript-disable-line impossible-timing\n}\n';
    const r = lintDocument(text);
    assert.deepEqual(
      r.findings.map((f) => f.ruleId),
      [],
    );
    assert.equal(r.suppressed.length, 1);
    assert.equal(r.parse.cards[0]!.textSections[0]!.lines[0]!.text, "Cast this spell only during combat.");
  });

  it("without directives keeps every finding", function () {
    const r = run(card());
    assert.deepEqual(r.kept, ["obsolete-wording", "redundant-timing"]);
    assert.deepEqual(r.problems, []);
  });

  it("disable-next-line suppresses the listed rule on the next line only", function () {
    const r = run(card({ wording: "    # cardscript-disable-next-line obsolete-wording\n" }));
    assert.deepEqual(r.kept, ["redundant-timing"]);
    assert.equal(r.suppressed.length, 1);
    const other = run(card({ wording: "    # cardscript-disable-next-line redundant-timing\n" }));
    assert.deepEqual(other.kept, ["obsolete-wording", "redundant-timing"], "another rule on that line is not suppressed");
  });

  it("disable-next-line takes several rules, separated by commas or spaces, and a -- reason", function () {
    const text = `# cardscript-disable-next-line obsolete-wording, redundant-timing -- reprint keeps the old text
card "Old Elf" { type: Creature — Elf
}
`;
    const single = card({
      wording: "    # cardscript-disable-next-line redundant-timing,obsolete-wording -- printed like this\n",
      flash: "    # cardscript-disable-next-line unknown-step redundant-timing\n",
    });
    const r = run(single);
    assert.deepEqual(r.kept, []);
    assert.deepEqual(r.problemIds, []);
    assert.equal(
      run(text)
        .directives[0]!.rules.map((x) => x.id)
        .join(","),
      "obsolete-wording,redundant-timing",
    );
  });

  it("disable-next-line without rules suppresses every rule on the next line", function () {
    assert.deepEqual(run(card({ flash: "    # cardscript-disable-next-line\n" })).kept, ["obsolete-wording"]);
  });

  it("disable … enable covers the range between them", function () {
    const text = `# cardscript-disable obsolete-wording, redundant-timing\n${card()}# cardscript-enable obsolete-wording\ncard "Later Elf" {\n  cost: {G}\n  type: Creature — Elf\n  stats: 1/1\n  text:\n    When Later Elf comes into play, draw a card.\n}\n`;
    const r = run(text);
    assert.deepEqual(r.kept, ["obsolete-wording"], "only the card after the enable is reported");
    assert.ok(r.findings[0]!.card === "Later Elf");
  });

  it("enable of one rule inside a disable-all re-enables that rule only", function () {
    const text = `# cardscript-disable\n# cardscript-enable redundant-timing\n${card()}`;
    assert.deepEqual(run(text).kept, ["redundant-timing"]);
  });

  it("disable-file suppresses everywhere, whatever its position", function () {
    assert.deepEqual(run(`${card()}# cardscript-disable-file\n`).kept, []);
    assert.deepEqual(run(`# cardscript-disable-file redundant-timing\n${card()}`).kept, ["obsolete-wording"]);
  });

  it("disable-line works as a trailing comment on a field line", function () {
    const text = `card "Bad Cost" {\n  cost: {Q}{Z} # cardscript-disable-line invalid-mana-cost\n  type: Instant\n}\n`;
    assert.ok(
      lintText(text).findings.some((f) => f.ruleId === "invalid-mana-cost"),
      "precondition: the cost is reported",
    );
    assert.deepEqual(
      run(text).kept.filter((id) => id === "invalid-mana-cost"),
      [],
    );
  });

  it("reports unknown rule ids with a did-you-mean and a fix, at the id's span", function () {
    const text = card({ wording: "    # cardscript-disable-next-line obsolete-wordng\n" });
    const r = run(text);
    assert.deepEqual(r.problemIds, [UNKNOWN_RULE_IN_DIRECTIVE]);
    const p = r.problems[0]!;
    assert.equal(text.slice(p.span.start, p.span.end), "obsolete-wordng");
    assert.match(p.message, /Unknown rule 'obsolete-wordng'.*Did you mean 'obsolete-wording'\?/);
    assert.equal(p.severity, "error");
    assert.deepEqual(p.fixes[0]!.edits, [{ span: p.span, newText: "obsolete-wording" }]);
    assert.ok(r.kept.includes("obsolete-wording"), "the misspelt directive suppresses nothing");
    assert.deepEqual(run(text, { unknownRuleSeverity: "off" }).problemIds, []);
  });

  it("reports unused directives only when asked, with a fix that removes them", function () {
    const text = card({ wording: "    # cardscript-disable-next-line unknown-step\n" });
    assert.deepEqual(run(text).problemIds, []);
    const r = run(text, { reportUnused: "warning" });
    assert.deepEqual(r.problemIds, [UNUSED_DISABLE_DIRECTIVE]);
    const p = r.problems[0]!;
    assert.equal(p.severity, "warning");
    assert.match(p.message, /Unused cardscript-disable-next-line: 'unknown-step' reports nothing on the next line/);
    assert.deepEqual(p.tags, ["unnecessary"]);
    const fix = p.fixes[0]!;
    assert.equal(fix.safe, true);
    const edit = fix.edits[0]!;
    assert.equal(text.slice(0, edit.span.start) + edit.newText + text.slice(edit.span.end), card(), "the whole comment line goes");
  });

  it("reports the unused rule of a partly used list and removes just that id", function () {
    const text = card({ wording: "    # cardscript-disable-next-line obsolete-wording, unknown-step\n" });
    const r = run(text, { reportUnused: "error" });
    assert.deepEqual(r.kept, ["redundant-timing"]);
    assert.deepEqual(r.problemIds, [UNUSED_DISABLE_DIRECTIVE]);
    const edit = r.problems[0]!.fixes[0]!.edits[0]!;
    const fixed = text.slice(0, edit.span.start) + edit.newText + text.slice(edit.span.end);
    assert.ok(fixed.includes("    # cardscript-disable-next-line obsolete-wording\n"), fixed);
  });

  it("an unused disable-file and an unused block are reported; enable never is", function () {
    const r = run(
      `# cardscript-disable-file unknown-step\n# cardscript-disable unknown-step\n# cardscript-enable unknown-step\n${card()}`,
      { reportUnused: "warning" },
    );
    assert.deepEqual(r.problemIds, [UNUSED_DISABLE_DIRECTIVE, UNUSED_DISABLE_DIRECTIVE]);
  });

  it("knows every rule and tool id by default (the same list the CLI shows)", function () {
    assert.deepEqual(directiveRuleIds(), KNOWN);
    assert.deepEqual(
      allRuleInfo().map((r) => r.id),
      KNOWN,
    );
    const text = card({ wording: "    # cardscript-disable-next-line obsolete-wording\n" });
    const lint = lintText(text);
    assert.deepEqual(
      applySuppressions(text, lint.parse, lint.findings, { knownRuleIds: directiveRuleIds() }).findings.map((f) => f.ruleId),
      ["redundant-timing"],
    );
  });

  it("ignores comments that are not directives and words that only start like one", function () {
    const r = run(`# cardscript-disabled obsolete-wording\n# see cardscript-disable-file\n${card()}`, { reportUnused: "warning" });
    assert.deepEqual(r.kept, ["obsolete-wording", "redundant-timing"]);
    assert.deepEqual(r.directives, []);
  });

  it("positions stay right with CRLF and a directive on the last line", function () {
    const text = card({ flash: "    # cardscript-disable-next-line redundant-timing\n" }).replace(/\n/g, "\r\n");
    assert.deepEqual(run(text).kept, ["obsolete-wording"]);
    assert.deepEqual(run(`${card()}# cardscript-disable-next-line`, { reportUnused: "info" }).problemIds, [UNUSED_DISABLE_DIRECTIVE]);
  });
});
