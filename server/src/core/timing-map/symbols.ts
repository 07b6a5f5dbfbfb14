/**
 * Braced symbols in the Timing Map's labels (`{2}{U}: Draw a card.`): split a label into text
 * runs and symbols the game draws ({@link SymbolGlyph}), say it in words for screen readers
 * ("two generic mana, blue: Draw a card."), and draw it as SVG — text runs as `<text>`, each
 * symbol as a small disc (one colour, or split diagonally in two) with its mark or icon, a
 * `<title>` and an `aria-label`. Pure and deterministic. Text without known symbols is drawn as
 * one `<text>`, as before.
 *
 * Layout without a DOM: the symbol after a text run is placed at the run's estimated width (a
 * generous advance per character), so it never overlaps the text; the text itself is never
 * stretched or squashed (no `textLength`).
 */
import type { SymbolGlyph } from "../game/game-features";
import { escapeXml } from "../text/xml";
import { matchesOf } from "../text/matches";

/** A piece of a label: text, or a symbol with its glyph. */
export type LabelPiece = { text: string } | { symbol: string; glyph: SymbolGlyph };

/** `{…}` holding no brace or space, at most 8 characters. */
const SYMBOL_RE = /\{([^{}\s]{1,8})\}/g;

/**
 * Splits `text` into text runs and the symbols `symbols` knows (keyed by the braced form, e.g.
 * "{U}"); unknown braces stay in the text.
 */
export function labelPieces(text: string, symbols: Readonly<Record<string, SymbolGlyph>>): LabelPiece[] {
  const out: LabelPiece[] = [];
  let at = 0;
  for (const m of matchesOf(text, SYMBOL_RE)) {
    const glyph = symbols[m[0]];
    if (!glyph) continue;
    if (m.index! > at) out.push({ text: text.slice(at, m.index) });
    out.push({ symbol: m[0], glyph });
    at = m.index! + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/** Every braced symbol in `text` (braces included), in order, duplicates kept. */
export function bracedSymbols(text: string): string[] {
  return matchesOf(text, SYMBOL_RE).map((m) => m[0]);
}

/** `text` with each known symbol in words; adjacent symbols are separated by ", " ("two generic mana, blue, blue"). */
export function spokenLabel(text: string, symbols: Readonly<Record<string, SymbolGlyph>>): string {
  const pieces = labelPieces(text, symbols);
  return pieces.map((p, i) => ("text" in p ? p.text : (i > 0 && "symbol" in pieces[i - 1]! ? ", " : "") + p.glyph.words)).join("");
}

/** Diameter of a symbol disc and the advance to the next piece (px). */
export const SYMBOL_SIZE = 12;
const ADVANCE = SYMBOL_SIZE + 1.5;

const num = (v: number) => String(Math.round(v * 100) / 100);

/** The icon of tap / untap: a bent arrow (untap mirrored), drawn in the ink colour. */
function iconPath(kind: "tap" | "untap", cx: number, cy: number): string {
  const m = kind === "tap" ? 1 : -1;
  const x = (dx: number) => num(cx + m * dx);
  const y = (dy: number) => num(cy + dy);
  return `<path class="tm-ink-line" d="M${x(-3)} ${y(3)}V${y(-1)}A2.2 2.2 0 0 1 ${x(-0.8)} ${y(-3.2)}H${x(2)}M${x(0.6)} ${y(-4.6)}L${x(2.2)} ${y(-3.2)}L${x(0.6)} ${y(-1.8)}"/>`;
}

/** One symbol as a disc centred on (cx, cy): `<g role="img">` with its words as `<title>` and `aria-label`. */
export function symbolSvg(symbol: string, glyph: SymbolGlyph, cx: number, cy: number): string {
  const r = SYMBOL_SIZE / 2;
  const words = escapeXml(glyph.words);
  const out = [`<g class="tm-sym" role="img" aria-label="${words}" data-symbol="${escapeXml(symbol)}"><title>${words}</title>`];
  const [a, b] = glyph.parts;
  if (!b) {
    out.push(`<circle class="tm-disc" cx="${num(cx)}" cy="${num(cy)}" r="${r}" fill="${escapeXml(a?.fill ?? "#cac5c0")}"/>`);
    if (!glyph.icon && a?.mark) {
      const size = a.mark.length > 1 ? 6.5 : 8;
      out.push(
        `<text class="tm-ink" x="${num(cx)}" y="${num(cy + size * 0.36)}" text-anchor="middle" font-size="${size}">${escapeXml(a.mark)}</text>`,
      );
    }
  } else {
    // Split along the diagonal from top right to bottom left: first part top left, second bottom right.
    const d = r * Math.SQRT1_2;
    const p1 = `${num(cx + d)} ${num(cy - d)}`;
    const p2 = `${num(cx - d)} ${num(cy + d)}`;
    out.push(`<path class="tm-disc" d="M${p1}A${r} ${r} 0 0 0 ${p2}Z" fill="${escapeXml(a!.fill)}"/>`);
    out.push(`<path class="tm-disc" d="M${p1}A${r} ${r} 0 0 1 ${p2}Z" fill="${escapeXml(b.fill)}"/>`);
    const mark = (m: string, x: number, y: number) =>
      m ? `<text class="tm-ink" x="${num(x)}" y="${num(y)}" text-anchor="middle" font-size="5.5">${escapeXml(m)}</text>` : "";
    out.push(mark(a!.mark, cx - 2.4, cy - 0.2), mark(b.mark, cx + 2.4, cy + 4.2));
  }
  if (glyph.icon) out.push(iconPath(glyph.icon, cx, cy));
  out.push("</g>");
  return out.join("");
}

/** Options of {@link richLabelSvg}. */
export interface RichLabel {
  x: number;
  /** Text baseline. */
  y: number;
  /** At most this many units are drawn (a character is 1, a symbol 2); the rest becomes "…". */
  maxUnits: number;
  /** Estimated advance of one character (px) at the label's font size. */
  charWidth: number;
  /** Class of the text runs ("" for none). */
  cls: string;
  /** The id of a shared drawing of a symbol (centred on 0,0), drawn with `<use>` instead of a copy; undefined: draw it here. */
  symbolHref?: (symbol: string) => string | undefined;
}

/** Edge spaces of a run as no-break spaces, so SVG does not collapse them. */
const keepSpaces = (s: string) => s.replace(/^ +| +$/g, (m) => "\u00a0".repeat(m.length));

/** Clips pieces to `max` units, adding "…" to the last text run (or as a run) when something was cut. */
function clipPieces(pieces: LabelPiece[], max: number): LabelPiece[] {
  const units = (p: LabelPiece) => ("text" in p ? p.text.length : 2);
  if (pieces.reduce((n, p) => n + units(p), 0) <= max) return pieces;
  const out: LabelPiece[] = [];
  let left = max - 1;
  for (const p of pieces) {
    if (left <= 0) break;
    if ("text" in p) {
      let cut = Math.min(p.text.length, left);
      if (/[\uD800-\uDBFF]/.test(p.text[cut - 1] ?? "")) cut--;
      out.push({ text: p.text.slice(0, cut) });
      left -= cut;
    } else if (left >= 2) {
      out.push(p);
      left -= 2;
    } else break;
  }
  const last = out[out.length - 1];
  if (last && "text" in last) last.text += "…";
  else out.push({ text: "…" });
  return out;
}

/**
 * A label with its symbols drawn: SVG elements (no wrapper) starting at (x, baseline y). Without
 * symbols it is one `<text>`; the caller adds the `<title>` with the full text.
 */
export function richLabelSvg(text: string, symbols: Readonly<Record<string, SymbolGlyph>>, o: RichLabel): string {
  const pieces = clipPieces(labelPieces(text, symbols), o.maxUnits);
  const cls = o.cls ? ` class="${o.cls}"` : "";
  let x = o.x;
  const out: string[] = [];
  pieces.forEach((p) => {
    if ("text" in p) {
      out.push(`<text${cls} x="${num(x)}" y="${num(o.y)}">${escapeXml(keepSpaces(p.text))}</text>`);
      x += [...p.text].length * o.charWidth;
    } else {
      const href = o.symbolHref?.(p.symbol);
      out.push(
        href
          ? `<use href="#${href}" x="${num(x + ADVANCE / 2)}" y="${num(o.y - 4)}"/>`
          : symbolSvg(p.symbol, p.glyph, x + ADVANCE / 2, o.y - 4),
      );
      x += ADVANCE;
    }
  });
  return out.join("");
}
