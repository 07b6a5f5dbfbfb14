/**
 * `unknown-named-card` across the files of one `cardscript lint` run: a card named in one file and
 * defined in another linted file is no unknown card (the rule itself sees one file); a name no
 * linted file defines is still reported, with the counts of the report adjusted.
 */
import assert from "node:assert/strict";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const card = (name: string, text: string) => `card "${name}" {\n  cost: {1}{R}\n  type: Sorcery\n  text:\n    ${text}\n}\n`;
const A =
  card("Spark", "Spark deals 1 damage to any target.") +
  "\n" +
  card("Call", "Search your library for a card named Gale Bolt or named Lost Bolt, reveal it, then shuffle.");
const B = card("Gale Bolt", "Gale Bolt deals 3 damage to any target.");

interface Report {
  filePath: string;
  infoCount: number;
  messages: { ruleId: string; message: string; severity: number }[];
}

function named(dir: string, files: string[]): { reports: Report[]; names: string[] } {
  const reports = JSON.parse(runCli(["lint", ...files, "--format", "json"], dir).stdout) as Report[];
  const names = reports.flatMap((r) =>
    r.messages.filter((m) => m.ruleId === "unknown-named-card").map((m) => /'([^']+)'/.exec(m.message)![1]!),
  );
  return { reports, names };
}

describe("cli: unknown-named-card across files", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
    writeFiles(dir, { "a.card": A, "b.card": B });
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("alone, a file reports both names it does not define", function () {
    assert.deepEqual(named(dir, ["a.card"]).names, ["Gale Bolt", "Lost Bolt"]);
  });

  it("with the file that defines one, only the other is reported, and the info count follows", function () {
    const { reports, names } = named(dir, ["a.card", "b.card"]);
    assert.deepEqual(names, ["Lost Bolt"]);
    const a = reports.find((r) => r.filePath.endsWith("a.card"))!;
    assert.equal(a.infoCount, a.messages.filter((m) => m.severity === 0).length);
    assert.ok(a.messages.some((m) => m.ruleId === "unknown-named-card"));
  });

  it("the streamed run: a name a later file defines is dropped in every format, with workers and from the cache", function () {
    this.timeout(30000);
    const json = (extra: string[]) =>
      (JSON.parse(runCli(["lint", "a.card", "b.card", "--format", "json", ...extra], dir).stdout) as Report[]).flatMap((r) =>
        r.messages.filter((m) => m.ruleId === "unknown-named-card").map((m) => m.message),
      );
    const plain = json([]);
    assert.equal(plain.length, 1);
    assert.deepEqual(json(["--concurrency", "2"]), plain);
    assert.deepEqual(json(["--cache", "--cache-location", "c.json"]), plain);
    assert.deepEqual(json(["--cache", "--cache-location", "c.json"]), plain, "warm cache");
    const stylish = runCli(["lint", "a.card", "b.card", "--format", "stylish"], dir).stdout;
    assert.match(stylish, /Lost Bolt/);
    assert.doesNotMatch(stylish, /Gale Bolt'/);
  });
});
