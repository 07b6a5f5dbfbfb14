/**
 * `cardscript import` end to end: records → .card files → `cardscript lint` on them is clean.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const RECORDS = [
  {
    name: 'Kytheon\'s "Best" Friend',
    manaCost: "{1}{W}",
    typeLine: "Creature — Human Soldier",
    oracleText: 'Vigilance\nWhenever Kytheon\'s "Best" Friend attacks, you gain 1 life.',
    power: "2",
    toughness: "2",
  },
  {
    name: "Delver of Secrets // Insectile Aberration",
    layout: "transform",
    faces: [
      {
        name: "Delver of Secrets",
        manaCost: "{U}",
        typeLine: "Creature — Human Wizard",
        oracleText:
          "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.",
        power: "1",
        toughness: "1",
      },
      { name: "Insectile Aberration", typeLine: "Creature — Human Insect", oracleText: "Flying", power: "3", toughness: "2" },
    ],
  },
  { name: "Lightning Bolt", mana_cost: "{R}", type_line: "Instant", oracle_text: "Lightning Bolt deals 3 damage to any target." },
  { name: "Lightning Bolt", mana_cost: "{R}", type_line: "Instant", oracle_text: "Lightning Bolt deals 3 damage to any target." },
];

describe("cli: import", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("writes one .card file per record (JSONL), resolves name collisions, and the result lints clean", function () {
    writeFiles(dir, { "cards.jsonl": RECORDS.map((r) => JSON.stringify(r)).join("\n") + "\n" });
    const r = runCli(["import", "cards.jsonl", "--out", "out"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout.trim(), "Wrote 4 card files to out");
    const files = readdirSync(path.join(dir, "out")).sort();
    assert.deepEqual(files, [
      "delver-of-secrets-insectile-aberration.card",
      "kytheon-s-best-friend.card",
      "lightning-bolt-2.card",
      "lightning-bolt.card",
    ]);
    const kytheon = readFileSync(path.join(dir, "out", "kytheon-s-best-friend.card"), "utf8");
    assert.ok(kytheon.startsWith('card "Kytheon\'s \\"Best\\" Friend" {\n'), kytheon);
    const delver = readFileSync(path.join(dir, "out", "delver-of-secrets-insectile-aberration.card"), "utf8");
    assert.match(delver, /^ {2}face "Delver of Secrets" \{$/m);
    assert.match(delver, /^ {2}face "Insectile Aberration" \{$/m);

    const lint = runCli(["lint", "--format", "json", "out"], dir);
    assert.equal(lint.code, 0, lint.stdout + lint.stderr);
    const reports = JSON.parse(lint.stdout) as { filePath: string; messages: { ruleId: string }[] }[];
    assert.equal(reports.length, 4);
    // The two Lightning Bolt records are the same name in two files: a cross-file duplicate, nothing else.
    assert.deepEqual(reports.flatMap((f) => f.messages.map((m) => `${path.basename(f.filePath)} ${m.ruleId}`)).sort(), [
      "lightning-bolt-2.card duplicate-card-name",
      "lightning-bolt.card duplicate-card-name",
    ]);
    const cards = JSON.parse(runCli(["lint", "--format", "json", "out/kytheon-s-best-friend.card"], dir).stdout) as unknown[];
    assert.equal(cards.length, 1);
  });

  it("reads a JSON array too and never overwrites existing files", function () {
    writeFiles(dir, { "cards.json": JSON.stringify(RECORDS.slice(2, 3)), "out/lightning-bolt.card": "# mine\n" });
    const r = runCli(["import", "cards.json", "-o", "out"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout.trim(), "Wrote 1 card file to out");
    assert.equal(readFileSync(path.join(dir, "out", "lightning-bolt.card"), "utf8"), "# mine\n");
    assert.match(readFileSync(path.join(dir, "out", "lightning-bolt-2.card"), "utf8"), /Lightning Bolt deals 3 damage/);
  });

  it("--overwrite replaces existing files instead of choosing new names", function () {
    writeFiles(dir, { "cards.json": JSON.stringify(RECORDS.slice(2, 3)), "out/lightning-bolt.card": "# mine\n" });
    const r = runCli(["import", "cards.json", "--out", "out", "--overwrite"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(readdirSync(path.join(dir, "out")), ["lightning-bolt.card"]);
    assert.match(readFileSync(path.join(dir, "out", "lightning-bolt.card"), "utf8"), /^card "Lightning Bolt" \{/);
  });

  it("exits 2 with the line number on invalid JSON Lines", function () {
    writeFiles(dir, { "bad.jsonl": `${JSON.stringify(RECORDS[2])}\n{"name": "Broken",\n` });
    const r = runCli(["import", "bad.jsonl", "--out", "out"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /bad\.jsonl: line 2: not valid JSON/);
  });

  it("exits 2 on a missing file, a file without records, a record without a name, or no --out", function () {
    writeFiles(dir, { "empty.json": "[]", "nameless.jsonl": `{"typeLine": "Instant"}\n${JSON.stringify(RECORDS[2])}\n` });
    const missing = runCli(["import", "nope.jsonl", "--out", "out"], dir);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /cannot read .*nope\.jsonl: no such file or directory/);
    const empty = runCli(["import", "empty.json", "--out", "out"], dir);
    assert.equal(empty.code, 2);
    assert.match(empty.stderr, /no card records found/);
    const nameless = runCli(["import", "nameless.jsonl", "--out", "out"], dir);
    assert.equal(nameless.code, 2);
    assert.match(nameless.stderr, /record 1 is not a card record with a "name"/);
    const noOut = runCli(["import", "empty.json"], dir);
    assert.equal(noOut.code, 2);
    assert.match(noOut.stderr, /--out/);
  });
});
