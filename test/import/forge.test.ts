/**
 * The Forge reader: `Key:Value` scripts, spaced costs, `Oracle:` with literal `\n`, ALTERNATE
 * faces, CARDNAME/NICKNAME, the encoded timing of spells, abilities and phase triggers.
 */
import assert from "node:assert/strict";
import { forgeEditionCardCount, forgeParams, forgeTypeLine, readForgeScript } from "../../server/src/games/mtg/formats/forge";
import { shorthandToBraces } from "../../server/src/games/mtg/formats/mana-shorthand";
import { warningText } from "../helpers/import-warnings";

const BIG_CHILL = [
  "Name:Big Chill, Glacial Shade",
  "ManaCost:3 U U",
  "Types:Legendary Creature Alien Insect Spirit",
  "PT:3/4",
  "",
  "K:Flying",
  "A:AB$ SetState | Cost$ 1 B R G W | Defined$ Self | Mode$ Transform | SorcerySpeed$ True | SpellDescription$ Transform NICKNAME.",
  "Oracle:Flying\\n{1}{B}{R}{G}{W}: Transform Big Chill. Activate only as a sorcery.",
  "AlternateMode:DoubleFaced",
  "",
  "ALTERNATE",
  "",
  "Name:Ultimate Big Chill",
  "ManaCost:no cost",
  "Colors:red",
  "Types:Legendary Creature Alien",
  "PT:5/6",
  "T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ X | TriggerDescription$ At the beginning of your upkeep, CARDNAME deals 1 damage to you.",
  "Oracle:At the beginning of your upkeep, Ultimate Big Chill deals 1 damage to you.",
].join("\r\n");

describe("import: Forge", function () {
  it("a double-faced script: faces, layout, costs with spaces and 'no cost', dash-less types, Oracle split at \\n", function () {
    const r = readForgeScript(BIG_CHILL, "b.txt");
    assert.equal(r.cards.length, 1);
    const c = r.cards[0]!;
    assert.equal(c.name, "Big Chill, Glacial Shade // Ultimate Big Chill");
    assert.equal(c.layout, "transform");
    const [a, b] = c.faces;
    assert.deepEqual(
      [a!.cost, a!.type, a!.power, a!.toughness, a!.text],
      [
        "{3}{U}{U}",
        "Legendary Creature — Alien Insect Spirit",
        "3",
        "4",
        ["Flying", "{1}{B}{R}{G}{W}: Transform Big Chill. Activate only as a sorcery."],
      ],
    );
    assert.equal(b!.cost, undefined);
    assert.deepEqual(
      a!.textSources!.map((s) => s!.line),
      [8, 8],
    );
  });

  it("keeps the encoded timing with its line and the description with CARDNAME/NICKNAME replaced", function () {
    const [a, b] = readForgeScript(BIG_CHILL, "b.txt").cards[0]!.faces;
    assert.deepEqual(a!.encodedTiming, [
      {
        subject: "activated",
        params: { SorcerySpeed: "True" },
        source: { file: "b.txt", line: 7 },
        cost: "{1}{B}{R}{G}{W}",
        description: "Transform Big Chill.",
      },
    ]);
    assert.deepEqual(
      b!.encodedTiming!.map((t) => [t.subject, t.params, t.description]),
      [["trigger", { Phase: "Upkeep", ValidPlayer: "You" }, "At the beginning of your upkeep, Ultimate Big Chill deals 1 damage to you."]],
    );
  });

  it("hidden bookkeeping phase triggers (Static$ True, no description) are not encoded timing", function () {
    const r = readForgeScript(
      "Name:A\nTypes:Creature Elf\nT:Mode$ Phase | Phase$ Cleanup | Static$ True | Execute$ X\nT:Mode$ Phase | Phase$ End of Turn | Execute$ Y\nOracle:",
      "a.txt",
    );
    assert.equal(r.cards[0]!.faces[0]!.encodedTiming, undefined);
  });

  it("scripter mistakes are warnings with the line: spell Cost$ ≠ ManaCost, 'Key $', '\\I', empty Oracle", function () {
    const r = readForgeScript(
      "Name:Arrive Unseen\nManaCost:1 U\nTypes:Instant\nA:SP$ Draw | Cost$ 3 U | LifeAmount $ 1\nOracle:Draw.\\IScry 1.\n",
      "arrive_unseen.txt",
    );
    assert.deepEqual(
      r.warnings.map((w) => w.source.line),
      [4, 4, 5],
    );
    assert.match(
      r.warnings.map((w) => warningText(w)).join("\n"),
      /space before '\$'[\s\S]*Cost\$ '3 U' differs from ManaCost '1 U'[\s\S]*'\\I'/,
    );
    const empty = readForgeScript("Name:X\nTypes:Creature Human\nOracle:\n", "x.txt");
    assert.match(warningText(empty.warnings[0]!), /no Oracle text/);
  });

  it("a text that is no script gives no card and a warning; an edition file's cards are counted", function () {
    const r = readForgeScript("269 cards - 14 reprints\nTODO:\n* Fabled mechanic\n", "_TODO.txt");
    assert.deepEqual([r.cards.length, warningText(r.warnings[0]!)], [0, "not a Forge card script (no 'Name:' line); skipped"]);
    assert.equal(
      forgeEditionCardCount("[metadata]\nCode=X\n[cards]\n1 R Ghostfreak @Nix\n3a R Big Chill, Glacial Shade @P\n[tokens]\nb_1_1 x\n"),
      2,
    );
    assert.equal(forgeEditionCardCount("Name:X\n"), undefined);
  });

  it("types, parameters and costs", function () {
    assert.equal(forgeTypeLine("Enchantment Aura"), "Enchantment — Aura");
    assert.equal(forgeTypeLine("Basic Snow Land"), "Basic Snow Land");
    assert.deepEqual(forgeParams("SP$ Counter | Cost$ U | PlayerTurn$ True"), { SP: "Counter", Cost: "U", PlayerTurn: "True" });
    assert.deepEqual(
      ["3 U U", "2 U/B", "no cost", "X R", "W/P", "2WW", "1{W/U}", "10"].map((c) => shorthandToBraces(c).cost),
      ["{3}{U}{U}", "{2}{U/B}", "", "{X}{R}", "{W/P}", "{2}{W}{W}", "{1}{W/U}", "{10}"],
    );
    assert.deepEqual(shorthandToBraces("2H").unreadable, ["H"]);
  });
});
