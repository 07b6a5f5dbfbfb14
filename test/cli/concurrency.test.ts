/**
 * `cardscript lint --concurrency auto|off|N`: the main thread and N − 1 workers lint the files, a
 * batch each in turn, and the output is
 * byte for byte that of one thread in every format — findings, cross-file duplicates (found late
 * and early), an unreadable file, `--cache` and `--fix` included.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { AUTO_MIN_FILES, BATCH_SIZE, parseConcurrency, threadCount } from "../../cli/src/lint/concurrency";
import { FORMATS } from "./golden-input";
import { PROJECT_ROOT } from "../helpers/corpus";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const card = (name: string, type: string, text = "") => `card "${name}" {\n  type: ${type}\n${text ? `  text:\n    ${text}\n` : ""}}\n`;

/** Enough files that every worker gets several, with errors, warnings, duplicates across files and an unreadable file. */
function manyFiles(): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = {
    "a/err.card": CARDS.error,
    "a/warn.card": CARDS.warning,
    "a/twin.card": card("Twin", "Instant"),
    "z/twin.card": card("TWIN", "Sorcery"),
    "m/bad.card": Buffer.from([0x41, 0x0a, 0xe4, 0x0a]),
  };
  // More than a batch per thread, so that the main thread and the workers each lint some.
  for (let i = 0; i < 3 * BATCH_SIZE + 10; i++) {
    files[`m/f${String(i).padStart(3, "0")}.card`] = card(`Card ${i % 30}`, i % 7 === 0 ? "Instnt" : "Instant", "Draw a card.");
  }
  return files;
}

describe("cli: lint --concurrency", function () {
  this.timeout(120_000);
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
    writeFiles(dir, manyFiles());
  });
  afterEach(() => removeTempDir(dir));

  for (const format of FORMATS) {
    it(`--concurrency 2 prints exactly what --concurrency off prints (${format})`, () => {
      const off = runCli(["lint", ".", "--format", format, "--concurrency", "off"], dir);
      const two = runCli(["lint", ".", "--format", format, "--concurrency", "2"], dir);
      assert.ok(off.stdout.length > 0);
      assert.equal(two.stdout, off.stdout);
      assert.equal(two.stderr, off.stderr);
      assert.equal(two.code, off.code);
      assert.equal(off.code, 2, "the unreadable file fails the run");
    });
  }

  it("the same with --cache (cold and warm) and with --fix", () => {
    const off = runCli(["lint", ".", "--format", "json", "--concurrency", "off"], dir).stdout;
    const cacheArgs = ["lint", ".", "--format", "json", "--cache", "--concurrency", "2"];
    assert.equal(runCli(cacheArgs, dir).stdout, off, "cold, --cache");
    assert.equal(runCli(cacheArgs, dir).stdout, off, "warm, --cache");
    // With 3 threads, file 2 (a/warn.card) is in the main thread's first batch and file 104
    // (m/f100.card) in the first worker's.
    writeFiles(dir, { "m/f100.card": CARDS.warning });
    const before = readFileSync(path.join(dir, "a/warn.card"), "utf8");
    const fixed = runCli(["lint", ".", "--fix", "--concurrency", "3"], dir);
    assert.notEqual(readFileSync(path.join(dir, "a/warn.card"), "utf8"), before, "the main thread wrote the fix");
    assert.equal(
      readFileSync(path.join(dir, "m/f100.card"), "utf8"),
      readFileSync(path.join(dir, "a/warn.card"), "utf8"),
      "a worker wrote it",
    );
    assert.match(fixed.stderr, /fixed/i);
  });

  it("each file is linted under its own folder's configuration (options are sent to a worker once per configuration)", () => {
    // Files of two configurations interleaved in path order, so every batch carries both.
    const files: Record<string, string> = {
      "cardscript.json": JSON.stringify({ rules: { "unknown-card-type": "warning" } }),
      "q/cardscript.json": JSON.stringify({ rules: { "unknown-card-type": "off" } }),
    };
    const n = 2 * BATCH_SIZE;
    for (let i = 0; i < n; i++) files[`${i % 2 ? "p" : "q"}/g${String(i).padStart(3, "0")}.card`] = card(`Other ${i}`, "Instnt");
    writeFiles(dir, files);
    const off = runCli(["lint", ".", "--format", "json", "--concurrency", "off"], dir);
    const two = runCli(["lint", ".", "--format", "json", "--concurrency", "2"], dir);
    assert.equal(two.stdout, off.stdout);
    const reports = JSON.parse(off.stdout) as { filePath: string; messages: { ruleId: string; severity: number }[] }[];
    const unknownCardType = (folder: string) =>
      reports
        .filter((r) => r.filePath.includes(`${path.sep}${folder}${path.sep}g`))
        .map((r) => r.messages.filter((m) => m.ruleId === "unknown-card-type").length);
    assert.deepEqual(unknownCardType("q"), new Array(n / 2).fill(0), "off in q/");
    assert.deepEqual(unknownCardType("p"), new Array(n / 2).fill(1), "a warning in p/");
  });

  it("workers end by themselves, so the next run's workers start from the code cache they wrote", () => {
    // A worker ended by `terminate()` never reached the point where the code cache is written.
    const cacheDir = path.join(PROJECT_ROOT, "dist", ".code-cache");
    const workerCaches = () => (existsSync(cacheDir) ? readdirSync(cacheDir).filter((f) => f.startsWith("cli-worker-main.cjs-")) : []);
    for (const f of workerCaches()) rmSync(path.join(cacheDir, f), { force: true });
    const trace = { CARDSCRIPT_CODE_CACHE: "trace" };
    const first = runCli(["lint", ".", "--concurrency", "2"], dir, trace);
    assert.match(first.stderr, /code cache: written \S+cli-worker-main\.cjs-\S+ at exit/);
    assert.equal(workerCaches().length, 1);
    const second = runCli(["lint", ".", "--concurrency", "2"], dir, trace);
    assert.match(second.stderr, /code cache: used \S+cli-worker-main\.cjs-/);
    assert.equal(second.stdout, first.stdout);
  });

  it("rejects a value that is not auto, off or a positive integer (exit 2)", () => {
    const r = runCli(["lint", ".", "--concurrency", "0"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /expected auto, off or a positive integer/);
  });

  it("auto uses more threads on large runs only, never more than one per core", () => {
    assert.deepEqual(["auto", "off", "3", " 2 "].map(parseConcurrency), ["auto", "off", 3, 2]);
    for (const bad of ["0", "-1", "1.5", "many"]) assert.throws(() => parseConcurrency(bad));
    assert.equal(threadCount("off", 10_000, 8), 1);
    assert.equal(threadCount(1, 10_000, 8), 1, "one thread: the main thread alone");
    assert.equal(threadCount("auto", AUTO_MIN_FILES - 1, 8), 1);
    assert.equal(threadCount("auto", 30_000, 1), 1, "one core: one thread");
    assert.equal(threadCount("auto", 30_000, 2), 2);
    assert.ok(threadCount("auto", 30_000, 64) <= 4);
    assert.equal(threadCount(4, 3, 2), 3, "no more threads than files");
    assert.equal(threadCount(99_999, 30_000, 2), 4, "no more threads than cores, at least 4 (99999 ran out of memory)");
    assert.equal(threadCount(12, 30_000, 16), 12);
  });
});
