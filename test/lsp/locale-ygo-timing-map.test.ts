/**
 * Protocol test, kind: a Yu-Gi-Oh! hover or a Timing Map left in English by a server started in
 * Spanish or German. Over the real server (`initialize` with a `locale`): a Yu-Gi-Oh! effect's
 * hover, a diagnostic's reason and `cardscript/timingMap` (its SVG and its data's words) follow the
 * locale; the map's ids and cells are those of an English server.
 */
import assert from "node:assert/strict";
import type { Diagnostic, Hover } from "vscode-languageserver";
import { positionOf, testUri, localeClients } from "./client";

const YGO = [
  "game ygo",
  "",
  'card "Night Guard" {',
  "  type: Effect Monster",
  "  attribute: DARK",
  "  level: 4",
  "  race: Fiend",
  "  atk: 1000",
  "  def: 1000",
  "  rank: 3",
  "  text:",
  "    During damage calculation (Quick Effect): You can target 1 monster; it gains 500 ATK.",
  "}",
  "",
].join("\n");

interface MapResult {
  svg: string;
  data: { space: { segments: { id: string; name: string }[] }; cards: { rows: { cells: unknown }[] }[] };
}

describe("LSP: Yu-Gi-Oh! hovers, reasons and the Timing Map in the client's language", () => {
  const start = localeClients();

  it('locale "es": effect hover, stats-mismatch reason and the map in Spanish; the map\'s ids and cells as in English', async () => {
    const [en, es] = await Promise.all([start(), start("es")]);
    const uri = testUri("ygo-es");
    const [pEn, pEs] = await Promise.all([en.open(uri, YGO), es.open(uri, YGO)]);
    const reason = (d: Diagnostic[]) => d.find((x) => x.code === "stats-mismatch")!.message;
    assert.match(reason(pEs.diagnostics), /solo los Monstruos Xyz tienen Rango/);
    assert.match(reason(pEn.diagnostics), /only Xyz Monsters have a Rank/);

    const h = await es.request<Hover | null>("textDocument/hover", { textDocument: { uri }, position: positionOf(YGO, "You can target") });
    const md = (h!.contents as { value: string }).value;
    assert.match(md, /^\*\*Efecto Rápido\*\*/);
    assert.match(
      md,
      /Ventana: Turno de cualquier jugador: cálculo de daño; estado de juego abierto o en respuesta a Velocidad de Hechizo 1–2\./,
    );

    const position = positionOf(YGO, "Night Guard");
    const [mEn, mEs] = await Promise.all([
      en.request<MapResult>("cardscript/timingMap", { textDocument: { uri }, position }),
      es.request<MapResult>("cardscript/timingMap", { textDocument: { uri }, position }),
    ]);
    assert.match(mEs.svg, /aria-label="Mapa de tiempos: Night Guard \(Yu-Gi-Oh!\)"/);
    assert.match(mEs.svg, />nadie puede actuar</);
    assert.match(mEn.svg, />nobody can act</);
    assert.deepEqual(
      mEs.data.space.segments.map((s) => s.id),
      mEn.data.space.segments.map((s) => s.id),
    );
    assert.deepEqual(
      mEs.data.cards.map((c) => c.rows.map((r) => r.cells)),
      mEn.data.cards.map((c) => c.rows.map((r) => r.cells)),
    );
    assert.equal(mEs.data.space.segments.find((s) => s.id === "dsCalc")!.name, "cálculo de daño");
  });
});
