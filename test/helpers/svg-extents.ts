/**
 * Where the shapes and text of a Timing Map SVG lie, without a browser: each `<text>`'s box is
 * estimated from the renderer's own metrics (`timing-map/svg-metrics.ts`: characters × advance,
 * by its class, anchor and rotation), `<rect>`, `<circle>` and `<use>` (mana symbols: a
 * {@link SYMBOL_SIZE} px disc around its point) from their attributes. Used to assert that
 * nothing lies outside the viewBox at any width.
 */
import { CHAR_W, LABEL_PX, ROTATED_CHAR_W, TITLE_CHAR_W, TITLE_PX } from "../../server/src/core/timing-map/svg-metrics";
import { SYMBOL_SIZE } from "../../server/src/core/timing-map/symbols";

/** A box in SVG user units, with what it is (for messages). */
export interface Extent {
  what: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const num = (tag: string, name: string, fallback = 0): number => Number(attr(tag, name) ?? fallback);
const unescape = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** The viewBox of an SVG document: [width, height]. */
export function viewBoxOf(svg: string): [number, number] {
  const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!m) throw new Error("no viewBox");
  return [Number(m[1]), Number(m[2])];
}

/** The box of one `<text …>content</text>` (its `<title>` is a tooltip, not drawn). */
function textExtent(open: string, inner: string): Extent {
  const content = unescape(inner.replace(/<title>[\s\S]*?<\/title>/g, "").replace(/<[^>]+>/g, ""));
  const title = /class="[^"]*tm-title/.test(open);
  const rotated = /rotate\(-90/.test(open);
  const chars = [...content].length;
  const w = chars * (rotated ? ROTATED_CHAR_W : title ? TITLE_CHAR_W : CHAR_W);
  const px = title ? TITLE_PX : LABEL_PX;
  const x = num(open, "x");
  const y = num(open, "y") + num(open, "dy");
  if (rotated) return { what: `text '${content}'`, x0: x - px, x1: x + px * 0.3, y0: y - w, y1: y };
  const anchor = attr(open, "text-anchor") ?? "start";
  const x0 = anchor === "middle" ? x - w / 2 : anchor === "end" ? x - w : x;
  return { what: `text '${content}'`, x0, x1: x0 + w, y0: y - px, y1: y + px * 0.3 };
}

/** Every drawn text, rect, circle and symbol of `svg` (outside `<defs>`, whose shapes are drawn by `<use>`) with its estimated box. */
export function extentsOf(svg: string): Extent[] {
  const body = svg.replace(/<defs>[\s\S]*?<\/defs>/g, "").replace(/<style>[\s\S]*?<\/style>/g, "");
  const out: Extent[] = [];
  for (const m of body.matchAll(/(<text\b[^>]*>)([\s\S]*?)<\/text>/g)) out.push(textExtent(m[1]!, m[2]!));
  for (const m of body.matchAll(/<rect\b[^>]*>/g)) {
    const t = m[0];
    if (/width="100%"/.test(t)) continue; // the background
    const x = num(t, "x");
    const y = num(t, "y");
    out.push({ what: t, x0: x, x1: x + num(t, "width"), y0: y, y1: y + num(t, "height") });
  }
  for (const m of body.matchAll(/<circle\b[^>]*>/g)) {
    const t = m[0];
    const r = num(t, "r");
    out.push({ what: t, x0: num(t, "cx") - r, x1: num(t, "cx") + r, y0: num(t, "cy") - r, y1: num(t, "cy") + r });
  }
  for (const m of body.matchAll(/<use\b[^>]*>/g)) {
    const t = m[0];
    if (/href="#[^"]*-strips"/.test(t)) continue; // empty strips: checked by their cells' own rects
    const r = SYMBOL_SIZE / 2;
    out.push({ what: t, x0: num(t, "x") - r, x1: num(t, "x") + r, y0: num(t, "y") - r, y1: num(t, "y") + r });
  }
  return out;
}

/** The boxes of `svg` that reach outside its viewBox (by more than `slack` px), as messages. */
export function outsideViewBox(svg: string, slack = 0.5): string[] {
  const [w, h] = viewBoxOf(svg);
  return extentsOf(svg)
    .filter((e) => e.x0 < -slack || e.y0 < -slack || e.x1 > w + slack || e.y1 > h + slack)
    .map((e) => `${e.what} at x ${e.x0.toFixed(1)}–${e.x1.toFixed(1)}, y ${e.y0.toFixed(1)}–${e.y1.toFixed(1)} (viewBox ${w}×${h})`);
}
