/**
 * Kind: MTGJSON's per-face form (AtomicCards, AllPrintings: one record per face, each with the
 * card's full `name` "A // B", its own `faceName` and `side`) must become ONE card with `face`
 * blocks, exactly as the combined form (`faces` / `card_faces`) does — never one card per face
 * (two cards with the same name, each with half the card). Checked on hand-made records and on
 * every multi-face card of the real corpus, turned into AtomicCards form and imported by the CLI.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readRecordFile, writeCards } from "../../cli/src/import/write-cards";
import { lintFiles } from "../../cli/src/lint/lint-files";
import { readRecords, type CardRecord } from "../../server/src/core/import/card-import";
import { recordToCard } from "../../server/src/games/mtg/import";
import { lintText } from "../../server/src/app/service";
import { corpusFileOrSkip } from "../helpers/corpus";
import { runCli } from "../cli/helpers";

/** Fire // Ice as AtomicCards has it (fields trimmed to those the importer reads, plus a few it ignores). */
const FIRE_ICE = [
  {
    name: "Fire // Ice",
    faceName: "Fire",
    side: "a",
    layout: "split",
    manaCost: "{1}{R}",
    manaValue: 4,
    faceManaValue: 2,
    type: "Instant",
    text: "Fire deals 2 damage divided as you choose among one or two targets.",
  },
  {
    name: "Fire // Ice",
    faceName: "Ice",
    side: "b",
    layout: "split",
    manaCost: "{1}{U}",
    manaValue: 4,
    faceManaValue: 2,
    type: "Instant",
    text: "Tap target permanent.\nDraw a card.",
  },
];

const COMBINED_FIRE_ICE = {
  name: "Fire // Ice",
  layout: "split",
  faces: [
    { name: "Fire", manaCost: "{1}{R}", type: "Instant", text: FIRE_ICE[0]!.text },
    { name: "Ice", manaCost: "{1}{U}", type: "Instant", text: FIRE_ICE[1]!.text },
  ],
};

describe("mtgjson-per-face-records: one card with face blocks, not one card per face", function () {
  it("merges an AtomicCards data map entry into one record whose faces are the face records", function () {
    const records = readRecords(JSON.stringify({ meta: { version: "5" }, data: { "Fire // Ice": FIRE_ICE } }));
    assert.equal(records.length, 1);
    const src = recordToCard(records[0]!);
    assert.equal(src, recordToCard(COMBINED_FIRE_ICE));
    const r = lintText(src);
    assert.deepEqual(r.findings, []);
    assert.deepEqual(
      r.parse.cards.map((c) => [c.name, c.faces.map((f) => f.name)]),
      [["Fire // Ice", ["Fire", "Ice"]]],
    );
  });

  it("orders faces by side, keeps other cards in place, and starts a new card when a side repeats (another printing)", function () {
    const plain = { name: "Grizzly Bears", manaCost: "{1}{G}", type: "Creature — Bear", power: "2", toughness: "2" };
    const [fire, ice] = FIRE_ICE;
    // JSON Lines as AllPrintings-derived dumps have them: b before a, two printings, a card in between.
    const text = [ice, plain, fire, { ...fire, number: "2" }, { ...ice, number: "2" }].map((r) => JSON.stringify(r)).join("\n");
    const records = readRecords(text);
    assert.deepEqual(
      records.map((r) => r["name"]),
      ["Fire // Ice", "Grizzly Bears", "Fire // Ice"],
    );
    for (const r of [records[0]!, records[2]!]) assert.equal(recordToCard(r), recordToCard(COMBINED_FIRE_ICE));
  });

  it("a lone face record (the other face missing from the file) still imports as a card with that one face", function () {
    const records = readRecords(JSON.stringify([FIRE_ICE[1]]));
    assert.equal(records.length, 1);
    const r = lintText(recordToCard(records[0]!));
    assert.deepEqual(
      r.parse.cards.map((c) => [c.name, c.faces.map((f) => f.name)]),
      [["Fire // Ice", ["Ice"]]],
    );
  });

  describe("the real corpus in AtomicCards form", function () {
    let dir: string;
    let multi: CardRecord[] = [];

    before(function () {
      const file = corpusFileOrSkip(this, "mtg/cards.jsonl");
      multi = readRecordFile(file).filter((r) => Array.isArray(r["faces"]));
      dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-atomic-"));
      // AtomicCards: data maps each card name to its face records (MTGJSON's field names).
      const data: Record<string, CardRecord[]> = {};
      for (const r of multi) {
        const faces = (r["faces"] as CardRecord[]).map((f, i) => ({
          name: r["name"],
          faceName: f["name"],
          side: String.fromCharCode(97 + i),
          layout: r["layout"],
          manaCost: f["manaCost"] || undefined,
          type: f["typeLine"],
          text: f["oracleText"] ?? undefined,
          power: f["power"] ?? undefined,
          toughness: f["toughness"] ?? undefined,
          loyalty: f["loyalty"] ?? undefined,
          defense: f["defense"] ?? undefined,
        }));
        // Newest-first dumps list a name twice at most once here: keep the first, as the importer would write it.
        data[String(r["name"])] ??= faces;
      }
      writeFileSync(path.join(dir, "AtomicCards.json"), JSON.stringify({ meta: {}, data }));
    });

    after(function () {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("imports every split, transform, adventure, MDFC, flip, meld and aftermath card as one card, as the combined form would", function () {
      assert.ok(multi.length > 600, `only ${multi.length} multi-face cards in the corpus`);
      const layouts = new Set(multi.map((r) => r["layout"]));
      for (const l of ["split", "transform", "adventure", "modal_dfc", "flip", "meld", "aftermath"])
        assert.ok(layouts.has(l), `no ${l} card`);
      const out = path.join(dir, "cards");
      const r = runCli(["import", path.join(dir, "AtomicCards.json"), "--out", out], dir);
      assert.equal(r.code, 0, r.stderr);
      const byName = new Map<string, CardRecord>();
      for (const m of multi) if (!byName.has(String(m["name"]))) byName.set(String(m["name"]), m);
      const files = readdirSync(out);
      assert.equal(files.length, byName.size, "one file per card, not one per face");
      const mismatches: string[] = [];
      for (const f of files) {
        const src = readFileSync(path.join(out, f), "utf8");
        const name = lintText(src).parse.cards[0]?.name ?? "";
        const rec = byName.get(name);
        if (!rec || src !== recordToCard(rec)) mismatches.push(`${f}: ${name}`);
      }
      assert.deepEqual(mismatches.slice(0, 10), [], `${mismatches.length} files differ from the combined form's import`);
    });

    it("the imported real cards lint clean (no error or warning on a real printed card)", function () {
      const written = writeCards(readRecordFile(path.join(dir, "AtomicCards.json")), path.join(dir, "lint"));
      const byName = new Map(multi.map((m) => [String(m["name"]), m]));
      const real = written.filter((w) => {
        const rec = byName.get(String(w.record["name"]))!;
        return (
          rec["funny"] !== true && rec["set"] !== "HHO" && !/^HTR\d+$/.test(String(rec["set"] ?? "")) && rec["lineBreaksLost"] !== true
        );
      });
      assert.ok(real.length > 500, `only ${real.length} real multi-face cards`);
      // Each card under the rules edition of its text's date (its `sourceDate`), as the MTG corpus
      // test does: wording changed after that date is not held against it.
      for (const w of real) {
        const day = /^\d{4}-\d{2}-\d{2}/.exec(String(byName.get(String(w.record["name"]))!["sourceDate"] ?? ""))?.[0];
        if (day) writeFileSync(w.filePath, `rules ${day}\n\n${readFileSync(w.filePath, "utf8")}`);
      }
      const result = lintFiles(real.map((w) => w.filePath));
      assert.deepEqual(result.failures, []);
      const hits = result.reports.flatMap((rep) =>
        rep.messages.filter((m) => m.severity >= 1).map((m) => `${path.basename(rep.filePath)}: ${m.ruleId} ${m.message}`),
      );
      assert.deepEqual(hits.slice(0, 10), [], `${hits.length} findings on real cards`);
      for (const rep of result.reports) assert.ok(/\n {2}face "/.test(rep.source), `${rep.filePath} has no face block`);
    });
  });
});
