/**
 * Kind: one window for the rules and the map. Where `ambiguous-spell-speed` says an untagged
 * effect reads as an Ignition Effect that could never be used in the Battle Phase (or on the
 * opponent's turn), the Timing Map drew it as usable there. Both now read one predicate
 * (`untagged-fast-time.ts`): the effect keeps its kind (printed cards of that age meant a Quick
 * Effect), but its window is the Ignition reading's, so the map draws no cell for it, and
 * impossible-timing leaves the report to ambiguous-spell-speed (whose fix adds the label).
 */
import assert from "node:assert/strict";
import { mapRows, problems, ygoCard } from "../helpers/kinds";

const monster = (text: string) => ygoCard("Night Stalker", "Effect Monster", text);

describe("kind: ambiguous-spell-speed and the Timing Map share one window", function () {
  for (const text of [
    "Once per turn, during the Battle Phase: You can draw 1 card.",
    "During your opponent's turn: You can target 1 card on the field; destroy it.",
    "During damage calculation: You can make this card gain 500 ATK.",
  ])
    it(`untagged: one finding, and no cell in the map — ${text}`, function () {
      const src = monster(text);
      assert.deepEqual(
        problems(src).map(([r]) => r),
        ["ambiguous-spell-speed"],
      );
      const row = mapRows(src)[0]!;
      assert.equal(row.verdict, "impossible");
      assert.deepEqual(row.cells, []);
    });

  it("with the label (the fix) the map draws it in the Battle Phase, and nothing is reported (valid)", function () {
    const src = monster("Once per turn, during the Battle Phase (Quick Effect): You can draw 1 card.");
    assert.deepEqual(problems(src), []);
    const row = mapRows(src)[0]!;
    assert.equal(row.verdict, "ok");
    assert.ok(row.cells.some((c) => c.segment === "battleStep"));
    assert.ok(row.cells.every((c) => !["main1", "main2", "draw", "standby", "end"].includes(c.segment)));
  });
});
