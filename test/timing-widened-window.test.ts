/**
 * Kind: "base ∪ permissions" computed in several places (the judge three times, the redundancy
 * check, the hover through the judge). One function, `widenedWindow`, now computes it and
 * `subjectWindow` builds on it; this test holds every timing subject of a set of cards to that.
 */
import { strict as assert } from "node:assert";
import { judge, subjectWindow, widenedWindow } from "../server/src/core/model/judge";
import { lintText } from "../server/src/app/service";

const CARDS = `card "Flash Sorcery" {
  type: Sorcery
  text:
    Flash
    Cast this spell only during combat.
}
card "Ambush" {
  type: Creature — Elf
  stats: 2/2
  text:
    Flash
    Cast this spell only during an opponent's turn.
}
card "Totem" {
  type: Artifact
  text:
    {T}: Draw a card. Activate only as a sorcery and only during your upkeep.
}
card "Instant" {
  type: Instant
  text:
    You may cast this spell as though it had flash.
}
`;

describe("base ∪ permissions: one function for the judge, redundancy and hover", () => {
  const model = lintText(CARDS).model;
  const subjects = model.faces.flatMap((f) => model.game.timingSubjects(f));

  it("the cards give subjects with permissions and restrictions", () => {
    assert.ok(subjects.length >= 4, `${subjects.length} subjects`);
    assert.ok(subjects.some((s) => s.permissions.length > 0) && subjects.some((s) => s.restrictions.length > 0));
  });

  it("widenedWindow is the union of the base and every permission, and omits what it is told", () => {
    for (const s of subjects) {
      const w = widenedWindow(s);
      for (const c of [s.base, ...s.permissions]) assert.ok(c.window.intersect(w).equals(c.window), `${c.label} ⊆ widened`);
      let union = s.base.window;
      for (const p of s.permissions) union = union.union(p.window);
      assert.ok(w.equals(union));
      assert.ok(widenedWindow(s, new Set(s.permissions)).equals(s.base.window));
    }
  });

  it("subjectWindow = widened ∩ restrictions; without restrictions it is the widened window", () => {
    for (const s of subjects) {
      let expected = widenedWindow(s);
      for (const r of s.restrictions) expected = expected.intersect(r.window);
      assert.ok(subjectWindow(s).equals(expected));
      assert.ok(subjectWindow(s, new Set(s.restrictions)).equals(widenedWindow(s)));
      const v = judge(s);
      if (v.kind !== "impossible") assert.ok(v.window.equals(subjectWindow(s)));
    }
  });
});
