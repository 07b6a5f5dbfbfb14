/**
 * Kind: a header directive written where it is invalid still took effect. `game ygo` after the
 * first card was reported ("must come before the first card") and yet read the whole file as
 * Yu-Gi-Oh!; a late `rules` edition was applied the same way. Only the first directive of a name
 * before the first card counts (`headerDirective`).
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";

const INSTANT = `card "Quick Thought" {\n  cost: {U}\n  type: Instant\n  text: Draw a card.\n}\n`;

describe("kind: a late directive changes nothing", function () {
  it("'game ygo' after the first card: reported, and the file stays Magic", function () {
    const r = lintText(`${INSTANT}\ngame ygo\n`);
    assert.equal(r.model.game.id, "mtg");
    assert.deepEqual(
      r.findings.map((f) => [f.ruleId, f.message]),
      [["syntax-error", "'game' must come before the first card."]],
    );
  });

  it("'game ygo' before the first card still applies", function () {
    assert.equal(lintText(`game ygo\n\ncard "Pot" {\n  type: Normal Spell\n  text: Draw 2 cards.\n}\n`).model.game.id, "ygo");
  });

  it("a late 'rules' edition is not used; a header one is", function () {
    const none = lintText(INSTANT).model.edition;
    const header = lintText(`rules 2025-09\n\n${INSTANT}`).model.edition;
    assert.notEqual(header, none, "an old edition in the header differs from the newest");
    assert.equal(lintText(`${INSTANT}\nrules 2025-09\n`).model.edition, none);
  });

  it("a repeated directive: the first one counts", function () {
    assert.equal(lintText(`game mtg\ngame ygo\n\n${INSTANT}`).model.game.id, "mtg");
  });
});
