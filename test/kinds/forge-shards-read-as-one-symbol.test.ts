/**
 * Kind: a Forge mana shard read as MSE shorthand. Forge separates symbols by spaces and writes a
 * hybrid as its two colors (`BR`) and a Phyrexian symbol with a leading `P` (`PW`); read as MSE
 * shorthand, `BR` became two symbols (Avatar of Discord imported as {B}{R}{B}{R}{B}{R}, mana
 * value 6 instead of 3, without a word) and `PW` an unknown `{P}` (an invalid-mana-cost ERROR on
 * the printed cards Norn's Annex and Corrosive Gale). Both places that read Forge costs had it:
 * `ManaCost:` and the `Cost$` of spells and abilities (there such shards were dropped). The proof
 * is the real corpus: every Forge script of a printed single-faced card gets the Oracle cost.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { readForgeScript } from "../../server/src/games/mtg/formats/forge";
import { forgeShardsToBraces } from "../../server/src/games/mtg/formats/mana-shorthand";
import { lintText } from "../../server/src/app/service";
import { emitCards } from "../../server/src/core/import/emit";
import { corpusFileOrSkip } from "../helpers/corpus";

const script = (...lines: string[]) => lines.join("\n");

/** Symbols as a sorted multiset, hybrid colors sorted inside a symbol (Forge writes `UW` where Oracle has `{W/U}`). */
const symbols = (cost: string) =>
  [...cost.matchAll(/\{([^}]*)\}/g)]
    .map((m) => {
      const parts = m[1]!.split("/");
      const phyrexian = parts.includes("P");
      return (
        parts
          .filter((p) => p !== "P")
          .sort()
          .join("/") + (phyrexian ? "/P" : "")
      );
    })
    .sort()
    .join(",");

describe("kind: a Forge mana shard is one symbol", function () {
  it("reads two-color shards as hybrid and P-shards as Phyrexian, next to the forms it read before", function () {
    assert.deepEqual(
      ["3 BR BR", "3 PW PW", "X PG", "2 UW UW", "PBG", "1 U/B 2/W W/P", "no cost", "BR"].map((c) => forgeShardsToBraces(c)),
      [
        { cost: "{3}{B/R}{B/R}", unreadable: [] },
        { cost: "{3}{W/P}{W/P}", unreadable: [] },
        { cost: "{X}{G/P}", unreadable: [] },
        { cost: "{2}{U/W}{U/W}", unreadable: [] },
        { cost: "{B/G/P}", unreadable: [] },
        { cost: "{1}{U/B}{2/W}{W/P}", unreadable: [] },
        { cost: "", unreadable: [] },
        { cost: "{B/R}", unreadable: [] },
      ],
    );
  });

  it("Norn's Annex: no invalid-mana-cost error, and its Cost$ PW is read as {W/P}", function () {
    const r = readForgeScript(
      script(
        "Name:Norn's Annex",
        "ManaCost:3 PW PW",
        "Types:Artifact",
        "A:AB$ Draw | Cost$ PW T | NumCards$ 1 | SorcerySpeed$ True | SpellDescription$ Draw a card. Activate only as a sorcery.",
        "Oracle:({W/P} can be paid with either {W} or 2 life.)\\n{W/P}, {T}: Draw a card. Activate only as a sorcery.",
      ),
      "norns_annex.txt",
    );
    const face = r.cards[0]!.faces[0]!;
    assert.equal(face.cost, "{3}{W/P}{W/P}");
    assert.deepEqual(
      face.encodedTiming?.map((t) => [t.subject, t.cost]),
      [["activated", "{W/P}{T}"]],
    );
    assert.deepEqual(r.warnings, []);
    const linted = lintText(emitCards(r.cards).text);
    assert.deepEqual(
      linted.findings.filter((f) => f.severity === "error" || f.severity === "warning").map((f) => f.ruleId),
      [],
    );
  });

  it("every Forge script of a printed single-faced card gets its Oracle mana cost (real corpus)", function () {
    const forge = corpusFileOrSkip(this, "forge/reeforge-cardsfolder.jsonl.gz");
    const oracle = new Map<string, string>();
    for (const line of readFileSync(corpusFileOrSkip(this, "mtg/cards.jsonl"), "utf8").split("\n")) {
      if (!line) continue;
      const r = JSON.parse(line) as { name: string; manaCost: string | null };
      if (!r.name.includes("//")) oracle.set(r.name, r.manaCost ?? "");
    }
    let compared = 0;
    let hybridOrPhyrexian = 0;
    const wrong: string[] = [];
    for (const line of gunzipSync(readFileSync(forge)).toString("utf8").split("\n")) {
      if (!line) continue;
      const r = JSON.parse(line) as { name: string; script: string };
      const expected = oracle.get(r.name);
      if (expected === undefined) continue;
      const card = readForgeScript(r.script, "x.txt").cards[0];
      if (!card || card.faces.length !== 1) continue;
      compared++;
      if (expected.includes("/")) hybridOrPhyrexian++;
      const ours = card.faces[0]!.cost ?? "";
      if (symbols(ours) !== symbols(expected)) wrong.push(`${r.name}: ${ours} (Oracle ${expected})`);
    }
    assert.ok(compared > 15_000, `compared ${compared} cards`);
    assert.ok(hybridOrPhyrexian > 300, `only ${hybridOrPhyrexian} hybrid or Phyrexian costs compared`);
    assert.deepEqual(wrong.slice(0, 20), [], `${wrong.length} of ${compared} costs differ from Oracle`);
  });
});
