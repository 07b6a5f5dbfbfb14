/**
 * Facts the playtest formats store beside the printed text, derived from it: a cost's mana value
 * and colors, and a rarity in the words the tools use. Pure.
 */
import { canonicalOf } from "../../../core/text/canonical-value";
import { matchesOf } from "../../../core/text/matches";
import { COLOR_LETTERS } from "../mana-symbols";

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

/**
 * Every {@link Rarity}, commonest first, with the other ways designers write it in a card's
 * `rarity` field (lower case; MSE, Cockatrice and Forge spellings). The one rarity table of Magic:
 * the matrix filter (`MTG_FACETS`), completion and the exports read it. The one-letter form is
 * Forge's letter.
 */
export const RARITY_SPELLINGS: Readonly<Record<Rarity, readonly string[]>> = {
  common: ["c"],
  uncommon: ["u"],
  rare: ["r"],
  mythic: ["m", "mythic rare", "mythicrare"],
  special: ["s", "timeshifted"],
  "basic land": ["l", "basic", "land"],
};

/** Every {@link Rarity}, commonest first: the words completion offers for a `rarity` field. */
export const RARITIES = Object.keys(RARITY_SPELLINGS) as readonly Rarity[];

/**
 * A designer's rarity text in the tools' words ({@link RARITY_SPELLINGS}, any case): `M`,
 * `mythic rare` → `mythic`. Undefined for anything else (`token`, a typo), which an export
 * reports rather than guesses.
 */
export function rarityOf(raw: string | undefined): Rarity | undefined {
  return canonicalOf(RARITY_SPELLINGS, raw ?? "") as Rarity | undefined;
}
