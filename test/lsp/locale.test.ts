/**
 * Protocol test, kind: the server speaks the client's UI language. The `locale` of `initialize`
 * (LSP 3.16) selects German or Spanish diagnostics, quick-fix titles and step hovers; the
 * diagnostic codes (rule ids), ranges and severities are the same as in English, and a server
 * started without a locale stays English.
 */
import assert from "node:assert/strict";
import type { CodeAction, Hover } from "vscode-languageserver";
import { positionOf, rangeOf, testUri, localeClients } from "./client";

const CARD = [
  'card "Battle Hymn of Ruin" {',
  "  cost: {2}{R}",
  "  type: Sorcery",
  "  text:",
  "    At the beginning of your upkeep, scry 1.",
  "    Cast this spell only during combat.",
  "}",
  "",
].join("\n");

describe("LSP: locale from initialize", () => {
  const start = localeClients();

  it('locale "de": German diagnostics, fix titles and hover; rule ids, ranges and severities as in English', async () => {
    const [en, de] = await Promise.all([start(), start("de")]);
    const uri = testUri("locale-de");
    const [pEn, pDe] = await Promise.all([en.open(uri, CARD), de.open(uri, CARD)]);
    assert.deepEqual(
      pDe.diagnostics.map((d) => [d.code, d.range, d.severity]),
      pEn.diagnostics.map((d) => [d.code, d.range, d.severity]),
    );
    const dEn = pEn.diagnostics.find((d) => d.code === "impossible-timing")!;
    const dDe = pDe.diagnostics.find((d) => d.code === "impossible-timing")!;
    assert.match(dEn.message, /^'during combat' \(CR [\d.a-z]+\) leaves this spell no moment to be cast/);
    assert.match(
      dDe.message,
      /^'during combat' \(CR [\d.a-z]+\) lässt diesem Zauberspruch keinen Zeitpunkt, gewirkt zu werden: Zaubersprüche mit dem Timing einer Hexerei/,
    );
    assert.deepEqual(dDe.range, rangeOf(CARD, "during combat"));

    const actions = await de.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: dDe.range,
      context: { diagnostics: [dDe] },
    });
    const titles = actions.map((a) => a.title);
    assert.ok(titles.includes("Typ in Instant (Spontanzauber) ändern"), titles.join(" | "));
    assert.ok(titles.includes("impossible-timing für diese Zeile deaktivieren"), titles.join(" | "));

    const h = await de.request<Hover | null>("textDocument/hover", { textDocument: { uri }, position: positionOf(CARD, "upkeep") });
    assert.match((h!.contents as { value: string }).value, /^\*\*Versorgungssegment\*\* — Segment der Anfangsphase/);
  });

  it("a lang de document: diagnostics and hovers on the German words, also after an edit in a later card", async () => {
    const de = await start("de");
    const text = [
      "lang de",
      "",
      'card "Erste" {',
      "  type: Enchantment",
      "  text:",
      "    Zu Beginn deines Enttappsegments ziehst du eine Karte.",
      "}",
      "",
      'card "Zweite" {',
      "  type: Sorcery",
      "  text:",
      "    Ziehe eine Karte.",
      "}",
      "",
    ].join("\n");
    const uri = testUri("lang-de");
    const p = await de.open(uri, text);
    assert.deepEqual(
      p.diagnostics.map((d) => [d.code, d.range]),
      [["untap-step-trigger", rangeOf(text, "Enttappsegments")]],
    );
    const at = positionOf(text, "Ziehe eine Karte.");
    const next = await de.change(uri, [{ range: { start: at, end: at }, text: "Wirke diesen Zauberspruch nur während des Kampfes. " }]);
    assert.deepEqual(
      next.diagnostics.map((d) => d.code),
      ["untap-step-trigger", "impossible-timing"],
    );
    const h = await de.request<Hover | null>("textDocument/hover", {
      textDocument: { uri },
      position: positionOf(text, "Enttappsegments"),
    });
    assert.match((h!.contents as { value: string }).value, /^\*\*Enttappsegment\*\*/);
    assert.deepEqual(h!.range, rangeOf(text, "Enttappsegments"));
  });

  it('locale "es-MX": Spanish; locale "fr": English', async () => {
    const [es, fr] = await Promise.all([start("es-MX"), start("fr")]);
    const uri = testUri("locale-es");
    const [pEs, pFr] = await Promise.all([es.open(uri, CARD), fr.open(uri, CARD)]);
    assert.match(
      pEs.diagnostics.find((d) => d.code === "impossible-timing")!.message,
      /^'during combat' \(CR [\d.a-z]+\) no deja a este hechizo ningún momento para lanzarse/,
    );
    assert.match(
      pFr.diagnostics.find((d) => d.code === "impossible-timing")!.message,
      /^'during combat' \(CR [\d.a-z]+\) leaves this spell no moment to be cast/,
    );
  });
});
