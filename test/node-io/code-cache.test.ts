/**
 * `node-io/code-cache.ts`: the server and CLI bundles run through V8's code cache. A bundle runs
 * as `require` would run it whatever the cache holds; the cache is written beside the bundle (or
 * in a private per-user temp folder), read back by the next start, and ignored and replaced when
 * it is corrupt, foreign or of another build. Each case starts real Node processes (the cache is
 * written by the process that ran the bundle).
 */
import assert from "node:assert/strict";
import { isAscii } from "node:buffer";
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { crc32 } from "node:zlib";

const MODULE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server/src/node-io/code-cache.ts");
const uid = typeof process.getuid === "function" ? process.getuid() : os.userInfo().username;

/** A bundle whose output shows what CommonJS gives it. */
const BUNDLE = `"use strict";
function helper(n) { let s = 0; for (let i = 0; i < n; i++) s += i; return s; }
module.exports = { answer: helper(10) };
if (process.env.CODE_CACHE_TEST_CHECKPOINT) globalThis[Symbol.for("cardscript.codeCache.checkpoint")]();
if (process.env.CODE_CACHE_TEST_BUSY_MS) { const end = Date.now() + Number(process.env.CODE_CACHE_TEST_BUSY_MS); while (Date.now() < end); }
process.stdout.write(JSON.stringify({
  answer: module.exports.answer,
  dirname: __dirname,
  filename: __filename,
  join: typeof require("node:path").join,
  exportsIsModuleExports: exports === module.exports || Object.keys(exports).length === 0,
}));
`;

describe("code cache of the bundles", () => {
  let dir: string;
  let bundle: string;
  let tmp: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-code-cache-test-"));
    bundle = path.join(dir, "dist", "app-main.cjs");
    mkdirSync(path.dirname(bundle));
    writeFileSync(bundle, BUNDLE);
    tmp = path.join(dir, "tmp");
    mkdirSync(tmp);
    writeFileSync(path.join(dir, "run.ts"), `import { runBundle } from ${JSON.stringify(MODULE)};\nrunBundle(process.argv[2]!);\n`);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const run = (env: Record<string, string> = {}) => {
    const r = spawnSync(process.execPath, ["--import", "tsx", path.join(dir, "run.ts"), bundle], {
      encoding: "utf8",
      env: { ...process.env, TMPDIR: tmp, ...env },
    });
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    assert.deepEqual(out, { answer: 45, dirname: path.dirname(bundle), filename: bundle, join: "function", exportsIsModuleExports: true });
    return r.stderr;
  };
  const cacheDir = () => path.join(path.dirname(bundle), ".code-cache");
  const cacheFiles = (d = cacheDir()) => (existsSync(d) ? readdirSync(d).filter((f) => f.startsWith("app-main.cjs-")) : []);

  it("writes the cache beside the bundle and reads it back: a second start writes nothing", () => {
    // The first run is the longer one (start-up times vary on a busy machine), so the second has no reason to write.
    run({ CODE_CACHE_TEST_BUSY_MS: "1500" });
    const [file] = cacheFiles();
    assert.ok(file, "a cache file beside the bundle");
    assert.match(file!, new RegExp(`-${process.versions.v8.replace(/\./g, "\\.")}-${process.arch}\\.v8cache$`));
    const bytes = readFileSync(path.join(cacheDir(), file!));
    assert.equal(bytes.subarray(0, 4).toString("latin1"), "CSC1");
    assert.ok(bytes.readUInt32LE(4) > 0, "the writer's uptime");
    const before = statSync(path.join(cacheDir(), file!));
    run();
    const after = statSync(path.join(cacheDir(), file!));
    assert.equal(after.mtimeMs, before.mtimeMs, "an accepted cache is not written again by a run like its writer");
    assert.equal(after.ino, before.ino);
  });

  it("a process that runs much longer than the cache's writer writes it again (it has compiled more)", () => {
    run();
    const [name] = cacheFiles();
    const file = path.join(cacheDir(), name!);
    const first = readFileSync(file).readUInt32LE(4);
    run({ CODE_CACHE_TEST_BUSY_MS: String(Math.max(2000, first * 2)) });
    const second = readFileSync(file).readUInt32LE(4);
    assert.ok(second > first * 1.5, `rewritten by the longer run (${first} ms, then ${second} ms)`);
  });

  it("a checkpoint replaces a cache written elsewhere, however long its writer ran; later points never replace it", () => {
    // A long run without a checkpoint (a server stopped before its first diagnostics) writes at its end…
    run({ CODE_CACHE_TEST_BUSY_MS: "1500" });
    const [name] = cacheFiles();
    const file = path.join(cacheDir(), name!);
    assert.equal(readFileSync(file).readUInt32LE(4) & 0x80000000, 0, "not written at a checkpoint");
    // …and a shorter run's checkpoint replaces it.
    const second = run({ CODE_CACHE_TEST_CHECKPOINT: "1", CARDSCRIPT_CODE_CACHE: "trace" });
    assert.match(second, /code cache: written \S+ at checkpoint/, second);
    assert.notEqual(readFileSync(file).readUInt32LE(4) & 0x80000000, 0, "written at the checkpoint");
    // A run whose checkpoint comes no sooner writes nothing (its checkpoint runs after the busy loop)…
    const third = run({ CODE_CACHE_TEST_CHECKPOINT: "1", CODE_CACHE_TEST_BUSY_MS: "1000", CARDSCRIPT_CODE_CACHE: "trace" });
    assert.doesNotMatch(third, /code cache: written /, third);
    // …nor does a much longer run without a checkpoint: V8 drops code not run for a while, so a
    // longer run's cache may lack the start's code.
    const fourth = run({ CODE_CACHE_TEST_BUSY_MS: "4000", CARDSCRIPT_CODE_CACHE: "trace" });
    assert.doesNotMatch(fourth, /code cache: written /, fourth);
    assert.notEqual(readFileSync(file).readUInt32LE(4) & 0x80000000, 0);
  });

  it("a corrupt, truncated or foreign cache file is ignored and replaced; the bundle runs the same", () => {
    run();
    const [name] = cacheFiles();
    const file = path.join(cacheDir(), name!);
    const good = readFileSync(file);
    const damaged = [
      Buffer.from(good).fill(0x41, 100, 200), // data changed: its CRC no longer matches
      good.subarray(0, good.length - 10), // truncated
      Buffer.from("not a cache at all"),
    ];
    // Valid header and CRC around data V8 did not write: V8 rejects it.
    const junk = Buffer.alloc(4096, 7);
    const header = Buffer.from(good.subarray(0, 16));
    header.writeUInt32LE(junk.length, 8);
    header.writeUInt32LE(crc32(junk), 12);
    damaged.push(Buffer.concat([header, junk]));
    for (const bytes of damaged) {
      writeFileSync(file, bytes);
      run();
      assert.deepEqual(readFileSync(file).subarray(0, 4).toString("latin1"), "CSC1");
      assert.ok(readFileSync(file).length > 1000, "replaced by a real cache");
    }
  });

  it("another build of the bundle gets its own file and the old build's file is deleted", () => {
    run();
    const [first] = cacheFiles();
    writeFileSync(bundle, BUNDLE.replace("helper(10)", "helper(10) + 0"));
    run();
    const files = cacheFiles();
    assert.equal(files.length, 1);
    assert.notEqual(files[0], first);
  });

  it("falls back to a private per-user temp folder, and never uses one others can write", () => {
    // The folder beside the bundle cannot be made: a file stands where it would be.
    writeFileSync(cacheDir(), "");
    const shared = path.join(tmp, `cardscript-code-cache-${uid}`);
    mkdirSync(shared, { mode: 0o777 });
    chmodSync(shared, 0o777);
    run();
    assert.deepEqual(cacheFiles(shared), [], "a world-writable folder is not used");
    rmSync(shared, { recursive: true });
    run();
    const [file] = cacheFiles(shared);
    assert.ok(file, "the private folder holds the cache");
    assert.equal(statSync(shared).mode & 0o777, 0o700);
    assert.equal(statSync(path.join(shared, file!)).mode & 0o777, 0o600);
  });

  it("CARDSCRIPT_CODE_CACHE=off writes and reads nothing", () => {
    run({ CARDSCRIPT_CODE_CACHE: "off" });
    assert.deepEqual(cacheFiles(), []);
  });

  it("a bundle with non-ASCII text is decoded as UTF-8, an ASCII one as the same text (with and without a cache)", () => {
    // The loader reads a pure-ASCII bundle as Latin-1 (a copy), any other as UTF-8.
    const text = (source: string) => {
      writeFileSync(bundle, source);
      const outputs = [1, 2].map(() => {
        const r = spawnSync(process.execPath, ["--import", "tsx", path.join(dir, "run.ts"), bundle], {
          encoding: "utf8",
          env: { ...process.env, TMPDIR: tmp },
        });
        assert.equal(r.status, 0, r.stderr);
        return r.stdout;
      });
      assert.equal(outputs[1], outputs[0], "the start with a cache prints the same");
      return JSON.parse(outputs[0]!) as string[];
    };
    const expected = ["it\u2019s \u2014 \u00e9 \ud83c\udccf", "true"];
    const utf8 = 'process.stdout.write(JSON.stringify(["it’s — é 🃏", String(/it’s/u.test("it’s"))])); // é\n';
    const ascii =
      'process.stdout.write(JSON.stringify(["it\\u2019s \\u2014 \\u00e9 \\ud83c\\udccf", String(/it\\u2019s/u.test("it\\u2019s"))]));\n';
    assert.ok(!isAscii(Buffer.from(utf8)) && isAscii(Buffer.from(ascii)));
    assert.deepEqual(text(utf8), expected);
    assert.deepEqual(text(ascii), expected);
  });
});
