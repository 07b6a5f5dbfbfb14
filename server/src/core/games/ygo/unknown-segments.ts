/**
 * "<Word> Phase" / "<Word> Step" in YGO rules text where <Word> names no phase or step of the
 * turn (Draw, Standby, Main, Battle, End Phase; Start, Battle, Damage, End Step), with the
 * closest real names for `unknown-step`. Words inside "quoted names" are not judged.
 */
import { closest } from "fastest-levenshtein";
import type { UnknownSegmentName } from "../../game/game-model";
import type { FaceModel } from "../../model/file-model";
import { cardOfFace } from "./face-analysis";
import { maskedText } from "./rules/util";
import { CURRENT_SEGMENT_NAMES, FOREIGN_SEGMENT_WORDS, PHASE_WORDS } from "./vocabulary";

const NOT_A_NAME = /^(?:During|Skip|Each|The|This|That|Your|Next|Every|Same|Current|Any|A|An|Opponent's)$/;

/** Unknown phase/step names of a face, with file spans and suggestions (best first). */
export function unknownSegmentNames(face: FaceModel): UnknownSegmentName[] {
  const card = cardOfFace(face);
  if (!card) return [];
  const masked = maskedText(card);
  const out: UnknownSegmentName[] = [];
  for (const m of masked.matchAll(/\b([A-Z][A-Za-z-]*) (Phase|Step)\b/g)) {
    if (PHASE_WORDS.has(m[1]!.toLowerCase()) || NOT_A_NAME.test(m[1]!)) continue;
    const near = FOREIGN_SEGMENT_WORDS[m[1]!.toLowerCase()] ?? closest(m[0], [...CURRENT_SEGMENT_NAMES]);
    const span = card.spanToFile({ start: m.index!, end: m.index! + m[0].length });
    out.push({ text: m[0], start: span.start, end: span.end, suggestions: [near] });
  }
  return out;
}
