/**
 * Type lines: supertypes, card types, subtypes (CR 205). Lists come from the Comprehensive
 * Rules (`cr-lists.generated.ts`); obsolete types (Interrupt, Mana Source, Tribal) are in
 * `obsolete-terms.ts`.
 */
import { CARD_TYPES, SUBTYPES, SUPERTYPES } from "./cr-lists.generated";

const lower = (xs: readonly string[]) => new Set(xs.map((x) => x.toLowerCase()));
const cardTypes = lower(CARD_TYPES);
const supertypes = lower(SUPERTYPES);
/** Every subtype of every family, lower case ("time lord" included). */
const subtypes = lower([...Object.values(SUBTYPES).flat(), "Siege", "Undercity"]);

export const KNOWN_CARD_TYPES: readonly string[] = CARD_TYPES;
export const KNOWN_SUPERTYPES: readonly string[] = SUPERTYPES;

/** One word of a type line with its offset (UTF-16) inside the type line value. */
export interface TypeWord {
  text: string;
  offset: number;
  role: "supertype" | "cardType" | "subtype" | "unknown";
}

/** A parsed type line. */
export interface TypeLine {
  words: TypeWord[];
  /** Lower-case card types, e.g. ["artifact", "creature"]. */
  types: Set<string>;
  /** Lower-case subtypes, e.g. ["vehicle"]. */
  subtypes: Set<string>;
  /** Offset of the dash (`—`, `-` or `--`) inside the value, or -1. */
  dashOffset: number;
  /** The dash as written. */
  dash: string;
}

/**
 * Splits a type line value (`Legendary Artifact Creature — Golem`) into words and roles.
 * Words left of the dash are supertypes or card types; a word there that is neither is
 * `unknown`, except a run of known subtypes after the card types (a type line that lost its dash).
 * Never throws.
 */
// eslint-disable-next-line complexity -- split pending (grew with the issue-8 rule-fidelity work; one pass per form)
export function parseTypeLine(value: string): TypeLine {
  const dashMatch = / (—|--|-|–) ?|—/.exec(value);
  const dashOffset = dashMatch ? dashMatch.index : -1;
  const left = dashOffset >= 0 ? value.slice(0, dashOffset) : value;
  const words: TypeWord[] = [];
  const types = new Set<string>();
  const subs = new Set<string>();
  const leftWords = [...left.matchAll(/[^\s]+/g)];
  // "Mana Source" is two words; it is judged by obsolete-terms, so treat both words as a type here.
  let seenType = false;
  for (let i = 0; i < leftWords.length; i++) {
    const m = leftWords[i]!;
    const w = m[0].toLowerCase();
    let role: TypeWord["role"];
    if (cardTypes.has(w)) {
      role = "cardType";
      types.add(w);
      seenType = true;
    } else if (supertypes.has(w)) role = "supertype";
    else if (w === "summon" && i === 0 && !dashMatch) {
      // "Summon Elf": the old name of a creature spell (obsolete-terms), the words after it are its subtypes.
      role = "cardType";
      types.add("creature");
      seenType = true;
      words.push({ text: m[0], offset: m.index!, role });
      for (const rest of leftWords.slice(i + 1)) {
        words.push({ text: rest[0], offset: rest.index!, role: "subtype" });
        subs.add(rest[0].toLowerCase());
      }
      break;
    } else if (w === "tribal" || w === "interrupt") {
      role = "cardType";
      types.add(w === "tribal" ? "kindred" : "instant");
      seenType = true;
    } else if (
      (w === "mana" && leftWords[i + 1]?.[0].toLowerCase() === "source") ||
      (w === "source" && leftWords[i - 1]?.[0].toLowerCase() === "mana")
    ) {
      role = "cardType";
      types.add("instant");
      seenType = true;
    } else if (
      seenType &&
      subtypes.has(w) &&
      leftWords
        .slice(i)
        .every((x) => subtypes.has(x[0].toLowerCase()) || subtypes.has(`${x[0]} ${leftWords[i + 1]?.[0] ?? ""}`.toLowerCase()))
    ) {
      role = "subtype";
      subs.add(w);
    } else role = "unknown";
    words.push({ text: m[0], offset: m.index!, role });
  }
  if (dashMatch) {
    const rightStart = dashMatch.index + dashMatch[0].length;
    for (const m of value.slice(rightStart).matchAll(/[^\s]+/g)) {
      words.push({ text: m[0], offset: rightStart + m.index!, role: "subtype" });
      subs.add(m[0].toLowerCase());
    }
  }
  return { words, types, subtypes: subs, dashOffset, dash: dashMatch ? (dashMatch[1] ?? "—") : "" };
}

/** Every supertype and card type, for did-you-mean and completion. */
export function typeVocabulary(): string[] {
  return [...SUPERTYPES, ...CARD_TYPES];
}
