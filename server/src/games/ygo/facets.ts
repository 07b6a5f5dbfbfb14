/**
 * The values a Yu-Gi-Oh! card has for the set-wide Timing Matrix's filters: no colours, the
 * rarities printed on cards (Konami's names), and the words of a `type:` line ("Quick-Play Spell",
 * "Xyz/Effect Monster"): the card-type words and Monster, Spell and Trap.
 */
import type { CardFacets } from "../../core/game/game-model";
import { MONSTER_TYPE_WORDS, SPELL_SUBTYPES, TRAP_SUBTYPES } from "./vocabulary";

/**
 * Rarities printed on Yu-Gi-Oh! cards (Konami's names, lower case), each with the short codes
 * card lists write for it ("SR", "ScR"; compared in any case).
 */
const YGO_RARITIES: Readonly<Record<string, readonly string[]>> = {
  common: ["c"],
  "short print": ["sp"],
  "super short print": ["ssp"],
  rare: ["r"],
  "super rare": ["sr"],
  "ultra rare": ["ur"],
  "secret rare": ["scr"],
  "ultimate rare": ["utr"],
  "ghost rare": ["gr"],
  "gold rare": ["gur"],
  "platinum rare": ["plr"],
  "starlight rare": ["str"],
  "collector's rare": ["cr", "collectors rare"],
  "prismatic secret rare": ["pscr"],
  "quarter century secret rare": ["qcscr"],
  "parallel rare": ["pr"],
};

/** Yu-Gi-Oh!'s filter values. */
export const YGO_FACETS: CardFacets = {
  colours: {},
  rarities: YGO_RARITIES,
  types: [...new Set([...MONSTER_TYPE_WORDS, ...SPELL_SUBTYPES, ...TRAP_SUBTYPES, "Monster", "Spell", "Trap"])],
};
