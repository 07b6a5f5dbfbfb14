/**
 * Magic's reading of a face: the type line (CR 205) and each line of rules text as a keyword
 * line, triggered, activated or other ability (`abilities.ts`), with "Activate only …" lines
 * attached to the ability they restrict.
 */
import type { FaceBase } from "../../../model/file-model";
import { parseTypeLine, type TypeLine } from "../card-types";
import { analyzeLine, type Ability } from "./abilities";

/** Reads a face's type line and rules text. Never throws for any text. */
export function readMtgFace(face: FaceBase): { typeLine?: TypeLine; abilities: Ability[] } {
  const abilities: Ability[] = [];
  for (const s of face.node.textSections) for (const l of s.lines) abilities.push(analyzeLine(l, face.selfNames));
  attachRestrictionLines(abilities);
  return { typeLine: face.typeField ? parseTypeLine(face.typeField.value) : undefined, abilities };
}

/**
 * A line made only of "Activate only …" sentences belongs to the activated ability (or the
 * keyword line, e.g. "Equip {2}") on the line before it: its restrictions move there.
 */
function attachRestrictionLines(abilities: Ability[]): void {
  for (let i = 1; i < abilities.length; i++) {
    const a = abilities[i]!;
    const prev = abilities[i - 1]!;
    if (a.kind !== "other" || a.restrictions.length === 0 || (prev.kind !== "activated" && prev.kind !== "keywords")) continue;
    if (!a.restrictions.every((r) => r.subject === "activate")) continue;
    let rest = a.masked;
    for (const r of a.restrictions) {
      const from = r.start - a.line.span.start;
      rest = rest.slice(0, from) + " ".repeat(r.end - r.start) + rest.slice(r.end - a.line.span.start);
    }
    if (rest.trim().replace(/\./g, "") !== "") continue;
    prev.restrictions.push(...a.restrictions);
    a.restrictions = [];
  }
}
