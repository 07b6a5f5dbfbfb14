/**
 * Yu-Gi-Oh! trigger placements on every real card of the corpus (`ygo/cards.jsonl`): the Timing
 * Map data of each card builds without throwing; each trigger row's cells name real segments; a
 * real Trigger Effect worded "During your Standby Phase:" / "During your opponent's End Phase:"
 * is placed in exactly that turn's segment, and one on "If this card is Normal Summoned:" alone
 * is placed nowhere. Counts are printed.
 */
import assert from "node:assert/strict";
import { readRecordFile } from "../../../cli/src/import/write-cards";
import { lintText } from "../../../server/src/app/service";
import { timingMapData, type MapTriggerRow } from "../../../server/src/core/timing-map/index";
import { ygoRecordToFile } from "../../../server/src/games/ygo/import";
import { corpusFileOrSkip } from "../../helpers/corpus";

describe("YGO corpus: trigger placements", function () {
  let rows: { card: string; row: MapTriggerRow }[] = [];
  let segments = new Set<string>();

  before(function () {
    const file = corpusFileOrSkip(this, "ygo/cards.jsonl");
    this.timeout(120_000);
    const out: typeof rows = [];
    for (const record of readRecordFile(file)) {
      const d = timingMapData(lintText(ygoRecordToFile(record as never)).model);
      segments = new Set(d.space.segments.map((s) => s.id));
      for (const c of d.cards) for (const row of c.rows) if (row.type === "trigger") out.push({ card: c.name, row });
    }
    rows = out;
    const placed = rows.filter((r) => r.row.cells.length).length;
    console.log(`      ${rows.length} trigger rows, ${placed} placed in a segment, ${rows.length - placed} on an event at any time`);
  });

  it("every placed cell names a segment of the Yu-Gi-Oh! turn", function () {
    const bad = rows.flatMap((r) => r.row.cells.filter((c) => !segments.has(c.segment)).map((c) => `${r.card}: ${c.segment}`));
    assert.deepEqual(bad, []);
    assert.ok(rows.length > 1000, `only ${rows.length} trigger rows`);
  });

  const cases: [RegExp, string[]][] = [
    [/^(?:Once per turn, )?during your Standby Phase:/i, ["you/standby"]],
    [/^(?:Once per turn, )?during your opponent's End Phase:/i, ["opp/end"]],
    [/^(?:Once per turn, )?during the End Phase:/i, ["you/end", "opp/end"]],
    [/^If this card is Normal Summoned:/, []],
  ];
  for (const [words, expected] of cases) {
    it(`real triggers worded ${words.source} are placed at ${JSON.stringify(expected)}`, function () {
      const hits = rows.filter((r) => words.test(r.row.label));
      assert.ok(hits.length >= 3, `only ${hits.length} real cards with these words`);
      const wrong = hits.filter((r) => r.row.cells.map((c) => `${c.turn}/${c.segment}`).join() !== expected.join());
      assert.deepEqual(
        wrong.map((r) => `${r.card}: ${r.row.label} → ${JSON.stringify(r.row.cells)}`),
        [],
      );
    });
  }
});
