/**
 * Kind: a did-you-mean that guesses however far the word written is from the one offered.
 * Yu-Gi-Oh!'s `unknown-card-type` said "'Zzzzqqq' is not a monster type; did you mean 'Xyz'?"
 * and offered the fix: it took the closest candidate without asking whether it was close. Now it
 * asks the shared `nearestWord`, as Magic's rule does (or takes the hyphenated type the word
 * begins: "Quick" → "Quick-Play"): a near word keeps its suggestion and fix, a far-off one gets a
 * message without a suggestion, in English, German and Spanish, and no fix.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { ygoCard } from "../helpers/kinds";

const LOCALES = [undefined, "de", "es"] as const;

/** The findings of `rule` on `source` in `locale`: message and fix titles. */
function findings(source: string, rule: string, locale?: "de" | "es") {
  return lintText(source, { locale })
    .findings.filter((f) => f.ruleId === rule)
    .map((f) => ({
      underlined: source.slice(f.span.start, f.span.end),
      message: f.message,
      fixes: f.fixes.map((x) => x.edits[0]!.newText),
    }));
}

/** A suggestion shown in a message in any of the three languages. */
const SUGGESTS = /did you mean|meintest du|quisiste decir/i;

const CASES: { title: string; source: string; rule: string; word: string; near?: string }[] = [
  {
    title: "ygo monster: 'Tunr'",
    source: ygoCard("P", "Tunr/Effect Monster", "Draw 1 card."),
    rule: "unknown-card-type",
    word: "Tunr",
    near: "Tuner",
  },
  {
    title: "ygo monster: 'Zzzzqqq'",
    source: ygoCard("P", "Zzzzqqq/Effect Monster", "Draw 1 card."),
    rule: "unknown-card-type",
    word: "Zzzzqqq",
  },
  {
    title: "ygo spell: 'Quick'",
    source: ygoCard("P", "Quick Spell", "Draw 1 card."),
    rule: "unknown-card-type",
    word: "Quick",
    near: "Quick-Play",
  },
  {
    title: "ygo spell: 'Xylophone'",
    source: ygoCard("P", "Xylophone Spell", "Draw 1 card."),
    rule: "unknown-card-type",
    word: "Xylophone",
  },
  {
    title: "ygo trap: 'Counterr'",
    source: ygoCard("P", "Counterr Trap", "Draw 1 card."),
    rule: "unknown-card-type",
    word: "Counterr",
    near: "Counter",
  },
  { title: "ygo trap: 'Banana'", source: ygoCard("P", "Banana Trap", "Draw 1 card."), rule: "unknown-card-type", word: "Banana" },
];

describe("kind: far-off words get no did-you-mean", function () {
  for (const c of CASES)
    for (const locale of LOCALES)
      it(`${c.title} (${locale ?? "en"}): ${c.near ? `suggests '${c.near}'` : "no suggestion, no fix"}`, function () {
        const found = findings(c.source, c.rule, locale);
        assert.equal(found.length, 1, JSON.stringify(found));
        const f = found[0]!;
        assert.equal(f.underlined, c.word);
        assert.ok(f.message.includes(c.word), f.message);
        if (c.near) {
          assert.match(f.message, SUGGESTS);
          assert.ok(f.message.includes(`'${c.near}'`), f.message);
          assert.deepEqual(f.fixes.slice(0, 1), [c.near]);
        } else {
          assert.doesNotMatch(f.message, SUGGESTS);
          assert.doesNotMatch(f.message, /\{\{|''/, "no empty placeholder");
          assert.deepEqual(f.fixes, []);
        }
      });
});
