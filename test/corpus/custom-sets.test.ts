/**
 * Proof on the designers' own files (`custom-sets/` in the corpus: MSE zip and folder sets, MSE
 * 2.x one-file-per-card sets, Cockatrice XML v3 and v4, Forge scripts):
 * - every file imports without a crash, and each set's card count is the corpus README's;
 * - lint in place reports every set's findings against the original files, counted by rule
 *   (printed), with no syntax or internal error (the generated CardScript always parses);
 * - Be Slightly Evil 2 as an MSE set and as Cockatrice XML gives the same cards and findings;
 * - round trip: import → export (Cockatrice, MSE, Forge) → import gives the same cards, for
 *   every set and for a sample of the printed-card corpus and of Forge's printed-card scripts.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { detectFormat, readForeign } from "../../cli/src/import/foreign";
import { lintForeign } from "../../cli/src/lint/lint-foreign";
import { readRecords } from "../../server/src/core/import/card-import";
import { recordToCard } from "../../server/src/games/mtg/import";
import { emitCards } from "../../server/src/core/import/emit";
import { readForgeScript } from "../../server/src/games/mtg/formats/forge";
import { readCardScript, lintDocument } from "../../server/src/app/service";
import type { ImportedCard } from "../../server/src/core/import/imported-card";
import { corpusDir, corpusFileOrSkip } from "../helpers/corpus";
import { cardShape, EXPORTS, throughFormat } from "../helpers/round-trip";
import { warningText } from "../helpers/import-warnings";

const SETS = () => path.join(corpusDir(), "custom-sets");
const at = (rel: string) => path.join(SETS(), rel);
const ARON = "mse/AronGomu-YGO-x-MTG/MSE_projects";

/** The corpus README's card counts (README "custom-sets/README.md", tables 1–3). */
const EXPECTED: { set: string; cards: number; note?: string }[] = [
  { set: "mse/ruler501-CustomSet/Untitled.mse-set", cards: 270 },
  { set: "mse/ruler501-CustomSet/Untitled/set", cards: 270 },
  { set: "mse/Charles-Seidel-mtgcustomset/Nature vs Future/set", cards: 43 },
  { set: "mse/sortilege-inc-bse-archive/BSE 3 - Return of the Jedi.mse-set", cards: 243 },
  { set: "mse/sortilege-inc-bse-archive/BSE Supplement.mse-set", cards: 255 },
  // 521 <card> elements: one is an empty "<card>" left open before the next one (a warning).
  { set: "cockatrice/sortilege-inc-bse-archive/cards.xml", cards: 520, note: "521 <card> elements, 1 empty" },
  { set: "cockatrice/Oasiris-pokemtg-cockatrice/pokemtg.xml", cards: 1550 },
  { set: "cockatrice/NicholasTillo-HK-MTG-Set/Hallownest.xml", cards: 281 },
  { set: "forge-custom/MSE-Forge-Database/A Tourney at Whiterun TWR", cards: 45 },
  { set: "forge-custom/forge-custom-sets-compendium/BEN10_OMV/custom/cards/BEN10_OMV", cards: 2 },
];

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? allFiles(p) : [p];
  });
}

/** Cards through CardScript: imported → emitted → read back from the .card text. */
function viaCardScript(cards: readonly ImportedCard[]): ImportedCard[] {
  const out = emitCards(cards);
  const r = readCardScript(out.text, "x.card");
  assert.deepEqual(r.errors, [], "the generated CardScript parses");
  return r.cards;
}

function assertRoundTrip(label: string, cards: readonly ImportedCard[]): void {
  for (const format of EXPORTS) {
    const back = throughFormat(cards, format);
    assert.equal(back.length, cards.length, `${label} via ${format}: card count`);
    const opts = { forgeTypes: format === "forge" };
    cards.forEach((c, i) => assert.deepEqual(cardShape(back[i]!, opts), cardShape(c, opts), `${label} via ${format}: ${c.name}`));
  }
}

describe("corpus: custom sets (MSE, Cockatrice, Forge)", function () {
  this.timeout(180_000);
  before(function () {
    corpusFileOrSkip(this, "custom-sets/README.md");
  });

  it("every file under custom-sets imports without a crash (each file on its own)", function () {
    const files = allFiles(SETS());
    assert.ok(files.length >= 270, `only ${files.length} files`);
    let imported = 0;
    for (const file of files) {
      const format = detectFormat(file);
      if (!format) continue;
      const r = readForeign(file, format);
      assert.ok(Array.isArray(r.cards) && Array.isArray(r.warnings), file);
      for (const w of r.warnings) assert.ok(w.source.line >= 1 && warningText(w).length > 0, `${file}: ${JSON.stringify(w)}`);
      imported++;
    }
    assert.ok(imported >= 260, `${imported} files imported`);
  });

  it("card counts equal the corpus README's: every card of every set is accounted for (held = read)", function () {
    const read = (r: ReturnType<typeof readForeign>) => (r.counts ?? []).reduce((n, c) => n + c.read, 0);
    for (const e of EXPECTED) {
      const file = at(e.set);
      const r = readForeign(file, detectFormat(file)!);
      // Empty work-in-progress cards (MSE) are read but not checked: they count as read, not as cards to lint.
      assert.equal(read(r), e.cards, `${e.set}${e.note ? ` (${e.note})` : ""}`);
      assert.deepEqual(
        (r.counts ?? []).map((c) => c.held),
        (r.counts ?? []).map((c) => c.read),
        e.set,
      );
    }
    const bse = readForeign(at(EXPECTED[5]!.set), "cockatrice");
    assert.equal(bse.warnings.filter((w) => /<card> opened inside another <card>/.test(warningText(w))).length, 1);
    // AronGomu: 184 cards named by include_file in 10 folder sets; the 16 orphan card files are ignored.
    const projects = readdirSync(at(ARON)).filter((d) => d.endsWith(".mse-set"));
    assert.equal(projects.length, 10);
    const total = projects.reduce((n, d) => n + (readForeign(at(`${ARON}/${d}`), "mse").counts?.[0]?.read ?? 0), 0);
    assert.equal(total, 184);
    // The Forge edition file lists 136 cards and holds no script: nothing is imported, and it says so.
    const edition = readForeign(at("forge-custom/forge-custom-sets-compendium/BEN10_OMV/custom/editions"), "forge");
    assert.equal(edition.cards.length, 0);
    assert.match(warningText(edition.warnings[0]!), /edition file listing 136 cards/);
  });

  it("lint in place: findings per set, counted by rule, in the original files; the generated text always parses", function () {
    const inputs = [
      ...EXPECTED.map((e) => e.set).filter((s) => s !== "mse/ruler501-CustomSet/Untitled/set"),
      ...readdirSync(at(ARON))
        .filter((d) => d.endsWith(".mse-set"))
        .map((d) => `${ARON}/${d}`),
    ];
    const table: Record<string, Record<string, number>> = {};
    const total: Record<string, number> = {};
    for (const input of inputs) {
      const file = at(input);
      const reports = lintForeign(file, detectFormat(file)!, {});
      const counts: Record<string, number> = {};
      for (const r of reports) {
        const lines = r.source.split(/\r\n|\r|\n/).length;
        for (const m of r.messages) {
          assert.notEqual(m.ruleId, "syntax-error", `${r.filePath}:${m.line} ${m.message}`);
          assert.notEqual(m.ruleId, "internal-error", `${r.filePath}:${m.line} ${m.message}`);
          assert.ok(m.line >= 1 && m.line <= lines, `${r.filePath}: line ${m.line} of ${lines}`);
          // A line a message mentions ("defined on line N") is the original file's card line.
          const mention = /defined on line (\d+)(?: of |;)/.exec(m.message);
          if (mention)
            assert.match(
              r.source.split(/\r\n|\r|\n/)[Number(mention[1]) - 1] ?? "",
              /<card>|^card:|^\tname:|^Name:/,
              `${r.filePath}: ${m.message}`,
            );
          counts[m.ruleId] = (counts[m.ruleId] ?? 0) + 1;
          total[m.ruleId] = (total[m.ruleId] ?? 0) + 1;
        }
      }
      table[input] = counts;
    }
    // The figures, for the notes.
    console.log(
      `      findings per set (rule: count):\n${Object.entries(table)
        .map(([s, c]) => `        ${s}: ${JSON.stringify(c)}`)
        .join("\n")}\n        total: ${JSON.stringify(total)}`,
    );
    // Designers' mistakes the corpus README lists, found where they are.
    const twr = lintForeign(at("forge-custom/MSE-Forge-Database/A Tourney at Whiterun TWR"), "forge", {});
    const moment = twr.find((r) => r.filePath.endsWith("moment_of_tranquility.txt"))!;
    assert.deepEqual(
      moment.messages.map((m) => [m.ruleId, m.line, m.column]),
      [["encoded-timing-mismatch", 4, 27]],
    );
    const importNotes = twr.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === "import").map((m) => `${path.basename(r.filePath)}:${m.line}`),
    );
    for (const expected of [
      "arrive_unseen.txt:4",
      "cauldish_banneret.txt:6",
      "interlocked_waterways.txt:6",
      "cauldish_informant.txt:5",
      "_TODO.txt:1",
      "~ TO DO.txt:1",
    ]) {
      assert.ok(importNotes.includes(expected), `${expected} in ${importNotes.join(", ")}`);
    }
    assert.ok((total["obsolete-wording"] ?? 0) > 0 && (total["unknown-card-type"] ?? 0) > 0 && (total["untap-step-trigger"] ?? 0) > 0);
  });

  it("wrong findings found by reading them by hand stay fixed (tokens and emblems, a card and its token, 'to play' meaning cast, set keywords)", function () {
    const messages = (input: string) => lintForeign(at(input), detectFormat(at(input))!, {}).flatMap((r) => r.messages);
    // PokéMTG's 19 tokens and emblems ("Token Emblem — Alder", "Token Artifact — Clue") and BSE2's emblem.
    const poke = messages("cockatrice/Oasiris-pokemtg-cockatrice/pokemtg.xml");
    assert.deepEqual(
      poke.filter((m) => m.ruleId === "unknown-card-type"),
      [],
    );
    // Lines split by escaped <br> are on the <text> line (Cloyster's sorcery-speed sentence was reported at <prop>).
    const pokeReport = lintForeign(at("cockatrice/Oasiris-pokemtg-cockatrice/pokemtg.xml"), "cockatrice", {})[0]!;
    const pokeLines = pokeReport.source.split(/\r\n|\r|\n/);
    const worded = pokeReport.messages.filter((m) => m.ruleId === "obsolete-wording");
    assert.ok(worded.length >= 10);
    for (const m of worded) assert.match(pokeLines[m.line - 1]!, /<text>/, `${m.card}: line ${m.line}`);
    const bse2 = messages("mse/sortilege-inc-bse-archive/BSE Supplement.mse-set");
    assert.ok(!bse2.some((m) => m.ruleId === "unknown-card-type" && m.card === "Asteroid Mining"));
    // "Refugees" the card and "Refugees" its token (stylesheet new-token) are no duplicate.
    assert.ok(!bse2.some((m) => m.ruleId === "duplicate-card-name"));
    // "… cost one colored mana of your choice less to play": play meant cast.
    const moral = bse2.filter((m) => m.card === "Moral Arbitrage" && m.ruleId === "obsolete-wording");
    assert.deepEqual(
      moral.map((m) => /the modern form is '([^']+)'/.exec(m.message)?.[1]),
      ["to cast"],
    );
    // The set's own keywords are declared where cards use them; nothing says their timing is unchecked.
    const r = readForeign(at("mse/sortilege-inc-bse-archive/BSE Supplement.mse-set"), "mse");
    assert.deepEqual(
      r.setKeywords?.map((k) => k.name),
      ["Interchangeable", "Clueless", "Surveil", "Bid", "Retaliate"],
    );
    const declared = emitCards(r.cards, { keywords: r.setKeywords })
      .text.split("\n")
      .filter((l) => l.startsWith("keyword "))
      .map((l) => /^keyword "([^"]+)"/.exec(l)![1]);
    assert.deepEqual(declared, ["Interchangeable", "Clueless", "Bid", "Retaliate"]);
    assert.ok(!bse2.some((m) => /not checked/.test(m.message)));
  });

  it("Be Slightly Evil 2 as an MSE set and as Cockatrice XML: the same cards and the same findings", function () {
    const mse = readForeign(at("mse/sortilege-inc-bse-archive/BSE Supplement.mse-set"), "mse").cards;
    const xml = readForeign(at("cockatrice/sortilege-inc-bse-archive/cards.xml"), "cockatrice").cards.filter((c) => c.set === "BSE2");
    const byName = new Map(xml.map((c) => [c.name, c]));
    const common = mse.filter((c) => byName.has(c.name));
    // The README: 251 names match; MSE's own Cockatrice export wrote prose mana symbols without braces ("pays 3"),
    // so the text is compared with braces removed. The MSE set holds two "Refugees" (the card and its token);
    // one of them must match. One card differs in the files themselves: the XML's Escher has an empty <pt>.
    assert.deepEqual([common.length, new Set(common.map((c) => c.name)).size], [251, 250]);
    const unbraced = (c: ImportedCard) => JSON.stringify(cardShape(c)).replace(/[{}]/g, "");
    const unmatched = [...new Set(common.map((c) => c.name))].filter(
      (n) => !common.some((c) => c.name === n && unbraced(c) === unbraced(byName.get(n)!)),
    );
    assert.deepEqual(unmatched, ["Escher"]);
    const escher = (cards: ImportedCard[]) => cards.find((c) => c.name === "Escher")!.faces[0]!;
    assert.deepEqual([escher(mse).power, escher(xml).power], ["2", undefined]);
    // Same findings per card (rule ids), where the two texts are the same with braces.
    const findings = (cards: ImportedCard[]) => {
      const out = new Map<string, string[]>();
      for (const c of cards) {
        const f = lintDocument(emitCards([c]).text, {})
          .findings.map((x) => x.ruleId)
          .sort();
        out.set(c.name, f);
      }
      return out;
    };
    const exact = common.filter((c) => JSON.stringify(cardShape(c)) === JSON.stringify(cardShape(byName.get(c.name)!)));
    assert.ok(exact.length >= 200, `${exact.length} cards identical with braces`);
    const a = findings(exact);
    const b = findings(exact.map((c) => byName.get(c.name)!));
    for (const c of exact) assert.deepEqual(b.get(c.name), a.get(c.name), c.name);
    assert.ok(
      [...a.values()].some((f) => f.length > 0),
      "some findings to compare",
    );
  });

  it("round trip import → export (Cockatrice, MSE, Forge) → import gives the same cards, for every set", function () {
    const inputs = [
      ...EXPECTED.map((e) => e.set),
      ...readdirSync(at(ARON))
        .filter((d) => d.endsWith(".mse-set"))
        .map((d) => `${ARON}/${d}`),
    ];
    for (const input of inputs) {
      const file = at(input);
      const cards = viaCardScript(readForeign(file, detectFormat(file)!).cards);
      assertRoundTrip(input, cards);
    }
  });

  it("encoded-timing-mismatch on Forge's printed-card scripts: the figure, and Forge's own timing slips found", function () {
    const lines = gunzipSync(readFileSync(corpusFileOrSkip(this, "forge/reeforge-cardsfolder.jsonl.gz")))
      .toString("utf8")
      .split("\n")
      .filter((l) => l);
    let encoded = 0;
    const mismatched: string[] = [];
    for (const l of lines) {
      const rec = JSON.parse(l) as { script: string; file: string };
      const cards = readForgeScript(rec.script, rec.file).cards;
      if (!cards.some((c) => c.faces.some((f) => f.encodedTiming?.length))) continue;
      encoded++;
      const findings = lintDocument(emitCards(cards).text, {}).findings.filter((f) => f.ruleId === "encoded-timing-mismatch");
      if (findings.length) mismatched.push(cards[0]!.name);
    }
    console.log(
      `      ${lines.length} printed scripts, ${encoded} with encoded timing, ${mismatched.length} disagree with their text: ${mismatched.join("; ")}`,
    );
    assert.ok(encoded > 1000, `${encoded} scripts with encoded timing`);
    // Forge scripts whose parameters drop "your" from "during your upkeep" (or add "your" to "any upkeep").
    for (const name of ["Cyclopean Tomb", "Rock Hydra", "Dwarven Armory"]) assert.ok(mismatched.includes(name), name);
  });

  it("round trip on a sample of the printed-card corpus (every 10th MTGJSON record) and of Forge's printed scripts (every 10th)", function () {
    const records = readRecords(readFileSync(corpusFileOrSkip(this, "mtg/cards.jsonl"), "utf8")).filter((_, i) => i % 10 === 0);
    const printed = readCardScript(records.map((r) => recordToCard(r)).join("\n"), "printed.card");
    assert.deepEqual(printed.errors, []);
    assert.ok(printed.cards.length > 2500);
    assertRoundTrip("mtg/cards.jsonl", printed.cards);
    const scripts = gunzipSync(readFileSync(corpusFileOrSkip(this, "forge/reeforge-cardsfolder.jsonl.gz")))
      .toString("utf8")
      .split("\n")
      .filter((l, i) => l && i % 10 === 0);
    const forgeCards = scripts.flatMap((l) => {
      const rec = JSON.parse(l) as { script: string; file: string };
      return readForgeScript(rec.script, rec.file).cards;
    });
    assert.ok(forgeCards.length > 1500);
    assertRoundTrip("reeforge", viaCardScript(forgeCards));
  });
});
