/**
 * The Timing Map panel: a webview beside the editor showing the map of the card at the cursor
 * (request `cardscript/timingMap`). It follows the cursor and edits of `cardscript` editors
 * (debounced), is drawn for the panel's width (the turns stack when it is narrow), takes its colours from the VS Code theme (CSS variables), runs under a strict
 * Content-Security-Policy (no remote content; the one script and stylesheet carry a fresh nonce)
 * and is keyboard accessible: rows are focusable, Enter/Space or a click selects the row's text
 * in the editor.
 */
import * as vscode from "vscode";
import type { BaseLanguageClient } from "vscode-languageclient";
import { panelHtml } from "./timing-map-html";
import { TIMING_MAP_REQUEST, type TimingMapParams, type TimingMapResult } from "../../server/src/lsp/protocol/timing-map";

/** Delay after the last cursor move or edit before the map is asked again (ms). */
export const FOLLOW_DELAY_MS = 200;

/** One panel per window, reused; follows the active `cardscript` editor. */
export class TimingMapPanel implements vscode.Disposable {
  static readonly viewType = "cardscript.timingMap";
  private static current: TimingMapPanel | undefined;
  private readonly disposables: vscode.Disposable[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The editor the map is for (kept while the panel itself has focus). */
  private editor: vscode.TextEditor | undefined;
  private position: vscode.Position | undefined;
  private requestSeq = 0;
  /** The webview's width in CSS px (reported by its script); undefined until it reports. */
  private width: number | undefined;

  /**
   * The `cardscript.showTimingMap` command: the panel for the card at `(uri, position)` (a code
   * lens) or at the active editor's cursor; a hint when no CardScript editor is active.
   */
  static async showCommand(
    client: () => BaseLanguageClient | undefined,
    uri?: string,
    position?: { line: number; character: number },
  ): Promise<void> {
    let editor = vscode.window.activeTextEditor;
    if (typeof uri === "string") {
      const doc = await vscode.workspace.openTextDocument(vscode.Uri.parse(uri));
      editor =
        vscode.window.visibleTextEditors.find((e) => e.document === doc) ??
        (await vscode.window.showTextDocument(doc, { preserveFocus: true }));
    }
    if (!editor || editor.document.languageId !== "cardscript") {
      void vscode.window.showInformationMessage(vscode.l10n.t("Open a .card file and put the cursor in a card to see its Timing Map."));
      return;
    }
    TimingMapPanel.show(client, editor, position && new vscode.Position(position.line, position.character));
  }

  /** Opens (or reveals) the panel for `editor` at `position` (default: its cursor). */
  static show(client: () => BaseLanguageClient | undefined, editor: vscode.TextEditor, position?: vscode.Position): TimingMapPanel {
    if (TimingMapPanel.current) {
      TimingMapPanel.current.panel.reveal(vscode.ViewColumn.Beside, true);
    } else {
      const panel = vscode.window.createWebviewPanel(
        TimingMapPanel.viewType,
        vscode.l10n.t("Timing Map"),
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
        {
          enableScripts: true,
          localResourceRoots: [],
          retainContextWhenHidden: false,
        },
      );
      TimingMapPanel.current = new TimingMapPanel(panel, client);
    }
    const p = TimingMapPanel.current;
    p.editor = editor;
    p.position = position ?? editor.selection.active;
    void p.refresh();
    return p;
  }

  private constructor(
    private readonly panel: vscode.WebviewPanel,
    private readonly client: () => BaseLanguageClient | undefined,
  ) {
    panel.webview.html = panelHtml(panel.webview.cspSource, {
      title: vscode.l10n.t("Timing Map"),
      hint: vscode.l10n.t("Put the cursor in a card."),
      lang: vscode.env.language,
    });
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((m: { type: string; start?: number; end?: number; width?: number }) => this.onMessage(m)),
      vscode.window.onDidChangeTextEditorSelection((e) => {
        if (e.textEditor.document.languageId !== "cardscript") return;
        this.editor = e.textEditor;
        this.position = e.selections[0]?.active;
        this.schedule();
      }),
      vscode.window.onDidChangeActiveTextEditor((e) => {
        if (e?.document.languageId !== "cardscript") return;
        this.editor = e;
        this.position = e.selection.active;
        this.schedule();
      }),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (this.editor && e.document === this.editor.document) this.schedule();
      }),
    );
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.refresh(), FOLLOW_DELAY_MS);
  }

  private onMessage(m: { type: string; start?: number; end?: number; width?: number }): void {
    if (m.type === "width" && typeof m.width === "number") {
      this.width = m.width;
      this.schedule();
      return;
    }
    if (m.type === "ready") {
      void this.refresh();
      return;
    }
    if (m.type !== "reveal" || !this.editor || typeof m.start !== "number" || typeof m.end !== "number") return;
    const doc = this.editor.document;
    const range = new vscode.Range(doc.positionAt(m.start), doc.positionAt(m.end));
    void vscode.window.showTextDocument(doc, { viewColumn: this.editor.viewColumn, selection: range, preserveFocus: false }).then((ed) => {
      ed.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    });
  }

  private async refresh(): Promise<void> {
    const client = this.client();
    const editor = this.editor;
    const position = this.position;
    if (!client || !editor || !position) return;
    const seq = ++this.requestSeq;
    const params: TimingMapParams = {
      textDocument: { uri: editor.document.uri.toString() },
      position: { line: position.line, character: position.character },
      omitStyle: true,
      ...(this.width ? { width: this.width } : {}),
    };
    let result: TimingMapResult = null;
    try {
      result = await client.sendRequest<TimingMapResult>(TIMING_MAP_REQUEST, params);
    } catch {
      result = null;
    }
    if (seq !== this.requestSeq) return; // a newer request is under way
    const names = result?.data.cards.map((c) => c.name).join(", ");
    this.panel.title = names ? vscode.l10n.t("Timing Map: {0}", names) : vscode.l10n.t("Timing Map");
    void this.panel.webview.postMessage({
      type: "map",
      svg: result?.svg ?? "",
      status: result ? `${names} — ${result.data.game.name}` : vscode.l10n.t("Put the cursor in a card."),
    });
  }

  private disposed = false;

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (TimingMapPanel.current === this) TimingMapPanel.current = undefined;
    if (this.timer) clearTimeout(this.timer);
    this.panel.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}
