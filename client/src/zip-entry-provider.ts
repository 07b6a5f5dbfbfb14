/**
 * The editor's side of positions in a zipped MSE set (`zip-entry.ts`): a read-only text document
 * of the `cardscript-zip` scheme showing an entry of the zip, the command
 * `cardscript.openZipEntry` that opens it at a line, and terminal links on the CLI's stylish rows
 * of such findings (`cardscript lint "My Set.mse-set"` in the integrated terminal or a task), so
 * Ctrl+click on `9:5 … My Set.mse-set › "Dawn Tender" › rule text` shows line 9 of the set's
 * `set` entry. Desktop only (the web extension has no terminal).
 */
import * as vscode from "vscode";
import { SET_ENTRY, ZIP_ENTRY_SCHEME, zipEntryOf, zipEntryText, zipEntryUriParts, zipFindingLink } from "./zip-entry";

/** The command that opens an entry of a zip at a 1-based line and column: `(zipFsPath, line, column, entry?)`. */
export const OPEN_ZIP_ENTRY_COMMAND = "cardscript.openZipEntry";

/** Opens `entry` of the zip at `zip` read-only, with the cursor at the 1-based `line` and `column`. */
async function openZipEntry(zip: vscode.Uri, line: number, column: number, entry: string = SET_ENTRY): Promise<void> {
  const uri = vscode.Uri.from(zipEntryUriParts(zip.path, entry));
  const doc = await vscode.workspace.openTextDocument(uri);
  const at = new vscode.Position(Math.max(0, line - 1), Math.max(0, column - 1));
  await vscode.window.showTextDocument(doc, { selection: new vscode.Range(at, at), preview: true });
}

interface Link extends vscode.TerminalLink {
  zipName: string;
  line: number;
  column: number;
}

/** Registers the provider, the command and the terminal links; disposed through `context.subscriptions`. */
export function registerZipEntries(context: vscode.ExtensionContext): void {
  const provider: vscode.TextDocumentContentProvider = {
    async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
      const { zipPath, entry } = zipEntryOf(uri.path, uri.query);
      return zipEntryText(await vscode.workspace.fs.readFile(uri.with({ scheme: "file", path: zipPath, query: "" })), entry);
    },
  };
  const links: vscode.TerminalLinkProvider<Link> = {
    provideTerminalLinks(ctx) {
      const found = zipFindingLink(ctx.line);
      if (!found) return [];
      const { zipName, line, column } = found;
      return [
        {
          startIndex: found.start,
          length: found.length,
          tooltip: vscode.l10n.t("Open the set's entry (read-only)"),
          zipName,
          line,
          column,
        },
      ];
    },
    async handleTerminalLink(link) {
      // The row names the package by its file name: find it in the workspace.
      const [zip] = await vscode.workspace.findFiles(`**/${link.zipName.replace(/[[\]{}*?]/g, "?")}`, undefined, 1);
      if (zip) await openZipEntry(zip, link.line, link.column);
      else void vscode.window.showWarningMessage(vscode.l10n.t("{0} is not in the workspace.", link.zipName));
    },
  };
  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(ZIP_ENTRY_SCHEME, provider),
    vscode.commands.registerCommand(OPEN_ZIP_ENTRY_COMMAND, (zip: string | vscode.Uri, line = 1, column = 1, entry?: string) =>
      openZipEntry(typeof zip === "string" ? vscode.Uri.file(zip) : zip, line, column, entry),
    ),
    vscode.window.registerTerminalLinkProvider(links),
  );
}
