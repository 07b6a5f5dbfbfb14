/** The EDOPro comparison behind `npm run agreement:ygo`: classes, multiset agreement, overwritten facts entries, Lua reading. */
import { strict as assert } from "node:assert";
import { compareCard, edoClass, isOverwrittenEntry, ourClasses } from "../../../bench/ygo-agreement-compare";
import {
  delayedSelfEffects,
  effectIdentities,
  eventCopies,
  initialEffectBody,
  luaInitialEffects,
  sectionClones,
} from "../../../bench/ygo-lua-effects";
import { helperCalls, helperClasses } from "../../../bench/ygo-agreement-helpers";
import { parseCardKind } from "../../../server/src/games/ygo/card-kind";
import { analyseCard } from "../../../server/src/games/ygo/effects";

const monster = parseCardKind("Effect Monster")!;

describe("ygo agreement comparison", () => {
  it("maps EDOPro effect types to kind/Spell Speed classes", () => {
    assert.equal(edoClass({ type: ["EFFECT_TYPE_ACTIVATE"] }, parseCardKind("Quick-Play Spell")!), "activation/2");
    assert.equal(edoClass({ type: ["EFFECT_TYPE_ACTIVATE"] }, parseCardKind("Counter Trap")!), "activation/3");
    assert.equal(edoClass({ type: ["EFFECT_TYPE_SINGLE", "EFFECT_TYPE_FLIP"] }, monster), "trigger/1");
    assert.equal(edoClass({ type: ["EFFECT_TYPE_QUICK_O"] }, monster), "quick/2");
    assert.equal(edoClass({ type: ["EFFECT_TYPE_SINGLE"] }, monster), undefined);
    assert.equal(edoClass({ code: "EVENT_SPSUMMON_SUCCESS" }, monster), undefined, "a clone is not counted again");
  });

  it("counts agreement as Σmin over Σmax: a missed and an extra effect both count against", () => {
    const ours = analyseCard("Once per turn: You can draw 1 card. If this card is sent to the GY: You can draw 1 card.", monster).effects;
    const same = compareCard(
      ours,
      [{ type: ["EFFECT_TYPE_IGNITION"] }, { type: ["EFFECT_TYPE_SINGLE", "EFFECT_TYPE_TRIGGER_O"] }],
      monster,
    );
    assert.deepEqual([same.agreed, same.total, same.disagreements], [2, 2, []]);
    const off = compareCard(ours, [{ type: ["EFFECT_TYPE_QUICK_O"] }, { type: ["EFFECT_TYPE_SINGLE", "EFFECT_TYPE_TRIGGER_O"] }], monster);
    assert.deepEqual([off.agreed, off.total, off.disagreements], [1, 2, ["ignition/1 → quick/2"]]);
  });

  it("an overwritten facts entry hides one registered effect: one unmatched effect of ours leaves the total, never the agreement", () => {
    const entry = { type: ["EFFECT_TYPE_SINGLE"], code: "EFFECT_UPDATE_ATTACK", countLimit: true, property: ["EFFECT_FLAG_CARD_TARGET"] };
    assert.ok(isOverwrittenEntry(entry));
    assert.ok(!isOverwrittenEntry({ type: ["EFFECT_TYPE_SINGLE"], code: "EFFECT_UPDATE_ATTACK", range: ["LOCATION_MZONE"] }));
    assert.ok(
      isOverwrittenEntry({ type: ["EFFECT_TYPE_FIELD"], code: "EFFECT_CANNOT_SPECIAL_SUMMON" }),
      "a FIELD effect without a range is a player-registered temporary",
    );
    const ours = analyseCard("Once per turn: You can draw 1 card.", monster).effects;
    const c = compareCard(ours, [entry], monster);
    assert.deepEqual([c.agreed, c.total, c.uncomparable], [0, 0, 1]);
  });

  it("a repaired facts entry is compared with the class its script registers, and is not counted as overwritten", () => {
    const ours = analyseCard("Once per turn: You can draw 1 card.", monster).effects;
    const damaged = {
      var: "e1",
      type: ["EFFECT_TYPE_FIELD", "EFFECT_TYPE_CONTINUOUS"],
      code: "EVENT_PHASE",
      range: ["LOCATION_MZONE"],
      countLimit: true,
    };
    assert.deepEqual(
      compareCard(ours, [damaged], monster).disagreements,
      ["ignition/1 → (none)"],
      "unrepaired, the damaged entry hides the effect",
    );
    const c = compareCard(ours, [damaged], monster, [], { e1: "ignition/1" });
    assert.deepEqual([c.agreed, c.total, c.uncomparable, c.disagreements], [1, 1, 0, []]);
    const gone = compareCard(ours, [{ ...damaged, type: ["EFFECT_TYPE_IGNITION"] }], monster, [], { e1: "-" });
    assert.deepEqual(gone.disagreements, ["ignition/1 → (none)"], '"-" repairs an entry to a non-activated effect');
  });

  it("adds the effects a helper procedure registers to EDOPro's side", () => {
    assert.deepEqual(
      helperCalls("\tSpirit.AddProcedure(c,EVENT_SUMMON_SUCCESS)\n\tAuxiliary.AddUnionProcedure(c)\n\taux.AddEquipProcedure(c)"),
      ["Spirit.AddProcedure", "aux.AddUnionProcedure"],
    );
    assert.deepEqual(helperClasses(["aux.AddUnionProcedure"]), ["ignition/1"], "the Union equip/unequip effect is one printed effect");
    assert.deepEqual(
      helperCalls("\tUrsarctic.AddSpSummonQuickEffect(c,id)\n\tVernusylph.AddSpSummonEffect(c,id,0,CATEGORY_TOHAND,s.thtg,s.thop)"),
      ["Ursarctic.AddSpSummonQuickEffect", "Vernusylph.AddSpSummonEffect"],
      "archetype helpers that register the card's own hand effect",
    );
    assert.deepEqual(helperClasses(["Ursarctic.AddSpSummonQuickEffect", "Vernusylph.AddSpSummonEffect"]), ["quick/2", "ignition/1"]);
    const ours = analyseCard(
      "During the End Phase of the turn this card is Normal Summoned or flipped face-up: Return it to the hand.",
      parseCardKind("Spirit/Effect Monster")!,
    ).effects;
    const c = compareCard(ours, [], parseCardKind("Spirit/Effect Monster")!, helperClasses(["Spirit.AddProcedure"]));
    assert.deepEqual([c.agreed, c.total], [1, 1]);
  });

  it("leaves a Spell/Trap activation out when the facts do not record it (helper procedures)", () => {
    const eq = parseCardKind("Equip Spell")!;
    const c = compareCard(
      analyseCard("Equip only to a Warrior monster. It gains 500 ATK.", eq).effects,
      [{ type: ["EFFECT_TYPE_EQUIP"] }],
      eq,
    );
    assert.deepEqual([c.agreed, c.total, c.unscriptedActivation], [0, 0, true]);
  });

  it("reads the registered effects of initial_effect only, with clones and without resolution temporaries", () => {
    const lua = [
      "local s,id=GetID()",
      "function s.initial_effect(c)",
      "\tlocal e1=Effect.CreateEffect(c)",
      "\te1:SetType(EFFECT_TYPE_IGNITION)",
      "\te1:SetRange(LOCATION_MZONE)",
      "\tc:RegisterEffect(e1)",
      "\tlocal e2=Effect.CreateEffect(c)",
      "\te2:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)",
      "\te2:SetCode(EVENT_SUMMON_SUCCESS)",
      "\tlocal e3=e2:Clone()",
      "\te3:SetCode(EVENT_SPSUMMON_SUCCESS)",
      "end",
      "function s.op(e,tp)",
      "\tlocal e1=Effect.CreateEffect(e:GetHandler())",
      "\te1:SetType(EFFECT_TYPE_SINGLE)",
      "end",
    ].join("\n");
    assert.match(initialEffectBody(lua), /e3:SetCode/);
    assert.deepEqual(luaInitialEffects(lua), [
      { var: "e1", type: ["EFFECT_TYPE_IGNITION"], range: ["LOCATION_MZONE"] },
      { var: "e2", type: ["EFFECT_TYPE_SINGLE", "EFFECT_TYPE_TRIGGER_O"], code: "EVENT_SUMMON_SUCCESS" },
      { var: "e3", code: "EVENT_SPSUMMON_SUCCESS" },
    ]);
    assert.deepEqual(luaInitialEffects("no function here"), []);
  });

  it("kind: a printed Trigger Effect the script registers at run time from its own continuous effect (delayed registration)", () => {
    // Big Jaws: "At the end of the Battle Phase, if this card attacked: Banish it."
    const lua = [
      "function s.initial_effect(c)",
      "\tlocal e1=Effect.CreateEffect(c)",
      "\te1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS)",
      "\te1:SetCode(EVENT_ATTACK_ANNOUNCE)",
      "\te1:SetOperation(s.regop)",
      "\tc:RegisterEffect(e1)",
      "end",
      "function s.regop(e,tp,eg,ep,ev,re,r,rp)",
      "\tlocal e1=Effect.CreateEffect(e:GetHandler())",
      "\te1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_F)",
      "\te1:SetCode(EVENT_PHASE|PHASE_BATTLE)",
      "\te:GetHandler():RegisterEffect(e1)",
      "end",
    ].join("\n");
    assert.deepEqual(delayedSelfEffects(lua), [{ type: ["EFFECT_TYPE_FIELD", "EFFECT_TYPE_TRIGGER_F"], code: "EVENT_PHASE" }]);
    // The same operation registering the effect to a player (Duel.RegisterEffect) or registering a continuous effect: nothing.
    assert.deepEqual(delayedSelfEffects(lua.replace("e:GetHandler():RegisterEffect(e1)", "Duel.RegisterEffect(e1,tp)")), []);
    assert.deepEqual(delayedSelfEffects(lua.replace("EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_F", "EFFECT_TYPE_FIELD")), []);
    // Granted to the monster Summoned with this card as material (rc = c:GetReasonCard()).
    const granted = lua
      .replace("EVENT_ATTACK_ANNOUNCE", "EVENT_BE_MATERIAL")
      .replace(
        "\tlocal e1=Effect.CreateEffect(e:GetHandler())",
        "\tlocal rc=e:GetHandler():GetReasonCard()\n\tlocal e1=Effect.CreateEffect(rc)",
      )
      .replace("e:GetHandler():RegisterEffect(e1)", "rc:RegisterEffect(e1,true)");
    assert.equal(delayedSelfEffects(granted).length, 1);
    // An activated effect's operation is a resolution, not a delayed registration.
    assert.deepEqual(delayedSelfEffects(lua.replace("EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS", "EFFECT_TYPE_IGNITION")), []);
    const ours = analyseCard("At the end of the Battle Phase, if this card attacked: Banish it.", monster).effects;
    const edo = [{ var: "e1", type: ["EFFECT_TYPE_SINGLE", "EFFECT_TYPE_CONTINUOUS"], code: "EVENT_ATTACK_ANNOUNCE" }];
    assert.deepEqual(compareCard(ours, edo, monster).disagreements, ["trigger/1 → (none)"]);
    assert.deepEqual(compareCard(ours, edo, monster, ["trigger/1"]).disagreements, []);
  });

  it("kind: a conditional Quick Effect is compared as its two engine effects (IGNITION and QUICK_O)", () => {
    const [e] = analyseCard(
      "You can target 1 monster your opponent controls; destroy it. This is a Quick Effect if you control a DARK Synchro Monster.",
      monster,
    ).effects;
    assert.equal(e!.kind, "ignition");
    assert.match(e!.quickIf!.text, /^This is a Quick Effect if/);
    assert.deepEqual(ourClasses(e!), ["ignition/1", "quick/2"]);
    const edo = [{ type: ["EFFECT_TYPE_IGNITION"] }, { type: ["EFFECT_TYPE_QUICK_O"], code: "EVENT_FREE_CHAIN" }];
    assert.deepEqual([compareCard([e!], edo, monster).agreed, compareCard([e!], edo, monster).total], [2, 2]);
  });

  it("kind: one printed effect registered once per event code (same operation, description and range) counts once", () => {
    const script = [
      "function s.initial_effect(c)",
      "\tlocal e1=Effect.CreateEffect(c)",
      "\te1:SetDescription(aux.Stringid(id,0))",
      "\te1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_FLIP+EFFECT_TYPE_TRIGGER_O)",
      "\te1:SetOperation(s.spop)",
      "\tc:RegisterEffect(e1)",
      "\tlocal e2=Effect.CreateEffect(c)",
      "\te2:SetDescription(aux.Stringid(id,1))",
      "\te2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_F)",
      "\te2:SetRange(LOCATION_MZONE)",
      "\te2:SetCode(EVENT_SPSUMMON_SUCCESS)",
      "\te2:SetOperation(s.spop)",
      "\tc:RegisterEffect(e2)",
      "\tlocal e3=e2:Clone()",
      "\te3:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_F)",
      "\te3:SetCode(EVENT_SUMMON_SUCCESS)",
      "\tc:RegisterEffect(e3)",
      "\tlocal e4=e2:Clone()",
      "\te4:SetRange(LOCATION_GRAVE)",
      "\tc:RegisterEffect(e4)",
      "end",
    ].join("\n");
    const ids = effectIdentities(script);
    assert.deepEqual(
      ids.get("e3"),
      { cloneOf: "e2", desc: "aux.Stringid(id,1)", op: "s.spop", range: "LOCATION_MZONE" },
      "a clone keeps what it does not set",
    );
    const counted = ["e1", "e2", "e3", "e4"].map((v) => ({ var: v, cls: "trigger/1" }));
    // e1 shares the operation but not the description (another printed effect); e4 works in another zone.
    assert.deepEqual(eventCopies(ids, counted), ["trigger/1"]);
    const ours = analyseCard("If another Fairy monster(s) is Summoned: Inflict 600 damage to your opponent.", monster).effects;
    const edo = ["EVENT_SPSUMMON_SUCCESS", "EVENT_SUMMON_SUCCESS"].map((code) => ({
      type: ["EFFECT_TYPE_FIELD", "EFFECT_TYPE_TRIGGER_F"],
      code,
    }));
    assert.deepEqual(compareCard(ours, edo, monster).disagreements, ["(none) → trigger/1"]);
    const c = compareCard(ours, edo, monster, [], {}, ["trigger/1"]);
    assert.deepEqual([c.agreed, c.total, c.disagreements], [1, 1, []]);
  });

  it("kind: a Pendulum Effect printed again as a monster effect (a clone moved from the Pendulum Zone to the Monster Zone) is two effects", () => {
    const script = [
      "function s.initial_effect(c)",
      "\tlocal e1=Effect.CreateEffect(c)",
      "\te1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)",
      "\te1:SetCode(EVENT_ATTACK_ANNOUNCE)",
      "\te1:SetRange(LOCATION_PZONE)",
      "\tc:RegisterEffect(e1)",
      "\tlocal e2=e1:Clone()",
      "\te2:SetRange(LOCATION_MZONE)",
      "\tc:RegisterEffect(e2)",
      "\tlocal e3=e1:Clone()",
      "\te3:SetCode(EVENT_BE_BATTLE_TARGET)",
      "\tc:RegisterEffect(e3)",
      "end",
    ].join("\n");
    // e3 stays in the Pendulum Zone: a second event of the same printed effect, not another section.
    assert.deepEqual(
      sectionClones(effectIdentities(script), ["e2", "e3"], (v) => (v === "e1" ? "trigger/1" : undefined)),
      ["trigger/1"],
    );
  });

  it("kind: a card's several ACTIVATE entries (one per event code or option) are its one activation", () => {
    const trap = parseCardKind("Normal Trap")!;
    const ours = analyseCard("When a monster(s) is Summoned: Destroy all monsters on the field.", trap).effects;
    const edo = ["EVENT_SUMMON_SUCCESS", "EVENT_FLIP_SUMMON_SUCCESS", "EVENT_SPSUMMON_SUCCESS"].map((code) => ({
      type: ["EFFECT_TYPE_ACTIVATE"],
      code,
    }));
    const c = compareCard(ours, edo, trap);
    assert.deepEqual([c.agreed, c.total, c.disagreements], [1, 1, []]);
  });
});
