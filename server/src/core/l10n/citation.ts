/**
 * Citations of rules sources, for any game: a fact cites where it is written down, e.g. Magic's
 * Comprehensive Rules ("CR 506.8c") or Yu-Gi-Oh!'s Official Rulebook ("Rulebook v10 p. 38").
 *
 * Numbering can move between editions of a source (Magic's combat restrictions are 506.7x in
 * the 2025-09-19 rules and 506.8x from 2026-09-25 on), so a {@link Citation} holds one reference
 * per edition in which the fact is numbered; sources without editions give one reference.
 */

/** One place in one source, e.g. `{ source: "CR", id: "506.8c", edition: "2026-09-25" }`. */
export interface SourceRef {
  /** Short name of the source as printed before the id: "CR", "Rulebook v10", "Damage Step Rules". */
  source: string;
  /** The rule number, page or section within the source ("506.8c", "p. 38"); may be empty for a whole document. */
  id: string;
  /** Edition the id was read in (ISO date for Magic); undefined for a source without editions. */
  edition?: string;
}

/** A fact cited in several editions where its id differs, or in one source without editions. */
export type Citation = readonly SourceRef[];

/** The reference of `c` valid in `edition`: the one of that edition, else the last (newest) one. */
export function refIn(c: Citation, edition: string | undefined): SourceRef | undefined {
  return c.find((r) => r.edition === edition) ?? c[c.length - 1];
}

/**
 * Formats citations for messages and hovers: ids grouped by source in order of first use,
 * e.g. `CR 307.1, 506.8c` or `Rulebook v10 p. 38; Damage Step Rules`. Duplicates are dropped;
 * returns "" when there is nothing to cite.
 * @param edition which edition's ids to show (a game's current edition; see {@link refIn}).
 */
export function cite(citations: readonly Citation[], edition?: string): string {
  const bySource = new Map<string, string[]>();
  for (const c of citations) {
    const ref = refIn(c, edition);
    if (!ref) continue;
    const ids = bySource.get(ref.source) ?? [];
    if (ref.id && !ids.includes(ref.id)) ids.push(ref.id);
    bySource.set(ref.source, ids);
  }
  return [...bySource].map(([source, ids]) => (ids.length ? `${source} ${ids.join(", ")}` : source)).join("; ");
}
