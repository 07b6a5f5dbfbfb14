/**
 * The language server: connection, open documents, the document store and the features. The
 * entry points choose the transport: server/src/main.ts (Node: `--stdio`, `--node-ipc`,
 * `--socket=<port>`) and server/src/browser.ts (a web worker).
 */
import type { Connection, InitializeParams, InitializeResult, ServerCapabilities } from "vscode-languageserver/node";
import { TextDocumentSyncKind } from "./lsp-values";
import { version } from "../../../package.json";
import { mergeCapabilities } from "./capabilities";
import { sentInitializeParams, wellFormedInitializeParams } from "./initialize-params";
import type { ServerContext } from "./context";
import { DocumentStore } from "./document-store";
import { ChangeLog, createTextDocuments, withLenientVersions } from "./document-sync";
import type { Feature } from "./context";
import { connectionLogger, describeError, guard, installProcessSafetyNet } from "./log";
import { installSharedHandlers } from "./shared-handlers";
import { updateLintOptions } from "./lint-options";
import { resolveLocale } from "../core/l10n/locale";

/** Name and version announced in the initialize result. */
export const SERVER_INFO = { name: "cardscript-language-server", version };

/**
 * Starts serving `features` on `connection` (Node: `createConnection(ProposedFeatures.all)`, the
 * transport the command line selects, with every feature; a browser worker: a
 * `vscode-languageserver/browser` connection with the portable features) and returns it.
 * Never throws for client input: handler errors are logged to the client's console.
 */
export function startServer(connection: Connection, features: Readonly<Record<string, Feature>>): Connection {
  const log = connectionLogger(connection);
  installProcessSafetyNet(log);
  const changes = new ChangeLog();
  const documents = createTextDocuments(changes);
  const store = new DocumentStore(documents, log, changes);
  const { events, commands, claimWorkspaceFolders } = installSharedHandlers(connection, log);

  connection.onInitialize((raw: InitializeParams): InitializeResult => {
    claimWorkspaceFolders();
    const { params, replaced } = wellFormedInitializeParams(sentInitializeParams(raw));
    const ctx: ServerContext = {
      connection,
      documents,
      store,
      initializeParams: params,
      events,
      commands,
      log,
      guard: (name, handler, fallback) => guard(log, name, handler, fallback),
    };
    for (const r of replaced) log.warn(`initialize: ${r}.`);
    // Messages, fix titles and hovers follow the client's UI language (LSP `initialize.locale`).
    if (params.locale) updateLintOptions(ctx, { locale: params.locale });
    log.info(`Client locale: ${params.locale ?? "(none sent)"}; messages in ${resolveLocale(params.locale)}.`);
    let capabilities: ServerCapabilities = {
      textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
    };
    for (const [name, feature] of Object.entries(features)) {
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

  documents.listen(
    withLenientVersions(connection, {
      versionOf: (uri) => documents.get(uri)?.version,
      stale: (uri, version, current) =>
        log.warn(
          `Ignored a didChange of ${uri} with version ${version}: the document is already at version ${current} (versions only increase).`,
        ),
    }),
  );
  connection.listen();
  return connection;
}
