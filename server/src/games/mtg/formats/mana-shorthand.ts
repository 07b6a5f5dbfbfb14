/**
 * Mana costs written without braces, as Magic Set Editor, Cockatrice and Forge store them, turned
 * into CardScript braces: `2WW` → `{2}{W}{W}`, `1{W/U}` → `{1}{W/U}`, `W/U` → `{W/U}`,
 * Forge's `3 U U` → `{3}{U}{U}`, `2 W/P` → `{2}{W/P}`, and Forge's own shards `BR` → `{B/R}`,
 * `PW` → `{W/P}` ({@link forgeShardsToBraces}). Pure.
 */
import { matchesOf } from "../../../core/text/matches";

const SYMBOL_LETTERS = "WUBRGCXYZS";

/** The result: the braced cost (empty when there is none) and the characters that could not be read. */
export interface ShorthandCost {
  cost: string;
  /** Non-empty when part of the input is not a mana symbol; `cost` then keeps it inside braces as written. */
  unreadable: string[];
}

/**
 * Converts an MSE/Cockatrice shorthand cost (no spaces between symbols) or a Forge cost (symbols
 * separated by spaces; `no cost` = none) to braces. Braced symbols already present are kept.
 * Never throws: a character that is no mana symbol is kept in braces and listed in `unreadable`
 * (CardScript then reports it as `invalid-mana-cost`).
 */
export function shorthandToBraces(raw: string): ShorthandCost {
  const s = raw.trim();
  const unreadable: string[] = [];
  if (s === "" || /^no cost$/i.test(s)) return { cost: "", unreadable };
  const out: string[] = [];
  // Forge: shards separated by spaces, each one symbol ("3", "U", "U/B", "W/P", "2/W").
  const parts = /\s/.test(s) ? s.split(/\s+/) : [s];
  for (const part of parts) {
    let i = 0;
    while (i < part.length) {
      const rest = part.slice(i);
      let m: RegExpMatchArray | null;
      if ((m = rest.match(/^\{[^{}]*\}/))) {
        out.push(m[0]);
      } else if ((m = rest.match(/^([WUBRGC]|\d+)\/([WUBRGCP])(?:\/(P))?/i))) {
        // Hybrid and Phyrexian before plain digits: "2/U" is one symbol, not {2} and "/U"; "R/W/P" too.
        out.push(`{${m[1]!.toUpperCase()}/${m[2]!.toUpperCase()}${m[3] ? "/P" : ""}}`);
      } else if ((m = rest.match(/^\d+/))) {
        out.push(`{${m[0]}}`);
      } else if (SYMBOL_LETTERS.includes(rest[0]!.toUpperCase())) {
        m = [rest[0]!] as unknown as RegExpMatchArray;
        out.push(`{${rest[0]!.toUpperCase()}}`);
      } else {
        m = [rest[0]!] as unknown as RegExpMatchArray;
        unreadable.push(rest[0]!);
        out.push(`{${rest[0]}}`);
      }
      i += m[0]!.length;
    }
  }
  return { cost: out.join(""), unreadable };
}

/**
 * One Forge mana shard (`ManaCost:` and `Cost$` are shards separated by spaces) → braces. A shard
 * is always one symbol: besides the forms {@link shorthandToBraces} reads (`3`, `U`, `U/B`, `2/W`,
 * `W/P`), Forge writes a hybrid as its two colors (`BR` → `{B/R}`: Rakdos Guildmage's
 * `ManaCost:3 BR BR`) and a Phyrexian symbol with a leading `P` (`PW` → `{W/P}`: Norn's Annex's
 * `ManaCost:3 PW PW`). Read as MSE shorthand, `BR` was two symbols and `PW` an unknown `{P}`.
 */
function forgeShardToBraces(shard: string): ShorthandCost {
  const up = shard.toUpperCase();
  let m: RegExpMatchArray | null;
  if ((m = up.match(/^([WUBRG])([WUBRG])$/)) && m[1] !== m[2]) return { cost: `{${m[1]}/${m[2]}}`, unreadable: [] };
  if ((m = up.match(/^P([WUBRG])$/) ?? up.match(/^([WUBRG])P$/))) return { cost: `{${m[1]}/P}`, unreadable: [] };
  if ((m = up.match(/^P([WUBRG])([WUBRG])$/)) && m[1] !== m[2]) return { cost: `{${m[1]}/${m[2]}/P}`, unreadable: [] };
  return shorthandToBraces(shard);
}

/**
 * A Forge cost's mana shards (separated by spaces; `no cost` = none) → braces, each shard one
 * symbol (see {@link forgeShardToBraces}). Never throws: what is no mana symbol is kept in braces
 * and listed in `unreadable`.
 */
export function forgeShardsToBraces(raw: string): ShorthandCost {
  const s = raw.trim();
  if (s === "" || /^no cost$/i.test(s)) return { cost: "", unreadable: [] };
  const parts = s.split(/\s+/).map(forgeShardToBraces);
  return { cost: parts.map((p) => p.cost).join(""), unreadable: parts.flatMap((p) => p.unreadable) };
}

/**
 * Braced cost → MSE/Cockatrice shorthand: `{2}{W}{W}` → `2WW`; hybrid and Phyrexian symbols stay
 * braced (`{W/U}`), as Cockatrice writes them; `braceHybrid: false` writes them bare (`W/U`), as MSE does.
 */
export function bracesToShorthand(cost: string, options: { braceHybrid?: boolean } = {}): string {
  const brace = options.braceHybrid ?? true;
  return cost.replace(/\{([^{}]*)\}/g, (_, sym: string) => (sym.includes("/") && (brace || sym.split("/").length > 2) ? `{${sym}}` : sym));
}

/** Braced cost → Forge shards: `{3}{U}{U}` → `3 U U`; empty → `no cost`. */
export function bracesToForge(cost: string): string {
  const syms = matchesOf(cost, /\{([^{}]*)\}/g).map((m) => m[1]!);
  return syms.length ? syms.join(" ") : "no cost";
}
