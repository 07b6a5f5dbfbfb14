/**
 * Step and phase names in Magic rules text that are not steps or phases (`unknown-step`):
 * in "at the beginning of …" triggers and in restriction clauses, each once.
 */
import type { UnknownSegmentName } from "../../../core/game/game-model";
import type { MtgFace } from "./mtg-model";
import { allAbilities } from "./abilities";
import { pushAll } from "../../../core/collections/append";

/** Unknown step names of a face, in line order. */
export function unknownStepNames(face: MtgFace): UnknownSegmentName[] {
  const out: UnknownSegmentName[] = [];
  for (const a of allAbilities(face.abilities)) {
    for (const t of a.stepTriggers) pushAll(out, t.unknowns);
    for (const r of a.restrictions) for (const c of r.clauses) pushAll(out, c.unknownSteps);
  }
  return out;
}
