/**
 * Magic's symbols in braces, written once: which are mana symbols that may appear in a mana cost
 * (CR 107.4), what each means in words (CR 107.3–107.6, 107.14), and the list completion offers.
 * The `invalid-mana-cost` rule, the hover and completion all read this module.
 */

/** The five colors by their mana letter, in WUBRG order (CR 105.1, 107.4a). */
export const MANA_COLORS: Readonly<Record<string, string>> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };
/** The five colour letters in WUBRG order. */
export const COLOR_LETTERS: readonly string[] = Object.keys(MANA_COLORS);

/** A symbol's meaning: words for hovers and completion, the CR rule, and whether a mana cost may hold it. */
export interface SymbolInfo {
  /** The meaning in English. */
  text: string;
  /**
   * The meaning as a catalog entry (`mtg.symbol.<kind>`) and its data: `n` (a number), `color`,
   * `color2` (a color's letter, worded by `mtg.color.<letter>`), `letter`.
   */
  message: { key: string; data: Readonly<Record<string, string>> };
  /** CR rule number (newest edition) explaining the symbol. */
  rule: string;
  /** True for mana symbols (allowed in `cost:`); false for {T}, {Q}, {E}. */
  mana: boolean;
}

const isColor = (s: string | undefined) => s !== undefined && s.length === 1 && COLOR_LETTERS.includes(s);
const color = (s: string) => MANA_COLORS[s]!;

const msg = (kind: string, data: Record<string, string> = {}) => ({ key: `mtg.symbol.${kind}`, data });

/** Symbols of one letter or a number. */
function simpleSymbol(s: string): SymbolInfo | undefined {
  if (s === "0") return { text: "Zero mana: a cost of nothing.", message: msg("zero"), rule: "107.4b", mana: true };
  if (/^\d+$/.test(s))
    return {
      text: `Generic mana: ${s === "1" ? "one mana" : `${s} mana`} of any type.`,
      message: msg(s === "1" ? "one" : "generic", { n: s }),
      rule: "107.4b",
      mana: true,
    };
  if (isColor(s)) return { text: `One ${color(s)} mana.`, message: msg("color", { color: s }), rule: "107.4a", mana: true };
  if (s === "C")
    return { text: "One colorless mana (specifically colorless, not generic).", message: msg("colorless"), rule: "107.4c", mana: true };
  if (s === "X" || s === "Y" || s === "Z") {
    return {
      text: `A variable amount: you choose the value of ${s} as you cast the spell or activate the ability.`,
      message: msg("variable", { letter: s }),
      rule: "107.3",
      mana: true,
    };
  }
  if (s === "S") return { text: "Snow mana: one mana produced by a snow source.", message: msg("snow"), rule: "107.4h", mana: true };
  if (s === "T") {
    return {
      text: "The tap symbol: tap this permanent as a cost. A creature needs to have been under your control since your most recent turn began (or haste).",
      message: msg("tap"),
      rule: "107.5",
      mana: false,
    };
  }
  if (s === "Q") return { text: "The untap symbol: untap this permanent as a cost.", message: msg("untap"), rule: "107.6", mana: false };
  if (s === "E")
    return { text: "Energy: gain (in effects) or pay (in costs) one energy counter.", message: msg("energy"), rule: "107.14", mana: false };
  return undefined;
}

/** Hybrid and Phyrexian symbols: `W/U`, `2/W`, `C/W`, `G/P`, `G/U/P` (two different colors in a hybrid). */
function splitSymbol(parts: string[]): SymbolInfo | undefined {
  const [a, b, p] = parts as [string, string, string | undefined];
  if (parts.length === 2) {
    if (b === "P" && isColor(a))
      return {
        text: `Phyrexian mana: one ${color(a)} mana or 2 life.`,
        message: msg("phyrexian", { color: a }),
        rule: "107.4f",
        mana: true,
      };
    if (a === "2" && isColor(b))
      return {
        text: `Monocolored hybrid: two generic mana or one ${color(b)} mana.`,
        message: msg("monoHybrid", { color: b }),
        rule: "107.4e",
        mana: true,
      };
    if (a === "C" && isColor(b))
      return {
        text: `Colorless hybrid: one colorless or one ${color(b)} mana.`,
        message: msg("colorlessHybrid", { color: b }),
        rule: "107.4e",
        mana: true,
      };
    if (isColor(a) && isColor(b) && a !== b)
      return {
        text: `Hybrid mana: one ${color(a)} or one ${color(b)} mana.`,
        message: msg("hybrid", { color: a, color2: b }),
        rule: "107.4e",
        mana: true,
      };
  }
  if (parts.length === 3 && p === "P" && isColor(a) && isColor(b) && a !== b) {
    return {
      text: `Hybrid Phyrexian mana: one ${color(a)} mana, one ${color(b)} mana or 2 life.`,
      message: msg("hybridPhyrexian", { color: a, color2: b }),
      rule: "107.4f",
      mana: true,
    };
  }
  return undefined;
}

/**
 * What the symbol written `{inner}` means (case-insensitive), or undefined when Magic has no such
 * symbol (`{W/W}`, `{Q/P}`, `{11/2}`).
 */
export function symbolInfo(inner: string): SymbolInfo | undefined {
  const s = inner.toUpperCase();
  return s.includes("/") ? splitSymbol(s.split("/")) : simpleSymbol(s);
}

/**
 * A symbol's meaning in the language of `l10n`: the `mtg.symbol.<kind>` entry, with the colors as
 * `mtg.color.<letter>` entries (the form the language puts before "mana": "white", "weißes", "blanco").
 */
export function symbolText(info: SymbolInfo, l10n: { t(key: string, data?: Readonly<Record<string, string>>): string }): string {
  const { data } = info.message;
  const color = (letter: string | undefined) => (letter ? l10n.t(`mtg.color.${letter}`) : "");
  return l10n.t(info.message.key, { ...data, color: color(data["color"]), color2: color(data["color2"]) });
}

/** True when `inner` (the text between braces) is a mana symbol that may appear in a mana cost (CR 107.4). */
export function isManaCostSymbol(inner: string): boolean {
  return symbolInfo(inner)?.mana === true;
}

/** Two-color hybrid pairs in the order printed on cards (allied pairs, then enemy pairs). */
const HYBRID_PAIRS = ["W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U"];

/** Mana symbols completion offers, in order (without braces). */
export const MANA_COMPLETIONS: readonly string[] = [
  ...COLOR_LETTERS,
  "C",
  "X",
  ...Array.from({ length: 11 }, (_, i) => String(i)),
  "S",
  ...HYBRID_PAIRS,
  ...COLOR_LETTERS.map((c) => `2/${c}`),
  ...COLOR_LETTERS.map((c) => `${c}/P`),
];

/** Symbols that are not mana but appear in rules text (costs of abilities): tap, untap, energy. */
export const TEXT_SYMBOLS: readonly string[] = ["T", "Q", "E"];
