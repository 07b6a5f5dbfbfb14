/**
 * The VS Code extension: starts the bundled CardScript language server (dist/server.cjs, Node IPC)
 * for `cardscript` documents (files and untitled editors) and connects it to VS Code.
 *
 * - Output channel "CardScript" (server logs); `cardscript.trace.server` ("off" | "messages" |
 *   "verbose") traces the protocol into it (vscode-languageclient reads `<client id>.trace.server`).
 * - The whole `cardscript` settings section is synchronized to the server
 *   (`workspace/didChangeConfiguration`).
 * - Command `cardscript.restartServer` restarts the server.
 * - Command `cardscript.showTimingMap` (palette, editor title, the server's code lenses) opens the
 *   Timing Map panel (timing-map-panel.ts) for the card at the cursor, or at `(uri, position)`.
 * - Command `cardscript.showSetTimingMatrix` opens the Set Timing Matrix of the workspace
 *   (timing-matrix-panel.ts).
 *
 * - Start marks (start-timeline.ts) in the output channel: activation, server spawn, first `didOpen`
 *   (after `initialize`), first diagnostics.
 * - Command `cardscript.openZipEntry` and terminal links open a zipped MSE set's `set` entry
 *   read-only at a finding's line (zip-entry-provider.ts).
 *
 * Bundled to dist/client.cjs by esbuild with `vscode` external.
 */
import * as path from "node:path";
import * as vscode from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";
import { TimingMapPanel } from "./timing-map-panel";
import { showSetTimingMatrix } from "./timing-matrix-panel";
import { registerConfigSchema } from "./config-schema-provider";
import { StartTimeline } from "./start-timeline";
import { registerZipEntries } from "./zip-entry-provider";

/** Client id: also the prefix of the `cardscript.trace.server` setting. */
export const CLIENT_ID = "cardscript";
const CLIENT_NAME = "CardScript";

let client: LanguageClient | undefined;

/** Builds the language client (not started). */
function createClient(context: vscode.ExtensionContext, outputChannel: vscode.OutputChannel, timeline?: StartTimeline): LanguageClient {
  const serverModule = context.asAbsolutePath(path.join("dist", "server.cjs"));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ["--nolazy", "--inspect=6009"] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: "file", language: "cardscript" },
      { scheme: "untitled", language: "cardscript" },
    ],
    synchronize: { configurationSection: "cardscript" },
    outputChannel,
    middleware: timeline?.middleware(),
  };
  return new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptions);
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  // Findings in a zipped MSE set: a read-only view of its `set` entry, opened from the CLI's output.
  registerZipEntries(context);
  const outputChannel = vscode.window.createOutputChannel(CLIENT_NAME);
  context.subscriptions.push(outputChannel);
  const timeline = new StartTimeline((line) => outputChannel.appendLine(line));
  // cardscript.json: hovers and completion from the schema in the display language.
  registerConfigSchema(context);
  client = createClient(context, outputChannel, timeline);
  context.subscriptions.push(
    vscode.commands.registerCommand("cardscript.showTimingMap", (uri?: string, position?: { line: number; character: number }) =>
      TimingMapPanel.showCommand(() => client, uri, position),
    ),
    vscode.commands.registerCommand("cardscript.showSetTimingMatrix", () => showSetTimingMatrix(() => client)),
    vscode.commands.registerCommand("cardscript.restartServer", async () => {
      if (client) await client.restart();
      else {
        client = createClient(context, outputChannel);
        await client.start();
      }
    }),
  );
  try {
    timeline.mark("server spawn");
    await client.start();
    timeline.mark("client started");
  } catch (error) {
    outputChannel.appendLine(`The CardScript language server did not start: ${error instanceof Error ? error.message : String(error)}`);
    void vscode.window.showErrorMessage(vscode.l10n.t("The CardScript language server did not start; see the CardScript output."));
  }
}

export async function deactivate(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) await running.stop();
}
