/**
 * Kind: "a phase means its first step". After "at the beginning of", a phase made of steps means
 * its first step. The trigger rules and the hover each had their own matcher and could disagree;
 * both now ask `beginningOf` (games/mtg/step-names.ts). These tests hold the hover and the rules'
 * trigger steps to the same answer for every step and phase name.
 */
import { strict as assert } from "node:assert";
import { triggerTiming } from "../../server/src/games/mtg/features/hover-triggers";
import { beginningOf, STEP_NAMES } from "../../server/src/games/mtg/step-names";
import type { MtgFileModel } from "../../server/src/games/mtg/analysis/mtg-model";
import { lintText } from "../../server/src/app/service";

describe("a phase means its first step: one answer for the rules and the hover", () => {
  it("beginningOf: multi-step phases give their first step; steps, main phases and 'main phase' give their own", () => {
    const of = (phrase: string) => beginningOf(STEP_NAMES.find((n) => n.phrase === phrase)!);
    assert.deepEqual(of("combat"), { steps: ["beginCombat"], phase: "combat" });
    assert.deepEqual(of("beginning phase"), { steps: ["untap"], phase: "beginning" });
    assert.deepEqual(of("ending phase"), { steps: ["end"], phase: "ending" });
    assert.deepEqual(of("upkeep"), { steps: ["upkeep"] });
    assert.deepEqual(of("precombat main phase"), { steps: ["main1"] });
    assert.deepEqual(of("main phase"), { steps: ["main1", "main2"] });
  });

  it("for every step and phase name, the trigger steps of the rules equal the hover's", () => {
    let compared = 0;
    for (const name of STEP_NAMES) {
      const text = `card "T" {\n  type: Enchantment\n  text:\n    At the beginning of each ${name.phrase}, you gain 1 life.\n}\n`;
      const model = lintText(text).model as MtgFileModel;
      const ability = model.faces[0]!.abilities.find((a) => a.kind === "triggered");
      const own = ability?.stepTriggers.find((t) => t.mention);
      if (!ability || ability.kind !== "triggered" || !own) continue;
      assert.deepEqual(own.steps, beginningOf(name).steps, name.phrase);
      assert.deepEqual(triggerTiming(ability, text, ["T"]).steps, own.steps, `hover vs rules: ${name.phrase}`);
      compared++;
    }
    assert.ok(compared >= STEP_NAMES.length - 2, `compared ${compared} of ${STEP_NAMES.length} names`);
  });
});
