/**
 * The language server: connection, open documents, the document store and the features.
 * Transport comes from the command line as vscode-languageserver reads it
 * (`--stdio`, `--node-ipc`, `--socket=<port>`; `--clientProcessId=<pid>` optional).
 */
import {
  createConnection, ProposedFeatures, TextDocumentSyncKind, type Connection, type InitializeParams,
  type InitializeResult, type ServerCapabilities,
} from "vscode-languageserver/node";
import { version } from "../../../package.json";
import { mergeCapabilities } from "./capabilities";
import type { ServerContext } from "./context";
import { DocumentStore } from "./document-store";
import { createTextDocuments } from "./document-sync";
import { FEATURES } from "./features/index";
import { connectionLogger, describeError, guard, installProcessSafetyNet } from "./log";
import { installSharedHandlers } from "./shared-handlers";

/** Name and version announced in the initialize result. */
export const SERVER_INFO = { name: "cardscript-language-server", version };

/**
 * Starts serving on `connection` (default: the one the command line selects) and returns it.
 * Never throws for client input: handler errors are logged to the client's console.
 */
export function startServer(connection: Connection = createConnection(ProposedFeatures.all)): Connection {
  const log = connectionLogger(connection);
  installProcessSafetyNet(log);
  const documents = createTextDocuments();
  const store = new DocumentStore(documents, log);
  const { events, commands } = installSharedHandlers(connection, log);

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const ctx: ServerContext = {
      connection, documents, store, initializeParams: params, events, commands, log,
      guard: (name, handler, fallback) => guard(log, name, handler, fallback),
    };
    let capabilities: ServerCapabilities = {
      textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
    };
    for (const [name, feature] of Object.entries(FEATURES)) {
      try {
        const part = feature.register(ctx);
        if (part) capabilities = mergeCapabilities(capabilities, part);
      } catch (error) {
        log.error(`Feature '${name}' failed to start and is disabled: ${describeError(error)}`);
      }
    }
    const commandIds = commands.ids();
    if (commandIds.length > 0) capabilities = mergeCapabilities(capabilities, { executeCommandProvider: { commands: commandIds } });
    return { capabilities, serverInfo: SERVER_INFO };
  });

  documents.listen(connection);
  connection.listen();
  return connection;
}
