/**
 * Kind: a pattern compiled per card. Building a `RegExp` from a card's name for every card made
 * the permission scan the hottest function of a corpus lint (and the trigger hover recompiled
 * three patterns per call). Linting, the outline and the hover of many differently named cards
 * must construct no `RegExp` at all once the modules are loaded.
 */
import { strict as assert } from "node:assert";
import { documentSymbols } from "../../server/src/core/features/symbols";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { lintText } from "../../server/src/app/service";

const card = (i: number) => `card "Sprite Number ${i}" {
  cost: {1}{U}
  type: Creature — Faerie
  stats: 1/1
  text:
    Sprite Number ${i} has flash as long as you control a Merfolk.
    You may cast Sprite Number ${i} as though it had flash if you pay {2} more.
    Whenever Sprite Number ${i} attacks, draw a card.
    Whenever Sprite Number ${i} blocks, scry 1.
    At the beginning of your upkeep, if Sprite Number ${i} is tapped, untap it.
}
`;

const ygoCard = (i: number) => `card "Sprite Dragon ${i}" {
  type: Tuner/Effect Monster
  attribute: LIGHT
  race: Dragon
  level: 4
  atk: 1800
  def: 1200
  text:
    During your opponent's Battle Phase (Quick Effect): You can target 1 monster; destroy it.
    If "Sprite Dragon ${i}" is Normal Summoned: You can add 1 "Sprite Dragon ${i + 1}" from your Deck to your hand.
    Once per turn, during your End Phase: You can draw 1 card. You can only use this effect of "Sprite Dragon ${i}" once per turn.
    During either player's turn, when a card is activated: You can negate it. Activate this card only during the Upkeep Phase.
}
`;

/** Counts RegExp objects constructed while `run` runs (through the global constructor, as per-card pattern building does). */
function countRegExps(run: () => void): number {
  const Original = globalThis.RegExp;
  let constructed = 0;
  const Counting = new Proxy(Original, {
    construct(target, args) {
      constructed++;
      return Reflect.construct(target, args);
    },
    apply(target, thisArg, args) {
      constructed++;
      return Reflect.apply(target, thisArg, args);
    },
  });
  globalThis.RegExp = Counting;
  try {
    run();
  } finally {
    globalThis.RegExp = Original;
  }
  return constructed;
}

describe("kind: patterns are compiled once, never per card", () => {
  it("YGO: lint, outline and hover of 40 differently named game ygo cards construct no RegExp", () => {
    const text = `game ygo\n${Array.from({ length: 40 }, (_, i) => ygoCard(i)).join("\n")}`;
    lintText(`game ygo\n${ygoCard(999)}`); // load every module and its patterns first
    const constructed = countRegExps(() => {
      const { model, findings } = lintText(text);
      assert.ok(
        findings.some((f) => f.ruleId === "unknown-step"),
        "the sample is checked by the YGO rules",
      );
      documentSymbols(model);
      for (const needle of ["Battle Phase", "(Quick Effect)", "End Phase", "Upkeep"]) hoverAtOffset(model, text.indexOf(needle));
    });
    assert.equal(constructed, 0, `${constructed} RegExp objects were constructed while checking the cards`);
  });

  it("lint, outline and hover of 40 differently named cards construct no RegExp", () => {
    const text = Array.from({ length: 40 }, (_, i) => card(i)).join("\n");
    lintText(card(999)); // load every module and its patterns first
    const constructed = countRegExps(() => {
      const { model } = lintText(text);
      assert.equal(model.faces.length, 40, "every card was read");
      documentSymbols(model);
      for (const needle of ["attacks", "blocks", "has flash"]) hoverAtOffset(model, text.indexOf(needle));
    });
    assert.equal(constructed, 0, `${constructed} RegExp objects were constructed while checking the cards`);
  });
});
