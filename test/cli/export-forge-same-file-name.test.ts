/**
 * `cardscript export --format forge`: two cards of one run with the same Forge file name (the same
 * card name, or names that differ only in what Forge's file names leave out) are both written,
 * under distinct names, and a warning in the run's language says which card went where.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { distinctFileNames } from "../../cli/src/commands/export";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const bear = (name: string, cost: string) => `card "${name}" {\n  cost: ${cost}\n  type: Creature — Bear\n  stats: 2/2\n}\n`;

describe("cli: export --format forge with two cards of the same file name", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
    writeFiles(dir, { "a.card": bear("Bear", "{1}{G}") + bear("Bear", "{2}{G}"), "b.card": bear("Bear!", "{G}") });
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("writes every card to its own file and names each renamed one (English)", function () {
    const r = runCli(["export", "a.card", "b.card", "--format", "forge", "--out", "forge"], dir);
    assert.equal(r.code, 0, r.stderr);
    const files = readdirSync(path.join(dir, "forge")).sort();
    assert.deepEqual(files, ["bear.txt", "bear_2.txt", "bear_3.txt"]);
    const cost = (f: string) => /^ManaCost:(.*)$/m.exec(readFileSync(path.join(dir, "forge", f), "utf8"))?.[1];
    assert.deepEqual(files.map(cost), ["1 G", "2 G", "G"]);
    assert.deepEqual(r.stderr.trim().split("\n"), [
      "cardscript: warning: Bear: bear.txt was already written in this run for 'Bear'; wrote bear_2.txt instead",
      "cardscript: warning: Bear!: bear.txt was already written in this run for 'Bear'; wrote bear_3.txt instead",
    ]);
  });

  it("says so in German and Spanish", function () {
    const de = runCli(["export", "a.card", "--format", "forge", "--out", "de", "--locale", "de"], dir);
    assert.equal(
      de.stderr.trim(),
      "cardscript: Warnung: Bear: bear.txt wurde in diesem Lauf schon für 'Bear' geschrieben; stattdessen bear_2.txt geschrieben",
    );
    const es = runCli(["export", "a.card", "--format", "forge", "--out", "es", "--locale", "es"], dir);
    assert.equal(
      es.stderr.trim(),
      "cardscript: advertencia: Bear: bear.txt ya se escribió en esta ejecución para 'Bear'; se escribió bear_2.txt en su lugar",
    );
  });

  it("distinct names compare case-insensitively and skip names a later card takes itself; one file per card stays silent", function () {
    const renamed: string[] = [];
    const names = distinctFileNames(
      [
        { name: "a.txt", text: "1", card: "A" },
        { name: "A.txt", text: "2", card: "a" },
        { name: "a_2.txt", text: "3", card: "A 2" },
        { name: "b.txt", text: "4", card: "B" },
      ],
      (f, name, first) => renamed.push(`${f.card} → ${name} (first: ${first.card})`),
    ).map((f) => f.name);
    assert.deepEqual(names, ["a.txt", "A_2.txt", "a_2_2.txt", "b.txt"]);
    assert.deepEqual(renamed, ["a → A_2.txt (first: A)", "A 2 → a_2_2.txt (first: a)"]);
  });
});
