/**
 * The YGO turn as data: segment order, existence conditions, the five Damage Step sub-timings,
 * Spell Speed windows and Chain responses (Rulebook v10 pp. 32–45; Fast Effect Timing; DSR).
 */
import { strict as assert } from "node:assert";
import { canRespond, mainPhaseOpenWindow, speedWindow, SPELL_SPEEDS } from "../../../server/src/games/ygo/spell-speeds";
import { YGO_SPACE, YgoWindow } from "../../../server/src/games/ygo/timing-cells";
import { findTimingPhrases, phrasesWindow } from "../../../server/src/games/ygo/timing-phrases";
import {
  BATTLE_PHASE,
  DAMAGE_STEP,
  FIRST_TURN_SEGMENTS,
  SEGMENT_IDS,
  SEGMENTS,
  existenceText,
} from "../../../server/src/games/ygo/turn-structure";
import { formatCitation } from "../../../server/src/games/ygo/citations";

describe("ygo turn structure", () => {
  it("orders the 13 segments of a turn and groups them into phases", () => {
    assert.deepEqual(
      SEGMENT_IDS.map((s) => SEGMENTS[s].name),
      [
        "Draw Phase",
        "Standby Phase",
        "Main Phase 1",
        "Start Step",
        "Battle Step",
        "start of the Damage Step",
        "before damage calculation",
        "damage calculation",
        "after damage calculation",
        "end of the Damage Step",
        "End Step",
        "Main Phase 2",
        "End Phase",
      ],
    );
    assert.deepEqual(
      DAMAGE_STEP.map((s) => SEGMENTS[s].level),
      ["sub-timing", "sub-timing", "sub-timing", "sub-timing", "sub-timing"],
    );
    assert.ok(BATTLE_PHASE.every((s) => SEGMENTS[s].phase === "battle"));
  });

  it("states when each segment exists: no Battle Phase on the first turn, Main Phase 2 only after one, Damage Step only when an attack proceeds", () => {
    assert.deepEqual(FIRST_TURN_SEGMENTS, ["draw", "standby", "main1", "end"]);
    assert.equal(SEGMENTS.main2.existence, "afterBattlePhase");
    assert.equal(SEGMENTS.dsCalc.existence, "attackProceeds");
    assert.equal(SEGMENTS.battleStep.existence, "optionalBattlePhase");
    assert.match(existenceText("optionalBattlePhase"), /first player's first turn/);
  });

  it("cites every segment", () => {
    for (const s of SEGMENT_IDS) assert.ok(SEGMENTS[s].sources.length > 0, s);
    assert.equal(formatCitation(SEGMENTS.bpStart.sources[0]!), "Rulebook v10 pp. 37–38");
  });
});

describe("ygo Spell Speed windows", () => {
  it("Spell Speed 1: only your own open game state; 2: either turn, open or on a SS1–2 link; 3: also on a SS3 link", () => {
    const w1 = speedWindow(1);
    assert.deepEqual([w1.turns(), w1.axisValues()], [["you"], ["open"]]);
    const w2 = speedWindow(2);
    assert.deepEqual(
      [w2.turns(), w2.axisValues()],
      [
        ["you", "opp"],
        ["open", "chain12"],
      ],
    );
    assert.deepEqual(speedWindow(3).axisValues(), ["open", "chain12", "chain3"]);
    assert.deepEqual(mainPhaseOpenWindow().segments(), ["main1", "main2"]);
    assert.deepEqual(Object.keys(SPELL_SPEEDS), ["1", "2", "3"]);
  });

  it("Chain responses: Spell Speed ≥ 2 and ≥ the link; only 3 on 3", () => {
    const table: [1 | 2 | 3, 1 | 2 | 3, boolean][] = [
      [1, 1, false],
      [2, 1, true],
      [2, 2, true],
      [2, 3, false],
      [3, 3, true],
      [3, 1, true],
      [1, 3, false],
    ];
    for (const [s, top, ok] of table) assert.equal(canRespond(s, top), ok, `${s} on ${top}`);
  });

  it("windows are sets: union, intersection, emptiness, cells in layout order", () => {
    const a = YgoWindow.of({ turns: ["you"], segments: ["main1"], axes: ["open"] });
    const b = YgoWindow.of({ turns: ["opp"], segments: ["main1"], axes: ["open"] });
    assert.ok(a.intersect(b).isEmpty());
    const u = a.union(b);
    assert.ok(u.has("you", "main1", "open") && u.has("opp", "main1", "open") && !u.has("you", "main1", "chain12"));
    assert.equal(YGO_SPACE.cells, 78);
    assert.equal(u.describe(), "Either player's turn: Main Phase 1; open game state only");
    assert.ok(YgoWindow.none().isEmpty());
  });
});

describe("ygo timing phrases", () => {
  const w = (t: string) => phrasesWindow(findTimingPhrases(t, 0, t.length));
  it("reads owners per phrase: 'the Main Phase or your opponent's Battle Phase'", () => {
    const win = w("During the Main Phase or your opponent's Battle Phase")!;
    assert.ok(win.has("you", "main1", "open") && win.has("opp", "main2", "open"));
    assert.ok(win.has("opp", "battleStep", "open") && !win.has("you", "battleStep", "open"));
  });
  it("prefers the longer sub-timing name and knows renamed names", () => {
    const p = findTimingPhrases("before damage calculation", 0, 25);
    assert.deepEqual(
      p.map((x) => x.segments),
      [["dsBeforeCalc"]],
    );
    assert.equal(findTimingPhrases("your Stand-by Phase", 0, 19)[0]!.renamedTo, "Standby Phase");
  });
  it("the first turn of the Duel has no Battle Phase", () => {
    assert.ok(w("during the Battle Phase of the first turn of the Duel")!.isEmpty());
  });
  it("a bare turn narrows the named segments", () => {
    const win = w("during your opponent's turn, during the Standby Phase")!;
    assert.deepEqual([win.turns(), win.segments()], [["opp"], ["standby"]]);
  });
  it("no phrase, no restriction", () => assert.equal(w("Draw 2 cards."), undefined));
});
