/**
 * What every LSP feature receives. A feature is one file `features/<name>.ts` exporting
 *
 * ```ts
 * export function register(ctx: ServerContext): ServerCapabilities | void
 * ```
 *
 * which installs its handlers (wrapped with `ctx.guard`) and returns its own part of the
 * server capabilities (e.g. `{ hoverProvider: true }`); the server merges the parts. Features are
 * listed in `features/index.ts`. `register` runs while the server answers `initialize`, so
 * `ctx.initializeParams` is available.
 *
 * Rules:
 * - no rules logic here: ask the core (`server/src/core`) through `ctx.store`;
 * - for configuration, watched-file and shutdown notifications and for commands, use
 *   `ctx.events` / `ctx.commands`, never `connection.onDidChangeConfiguration` & co.
 *   (the connection keeps only one handler per method);
 * - document events: `ctx.documents.onDidChangeContent/onDidOpen/onDidClose` (multi-listener).
 */
import type { Connection, InitializeParams, ServerCapabilities, TextDocuments } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { DocumentStore } from "./document-store";
import type { Logger } from "./log";
import type { CommandRegistry, SharedEvents } from "./shared-handlers";

export interface ServerContext {
  connection: Connection;
  /** Open documents (incremental sync, malformed edits sanitized). */
  documents: TextDocuments<TextDocument>;
  /** Lint results per open document, cached per version. */
  store: DocumentStore;
  /** The client's `initialize` request (capabilities, initializationOptions, workspace folders). */
  initializeParams: InitializeParams;
  /** Multi-listener notifications (configuration, watched files, initialized, shutdown). */
  events: SharedEvents;
  /** `workspace/executeCommand` commands. */
  commands: CommandRegistry;
  /** Logs to the client's output channel. */
  log: Logger;
  /**
   * Wraps a handler: a throw or a rejected promise is logged with `name` and answered with
   * `fallback` (use `null` for requests, `undefined` for notifications).
   */
  guard<A extends unknown[], R>(name: string, handler: (...args: A) => R | PromiseLike<R>, fallback: R): (...args: A) => R | Promise<R>;
}

/** The signature every `features/<name>.ts` exports as `register`. */
export type FeatureRegister = (ctx: ServerContext) => ServerCapabilities | void;

/** A feature module. */
export interface Feature {
  register: FeatureRegister;
}
