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

function readTypeLine(value: string): TypeLine {
  const dashMatch = / (—|--|-|–) ?|—/.exec(value);
  const dashOffset = dashMatch ? dashMatch.index : -1;
  const left = dashOffset >= 0 ? value.slice(0, dashOffset) : value;
  const line: LeftOfDash = { words: [], types: new Set<string>(), subs: new Set<string>(), seenType: false };
  readLeftOfDash(matchesOf(left, /[^\s]+/g), !!dashMatch, line);
  const { words, types, subs, objectKind } = line;
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

/** What {@link readLeftOfDash} gathers: the words with their roles, the card types and subtypes (lower case). */
interface LeftOfDash {
  words: TypeWord[];
  types: Set<string>;
  subs: Set<string>;
  /** A card type was read (a later "Token" or "Emblem" is no object kind). */
  seenType: boolean;
  objectKind?: TypeLine["objectKind"];
}

/** Reads the words left of the dash (`leftWords`: matches in the type line value) into `line`; `dashed`: the line has a dash. */
function readLeftOfDash(leftWords: readonly RegExpMatchArray[], dashed: boolean, line: LeftOfDash): void {
  // "Summon Elf", "Enchant Creature": an old type line, read whole.
  if (!dashed && readOldTypeLine(leftWords, line)) return;
  for (let i = 0; i < leftWords.length; i++) {
    const m = leftWords[i]!;
    line.words.push({ text: m[0], offset: m.index!, role: leftWordRole(leftWords, i, line) });
  }
}

/**
 * An old type line without a dash (obsolete-terms): "Summon Elf" (a creature spell; the words after
 * it are its subtypes), "Enchant Creature" / "Enchant World" (an Aura / a world enchantment).
 * @returns false (nothing read) for any other line.
 */
function readOldTypeLine(leftWords: readonly RegExpMatchArray[], line: LeftOfDash): boolean {
  const first = leftWords[0];
  const w = first?.[0].toLowerCase();
  if (first === undefined || !(w === "summon" || (w === "enchant" && leftWords.length === 2))) return false;
  line.types.add(w === "summon" ? "creature" : "enchantment");
  line.seenType = true;
  line.words.push({ text: first[0], offset: first.index!, role: "cardType" });
  if (w === "summon") {
    for (const rest of leftWords.slice(1)) {
      line.words.push({ text: rest[0], offset: rest.index!, role: "subtype" });
      line.subs.add(rest[0].toLowerCase());
    }
    return true;
  }
  const next = leftWords[1]!;
  const world = next[0].toLowerCase() === "world";
  line.words.push({ text: next[0], offset: next.index!, role: world ? "supertype" : "subtype" });
  if (!world) line.subs.add("aura");
  return true;
}

/** The role of word `i` left of the dash, recording in `line` the card type, subtype or object kind it is. */
function leftWordRole(leftWords: readonly RegExpMatchArray[], i: number, line: LeftOfDash): TypeWord["role"] {
  const w = leftWords[i]![0].toLowerCase();
  const kind = objectKinds.get(w);
  if (kind && !line.seenType) {
    line.objectKind = kind.kind;
    return "objectKind";
  }
  if (cardTypes.has(w)) return addCardType(line, w);
  if (supertypes.has(w)) return "supertype";
  // "Mono Artifact": an old kind of artifact (obsolete-terms), not an unknown type.
  if (/^(?:continuous|mono|poly)$/.test(w) && leftWords[i + 1]?.[0].toLowerCase() === "artifact") return "supertype";
  const obsolete = obsoleteCardType(leftWords, i);
  if (obsolete) return addCardType(line, obsolete);
  if (line.seenType && subtypes.has(w) && startsSubtypeRun(leftWords, i)) {
    line.subs.add(w);
    return "subtype";
  }
  return "unknown";
}

/** Records card type `type` (lower case) in `line`. */
function addCardType(line: LeftOfDash, type: string): "cardType" {
  line.types.add(type);
  line.seenType = true;
  return "cardType";
}

/**
 * The card type an obsolete word stands for (obsolete-terms): Tribal → kindred, Interrupt →
 * instant, and both words of "Mana Source" → instant; undefined for any other word.
 */
function obsoleteCardType(leftWords: readonly RegExpMatchArray[], i: number): string | undefined {
  const w = leftWords[i]![0].toLowerCase();
  if (w === "tribal") return "kindred";
  if (w === "interrupt") return "instant";
  // "Mana Source" is two words; it is judged by obsolete-terms, so treat both words as a type here.
  const manaSource =
    (w === "mana" && leftWords[i + 1]?.[0].toLowerCase() === "source") ||
    (w === "source" && leftWords[i - 1]?.[0].toLowerCase() === "mana");
  return manaSource ? "instant" : undefined;
}

/** Word `i` and every word after it left of the dash are subtypes (a type line that lost its dash). */
function startsSubtypeRun(leftWords: readonly RegExpMatchArray[], i: number): boolean {
  return leftWords
    .slice(i)
    .every((x) => subtypes.has(x[0].toLowerCase()) || subtypes.has(`${x[0]} ${leftWords[i + 1]?.[0] ?? ""}`.toLowerCase()));
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
