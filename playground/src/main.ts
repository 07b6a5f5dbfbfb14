/**
 * The CardScript playground: a CodeMirror 6 editor talking LSP to the language server's browser
 * build (dist/web/server.js, copied beside this page as server.js) in a web worker. It shows
 * diagnostics (underlines, gutter) with their quick fixes (`textDocument/codeAction`), hover docs,
 * completion, formatting (`textDocument/formatting`, the Format button or Shift+Alt+F), the
 * Timing Map of the card at the cursor (request `cardscript/timingMap` at the pane's width,
 * debounced; rows select their text when clicked or activated with Enter) and the Set Timing
 * Matrix of the document (request `cardscript/timingMatrix`, filterable in the page). Long lines
 * wrap. Open reads a local file into the editor; Save downloads the text as a `.card` file.
 */
import { autocompletion, snippet, type Completion, type CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import { lintGutter, setDiagnostics, type Diagnostic as CmDiagnostic } from "@codemirror/lint";
import { EditorState } from "@codemirror/state";
import { EditorView, hoverTooltip, keymap } from "@codemirror/view";
import { basicSetup } from "codemirror";
import { BrowserMessageReader, BrowserMessageWriter, createMessageConnection } from "vscode-jsonrpc/browser";
import type {
  CodeAction,
  Command,
  CompletionItem,
  CompletionList,
  Diagnostic,
  Hover,
  MarkupContent,
  PublishDiagnosticsParams,
  TextEdit,
  WorkspaceEdit,
} from "vscode-languageserver-protocol";
import { TIMING_MAP_REQUEST, type TimingMapParams, type TimingMapResult } from "../../server/src/lsp/protocol/timing-map";
import { TIMING_MATRIX_REQUEST, type TimingMatrixParams, type TimingMatrixResult } from "../../server/src/lsp/protocol/timing-matrix";
import { MATRIX_CSS, wireMatrixFilters } from "../../server/src/core/timing-map/matrix-render";
import { EXAMPLE } from "./example";
import { markdownToDom } from "./markdown";

const URI = "inmemory://playground/cards.card";
const MAP_DELAY_MS = 200;

const worker = new Worker("server.js");
const connection = createMessageConnection(new BrowserMessageReader(worker), new BrowserMessageWriter(worker));
// Requests the server may send; the playground has no configuration or dynamic registration.
connection.onRequest("workspace/configuration", (params: { items: unknown[] }) => params.items.map(() => null));
connection.onRequest("client/registerCapability", () => null);
connection.onRequest("window/workDoneProgress/create", () => null);
// Messages for the user (e.g. why formatting was refused) go to the notice line under the header.
function notice(p: { message: string }): null {
  const el = document.getElementById("notice");
  if (el) {
    el.textContent = p.message;
    el.hidden = false;
  }
  return null;
}
connection.onRequest("window/showMessageRequest", notice);
connection.onNotification("window/showMessage", notice);
connection.listen();

/** LSP position (0-based line, UTF-16 column) ↔ CodeMirror offset (UTF-16), clamped to the document. */
function toOffset(state: EditorState, p: { line: number; character: number }): number {
  if (p.line >= state.doc.lines) return state.doc.length;
  const line = state.doc.line(p.line + 1);
  return Math.min(line.from + p.character, line.to);
}
function toPosition(state: EditorState, offset: number): { line: number; character: number } {
  const line = state.doc.lineAt(offset);
  return { line: line.number - 1, character: offset - line.from };
}

let version = 1;
let view: EditorView;

/** Applies LSP text edits (positions in the current document) as one transaction; returns whether anything changed. */
function applyEdits(edits: readonly TextEdit[]): boolean {
  if (edits.length === 0) return false;
  const state = view.state;
  view.dispatch({
    changes: edits.map((e) => ({ from: toOffset(state, e.range.start), to: toOffset(state, e.range.end), insert: e.newText })),
  });
  return true;
}

/** The edits of a workspace edit for this page's document (`changes` or `documentChanges`). */
function editsOf(edit: WorkspaceEdit | undefined): TextEdit[] {
  if (!edit) return [];
  if (edit.changes?.[URI]) return edit.changes[URI]!;
  const out: TextEdit[] = [];
  for (const c of edit.documentChanges ?? [])
    if ("textDocument" in c && c.textDocument.uri === URI) for (const e of c.edits) out.push(e as TextEdit);
  return out;
}

function cmDiagnostic(state: EditorState, d: Diagnostic, fixes: readonly CodeAction[]): CmDiagnostic {
  const from = toOffset(state, d.range.start);
  const to = Math.max(from, toOffset(state, d.range.end));
  const severity = d.severity === 1 ? "error" : d.severity === 2 ? "warning" : "info";
  return {
    from,
    to,
    severity,
    message: d.message,
    source: typeof d.code === "string" ? d.code : undefined,
    actions: fixes.map((a) => ({ name: a.title, apply: () => void applyEdits(editsOf(a.edit)) })),
  };
}

/** The quick fixes the server offers for one diagnostic (none when it answers nothing). */
async function quickFixes(d: Diagnostic): Promise<CodeAction[]> {
  const r = await connection.sendRequest<(CodeAction | Command)[] | null>("textDocument/codeAction", {
    textDocument: { uri: URI },
    range: d.range,
    context: { diagnostics: [d], only: ["quickfix"] },
  });
  return (r ?? []).filter((a): a is CodeAction => "edit" in a && !!a.edit && (a.kind ?? "quickfix").startsWith("quickfix"));
}

connection.onNotification("textDocument/publishDiagnostics", async (p: PublishDiagnosticsParams) => {
  if (p.uri !== URI || (p.version !== undefined && p.version !== version)) return;
  const seen = version;
  const fixes = await Promise.all(p.diagnostics.map((d) => quickFixes(d).catch(() => [])));
  if (seen !== version) return; // the text changed meanwhile: newer diagnostics are coming
  view.dispatch(
    setDiagnostics(
      view.state,
      p.diagnostics.map((d, i) => cmDiagnostic(view.state, d, fixes[i]!)),
    ),
  );
  document.body.dataset["diagnostics"] = String(p.diagnostics.length);
});

/** Formats the document with the server's formatter (the editor's). */
async function formatDocument(): Promise<boolean> {
  document.getElementById("notice")!.hidden = true;
  const edits = await connection.sendRequest<TextEdit[] | null>("textDocument/formatting", {
    textDocument: { uri: URI },
    options: { tabSize: 2, insertSpaces: true },
  });
  return applyEdits(edits ?? []);
}

const hover = hoverTooltip(
  async (v, pos) => {
    const h = await connection.sendRequest<Hover | null>("textDocument/hover", {
      textDocument: { uri: URI },
      position: toPosition(v.state, pos),
    });
    if (!h) return null;
    const value = typeof h.contents === "string" ? h.contents : "value" in h.contents ? (h.contents as MarkupContent).value : "";
    if (!value) return null;
    const from = h.range ? toOffset(v.state, h.range.start) : pos;
    const to = h.range ? toOffset(v.state, h.range.end) : pos;
    return { pos: from, end: to, above: true, create: () => ({ dom: markdownToDom(value) }) };
  },
  { hoverTime: 150 },
);

/** LSP snippet syntax (`$1`, `${1:text}`, `$0`) → CodeMirror's (`${}`, `${text}`). */
function cmSnippet(text: string): string {
  return text.replace(/\$\{\d+:([^}]*)\}/g, "${$1}").replace(/\$\d+/g, "${}");
}

const KIND: Record<number, string> = {
  3: "function",
  6: "variable",
  7: "class",
  10: "property",
  12: "constant",
  14: "keyword",
  15: "text",
  21: "constant",
};

async function complete(ctx: CompletionContext): Promise<CompletionResult | null> {
  const result = await connection.sendRequest<CompletionItem[] | CompletionList | null>("textDocument/completion", {
    textDocument: { uri: URI },
    position: toPosition(ctx.state, ctx.pos),
  });
  const items = Array.isArray(result) ? result : (result?.items ?? []);
  if (items.length === 0) return null;
  const word = ctx.matchBefore(/[\w{}'’-]*/);
  let from = word ? word.from : ctx.pos;
  const options: Completion[] = items.map((item) => {
    const edit = item.textEdit && "range" in item.textEdit ? item.textEdit : undefined;
    const start = edit ? toOffset(ctx.state, edit.range.start) : undefined;
    if (start !== undefined) from = Math.min(from, start);
    const text = edit?.newText ?? item.insertText ?? item.label;
    const doc = typeof item.documentation === "string" ? item.documentation : item.documentation?.value;
    return {
      label: item.label,
      detail: item.detail,
      type: KIND[item.kind ?? 0] ?? "text",
      info: doc ? () => markdownToDom(doc) : undefined,
      // The server's edit says what to replace (after "{" it writes "0}", not "{0}"): replace exactly
      // that range, up to the cursor; a "}" the editor closed by itself after the cursor is the one
      // the item writes, so it is replaced too (else typing "{" and picking "{0}" gave "{0}}").
      apply: (v, completion, optionFrom, to) => {
        const f = start ?? optionFrom;
        let t = Math.max(f, to);
        if (text.endsWith("}") && v.state.sliceDoc(t, t + 1) === "}") t++;
        if (item.insertTextFormat === 2) snippet(cmSnippet(text))(v, completion, f, t);
        else v.dispatch({ changes: { from: f, to: t, insert: text }, selection: { anchor: f + text.length }, userEvent: "input.complete" });
      },
    };
  });
  return { from, options, validFor: /^[\w'’-]*$/ };
}

// The Timing Map beside the editor.
const mapEl = document.getElementById("map")!;
const statusEl = document.getElementById("map-status")!;
let mapTimer: ReturnType<typeof setTimeout> | undefined;
let mapSeq = 0;

async function refreshMap(): Promise<void> {
  if (matrixShown) return void refreshMatrix();
  const seq = ++mapSeq;
  const params: TimingMapParams = {
    textDocument: { uri: URI },
    position: toPosition(view.state, view.state.selection.main.head),
    width: Math.floor(mapEl.clientWidth) || undefined,
  };
  const r = await connection.sendRequest<TimingMapResult>(TIMING_MAP_REQUEST, params);
  if (seq !== mapSeq) return;
  statusEl.textContent = r ? `${r.data.cards.map((c) => c.name).join(", ")} — ${r.data.game.name}` : "Put the cursor in a card.";
  mapEl.innerHTML = r?.svg ?? ""; // the renderer escapes every text it draws
}

// The Set Timing Matrix of the document, in place of the map (the "Set matrix" tab).
const matrixEl = document.getElementById("matrix")!;
const matrixStyle = document.createElement("style");
matrixStyle.textContent = MATRIX_CSS;
document.head.append(matrixStyle);
let matrixShown = false;

async function refreshMatrix(): Promise<void> {
  const seq = ++mapSeq;
  const r = await connection.sendRequest<TimingMatrixResult>(TIMING_MATRIX_REQUEST, { files: [{ uri: URI }] } satisfies TimingMatrixParams);
  if (seq !== mapSeq) return;
  statusEl.textContent = r ? `${r.data.game.name}: ${r.data.total} ${r.data.total === 1 ? "card" : "cards"}` : "No card here.";
  matrixEl.innerHTML = r?.html ?? ""; // the renderer escapes every text it draws
  wireMatrixFilters(matrixEl);
}

function showTab(matrix: boolean): void {
  matrixShown = matrix;
  for (const b of document.querySelectorAll<HTMLButtonElement>("[data-tab]"))
    b.setAttribute("aria-selected", String((b.dataset["tab"] === "matrix") === matrix));
  mapEl.hidden = matrix;
  matrixEl.hidden = !matrix;
  void refreshMap();
}

// The map is drawn for the pane's width: redraw when it changes.
let lastWidth = 0;
new ResizeObserver(() => {
  const w = Math.floor(mapEl.clientWidth);
  if (Math.abs(w - lastWidth) < 8) return;
  lastWidth = w;
  if (view) scheduleMap();
}).observe(document.getElementById("side")!);

function scheduleMap(): void {
  if (mapTimer) clearTimeout(mapTimer);
  mapTimer = setTimeout(() => void refreshMap(), MAP_DELAY_MS);
}

function revealRow(row: Element): void {
  const start = Number(row.getAttribute("data-start"));
  const end = Number(row.getAttribute("data-end"));
  if (!(start >= 0 && end >= start && end <= view.state.doc.length)) return;
  view.dispatch({ selection: { anchor: start, head: end }, scrollIntoView: true });
  view.focus();
}
mapEl.addEventListener("click", (e) => {
  const row = (e.target as Element).closest?.(".row");
  if (row) revealRow(row);
});
mapEl.addEventListener("keydown", (e) => {
  const row = (e.target as Element).closest?.(".row");
  if (row && (e.key === "Enter" || e.key === " ")) {
    e.preventDefault();
    revealRow(row);
  }
});

const sync = EditorView.updateListener.of((u) => {
  if (u.docChanged) {
    version++;
    void connection.sendNotification("textDocument/didChange", {
      textDocument: { uri: URI, version },
      contentChanges: [{ text: u.state.doc.toString() }],
    });
  }
  if (u.docChanged || u.selectionSet) scheduleMap();
});

async function main(): Promise<void> {
  await connection.sendRequest("initialize", {
    processId: null,
    rootUri: null,
    workspaceFolders: null,
    capabilities: {
      textDocument: {
        hover: { contentFormat: ["markdown", "plaintext"] },
        completion: { completionItem: { snippetSupport: true, documentationFormat: ["markdown", "plaintext"] } },
        publishDiagnostics: { versionSupport: true },
        codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ["quickfix", "source"] } } },
        formatting: {},
      },
    },
  });
  await connection.sendNotification("initialized", {});
  view = new EditorView({
    parent: document.getElementById("editor")!,
    state: EditorState.create({
      doc: EXAMPLE,
      extensions: [
        basicSetup,
        EditorView.lineWrapping,
        lintGutter(),
        hover,
        autocompletion({ override: [complete] }),
        keymap.of([{ key: "Shift-Alt-f", run: () => (void formatDocument(), true) }]),
        sync,
      ],
    }),
  });
  await connection.sendNotification("textDocument/didOpen", {
    textDocument: { uri: URI, languageId: "cardscript", version, text: EXAMPLE },
  });
  // Start with the cursor in the first card so the map shows something.
  const first = EXAMPLE.indexOf("text:");
  view.dispatch({ selection: { anchor: first >= 0 ? first : 0 } });
  scheduleMap();
  wireToolbar();
  document.body.dataset["ready"] = "true";
}

/** The name the text is saved under (the opened file's, else cards.card). */
let fileName = "cards.card";

/** Replaces the whole text (an opened file), keeping the undo history. */
function setText(text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, selection: { anchor: 0 } });
}

/** The toolbar: Open (a local file), Save (download), Format, and the Timing Map / Set matrix tabs. */
function wireToolbar(): void {
  const input = document.getElementById("open-file") as HTMLInputElement;
  document.getElementById("open")!.addEventListener("click", () => input.click());
  input.addEventListener("change", async () => {
    const file = input.files?.[0];
    if (!file) return;
    fileName = file.name;
    setText(await file.text());
    input.value = "";
    view.focus();
  });
  document.getElementById("save")!.addEventListener("click", () => {
    const url = URL.createObjectURL(new Blob([view.state.doc.toString()], { type: "text/plain;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
  document.getElementById("format")!.addEventListener("click", () => void formatDocument().then(() => view.focus()));
  for (const b of document.querySelectorAll<HTMLButtonElement>("[data-tab]"))
    b.addEventListener("click", () => showTab(b.dataset["tab"] === "matrix"));
}

void main();
