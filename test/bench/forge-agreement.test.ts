/**
 * `npm run agreement:forge` (issue 8, kind 11): reading Forge's timing parameters, matching
 * abilities by cost and words rather than order, comparing windows, and the adjudication file.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { forgeSteps, forgeTimings } from "../../bench/forge-agreement/forge-script";
import { cardscriptCostTokens, compareCard, forgeCostTokens } from "../../bench/forge-agreement/compare";
import { parseAdjudications } from "../../bench/forge-agreement/adjudication";
import { lintText } from "../../server/src/app/service";
import { cardSource } from "../helpers/cards";
import { PROJECT_ROOT } from "../helpers/corpus";

const script = (...lines: string[]) => ["Name:Test Card", "ManaCost:2 R", ...lines].join("\n");

describe("kind: agreement with Forge as a feature", () => {
  it("reads Forge phase lists and ranges", () => {
    assert.deepEqual(forgeSteps("Upkeep"), ["upkeep"]);
    assert.deepEqual(forgeSteps("BeginCombat->EndCombat"), [
      "beginCombat",
      "declareAttackers",
      "declareBlockers",
      "firstStrikeDamage",
      "combatDamage",
      "endOfCombat",
    ]);
    assert.deepEqual(forgeSteps("Main1,Main2"), ["main1", "main2"]);
    assert.deepEqual(forgeSteps("End of Turn->"), ["end", "cleanup"]);
    assert.equal(forgeSteps("Teatime"), undefined);
  });

  it("reads timing parameters, K:Flash and phase triggers; skips Forge's own bookkeeping triggers", () => {
    const t = forgeTimings(
      script(
        "Types:Creature Goblin",
        "K:Flash",
        "A:AB$ Pump | Cost$ R T | PlayerTurn$ True | ActivationPhases$ Upkeep | SpellDescription$ CARDNAME gets +1/+0.",
        "A:AB$ Draw | Cost$ 1 | SpellDescription$ Draw a card.",
        "T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Opponent | TriggerDescription$ At the beginning of each opponent's upkeep, draw a card.",
        "T:Mode$ Phase | Phase$ Cleanup | Static$ True | Execute$ TrigReset",
      ),
    );
    assert.deepEqual(
      t.map((x) => [x.kind, [...x.cells].join(" ")]),
      [
        ["activated", "you:upkeep"],
        ["trigger", "opp:upkeep"],
        ["spell", [...t[2]!.cells].join(" ")],
      ],
    );
    assert.equal(t[2]!.cells.size, 26);
  });

  it("normalises costs on both sides", () => {
    assert.deepEqual(forgeCostTokens("2 R T Sac<1/CARDNAME>"), cardscriptCostTokens("{2}{R}, {T}, Sacrifice Test Card"));
    assert.deepEqual(forgeCostTokens("PayLife<2> Discard<1/Card>"), cardscriptCostTokens("Pay 2 life, Discard a card"));
  });

  it("matches abilities by cost and words, not by order, and compares windows", () => {
    const text = cardSource({
      type: "Artifact",
      text: "{T}: Draw a card. Activate only during your upkeep.\n{2}, {T}: Test Card deals 1 damage to any target. Activate only during combat.",
    });
    const forge = forgeTimings(
      script(
        "Types:Artifact",
        "A:AB$ DealDamage | Cost$ 2 T | ActivationPhases$ BeginCombat->EndCombat | SpellDescription$ CARDNAME deals 1 damage to any target.",
        "A:AB$ Draw | Cost$ T | ActivationPhases$ Upkeep | SpellDescription$ Draw a card.",
      ),
    );
    const [damage, draw] = compareCard(lintText(text).model.faces[0]!, text, forge);
    assert.equal(damage!.relation, "agree");
    assert.match(damage!.cardscriptText!, /deals 1 damage/);
    // Forge forgot "your": it allows opponents' upkeeps too.
    assert.equal(draw!.relation, "Forge wider");
  });

  it("a trigger Forge narrows to one turn is 'CardScript wider'", () => {
    const text = cardSource({ type: "Enchantment", text: "At the beginning of the end step, return Test Card to its owner's hand." });
    const forge = forgeTimings(
      script(
        "Types:Enchantment",
        "T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerDescription$ At the beginning of the end step, return CARDNAME to its owner's hand.",
      ),
    );
    assert.equal(compareCard(lintText(text).model.faces[0]!, text, forge)[0]!.relation, "CardScript wider");
  });

  it("the checked-in adjudication file gives a reason for every entry", () => {
    const file = path.join(PROJECT_ROOT, "bench", "forge-agreement", "adjudication.json");
    const entries = parseAdjudications(readFileSync(file, "utf8"));
    assert.ok(entries.size > 0);
    for (const a of entries.values()) assert.ok(a.reason.length > 40 && /Forge/.test(a.reason), a.reason);
    assert.throws(() => parseAdjudications('[{"card": "X", "forge": "T:Mode$ Phase"}]'), /reason/);
  });
});
