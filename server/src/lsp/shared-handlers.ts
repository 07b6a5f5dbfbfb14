/**
 * Connection notifications and requests that several features may want to handle.
 * vscode-languageserver keeps only ONE handler per method (`connection.onDidChangeConfiguration(h)`
 * replaces the previous one), so these are registered once here and fanned out to any number of
 * listeners. Features must use `ctx.events.*` and `ctx.commands.register` instead of the
 * corresponding `connection.on…` methods.
 */
import type {
  Connection,
  DidChangeConfigurationParams,
  DidChangeWatchedFilesParams,
  Disposable,
  Event,
  ExecuteCommandParams,
  InitializedParams,
  WorkspaceFoldersChangeEvent,
} from "vscode-languageserver/node";
import { DidChangeWorkspaceFoldersNotification, Emitter, ResponseError, ErrorCodes } from "./lsp-values";
import { describeError, guard, type Logger } from "./log";

/** Multi-listener events for notifications that the connection allows one handler for. */
export interface SharedEvents {
  /** `initialized`: the client is ready (register dynamic capabilities, pull configuration…). */
  onInitialized: Event<InitializedParams>;
  /** `workspace/didChangeConfiguration` (the client synchronizes the `cardscript` section). */
  onDidChangeConfiguration: Event<DidChangeConfigurationParams>;
  /** `workspace/didChangeWatchedFiles` (from the client, or from the server's own watcher when the client cannot watch). */
  onDidChangeWatchedFiles: Event<DidChangeWatchedFilesParams>;
  /** Delivers file changes the server saw itself as if the client had sent them. */
  fireWatchedFiles(params: DidChangeWatchedFilesParams): void;
  /** `workspace/didChangeWorkspaceFolders`: folders added and removed after `initialize`. */
  onDidChangeWorkspaceFolders: Event<WorkspaceFoldersChangeEvent>;
  /** `shutdown` request. */
  onShutdown: Event<void>;
}

/** A `workspace/executeCommand` handler; receives the command's arguments. */
export type CommandHandler = (args: unknown[]) => unknown;

/** Commands of `workspace/executeCommand`, registered by id. */
export interface CommandRegistry {
  /**
   * Registers a command. Call it inside `register(ctx)` so the id is announced in the
   * initialize result (`executeCommandProvider.commands`).
   * @throws Error when the id is already registered.
   */
  register(id: string, handler: CommandHandler): Disposable;
  /** Ids registered so far. */
  ids(): string[];
}

/**
 * Installs the single connection handlers and returns the fan-out events, the command registry and
 * `claimWorkspaceFolders`, to be called in the `initialize` handler: vscode-languageserver's own
 * workspace-folders feature installs its handler for `workspace/didChangeWorkspaceFolders` while
 * it processes `initialize` (when the client claims `workspace.workspaceFolders`), replacing any
 * installed before, so this one is installed again after it.
 */
export function installSharedHandlers(
  connection: Connection,
  log: Logger,
): { events: SharedEvents; commands: CommandRegistry; claimWorkspaceFolders: () => void } {
  const initialized = new Emitter<InitializedParams>();
  const configuration = new Emitter<DidChangeConfigurationParams>();
  const watchedFiles = new Emitter<DidChangeWatchedFilesParams>();
  const shutdown = new Emitter<void>();
  const folders = new Emitter<WorkspaceFoldersChangeEvent>();
  const claimWorkspaceFolders = () =>
    void connection.onNotification(
      DidChangeWorkspaceFoldersNotification.type,
      guard(log, "didChangeWorkspaceFolders", (p: { event: WorkspaceFoldersChangeEvent }) => void folders.fire(p.event), undefined),
    );
  claimWorkspaceFolders();
  connection.onInitialized(guard(log, "initialized", (p: InitializedParams) => void initialized.fire(p), undefined));
  connection.onDidChangeConfiguration(
    guard(log, "didChangeConfiguration", (p: DidChangeConfigurationParams) => void configuration.fire(p), undefined),
  );
  connection.onDidChangeWatchedFiles(
    guard(log, "didChangeWatchedFiles", (p: DidChangeWatchedFilesParams) => void watchedFiles.fire(p), undefined),
  );
  connection.onShutdown(guard(log, "shutdown", () => void shutdown.fire(), undefined));

  const handlers = new Map<string, CommandHandler>();
  connection.onExecuteCommand(async (params: ExecuteCommandParams) => {
    const handler = handlers.get(params.command);
    if (!handler) return new ResponseError(ErrorCodes.InvalidParams, `Unknown command: ${params.command}`);
    try {
      return await handler(params.arguments ?? []);
    } catch (error) {
      log.error(`Command ${params.command} failed: ${describeError(error)}`);
      return new ResponseError(ErrorCodes.InternalError, `Command ${params.command} failed`);
    }
  });
  const commands: CommandRegistry = {
    register(id, handler) {
      if (handlers.has(id)) throw new Error(`Command ${id} is registered twice`);
      handlers.set(id, handler);
      return { dispose: () => void handlers.delete(id) };
    },
    ids: () => [...handlers.keys()],
  };

  return {
    events: {
      onInitialized: initialized.event,
      onDidChangeConfiguration: configuration.event,
      onDidChangeWatchedFiles: watchedFiles.event,
      fireWatchedFiles: (p) => void watchedFiles.fire(p),
      onDidChangeWorkspaceFolders: folders.event,
      onShutdown: shutdown.event,
    },
    commands,
    claimWorkspaceFolders,
  };
}
