/**
 * Kind: an earlier version's outline answered by a whole-file lint. The workspace index keeps each
 * open document's last outline; when a card's name changed it read the old outline's cards to take
 * them out of its name table, and the old outline, no longer current in the per-card analysis, linted
 * that version's whole text again: typing in a card's name in a 30,000-card file cost a whole-file
 * lint per keystroke (server RSS past 1.1 GiB). The per-card analysis must answer the names of an
 * earlier update from what that update had, exactly, after later updates.
 */
import { incrementalAnalysis } from "../../server/src/app/service";
import { strict as assert } from "node:assert";
import { type IncrementalAnalysis } from "../../server/src/core/incremental/incremental-analysis";
import { LineIndex } from "../../server/src/core/text/line-index";

const card = (name: string) => `card "${name}" {\n  type: Instant\n  text:\n    Draw a card.\n}\n`;

function update(a: IncrementalAnalysis, text: string, edits?: { start: number; end: number; newLength: number }[]) {
  const lines = new LineIndex(text);
  return a.update(text, edits, (o) => lines.positionAt(o).line);
}

describe("kind: an earlier version's outline never lints the whole file again", () => {
  it("gives the names of an earlier update after later ones (renamed, added cards), as they were", () => {
    const a = incrementalAnalysis();
    const v1 = card("Alpha") + card("Beta") + card("Gamma");
    const r1 = update(a, v1);
    const before = a.names()!;
    const at = v1.indexOf("Beta") + 4;
    const v2 = v1.slice(0, at) + "x" + v1.slice(at);
    update(a, v2, [{ start: at, end: at, newLength: 1 }]);
    const v3 = v2 + card("Delta");
    const r3 = update(a, v3, [{ start: v2.length, end: v2.length, newLength: card("Delta").length }]);
    assert.deepEqual(a.namesOf(r1), before);
    assert.deepEqual(
      a.namesOf(r1)!.cards.map((c) => [c.name, v1.slice(c.nameSpan.start, c.nameSpan.end)]),
      [
        ["Alpha", `"Alpha"`],
        ["Beta", `"Beta"`],
        ["Gamma", `"Gamma"`],
      ],
    );
    assert.deepEqual(a.namesOf(r3)!.names, ["Alpha", "Betax", "Gamma", "Delta"]);
  });

  it("knows no names of a result it did not return", () => {
    const a = incrementalAnalysis();
    const other = incrementalAnalysis();
    const r = update(other, card("Alpha"));
    update(a, card("Alpha"));
    assert.equal(a.namesOf(r), undefined);
  });
});
