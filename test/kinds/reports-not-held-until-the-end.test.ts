/**
 * Kind: a run holds every file's report (or text) until the end, or reads every file before it
 * prints the first. `cardscript lint` used to read every file first for its card names (to find
 * duplicate names across files), lint early the files whose names might clash and hold their
 * reports to their turn: its peak memory grew with the input. It now lints and prints each file as
 * it is read; duplicates come from a name index built on the way ({@link StreamedNames}), which
 * finds the same duplicates as a check over all the files at once ({@link CrossFileNames}): a
 * file's cards named in an earlier file at once, the earlier file's when the later file is read.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { runCli } from "../../cli/src/program";
import type { CliIo } from "../../cli/src/io";
import { CrossFileNames, StreamedNames, type CardName, type CrossFileDuplicate } from "../../cli/src/lint/cross-file";
import { lintFiles } from "../../cli/src/lint/lint-files";
import { CARDS, makeTempDir, removeTempDir, runCli as runBuiltCli, writeFiles } from "../cli/helpers";
import { rng } from "../helpers/rng";

const card = (name: string, type: string) => `card "${name}" {\n  type: ${type}\n}\n`;

/** Random files (sorted keys) with names from a small pool: case variants, repeats within a file, a token name space, unnamed cards. */
function randomFiles(seed: number): [string, CardName[]][] {
  const next = rng(seed);
  const pool = ["Elf", "elf", "ELF", "Bear", "Wall", "Ooze", ""];
  const files: [string, CardName[]][] = [];
  const count = 1 + Math.floor(next() * 8);
  for (let f = 0; f < count; f++) {
    const names: CardName[] = [];
    const cards = Math.floor(next() * 4);
    for (let c = 0; c < cards; c++) {
      const name = pool[Math.floor(next() * pool.length)]!;
      const start = c * 100 + 6;
      names.push({
        name,
        span: { start, end: start + name.length + 2 },
        start: { line: c * 5, character: 5 },
        end: { line: c * 5, character: 7 + name.length },
        ...(next() < 0.2 ? { nameSpace: "token" } : {}),
      });
    }
    files.push([`/d/f${String(f).padStart(2, "0")}.card`, names]);
  }
  return files;
}

const show = (d: CrossFileDuplicate) => `${d.card.name}@${d.card.span.start} -> ${d.other.key}:${d.other.line}`;

async function runInProcess(args: string[], cwd: string, onWrite: (text: string) => void): Promise<string> {
  let stdout = "";
  const io: CliIo = {
    stdout: {
      write: (t: string) => {
        stdout += t;
        onWrite(t);
      },
    },
    stderr: { write: () => true },
    env: {},
    cwd,
  };
  await runCli(args, io);
  return stdout;
}

describe("kind: reports are not held until the end of a run", function () {
  this.timeout(60_000);
  let dir: string;
  beforeEach(() => (dir = makeTempDir()));
  afterEach(() => removeTempDir(dir));

  it("the streamed name index finds exactly the duplicates of a check over all files (random files)", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const files = randomFiles(seed);
      const all = new CrossFileNames();
      for (const [key, names] of files) all.set(key, names);
      const streamed = new StreamedNames();
      const found = new Map<string, CrossFileDuplicate[]>(files.map(([key]) => [key, []]));
      for (const [key, names] of files) {
        const r = streamed.add(key, names);
        found.get(key)!.push(...r.own);
        for (const e of r.earlier) {
          assert.ok(e.key < key, `seed ${seed}: late duplicates only for earlier files`);
          found.get(e.key)!.push(...e.duplicates);
        }
      }
      for (const [key] of files) {
        const got = found.get(key)!.map(show).sort();
        const want = all.duplicates(key).map(show).sort();
        assert.deepEqual(got, want, `seed ${seed}, ${key}`);
      }
      const withDuplicates = files.map(([k]) => k).filter((k) => all.duplicates(k).length > 0);
      assert.deepEqual([...streamed.withDuplicates].sort(), withDuplicates, `seed ${seed}`);
    }
  });

  it("a file's report is printed before the next file is read", async () => {
    writeFiles(dir, { "a.card": CARDS.error, "b.card": card("Bee", "Instnt") });
    let rewritten = false;
    const out = await runInProcess(["lint", "."], dir, (t) => {
      // Once a.card's report is out, b.card is made clean: a run that read b.card first reports it.
      if (!rewritten && t.includes("a.card")) {
        writeFileSync(path.join(dir, "b.card"), card("Bee", "Instant"));
        rewritten = true;
      }
    });
    assert.ok(rewritten, out);
    assert.doesNotMatch(out, /b\.card/, "b.card was read after a.card's report was printed");
  });

  it("a card named again in a later file: the earlier file's duplicate comes when the later one is read, in every format", () => {
    writeFiles(dir, {
      "a.card": card("Twin", "Instant"),
      "b.card": card("Other", "Instnt"),
      "c.card": card("TWIN", "Sorcery"),
      "bad.card": Buffer.from([0x41, 0x0a, 0xe4, 0x0a]),
    });
    const expected = [
      ["a.card", ["duplicate-card-name"]],
      ["b.card", ["unknown-card-type"]],
      ["c.card", ["duplicate-card-name"]],
    ];
    const files = ["a.card", "b.card", "bad.card", "c.card"].map((f) => path.join(dir, f));
    const result = lintFiles(files);
    assert.deepEqual(
      result.reports.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId)]),
      expected,
    );
    assert.match(result.failures[0]!.message, /bad\.card is not (?:valid )?UTF-8/);
    // JSON: one entry per file in path order, a.card's late duplicate sorted into its entry.
    const json = runBuiltCli(["lint", ".", "--format", "json"], dir);
    const reports = JSON.parse(json.stdout) as {
      filePath: string;
      messages: { ruleId: string; message: string }[];
      warningCount: number;
    }[];
    assert.deepEqual(
      reports.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId)]),
      expected,
    );
    assert.match(reports[0]!.messages[0]!.message, /c\.card on line 1/);
    assert.equal(reports[0]!.warningCount, 1);
    // Stylish: b.card's section, then a.card's duplicate (found when c.card was read), then c.card's.
    const stylish = runBuiltCli(["lint", "."], dir).stdout;
    const order = [...stylish.matchAll(/^([abc])\.card$/gm)].map((m) => m[1]);
    assert.deepEqual(order, ["b", "a", "c"], stylish);
    assert.match(stylish, /3 problems \(1 error, 2 warnings, 0 info\)/);
  });
});
