/**
 * YGO words, each list written once: segment names (current and renamed), PSCT tags, card
 * types, attributes, link arrows, fields and obsolete terms. Sources: Rulebook v10, PSCT.
 */
import { PSCT, RB, cite, type YgoCitation } from "./citations";
import type { SegmentId } from "./turn-structure";

/** A name for a segment or a whole phase as it appears in card text; `segments` = what it denotes. */
export interface SegmentName {
  phrase: string;
  segments: readonly SegmentId[];
  /** Set when the phrase is an old name; the current name to write instead. */
  renamedTo?: string;
}

const BP: SegmentId[] = ["bpStart", "battleStep", "dsStart", "dsBeforeCalc", "dsCalc", "dsAfterCalc", "dsEnd", "bpEnd"];
const DS: SegmentId[] = ["dsStart", "dsBeforeCalc", "dsCalc", "dsAfterCalc", "dsEnd"];

/** Phase/step/sub-timing names, longest first for matching. Matching is case-insensitive. */
export const SEGMENT_NAMES: readonly SegmentName[] = [
  { phrase: "start of the Damage Step", segments: ["dsStart"] },
  { phrase: "end of the Damage Step", segments: ["dsEnd"] },
  { phrase: "before damage calculation", segments: ["dsBeforeCalc"] },
  { phrase: "after damage calculation", segments: ["dsAfterCalc"] },
  { phrase: "damage calculation", segments: ["dsCalc"] },
  { phrase: "start of the Battle Phase", segments: ["bpStart"] },
  { phrase: "end of the Battle Phase", segments: ["bpEnd"] },
  { phrase: "Main Phase 1", segments: ["main1"] },
  { phrase: "Main Phase 2", segments: ["main2"] },
  { phrase: "Main Phase One", segments: ["main1"], renamedTo: "Main Phase 1" },
  { phrase: "Main Phase Two", segments: ["main2"], renamedTo: "Main Phase 2" },
  { phrase: "Stand-by Phase", segments: ["standby"], renamedTo: "Standby Phase" },
  { phrase: "Draw Phase", segments: ["draw"] },
  { phrase: "Standby Phase", segments: ["standby"] },
  { phrase: "Main Phase", segments: ["main1", "main2"] },
  { phrase: "Battle Phase", segments: BP },
  { phrase: "Start Step", segments: ["bpStart"] },
  { phrase: "Battle Step", segments: ["battleStep"] },
  { phrase: "Damage Step", segments: DS },
  { phrase: "End Step", segments: ["bpEnd"] },
  { phrase: "End Phase", segments: ["end"] },
];

/** First words of every known "<Word> Phase" / "<Word> Step" name (for unknown-step). */
export const PHASE_WORDS: ReadonlySet<string> = new Set(["draw", "standby", "stand-by", "main", "battle", "end", "start", "damage"]);
/** Words from other games (Magic) a designer may bring, with the YGO name meant: "Combat Phase" → "Battle Phase". */
export const FOREIGN_SEGMENT_WORDS: Readonly<Record<string, string>> = {
  combat: "Battle Phase",
  attack: "Battle Phase",
  upkeep: "Standby Phase",
  cleanup: "End Phase",
  ending: "End Phase",
  beginning: "Start Step",
  precombat: "Main Phase 1",
  postcombat: "Main Phase 2",
  blockers: "Battle Step",
  attackers: "Battle Step",
};

/** Every current name a designer may mean (did-you-mean candidates). */
export const CURRENT_SEGMENT_NAMES: readonly string[] = [
  "Draw Phase",
  "Standby Phase",
  "Main Phase",
  "Main Phase 1",
  "Main Phase 2",
  "Battle Phase",
  "Start Step",
  "Battle Step",
  "Damage Step",
  "End Step",
  "End Phase",
];

/** PSCT tags and markers with their meaning (hover, completion). */
export const PSCT_TAGS: readonly { tag: string; meaning: string; source: YgoCitation }[] = [
  {
    tag: "(Quick Effect)",
    meaning: "marks a monster's Quick Effect: Spell Speed 2, either player's turn",
    source: PSCT("Quick Effect label"),
  },
  { tag: "FLIP:", meaning: "a Flip Effect: a Trigger Effect (Spell Speed 1) when the card is flipped face-up", source: RB("9–11") },
  { tag: "Once per turn", meaning: "the effect can be used once per turn per copy on the field", source: PSCT("once per turn") },
  { tag: "Once per Chain", meaning: "the effect can be used once per Chain", source: PSCT("once per Chain") },
  {
    tag: "You can only use this effect of",
    meaning: "hard once per turn: one use per turn for every copy of the card",
    source: PSCT("hard once per turn"),
  },
  { tag: "You can only activate 1", meaning: "only one copy of the card may be activated per turn", source: PSCT("hard once per turn") },
  { tag: "[ Pendulum Effect ]", meaning: "starts the Pendulum Effect (applies in the Pendulum Zone)", source: RB("14") },
  { tag: "[ Monster Effect ]", meaning: "starts the monster effects of a Pendulum Monster", source: RB("14") },
];

/** The message key part of a PSCT tag: "(Quick Effect)" → "quick-effect", "You can only activate 1" → "you-can-only-activate-1". */
export function psctKey(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Monster card-type words that may appear in `type:` before "Monster", separated by "/". */
export const MONSTER_TYPE_WORDS = [
  "Normal",
  "Effect",
  "Tuner",
  "Fusion",
  "Synchro",
  "Xyz",
  "Link",
  "Ritual",
  "Pendulum",
  "Flip",
  "Gemini",
  "Spirit",
  "Toon",
  "Union",
  "Token",
] as const;
/** Spell subtypes ("Quick-Play Spell"); a bare "Spell" is a Normal Spell. */
export const SPELL_SUBTYPES = ["Normal", "Quick-Play", "Continuous", "Field", "Equip", "Ritual"] as const;
/** Trap subtypes ("Counter Trap"); a bare "Trap" is a Normal Trap. */
export const TRAP_SUBTYPES = ["Normal", "Continuous", "Counter"] as const;
/** Attributes. */
export const ATTRIBUTES = ["DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND", "DIVINE"] as const;
/**
 * Link arrows, as written in `arrows:` (comma-separated).
 * @public read by scripts/build-tmlanguage.mjs (through tsImport, which knip does not follow)
 */
export const LINK_ARROWS = ["Top-Left", "Top", "Top-Right", "Left", "Right", "Bottom-Left", "Bottom", "Bottom-Right"] as const;
/** Monster types (`race:`). */
export const RACES = [
  "Aqua",
  "Beast",
  "Beast-Warrior",
  "Creator-God",
  "Cyberse",
  "Dinosaur",
  "Divine-Beast",
  "Dragon",
  "Fairy",
  "Fiend",
  "Fish",
  "Illusion",
  "Insect",
  "Machine",
  "Plant",
  "Psychic",
  "Pyro",
  "Reptile",
  "Rock",
  "Sea Serpent",
  "Spellcaster",
  "Thunder",
  "Warrior",
  "Winged Beast",
  "Wyrm",
  "Zombie",
] as const;

/** Fields of a `game ygo` card with the card kinds they belong to (hover, completion, unknown-field). */
export const YGO_FIELDS: Readonly<Record<string, { doc: string; kinds: readonly ("monster" | "spell" | "trap" | "any")[] }>> = {
  type: {
    doc: "card type as printed: `Effect Monster`, `Tuner/Effect Monster`, `Xyz Monster`, `Link Monster`, `Quick-Play Spell`, `Counter Trap`, …",
    kinds: ["any"],
  },
  attribute: { doc: "DARK, LIGHT, EARTH, WATER, FIRE, WIND or DIVINE", kinds: ["monster"] },
  level: { doc: "Level (1–12); not on Xyz or Link Monsters", kinds: ["monster"] },
  rank: { doc: "Rank of an Xyz Monster", kinds: ["monster"] },
  link: { doc: "Link Rating of a Link Monster", kinds: ["monster"] },
  arrows: { doc: "Link Arrows of a Link Monster, e.g. `Bottom-Left, Bottom-Right`", kinds: ["monster"] },
  race: { doc: "monster type, e.g. Dragon, Spellcaster, Winged Beast", kinds: ["monster"] },
  atk: { doc: "ATK (a number or ?)", kinds: ["monster"] },
  def: { doc: "DEF (a number or ?); Link Monsters have none", kinds: ["monster"] },
  scale: { doc: "Pendulum Scale of a Pendulum Monster", kinds: ["monster"] },
  archetype: { doc: "archetype (metadata, not judged)", kinds: ["any"] },
  password: { doc: "8-digit password (metadata)", kinds: ["any"] },
  set: { doc: "set code (metadata)", kinds: ["any"] },
  rarity: { doc: "rarity (metadata)", kinds: ["any"] },
  number: { doc: "card number (metadata)", kinds: ["any"] },
  artist: { doc: "artist (metadata)", kinds: ["any"] },
};

/** Obsolete words with their modern form (reference §b.6). `pattern` is matched case-sensitively on effect text. */
export interface ObsoleteTerm {
  pattern: RegExp;
  replacement: string;
  /** Why it is obsolete (English); the message `whyKey` holds it in every language. */
  why: string;
  whyKey: string;
  source: YgoCitation;
}

export const OBSOLETE_TERMS: readonly ObsoleteTerm[] = [
  {
    pattern: /\bMagic Cards?\b/g,
    replacement: "Spell Card",
    why: '"Magic Card" was renamed "Spell Card"',
    whyKey: "ygo.obsolete.magicCard",
    source: cite("Rulebook v10", "p. 28"),
  },
  {
    pattern: /\bMulti-Trigger\b/g,
    replacement: "Quick Effect",
    why: '"Multi-Trigger" effects are now called Quick Effects',
    whyKey: "ygo.obsolete.multiTrigger",
    source: RB("44–45"),
  },
];
