/**
 * The Timing Map webview page (client/src/timing-map-html.ts): a strict Content-Security-Policy
 * — nothing remote, no inline script or style without the page's nonce, a fresh nonce per page —
 * and the map's stylesheet with the theme's colours.
 */
import assert from "node:assert/strict";
import { panelHtml } from "../../client/src/timing-map-html";

const CSP_SOURCE = "https://file+.vscode-resource.vscode-cdn.net";

describe("client: Timing Map webview page", function () {
  it("has a strict CSP: default-src 'none', scripts and styles only with the nonce, no unsafe-inline/eval", function () {
    const html = panelHtml(CSP_SOURCE);
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    assert.ok(csp);
    const nonce = /script-src 'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
    assert.ok(nonce, csp);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, new RegExp(`style-src 'nonce-${nonce}'`));
    assert.ok(!/unsafe-inline|unsafe-eval|\*/.test(csp), csp);
    // Every script and style element carries the nonce.
    const tags = [...html.matchAll(/<(script|style)\b([^>]*)>/g)];
    assert.equal(tags.length, 2);
    for (const t of tags) assert.ok(t[2]!.includes(`nonce="${nonce}"`), t[0]);
    // No remote content: the only URL is the webview's own resource origin in img-src.
    assert.deepEqual(
      [...html.matchAll(/https?:\/\/[^\s"';]+/g)].map((m) => m[0]),
      [CSP_SOURCE],
    );
  });

  it("a fresh nonce per page", function () {
    const n = (h: string) => /'nonce-([0-9a-f]+)'/.exec(h)![1];
    assert.notEqual(n(panelHtml(CSP_SOURCE)), n(panelHtml(CSP_SOURCE)));
  });

  it("maps the theme's colours onto the map's CSS variables and keeps the map's stylesheet", function () {
    const html = panelHtml(CSP_SOURCE);
    for (const v of [
      "--tm-bg:var(--vscode-editor-background)",
      "--tm-fg:var(--vscode-editor-foreground)",
      "--tm-focus:var(--vscode-focusBorder)",
    ])
      assert.ok(html.includes(v), v);
    assert.ok(html.includes(".tm-on{fill:var(--_fill)}"));
    assert.match(html, /body\.vscode-high-contrast/);
  });

  it("the page's own words come from the display language (the panel's vscode.l10n texts), escaped; English by default", function () {
    const de = panelHtml(CSP_SOURCE, { title: "Timing-Karte", hint: "Setze den Cursor in eine <Karte>.", lang: "de" });
    assert.match(de, /<html lang="de">/);
    assert.match(de, /<title>Timing-Karte<\/title>/);
    assert.match(de, /<p id="status" role="status" aria-live="polite">Setze den Cursor in eine &lt;Karte&gt;\.<\/p>/);
    const en = panelHtml(CSP_SOURCE);
    assert.match(en, /<html lang="en">/);
    assert.match(en, /<title>Timing Map<\/title>/);
    assert.match(en, />Put the cursor in a card\.<\/p>/);
  });
});
