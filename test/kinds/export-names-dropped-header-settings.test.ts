/**
 * Kind: an export that silently leaves out a file-wide setting the card formats cannot hold.
 * Keyword declarations were already named when left out; a file's `lang de` / `lang es` and
 * `rules <edition>` lines were not. Exported and read back (or linted in place), German or Spanish
 * card text is checked as English, so its timing findings vanish without a word (an export of
 * the examples went from 12 errors to 5). Every export format now names each file and setting it
 * leaves out; English files without a `rules` line get no such warning.
 */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import path from "node:path";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

const GERMAN = `lang de

card "Ruf der Tiefe" {
  cost: {1}{B}
  type: Enchantment
  text:
    Zu Beginn deines Enttappsegments ziehst du eine Karte.
}
`;
const SPANISH = `lang es

card "Rayo Tardío" {
  cost: {R}
  type: Sorcery
  text:
    Lanza este hechizo solo durante el combate.
}
`;
const OLD_RULES = `rules 2025-09

card "Old Rules Bear" {
  cost: {1}{G}
  type: Creature — Bear
  stats: 2/2
}
`;
const ENGLISH = `card "Plain Bear" {
  cost: {1}{G}
  type: Creature — Bear
  stats: 2/2
}
`;

describe("kind: an export names the header settings it leaves out", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
    writeFiles(dir, { "set/de.card": GERMAN, "set/es.card": SPANISH, "set/old.card": OLD_RULES, "plain/en.card": ENGLISH });
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  for (const [format, out] of [
    ["cockatrice", "set.xml"],
    ["mse", "set.mse-set"],
    ["forge", "forge"],
  ] as const) {
    it(`${format}: names lang de, lang es and the rules edition, file by file, and still writes the cards`, function () {
      const lint = runCli(["lint", "set", "--format", "json"], dir);
      assert.equal(lint.code, 1, "the German and Spanish cards have timing errors while they are .card files");
      const r = runCli(["export", "set", "--format", format, "--out", out], dir);
      assert.equal(r.code, 0, r.stderr);
      assert.ok(existsSync(path.join(dir, out)));
      const set = `set${path.sep === "\\" ? "\\\\" : "/"}`;
      assert.match(
        r.stderr,
        new RegExp(
          `warning: .* has no place for the language of the card text; read back, it is checked as English text: ${set}de\\.card \\(lang de\\), ${set}es\\.card \\(lang es\\)\\n`,
        ),
      );
      assert.match(
        r.stderr,
        new RegExp(
          `warning: .* has no place for the rules edition; read back, the newest rules apply: ${set}old\\.card \\(rules 2025-09\\)\\n`,
        ),
      );
    });
  }

  it("an English file without a rules line exports without such a warning", function () {
    const r = runCli(["export", "plain", "--format", "cockatrice", "--out", "plain.xml"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, "");
  });
});
