/**
 * The `cardscript.showSetTimingMatrix` command: a webview with the set-wide Timing Matrix of the
 * workspace's `.card` files (request `cardscript/timingMatrix`; open documents are read from the
 * server's copy, the others from disk through `workspace.fs`, so it works in the web extension
 * too). The matrix filters by colour, rarity, card type and "what can an opponent do here" in the
 * page; a click on a card's name opens the card. Refreshed each time the command runs.
 */
import * as vscode from "vscode";
import type { BaseLanguageClient } from "vscode-languageclient";
import { matrixPanelHtml } from "./timing-matrix-html";
import { TIMING_MATRIX_REQUEST, type TimingMatrixParams, type TimingMatrixResult } from "../../server/src/lsp/protocol/timing-matrix";

/** At most this many files are read for the matrix. */
export const MAX_MATRIX_FILES = 5000;

let current: vscode.WebviewPanel | undefined;

/** The files of the set: every `.card` file of the workspace (not under node_modules or .git) and every open CardScript document. */
async function setFiles(): Promise<TimingMatrixParams["files"]> {
  const open = new Map(
    vscode.workspace.textDocuments.filter((d) => d.languageId === "cardscript").map((d) => [d.uri.toString(), d] as const),
  );
  const found = await vscode.workspace.findFiles("**/*.card", "**/{node_modules,.git}/**", MAX_MATRIX_FILES);
  const files: TimingMatrixParams["files"] = [...open.keys()].map((uri) => ({ uri }));
  const decoder = new TextDecoder("utf-8");
  for (const uri of found.sort((a, b) => a.toString().localeCompare(b.toString()))) {
    const key = uri.toString();
    if (open.has(key)) continue;
    try {
      files.push({ uri: key, text: decoder.decode(await vscode.workspace.fs.readFile(uri)) });
    } catch {
      // Unreadable (deleted meanwhile, no permission): left out of the matrix.
    }
  }
  return files;
}

/** Shows (or refreshes) the matrix panel for the workspace. */
export async function showSetTimingMatrix(client: () => BaseLanguageClient | undefined): Promise<void> {
  const title = vscode.l10n.t("Set Timing Matrix");
  if (current) current.reveal(vscode.ViewColumn.Beside, true);
  else {
    current = vscode.window.createWebviewPanel(
      "cardscript.timingMatrix",
      title,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      {
        enableScripts: true,
        localResourceRoots: [],
      },
    );
    const panel = current;
    panel.webview.html = matrixPanelHtml(panel.webview.cspSource, {
      title,
      hint: vscode.l10n.t("Reading the workspace's card files…"),
      lang: vscode.env.language,
    });
    panel.onDidDispose(() => {
      if (current === panel) current = undefined;
    });
    panel.webview.onDidReceiveMessage((m: { type: string; file?: string; line?: number }) => {
      if (m.type !== "open" || typeof m.file !== "string") return;
      const line = Math.max(0, (m.line ?? 1) - 1);
      void vscode.window.showTextDocument(vscode.Uri.parse(m.file), {
        viewColumn: vscode.ViewColumn.One,
        selection: new vscode.Range(line, 0, line, 0),
      });
    });
  }
  const panel = current;
  const c = client();
  let result: TimingMatrixResult = null;
  if (c) {
    try {
      result = await c.sendRequest<TimingMatrixResult>(TIMING_MATRIX_REQUEST, { files: await setFiles() } satisfies TimingMatrixParams);
    } catch {
      result = null;
    }
  }
  void panel.webview.postMessage({
    type: "matrix",
    html: result?.html ?? "",
    status: result
      ? `${result.data.game.name} — ${result.data.total === 1 ? vscode.l10n.t("{0} card", 1) : vscode.l10n.t("{0} cards", result.data.total)}`
      : vscode.l10n.t("No .card file in the workspace."),
  });
}
