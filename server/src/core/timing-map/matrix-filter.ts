/**
 * A Timing Matrix filter checked against what the game and the set know: each colour, rarity and
 * card type must be a value of the game's {@link CardFacets} or one a card of the set has, so a
 * typo (`uncomon`, `bleu`) is reported with the nearest value instead of silently matching no
 * card. Colour names ("blue") become the game's letters ("U"), rarity spellings ("M") the game's rarity ("mythic"). Pure.
 */
import type { CardFacets } from "../game/game-model";
import { nearestWord } from "../text/nearest";
import type { MatrixFilter, TimingMatrixData } from "./matrix";

/** The filter fields with a list of values. */
type FacetName = "colours" | "rarities" | "types";

/** A filter value that names nothing: `near` the value meant, when one is close; `none` when the game and the set have no such values at all. */
export interface FilterProblem {
  facet: FacetName;
  value: string;
  near?: string;
  none?: boolean;
}

/** Every value a filter may name for one facet, lower case → the value the matrix compares and the name as written. */
function knownValues(
  facet: FacetName,
  facets: CardFacets | undefined,
  set: TimingMatrixData["values"],
): Map<string, { value: string; name: string }> {
  const known = new Map<string, { value: string; name: string }>();
  const add = (name: string, value: string) => known.set(name.toLowerCase(), { value, name });
  if (facet === "types") for (const v of facets?.types ?? []) add(v, v);
  else
    for (const [value, spellings] of Object.entries(facets?.[facet] ?? {})) {
      add(value, value);
      for (const n of spellings) add(n, value);
    }
  for (const v of set[facet]) add(v, v);
  return known;
}

/**
 * `filter` with each value resolved (colour names to letters; other values as given), and the
 * values that name nothing, in the order given. `facets` is the matrix's game's (`GameModel.facets`),
 * `set` the values the set's cards have (`TimingMatrixData.values` of the unfiltered matrix).
 */
export function checkMatrixFilter(
  filter: MatrixFilter,
  facets: CardFacets | undefined,
  set: TimingMatrixData["values"],
): { filter: MatrixFilter; problems: FilterProblem[] } {
  const problems: FilterProblem[] = [];
  const resolved: MatrixFilter = { ...filter };
  for (const facet of ["colours", "rarities", "types"] as const) {
    const values = filter[facet];
    if (!values?.length) continue;
    const known = knownValues(facet, facets, set);
    // Suggest the values and their long spellings, not one-letter codes ("c" for "x").
    const names = [...known.values()].map((k) => k.name).filter((n) => n.length > 1 || facet === "colours");
    resolved[facet] = values.map((value) => {
      const hit = known.get(value.toLowerCase());
      if (hit !== undefined) return hit.value;
      const near = nearestWord(value, names);
      problems.push(names.length === 0 ? { facet, value, none: true } : near ? { facet, value, near } : { facet, value });
      return value;
    });
  }
  return { filter: resolved, problems };
}
