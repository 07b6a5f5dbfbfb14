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

  /**
   * Applies edits one by one to an analysis kept across them, each time checking the findings
   * against a fresh whole-file lint and the set findings against `expected` (stale set findings:
   * the card checks are kept across updates and checked again only when what they read changed).
   */
  function steps(start: string, edits: { find: string; replace: string; occurrence?: number; expected: string[] }[]) {
    const inc = incrementalAnalysis();
    let text = start;
    update(inc, text);
    for (const e of edits) {
      let at = -1;
      for (let i = 0; i <= (e.occurrence ?? 0); i++) at = text.indexOf(e.find, at + 1);
      assert.ok(at >= 0, `'${e.find}' not in the text`);
      const next = text.slice(0, at) + e.replace + text.slice(at + e.find.length);
      const got = update(inc, next, [{ start: at, end: at + e.find.length, newLength: e.replace.length }]);
      text = next;
      assert.equal(got.mode, "incremental", `after '${e.find}' → '${e.replace}'`);
      assert.deepEqual(setFindings(text, got.findings), e.expected, `after '${e.find}' → '${e.replace}'`);
      assert.deepEqual(got.findings, lintDocument(text).findings, `after '${e.find}' → '${e.replace}'`);
    }
  }

  /** Cards that name nothing and use no keyword, so that an edited card's neighbours (linted again with it) are not the cards it affects. */
  const FILLER = [1, 2, 3].map((i) => `card "Filler ${i}" {\n  type: Instant\n  text:\n    Draw a card.\n}\n`).join("\n");
  /** {@link TEXT} with filler cards between its cards. */
  const FAR = TEXT.replace(/\ncard "/g, `\n${FILLER}\ncard "`);

  const SCOUT = 'card "Scout" {\n  cost: {R}\n  type: Creature — Goblin\n  stats: 1/1\n  text:\n    Kindle\n}\n';

  it("a card that starts or stops using a declared keyword changes the header's finding", () => {
    steps(FAR, [
      { find: "    Hail Storm deals", replace: "    Stormwatch\n    Hail Storm deals", expected: ["unknown-named-card Hail Stom"] },
      { find: "    Stormwatch\n", replace: "", expected: ['unused-keyword "Stormwatch"', "unknown-named-card Hail Stom"] },
      // Spelling it otherwise is no use of it either.
      {
        find: "    Kindle\n",
        replace: "    Kindled\n",
        expected: ['unused-keyword "Kindle"', 'unused-keyword "Stormwatch"', "unknown-named-card Hail Stom"],
      },
      { find: "    Kindled\n", replace: "    kindle\n", expected: ['unused-keyword "Stormwatch"', "unknown-named-card Hail Stom"] },
    ]);
  });

  it("deleting the last user of a keyword reports it; a second user keeps it used", () => {
    steps(FAR + "\n" + FILLER + "\n" + SCOUT.replace('"Scout"', '"Scout Two"'), [
      { find: SCOUT, replace: "", expected: ['unused-keyword "Stormwatch"', "unknown-named-card Hail Stom"] },
      {
        find: SCOUT.replace('"Scout"', '"Scout Two"'),
        replace: "",
        expected: ['unused-keyword "Kindle"', 'unused-keyword "Stormwatch"', "unknown-named-card Hail Stom"],
      },
      {
        find: 'card "Call the Storm"',
        replace: SCOUT + '\ncard "Call the Storm"',
        expected: ['unused-keyword "Stormwatch"', "unknown-named-card Hail Stom"],
      },
    ]);
  });

  it("a card that starts or stops naming another card, and renaming a card another names", () => {
    steps(FAR, [
      // The reference now names a card of the set, then one that is not.
      { find: "named Hail Stom.", replace: "named Hail Storm.", expected: ['unused-keyword "Stormwatch"'] },
      { find: "named Hail Storm.", replace: "named Scout.", expected: ['unused-keyword "Stormwatch"'] },
      // Renaming the card it names (in another card) makes the reference unknown; renaming back mends it.
      { find: '"Scout"', replace: '"Lookout"', expected: ['unused-keyword "Stormwatch"', "unknown-named-card Scout"] },
      { find: '"Lookout"', replace: '"Scout"', expected: ['unused-keyword "Stormwatch"'] },
      // A new card that holds the name, then a second reference in another card.
      { find: '"Scout"', replace: '"Scouts"', expected: ['unused-keyword "Stormwatch"', "unknown-named-card Scout"] },
      {
        find: 'card "Hail Storm"',
        replace: 'card "Scout" {\n  type: Instant\n}\n\ncard "Hail Storm"',
        expected: ['unused-keyword "Stormwatch"'],
      },
      {
        find: "    Hail Storm deals",
        replace: "    Creatures named Lookouts get +1/+1.\n    Hail Storm deals",
        expected: ['unused-keyword "Stormwatch"', "unknown-named-card Lookouts"],
      },
      // Deleting the card named: its name leaves the set.
      {
        find: 'card "Scout" {\n  type: Instant\n}\n\n',
        replace: "",
        expected: ['unused-keyword "Stormwatch"', "unknown-named-card Lookouts", "unknown-named-card Scout"],
      },
      // The reference stops naming: no finding on that card.
      { find: "for a card named Scout.", replace: "for a card.", expected: ['unused-keyword "Stormwatch"', "unknown-named-card Lookouts"] },
    ]);
  });

  it("a set that shrinks to one card is no set; growing again checks the references again", () => {
    const two =
      'card "Seeker" {\n  type: Sorcery\n  text:\n    Search your library for a card named Lost One.\n}\n\ncard "Other" {\n  type: Instant\n}\n';
    steps(two, [
      { find: 'card "Other" {\n  type: Instant\n}\n', replace: "", expected: [] },
      { find: "}\n\n", replace: '}\n\ncard "Other" {\n  type: Instant\n}\n', expected: ["unknown-named-card Lost One"] },
    ]);
  });

  it("set findings follow their card when an edit before it moves it", () => {
    steps(FAR, [
      {
        find: "    Hail Storm deals",
        replace: "    Draw a card.\n    Hail Storm deals",
        expected: ['unused-keyword "Stormwatch"', "unknown-named-card Hail Stom"],
      },
      { find: "{1}{G}", replace: "{1}{G}{G}", expected: ['unused-keyword "Stormwatch"', "unknown-named-card Hail Stom"] },
    ]);
  });
});
