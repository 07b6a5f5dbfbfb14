/**
 * The extension's `browser` entry (VS Code for the Web; bundled to dist/web/client.js): the
 * language server's browser build (dist/web/server.js, the same core and protocol layer as the
 * Node server, without the file-reading features) runs in a web worker. The worker is started
 * from a `blob:` URL holding the server file read through `workspace.fs`, because some hosts
 * (code-server) refuse workers from the extension's own URI. Registers the same commands as the
 * desktop entry (Show Timing Map, Restart Language Server).
 */
import * as vscode from "vscode";
import { LanguageClient, type LanguageClientOptions } from "vscode-languageclient/browser";
import { TimingMapPanel } from "./timing-map-panel";
import { showSetTimingMatrix } from "./timing-matrix-panel";
import { registerConfigSchema } from "./config-schema-provider";
import { WEB_STARTED } from "./web-started";

const CLIENT_ID = "cardscript";
const CLIENT_NAME = "CardScript";

/** The browser globals this file uses (the repository's tsconfig has no DOM library). */
declare const Blob: new (parts: Uint8Array[], options: { type: string }) => unknown;
declare const URL: { createObjectURL(blob: unknown): string };
declare const Worker: new (url: string) => ConstructorParameters<typeof LanguageClient>[3];

let client: LanguageClient | undefined;

async function startClient(context: vscode.ExtensionContext, outputChannel: vscode.OutputChannel): Promise<LanguageClient> {
  const code = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(context.extensionUri, "dist", "web", "server.js"));
  const worker = new Worker(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: "cardscript" }],
    synchronize: { configurationSection: "cardscript" },
    outputChannel,
  };
  const c = new LanguageClient(CLIENT_ID, CLIENT_NAME, clientOptions, worker);
  await c.start();
  outputChannel.appendLine(WEB_STARTED);
  return c;
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  // cardscript.json: hovers and completion from the schema in the display language.
  registerConfigSchema(context);
  const outputChannel = vscode.window.createOutputChannel(CLIENT_NAME);
  context.subscriptions.push(
    outputChannel,
    vscode.commands.registerCommand("cardscript.showTimingMap", (uri?: string, position?: { line: number; character: number }) =>
      TimingMapPanel.showCommand(() => client, uri, position),
    ),
    vscode.commands.registerCommand("cardscript.showSetTimingMatrix", () => showSetTimingMatrix(() => client)),
    vscode.commands.registerCommand("cardscript.restartServer", async () => {
      await client?.stop();
      client = await startClient(context, outputChannel);
    }),
  );
  try {
    client = await startClient(context, outputChannel);
  } catch (error) {
    outputChannel.appendLine(`The CardScript language server did not start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function deactivate(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) await running.stop();
}
