/**
 * Reads a YGO `type:` value as printed ("Tuner/Effect Monster", "Quick-Play Spell",
 * "Counter Trap", "Spell Card") into the card's kind, subtype and monster-type words.
 */
import { memoByString } from "../../core/text/memo";
import { MONSTER_TYPE_WORDS, SPELL_SUBTYPES, TRAP_SUBTYPES } from "./vocabulary";
import { matchesOf } from "../../core/text/matches";
import { pushAll } from "../../core/collections/append";

export type CardKindName = "monster" | "spell" | "trap" | "skill";

/** What a `type:` value says. `unknown` lists words that are no known type word (with their offsets in the value). */
export interface CardKind {
  kind: CardKindName;
  /** Spell/Trap subtype (`Normal` when bare), or the first Extra-Deck/Ritual word of a monster, else `Normal`/`Effect`. */
  subtype: string;
  /** Monster-type words in order, e.g. ["Tuner", "Effect"]. Empty for Spells/Traps. */
  monsterTypes: string[];
  unknown: { word: string; offset: number }[];
}

const lower = (xs: readonly string[]) => new Map(xs.map((x) => [x.toLowerCase(), x]));
const MONSTER = lower(MONSTER_TYPE_WORDS);
const SPELL = lower(SPELL_SUBTYPES);
const TRAP = lower(TRAP_SUBTYPES);
const EXTRA = ["Fusion", "Synchro", "Xyz", "Link", "Ritual", "Pendulum"];

/**
 * Parses a type value. Returns undefined when the value names no kind at all (no "Monster",
 * "Spell", "Trap", "Skill" or "Token" word). Case-insensitive; "Card" after the kind is allowed;
 * "XYZ" is read as Xyz. Memoized by value: the result is shared and frozen; never change it.
 */
export const parseCardKind: (value: string) => CardKind | undefined = memoByString(readCardKind);

function readCardKind(value: string): CardKind | undefined {
  const m = /^(.*?)\b(Monster|Spell|Trap|Skill|Token)(?:\s+Card)?\s*$/i.exec(value.trim());
  if (!m) return undefined;
  const lead = value.length - value.trimStart().length;
  const head = m[1]!;
  const kindWord = m[2]!.toLowerCase();
  const unknown: CardKind["unknown"] = [];
  const words: { word: string; offset: number }[] = [];
  for (const w of matchesOf(head, /[^\s/]+/g)) words.push({ word: w[0], offset: lead + w.index! });
  if (kindWord === "monster" || kindWord === "token") {
    const monsterTypes: string[] = kindWord === "token" ? ["Token"] : [];
    for (const w of words) {
      const known = MONSTER.get(w.word.toLowerCase());
      if (known) monsterTypes.push(known);
      else unknown.push(w);
    }
    const subtype =
      monsterTypes.find((t) => EXTRA.includes(t)) ?? (monsterTypes.includes("Effect") ? "Effect" : (monsterTypes[0] ?? "Normal"));
    return { kind: "monster", subtype, monsterTypes, unknown };
  }
  if (kindWord === "skill") return { kind: "skill", subtype: head.trim(), monsterTypes: [], unknown: [] };
  const table = kindWord === "spell" ? SPELL : TRAP;
  const joined = words.map((w) => w.word).join(" ");
  const sub = joined === "" ? "Normal" : table.get(joined.toLowerCase());
  if (!sub) pushAll(unknown, words);
  return { kind: kindWord as "spell" | "trap", subtype: sub ?? "Normal", monsterTypes: [], unknown };
}

/** True for monsters whose text opens with a material line (Fusion, Synchro, Xyz, Link). */
export function hasMaterialLine(k: CardKind): boolean {
  return k.kind === "monster" && k.monsterTypes.some((t) => t === "Fusion" || t === "Synchro" || t === "Xyz" || t === "Link");
}

/** The printed `type:` value for a kind, e.g. "Tuner/Effect Monster", "Quick-Play Spell", "Trap". */
export function formatCardKind(kind: CardKindName, subtype: string | undefined, monsterTypes: readonly string[] = []): string {
  if (kind === "monster") return `${(monsterTypes.length ? monsterTypes : [subtype ?? "Normal"]).join("/")} Monster`;
  if (kind === "skill") return "Skill";
  const cap = kind === "spell" ? "Spell" : "Trap";
  return subtype && subtype !== "Normal" ? `${subtype} ${cap}` : `Normal ${cap}`;
}
