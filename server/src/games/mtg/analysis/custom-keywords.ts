/**
 * A file's own keywords as Magic reads them (`keyword "Name": text`, docs/language.md §1): the
 * declaration's text is read as one ability — its reminder text, as a custom set defines the
 * mechanic — and the timing it states becomes the keyword's timing wherever a card of the file
 * uses it, exactly like the timing of a keyword of the Comprehensive Rules (`keyword-timings.ts`):
 * - an activated ability or "Activate only …" sentences: an activated keyword whose window is the
 *   declaration's restrictions ("{2}: … Activate only as a sorcery.");
 * - a triggered ability with a step ("At the beginning of your upkeep, …"): a triggered keyword;
 * - a keyword line ("Flash"): the timing of that keyword;
 * - "Cast this spell only …": restrictions on the spell of the card that has the keyword.
 * A set's own definition wins over a Comprehensive Rules keyword of the same name (a set may
 * redefine "Surveil").
 */
import type { DeclaredKeyword } from "../../../core/model/declared-keywords";
import type { KeywordTiming } from "../keyword-timings";
import type { Ability } from "./abilities";
import { caseFold } from "../../../core/text/case-fold";

/** A declared keyword with the ability its text states and the timing that follows from it. */
export interface CustomKeyword {
  /** The declared name ("Uprising"). */
  name: string;
  declaration: DeclaredKeyword;
  /** The declaration's text read as one ability; its spans are in the declaration's line. */
  definition: Ability;
  /** The keyword's timing, when the text states one. */
  timing?: KeywordTiming;
}

/** The timing a definition states, in the shape of the Comprehensive Rules keywords' timing. */
function timingOf(name: string, def: Ability): KeywordTiming | undefined {
  if (def.kind === "keywords") {
    const t = def.keywords.find((k) => k.timing)?.timing;
    return t && { ...t, name, rules: [] };
  }
  if (def.kind === "triggered") {
    const own = def.stepTriggers.find((t) => !t.delayed && t.steps.length === 1);
    return { name, rules: [], kind: "triggered", triggersIn: own?.steps[0] };
  }
  if (def.kind === "activated" || def.restrictions.some((r) => r.subject === "activate")) {
    // The base is the activated abilities' (any time you have priority); the declaration's own
    // "Activate only …" sentences narrow it, as on a printed card.
    return { name, rules: [], kind: "activated", activation: def.kind === "activated" && def.loyalty ? "loyalty" : "instant" };
  }
  return undefined;
}

/**
 * Reads the declarations of a file with `analyse` (Magic's reader of one line of rules text).
 * Declarations inside other declarations' text are not expanded (a definition is read with the
 * Comprehensive Rules keywords only).
 */
export function readCustomKeywords(declarations: readonly DeclaredKeyword[], analyse: (d: DeclaredKeyword) => Ability): CustomKeyword[] {
  return declarations.map((declaration) => {
    const definition = analyse(declaration);
    return { name: declaration.name, declaration, definition, timing: timingOf(declaration.name, definition) };
  });
}

/**
 * The custom keyword `text` starts with (case-insensitive by `caseFold`, as the Comprehensive
 * Rules keywords are found; followed by no letter), longest name first; undefined when none does.
 * The fold keeps lengths, so the name's length is its length in `text` ("İmpulse" too).
 */
export function customKeywordAt(text: string, keywords: readonly CustomKeyword[]): CustomKeyword | undefined {
  let best: CustomKeyword | undefined;
  for (const k of keywords) {
    const n = caseFold(k.name);
    if (caseFold(text.slice(0, n.length)) !== n || /\p{L}/u.test(text[n.length] ?? "")) continue;
    if (!best || n.length > best.name.length) best = k;
  }
  return best;
}
