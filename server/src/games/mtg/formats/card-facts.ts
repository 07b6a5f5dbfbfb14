/**
 * Facts the playtest formats store beside the printed text, derived from it: a cost's mana value
 * and colors, and a rarity in the words the tools use. Pure.
 */
import { matchesOf } from "../../../core/text/matches";

/** The five colors in Magic's order (WUBRG), as the letters costs use. */
export const COLOR_LETTERS = ["W", "U", "B", "R", "G"] as const;

/**
 * The mana value of a cost in CardScript braces (`{2}{W}{W}` → 4; rule 202.3): a number counts
 * its value, `X`/`Y`/`Z` count 0 (rule 202.3e, outside the stack), a hybrid `{2/W}` counts 2
 * (rule 202.3f: the largest part), every other symbol 1. A cost without symbols is 0.
 */
export function manaValue(cost: string | undefined): number {
  let total = 0;
  for (const m of matchesOf(cost ?? "", /\{([^{}]*)\}/g)) {
    const parts = m[1]!.toUpperCase().split("/");
    const values = parts.map((p) => (/^\d+$/.test(p) ? Number(p) : /^[XYZ]$/.test(p) ? 0 : p === "P" ? 0 : 1));
    total += values.reduce((a, b) => (b > a ? b : a), 0);
  }
  return total;
}

/** The colors of a cost's symbols, as letters in WUBRG order (`{1}{G}{W/U}` → `WUG`; "" for a colorless cost; rule 105.2). */
export function costColors(cost: string | undefined): string {
  const upper = (cost ?? "").toUpperCase();
  const symbols = matchesOf(upper, /\{([^{}]*)\}/g).map((m) => m[1]!.split("/"));
  return COLOR_LETTERS.filter((c) => symbols.some((parts) => parts.includes(c))).join("");
}

/** The rarities the playtest tools know (Cockatrice and Draftmancer words; Forge has a letter for each). */
export type Rarity = "common" | "uncommon" | "rare" | "mythic" | "special" | "basic land";

/** Every {@link Rarity}, commonest first: the words completion offers for a `rarity` field. */
export const RARITIES: readonly Rarity[] = ["common", "uncommon", "rare", "mythic", "special", "basic land"];

/** The rarity words designers write in a card's `rarity` field (lower case), the long forms {@link rarityOf} reads. */
export const RARITY_WORDS: readonly string[] = [
  "common",
  "uncommon",
  "rare",
  "mythic",
  "mythic rare",
  "special",
  "timeshifted",
  "basic land",
];

/**
 * A designer's rarity text in the tools' words: `C`/`common`, `U`/`uncommon`, `R`/`rare`,
 * `M`/`mythic`/`mythic rare`, `S`/`special`/`timeshifted`, `L`/`basic land` (any case; MSE, Cockatrice
 * and Forge spellings). Undefined for anything else (`token`, a typo), which an export reports rather than guesses.
 */
export function rarityOf(raw: string | undefined): Rarity | undefined {
  const r = (raw ?? "").trim().toLowerCase();
  if (/^(?:c|common)$/.test(r)) return "common";
  if (/^(?:u|uncommon)$/.test(r)) return "uncommon";
  if (/^(?:r|rare)$/.test(r)) return "rare";
  if (/^(?:m|mythic|mythic rare|mythicrare)$/.test(r)) return "mythic";
  if (/^(?:s|special|timeshifted)$/.test(r)) return "special";
  if (/^(?:l|basic land|basic|land)$/.test(r)) return "basic land";
  return undefined;
}
