/**
 * Kind: a line a message names, in a foreign format linted in place, in every language. A
 * message that names a line of the generated CardScript ("defined on line 12") names the line of
 * the original file instead — and that file's name when it is another file — in English, German
 * and Spanish alike: the line is moved in the message's data before the template is filled, so no
 * language's wording of "line" is parsed.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { lintForeign } from "../../cli/src/lint/lint-foreign";
import { makeTempDir, removeTempDir, writeFiles } from "./helpers";

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_carddatabase version="4">
<cards>
<card>
<name>Twin</name>
<text>Draw a card.</text>
<prop><type>Sorcery</type><manacost>2U</manacost></prop>
</card>
<card>
<name>Other</name>
<text>Draw two cards.</text>
<prop><type>Sorcery</type><manacost>3U</manacost></prop>
</card>
<card>
<name>Twin</name>
<text>Draw three cards.</text>
<prop><type>Sorcery</type><manacost>4U</manacost></prop>
</card>
</cards>
</cockatrice_carddatabase>
`;

const LINE_WORD = { en: "line", de: "Zeile", es: "línea" } as const;
const OF_FILE = { en: "of", de: "von", es: "de" } as const;

describe("cli: lines named in messages of foreign formats point into the original file, in en, de and es", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
    writeFiles(dir, {
      "cards.xml": XML,
      "forge/a.txt": "Name:Twin\nManaCost:U\nTypes:Instant\nOracle:Draw a card.\n",
      "forge/b.txt": "Name:Twin\nManaCost:U\nTypes:Instant\nOracle:Draw two cards.\n",
    });
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  for (const locale of ["en", "de", "es"] as const) {
    it(`${locale}: the same file — the original line of the first card`, function () {
      const [report] = lintForeign(path.join(dir, "cards.xml"), "cockatrice", { locale });
      const dup = report!.messages.filter((m) => m.ruleId === "duplicate-card-name");
      assert.equal(dup.length, 1);
      assert.equal(dup[0]!.line, 14, "the second Twin's <card> line");
      // The first Twin's <card> is on line 4 of cards.xml (in the generated CardScript it is line 1).
      assert.match(dup[0]!.message, new RegExp(`\\b${LINE_WORD[locale]} 4\\b`));
      assert.doesNotMatch(dup[0]!.message, /\b(?:line|Zeile|línea) 1\b/);
    });

    it(`${locale}: another file — the original line and that file's name`, function () {
      const reports = lintForeign(path.join(dir, "forge"), "forge", { locale });
      const messages = reports.flatMap((r) => r.messages.map((m) => ({ file: path.basename(r.filePath), ...m })));
      const dup = messages.filter((m) => m.ruleId === "duplicate-card-name");
      assert.equal(dup.length, 1);
      assert.equal(dup[0]!.file, "b.txt");
      assert.match(dup[0]!.message, new RegExp(`\\b${LINE_WORD[locale]} 1 ${OF_FILE[locale]} a\\.txt\\b`));
    });
  }
});
