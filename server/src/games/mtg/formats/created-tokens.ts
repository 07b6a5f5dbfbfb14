/**
 * The tokens a card's rules text creates ("create two 1/1 white Soldier creature tokens with
 * flying", "create a Treasure token"), read as the characteristics rule 111.4 says a token gets
 * from the effect that creates it: power/toughness, colors, card types, subtypes, a name, and the
 * abilities after "with". Used to write a script for each token a set needs (Forge's
 * `tokenscripts` naming: `w_1_1_soldier_flying`). Pure; a sentence it cannot read (a copy of
 * another permanent, a token described elsewhere) gives no token rather than a wrong one.
 */
import { COLOR_LETTERS } from "../mana-symbols";
import { pushAll } from "../../../core/collections/append";
import { matchesOf } from "../../../core/text/matches";

/** A capitalised word (a subtype). (Module-level: a `\p` literal in a function is rebuilt on every call once transpiled.) */
const SUBTYPE_WORD = /^[A-Z][\p{L}'’-]*$/u;

/** One kind of token a text creates. */
export interface CreatedToken {
  /** Forge's token script name (lower-case ASCII, `_`-joined): `w_1_1_soldier_flying`, `c_a_treasure_sac`. */
  script: string;
  /** The token's name: the one the text gives, else its subtypes and "Token" (rule 111.4): `Soldier Token`. */
  name: string;
  /** Color words in WUBRG order (`white`); empty for a colorless token. */
  colors: string[];
  /** The type line without a dash (Forge's form): `Artifact Creature Thopter`. */
  types: string;
  power?: string;
  toughness?: string;
  /** Keyword abilities (`Flying`, `First strike`), each a line of rules text. */
  keywords: string[];
  /** Its rules text, one ability per line (keywords first, then quoted abilities). */
  text: string[];
}

/**
 * The predefined tokens of rule 111.10 that cards create by name: their type and the ability the
 * rule gives them, and the script name Forge uses for them.
 */
const PREDEFINED: Readonly<Record<string, { script: string; type: string; text: string }>> = {
  treasure: { script: "c_a_treasure_sac", type: "Artifact", text: "{T}, Sacrifice this token: Add one mana of any color." },
  food: { script: "c_a_food_sac", type: "Artifact", text: "{2}, {T}, Sacrifice this token: You gain 3 life." },
  gold: { script: "c_a_gold_sac", type: "Artifact", text: "Sacrifice this token: Add one mana of any color." },
  clue: { script: "c_a_clue_draw", type: "Artifact", text: "{2}, Sacrifice this token: Draw a card." },
  blood: { script: "c_a_blood_draw", type: "Artifact", text: "{1}, {T}, Discard a card, Sacrifice this token: Draw a card." },
  shard: { script: "c_e_shard_draw", type: "Enchantment", text: "{2}, Sacrifice this token: Scry 1, then draw a card." },
  powerstone: {
    script: "c_a_powerstone",
    type: "Artifact",
    text: "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.",
  },
  map: {
    script: "c_a_map_sac_explore",
    type: "Artifact",
    text: "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery.",
  },
};

const COLOR_WORDS: Readonly<Record<string, string>> = { white: "W", blue: "U", black: "B", red: "R", green: "G" };

/** Keyword abilities a token's "with …" names, lower case (rule 702); a longer one first where one starts another. */
const KEYWORDS = [
  "double strike",
  "first strike",
  "flying",
  "haste",
  "vigilance",
  "trample",
  "lifelink",
  "deathtouch",
  "reach",
  "menace",
  "hexproof",
  "indestructible",
  "defender",
  "flash",
  "shroud",
  "prowess",
  "changeling",
  "decayed",
  "infect",
  "wither",
  "persist",
  "undying",
  "banding",
];

/** Words of the part before "token" that say how many or how it enters, not what it is. */
const COUNT_WORDS =
  /^(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+|that|many|number|of|twice|tapped|and|attacking|blocking|additional|another|those)$/i;

const TYPE_WORDS = new Set(["legendary", "snow", "artifact", "enchantment", "creature", "land"]);

/** Capitalized like a proper word of a type line. */
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** What the words before "token" describe: supertypes and types, size, colors and subtypes; undefined when a word is none of these. */
interface Described {
  types: string[];
  subtypes: string[];
  colors: Set<string>;
  colorless: boolean;
  power?: string;
  toughness?: string;
}

function describe(before: string): Described | undefined {
  const words = before.trim().split(/\s+/).filter(Boolean);
  if (words.some((w) => /^(?:copy|copies|that's|it's|those|token)$/i.test(w))) return undefined;
  const d: Described = { types: [], subtypes: [], colors: new Set(), colorless: false };
  let i = 0;
  for (; i < words.length; i++) {
    const w = words[i]!.toLowerCase();
    // "a legendary 4/4 …", "a snow 1/1 …": supertypes may come before the size.
    if (w === "legendary" || w === "snow") d.types.push(cap(w));
    else if (!COUNT_WORDS.test(w)) break;
  }
  const pt = /^([0-9]+|X|\*)\/([0-9]+|X|\*)$/.exec(words[i] ?? "");
  if (pt) {
    d.power = pt[1];
    d.toughness = pt[2];
    i++;
  }
  for (; i < words.length; i++) {
    const w = words[i]!.toLowerCase().replace(/,$/, "");
    if (COLOR_WORDS[w]) d.colors.add(COLOR_WORDS[w]);
    else if (w === "colorless") d.colorless = true;
    else if (w !== "and") break;
  }
  for (; i < words.length; i++) {
    const w = words[i]!.replace(/,$/, "");
    if (TYPE_WORDS.has(w.toLowerCase())) d.types.push(cap(w.toLowerCase()));
    else if (SUBTYPE_WORD.test(w)) d.subtypes.push(w);
    else return undefined;
  }
  return d.colorless && d.colors.size > 0 ? undefined : d;
}

/** The keywords and quoted abilities of a "with …" clause, up to the first part that is neither. */
function abilitiesOf(withClause: string): { keywords: string[]; text: string[] } {
  const keywords: string[] = [];
  const text: string[] = [];
  for (const part of splitWith(withClause)) {
    const quoted = /^["“](.*)["”]$/.exec(part);
    if (quoted) {
      text.push(quoted[1]!.replace(/^['‘](.*)['’]$/, "$1"));
      continue;
    }
    const k = KEYWORDS.find((kw) => part.toLowerCase() === kw || part.toLowerCase().startsWith(`${kw} `));
    if (!k) break;
    keywords.push(cap(part));
  }
  return { keywords, text };
}

/** Forge's script name for a token: colors, size, `a`/`e` for artifact/enchantment, name or subtypes, keywords, abilities' first words. */
function scriptName(d: Described, colorLetters: readonly string[], named: string | undefined, keywords: string[], text: string[]): string {
  return [
    colorLetters.length === 5 ? "all" : colorLetters.join("").toLowerCase() || "c",
    ...(d.power !== undefined ? [d.power, d.toughness!] : []),
    ...(d.types.includes("Artifact") ? ["a"] : []),
    ...(d.types.includes("Enchantment") ? ["e"] : []),
    ...(named ? [named] : d.subtypes),
    ...keywords,
    // Two tokens alike but for a quoted ability get two scripts: the ability's first words tell them apart.
    ...text.map((t) => t.split(/\s+/).slice(0, 3).join("_")),
  ]
    .join("_")
    .normalize("NFKD")
    .replace(/[^\x00-\x7F]/g, "")
    .toLowerCase()
    .replace(/\*/g, "x")
    .replace(/[^a-z0-9_]+/g, "")
    .replace(/_+/g, "_");
}

/** Reads one "create … token(s) [named …] [with …]" phrase; undefined when it names nothing to script. */
function readPhrase(before: string, named: string | undefined, withClause: string | undefined): CreatedToken | undefined {
  const d = describe(before);
  if (!d) return undefined;
  const creature = d.types.includes("Creature");
  const predefined = !creature && d.subtypes.length === 1 ? PREDEFINED[d.subtypes[0]!.toLowerCase()] : undefined;
  if (!predefined && !creature && d.subtypes.length === 0 && !named) return undefined;
  const { keywords, text } = abilitiesOf(withClause ?? "");
  if (predefined) {
    pushAll(
      d.types,
      predefined.type.split(" ").filter((t) => !d.types.includes(t)),
    );
    text.push(predefined.text);
  }
  const colorLetters = COLOR_LETTERS.filter((c) => d.colors.has(c));
  return {
    script: predefined ? predefined.script : scriptName(d, colorLetters, named, keywords, text),
    name: named ?? `${d.subtypes.join(" ") || d.types.filter((t) => t !== "Legendary").join(" ")} Token`,
    colors: colorLetters.map((c) => Object.keys(COLOR_WORDS).find((w) => COLOR_WORDS[w] === c)!),
    types: [...d.types, ...d.subtypes].join(" "),
    ...(d.power !== undefined ? { power: d.power, toughness: d.toughness } : {}),
    keywords,
    text: [...keywords, ...text.filter((t) => !keywords.includes(t))],
  };
}

/** The parts of a "with …" clause: `flying and "{T}: Add {G}."` → [`flying`, `"{T}: Add {G}."`]; quotes kept whole. */
function splitWith(clause: string): string[] {
  const parts: string[] = [];
  let cur = "";
  let quote = false;
  for (const ch of clause) {
    if (ch === '"' || ch === "“" || ch === "”") quote = ch === "“" ? true : ch === "”" ? false : !quote;
    if (!quote && ch === ",") {
      parts.push(cur);
      cur = "";
      continue;
    }
    cur += ch;
  }
  parts.push(cur);
  return parts
    .flatMap((p) => (/["“”]/.test(p) ? [p] : p.split(/\s+and\s+/)))
    .map((p) => p.trim().replace(/^and\s+/, ""))
    .filter((p) => p !== "");
}

/**
 * The tokens the rules text creates, one per kind (two cards creating a 1/1 white Soldier give one),
 * in the order first met. `lines` are rules-text lines; reminder text in parentheses is read too
 * (a keyword's reminder may be the only place a token is described).
 */
export function createdTokens(lines: readonly string[]): CreatedToken[] {
  const out = new Map<string, CreatedToken>();
  const phrase =
    /\bcreates?\s+([^.;:"“]*?)\btokens?\b(?:\s+named\s+([^.,;"“]+?)(?=\s+with\b|[.,;]|$))?(?:\s+with\s+((?:"[^"]*"|“[^”]*”|[^.;"“])+))?/gi;
  for (const line of lines) {
    for (const m of matchesOf(line, phrase)) {
      const t = readPhrase(
        m[1] ?? "",
        m[2]?.trim(),
        m[3]?.replace(/\s+(?:that|until|for each|where|attached|and (?:put|you|then|it|they|that))\b.*$/i, ""),
      );
      if (t && !out.has(t.script)) out.set(t.script, t);
    }
  }
  return [...out.values()];
}

/** A token's Forge script (`Name:`, `ManaCost:no cost`, `Colors:`, `Types:`, `PT:`, `K:`, `Oracle:`), as Forge's own token scripts are written. */
export function forgeTokenScript(t: CreatedToken): string {
  const lines = [`Name:${t.name}`, "ManaCost:no cost"];
  if (t.colors.length) lines.push(`Colors:${t.colors.join(",")}`);
  lines.push(`Types:${t.types}`);
  if (t.power !== undefined) lines.push(`PT:${t.power}/${t.toughness}`);
  for (const k of t.keywords) lines.push(`K:${k}`);
  lines.push(`Oracle:${t.text.join("\\n")}`);
  return lines.join("\n") + "\n";
}
