/**
 * Kind: a server stopped early leaves no code cache. The server bundle runs through V8's code
 * cache (`node-io/code-cache.ts`), which was written only after the first diagnostics, 3 s after
 * the start or when the event loop emptied: a client that stopped the server sooner — `shutdown`
 * and `exit` (the server then calls `process.exit`) or SIGTERM — left none, so every start
 * compiled the bundle again. Over the real protocol, with `CARDSCRIPT_CODE_CACHE=trace`: with no
 * cache, start the built server, initialize, stop it; the next start reports using the cache.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { LspTestClient, ROOT } from "../lsp/client";
import { SUITE_TIMEOUT_MS } from "../helpers/wait";

const CACHE_DIR = path.join(ROOT, "dist", ".code-cache");
const TRACE = { CARDSCRIPT_CODE_CACHE: "trace" };

/** Deletes the server bundle's cache files (the CLI's stay). */
function removeServerCaches(): void {
  if (!existsSync(CACHE_DIR)) return;
  for (const f of readdirSync(CACHE_DIR)) if (f.startsWith("server-main.cjs-")) rmSync(path.join(CACHE_DIR, f), { force: true });
}

/** The trace lines a server wrote to stderr. */
const traced = (c: LspTestClient) => c.stderr.split("\n").filter((l) => l.startsWith("cardscript code cache: "));

describe("kind: the next start uses the code cache, however the server was stopped", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  const clients: LspTestClient[] = [];
  const start = async () => {
    const c = await LspTestClient.start({ env: TRACE });
    clients.push(c);
    return c;
  };
  afterEach(async () => {
    for (const c of clients.splice(0)) await c.dispose();
  });

  const stops: { how: string; stop: (c: LspTestClient) => Promise<void>; event: string }[] = [
    { how: "shutdown and exit", stop: (c) => c.shutdown(), event: "exit" },
    {
      how: "SIGTERM",
      stop: async (c) => {
        c.process.kill("SIGTERM");
        await new Promise<void>((resolve) => (c.alive ? c.process.once("exit", () => resolve()) : resolve()));
      },
      event: "SIGTERM",
    },
  ];

  for (const { how, stop, event } of stops) {
    it(`stopped by ${how} right after initialize: the cache is written then, and the next start uses it`, async function () {
      removeServerCaches();
      const first = await start();
      assert.deepEqual(
        traced(first).map((l) => l.split(" ").slice(3, 5).join(" ")),
        ["none for"],
        `the first start found no cache:\n${first.stderr}`,
      );
      await stop(first);
      if (event === "SIGTERM") assert.equal(first.exit?.signal, "SIGTERM", "the server still ends by the signal");
      else assert.equal(first.exit?.code, 0, "the server exits with 0 after shutdown");
      assert.ok(
        existsSync(CACHE_DIR) && readdirSync(CACHE_DIR).some((f) => f.startsWith("server-main.cjs-") && f.endsWith(".v8cache")),
        "a cache file is there",
      );
      assert.ok(
        traced(first).some((l) => l.startsWith("cardscript code cache: written ") && l.includes(` at ${event} (`)),
        `written at ${event}:\n${first.stderr}`,
      );

      const second = await start();
      const [line] = traced(second);
      assert.match(
        line ?? "",
        /^cardscript code cache: used .*server-main\.cjs-.*\.v8cache$/,
        `the second start used the cache:\n${second.stderr}`,
      );
      await second.shutdown();
    });
  }
});
