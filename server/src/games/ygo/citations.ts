/**
 * Citations for Yu-Gi-Oh! facts. Konami publishes no numbered comprehensive rules, so a
 * citation names a source document and a place in it: `{ source: "Rulebook v10", id: "p. 38" }`,
 * `{ source: "Damage Step Rules", id: "sub-timings" }`, `{ source: "PSCT", id: "colon" }`.
 * The shape matches the game-neutral `{source, id, edition}` citation of the core.
 */

/** Names of the documents the YGO model cites. */
export type YgoSource = "Rulebook v10" | "OCG Perfect Rulebook 2017" | "Fast Effect Timing" | "Damage Step Rules" | "PSCT";

/** One place in one source; `edition` when the source has editions (e.g. a rulebook version or a dated page). */
export interface YgoCitation {
  source: YgoSource;
  id: string;
  edition?: string;
}

/** Shorthand: `cite("Rulebook v10", "p. 38")`. */
export function cite(source: YgoSource, id: string, edition?: string): YgoCitation {
  return edition === undefined ? { source, id } : { source, id, edition };
}

/**
 * The places cited by a section name rather than a page ("Quick Effect label"): English words,
 * written in a message's language through `term:<name>` (the document names stay as published).
 */
export const CITED_SECTIONS = [
  "Quick Effect label",
  "once per turn",
  "once per Chain",
  "hard once per turn",
  "sub-timings",
  "chart",
] as const;

/**
 * Human-readable form: "Rulebook v10 p. 38", "Fast Effect Timing (chart)". With `l10n`, the page
 * abbreviation ("p.", "pp.") and a section name are in its language ("PSCT (Kennzeichnung
 * „Quick Effect“)", "Rulebook v10 S. 38"); document names stay as published.
 */
export function formatCitation(c: YgoCitation, l10n?: { term(english: string): string }): string {
  const page = /^(pp?\.) (.*)$/.exec(c.id);
  const term = (w: string) => (l10n ? l10n.term(w) : w);
  const where = page ? ` ${term(page[1]!)} ${page[2]}` : ` (${term(c.id)})`;
  return `${c.source}${where}${c.edition ? `, ${c.edition}` : ""}`;
}

/** Frequently cited places. */
export const RB = (pages: string): YgoCitation =>
  cite("Rulebook v10", pages.includes("–") || pages.includes(",") ? `pp. ${pages}` : `p. ${pages}`);
export const PR17 = (pages: string): YgoCitation =>
  cite("OCG Perfect Rulebook 2017", pages.includes("–") || pages.includes(",") ? `pp. ${pages}` : `p. ${pages}`);
export const FET = cite("Fast Effect Timing", "chart", "2012-04-25");
export const DSR = cite("Damage Step Rules", "sub-timings");
export const PSCT = (what: string): YgoCitation => cite("PSCT", what);
