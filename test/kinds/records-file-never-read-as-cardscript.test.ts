/**
 * Kind: a file of card records (MTGJSON/Scryfall `.json`/`.jsonl`, what `cardscript import`
 * reads) given to a command that reads CardScript. `lint cards.jsonl` — a natural first try, since
 * `lint` reads MSE sets, Cockatrice XML and Forge scripts in place — printed one syntax error per
 * JSON token (25,488 errors for 500 records), `export` listed them all, and `timeline` drew an
 * empty map. All three now refuse the file (exit 2) and say to import it first.
 */
import assert from "node:assert/strict";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

const RECORDS =
  [
    { name: "Zap Sorcery", type_line: "Sorcery", mana_cost: "{R}", oracle_text: "Cast this spell only during combat." },
    { name: "Plain Bear", type_line: "Creature — Bear", mana_cost: "{1}{G}", power: "2", toughness: "2" },
  ]
    .map((r) => JSON.stringify(r))
    .join("\n") + "\n";

describe("kind: a card-records file is never read as CardScript", function () {
  let dir: string;
  before(function () {
    dir = makeTempDir();
    writeFiles(dir, { "cards.jsonl": RECORDS, "cards.JSON": `[${RECORDS.trim().split("\n").join(",")}]` });
  });
  after(function () {
    removeTempDir(dir);
  });

  const advice = (file: string) =>
    new RegExp(
      `${file.replace(".", "\\.")}: holds card records \\(MTGJSON/Scryfall JSON\\), not CardScript: import it first \\(cardscript import ${file.replace(".", "\\.")} --out cards/\\)`,
    );

  for (const file of ["cards.jsonl", "cards.JSON"]) {
    it(`lint, export and timeline refuse ${file} with the import advice, exit 2, no syntax-error flood`, function () {
      for (const args of [
        ["lint", file],
        ["export", file, "--format", "forge", "--out", "forge"],
        ["timeline", file],
      ]) {
        const r = runCli(args, dir);
        assert.equal(r.code, 2, `${args.join(" ")}: ${r.stderr}`);
        assert.match(r.stderr, advice(file));
        assert.doesNotMatch(r.stdout + r.stderr, /syntax.error/i);
      }
    });
  }

  it("the advice works: import, then lint the .card files", function () {
    const imp = runCli(["import", "cards.jsonl", "--out", "cards"], dir);
    assert.equal(imp.code, 0, imp.stderr);
    const lint = runCli(["lint", "cards", "--format", "json"], dir);
    assert.equal(lint.code, 1);
    const ids = (JSON.parse(lint.stdout) as { messages: { ruleId: string }[] }[]).flatMap((r) => r.messages.map((m) => m.ruleId));
    assert.deepEqual(ids, ["impossible-timing"]);
  });
});
