/**
 * Kind: a record field that injects structure into the imported file. A line break in the name,
 * a face's name or type, the type line, cost, stats, loyalty or defense must not add a block
 * (`}` + a second `card`): the output always parses into exactly the record's card, and the
 * record gets a warning when a value had to change.
 */
import assert from "node:assert/strict";
import { parse } from "../../grammar/src/index";
import { recordToCard } from "../../server/src/games/mtg/import";
import { recordWarningText } from "../helpers/import-warnings";

const INJECT = 'x\n}\ncard "Injected" {\n  type: Instant\n  text:\n    Draw a card.';
const CR_INJECT = 'x\r}\rcard "Injected" {';
const BASE = { name: "Safe", manaCost: "{1}", type: "Creature — Elf", power: "1", toughness: "1" };

function check(record: Record<string, unknown>, label: string): void {
  const warnings: string[] = [];
  const source = recordToCard(record, (m) => warnings.push(recordWarningText(m)));
  const r = parse(source);
  assert.deepEqual(
    r.errors.map((e) => e.message),
    [],
    `${label}: the output does not parse:\n${source}`,
  );
  assert.equal(r.cards.length, 1, `${label}: injected a card:\n${source}`);
  assert.ok(!r.cards[0]!.faces.some((f) => f.name === "Injected") && !source.includes('\ncard "Injected"'), `${label}:\n${source}`);
  assert.ok(warnings.length > 0, `${label}: no warning`);
}

describe("importer-escaping: no record field can add structure to the file", () => {
  for (const payload of [INJECT, CR_INJECT]) {
    const kind = payload === INJECT ? "LF" : "CR";
    for (const field of ["name", "manaCost", "type", "power", "toughness"]) {
      it(`a ${kind} line break in ${field}`, () => check({ ...BASE, [field]: payload }, field));
    }
    it(`a ${kind} line break in loyalty and defense`, () => {
      check({ ...BASE, type: "Planeswalker — Jace", loyalty: payload }, "loyalty");
      check({ ...BASE, type: "Battle — Siege", defense: payload }, "defense");
    });
    it(`a ${kind} line break in a face's name and type`, () => {
      check(
        {
          name: "A // B",
          faces: [
            { name: payload, type: "Instant" },
            { name: "B", type: payload },
          ],
        },
        "face",
      );
    });
  }
});
