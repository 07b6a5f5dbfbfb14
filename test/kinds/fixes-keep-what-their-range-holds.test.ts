/**
 * Kind: a fix that drops what its range holds besides the words it changes. The Spanish old clause
 * "una vez cada turno" is read with the sentence's final period (the period belongs to the last
 * piece), but its fix wrote the modern words without it: `--fix` turned "… cada turno." into
 * "… por turno" and "… cada turno. Roba." into "… por turno Roba." Every fix of an old German or
 * Spanish form (and its English counterpart) is applied here, at the end of a sentence, before
 * another sentence and without a period: the letters may change, the punctuation and every
 * character outside the fixed words may not.
 */
import assert from "node:assert/strict";
import { lintText } from "../../server/src/app/service";
import { applyFix } from "../helpers/apply";

const card = (lang: string, line: string) =>
  `${lang === "en" ? "" : `lang ${lang}\n\n`}card "T" {\n  cost: {1}\n  type: Artifact\n  text: ${line}\n}\n`;

/** [lang, a line whose old form has a fix]. */
const OLD: [string, string][] = [
  ["es", "{4}: Roba una carta. Activa esto solo una vez cada turno"],
  ["es", "{4}: Roba una carta. Juega esta habilidad sólo como un conjuro"],
  ["es", "{4}: Roba una carta. Activa esto sólo durante tu turno"],
  ["de", "{4}: Ziehe eine Karte. Spiele diese Fähigkeit nur wie eine Hexerei"],
  ["en", "{4}: Draw a card. Play this ability only any time you could play a sorcery"],
];

/** The text with every letter and digit removed: what no wording fix may change. */
const punctuation = (s: string) => s.replace(/[\p{L}\p{N}\p{M}]+/gu, "").replace(/ +/g, " ");

describe("kind: fixes keep what their range holds besides the words they change", function () {
  for (const [lang, line] of OLD) {
    for (const [where, tail] of [
      ["at the end of the line", "."],
      ["before another sentence", ". Draw."],
      ["without a period", ""],
    ] as const) {
      it(`${lang}: "${line}${tail}" (${where})`, function () {
        const src = card(lang, `${line}${tail}`);
        const fixes = lintText(src).findings.flatMap((f) => (f.fixes ?? []).map((x) => ({ rule: f.ruleId, fix: x })));
        assert.ok(fixes.length > 0, "the old form has a fix");
        for (const { rule, fix } of fixes) {
          const after = applyFix(src, fix);
          assert.equal(punctuation(after), punctuation(src), `${rule}: ${fix.title}\n${after}`);
        }
      });
    }
  }
});
