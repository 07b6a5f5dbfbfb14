/**
 * The Timing Map webview's page (no VS Code API here, so it can be tested): a strict
 * Content-Security-Policy (nothing remote; the one stylesheet and the one script carry a fresh
 * nonce), the map's stylesheet with colours from the VS Code theme, and the script that draws
 * the maps it receives, reports row activation (click, Enter, Space; arrows move between rows) and
 * the panel's width (the server draws the map for it: side by side, or the turns stacked).
 */
import { TIMING_MAP_CSS } from "../../server/src/core/timing-map/svg";
import { escapeXml } from "../../server/src/core/text/xml";

/** The map's colours from the VS Code theme (the body of a webview gets `--vscode-*` variables). */
const THEME_CSS = `
body{padding:8px 12px;color:var(--vscode-foreground);background:var(--vscode-editor-background);font-family:var(--vscode-font-family);font-size:var(--vscode-font-size);overflow-wrap:anywhere}
.tm{--tm-bg:var(--vscode-editor-background);--tm-fg:var(--vscode-editor-foreground);--tm-muted:var(--vscode-descriptionForeground);--tm-grid:var(--vscode-editorWidget-border,var(--vscode-panel-border,#8884));--tm-fill:var(--vscode-charts-blue);--tm-trigger:var(--vscode-charts-purple);--tm-conflict-a:var(--vscode-charts-red);--tm-conflict-b:var(--vscode-charts-orange);--tm-noact:var(--vscode-editorWidget-background);--tm-focus:var(--vscode-focusBorder);--tm-font:var(--vscode-font-family)}
body.vscode-high-contrast .tm-cell{stroke:var(--vscode-contrastBorder,currentColor);stroke-width:1}
#map{overflow-x:auto}
#map svg{display:block}
#status{color:var(--vscode-descriptionForeground);margin:0 0 6px}
`.trim();

/** The webview's script: draws maps it receives, reports row activation (click, Enter, Space). */
const SCRIPT = `
const vscode = acquireVsCodeApi();
const map = document.getElementById("map");
const status = document.getElementById("status");
window.addEventListener("message", (e) => {
  const m = e.data;
  if (m.type !== "map") return;
  const focused = document.activeElement && document.activeElement.getAttribute && document.activeElement.getAttribute("data-row");
  status.textContent = m.status;
  map.innerHTML = m.svg || "";
  if (focused !== null && focused !== undefined) {
    const again = map.querySelector('.row[data-row="' + focused + '"]');
    if (again) again.focus();
  }
});
function reveal(row) {
  const start = Number(row.getAttribute("data-start"));
  const end = Number(row.getAttribute("data-end"));
  if (start >= 0 && end >= start) vscode.postMessage({ type: "reveal", start, end });
}
map.addEventListener("click", (e) => {
  const row = e.target.closest && e.target.closest(".row");
  if (row) reveal(row);
});
map.addEventListener("keydown", (e) => {
  const row = e.target.closest && e.target.closest(".row");
  if (!row) return;
  if (e.key === "Enter" || e.key === " ") { e.preventDefault(); reveal(row); }
  if (e.key === "ArrowDown" || e.key === "ArrowUp") {
    const rows = [...map.querySelectorAll(".row")];
    const next = rows[rows.indexOf(row) + (e.key === "ArrowDown" ? 1 : -1)];
    if (next) { e.preventDefault(); next.focus(); }
  }
});
// The map is drawn for the panel's width (1:1, so labels keep their size): report it now and
// whenever the panel is resized (debounced).
let lastWidth = 0;
let widthTimer;
function reportWidth() {
  const width = Math.floor(map.clientWidth || document.body.clientWidth);
  if (!width || Math.abs(width - lastWidth) < 8) return;
  lastWidth = width;
  vscode.postMessage({ type: "width", width });
}
new ResizeObserver(() => { clearTimeout(widthTimer); widthTimer = setTimeout(reportWidth, 150); }).observe(document.body);
reportWidth();
vscode.postMessage({ type: "ready" });
`.trim();

/** 128 random bits as hex, from the Web Crypto API (Node 20 and browsers). */
function nonce(): string {
  return [...globalThis.crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The page's own words, in the display language (the panel passes `vscode.l10n.t` results). */
export interface PanelTexts {
  /** The page title ("Timing Map"). */
  title: string;
  /** The status line before the first map arrives ("Put the cursor in a card."). */
  hint: string;
  /** The page's language tag (`vscode.env.language`, e.g. "de"). */
  lang: string;
}

const ENGLISH: PanelTexts = { title: "Timing Map", hint: "Put the cursor in a card.", lang: "en" };

/** The webview's HTML: CSP with a nonce for the one stylesheet and script; the map arrives by message. Texts are escaped. */
export function panelHtml(cspSource: string, texts: PanelTexts = ENGLISH): string {
  const n = nonce();
  const csp = `default-src 'none'; img-src ${cspSource} data:; style-src 'nonce-${n}'; script-src 'nonce-${n}';`;
  return `<!doctype html>
<html lang="${escapeXml(texts.lang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${n}">${TIMING_MAP_CSS}\n${THEME_CSS}</style>
<title>${escapeXml(texts.title)}</title>
</head>
<body>
<p id="status" role="status" aria-live="polite">${escapeXml(texts.hint)}</p>
<div id="map"></div>
<script nonce="${n}">${SCRIPT}</script>
</body>
</html>`;
}
