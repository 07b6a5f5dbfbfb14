/**
 * Kind: a list of rarities written out in prose beside the rarity table, so the two disagree. The
 * `rarity` field's hover said "Metadata (`common`, `uncommon`, `rare`, `mythic`)" while the table
 * (`RARITY_SPELLINGS`, which completion, the matrix filter and the exports read) also knows
 * `special` and `basic land` and the spellings `m`, `mythic rare`, …; the Forge and Draftmancer
 * export messages listed the letters and words by hand too. Now each reads the table: the hover
 * (en, de, es) names every rarity and every other spelling, and the export messages name exactly
 * the table's Forge letters and the rarities Draftmancer takes.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { RARITIES, RARITY_SPELLINGS } from "../../server/src/games/mtg/formats/card-facts";
import { forgeEditionLeftOut } from "../../server/src/games/mtg/formats/export-forge-edition";
import { draftmancerLeftOut } from "../../server/src/games/mtg/formats/export-draftmancer";
import type { ImportedCard } from "../../server/src/core/game/imported-card";

const SOURCE = `card "P" {\n  cost: {1}\n  type: Artifact\n  rarity: mythic\n}\n`;

/** The words between backticks in `markdown`. */
const codeWords = (markdown: string) => [...markdown.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

describe("kind: rarity words come from the rarity table", function () {
  for (const locale of [undefined, "de", "es"] as const)
    it(`the rarity field's hover (${locale ?? "en"}) names every rarity and every spelling of the table, and nothing else`, function () {
      const model = lintText(SOURCE, { locale }).model;
      const h = hoverAtOffset(model, SOURCE.indexOf("rarity:") + 2);
      assert.ok(h, "a hover on the field name");
      const words = codeWords(h.contents.value).filter((w) => w !== "rarity");
      const table = RARITIES.flatMap((r) => [r, ...RARITY_SPELLINGS[r]]);
      assert.deepEqual([...words].sort(), [...table].sort());
      assert.doesNotMatch(h.contents.value, /\{\{/);
    });

  const card: ImportedCard = { name: "P", faces: [], rarity: "token", source: { file: "p.card", line: 1 } };
  const l10n = lintText(SOURCE).model.l10n;

  it("the Forge export names the table's letters for a rarity it cannot write", function () {
    const [left] = forgeEditionLeftOut([card]);
    const letters = RARITIES.map((r) => RARITY_SPELLINGS[r].find((s) => s.length === 1)!.toUpperCase());
    assert.ok(l10n.t(left!.messageId, left!.data).includes(`(${letters.join(", ")})`), l10n.t(left!.messageId, left!.data));
  });

  it("the Draftmancer export names the table's rarities but 'basic land' for a rarity it cannot write", function () {
    const [left] = draftmancerLeftOut([card], "P");
    const text = l10n.t(left!.messageId, left!.data);
    assert.ok(text.includes(`(${RARITIES.filter((r) => r !== "basic land").join(", ")})`), text);
  });
});
