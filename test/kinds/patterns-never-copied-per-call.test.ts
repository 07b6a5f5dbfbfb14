/**
 * Kind: a pattern copied per call. `String.prototype.matchAll` makes a new RegExp from its
 * pattern on every call (through the species constructor, so `patterns-compiled-once` does not
 * see it): two to three microseconds each, several times per line of rules text, a visible share
 * of a cold CLI run over the corpus. The core goes through `matchesOf` (core/text/matches.ts);
 * linting, the outline, the hover and the semantic tokens of many cards call `matchAll` not once.
 */
import { strict as assert } from "node:assert";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { documentSymbols } from "../../server/src/core/features/symbols";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { lintText } from "../../server/src/app/service";

const mtgCard = (i: number) => `card "Sprite Number ${i}" {
  cost: {1}{U}
  type: Legendary Creature — Faerie Wizard
  stats: 1/1
  text:
    Flying, flash
    Sprite Number ${i} has flash as long as you control a Merfolk.
    At the beginning of your upkeep, if Sprite Number ${i} is tapped, untap it.
    {T}: Add {U}. Activate only during your turn.
    Equipped creature has "{1}: Draw a card. Activate only as a sorcery."
    Spells cost {1} less to play. # cardscript-disable-line obsolete-wording
}
`;
const ygoCard = (i: number) => `card "Copying Wyrm ${i}" {
  type: Pendulum/Effect Monster
  attribute: DARK
  race: Wyrm
  level: 7
  atk: 2500
  def: 2000
  text:
    [Pendulum Effect] Once per turn, during your End Phase: You can draw 1 card.
    During your opponent's Battle Phase (Quick Effect): You can banish 1 card on the field.
    Activate this card only during the Upkeep Phase.
}
`;

/** How many times `matchAll` is called while `run` runs. */
function countMatchAll(run: () => void): number {
  const original = String.prototype.matchAll;
  let calls = 0;
  String.prototype.matchAll = function (this: string, pattern: RegExp) {
    calls++;
    return original.call(this, pattern);
  } as typeof original;
  try {
    run();
  } finally {
    String.prototype.matchAll = original;
  }
  return calls;
}

/** The core's TypeScript files. */
function coreFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? coreFiles(full) : name.endsWith(".ts") ? [full] : [];
  });
}

describe("kind: patterns are never copied per call (no matchAll in the core)", () => {
  for (const [game, text, needles] of [
    ["mtg", Array.from({ length: 40 }, (_, i) => mtgCard(i)).join("\n"), ["has flash", "upkeep", "{T}", "Draw a card"]],
    ["ygo", `game ygo\n${Array.from({ length: 40 }, (_, i) => ygoCard(i)).join("\n")}`, ["Battle Phase", "End Phase", "Pendulum"]],
  ] as const) {
    it(`${game}: lint, outline and hover of 40 cards call matchAll not once`, () => {
      const calls = countMatchAll(() => {
        const { model, findings } = lintText(text);
        assert.equal(model.faces.length, 40, "every card was read");
        assert.ok(findings.length > 0, "the rules ran over the cards");
        documentSymbols(model);
        for (const needle of needles) hoverAtOffset(model, text.indexOf(needle));
      });
      assert.equal(calls, 0, `matchAll was called ${calls} times`);
    });
  }

  it("no core module calls matchAll (it copies its pattern on every call)", () => {
    const root = path.resolve("server/src/core");
    const offenders = coreFiles(root).filter((f) => /\.matchAll\(/.test(readFileSync(f, "utf8").replace(/^\s*(?:\/\/|\*).*$/gm, "")));
    assert.deepEqual(offenders, []);
  });
});
