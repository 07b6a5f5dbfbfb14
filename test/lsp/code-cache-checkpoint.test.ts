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
import { SUITE_TIMEOUT_MS, waitUntil } from "../helpers/wait";

const CACHE_DIR = path.join(ROOT, "dist", ".code-cache");
const serverCaches = () =>
  existsSync(CACHE_DIR) ? readdirSync(CACHE_DIR).filter((f) => f.startsWith("server-main.cjs-") && f.endsWith(".v8cache")) : [];

describe("server code cache checkpoint", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let client: LspTestClient | undefined;
  afterEach(async () => {
    await client?.dispose();
    client = undefined;
  });

  it("after the first diagnostics the cache is written with the code run so far", async function () {
    for (const f of serverCaches()) rmSync(path.join(CACHE_DIR, f));
    // The loader's trace says at which point it wrote: the checkpoint, not the 3 s timer or the exit
    // (an uptime figure would depend on how loaded the machine is).
    client = await LspTestClient.start({ env: { CARDSCRIPT_CODE_CACHE: "trace" } });
    const published = await client.open(
      testUri("checkpoint"),
      'card "A" {\n  type: Sorcery\n  text:\n    Cast this spell only during combat.\n}\n',
    );
    assert.ok(published.diagnostics.length > 0, "the server analysed the file");
    const c = client;
    // On a machine so loaded that the first diagnostics came after the 3 s timer had written the
    // cache, the checkpoint rightly writes nothing more: nothing to check then.
    if (/ at 3 s timer /.test(c.stderr)) this.skip();
    const written = await waitUntil(() => /cardscript code cache: written (\S+) at (\S+)/.exec(c.stderr) ?? undefined, "the cache's write");
    assert.equal(written[2], "checkpoint", c.stderr);
    const bytes = readFileSync(written[1]!);
    assert.ok(bytes.length >= 16 && bytes.readUInt32LE(4) > 0, "the cache was written after the top-level code");
    assert.ok(client.alive, "the server is still running: the write came from the checkpoint, not from its exit");
  });
});
