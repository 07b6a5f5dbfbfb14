/**
 * Type lines: supertypes, card types, subtypes (CR 205). Lists come from the Comprehensive
 * Rules (`cr-lists.generated.ts`); obsolete types (Interrupt, Mana Source, Tribal) are in
 * `obsolete-terms.ts`.
 */
import { CARD_TYPES, SUBTYPES, SUPERTYPES } from "./cr-lists.generated";
import { memoByString } from "../../core/text/memo";
import { matchesOf } from "../../core/text/matches";

const lower = (xs: readonly string[]) => new Set(xs.map((x) => x.toLowerCase()));
const cardTypes = lower(CARD_TYPES);
const supertypes = lower(SUPERTYPES);
/** Every subtype of every family, lower case ("time lord" included). */
const subtypes = lower([...Object.values(SUBTYPES).flat(), "Siege", "Undercity"]);

export const KNOWN_CARD_TYPES: readonly string[] = CARD_TYPES;
export const KNOWN_SUPERTYPES: readonly string[] = SUPERTYPES;

/**
 * Words a type line starts with that say which kind of object the card stands for, not a type:
 * a token (CR 111.1; token cards print "Token Creature — Goblin") or an emblem (CR 114.1, "Emblem
 * — Chandra"; an emblem has no types, CR 114.3). Neither is cast, and their names are not card
 * names (CR 111.4: a token's name comes from the effect that creates it).
 */
export const OBJECT_KINDS: readonly { word: string; kind: "token" | "emblem"; rule: string; hasTypes: boolean }[] = [
  { word: "Token", kind: "token", rule: "111.1", hasTypes: true },
  { word: "Emblem", kind: "emblem", rule: "114.1", hasTypes: false },
];
const objectKinds = new Map(OBJECT_KINDS.map((k) => [k.word.toLowerCase(), k]));

/** One word of a type line with its offset (UTF-16) inside the type line value. */
export interface TypeWord {
  text: string;
  offset: number;
  /** `objectKind`: "Token" or "Emblem" ({@link OBJECT_KINDS}). */
  role: "supertype" | "cardType" | "subtype" | "objectKind" | "unknown";
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
  /** A token or an emblem ({@link OBJECT_KINDS}); absent for a card. */
  objectKind?: "token" | "emblem";
  /** Tokens and emblems are named apart from cards (a card may create a token of its own name). */
  nameSpace?: string;
}

/**
 * Splits a type line value (`Legendary Artifact Creature — Golem`) into words and roles.
 * Words left of the dash are supertypes or card types; a word there that is neither is
 * `unknown`, except a run of known subtypes after the card types (a type line that lost its dash).
 * Never throws. Memoized by value: the result is shared and frozen; never change it.
 */
export const parseTypeLine: (value: string) => TypeLine = memoByString(readTypeLine);

// eslint-disable-next-line complexity -- split pending (grew with the issue-8 rule-fidelity work; one pass per form)
function readTypeLine(value: string): TypeLine {
  const dashMatch = / (—|--|-|–) ?|—/.exec(value);
  const dashOffset = dashMatch ? dashMatch.index : -1;
  const left = dashOffset >= 0 ? value.slice(0, dashOffset) : value;
  const words: TypeWord[] = [];
  const types = new Set<string>();
  const subs = new Set<string>();
  const leftWords = matchesOf(left, /[^\s]+/g);
  // "Mana Source" is two words; it is judged by obsolete-terms, so treat both words as a type here.
  let seenType = false;
  let objectKind: TypeLine["objectKind"];
  for (let i = 0; i < leftWords.length; i++) {
    const m = leftWords[i]!;
    const w = m[0].toLowerCase();
    let role: TypeWord["role"];
    const kind = objectKinds.get(w);
    if (kind && !seenType) {
      role = "objectKind";
      objectKind = kind.kind;
    } else if (cardTypes.has(w)) {
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
    } else if (/^(?:continuous|mono|poly)$/.test(w) && leftWords[i + 1]?.[0].toLowerCase() === "artifact") {
      // "Mono Artifact": an old kind of artifact (obsolete-terms), not an unknown type.
      role = "supertype";
    } else if (w === "enchant" && i === 0 && !dashMatch && leftWords.length === 2) {
      // "Enchant Creature" / "Enchant World": the old type line of an Aura / a world enchantment (obsolete-terms).
      role = "cardType";
      types.add("enchantment");
      seenType = true;
      words.push({ text: m[0], offset: m.index!, role });
      const next = leftWords[1]!;
      const world = next[0].toLowerCase() === "world";
      words.push({ text: next[0], offset: next.index!, role: world ? "supertype" : "subtype" });
      if (!world) subs.add("aura");
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
    for (const m of matchesOf(value.slice(rightStart), /[^\s]+/g)) {
      words.push({ text: m[0], offset: rightStart + m.index!, role: "subtype" });
      subs.add(m[0].toLowerCase());
    }
  }
  const dash = dashMatch ? (dashMatch[1] ?? "—") : "";
  return { words, types, subtypes: subs, dashOffset, dash, ...(objectKind ? { objectKind, nameSpace: objectKind } : {}) };
}

/** Every supertype and card type, for did-you-mean and completion. */
export function typeVocabulary(): string[] {
  return [...SUPERTYPES, ...CARD_TYPES];
}

/**
 * A type line marked as a token's or an emblem's ({@link OBJECT_KINDS}): `Creature — Goblin` →
 * `Token Creature — Goblin`, as token cards print it. Formats that mark tokens outside the type
 * line (MSE's token stylesheets, Cockatrice's `<token>1</token>`) use it. A type line that already
 * names a kind is returned unchanged; an empty one becomes the kind's word alone.
 */
export function withObjectKind(type: string | undefined, kind: "token" | "emblem"): string {
  const t = (type ?? "").trim();
  if (parseTypeLine(t).objectKind) return t;
  const word = OBJECT_KINDS.find((k) => k.kind === kind)!.word;
  return t === "" ? word : `${word} ${t}`;
}
