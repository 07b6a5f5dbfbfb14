/**
 * The printed numbers a card type must have (CR 208.1, 209.1): a creature card its power and
 * toughness, a planeswalker card its loyalty. As data, with the value a new field starts with
 * (the designer replaces it). The back face of a transforming planeswalker prints no loyalty (it
 * keeps the counters it has), so loyalty is required on a card's first face only. Battles
 * (defense, CR 210.1) are left out: card data often lacks their defense.
 */
import { cr, type Citation } from "./cr";

/** A field a card of `cardType` (lower case) must have. */
export interface RequiredField {
  cardType: string;
  field: "stats" | "loyalty";
  /** Required on the first (front) face only; later faces may leave it out. */
  frontOnly: boolean;
  /** What the number is, for messages: "power and toughness". */
  what: string;
  /** The value an inserted field starts with. */
  placeholder: string;
  rules: Citation[];
}

export const REQUIRED_FIELDS: readonly RequiredField[] = [
  { cardType: "creature", field: "stats", what: "power and toughness", placeholder: "1/1", frontOnly: false, rules: [cr("208.1")] },
  { cardType: "planeswalker", field: "loyalty", what: "a loyalty number", placeholder: "3", frontOnly: true, rules: [cr("209.1")] },
];
