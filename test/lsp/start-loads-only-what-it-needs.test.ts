/**
 * A server start loads only the Node built-ins its first diagnostics need: `node:crypto` (it
 * initialises OpenSSL) and `node:child_process` cost several ms of every start and are loaded on
 * first use (server/src/node-io/lazy-builtins.ts; the protocol layer's own requires through the
 * bundler's `lazyBuiltins`, esbuild.mjs). Over the real protocol: the built server, with a preload
 * that records `process.moduleLoadList` when the first diagnostics are written. And the bundle is
 * pure ASCII, which its loader reads fastest.
 */
import assert from "node:assert/strict";
import { isAscii } from "node:buffer";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { LspTestClient, ROOT, testUri } from "./client";
import { SUITE_TIMEOUT_MS } from "../helpers/wait";

const PRELOAD = path.join(ROOT, "test", "fixtures", "start", "record-builtins.cjs");
/** Built-ins a first analysis never needs (`crypto`: hashes; `child_process`: git, module resolution). */
const NOT_AT_START = ["NativeModule crypto", "NativeModule child_process"];

describe("server start: built-ins loaded by the first diagnostics", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let client: LspTestClient | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await client?.dispose();
    client = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("loads neither node:crypto nor node:child_process before the first diagnostics", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-start-"));
    const out = path.join(dir, "builtins.json");
    client = await LspTestClient.start({
      nodeArgs: ["--require", PRELOAD],
      env: { CARDSCRIPT_TEST_BUILTINS_OUT: out },
      rootUri: null,
    });
    const published = await client.open(testUri("start-builtins"), 'card "A" {\n  type: Instant\n  text:\n    Draw a card.\n}\n');
    assert.equal(published.diagnostics.length, 0, "the file was analysed (and is clean)");
    const loaded: string[] = JSON.parse(readFileSync(out, "utf8"));
    assert.ok(loaded.includes("NativeModule net"), "the record is the server's module list");
    for (const m of NOT_AT_START) assert.ok(!loaded.includes(m), `${m} was loaded before the first diagnostics`);
  });

  it("the server bundle is pure ASCII, so its loader reads it as one-byte text", () => {
    // Built by esbuild.mjs through scripts/ascii-bundle.mjs; node-io/code-cache.ts reads such a
    // bundle as Latin-1 (a copy) instead of decoding UTF-8 into a two-byte string.
    assert.ok(isAscii(readFileSync(path.join(ROOT, "dist", "server-main.cjs"))), "dist/server-main.cjs has a non-ASCII character");
  });

  it("a hash (workspace diagnostics' result ids) and git (the workspace index) still load them on use", async () => {
    // The server's own lazy loaders, run from source: each returns the real module.
    const { nodeChildProcess, nodeCrypto } = await import("../../server/src/node-io/lazy-builtins");
    assert.equal(nodeCrypto().createHash("sha1").update("a").digest("hex"), "86f7e437faa5a7fce15d1ddcb9eaeaea377667b8");
    assert.equal(typeof nodeChildProcess().spawnSync, "function");
  });
});
