/**
 * Kind: a type filter of the Set Timing Matrix that misses cards whose type line says what was
 * asked. `--type` matched one word at a time against the words before " — ", so a type line
 * written without spaces around its dash ("Creature—Elf") became the one type "Creature—Elf"
 * (neither a creature nor in the filter's list of values), "Legendary Creature" matched nothing,
 * and a decomposed accent ("Me\u0301gane") never equalled its composed form. Now the type words
 * are those before the first dash however it is spaced, a value of several words matches a card
 * having all of them, supertypes ("Legendary", "Snow", "Basic") match as card types do, and
 * words compare case- and accent-form-insensitively. (The CLI's help says supertypes count.)
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { matrixTableHtml, timingMatrixData } from "../../server/src/core/timing-map/index";
import { cliL10n } from "../../cli/src/l10n/index";

const card = (name: string, type: string) =>
  `card "${name}" {\n  cost: {1}{W}\n  type: ${type}\n  rarity: rare\n  text:\n    Draw a card.\n}\n`;
const SET = [
  card("Aged Elf", "Legendary Creature — Elf"),
  card("Bell", "Legendary Artifact"),
  card("Cantrip", "Instant"),
  card("Drift", "Snow Land"),
  card("Elder God", "Legendary Enchantment Creature — God"),
  card("Fey", "Kindred Instant — Elf"),
  card("Glade Elf", "Creature—Elf"),
  card("Hearth", "Basic Land – Forest"),
].join("\n");
const model = lintText(SET).model;
const names = (types: string[]) => timingMatrixData([{ file: "s.card", model }], { types })!.cards.map((c) => c.name);

describe("kind: type filter matches every word before the dash", function () {
  it("supertypes match as card types do, in any case", function () {
    assert.deepEqual(names(["Legendary"]), ["Aged Elf", "Bell", "Elder God"]);
    assert.deepEqual(names(["snow", "BASIC"]), ["Drift", "Hearth"]);
    assert.deepEqual(names(["Kindred"]), ["Fey"]);
  });

  it("a dash without spaces (or an en dash) ends the type words", function () {
    assert.deepEqual(names(["Creature"]), ["Aged Elf", "Elder God", "Glade Elf"]);
    const values = timingMatrixData([{ file: "s.card", model }])!.values.types;
    assert.deepEqual(values, ["Artifact", "Basic", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Legendary", "Snow"]);
    assert.match(
      matrixTableHtml(timingMatrixData([{ file: "s.card", model }])!),
      /<tr data-colours="w" data-rarity="rare" data-types="creature" [^>]*><th class="n" scope="row" title="s.card:49">Glade Elf/,
    );
  });

  it("a value of several words matches cards with all of them", function () {
    assert.deepEqual(names(["Legendary Creature"]), ["Aged Elf", "Elder God"]);
    assert.deepEqual(names(["Legendary  creature", "Snow"]), ["Aged Elf", "Drift", "Elder God"]);
  });

  it("accents compare in either Unicode form", function () {
    const m = lintText(`card "Mégane" {\n  type: Ye\u0301ti Creature\n}\n`).model;
    assert.deepEqual(
      timingMatrixData([{ file: "y.card", model: m }], { types: ["Y\u00e9ti"] })!.cards.map((c) => c.name),
      ["Mégane"],
    );
  });

  it("the CLI's help says supertypes count, in en, de and es", function () {
    for (const locale of ["en", "de", "es"] as const) assert.match(cliL10n(locale).t("cli.help.timeline.type"), /Legendary/, locale);
  });
});
