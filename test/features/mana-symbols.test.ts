/**
 * Kind: a vocabulary kept in several places. Magic's mana symbols were listed three times (the
 * cost check, the hover, completion) and had diverged: the hover explained `{W/W}` as hybrid mana
 * while the cost check rejected it. One table (`games/mtg/mana-symbols.ts`) now answers for all.
 */
import { strict as assert } from "node:assert";
import { isManaCostSymbol, MANA_COMPLETIONS, symbolInfo, TEXT_SYMBOLS } from "../../server/src/games/mtg/mana-symbols";
import { lintText } from "../../server/src/app/service";
import { hoverAtOffset } from "../../server/src/core/features/hover";

const costOf = (cost: string) => `card "A" {\n  cost: ${cost}\n  type: Instant\n  text:\n    Draw a card.\n}\n`;
const costErrors = (cost: string) => lintText(costOf(cost)).findings.filter((f) => f.ruleId === "invalid-mana-cost");

describe("mana symbols: one table for the cost check, hover and completion", () => {
  it("every symbol completion offers is a valid mana cost symbol with a hover text", () => {
    for (const s of MANA_COMPLETIONS) {
      assert.ok(isManaCostSymbol(s), s);
      assert.ok(symbolInfo(s)?.text, s);
      assert.deepEqual(costErrors(`{${s}}`), [], s);
    }
  });

  it("tap, untap and energy have hover texts but are not mana", () => {
    for (const s of TEXT_SYMBOLS) {
      assert.ok(symbolInfo(s)?.text, s);
      assert.equal(isManaCostSymbol(s), false, s);
      assert.equal(costErrors(`{${s}}`).length, 1, s);
    }
  });

  it("a hybrid of one color twice is no symbol: the hover and the cost check agree", () => {
    for (const s of ["W/W", "g/g/p", "Q/P", "11/2", "2/C", ""]) {
      assert.equal(symbolInfo(s), undefined, s);
      assert.equal(isManaCostSymbol(s), false, s);
    }
    assert.equal(costErrors("{W/W}").length, 1);
    const text = costOf("{W/W} {W/U}");
    const at = (needle: string) => hoverAtOffset(lintText(text).model, text.indexOf(needle) + 1)?.contents.value ?? "";
    assert.doesNotMatch(at("{W/W}"), /Hybrid/);
    assert.match(at("{W/U}"), /Hybrid mana: one white or one blue mana/);
  });

  it("case-insensitive; hybrids, Phyrexian, colorless hybrid and variables are valid", () => {
    for (const s of ["w", "g/u/p", "C/W", "2/r", "Y", "z", "16", "S"]) assert.ok(isManaCostSymbol(s), s);
  });
});
