/**
 * Kind: the playground server died on one request with a malformed %-escape (`decodeURIComponent`
 * threw inside the async handler: an unhandled rejection ends Node). Every request is now answered
 * inside its own guard: a malformed URL gets 400, a path outside the folder 404, another method
 * 405, and the server keeps serving. Sent as raw HTTP, as a hostile client would.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
// @ts-expect-error -- a plain ES module script without types
import { startStaticServer } from "../../scripts/playground/serve.mjs";

/** Sends `request` as it is and resolves to the status line's code (0 when the connection closed without one). */
function raw(port: number, request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (d: string) => {
      data += d;
      // The status line is all a case needs.
      if (/^HTTP\/1\.1 \d{3}/.test(data)) socket.destroy();
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
  });
}

describe("playground-server-survives-malformed-requests", function () {
  let dir: string;
  let server: { url: string; close(): Promise<void> };
  let port: number;
  before(async function () {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-playground-"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>ok</title>");
    server = (await startStaticServer(dir, 0)) as typeof server;
    port = Number(new URL(server.url).port);
  });
  after(async function () {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const cases: [string, string, number][] = [
    ["a truncated %-escape", "GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 400],
    ["a %-escape that is no hex", "GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 400],
    ["a lone %", "GET /% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 400],
    ["an encoded NUL", "GET /index.html%00.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 400],
    ["an escape out of the folder", "GET /..%2f..%2fetc%2fpasswd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 404],
    ["a missing file", "GET /nope.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 404],
    ["another method", "DELETE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 405],
    ["a request line Node cannot parse", "GET\r\n\r\n", 400],
  ];
  for (const [what, request, status] of cases) {
    it(`${what}: ${status}, and the server still answers`, async function () {
      assert.equal(await raw(port, request), status);
      assert.equal(await raw(port, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 200);
    });
  }
});
