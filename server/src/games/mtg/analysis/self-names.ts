/**
 * A card's own names in its text, masked so that patterns compiled once serve every card: a
 * pattern matches `~\u0000*` where a per-card pattern would have listed the names. Building a
 * pattern per card made the permission scan the hottest function of a corpus lint.
 */

/** The pattern piece that matches a masked own name (see {@link maskSelfNames}). */
export const MASKED_SELF = String.raw`~\u0000*`;

/**
 * Replaces each of the card's own names in `text` with `~` followed by NULs, keeping every offset,
 * so one set of patterns (compiled once) serves every card. Longer names first; case-insensitive.
 */
export function maskSelfNames(text: string, selfNames: readonly string[]): string {
  const lower = text.toLowerCase();
  let out = text;
  for (const name of [...selfNames].filter((n) => n.length > 0).sort((a, b) => b.length - a.length)) {
    const n = name.toLowerCase();
    for (let i = lower.indexOf(n); i >= 0; i = lower.indexOf(n, i + n.length)) {
      if (out[i] === "~" || out[i] === "\u0000") continue;
      out = out.slice(0, i) + "~" + "\u0000".repeat(n.length - 1) + out.slice(i + n.length);
    }
  }
  return out;
}
