/**
 * Kind: the work of a keystroke must not grow with the number of cards in the file. The rules over
 * the whole set (`unused-keyword`, `unknown-named-card`) combined every card's facts after each
 * edit: on 2,000 cards that was 6–8% of a keystroke, on 30,000 most of it. The incremental analysis
 * now keeps each card's set check with what it read of the set (a name, a keyword, the set's size)
 * and checks again only the cards an edit changed and those whose reads would answer otherwise.
 *
 * Asserted on work, not time: a keystroke in a rules-text line checks the same few cards whether
 * the file has 40 or 400 cards; renaming a card that many cards name checks those cards again
 * (and no others); and every result equals a fresh whole-file lint.
 */
import assert from "node:assert/strict";
import { incrementalAnalysis, lintDocument } from "../../server/src/app/service";
import type { IncrementalAnalysis, OffsetEdit } from "../../server/src/core/incremental/incremental-analysis";
import { LineIndex } from "../../server/src/core/text/line-index";

/** `n` cards; every tenth names "Card 1" (or a card not in the set); some use the declared keyword. */
function cardFile(n: number): string {
  const out = ['keyword "Kindle": {1}: Draw a card.', ""];
  for (let i = 0; i < n; i++) {
    const text =
      i % 10 === 5 ? "Search your library for a card named Card 1." : i % 10 === 7 ? "Creatures named Lost One get +1/+1." : "Draw a card.";
    out.push(`card "Card ${i}" {`, "  type: Sorcery", "  text:", `    ${text}`, ...(i === 3 ? ["    Kindle"] : []), "}", "");
  }
  return out.join("\n");
}

function edit(inc: IncrementalAnalysis, text: string, at: number, removed: number, inserted: string) {
  const next = text.slice(0, at) + inserted + text.slice(at + removed);
  const edits: OffsetEdit[] = [{ start: at, end: at + removed, newLength: inserted.length }];
  const lines = new LineIndex(next);
  const before = inc.stats.setCardsChecked;
  const r = inc.update(next, edits, (o) => lines.positionAt(o).line);
  assert.equal(r.mode, "incremental");
  assert.deepEqual(r.findings, lintDocument(next).findings);
  return { text: next, checked: inc.stats.setCardsChecked - before };
}

describe("kind: keystroke work independent of the number of cards", () => {
  it("a keystroke checks the same few cards in a file of 40 and of 400 cards", () => {
    const checked: number[] = [];
    for (const n of [40, 400]) {
      let text = cardFile(n);
      const inc = incrementalAnalysis();
      const lines = new LineIndex(text);
      inc.update(text, undefined, (o) => lines.positionAt(o).line);
      let total = 0;
      for (let k = 0; k < 5; k++) {
        const at = text.indexOf("\n", text.indexOf(`card "Card ${n / 2}" {`) + 40);
        const r = edit(inc, text, at, 0, "x");
        text = r.text;
        total += r.checked;
      }
      checked.push(total);
    }
    assert.equal(checked[1], checked[0], `set checks per 5 keystrokes: ${checked.join(" vs ")}`);
    assert.ok(checked[0]! <= 5 * 3 * 2, `at most the edited card and its two neighbours per set rule: ${checked[0]}`);
  });

  it("renaming a card that others name checks those cards again, and no others", () => {
    let text = cardFile(400);
    const inc = incrementalAnalysis();
    const lines = new LineIndex(text);
    inc.update(text, undefined, (o) => lines.positionAt(o).line);
    const at = text.indexOf('card "Card 1" {') + 'card "Card '.length;
    const renamed = edit(inc, text, at, 1, "One");
    text = renamed.text;
    // 40 cards name "Card 1"; the renamed card and its neighbours are checked by both set rules.
    assert.ok(renamed.checked >= 40 && renamed.checked <= 40 + 3 * 2, `${renamed.checked} cards checked`);
    assert.equal(lintDocument(text).findings.filter((f) => f.ruleId === "unknown-named-card").length, 80);
  });
});
