/**
 * Outline entries for Yu-Gi-Oh! rules text: one per effect that starts on a text line, named by
 * its text (shortened) with its kind, Spell Speed and window as the detail, e.g. "Quick Effect,
 * Spell Speed 2 — Either player's turn: any phase; open game state or in response to Spell Speed 1–2".
 * Ranges are LSP ranges (0-based lines, UTF-16 columns): the effect's whole text, the selection its
 * condition (or its first 60 characters).
 */
import { shorten, SymbolKind, type DocumentSymbol } from "../../features/symbols";
import type { FaceModel, FileModel } from "../../model/file-model";
import type { YgoEffect } from "./effects";
import { cardOfFace, type YgoLine } from "./face-analysis";

const LABEL: Record<YgoEffect["kind"], string> = {
  activation: "activation of the card",
  ignition: "Ignition Effect",
  trigger: "Trigger Effect",
  quick: "Quick Effect",
  continuous: "Continuous Effect",
  "summon-condition": "Summon condition",
  materials: "materials",
};
const KIND: Record<YgoEffect["kind"], number> = {
  activation: SymbolKind.Function,
  ignition: SymbolKind.Function,
  trigger: SymbolKind.Event,
  quick: SymbolKind.Method,
  continuous: SymbolKind.String,
  "summon-condition": SymbolKind.Key,
  materials: SymbolKind.Key,
};

/** The detail of an effect's outline entry: kind (FLIP, Pendulum Effect), Spell Speed, window. */
export function effectDetail(e: YgoEffect): string {
  const kind = `${e.flip ? "FLIP " : ""}${LABEL[e.kind]}${e.section === "pendulum" ? " (Pendulum Effect)" : ""}`;
  const speed = e.speed ? `, Spell Speed ${e.speed}` : "";
  const window = e.window && e.kind !== "trigger" ? ` — ${e.window.describe()}` : e.kind === "trigger" ? " — when its event happens" : "";
  return kind + speed + window;
}

/** The outline children of one line of YGO rules text: the effects that start on it. */
export function ygoAbilitySymbols(model: FileModel, face: FaceModel, line: YgoLine): DocumentSymbol[] {
  const card = cardOfFace(face);
  if (!card) return [];
  return line.effects.map((e) => {
    const span = card.spanToFile(e.span);
    const head = card.spanToFile(e.condition ?? { start: e.span.start, end: Math.min(e.span.end, e.span.start + 60) });
    return {
      name: shorten(e.span.text) || "(empty)",
      detail: effectDetail(e),
      kind: KIND[e.kind],
      range: model.lines.rangeOf(span),
      selectionRange: model.lines.rangeOf(head),
    };
  });
}
