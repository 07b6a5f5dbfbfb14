/**
 * The timing class of every keyword ability of the Comprehensive Rules (CR 702.2 onward), as data.
 * The list of keywords itself is generated from the rules text (`cr-lists.generated.ts`);
 * `test/games/mtg/keyword-classes.test.ts` fails when a keyword of that list has no class here.
 * Richer timing (restricted windows, trigger steps, summaries) lives in `keyword-timings.ts`;
 * `keywordTiming` there reads this table for every keyword it does not describe itself, so the
 * checks, the hover and the Timing Map read one source.
 *
 * The classes:
 * - `none`: the keyword gives the card no moment of its own — a static ability, a triggered
 *   ability, or a cost paid as the spell is cast with its own timing (`nature`);
 * - `sorceryActivated` / `instantActivated`: an activated ability (CR 602.5d, 117.1b);
 * - `castFromZone`: the card may be cast from another zone (`zone`); whether the card type's
 *   timing still applies there (`typeTiming`; Flashback: yes, CR 702.34a);
 * - `castDuringResolution`: the card (or a copy) is cast while an ability resolves (CR 608.2g):
 *   the card type's timing does not apply, the card's own restrictions still do (Miracle, CR
 *   702.94a; Madness, 702.35a); `self` when it is this card's own spell that is cast then;
 * - `specialAction`: a special action (CR 116.2), with what limits it.
 */
import { KEYWORD_RULES } from "./cr-lists.generated";
import { byCaseFold, caseFold } from "../../core/text/case-fold";

export type KeywordClassId = "none" | "sorceryActivated" | "instantActivated" | "castFromZone" | "castDuringResolution" | "specialAction";

/** Where a `castFromZone` keyword lets the card be cast from. */
export type CastZone = "graveyard" | "exile" | "hand";

/** The timing class of one keyword. */
export interface KeywordClass {
  /** The keyword as the Comprehensive Rules name it (CR 702.x title). */
  name: string;
  /** The subrule that states its timing, e.g. "702.122a". */
  rule: string;
  id: KeywordClassId;
  /** For `none`: what it is. */
  nature?: "static" | "triggered" | "cost";
  /** For `castFromZone` (and the cast that follows a special action): the zone the card is cast from. */
  zone?: CastZone;
  /** For casts: whether the card type's timing (sorcery speed for noninstants) still applies to that cast. */
  typeTiming?: boolean;
  /** For `castDuringResolution`: the card's own spell is cast then (Miracle), not another card or a copy (Cascade). */
  self?: boolean;
  /**
   * For `specialAction`: what limits it (CR 116.2): `castFromHand` — only when the card could be cast from the hand
   * (suspend, CR 116.2f); `ownTurn` — any time you have priority on your turn (foretell, 116.2h); `ownTurnEmptyStack`
   * (plot, 116.2k); `sorcery` — your main phase, empty stack (companion, 116.2g); `anyPriority` (turning a face-down
   * permanent face up, 116.2b).
   */
  action?: "castFromHand" | "ownTurn" | "ownTurnEmptyStack" | "sorcery" | "anyPriority";
  /**
   * Why the keyword does not widen when the card's own spell can be cast, for messages on a spell that can never be
   * cast: the catalog key `mtg.keywordNote.<key>` (Suspend: only when it could be cast from the hand; Rebound: the
   * first cast is from the hand).
   */
  note?: "suspend" | "rebound";
}

type Entry = Omit<KeywordClass, "name" | "rule"> & { sub?: string };

const stat: Entry = { id: "none", nature: "static" };
const trig: Entry = { id: "none", nature: "triggered" };
const cost: Entry = { id: "none", nature: "cost" };
const sorc: Entry = { id: "sorceryActivated" };
const inst: Entry = { id: "instantActivated" };
const fromGraveyard: Entry = { id: "castFromZone", zone: "graveyard", typeTiming: true };
const duringResolution = (self: boolean): Entry => ({ id: "castDuringResolution", self });

/** Each keyword of CR 702 by its title, with its class (see the file comment). */
const TABLE: Readonly<Record<string, Entry>> = {
  Deathtouch: stat,
  Defender: stat,
  "Double Strike": stat,
  Enchant: stat,
  Equip: sorc,
  "First Strike": stat,
  Flash: { id: "castFromZone", typeTiming: false, sub: "a" },
  Flying: stat,
  Haste: stat,
  Hexproof: stat,
  Indestructible: stat,
  Intimidate: stat,
  Landwalk: stat,
  Lifelink: stat,
  Protection: stat,
  Reach: stat,
  Shroud: stat,
  Trample: stat,
  Vigilance: stat,
  Ward: trig,
  Banding: stat,
  Rampage: trig,
  "Cumulative Upkeep": trig,
  Flanking: trig,
  Phasing: stat,
  Buyback: cost,
  Shadow: stat,
  Cycling: inst,
  Echo: trig,
  Horsemanship: stat,
  Fading: trig,
  Kicker: cost,
  Flashback: fromGraveyard,
  Madness: duringResolution(true),
  Fear: stat,
  Morph: { id: "specialAction", action: "anyPriority", typeTiming: true },
  Amplify: stat,
  Provoke: trig,
  Storm: trig,
  Affinity: cost,
  Entwine: cost,
  Modular: trig,
  Sunburst: stat,
  Bushido: trig,
  Soulshift: trig,
  Splice: cost,
  Offering: { id: "castFromZone", zone: "hand", typeTiming: false },
  Ninjutsu: inst,
  Epic: duringResolution(false),
  Convoke: cost,
  Dredge: stat,
  Transmute: sorc,
  Bloodthirst: stat,
  Haunt: trig,
  Replicate: cost,
  Forecast: inst,
  Graft: trig,
  Recover: trig,
  Ripple: duringResolution(false),
  "Split Second": stat,
  Suspend: { id: "specialAction", action: "castFromHand", zone: "exile", typeTiming: false, note: "suspend" },
  Vanishing: trig,
  Absorb: stat,
  "Aura Swap": inst,
  Delve: cost,
  Fortify: sorc,
  Frenzy: trig,
  Gravestorm: trig,
  Poisonous: trig,
  Transfigure: sorc,
  Champion: trig,
  Changeling: stat,
  Evoke: cost,
  Hideaway: trig,
  Prowl: cost,
  Reinforce: inst,
  Conspire: cost,
  Persist: trig,
  Wither: stat,
  Retrace: fromGraveyard,
  Devour: stat,
  Exalted: trig,
  Unearth: sorc,
  Cascade: duringResolution(false),
  Annihilator: trig,
  "Level Up": sorc,
  Rebound: { ...duringResolution(true), zone: "exile", note: "rebound" },
  "Umbra Armor": stat,
  Infect: stat,
  "Battle Cry": trig,
  "Living Weapon": trig,
  Undying: trig,
  Miracle: duringResolution(true),
  Soulbond: trig,
  Overload: cost,
  Scavenge: sorc,
  Unleash: stat,
  Cipher: duringResolution(false),
  Evolve: trig,
  Extort: trig,
  Fuse: cost,
  Bestow: cost,
  Tribute: stat,
  Dethrone: trig,
  "Hidden Agenda": stat,
  Outlast: sorc,
  Prowess: trig,
  Dash: cost,
  Exploit: trig,
  Menace: stat,
  Renown: trig,
  Awaken: cost,
  Devoid: stat,
  Ingest: trig,
  Myriad: trig,
  Surge: cost,
  Skulk: stat,
  Emerge: cost,
  Escalate: cost,
  Melee: trig,
  Crew: inst,
  Fabricate: trig,
  Partner: stat,
  Undaunted: cost,
  Improvise: cost,
  Aftermath: fromGraveyard,
  Embalm: sorc,
  Eternalize: sorc,
  Afflict: trig,
  Ascend: stat,
  Assist: cost,
  "Jump-Start": fromGraveyard,
  Mentor: trig,
  Afterlife: trig,
  Riot: stat,
  Spectacle: cost,
  Escape: fromGraveyard,
  Companion: { id: "specialAction", action: "sorcery", zone: "hand", typeTiming: true },
  Mutate: cost,
  Encore: sorc,
  Boast: inst,
  Foretell: { id: "specialAction", action: "ownTurn", zone: "exile", typeTiming: true },
  Demonstrate: trig,
  "Daybound and Nightbound": stat,
  Disturb: fromGraveyard,
  Decayed: stat,
  Cleave: cost,
  Training: trig,
  Compleated: stat,
  Reconfigure: sorc,
  Blitz: cost,
  Casualty: cost,
  Enlist: stat,
  "Read Ahead": stat,
  Ravenous: stat,
  Squad: cost,
  "Space Sculptor": stat,
  Visit: trig,
  Prototype: cost,
  "Living Metal": stat,
  "More Than Meets the Eye": cost,
  "For Mirrodin!": trig,
  Toxic: stat,
  Backup: trig,
  Bargain: cost,
  Craft: sorc,
  Disguise: { id: "specialAction", action: "anyPriority", typeTiming: true },
  Solved: stat,
  Plot: { id: "specialAction", action: "ownTurnEmptyStack", zone: "exile", typeTiming: false },
  Saddle: sorc,
  Spree: cost,
  Freerunning: cost,
  Gift: cost,
  Offspring: cost,
  Impending: cost,
  Exhaust: inst,
  "Max Speed": stat,
  "Start Your Engines!": stat,
  Harmonize: fromGraveyard,
  Mobilize: trig,
  "Job Select": trig,
  Tiered: cost,
  Station: sorc,
  Warp: { id: "castFromZone", zone: "exile", typeTiming: true },
  "∞ (Infinity)": stat,
  Mayhem: fromGraveyard,
  "Web-slinging": cost,
  Firebending: trig,
  Sneak: { id: "castFromZone", zone: "hand", typeTiming: false },
  Increment: trig,
  Paradigm: duringResolution(false),
};

/** Every keyword of the generated CR list with its class; a keyword missing from {@link TABLE} has none (the test says which). */
export const KEYWORD_CLASSES: readonly KeywordClass[] = KEYWORD_RULES.flatMap((k) => {
  const e = TABLE[k.name];
  if (!e) return [];
  const { sub, ...rest } = e;
  return [{ name: k.name, rule: `${k.rule}${sub ?? "a"}`, ...rest }];
});

/** The keywords of the generated CR list that have no class in {@link TABLE} (for the test that fails on one). */
export function keywordsWithoutClass(list: readonly { name: string }[] = KEYWORD_RULES): string[] {
  return list.filter((k) => !TABLE[k.name]).map((k) => k.name);
}

/** Variants written on cards that are one keyword of the list ("Megamorph" is Morph, "Nightbound" Daybound and Nightbound). */
const VARIANTS: Readonly<Record<string, string>> = {
  megamorph: "Morph",
  daybound: "Daybound and Nightbound",
  nightbound: "Daybound and Nightbound",
  "totem armor": "Umbra Armor",
  "partner with": "Partner",
  "hexproof from": "Hexproof",
  "protection from": "Protection",
  "affinity for": "Affinity",
  multikicker: "Kicker",
};

const byName = byCaseFold(KEYWORD_CLASSES, (k) => k.name);

/** The timing class of a keyword by name (case-insensitive; landwalk variants and the {@link VARIANTS} included), or undefined. */
export function keywordClass(name: string): KeywordClass | undefined {
  const folded = caseFold(name);
  const direct = byName.get(folded);
  if (direct) return direct;
  const variant = VARIANTS[folded];
  if (variant) return byName.get(caseFold(variant));
  if (/walk$/i.test(name)) return byName.get(caseFold("Landwalk"));
  return undefined;
}
