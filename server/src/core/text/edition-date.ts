/**
 * Edition dates as written after the `rules` directive: `YYYY-MM` or a real calendar date
 * `YYYY-MM-DD` (no 2025-02-30). One parser for the syntax check and for every game's edition
 * lookup.
 */

/**
 * Parses an edition date.
 * @returns the ISO date `YYYY-MM-DD` (a month alone stands for its last possible day, `-31`, so it
 *   compares after every edition of that month), or undefined for anything else. Surrounding
 *   white space is ignored.
 */
export function parseEditionDate(text: string): string | undefined {
  const m = /^(\d{4})-(0[1-9]|1[0-2])(?:-(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  if (m[3] !== undefined) {
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    if (d.getUTCDate() !== Number(m[3]) || d.getUTCMonth() !== Number(m[2]) - 1) return undefined;
  }
  return `${m[1]}-${m[2]}-${m[3] ?? "31"}`;
}
