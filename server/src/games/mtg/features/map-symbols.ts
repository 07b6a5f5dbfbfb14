/**
 * Magic's symbols as the Timing Map draws them (own SVG shapes, no font): a disc in the colour of
 * the printed symbol with its number or letter (the letter too, so colour is never the only
 * cue), split diagonally for hybrid mana, "Φ" for
 * Phyrexian mana, an arrow for tap {T} and untap {Q}. The words are what a screen reader says
 * ("two generic mana", "blue", "white or blue", "tap"). Only symbols `symbolInfo` knows are drawn
 * (CR 107.3–107.6, 107.14); anything else stays text in braces.
 */
import type { GameSymbols, SymbolGlyph } from "../../../core/game/game-features";
import type { Localizer } from "../../../core/l10n/localizer";
import { MANA_COLORS, symbolInfo } from "../mana-symbols";

/** Disc colours, close to the printed symbols' (light, so the dark marks read on them). */
const FILL: Readonly<Record<string, string>> = {
  W: "#fffbd5",
  U: "#aae0fa",
  B: "#cbc2bf",
  R: "#f9aa8f",
  G: "#9bd3ae",
  generic: "#cac5c0",
};

const isColor = (s: string) => s in MANA_COLORS;
/** A part of a disc: a colour's fill for a colour letter, grey otherwise, with the symbol (or `mark`) written on it. */
const part = (s: string, mark = s) => ({ fill: FILL[isColor(s) ? s : "generic"]!, mark });

/** Highest amount of generic mana said in words ("ten generic mana"); larger amounts are said as digits. */
const MAX_NUMBER_WORD = 10;

/** Symbols said with one catalog entry (`mtg.timingMap.symbol.<letter>`); X, Y and Z are said as letters. */
const NAMED = new Set(["C", "S", "E", "T", "Q"]);

/** What a screen reader says, in the language of `l10n` (`mtg.timingMap.*`). */
type Words = Pick<Localizer, "t" | "tn">;

const amount = (n: string, l10n: Words) => (Number(n) <= MAX_NUMBER_WORD ? l10n.t(`mtg.timingMap.number.${Number(n)}`) : n);
const colorWords = (s: string, l10n: Words) => l10n.t("mtg.timingMap.symbol.color", { color: l10n.t(`mtg.color.${s}`) });

/** Words for one half of a hybrid symbol: "white", "two generic", "colorless". */
function halfWords(s: string, l10n: Words): string {
  if (isColor(s)) return colorWords(s, l10n);
  if (s === "C") return l10n.t("mtg.timingMap.symbol.C");
  return l10n.tn("mtg.timingMap.symbol.genericHalf", Number(s), { number: amount(s, l10n) });
}

function simpleGlyph(s: string, l10n: Words): SymbolGlyph | undefined {
  if (/^\d+$/.test(s))
    return {
      words:
        s === "0" ? l10n.t("mtg.timingMap.symbol.zero") : l10n.tn("mtg.timingMap.symbol.generic", Number(s), { number: amount(s, l10n) }),
      parts: [part(s)],
    };
  if (isColor(s)) return { words: colorWords(s, l10n), parts: [part(s)] };
  if (/^[XYZ]$/.test(s)) return { words: s, parts: [part(s)] };
  if (!NAMED.has(s)) return undefined;
  const words = l10n.t(`mtg.timingMap.symbol.${s}`);
  if (s === "T") return { words, parts: [part(s, "")], icon: "tap" };
  if (s === "Q") return { words, parts: [part(s, "")], icon: "untap" };
  return { words, parts: [part(s)] };
}

function splitGlyph(p: string[], l10n: Words): SymbolGlyph {
  const [a, b, c] = p as [string, string, string | undefined];
  if (b === "P") return { words: l10n.t("mtg.timingMap.symbol.phyrexian", { color: colorWords(a, l10n) }), parts: [part(a, "Φ")] };
  const either = (x: string, y: string) => l10n.t("mtg.timingMap.symbol.or", { a: x, b: y });
  if (c === "P")
    return {
      words: l10n.t("mtg.timingMap.symbol.phyrexian", { color: either(colorWords(a, l10n), colorWords(b, l10n)) }),
      parts: [part(a, "Φ"), part(b, "Φ")],
    };
  return { words: either(halfWords(a, l10n), halfWords(b, l10n)), parts: [part(a), part(b)] };
}

/**
 * The glyph of `{inner}` (case-insensitive), its words in the language of `l10n` (Magic's
 * localizer), or undefined for a symbol Magic does not have (`{W/W}`, `{Q/P}`, `{11/2}`) — those
 * stay text.
 */
export function mtgSymbolGlyph(inner: string, l10n: Words): SymbolGlyph | undefined {
  const s = inner.toUpperCase();
  if (!symbolInfo(s)) return undefined;
  return s.includes("/") ? splitGlyph(s.split("/"), l10n) : simpleGlyph(s, l10n);
}

/**
 * The colours of a mana cost in WUBRG order: every colour letter of its symbols, hybrid and
 * Phyrexian halves included (CR 202.2); ["C"] when it has none (a colourless card, CR 105.2c).
 */
export function mtgCostColours(cost: string): string[] {
  const letters = new Set((cost.match(/\{[^{}]*\}/g) ?? []).flatMap((s) => s.slice(1, -1).toUpperCase().split("/")));
  const out = Object.keys(MANA_COLORS).filter((c) => letters.has(c));
  return out.length ? out : ["C"];
}

/** Magic's symbols for the Timing Map; the card's mana cost is the `cost` field. */
export const MTG_SYMBOLS: GameSymbols = { glyph: mtgSymbolGlyph, costField: "cost", colours: mtgCostColours };
