/**
 * Magic's reading of a face: the type line (CR 205) and each line of rules text as a keyword
 * line, triggered, activated or other ability (`abilities.ts`), with "Activate only …" lines
 * attached to the ability they restrict.
 */
import type { FaceBase } from "../../../core/model/file-model";
import { parseTypeLine, type TypeLine } from "../card-types";
import type { DeclaredKeyword } from "../../../core/model/declared-keywords";
import { analyzeLine, type Ability } from "./abilities";
import { readCustomKeywords, type CustomKeyword } from "./custom-keywords";
import { pushAll } from "../../../core/collections/append";

const customCache = new WeakMap<readonly DeclaredKeyword[], CustomKeyword[]>();

/** The file's own keywords read once per file (every face of a file shares the declarations array). */
function customKeywords(declared: readonly DeclaredKeyword[]): CustomKeyword[] {
  if (declared.length === 0) return [];
  let out = customCache.get(declared);
  if (!out) {
    // "this creature", "~" in a definition are the object that has the keyword: no self names.
    out = readCustomKeywords(declared, (d) => analyzeLine(d.text, []));
    customCache.set(declared, out);
  }
  return out;
}

/** Reads a face's type line and rules text, with the file's own keywords. Never throws for any text. */
export function readMtgFace(face: FaceBase): { typeLine?: TypeLine; abilities: Ability[] } {
  const abilities: Ability[] = [];
  const custom = customKeywords(face.keywords);
  for (const s of face.node.textSections) for (const l of s.lines) abilities.push(analyzeLine(l, face.selfNames, custom));
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
    pushAll(prev.restrictions, a.restrictions);
    a.restrictions = [];
  }
}
