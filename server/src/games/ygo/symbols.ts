/**
 * Outline entries for Yu-Gi-Oh! rules text: one per effect that starts on a text line, named by
 * its text (shortened) with its kind, Spell Speed and window as the detail, e.g. "Quick Effect,
 * Spell Speed 2 — Either player's turn: any phase; open game state or in response to Spell Speed 1–2".
 * Ranges are LSP ranges (0-based lines, UTF-16 columns): the effect's whole text, the selection its
 * condition (or its first 60 characters).
 */
import { shorten, SymbolKind, type DocumentSymbol, type SymbolKindName } from "../../core/features/symbols";
import type { FaceModel, FileModel } from "../../core/model/file-model";
import { describeWindow } from "../../core/model/window-words";
import type { YgoEffect } from "./effects";
import { cardOfFace, type YgoLine } from "./face-analysis";

const KIND: Record<YgoEffect["kind"], SymbolKindName> = {
  activation: SymbolKind.Function,
  ignition: SymbolKind.Function,
  trigger: SymbolKind.Event,
  quick: SymbolKind.Method,
  continuous: SymbolKind.String,
  "summon-condition": SymbolKind.Key,
  materials: SymbolKind.Key,
};

/** The detail of an effect's outline entry: kind (FLIP, Pendulum Effect), Spell Speed, window, in the language of `model.l10n`. */
export function effectDetail(e: YgoEffect, model: Pick<FileModel, "game" | "l10n">): string {
  const l10n = model.l10n;
  let kind = l10n.t(`ygo.outline.${e.kind}`);
  if (e.flip) kind = l10n.t("ygo.outline.flip", { kind });
  if (e.section === "pendulum") kind = l10n.t("ygo.outline.pendulum", { kind });
  if (e.speed) kind = l10n.t("ygo.outline.speed", { kind, speed: e.speed });
  const window =
    e.window && e.kind !== "trigger"
      ? ` — ${describeWindow(model, e.window)}`
      : e.kind === "trigger"
        ? ` — ${l10n.t("ygo.outline.onEvent")}`
        : "";
  return kind + window;
}

/** The outline children of one line of YGO rules text: the effects that start on it. */
export function ygoAbilitySymbols(model: FileModel, face: FaceModel, line: YgoLine): DocumentSymbol[] {
  const card = cardOfFace(face);
  if (!card) return [];
  return line.effects.map((e) => {
    const span = card.spanToFile(e.span);
    const head = card.spanToFile(e.condition ?? { start: e.span.start, end: Math.min(e.span.end, e.span.start + 60) });
    return {
      name: shorten(e.span.text) || model.l10n.t("ygo.outline.empty"),
      detail: effectDetail(e, model),
      kind: KIND[e.kind],
      range: model.lines.rangeOf(span),
      selectionRange: model.lines.rangeOf(head),
    };
  });
}
