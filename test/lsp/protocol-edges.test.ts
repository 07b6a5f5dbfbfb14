/**
 * Kind: protocol states the server ignores. Before `initialize` a request gets
 * ServerNotInitialized (-32002); after `shutdown` a request gets InvalidRequest (-32600); a frame
 * with a wrong Content-Length must not leave the server alive but deaf: it exits so the client
 * restarts it; so does a frame announcing an absurd length, and the end of the input. A
 * well-framed body that is not a message gets -32700 / -32600 and the server goes on. Talks raw
 * JSON-RPC frames to the real server over stdio.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { SERVER_BIN, assertServerBuilt } from "./client";
import { SUITE_TIMEOUT_MS, waitUntil } from "../helpers/wait";

/** A raw stdio connection: send frames, collect the JSON messages the server writes. */
class Raw {
  readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  readonly messages: { id?: number | null; error?: { code: number }; result?: unknown; method?: string }[] = [];
  exitCode: number | null | undefined;
  constructor() {
    this.child = spawn(process.execPath, [SERVER_BIN, "--stdio"], { stdio: "pipe" });
    this.child.stdout.on("data", (d: Buffer) => this.read(d));
    this.child.on("exit", (code) => {
      this.exitCode = code;
    });
  }
  private read(d: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, d]);
    for (;;) {
      const end = this.buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())![1]);
      if (this.buffer.length < end + 4 + length) return;
      this.messages.push(JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString()));
      this.buffer = this.buffer.subarray(end + 4 + length);
    }
  }
  frame(message: unknown, lengthDelta = 0): void {
    this.rawFrame(Buffer.from(JSON.stringify(message)), lengthDelta);
  }
  rawFrame(body: Buffer, lengthDelta = 0): void {
    this.child.stdin.write(`Content-Length: ${body.length + lengthDelta}\r\n\r\n`);
    this.child.stdin.write(body);
  }
  async response(id: number): Promise<{ error?: { code: number }; result?: unknown }> {
    return waitUntil(() => this.messages.find((x) => x.id === id && x.method === undefined), `the response to ${id}`);
  }
  /** The next error answer with `id: null` (to a body that is no message). */
  async nullIdError(after: number): Promise<{ error?: { code: number } }> {
    return waitUntil(() => this.messages.slice(after).find((x) => x.id === null && x.error), "an error answer with id null");
  }
  async exited(): Promise<number | null> {
    await waitUntil(() => this.exitCode !== undefined, "the server's exit");
    return this.exitCode as number | null;
  }
}

const HOVER = { textDocument: { uri: "file:///x.card" }, position: { line: 0, character: 0 } };
const INIT = { processId: null, rootUri: null, capabilities: {} };

describe("protocol-edges: requests out of state get the LSP error codes; a broken frame ends the server", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  before(assertServerBuilt);

  it("before initialize: ServerNotInitialized (-32002), then initialize works", async () => {
    const raw = new Raw();
    try {
      raw.frame({ jsonrpc: "2.0", id: 1, method: "textDocument/hover", params: HOVER });
      assert.equal((await raw.response(1)).error?.code, -32002);
      raw.frame({ jsonrpc: "2.0", id: 2, method: "initialize", params: INIT });
      assert.ok((await raw.response(2)).result);
    } finally {
      raw.child.kill();
    }
  });

  it("after shutdown: InvalidRequest (-32600); exit still ends the process with 0", async () => {
    const raw = new Raw();
    raw.frame({ jsonrpc: "2.0", id: 1, method: "initialize", params: INIT });
    await raw.response(1);
    raw.frame({ jsonrpc: "2.0", method: "initialized", params: {} });
    raw.frame({ jsonrpc: "2.0", id: 2, method: "shutdown" });
    await raw.response(2);
    raw.frame({ jsonrpc: "2.0", id: 3, method: "textDocument/hover", params: HOVER });
    assert.equal((await raw.response(3)).error?.code, -32600);
    raw.frame({ jsonrpc: "2.0", method: "exit" });
    assert.equal(await raw.exited(), 0);
  });

  it("a document request whose params are null or missing: InvalidParams (-32602), and the server goes on", async () => {
    const raw = new Raw();
    try {
      raw.frame({ jsonrpc: "2.0", id: 1, method: "initialize", params: INIT });
      await raw.response(1);
      raw.frame({ jsonrpc: "2.0", method: "initialized", params: {} });
      raw.frame({ jsonrpc: "2.0", id: 2, method: "textDocument/hover", params: null });
      raw.frame({ jsonrpc: "2.0", id: 3, method: "textDocument/completion" });
      raw.frame({ jsonrpc: "2.0", id: 4, method: "cardscript/timingMap", params: 7 });
      for (const id of [2, 3, 4]) assert.equal((await raw.response(id)).error?.code, -32602, `request ${id}`);
      raw.frame({ jsonrpc: "2.0", id: 5, method: "textDocument/hover", params: HOVER });
      assert.equal((await raw.response(5)).error, undefined, "a well-formed hover is answered");
    } finally {
      raw.child.kill();
    }
  });

  for (const delta of [-5, 7]) {
    it(`a frame whose Content-Length is ${delta > 0 ? "too long" : "too short"} ends the server (no deaf process)`, async () => {
      const raw = new Raw();
      raw.frame({ jsonrpc: "2.0", id: 1, method: "initialize", params: INIT });
      await raw.response(1);
      raw.frame({ jsonrpc: "2.0", method: "initialized", params: {} }, delta);
      // The next frames are swallowed or misread: the server must not sit there deaf.
      raw.frame({ jsonrpc: "2.0", id: 2, method: "textDocument/hover", params: HOVER });
      raw.frame({ jsonrpc: "2.0", id: 3, method: "textDocument/hover", params: HOVER });
      const code = await raw.exited();
      if (code === -999) {
        // Still running: then it must still answer.
        const answered = raw.messages.some((m) => m.id === 2 || m.id === 3);
        raw.child.kill();
        assert.ok(answered, "the server is alive but answers nothing");
      } else assert.equal(code, 1);
    });
  }

  async function initialized(): Promise<Raw> {
    const raw = new Raw();
    raw.frame({ jsonrpc: "2.0", id: 1, method: "initialize", params: INIT });
    await raw.response(1);
    raw.frame({ jsonrpc: "2.0", method: "initialized", params: {} });
    return raw;
  }

  for (const [name, body, code] of [
    ["not JSON", "this is not json {{{", -32700],
    ["null", "null", -32600],
    ["a number", "42", -32600],
  ] as const) {
    it(`a well-framed body that is ${name} gets ${code} with id null, and the server goes on`, async () => {
      const raw = await initialized();
      try {
        const before = raw.messages.length;
        raw.rawFrame(Buffer.from(body));
        assert.equal((await raw.nullIdError(before)).error?.code, code);
        raw.frame({ jsonrpc: "2.0", id: 2, method: "textDocument/hover", params: HOVER });
        assert.ok("result" in (await raw.response(2)), "the server still answers");
        assert.equal(raw.exitCode, undefined);
      } finally {
        raw.child.kill();
      }
    });
  }

  it("a frame announcing an absurd Content-Length ends the server at once (no waiting for a terabyte)", async () => {
    const raw = await initialized();
    raw.child.stdin.write("Content-Length: 999999999999\r\n\r\n{}");
    assert.equal(await raw.exited(), 1);
  });

  it("the end of the input ends the server: 1 without shutdown, also while a frame is half read", async () => {
    const raw = await initialized();
    raw.child.stdin.write('Content-Length: 500\r\n\r\n{"jsonrpc"');
    raw.child.stdin.end();
    assert.equal(await raw.exited(), 1);
  });

  it("the end of the input after shutdown ends the server with 0", async () => {
    const raw = await initialized();
    raw.frame({ jsonrpc: "2.0", id: 2, method: "shutdown" });
    await raw.response(2);
    raw.child.stdin.end();
    assert.equal(await raw.exited(), 0);
  });

  it("an unknown argument is refused with the usage and exit 2 (not a silent exit 0)", () => {
    const r = spawnSync(process.execPath, [SERVER_BIN, "--bogus"], { encoding: "utf8", input: "" });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /unknown argument --bogus\nUsage: cardscript-language-server/);
  });
});
