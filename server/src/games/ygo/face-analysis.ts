/**
 * The YGO reading of one face for the core's file model: the type line (words with their role)
 * carrying the analysed card, and one entry per rules-text line with the effects that start on it.
 */
import type { FaceBase, FaceModel, FileModel, TextLineAnalysis, TypeLineAnalysis } from "../../core/model/file-model";
import type { CardKind } from "./card-kind";
import { buildCard, type YgoCard } from "./card-model";
import type { YgoEffect } from "./effects";
import { matchesOf } from "../../core/text/matches";

/** A YGO type line: the words of `type:` ("unknown" for a word that is no card type) and the analysed card. */
export interface YgoTypeLine extends TypeLineAnalysis {
  kind?: CardKind;
  card: YgoCard;
}

/** One line of YGO rules text: `kind` lists the kinds of the effects that start on it ("ignition", "trigger, quick", "text"). */
export interface YgoLine extends TextLineAnalysis {
  /** Effects whose text starts on this line. */
  effects: YgoEffect[];
}

/** Reads a face: never throws on any text. */
export function analyseYgoFace(face: FaceBase): { typeLine: YgoTypeLine; abilities: YgoLine[] } {
  const card = buildCard(face.node);
  const words: TypeLineAnalysis["words"] = [];
  if (face.typeField) {
    const unknown = new Set(card.kind?.unknown.map((u) => u.offset));
    for (const m of matchesOf(face.typeField.value, /[^\s/]+/g))
      words.push({ text: m[0], offset: m.index!, role: !card.kind || unknown.has(m.index!) ? "unknown" : "type" });
  }
  // Where each effect with text starts in the file, mapped once (not once per line).
  const starts = card.analysis.effects.map((e) => (e.span.end > e.span.start ? card.toFile(e.span.start) : -1));
  const abilities: YgoLine[] = [];
  for (const section of face.node.textSections) {
    for (const line of section.lines) {
      const effects = card.analysis.effects.filter((_, i) => starts[i]! >= line.span.start && starts[i]! < line.span.end);
      abilities.push({ line, kind: effects.length ? lineKind(effects) : "text", effects });
    }
  }
  return { typeLine: { words, kind: card.kind, card }, abilities };
}

/** The distinct kinds of a line's effects in order of first appearance, e.g. "trigger, quick". */
function lineKind(effects: readonly YgoEffect[]): string {
  if (effects.length === 1) return effects[0]!.kind;
  return [...new Set(effects.map((e) => e.kind))].join(", ");
}

/** The analysed card of a face of a `game ygo` file. */
export function cardOfFace(face: FaceModel): YgoCard | undefined {
  return (face.typeLine as YgoTypeLine | undefined)?.card;
}

const cardsOfModel = new WeakMap<FileModel, YgoCard[]>();

/**
 * Every analysed card of a `game ygo` file, in source order. Computed once per file model (every
 * YGO rule asks for it) and shared: callers must not change the array.
 */
export function ygoCards(model: FileModel): YgoCard[] {
  let cards = cardsOfModel.get(model);
  if (!cards) cardsOfModel.set(model, (cards = model.faces.map(cardOfFace).filter((c): c is YgoCard => c !== undefined)));
  return cards;
}
