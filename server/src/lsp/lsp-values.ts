/**
 * The values (enums, classes, functions) the protocol layer takes from `vscode-languageserver`,
 * re-exported from one module. The bundles are CommonJS and `vscode-languageserver` is too: each
 * module importing values from it directly got its own copy of the package's several hundred
 * exports (esbuild's `__toESM`), made at every server start; through this module it is made once.
 * Types are imported from `vscode-languageserver` directly (they cost nothing at run time).
 * Node-only values (the stdio transport, `createConnection`) stay in `main.ts` and `protocol-gate.ts`,
 * so the browser build (which maps `vscode-languageserver/node` to its browser build) finds every name here.
 */
export {
  CodeActionKind,
  CompletionItemKind,
  CompletionItemTag,
  CompletionTriggerKind,
  DiagnosticSeverity,
  DiagnosticTag,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  DidChangeWorkspaceFoldersNotification,
  Emitter,
  ErrorCodes,
  FileChangeType,
  InsertTextFormat,
  ResponseError,
  SymbolKind,
  TextDocumentSyncKind,
  TextDocuments,
  WatchKind,
} from "vscode-languageserver/node";
