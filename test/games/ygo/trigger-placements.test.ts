/**
 * Yu-Gi-Oh! trigger placements (games/ygo/trigger-placements.ts): a Trigger Effect whose
 * condition names a phase, step or sub-timing gets that segment in the turns its words say
 * (yours, your opponent's, either); one on an event alone ("If this card is Normal Summoned",
 * FLIP) gets no segment; effects that are not Trigger Effects get no placement. Several effects
 * on one line (imported text) are separate rows, each with its own text.
 */
import assert from "node:assert/strict";
import { lintText } from "../../../server/src/app/service";
import { timingMapData, type MapTriggerRow } from "../../../server/src/core/timing-map/index";
import { ygoFile } from "./helpers";

/** The Timing Map's trigger rows of one Effect Monster with `text`. */
function triggers(text: string, type = "Effect Monster"): MapTriggerRow[] {
  const d = timingMapData(lintText(ygoFile("Probe", type, text)).model);
  return d.cards[0]!.rows.filter((r): r is MapTriggerRow => r.type === "trigger");
}
const cells = (r: MapTriggerRow) => r.cells.map((c) => `${c.turn}/${c.segment}`);

describe("ygo: trigger placements (Timing Map markers)", function () {
  const placed: [string, string, string[], RegExp][] = [
    ["your Standby Phase", "During your Standby Phase: You can gain 500 LP.", ["you/standby"], /^Your turn: Standby Phase$/],
    [
      "the Standby Phase (either turn)",
      "Once per turn, during the Standby Phase: Gain 300 LP.",
      ["you/standby", "opp/standby"],
      /^Either player's turn: Standby Phase$/,
    ],
    [
      "your opponent's End Phase",
      "Once per turn, during your opponent's End Phase: You can draw 1 card.",
      ["opp/end"],
      /opponent's turn: End Phase/,
    ],
    [
      "the start of the Damage Step",
      "At the start of the Damage Step, if this card battles a face-down monster: Destroy that monster.",
      ["you/dsStart", "opp/dsStart"],
      /start of the Damage Step/,
    ],
    [
      "damage calculation",
      "If this card battles, during damage calculation: You can double this card's ATK.",
      ["you/dsCalc", "opp/dsCalc"],
      /damage calculation/,
    ],
    [
      "the End Phase, old wording without a colon, plural",
      "During each of your End Phases, you can gain 500 Life Points.",
      ["you/end"],
      /^Your turn: End Phase$/,
    ],
  ];
  for (const [title, text, expected, when] of placed) {
    it(`a trigger during ${title} is placed there`, function () {
      const rows = triggers(text);
      assert.equal(rows.length, 1);
      assert.deepEqual(cells(rows[0]!), expected);
      assert.match(rows[0]!.summary, when);
      assert.match(rows[0]!.citation, /Rulebook v10/);
    });
  }

  it("a sub-timing trigger cites the Damage Step Rules; a phase trigger does not", function () {
    assert.match(triggers(placed[3]![1])[0]!.citation, /Damage Step Rules/);
    assert.doesNotMatch(triggers(placed[0]![1])[0]!.citation, /Damage Step Rules/);
  });

  const unplaced: [string, string, RegExp][] = [
    ["If this card is Normal Summoned", "If this card is Normal Summoned: You can draw 1 card.", /^when its event happens$/],
    ["a FLIP effect", "FLIP: Destroy 1 monster on the field.", /^when its event happens$/],
    [
      "an event limited to a turn only",
      "If your opponent Special Summons a monster during your turn: You can draw 1 card.",
      /^when its event happens, during your turn$/,
    ],
    [
      "a phase of a later turn in the effect, not in the condition",
      "If this card is sent to the GY: Special Summon it during the End Phase.",
      /^when its event happens$/,
    ],
  ];
  for (const [title, text, when] of unplaced) {
    it(`${title}: no segment, the summary says why`, function () {
      const rows = triggers(text);
      assert.equal(rows.length, 1);
      assert.deepEqual(rows[0]!.cells, []);
      assert.match(rows[0]!.summary, when);
    });
  }

  it("effects that are not Trigger Effects get no trigger row", function () {
    assert.deepEqual(triggers("Once per turn: You can target 1 Spell/Trap on the field; destroy that target."), []);
    assert.deepEqual(triggers("During your opponent's Battle Phase (Quick Effect): You can negate the attack."), []);
    assert.deepEqual(triggers("Draw 2 cards.", "Normal Spell"), []);
    assert.deepEqual(triggers("Monsters your opponent controls lose 500 ATK."), []);
  });

  it("a card without a known type gives no trigger rows and does not throw", function () {
    assert.deepEqual(triggers("During your Standby Phase: You can gain 500 LP.", "Wibble"), []);
  });

  it("two triggers on one line (imported text) are two rows, each with its own text and range", function () {
    const line = "If this card is Normal Summoned: You can draw 1 card. During the End Phase: Gain 300 LP.";
    const src = ygoFile("Probe", "Effect Monster", line);
    const rows = timingMapData(lintText(src).model).cards[0]!.rows.filter((r): r is MapTriggerRow => r.type === "trigger");
    assert.deepEqual(
      rows.map((r) => [r.label, src.slice(r.range.start, r.range.end)]),
      [
        ["If this card is Normal Summoned: You can draw 1 card.", "If this card is Normal Summoned: You can draw 1 card."],
        ["During the End Phase: Gain 300 LP.", "During the End Phase: Gain 300 LP."],
      ],
    );
    assert.deepEqual(rows.map(cells), [[], ["you/end", "opp/end"]]);
  });

  it("each effect of a one-line text is its own activation row too, labelled and ranged by its own text", function () {
    const line = "Once per turn: You can draw 1 card. During your opponent's Battle Phase (Quick Effect): You can negate the attack.";
    const src = ygoFile("Probe", "Effect Monster", line);
    const rows = timingMapData(lintText(src).model).cards[0]!.rows;
    assert.deepEqual(
      rows.map((r) => [r.type, r.label, src.slice(r.range.start, r.range.end)]),
      [
        ["subject", "Once per turn: You can draw 1 card.", "Once per turn: You can draw 1 card."],
        [
          "subject",
          "During your opponent's Battle Phase (Quick Effect): You can negate the attack.",
          "During your opponent's Battle Phase (Quick Effect): You can negate the attack.",
        ],
      ],
    );
  });

  it("the row points at the effect's line in the file", function () {
    const text = "If this card is Normal Summoned: You can draw 1 card.\nDuring your Standby Phase: You can gain 500 LP.";
    const src = ygoFile("Probe", "Effect Monster", text);
    const rows = timingMapData(lintText(src).model).cards[0]!.rows.filter((r): r is MapTriggerRow => r.type === "trigger");
    assert.deepEqual(
      rows.map((r) => src.slice(r.range.start, r.range.end)),
      text.split("\n"),
    );
    assert.deepEqual(rows.map(cells), [[], ["you/standby"]]);
  });
});
