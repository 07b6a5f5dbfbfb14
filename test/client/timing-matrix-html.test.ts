/**
 * The Set Timing Matrix webview page (client/src/timing-matrix-html.ts): a strict CSP whose
 * nonce covers the one stylesheet and the one script, the core's filter script inside it, the
 * theme's colours, and the page's own words escaped.
 */
import assert from "node:assert/strict";
import { matrixPanelHtml } from "../../client/src/timing-matrix-html";
import { MATRIX_CSS, MATRIX_SCRIPT } from "../../server/src/core/timing-map/index";

describe("client: Set Timing Matrix webview page", function () {
  it("has a strict CSP with one nonce for its stylesheet and script, which runs the core's filter script", function () {
    const html = matrixPanelHtml("https://file+.vscode-resource.vscode-cdn.net");
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
    const nonce = /script-src 'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
    assert.ok(nonce, csp);
    assert.match(csp, /^default-src 'none';/);
    assert.ok(csp.includes(`style-src 'nonce-${nonce}'`));
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.equal((html.match(new RegExp(`nonce="${nonce}"`, "g")) ?? []).length, 2);
    assert.ok(html.includes(MATRIX_SCRIPT));
    assert.ok(html.includes(MATRIX_CSS));
    assert.match(html, /--tm-fill:var\(--vscode-charts-blue\)/);
  });

  it("its words come from the display language, escaped", function () {
    const html = matrixPanelHtml("x", { title: "Set-Timing-Matrix <de>", hint: "Lese …", lang: "de" });
    assert.match(html, /<html lang="de">/);
    assert.match(html, /<title>Set-Timing-Matrix &lt;de&gt;<\/title>/);
  });
});
