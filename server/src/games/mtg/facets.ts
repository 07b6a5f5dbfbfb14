/**
 * The values a Magic card has for the set-wide Timing Matrix's filters: its colours (the letters of
 * CR 105.2 and C for colourless, CR 105.2c), the rarities (each with the other ways designers write it), and the words of a
 * type line before the dash (supertypes and card types, CR 205.2a and 205.4a; Token and Emblem).
 */
import type { CardFacets } from "../../core/game/game-model";
import { KNOWN_CARD_TYPES, KNOWN_SUPERTYPES, OBJECT_KINDS } from "./card-types";
import { RARITY_SPELLINGS } from "./formats/card-facts";
import { MANA_COLORS } from "./mana-symbols";

/** Magic's filter values. */
export const MTG_FACETS: CardFacets = {
  colours: { ...Object.fromEntries(Object.entries(MANA_COLORS).map(([letter, name]) => [letter, [name]])), C: ["colorless", "colourless"] },
  rarities: RARITY_SPELLINGS,
  types: [...KNOWN_SUPERTYPES, ...KNOWN_CARD_TYPES, ...OBJECT_KINDS.map((k) => k.word)],
};
