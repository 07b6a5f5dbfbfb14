/**
 * Kind: conditional flash whose condition is about the turn ("has flash as long as it's your
 * turn", "as though it had flash during your turn") was taken as unconditional. It widens the
 * spell only in that part of the turn, and that window is intersected with the card's other
 * constraints (CR 601.3d, 601.3b).
 */
import assert from "node:assert/strict";
import { mapRows, mtgCard, problems } from "../helpers/kinds";

const creature = (text: string) => mtgCard("Tidecaller Adept", "Creature — Merfolk Wizard", text, { stats: "2/2" });

describe("kind: flash bound to a part of the turn is intersected with the other constraints", function () {
  it("flash on your turn only, cast only on an opponent's turn: never (invalid)", function () {
    assert.deepEqual(
      problems(creature("This spell has flash as long as it's your turn.\nCast this spell only during an opponent's turn.")),
      [["impossible-timing", "during an opponent's turn"]],
    );
    assert.deepEqual(
      problems(
        creature(
          "You may cast this spell as though it had flash during your turn.\nCast this spell only during combat on an opponent's turn.",
        ),
      ),
      [["impossible-timing", "during combat on an opponent's turn"]],
    );
    assert.deepEqual(
      problems(creature("You may cast this spell as though it had flash if it's not your turn.\nCast this spell only during your upkeep.")),
      [["impossible-timing", "during your upkeep"]],
    );
  });

  it("flash on your turn with a restriction inside your turn: usable, only there (valid)", function () {
    const src = creature("This spell has flash as long as it's your turn.\nCast this spell only during combat.");
    assert.deepEqual(problems(src), []);
    const row = mapRows(src).find((r) => r.kind === "spell")!;
    assert.ok(row.cells.length > 0);
    assert.ok(
      row.cells.every((c) => c.turn === "you"),
      "the Timing Map draws it only on your turn",
    );
  });

  it("a condition that is not about the turn keeps the permission's whole window (valid)", function () {
    assert.deepEqual(
      problems(creature("This spell has flash as long as you control a Merfolk.\nCast this spell only during an opponent's turn.")),
      [],
    );
  });
});
