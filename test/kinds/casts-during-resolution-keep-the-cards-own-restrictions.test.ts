/**
 * Kind: casts during resolution beyond Madness. A card cast while an ability resolves (CR 608.2g) —
 * Miracle (702.94a) as Madness (702.35a) — is cast when that ability resolves: the card type's
 * timing does not apply, the card's own restrictions still do. A keyword that only seems to offer
 * another way to cast the card is no way out, and the message says why: Suspend needs a moment
 * when the card could be cast from the hand (116.2f), Rebound a cast from the hand (702.88a).
 */
import assert from "node:assert/strict";
import { messagesOf, mtgCard, problems } from "../helpers/kinds";

describe("kind: casts during resolution keep the card's own restrictions, not the type's timing", function () {
  it("a Miracle sorcery restricted to your draw step, or to combat, can be cast (valid)", function () {
    assert.deepEqual(
      problems(mtgCard("Dawnsight", "Sorcery", "Miracle {R}\nCast this spell only during your draw step.\nDraw a card.")),
      [],
    );
    assert.deepEqual(
      problems(mtgCard("Skyfall", "Sorcery", "Miracle {1}{W}\nCast this spell only during combat.\nTap target creature.")),
      [],
    );
    assert.deepEqual(
      problems(mtgCard("Skyfall", "Sorcery", "Madness {1}{W}\nCast this spell only during an opponent's turn.\nDraw a card.")),
      [],
    );
  });

  it("the card's own restriction still holds: a Miracle spell restricted to the untap step is impossible (invalid)", function () {
    const src = mtgCard("Nightfall", "Sorcery", "Miracle {B}\nCast this spell only during your untap step.\nDraw a card.");
    assert.deepEqual(
      problems(src).map(([r]) => r),
      ["impossible-timing"],
    );
  });

  it("without Miracle the same sorcery is impossible (invalid)", function () {
    assert.deepEqual(problems(mtgCard("Dawnsight", "Sorcery", "Cast this spell only during your draw step.\nDraw a card.")), [
      ["impossible-timing", "during your draw step"],
    ]);
  });

  it("Suspend and Rebound do not widen the window, and the message says why (invalid)", function () {
    const suspend = mtgCard("Slowburn", "Sorcery", "Suspend 3—{R}\nCast this spell only during combat.\nDraw a card.");
    assert.deepEqual(problems(suspend), [["impossible-timing", "during combat"]]);
    assert.match(messagesOf("impossible-timing", suspend)[0]!, /Suspend doesn't change this: .*cast from your hand \(CR 116\.2f/);
    const rebound = mtgCard("Echoing Call", "Sorcery", "Rebound\nCast this spell only during your upkeep.\nDraw a card.");
    assert.deepEqual(problems(rebound), [["impossible-timing", "during your upkeep"]]);
    assert.match(messagesOf("impossible-timing", rebound)[0]!, /Rebound doesn't change this: .*\(CR 702\.88a\)/);
    // Without the keyword, no such sentence.
    assert.doesNotMatch(
      messagesOf("impossible-timing", mtgCard("X Card", "Sorcery", "Cast this spell only during combat."))[0]!,
      /Suspend|Rebound/,
    );
  });

  it("German and Spanish messages say why in their language", function () {
    const src = mtgCard("Slowburn", "Sorcery", "Suspend 3—{R}\nCast this spell only during combat.\nDraw a card.");
    assert.match(messagesOf("impossible-timing", src, "de")[0]!, /Aussetzen ändert daran nichts/);
    assert.match(messagesOf("impossible-timing", src, "es")[0]!, /Suspender no cambia esto/);
  });

  it("in lang de / lang es card text the restriction of a Miracle card is read the same", function () {
    const de = mtgCard(
      "Dawnsight",
      "Sorcery",
      "Miracle {R}\nWirke diesen Zauberspruch nur während deines Ziehsegments.\nZiehe eine Karte.",
      { lang: "de" },
    );
    assert.deepEqual(problems(de), []);
    const deBad = mtgCard("Dawnsight", "Sorcery", "Wirke diesen Zauberspruch nur während deines Ziehsegments.\nZiehe eine Karte.", {
      lang: "de",
    });
    assert.deepEqual(
      problems(deBad).map(([r]) => r),
      ["impossible-timing"],
    );
    const es = mtgCard("Dawnsight", "Sorcery", "Miracle {R}\nLanza este hechizo solo durante tu paso de robar.\nRoba una carta.", {
      lang: "es",
    });
    assert.deepEqual(problems(es), []);
    const esBad = mtgCard("Dawnsight", "Sorcery", "Lanza este hechizo solo durante tu paso de robar.\nRoba una carta.", { lang: "es" });
    assert.deepEqual(
      problems(esBad).map(([r]) => r),
      ["impossible-timing"],
    );
  });
});
