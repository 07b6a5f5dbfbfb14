/**
 * `cardscript timeline`'s options checked before anything is read, so none is accepted and then
 * silently ignored: the set filters (`--colour`/`--color`, `--rarity`, `--type`, `--opponent`)
 * without `--set`, `--card` with `--set`, `--width` with a format that has no width; and the set
 * filters' values checked against the game's and the set's values (`checkMatrixFilter`), a typo
 * reported with the nearest value. Every refusal is a usage error (exit 2) in the run's language.
 */
import { CliError } from "../errors";
import { cliText } from "../l10n/index";
import type { FilterProblem, MatrixFilter, TimingMatrixData } from "../../../server/src/core/timing-map/index";
import { checkMatrixFilter } from "../../../server/src/core/timing-map/index";
import type { CardFacets } from "../../../server/src/core/game/game-model";
import type { TimelineFormat } from "./timeline-formats";

/** The options of either form of `timeline`, as commander gives them (absent = not given). */
export interface TimelineCommandOptions {
  card?: string;
  format: TimelineFormat;
  width?: number;
  colour?: string;
  rarity?: string;
  type?: string;
  opponent?: boolean;
}

/** The options only `--set` reads, by option key, with the flag a user types. */
const SET_ONLY: readonly [keyof TimelineCommandOptions, string][] = [
  ["colour", "--colour"],
  ["rarity", "--rarity"],
  ["type", "--type"],
  ["opponent", "--opponent"],
];

/** The formats `--width` applies to (text: columns; svg: CSS px). */
const WIDTH_FORMATS: readonly TimelineFormat[] = ["text", "svg"];

/**
 * Refuses an option the chosen form of `timeline` would ignore.
 * @param set whether `--set` was given (the Timing Matrix) or not (one file's Timing Map)
 * @throws CliError (exit 2) naming the option and what to do instead
 */
export function refuseIgnoredTimelineOptions(opts: TimelineCommandOptions, set: boolean): void {
  const l10n = cliText();
  if (!set) {
    const given = SET_ONLY.filter(([key]) => opts[key] !== undefined && opts[key] !== false).map(([, flag]) => flag);
    if (given.length) throw new CliError(l10n.tn("cli.error.setOnlyOptions", given.length, { options: given.join(", ") }));
  } else if (opts.card !== undefined) throw new CliError(l10n.t("cli.error.cardWithSet"));
  if (opts.width !== undefined && !WIDTH_FORMATS.includes(opts.format))
    throw new CliError(l10n.t("cli.error.widthFormat", { format: opts.format }));
}

/** The comma-separated values of an option (blank entries dropped). */
const valuesOf = (v: string | undefined) =>
  (v ?? "")
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

/** The filter the options ask for (comma-separated lists; empty = every card), unchecked. */
export function matrixFilterOf(opts: Pick<TimelineCommandOptions, "colour" | "rarity" | "type" | "opponent">): MatrixFilter {
  return { colours: valuesOf(opts.colour), rarities: valuesOf(opts.rarity), types: valuesOf(opts.type), opponent: opts.opponent === true };
}

const FLAGS: Readonly<Record<FilterProblem["facet"], string>> = { colours: "--colour", rarities: "--rarity", types: "--type" };

/** One line for a filter value that names nothing: the nearest value, else the values there are. */
function problemLine(p: FilterProblem, game: string, known: TimingMatrixData["values"], facets: CardFacets | undefined): string {
  const l10n = cliText();
  const data = { flag: FLAGS[p.facet], value: p.value, game };
  if (p.none) return l10n.t(`cli.error.filter.${p.facet}.none`, data);
  const values =
    p.facet === "colours"
      ? Object.keys(facets?.colours ?? {})
      : [...new Set([...(p.facet === "rarities" ? Object.keys(facets?.rarities ?? {}) : (facets?.types ?? [])), ...known[p.facet]])];
  const hint = p.near
    ? l10n.t("cli.error.didYouMean", { near: p.near })
    : l10n.t("cli.error.filter.known", { values: values.slice(0, 16).join(", ") + (values.length > 16 ? ", …" : "") });
  return l10n.t(`cli.error.filter.${p.facet}`, { ...data, hint });
}

/**
 * The checked filter of the options for a set of `game`'s cards (colour names as the game's letters).
 * @param set the values the set's cards have (the unfiltered matrix's `values`)
 * @throws CliError (exit 2) with one line per value that names nothing, or for an option given with no value
 */
export function checkedMatrixFilter(
  opts: Pick<TimelineCommandOptions, "colour" | "rarity" | "type" | "opponent">,
  game: { displayName: string; facets?: CardFacets },
  set: TimingMatrixData["values"],
): MatrixFilter {
  const l10n = cliText();
  const empty = (["colour", "rarity", "type"] as const).filter((k) => opts[k] !== undefined && valuesOf(opts[k]).length === 0);
  if (empty.length) throw new CliError(l10n.t("cli.error.filter.empty", { flag: `--${empty[0]}` }));
  const { filter, problems } = checkMatrixFilter(matrixFilterOf(opts), game.facets, set);
  if (problems.length) throw new CliError(problems.map((p) => problemLine(p, game.displayName, set, game.facets)).join("\n"));
  return filter;
}
