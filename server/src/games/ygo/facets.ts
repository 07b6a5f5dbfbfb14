/**
 * The values a Yu-Gi-Oh! card has for the set-wide Timing Matrix's filters: no colours, the
 * rarities printed on cards (Konami's names), and the words of a `type:` line ("Quick-Play Spell",
 * "Xyz/Effect Monster"): the card-type words and Monster, Spell and Trap.
 */
import type { CardFacets } from "../../core/game/game-model";
import { MONSTER_TYPE_WORDS, SPELL_SUBTYPES, TRAP_SUBTYPES } from "./vocabulary";

/** Rarities printed on Yu-Gi-Oh! cards (lower case, as the matrix compares them). */
const YGO_RARITIES = [
  "common",
  "short print",
  "super short print",
  "rare",
  "super rare",
  "ultra rare",
  "secret rare",
  "ultimate rare",
  "ghost rare",
  "gold rare",
  "platinum rare",
  "starlight rare",
  "collector's rare",
  "prismatic secret rare",
  "quarter century secret rare",
  "parallel rare",
];

/** Yu-Gi-Oh!'s filter values. */
export const YGO_FACETS: CardFacets = {
  colours: {},
  rarities: YGO_RARITIES,
  types: [...new Set([...MONSTER_TYPE_WORDS, ...SPELL_SUBTYPES, ...TRAP_SUBTYPES, "Monster", "Spell", "Trap"])],
};
