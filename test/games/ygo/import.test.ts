/**
 * The YGO importer: records in the format of `ygo/cards.jsonl` → `game ygo` files that parse
 * without errors and keep every character of the text; one import path detects MTG vs YGO.
 */
import { strict as assert } from "node:assert";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "../../../grammar/src/index";
import { runImport } from "../../../cli/src/commands/import";
import { isYgoRecord, recordKind, ygoRecordToFile } from "../../../server/src/games/ygo/import";
import { recordToSource, lintText } from "../../../server/src/app/service";
import { recordWarningText } from "../../helpers/import-warnings";

const lacooda = {
  name: '3-Hump "Lacooda"\\',
  kind: "monster",
  monsterTypes: ["Effect"],
  subtype: "Effect",
  race: "Beast",
  attribute: "EARTH",
  level: 3,
  atk: 500,
  def: 1500,
  text: 'If there are 3 face-up "3-Hump Lacooda" cards on your side of the field, Tribute 2 of them to draw 3 cards.',
  id: 86988864,
};
const link = {
  name: "Abyss Actor - Hyper Director",
  kind: "monster",
  monsterTypes: ["Link", "Effect"],
  subtype: "Link",
  race: "Fiend",
  attribute: "DARK",
  atk: 800,
  linkval: 1,
  linkmarkers: "['Bottom', 'Top-Left']",
  text: '1 "Abyss Actor" Pendulum Monster\nYou can target 1 card in your Pendulum Zone; Special Summon it.',
};
const xyz = {
  name: "Rank Four",
  kind: "monster",
  monsterTypes: ["Xyz", "Effect"],
  subtype: "Xyz",
  race: "Warrior",
  attribute: "LIGHT",
  level: 4,
  atk: 2500,
  def: 2000,
  text: "2 Level 4 monsters\nOnce per turn: You can detach 1 material from this card; draw 1 card.",
};
const spell = {
  name: "Quick Thing",
  kind: "spell",
  subtype: "Quick-Play",
  text: "Target 1 card; destroy it.\n}} odd line\ntext: looks like a field",
};

describe("ygo importer", () => {
  it("writes every field a designer expects and escapes the name", () => {
    const src = ygoRecordToFile(lacooda);
    assert.equal(
      src,
      'game ygo\n\ncard "3-Hump \\"Lacooda\\"\\\\" {\n  type: Effect Monster\n  attribute: EARTH\n  level: 3\n  race: Beast\n  atk: 500\n  def: 1500\n  password: 86988864\n  text:\n    If there are 3 face-up "3-Hump Lacooda" cards on your side of the field, Tribute 2 of them to draw 3 cards.\n}\n',
    );
    const p = parse(src);
    assert.deepEqual(p.errors, []);
    assert.equal(p.cards[0]!.name, lacooda.name);
  });

  it("writes rank for Xyz, link and arrows (no def) for Link Monsters", () => {
    assert.match(ygoRecordToFile(xyz), /type: Xyz\/Effect Monster\n {2}attribute: LIGHT\n {2}rank: 4\n/);
    const l = ygoRecordToFile(link);
    assert.match(l, /link: 1\n/);
    assert.match(l, /arrows: Bottom, Top-Left\n/);
    assert.doesNotMatch(l, /def:/);
    assert.deepEqual(lintText(l).findings, []);
  });

  it("keeps text lines the format would read as structure as comments, and says so", () => {
    const warnings: string[] = [];
    const src = ygoRecordToFile(spell, (m) => warnings.push(recordWarningText(m)));
    assert.deepEqual(parse(src).errors, []);
    assert.match(src, /\n {4}# \}\} odd line\n {4}# text: looks like a field\n/);
    assert.equal(warnings.length, 2);
  });

  it("treats a record with a Pendulum Scale as a Pendulum Monster even when its type list forgets it", () => {
    assert.deepEqual(recordKind({ name: "x", kind: "monster", monsterTypes: ["Synchro", "Effect"], scale: 1, text: "" }).monsterTypes, [
      "Synchro",
      "Pendulum",
      "Effect",
    ]);
  });

  it("detects the record's game: YGO records become game ygo files, MTG records stay MTG", () => {
    assert.ok(isYgoRecord(lacooda));
    assert.ok(isYgoRecord({ name: "Pot", type: "Spell Card", ygoprodeckType: "Spell Card", desc: "Draw 2 cards." }));
    assert.ok(
      !isYgoRecord({
        name: "Shock",
        manaCost: "{R}",
        typeLine: "Instant",
        oracleText: "Shock deals 2 damage to any target.",
        type: "Instant",
      }),
    );
    assert.match(recordToSource(lacooda), /^game ygo\n/);
    assert.match(
      recordToSource({ name: "Shock", manaCost: "{R}", typeLine: "Instant", oracleText: "Shock deals 2 damage to any target." }),
      /^card "Shock" \{\n {2}cost: \{R\}/,
    );
  });

  it("`cardscript import` imports a file mixing both games", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-ygo-import-"));
    try {
      const file = path.join(dir, "mixed.jsonl");
      writeFileSync(
        file,
        [lacooda, { name: "Shock", manaCost: "{R}", typeLine: "Instant", oracleText: "Shock deals 2 damage to any target." }]
          .map((r) => JSON.stringify(r))
          .join("\n"),
      );
      let out = "";
      const io = { cwd: dir, stdout: { write: (s: string) => (out += s) }, stderr: { write: () => true } } as unknown as Parameters<
        typeof runImport
      >[2];
      assert.equal(runImport("mixed.jsonl", { out: "cards" }, io), 0);
      assert.match(out, /Wrote 2 card files/);
      assert.match(readFileSync(path.join(dir, "cards", "3-hump-lacooda.card"), "utf8"), /^game ygo\n/);
      assert.match(readFileSync(path.join(dir, "cards", "shock.card"), "utf8"), /^card "Shock"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
