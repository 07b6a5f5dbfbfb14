/**
 * The Set Timing Matrix webview's page (no VS Code API here, so it can be tested): a strict
 * Content-Security-Policy (nothing remote; the one stylesheet and the one script carry a fresh
 * nonce), the matrix stylesheet with colours from the VS Code theme, the core's filter script
 * (`MATRIX_SCRIPT`, run again for each matrix received) and a click on a card's name that asks
 * the extension to open the card.
 */
import { MATRIX_CSS, MATRIX_SCRIPT } from "../../server/src/core/timing-map/matrix-render";
import { escapeXml } from "../../server/src/core/text/xml";

const THEME_CSS = `
body{padding:8px 12px;color:var(--vscode-foreground);background:var(--vscode-editor-background);font-family:var(--vscode-font-family);font-size:var(--vscode-font-size);overflow-wrap:anywhere}
.tmx{--tm-bg:var(--vscode-editor-background);--tm-fill:var(--vscode-charts-blue);--tm-grid:var(--vscode-editorWidget-border,var(--vscode-panel-border,#8884));--tm-muted:var(--vscode-descriptionForeground);--tm-trigger:var(--vscode-charts-purple);--tm-font:var(--vscode-font-family)}
.tmx a{color:var(--vscode-textLink-foreground);cursor:pointer}
#status{color:var(--vscode-descriptionForeground);margin:0 0 6px}
`.trim();

const SCRIPT = `
const vscode = acquireVsCodeApi();
const host = document.getElementById("matrix");
const status = document.getElementById("status");
window.addEventListener("message", (e) => {
  const m = e.data;
  if (m.type !== "matrix") return;
  status.textContent = m.status || "";
  host.innerHTML = m.html || "";
  filter();
});
host.addEventListener("click", (e) => {
  const row = e.target.closest && e.target.closest("tbody tr");
  if (!row || !(e.target.closest("th"))) return;
  vscode.postMessage({ type: "open", file: row.getAttribute("data-file"), line: Number(row.getAttribute("data-line")) });
});
function filter() {
  ${MATRIX_SCRIPT}
}
vscode.postMessage({ type: "ready" });
`.trim();

/** The page's own words, in the display language (the panel passes `vscode.l10n.t` results). */
export interface MatrixPanelTexts {
  title: string;
  /** The status line before the matrix arrives. */
  hint: string;
  lang: string;
}

const ENGLISH: MatrixPanelTexts = { title: "Set Timing Matrix", hint: "Reading the workspace's card files…", lang: "en" };

/** 128 random bits as hex, from the Web Crypto API (Node 20 and browsers). */
function nonce(): string {
  return [...globalThis.crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The webview's HTML: CSP with a nonce for the one stylesheet and script; the matrix arrives by message. Texts are escaped. */
export function matrixPanelHtml(cspSource: string, texts: MatrixPanelTexts = ENGLISH): string {
  const n = nonce();
  const csp = `default-src 'none'; img-src ${cspSource} data:; style-src 'nonce-${n}'; script-src 'nonce-${n}';`;
  return `<!doctype html>
<html lang="${escapeXml(texts.lang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${n}">${MATRIX_CSS}\n${THEME_CSS}</style>
<title>${escapeXml(texts.title)}</title>
</head>
<body>
<p id="status" role="status" aria-live="polite">${escapeXml(texts.hint)}</p>
<div id="matrix"></div>
<script nonce="${n}">${SCRIPT}</script>
</body>
</html>`;
}
