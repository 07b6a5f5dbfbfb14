/**
 * A language-client for protocol tests: spawns the BUILT server
 * (`node bin/cardscript-language-server.js --stdio`, i.e. dist/server.cjs) and talks JSON-RPC to it
 * with vscode-jsonrpc.
 *
 * ```ts
 * let client: LspTestClient;
 * before(async () => { client = await LspTestClient.start(); });
 * after(async () => { await client?.dispose(); });       // always kills the process
 * it("…", async () => {
 *   const uri = testUri("a");
 *   const published = await client.open(uri, text);      // diagnostics for version 1
 *   const next = await client.change(uri, [{ range, text: "…" }]);  // for version 2
 *   await client.close(uri);                              // the empty publish
 *   const hover = await client.request("textDocument/hover", { textDocument: { uri }, position });
 * });
 * ```
 *
 * Positions in LSP are 0-based lines and UTF-16 columns; {@link positionOf} finds one in a text.
 * Waits never time out on their own before the mocha timeout except {@link WAIT_LIMIT_MS}, which
 * only turns a hang into a clear error message.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as rpc from "vscode-jsonrpc/node";
import { LineIndex } from "../../server/src/core/text/line-index";
import type {
  Diagnostic,
  InitializeResult,
  LogMessageParams,
  ShowMessageParams,
  PublishDiagnosticsParams,
  TextDocumentContentChangeEvent,
} from "vscode-languageserver";
import { WAIT_CAP_MS } from "../helpers/wait";

export type { Diagnostic, PublishDiagnosticsParams, TextDocumentContentChangeEvent };

/** Project root (two levels above this file). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The server launcher the tests run, exactly as an editor would. */
export const SERVER_BIN = path.join(ROOT, "bin", "cardscript-language-server.js");
/** The bundle the launcher requires. */
export const SERVER_BUNDLE = path.join(ROOT, "dist", "server.cjs");

/** A wait that sees nothing for this long fails with a message saying what it waited for (see test/helpers/wait.ts). */
export const WAIT_LIMIT_MS = WAIT_CAP_MS;

/** Throws a clear error when the server bundle has not been built. */
export function assertServerBuilt(): void {
  if (!existsSync(SERVER_BUNDLE)) {
    throw new Error(
      `${path.relative(ROOT, SERVER_BUNDLE)} is missing: run \`node esbuild.mjs\` (or \`npm run build\`) before the protocol tests.`,
    );
  }
}

/** A file URI for a test document that need not exist on disk. */
export function testUri(name: string): string {
  return pathToFileURL(path.join(ROOT, "test-output", "lsp", name.endsWith(".card") ? name : `${name}.card`)).href;
}

/**
 * The LSP position (0-based line, UTF-16 column) of the `occurrence`-th (0-based) appearance of
 * `needle` in `text`. Lines end at LF, CRLF or CR; a BOM counts as a column.
 * @throws Error when `needle` does not occur that often.
 */
export function positionOf(text: string, needle: string, occurrence = 0): { line: number; character: number } {
  let offset = -1;
  for (let i = 0; i <= occurrence; i++) {
    offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`'${needle}' occurs fewer than ${occurrence + 1} times`);
  }
  let line = 0;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === "\r" && text[i + 1] === "\n") continue;
    if (c === "\n" || c === "\r") {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, character: offset - lineStart };
}

/** The range of `needle` (see {@link positionOf}). */
export function rangeOf(text: string, needle: string, occurrence = 0) {
  const start = positionOf(text, needle, occurrence);
  return { start, end: { line: start.line, character: start.character + needle.length } };
}

export interface StartOptions {
  /** Extra server arguments after `--stdio`. */
  args?: string[];
  /** Node.js options before the server script (e.g. `--cpu-prof` in the benchmark). */
  nodeArgs?: string[];
  /** Another server launcher (the benchmark's baseline build); default {@link SERVER_BIN}. */
  serverBin?: string;
  /** `initializationOptions`; default `{ diagnosticsDelay: 0 }` so tests do not wait for the debounce. */
  initializationOptions?: unknown;
  /** Client capabilities sent in `initialize` (default: a typical client's text document support). */
  capabilities?: Record<string, unknown>;
  /** Answers to `workspace/configuration` by section (e.g. `{ cardscript: {...} }`). */
  configuration?: Record<string, unknown>;
  /** `rootUri` sent in `initialize` (default: the project root). */
  rootUri?: string | null;
  /** `workspaceFolders` sent in `initialize` (default: null). */
  workspaceFolders?: { uri: string; name: string }[] | null;
  /** `locale` sent in `initialize` (the client's UI language, e.g. `de`); default: none. */
  locale?: string;
  /** Environment variables added to this process's for the server (e.g. `CARDSCRIPT_CODE_CACHE`). */
  env?: Record<string, string>;
  /** Fields merged into the `initialize` params last, as sent (to send malformed ones). */
  initializeExtra?: Record<string, unknown>;
}

type Waiter = { match: (p: PublishDiagnosticsParams) => boolean; resolve: (p: PublishDiagnosticsParams) => void };

export class LspTestClient {
  /** Every publishDiagnostics notification received, in order. */
  readonly published: PublishDiagnosticsParams[] = [];
  /** Every `window/logMessage` the server sent. */
  readonly logs: LogMessageParams[] = [];
  /** Every `window/showMessage` notification and `window/showMessageRequest` the server sent (what the editor shows the user). */
  readonly shown: ShowMessageParams[] = [];
  /** Everything the server wrote to stderr. */
  stderr = "";
  /** The `initialize` result. */
  initializeResult!: InitializeResult;

  private readonly waiters = new Map<string, Waiter[]>();
  private readonly versions = new Map<string, number>();
  private exitInfo: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  private readonly exitPromise: Promise<void>;
  private readonly exitListeners: (() => void)[] = [];

  private constructor(
    readonly process: ChildProcess,
    readonly connection: rpc.MessageConnection,
    private readonly options: StartOptions,
  ) {
    this.exitPromise = new Promise((resolve) => {
      process.on("exit", (code, signal) => {
        this.exitInfo = { code, signal };
        for (const l of this.exitListeners.splice(0)) l();
        resolve();
      });
    });
    process.stderr?.on("data", (chunk: Buffer) => {
      this.stderr += chunk.toString("utf8");
    });
    connection.onNotification("textDocument/publishDiagnostics", (p: PublishDiagnosticsParams) => {
      this.published.push(p);
      const list = this.waiters.get(p.uri) ?? [];
      for (const w of [...list]) {
        if (w.match(p)) {
          list.splice(list.indexOf(w), 1);
          w.resolve(p);
        }
      }
    });
    connection.onNotification("window/logMessage", (p: LogMessageParams) => void this.logs.push(p));
    connection.onNotification("window/showMessage", (p: ShowMessageParams) => void this.shown.push(p));
    connection.onRequest((method: string, params: unknown) => this.answerServerRequest(method, params));
    connection.onError(() => undefined);
    connection.listen();
  }

  /**
   * Spawns the built server over stdio, sends `initialize` and `initialized`.
   * @throws Error when the bundle is missing or initialize fails.
   */
  static async start(options: StartOptions = {}): Promise<LspTestClient> {
    assertServerBuilt();
    const child = spawn(
      process.execPath,
      [...(options.nodeArgs ?? []), options.serverBin ?? SERVER_BIN, "--stdio", ...(options.args ?? [])],
      {
        cwd: ROOT,
        stdio: ["pipe", "pipe", "pipe"],
        env: options.env ? { ...process.env, ...options.env } : process.env,
      },
    );
    const connection = rpc.createMessageConnection(new rpc.StreamMessageReader(child.stdout!), new rpc.StreamMessageWriter(child.stdin!));
    const client = new LspTestClient(child, connection, options);
    try {
      client.initializeResult = await client.request<InitializeResult>("initialize", {
        processId: process.pid,
        clientInfo: { name: "cardscript-test-client" },
        ...(options.locale ? { locale: options.locale } : {}),
        rootUri: options.rootUri !== undefined ? options.rootUri : pathToFileURL(ROOT).href,
        workspaceFolders: options.workspaceFolders ?? null,
        initializationOptions: options.initializationOptions ?? { diagnosticsDelay: 0 },
        capabilities: options.capabilities ?? {
          textDocument: {
            synchronization: { dynamicRegistration: false },
            publishDiagnostics: {
              relatedInformation: true,
              versionSupport: true,
              codeDescriptionSupport: true,
              tagSupport: { valueSet: [1, 2] },
            },
            hover: { contentFormat: ["markdown", "plaintext"] },
          },
          workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: false } },
        },
        ...options.initializeExtra,
      });
      await client.notify("initialized", {});
    } catch (error) {
      await client.dispose();
      throw error;
    }
    return client;
  }

  /** True while the server process runs. */
  get alive(): boolean {
    return this.exitInfo === undefined;
  }

  /** Sends a request; rejects if the server dies first or answers with an error. */
  request<R = unknown>(method: string, params?: unknown): Promise<R> {
    return this.untilExitOrLimit(this.connection.sendRequest<R>(method, params), `the answer to ${method}`);
  }

  /** Sends a notification. */
  async notify(method: string, params?: unknown): Promise<void> {
    await this.connection.sendNotification(method, params);
  }

  /**
   * Opens a document (`didOpen`, version 1 unless given) and resolves with the diagnostics the
   * server publishes for that version.
   */
  async open(uri: string, text: string, options: { version?: number; languageId?: string } = {}): Promise<PublishDiagnosticsParams> {
    const version = options.version ?? 1;
    this.versions.set(uri, version);
    const published = this.diagnosticsFor(uri, version);
    await this.notify("textDocument/didOpen", { textDocument: { uri, languageId: options.languageId ?? "cardscript", version, text } });
    return published;
  }

  /**
   * Sends `didChange` with the next version number and resolves with the diagnostics published
   * for that version.
   */
  async change(uri: string, changes: TextDocumentContentChangeEvent[]): Promise<PublishDiagnosticsParams> {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    const published = this.diagnosticsFor(uri, version);
    await this.notify("textDocument/didChange", { textDocument: { uri, version }, contentChanges: changes });
    return published;
  }

  /** Sends `didChange` without waiting for diagnostics (for malformed edits that may change nothing). */
  async changeNoWait(uri: string, changes: unknown[]): Promise<number> {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    await this.notify("textDocument/didChange", { textDocument: { uri, version }, contentChanges: changes });
    return version;
  }

  /** Sends `didClose` and resolves with the next diagnostics published for the document (normally empty). */
  async close(uri: string): Promise<PublishDiagnosticsParams> {
    const published = this.nextDiagnostics(uri);
    this.versions.delete(uri);
    await this.notify("textDocument/didClose", { textDocument: { uri } });
    return published;
  }

  /** The diagnostics published for `uri` at `version`: an earlier notification or the next one that matches. */
  diagnosticsFor(uri: string, version: number): Promise<PublishDiagnosticsParams> {
    const seen = this.published.find((p) => p.uri === uri && p.version === version);
    if (seen) return Promise.resolve(seen);
    return this.waitFor(uri, (p) => p.version === version, `diagnostics for ${uri} version ${version}`);
  }

  /** The next diagnostics notification for `uri` (not one already received). */
  nextDiagnostics(uri: string, match: (p: PublishDiagnosticsParams) => boolean = () => true): Promise<PublishDiagnosticsParams> {
    return this.waitFor(uri, match, `the next diagnostics for ${uri}`);
  }

  /**
   * The latest diagnostics already published for `uri` if they satisfy `match`, else the next ones
   * that do. Use it to wait for a state the server reaches on its own time (a workspace scan, a
   * configuration read): that state may come before or after a given publish, and waiting only
   * for the *next* one hangs when it already came.
   */
  latestOrNextDiagnostics(uri: string, match: (p: PublishDiagnosticsParams) => boolean = () => true): Promise<PublishDiagnosticsParams> {
    const latest = [...this.published].reverse().find((p) => p.uri === uri);
    if (latest && match(latest)) return Promise.resolve(latest);
    return this.nextDiagnostics(uri, match);
  }

  /** `shutdown` then `exit`, and waits until the process has ended. */
  async shutdown(): Promise<void> {
    if (!this.alive) return;
    await this.request("shutdown");
    await this.notify("exit");
    await this.exitPromise;
  }

  /** The exit code and signal once the process has ended. */
  get exit(): { code: number | null; signal: NodeJS.Signals | null } | undefined {
    return this.exitInfo;
  }

  /** Ends the connection and kills the process if it still runs. Safe to call twice; use in `after()`. */
  async dispose(): Promise<void> {
    this.connection.dispose();
    if (this.alive) {
      this.process.kill();
      await this.exitPromise;
    }
  }

  private waitFor(uri: string, match: (p: PublishDiagnosticsParams) => boolean, what: string): Promise<PublishDiagnosticsParams> {
    const promise = new Promise<PublishDiagnosticsParams>((resolve) => {
      const list = this.waiters.get(uri) ?? [];
      list.push({ match, resolve });
      this.waiters.set(uri, list);
    });
    return this.untilExitOrLimit(promise, what);
  }

  /** Races `promise` against the server's exit and {@link WAIT_LIMIT_MS}, with messages that say what was awaited. */
  private untilExitOrLimit<T>(promise: Promise<T>, what: string): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onExit: (() => void) | undefined;
    const guard = new Promise<never>((_, reject) => {
      onExit = () =>
        reject(new Error(`The server exited (${JSON.stringify(this.exitInfo)}) while waiting for ${what}. stderr:\n${this.stderr}`));
      if (!this.alive) onExit();
      else this.exitListeners.push(onExit);
      timer = setTimeout(() => reject(new Error(`Nothing after ${WAIT_LIMIT_MS} ms while waiting for ${what}.`)), WAIT_LIMIT_MS);
    });
    return Promise.race([promise, guard]).finally(() => {
      clearTimeout(timer);
      const i = onExit ? this.exitListeners.indexOf(onExit) : -1;
      if (i >= 0) this.exitListeners.splice(i, 1);
    });
  }

  private answerServerRequest(method: string, params: unknown): unknown {
    if (method === "workspace/configuration") {
      const items = (params as { items?: { section?: string }[] }).items ?? [];
      return items.map((item) => (item.section ? (this.options.configuration?.[item.section] ?? null) : null));
    }
    // `window.showWarningMessage` and the like are sent as requests (the user may pick an action): no action picked.
    if (method === "window/showMessageRequest") this.shown.push(params as ShowMessageParams);
    return null;
  }
}

/** Applies LSP text edits (non-overlapping, any order) to `text` and returns the new text. */
export function applyLspEdits(
  text: string,
  edits: readonly { range: { start: { line: number; character: number }; end: { line: number; character: number } }; newText: string }[],
): string {
  const lines = new LineIndex(text);
  const spans = edits
    .map((e) => ({ start: lines.offsetAt(e.range.start), end: lines.offsetAt(e.range.end), text: e.newText }))
    .sort((a, b) => b.start - a.start);
  let out = text;
  for (const s of spans) out = out.slice(0, s.start) + s.text + out.slice(s.end);
  return out;
}

/**
 * For a `describe` body: a function that starts a server with the given client locale (`initialize`'s
 * `locale`; none = no locale sent) and registers it to be disposed after the suite.
 */
export function localeClients(): (locale?: string) => Promise<LspTestClient> {
  const clients: LspTestClient[] = [];
  after(async () => {
    for (const c of clients) await c.dispose();
  });
  return async (locale?: string) => {
    const c = await LspTestClient.start(locale ? { locale } : {});
    clients.push(c);
    return c;
  };
}
