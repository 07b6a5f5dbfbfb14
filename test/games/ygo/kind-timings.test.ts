/**
 * Every Yu-Gi-Oh! Spell/Trap subtype and every effect kind has a timing class
 * (`kind-timings.ts`), and the analyser's Spell Speeds and base windows follow it.
 */
import assert from "node:assert/strict";
import { EFFECT_KINDS, EFFECT_KIND_TIMINGS, SPELL_ACTIVATIONS, TRAP_ACTIVATIONS } from "../../../server/src/games/ygo/kind-timings";
import { SPELL_SUBTYPES, TRAP_SUBTYPES } from "../../../server/src/games/ygo/vocabulary";
import { analyseCard } from "../../../server/src/games/ygo/effects";
import { parseCardKind } from "../../../server/src/games/ygo/card-kind";

describe("YGO timing classes of card types and effect kinds", function () {
  it("every Spell and Trap subtype of the vocabulary has a class (fails when one has none)", function () {
    for (const s of SPELL_SUBTYPES) assert.ok(SPELL_ACTIVATIONS[s], `Spell ${s}`);
    for (const s of TRAP_SUBTYPES) assert.ok(TRAP_ACTIVATIONS[s], `Trap ${s}`);
    assert.deepEqual(Object.keys(SPELL_ACTIVATIONS).sort(), [...SPELL_SUBTYPES].sort());
    assert.deepEqual(Object.keys(TRAP_ACTIVATIONS).sort(), [...TRAP_SUBTYPES].sort());
  });

  it("every effect kind but the activation (the card type's) has a class", function () {
    assert.deepEqual(Object.keys(EFFECT_KIND_TIMINGS).sort(), EFFECT_KINDS.filter((k) => k !== "activation").sort());
  });

  it("the analyser's Spell Speeds are the classes'", function () {
    for (const s of SPELL_SUBTYPES) {
      const [act] = analyseCard("Draw 1 card.", parseCardKind(`${s} Spell`)!).effects;
      assert.equal(act!.speed, SPELL_ACTIVATIONS[s].speed, s);
    }
    for (const s of TRAP_SUBTYPES) {
      const [act] = analyseCard("Target 1 monster on the field; destroy it.", parseCardKind(`${s} Trap`)!).effects;
      assert.equal(act!.speed, TRAP_ACTIVATIONS[s].speed, s);
    }
    const [ign] = analyseCard("Once per turn: You can draw 1 card.", parseCardKind("Effect Monster")!).effects;
    assert.equal(ign!.kind, "ignition");
    assert.equal(ign!.speed, EFFECT_KIND_TIMINGS.ignition.speed);
  });

  it("Spell Speed 1 Spell Cards and Ignition Effects open in your own Main Phase only", function () {
    assert.equal(SPELL_ACTIVATIONS.Normal.reach, "ownMainPhase");
    assert.equal(EFFECT_KIND_TIMINGS.ignition.reach, "ownMainPhase");
    const [ign] = analyseCard("Once per turn: You can draw 1 card.", parseCardKind("Effect Monster")!).effects;
    assert.deepEqual(ign!.window!.segments(), ["main1", "main2"]);
  });
});
