/**
 * The CardScript playground: a CodeMirror 6 editor talking LSP to the language server's browser
 * build (dist/web/server.js, copied beside this page as server.js) in a web worker. It shows
 * diagnostics (underlines, gutter), hover docs, completion, and the Timing Map of the card at the
 * cursor (request `cardscript/timingMap`, debounced), whose rows select their text when clicked
 * or activated with Enter.
 */
import { autocompletion, snippet, type Completion, type CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import { lintGutter, setDiagnostics, type Diagnostic as CmDiagnostic } from "@codemirror/lint";
import { EditorState } from "@codemirror/state";
import { EditorView, hoverTooltip } from "@codemirror/view";
import { basicSetup } from "codemirror";
import { BrowserMessageReader, BrowserMessageWriter, createMessageConnection } from "vscode-jsonrpc/browser";
import type {
  CompletionItem,
  CompletionList,
  Diagnostic,
  Hover,
  MarkupContent,
  PublishDiagnosticsParams,
} from "vscode-languageserver-protocol";
import { TIMING_MAP_REQUEST, type TimingMapParams, type TimingMapResult } from "../../server/src/lsp/protocol/timing-map";
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

function cmDiagnostic(state: EditorState, d: Diagnostic): CmDiagnostic {
  const from = toOffset(state, d.range.start);
  const to = Math.max(from, toOffset(state, d.range.end));
  const severity = d.severity === 1 ? "error" : d.severity === 2 ? "warning" : "info";
  return { from, to, severity, message: d.message, source: typeof d.code === "string" ? d.code : undefined };
}

connection.onNotification("textDocument/publishDiagnostics", (p: PublishDiagnosticsParams) => {
  if (p.uri !== URI || (p.version !== undefined && p.version !== version)) return;
  view.dispatch(
    setDiagnostics(
      view.state,
      p.diagnostics.map((d) => cmDiagnostic(view.state, d)),
    ),
  );
});

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
    if (edit) from = Math.min(from, toOffset(ctx.state, edit.range.start));
    const text = edit?.newText ?? item.insertText ?? item.label;
    const doc = typeof item.documentation === "string" ? item.documentation : item.documentation?.value;
    return {
      label: item.label,
      detail: item.detail,
      type: KIND[item.kind ?? 0] ?? "text",
      info: doc ? () => markdownToDom(doc) : undefined,
      apply: item.insertTextFormat === 2 ? snippet(cmSnippet(text)) : text,
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
  const seq = ++mapSeq;
  const params: TimingMapParams = { textDocument: { uri: URI }, position: toPosition(view.state, view.state.selection.main.head) };
  const r = await connection.sendRequest<TimingMapResult>(TIMING_MAP_REQUEST, params);
  if (seq !== mapSeq) return;
  statusEl.textContent = r ? `${r.data.cards.map((c) => c.name).join(", ")} — ${r.data.game.name}` : "Put the cursor in a card.";
  mapEl.innerHTML = r?.svg ?? ""; // the renderer escapes every text it draws
}

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
      },
    },
  });
  await connection.sendNotification("initialized", {});
  view = new EditorView({
    parent: document.getElementById("editor")!,
    state: EditorState.create({
      doc: EXAMPLE,
      extensions: [basicSetup, lintGutter(), hover, autocompletion({ override: [complete] }), sync],
    }),
  });
  await connection.sendNotification("textDocument/didOpen", {
    textDocument: { uri: URI, languageId: "cardscript", version, text: EXAMPLE },
  });
  // Start with the cursor in the first card so the map shows something.
  const first = EXAMPLE.indexOf("text:");
  view.dispatch({ selection: { anchor: first >= 0 ? first : 0 } });
  scheduleMap();
  document.body.dataset["ready"] = "true";
}

void main();
