/**
 * One value written several ways ("M", "mythic rare", "Mythic"): the canonical form from a game's
 * spelling table (`CardFacets.rarities`, `CardFacets.colours`). Pure.
 */

/**
 * The canonical value `written` stands for in `spellings` (canonical value → its other spellings),
 * compared trimmed and in any case; undefined when it is none of them.
 */
export function canonicalOf(spellings: Readonly<Record<string, readonly string[]>>, written: string): string | undefined {
  const w = written.trim().toLowerCase();
  for (const [canonical, others] of Object.entries(spellings))
    if (canonical.toLowerCase() === w || others.some((o) => o.toLowerCase() === w)) return canonical;
  return undefined;
}
