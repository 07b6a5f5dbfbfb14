/**
 * Magic's Comprehensive Rules as a citation source. Numbering moves between editions (e.g. the
 * combat timing restrictions are 506.7x in the 2025-09-19 rules and 506.8x from 2026-09-25 on),
 * so every citation names the edition it was read in.
 */
import type { Citation, SourceRef } from "../../core/l10n/citation";
import { parseEditionDate } from "../../core/text/edition-date";

export type { Citation } from "../../core/l10n/citation";

/** Editions the model knows, oldest first; keys are effective dates (ISO `YYYY-MM-DD`). */
export const CR_EDITIONS = ["2025-09-19", "2026-04-17", "2026-09-25"] as const;
/** One edition of the Comprehensive Rules, by effective date. */
export type CrEdition = (typeof CR_EDITIONS)[number];
/** The newest edition; the default for `rules` when a file does not name one. */
export const NEWEST_EDITION: CrEdition = "2026-09-25";

/** A rule number as printed in one edition, e.g. `{ source: "CR", id: "506.8c", edition: "2026-09-25" }`. */
export interface CrRef extends SourceRef {
  source: "CR";
  edition: CrEdition;
}

/** Shorthand for a rule whose number is the same in every edition the model knows. */
export function cr(rule: string): Citation {
  return CR_EDITIONS.map((edition): CrRef => ({ source: "CR", id: rule, edition }));
}

/** A rule renumbered between editions: `moved({ "2025-09-19": "506.7c", "2026-09-25": "506.8c" })`. Editions between two given ones take the older number. */
export function moved(numbers: Partial<Record<CrEdition, string>>): Citation {
  const refs: CrRef[] = [];
  let last: string | undefined;
  for (const edition of CR_EDITIONS) {
    last = numbers[edition] ?? last;
    if (last) refs.push({ source: "CR", id: last, edition });
  }
  return refs;
}

/**
 * Resolves an edition name written in a file (`rules 2026-01`, `rules 2025-09-19`) to the newest
 * known edition in force on that date (the oldest known one for earlier dates). Returns
 * `undefined` for text that is not a valid `YYYY-MM` or `YYYY-MM-DD` date (see
 * {@link parseEditionDate}).
 */
export function editionFor(text: string): CrEdition | undefined {
  const date = parseEditionDate(text);
  if (!date) return undefined;
  let found: CrEdition | undefined;
  for (const e of CR_EDITIONS) if (e <= date) found = e;
  return found ?? CR_EDITIONS[0];
}
