/**
 * The language server's browser build (dist/web/server.js — the playground's worker and the
 * extension's `browser` entry in VS Code for the Web) run in a sandbox that has only what a web
 * worker has: no `setImmediate`, `process`, `Buffer` or `require`. Over the worker's message port
 * it must answer `initialize`, publish the diagnostics of an opened document, and answer a hover
 * and `cardscript/timingMap`. A Node-only global in code the browser build bundles (a
 * `setImmediate` in the LSP layer once left the playground and VS Code for the Web without
 * diagnostics) fails here, before the browser tests run.
 * Needs `npm run build` (npm test runs it first).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { PROJECT_ROOT } from "../helpers/corpus";
import { MAP_CARDS } from "../timing-map/cards";
import { SUITE_TIMEOUT_MS, WAIT_CAP_MS } from "../helpers/wait";

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: unknown;
}

/** A web worker's global scope, enough for vscode-languageserver/browser: a message port and web APIs only. */
function workerSandbox(toClient: (m: Message) => void) {
  const listeners: ((e: unknown) => void)[] = [];
  const scope: Record<string, unknown> = {
    console,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    queueMicrotask,
    performance,
    TextEncoder,
    TextDecoder,
    URL,
    crypto: globalThis.crypto,
    onmessage: undefined,
    postMessage: (m: Message) => toClient(structuredClone(m)),
    addEventListener: (type: string, f: (e: unknown) => void) => type === "error" && listeners.push(f),
    removeEventListener: () => {},
  };
  scope["self"] = scope;
  scope["globalThis"] = scope;
  return scope;
}

describe("LSP: the browser build runs with a web worker's globals only", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let scope: Record<string, unknown>;
  let inbox: Message[];
  let waiters: { test: (m: Message) => boolean; resolve: (m: Message) => void }[];
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const send = (m: Message) => (scope["onmessage"] as (e: { data: Message }) => void)({ data: { jsonrpc: "2.0", ...m } as Message });
  const next = (test: (m: Message) => boolean, what: string): Promise<Message> => {
    const found = inbox.find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const t = setTimeout(
        () => reject(new Error(`no ${what} within ${WAIT_CAP_MS} ms; got ${JSON.stringify(inbox.map((m) => m.method ?? m.id))}`)),
        WAIT_CAP_MS,
      );
      timers.add(t);
      waiters.push({ test, resolve: (m) => (clearTimeout(t), resolve(m)) });
    });
  };
  let id = 0;
  const request = async (method: string, params: unknown): Promise<Message> => {
    const my = ++id;
    send({ id: my, method, params });
    const reply = await next((m) => m.id === my && m.method === undefined, `reply to ${method}`);
    assert.equal(reply.error, undefined, JSON.stringify(reply.error));
    return reply;
  };

  before(function () {
    const code = readFileSync(path.join(PROJECT_ROOT, "dist", "web", "server.js"), "utf8");
    inbox = [];
    waiters = [];
    scope = workerSandbox((m) => {
      inbox.push(m);
      for (const w of waiters.filter((x) => x.test(m))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    });
    for (const name of ["setImmediate", "process", "Buffer", "require"]) assert.equal(name in scope, false);
    vm.runInNewContext(code, scope, { filename: "dist/web/server.js" });
    assert.equal(typeof scope["onmessage"], "function", "the server did not listen on the worker's port");
  });

  after(function () {
    for (const t of timers) clearTimeout(t);
  });

  it("initializes, publishes diagnostics, answers a hover and the Timing Map", async function () {
    const init = (await request("initialize", { processId: null, rootUri: null, capabilities: {} })).result as {
      capabilities: { hoverProvider?: unknown };
    };
    assert.ok(init.capabilities.hoverProvider);
    send({ method: "initialized", params: {} });
    const uri = "file:///sandbox/set.card";
    const text = MAP_CARDS.impossible + "\n" + MAP_CARDS.upkeepTrigger;
    send({ method: "textDocument/didOpen", params: { textDocument: { uri, languageId: "cardscript", version: 1, text } } });
    const published = await next(
      (m) => m.method === "textDocument/publishDiagnostics" && (m.params as { uri: string }).uri === uri,
      "diagnostics",
    );
    const codes = (published.params as { diagnostics: { code?: string }[] }).diagnostics.map((d) => d.code);
    assert.deepEqual(codes, ["impossible-timing"]);

    const lines = text.split("\n");
    const line = lines.findIndex((l) => l.includes("your upkeep"));
    const position = { line, character: lines[line]!.indexOf("upkeep") + 2 };
    const hover = (await request("textDocument/hover", { textDocument: { uri }, position })).result as { contents: { value: string } };
    assert.match(hover.contents.value, /Upkeep/);
    const map = (await request("cardscript/timingMap", { textDocument: { uri }, position })).result as { svg: string };
    assert.match(map.svg, /<g class="row"[^>]*aria-label="Trigger: [^"]*: Your turn: upkeep">/);
  });
});
