/**
 * Type lines read once per distinct value: `parseTypeLine` (Magic) and `parseCardKind` (Yu-Gi-Oh!)
 * are memoized by the `type:` value (`core/text/memo.ts`), so every card of a corpus with a common
 * type shares one frozen result. A rule that changed the shared result would change every other
 * card's: frozen, such a change throws (and the linter reports it) instead of spreading silently.
 */
import { strict as assert } from "node:assert";
import { memoByString } from "../../server/src/core/text/memo";
import { parseTypeLine } from "../../server/src/games/mtg/card-types";
import { parseCardKind } from "../../server/src/games/ygo/card-kind";

describe("memoized type lines: one frozen result per distinct value", () => {
  it("memoByString computes each key once, shares the result and starts over at its bound", () => {
    let calls = 0;
    const f = memoByString((k: string) => ({ k, list: [k.length], calls: ++calls }), 2);
    const a = f("a");
    assert.equal(f("a"), a);
    assert.equal(calls, 1);
    assert.ok(Object.isFrozen(a) && Object.isFrozen(a.list));
    assert.throws(() => (a.list as number[]).push(1), TypeError);
    f("b");
    assert.equal(calls, 2);
    f("c"); // the third key: the cache starts over
    assert.notEqual(f("a"), a);
    assert.equal(calls, 4);
  });

  it("memoByString caches undefined results too", () => {
    let calls = 0;
    const f = memoByString(() => (calls++, undefined));
    assert.equal(f("x"), undefined);
    assert.equal(f("x"), undefined);
    assert.equal(calls, 1);
  });

  it("parseTypeLine returns the same frozen reading for the same value", () => {
    const a = parseTypeLine("Legendary Creature — Elf Warrior");
    assert.equal(parseTypeLine("Legendary Creature — Elf Warrior"), a);
    assert.ok(Object.isFrozen(a) && Object.isFrozen(a.words) && Object.isFrozen(a.words[0]));
    assert.deepEqual([...a.types], ["creature"]);
    assert.deepEqual([...a.subtypes], ["elf", "warrior"]);
    assert.notEqual(parseTypeLine("Creature — Elf"), a);
  });

  it("parseCardKind returns the same frozen reading for the same value, and undefined for no kind", () => {
    const k = parseCardKind("Tuner/Effect Monster");
    assert.equal(parseCardKind("Tuner/Effect Monster"), k);
    assert.ok(k && Object.isFrozen(k) && Object.isFrozen(k.monsterTypes));
    assert.deepEqual(k.monsterTypes, ["Tuner", "Effect"]);
    assert.equal(parseCardKind("Sorcery"), undefined);
  });
});
