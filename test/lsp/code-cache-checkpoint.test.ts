/**
 * The server bundle runs through V8's code cache (`node-io/code-cache.ts`); after its first
 * diagnostics the server calls the loader's checkpoint, so the cache holds the code of a first
 * analysis even when the editor stops the server right after (as a quick open-and-close does).
 * Over the real protocol: with no cache, start the built server, open a file, wait for its
 * diagnostics — the cache file then says it was written after the top-level code (uptime > 0).
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { LspTestClient, ROOT, testUri } from "./client";

const CACHE_DIR = path.join(ROOT, "dist", ".code-cache");
const serverCaches = () =>
  existsSync(CACHE_DIR) ? readdirSync(CACHE_DIR).filter((f) => f.startsWith("server-main.cjs-") && f.endsWith(".v8cache")) : [];

describe("server code cache checkpoint", function () {
  this.timeout(60_000);
  let client: LspTestClient | undefined;
  afterEach(async () => {
    await client?.dispose();
    client = undefined;
  });

  it("after the first diagnostics the cache is written with the code run so far", async () => {
    for (const f of serverCaches()) rmSync(path.join(CACHE_DIR, f));
    client = await LspTestClient.start();
    const published = await client.open(
      testUri("checkpoint"),
      'card "A" {\n  type: Sorcery\n  text:\n    Cast this spell only during combat.\n}\n',
    );
    assert.ok(published.diagnostics.length > 0, "the server analysed the file");
    const deadline = Date.now() + 20_000;
    let uptime = 0;
    while (Date.now() < deadline) {
      const [file] = serverCaches();
      const bytes = file ? readFileSync(path.join(CACHE_DIR, file)) : undefined;
      uptime = bytes && bytes.length >= 16 ? bytes.readUInt32LE(4) : 0;
      if (uptime > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.ok(uptime > 0, "the cache was written again after the top-level code");
    // The loader's own later point is 3 s after the start: an earlier write is the checkpoint's.
    assert.ok(uptime < 3000, `written at the first diagnostics, not by the 3 s timer (uptime ${uptime} ms)`);
    assert.ok(client.alive, "the server is still running: the write came from the checkpoint, not from its exit");
  });
});
