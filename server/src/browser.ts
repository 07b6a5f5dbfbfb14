/**
 * The language server in a web worker (bundled to dist/web/server.js): the same core and the
 * same protocol layer as the Node server, with the features that need no file system
 * (`cardscript.json` lookup and workspace-wide card names are Node-only). Used by the
 * playground and by the extension's `browser` entry (VS Code for the Web).
 */
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from "vscode-languageserver/browser";
import { PORTABLE_FEATURES } from "./lsp/features/portable";
import { startServer } from "./lsp/server";

/** The worker's global scope (typed through the reader so the Node-only tsconfig needs no WebWorker lib). */
declare const self: ConstructorParameters<typeof BrowserMessageReader>[0] & ConstructorParameters<typeof BrowserMessageWriter>[0];

startServer(createConnection(new BrowserMessageReader(self), new BrowserMessageWriter(self)), PORTABLE_FEATURES);
