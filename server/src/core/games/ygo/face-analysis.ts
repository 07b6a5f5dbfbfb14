/**
 * The YGO reading of one face for the core's file model: the type line (words with their role)
 * carrying the analysed card, and one entry per rules-text line with the effects that start on it.
 */
import type { FaceBase, FaceModel, FileModel, TextLineAnalysis, TypeLineAnalysis } from "../../model/file-model";
import type { CardKind } from "./card-kind";
import { buildCard, type YgoCard } from "./card-model";
import type { YgoEffect } from "./effects";

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
    for (const m of face.typeField.value.matchAll(/[^\s/]+/g))
      words.push({ text: m[0], offset: m.index!, role: !card.kind || unknown.has(m.index!) ? "unknown" : "type" });
  }
  const lines = face.node.textSections.flatMap((s) => s.lines);
  const abilities: YgoLine[] = lines.map((line) => {
    const effects = card.analysis.effects.filter((e) => {
      const at = card.toFile(e.span.start);
      return e.span.end > e.span.start && at >= line.span.start && at < line.span.end;
    });
    return { line, kind: effects.length ? [...new Set(effects.map((e) => e.kind))].join(", ") : "text", effects };
  });
  return { typeLine: { words, kind: card.kind, card }, abilities };
}

/** The analysed card of a face of a `game ygo` file. */
export function cardOfFace(face: FaceModel): YgoCard | undefined {
  return (face.typeLine as YgoTypeLine | undefined)?.card;
}

/** Every analysed card of a `game ygo` file, in source order. */
export function ygoCards(model: FileModel): YgoCard[] {
  return model.faces.map(cardOfFace).filter((c): c is YgoCard => c !== undefined);
}
