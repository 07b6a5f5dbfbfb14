/**
 * Magic's symbols as the Timing Map draws them (own SVG shapes, no font): a disc in the colour of
 * the printed symbol with its number or letter (the letter too, so colour is never the only
 * cue), split diagonally for hybrid mana, "Φ" for
 * Phyrexian mana, an arrow for tap {T} and untap {Q}. The words are what a screen reader says
 * ("two generic mana", "blue", "white or blue", "tap"). Only symbols `symbolInfo` knows are drawn
 * (CR 107.3–107.6, 107.14); anything else stays text in braces.
 */
import type { GameSymbols, SymbolGlyph } from "../../../game/game-features";
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

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const numberWords = (n: string) => NUMBER_WORDS[Number(n)] ?? n;
const isColor = (s: string) => s in MANA_COLORS;
/** A part of a disc: a colour's fill for a colour letter, grey otherwise, with the symbol (or `mark`) written on it. */
const part = (s: string, mark = s) => ({ fill: FILL[isColor(s) ? s : "generic"]!, mark });

/** Words for one half of a hybrid symbol: "white", "two generic", "colorless". */
function halfWords(s: string): string {
  if (isColor(s)) return MANA_COLORS[s]!;
  if (s === "C") return "colorless";
  return `${numberWords(s)} generic`;
}

function simpleGlyph(s: string): SymbolGlyph | undefined {
  if (/^\d+$/.test(s)) return { words: s === "0" ? "zero mana" : `${numberWords(s)} generic mana`, parts: [part(s)] };
  if (isColor(s)) return { words: MANA_COLORS[s]!, parts: [part(s)] };
  const named: Record<string, string> = { C: "colorless", X: "X", Y: "Y", Z: "Z", S: "snow", E: "energy" };
  if (named[s]) return { words: named[s], parts: [part(s)] };
  if (s === "T") return { words: "tap", parts: [part(s, "")], icon: "tap" };
  if (s === "Q") return { words: "untap", parts: [part(s, "")], icon: "untap" };
  return undefined;
}

function splitGlyph(p: string[]): SymbolGlyph {
  const [a, b, c] = p as [string, string, string | undefined];
  if (b === "P") return { words: `Phyrexian ${MANA_COLORS[a]!} (or 2 life)`, parts: [part(a, "Φ")] };
  if (c === "P") return { words: `Phyrexian ${MANA_COLORS[a]!} or ${MANA_COLORS[b]!} (or 2 life)`, parts: [part(a, "Φ"), part(b, "Φ")] };
  return { words: `${halfWords(a)} or ${halfWords(b)}`, parts: [part(a), part(b)] };
}

/**
 * The glyph of `{inner}` (case-insensitive), or undefined for a symbol Magic does not have
 * (`{W/W}`, `{Q/P}`, `{11/2}`) — those stay text.
 */
export function mtgSymbolGlyph(inner: string): SymbolGlyph | undefined {
  const s = inner.toUpperCase();
  if (!symbolInfo(s)) return undefined;
  return s.includes("/") ? splitGlyph(s.split("/")) : simpleGlyph(s);
}

/** Magic's symbols for the Timing Map; the card's mana cost is the `cost` field. */
export const MTG_SYMBOLS: GameSymbols = { glyph: mtgSymbolGlyph, costField: "cost" };
