/**
 * The set rules (`Rule.set`: unused-keyword, unknown-named-card) in the incremental analysis: it
 * lints one card at a time, so it must combine what each card contributes, as a fresh whole-file
 * lint does, and follow an edit in one card to findings on another card or on the header.
 */
import assert from "node:assert/strict";
import { incrementalAnalysis, lintDocument } from "../../server/src/app/service";
import { LineIndex } from "../../server/src/core/text/line-index";
import type { Finding } from "../../server/src/core/rules/types";

const TEXT = `keyword "Kindle": {1}: Draw a card. Activate only as a sorcery.
keyword "Stormwatch": At the beginning of your upkeep, scry 1.

card "Hail Storm" {
  cost: {1}{G}
  type: Sorcery
  text:
    Hail Storm deals 2 damage to each creature.
}

card "Call the Storm" {
  cost: {G}
  type: Sorcery
  text:
    Search your library for a card named Hail Stom.
}

card "Scout" {
  cost: {R}
  type: Creature — Goblin
  stats: 1/1
  text:
    Kindle
}
`;

const setFindings = (text: string, fs: readonly Finding[]) =>
  fs
    .filter((f) => f.ruleId === "unused-keyword" || f.ruleId === "unknown-named-card")
    .map((f) => `${f.ruleId} ${text.slice(f.span.start, f.span.end)}`);

function update(inc: ReturnType<typeof incrementalAnalysis>, text: string, edits?: { start: number; end: number; newLength: number }[]) {
  return inc.update(text, edits, (o) => new LineIndex(text).positionAt(o).line);
}

describe("set rules in the incremental analysis", () => {
  it("reports across cards per card, like a fresh lint", () => {
    const inc = incrementalAnalysis();
    const got = update(inc, TEXT);
    assert.equal(got.mode, "incremental");
    assert.deepEqual(setFindings(TEXT, got.findings), ['unused-keyword "Stormwatch"', "unknown-named-card Hail Stom"]);
    assert.deepEqual(got.findings, lintDocument(TEXT).findings);
  });

  it("an edit in one card changes the findings on another card and on the header, re-linting one card", () => {
    const inc = incrementalAnalysis();
    update(inc, TEXT);
    // Rename "Hail Storm" to "Hail Stom": the reference in the next card now names a card of the set.
    const at = TEXT.indexOf('"Hail Storm"') + '"Hail Sto'.length;
    const renamed = TEXT.slice(0, at) + TEXT.slice(at + 1);
    const got = update(inc, renamed, [{ start: at, end: at + 1, newLength: 0 }]);
    assert.equal(got.mode, "incremental");
    assert.equal(got.linted, 1);
    assert.deepEqual(setFindings(renamed, got.findings), ['unused-keyword "Stormwatch"']);
    assert.deepEqual(got.findings, lintDocument(renamed).findings);
    // A card that uses Stormwatch: the header's finding goes.
    const end = renamed.length;
    const more = renamed + '\ncard "Watcher" {\n  type: Creature\n  stats: 1/1\n  text:\n    Stormwatch\n}\n';
    const after = update(inc, more, [{ start: end, end, newLength: more.length - end }]);
    assert.equal(after.mode, "incremental");
    assert.deepEqual(setFindings(more, after.findings), []);
    assert.deepEqual(after.findings, lintDocument(more).findings);
  });

  it("a suppression in the card block hides its set finding", () => {
    const text = TEXT.replace("    Search your", "    # cardscript-disable-next-line unknown-named-card\n    Search your");
    const got = update(incrementalAnalysis(), text);
    assert.deepEqual(setFindings(text, got.findings), ['unused-keyword "Stormwatch"']);
    assert.deepEqual(got.findings, lintDocument(text).findings);
  });
});
