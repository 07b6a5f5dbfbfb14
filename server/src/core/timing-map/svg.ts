/**
 * The Timing Map as SVG: a pure function of {@link TimingMapData} and a width (no DOM, no IO,
 * deterministic: the same data and options give the same bytes).
 *
 * Two layouts, both drawn 1:1 at the width asked for (user units = CSS px, never scaled down, so
 * every label keeps its 11 px; see {@link layoutFor}):
 * - **wide** (width ≥ {@link WIDE_MIN_WIDTH}): a label column, then the controller's turn and an
 *   opponent's turn side by side, one column per segment of the game's turn, split into one
 *   sub-column per third-axis value (Magic: stack empty | not empty);
 * - **stacked** (narrower): each row's label on its own lines over the full width, then the two
 *   turns one under the other, each strip tagged with a short turn name.
 * Columns widen to use the width; labels wrap at word boundaries and are never squashed
 * (`textLength` is not used); a word longer than a line is cut with "…" and the row's `<title>`
 * holds the full text. The header shows the group (phase) bands, the segment labels (rotated;
 * the header is as tall as the longest label, so no label crosses the band) and who can act
 * (● always, ○ rare, × never). Per card: a title, one row per spell/ability (filled where it can
 * be used; one shade per axis value), one per trigger (◆ where it triggers), and for an
 * impossible window one per conflicting constraint. A legend closes the picture.
 *
 * Size: everything repeated is defined once in `<defs>` and drawn with `<use>` (the empty strip
 * of a row, the trigger mark), cells usable over consecutive segments are one rectangle, and
 * styling is by CSS classes only (no `style` attributes). {@link timingMapSvgParts} splits the
 * picture into shared definitions and one body per card, so a page with many cards carries the
 * definitions and the stylesheet once.
 *
 * Theming: colours are CSS custom properties with defaults for light, dark
 * (`prefers-color-scheme`) and forced colours (high contrast): `--tm-bg`, `--tm-fg`,
 * `--tm-muted`, `--tm-grid`, `--tm-fill`, `--tm-trigger`, `--tm-conflict-a`, `--tm-conflict-b`,
 * `--tm-noact`, `--tm-focus`, `--tm-font`. Accessibility: the root has an `aria-label`; every row is
 * a focusable group whose `aria-label` says the row in words (when and where it can be used) and
 * whose `<title>` is its tooltip; the header's act marks are `img`s with words.
 * Rows carry `data-start`/`data-end` (UTF-16 offsets of their text) for editors to reveal it.
 */
import type { MapCard, MapConstraint, MapRow, MapSpace, MapSubjectRow, MapTriggerRow, TimingMapData } from "./data";
import type { TurnOwner } from "../timing/timing-window";
import { TURN_OWNERS } from "../timing/timing-window";
import { escapeXml } from "../text/xml";
import type { SymbolGlyph } from "../game/game-features";
import { labelPieces, richLabelSvg, spokenLabel, symbolSvg } from "./symbols";
import { englishMapL10n, type MapL10n } from "./l10n";
import { maxOf } from "../collections/append";
import { CHAR_W, ROTATED_CHAR_W, TITLE_CHAR_W } from "./svg-metrics";

/** The narrowest width (px) drawn with the two turns side by side; narrower maps stack them. */
export const WIDE_MIN_WIDTH = 760;
/** The narrowest width (px) a map is drawn at; a narrower host scrolls. */
export const MIN_WIDTH = 280;
/** Width (px) when none is asked for. */
export const DEFAULT_WIDTH = 1100;

const LINE_H = 14;
const MARGIN = 8;
const ROW_H = 22;
const CELL_H = 16;
const BAND_H = 16;
const STRIP_GAP = 3;
const TURN_GAP = 14;
const MIN_SEG = 18;
const MAX_SEG = 46;

/** Characters of a label (a braced symbol the game draws counts as 2). */
function units(text: string, symbols: Readonly<Record<string, SymbolGlyph>>): number {
  return labelPieces(text, symbols).reduce((n, p) => n + ("text" in p ? [...p.text].length : 2), 0);
}

/**
 * Splits `text` into lines of at most `max` units at spaces; a single word longer than a line is
 * cut with "…" (the caller's `<title>` keeps the full text). Never returns an empty list.
 */
export function wrapLabel(text: string, max: number, symbols: Readonly<Record<string, SymbolGlyph>> = {}): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/ +/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (units(next, symbols) <= max) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = units(word, symbols) <= max ? word : [...word].slice(0, Math.max(1, max - 1)).join("") + "…";
  }
  lines.push(line);
  return lines;
}

/** The map's stylesheet (the SVG embeds it unless `omitStyle`). */
export const TIMING_MAP_CSS = `
.tm{--_bg:var(--tm-bg,#fff);--_fg:var(--tm-fg,#1f2328);--_muted:var(--tm-muted,#59636e);--_grid:var(--tm-grid,#d1d9e0);--_fill:var(--tm-fill,#0969da);--_trig:var(--tm-trigger,#8250df);--_c0:var(--tm-conflict-a,#cf222e);--_c1:var(--tm-conflict-b,#9a6700);--_noact:var(--tm-noact,#eff2f5);--_focus:var(--tm-focus,#0969da);font-family:var(--tm-font,system-ui,-apple-system,"Segoe UI",sans-serif);font-size:11px;fill:var(--_fg)}
@media (prefers-color-scheme:dark){.tm{--_bg:var(--tm-bg,#0d1117);--_fg:var(--tm-fg,#e6edf3);--_muted:var(--tm-muted,#9198a1);--_grid:var(--tm-grid,#3d444d);--_fill:var(--tm-fill,#4493f8);--_trig:var(--tm-trigger,#ab7df8);--_c0:var(--tm-conflict-a,#f85149);--_c1:var(--tm-conflict-b,#d29922);--_noact:var(--tm-noact,#161b22);--_focus:var(--tm-focus,#4493f8)}}
@media (forced-colors:active){.tm{--_bg:Canvas;--_fg:CanvasText;--_muted:CanvasText;--_grid:CanvasText;--_fill:Highlight;--_trig:LinkText;--_c0:Highlight;--_c1:LinkText;--_noact:Canvas;--_focus:Highlight}}
.tm .bg{fill:var(--_bg)}
.tm-muted{fill:var(--_muted)}
.tm-title{font-weight:600;font-size:12px}
.tm-band{fill:none;stroke:var(--_grid)}
.tm-cell{fill:var(--_bg);stroke:var(--_grid);stroke-width:.5}
.tm-cell.tm-noact{fill:var(--_noact)}
.tm-cell.tm-rare{stroke-dasharray:2 2}
.tm-on{fill:var(--_fill)}
.tm-ax1{fill-opacity:.5}
.tm-ax2{fill-opacity:.25}
.tm-trig{fill:var(--_trig)}
.tm-k0{fill:var(--_c0);fill-opacity:.55}
.tm-k1{fill:var(--_c1);fill-opacity:.55}
.tm-k0t{fill:var(--_c0)}
.tm-k1t{fill:var(--_c1)}
.tm-act{fill:var(--_fg)}
.tm-act.tm-rare{fill:none;stroke:var(--_fg)}
.tm-act.tm-never{fill:none;stroke:var(--_muted);stroke-width:1.4}
.tm .row{cursor:pointer;outline:none}
.tm .row .hit{fill:transparent}
.tm .row:hover .hit,.tm .row:focus .hit{fill:var(--_grid);fill-opacity:.35}
.tm .row:focus .hit{stroke:var(--_focus);stroke-width:1.5}
.tm-never{fill:var(--_c0);font-weight:600}
.tm-unread{font-style:italic}
.tm-sym .tm-disc{stroke:var(--_fg);stroke-opacity:.45;stroke-width:.6}
.tm-sym .tm-ink{fill:var(--tm-sym-ink,#0d0f0f);font-weight:700}
.tm-sym .tm-ink-line{fill:none;stroke:var(--tm-sym-ink,#0d0f0f);stroke-width:1.3;stroke-linecap:round;stroke-linejoin:round}
@media (forced-colors:active){.tm-sym .tm-disc{fill:Canvas;stroke:CanvasText;stroke-opacity:1}.tm-sym .tm-ink{fill:CanvasText}.tm-sym .tm-ink-line{stroke:CanvasText}}
`.trim();

/** Options for {@link renderTimingMapSvg}. */
export interface SvgOptions {
  /** The root's accessible name; default "Timing Map: " + the card names. */
  label?: string;
  /** Leave out the `<style>` element (the host applies {@link TIMING_MAP_CSS} itself, e.g. a webview whose CSP blocks inline styles without a nonce). */
  omitStyle?: boolean;
  /** The language of the renderer's own words (legend, accessible names); default English. The data's names and labels are used as given. */
  l10n?: MapL10n;
  /** The width to draw at (CSS px), default {@link DEFAULT_WIDTH}; below {@link WIDE_MIN_WIDTH} the turns stack; never below {@link MIN_WIDTH}. */
  width?: number;
  /** Prefix of the ids of the shared definitions (default "tm"); two maps in one HTML document need different prefixes. */
  idPrefix?: string;
}

/** Where things go: computed once per width (see {@link layoutFor}). */
export interface MapLayout {
  kind: "wide" | "stacked";
  /** The drawing's width (px). */
  width: number;
  /** Width of one segment column (px) and of one third-axis sub-column. */
  segW: number;
  subW: number;
  /** x of each turn strip's first column. */
  stripX: Record<TurnOwner, number>;
  /** Offset (px) of each turn strip below a row's first cell line (0 in the wide layout). */
  stripDy: Record<TurnOwner, number>;
  /** Characters a row label may have per line. */
  labelChars: number;
  /** x of row labels. */
  labelX: number;
  /** Height of one strip's header (px): the band, the rotated segment labels, the act marks. */
  headerH: number;
  /** Room for the rotated segment labels (px): the longest at a generous 7 px per character. */
  labelSpan: number;
  /** Height of the cell area of one row (px): one strip, or both stacked. */
  cellsH: number;
  /** Id prefix of the shared definitions. */
  id: string;
}

const n = (v: number) => String(Math.round(v * 100) / 100);

/** The short turn tags of the stacked layout, from the l10n catalog. */
function turnTags(l10n: MapL10n): Record<TurnOwner, string> {
  return { you: l10n.t("map.turnTag.you"), opp: l10n.t("map.turnTag.opp") };
}

/**
 * The layout of a map of `space` at `width` px (clamped to ≥ {@link MIN_WIDTH}): wide when
 * `width` ≥ {@link WIDE_MIN_WIDTH}, else stacked; columns share the room left by the labels
 * (between 18 and 46 px each).
 */
export function layoutFor(space: MapSpace, width: number | undefined, l10n: MapL10n, idPrefix = "tm"): MapLayout {
  const w = Math.max(MIN_WIDTH, Math.round(width ?? DEFAULT_WIDTH));
  const segs = Math.max(1, space.segments.length);
  const longest = maxOf(
    space.segments.map((s) => [...s.short].length),
    1,
  );
  // Rotated labels get 7 px per character (more than an 11 px label's widest average), so a long
  // one (German "nach Berechnung") never reaches up into the band above it.
  const labelSpan = Math.ceil(longest * ROTATED_CHAR_W);
  const headerH = BAND_H + 6 + labelSpan + 6 + 14;
  const axes = Math.max(1, space.axis.length);
  if (w >= WIDE_MIN_WIDTH) {
    const labelW = Math.max(200, Math.min(360, Math.round(w * 0.26)));
    const segW = Math.max(MIN_SEG, Math.min(MAX_SEG, Math.floor((w - 2 * MARGIN - labelW - TURN_GAP) / (2 * segs))));
    const you = w - MARGIN - 2 * segs * segW - TURN_GAP;
    return {
      kind: "wide",
      width: w,
      segW,
      subW: segW / axes,
      stripX: { you, opp: you + segs * segW + TURN_GAP },
      stripDy: { you: 0, opp: 0 },
      labelChars: Math.max(12, Math.floor((you - MARGIN - 14) / CHAR_W)),
      labelX: MARGIN + 4,
      headerH,
      labelSpan,
      cellsH: CELL_H,
      id: idPrefix,
    };
  }
  const tags = turnTags(l10n);
  const tagW = Math.max([...tags.you].length, [...tags.opp].length) * CHAR_W + 8;
  const segW = Math.max(MIN_SEG, Math.min(MAX_SEG, Math.floor((w - 2 * MARGIN - tagW) / segs)));
  const x = MARGIN + tagW;
  return {
    kind: "stacked",
    width: Math.max(w, Math.ceil(x + segs * segW + MARGIN)),
    segW,
    subW: segW / axes,
    stripX: { you: x, opp: x },
    stripDy: { you: 0, opp: CELL_H + STRIP_GAP },
    labelChars: Math.max(12, Math.floor((w - 2 * MARGIN - 8) / CHAR_W)),
    labelX: MARGIN + 4,
    headerH,
    labelSpan,
    cellsH: 2 * CELL_H + STRIP_GAP,
    id: idPrefix,
  };
}

interface Ctx {
  space: MapSpace;
  L: MapLayout;
  out: string[];
  /** The game's glyphs of the braced symbols in the labels (see `TimingMapData.symbols`). */
  symbols: Readonly<Record<string, SymbolGlyph>>;
  l10n: MapL10n;
}

function segX(ctx: Ctx, turn: TurnOwner, i: number): number {
  return ctx.L.stripX[turn] + i * ctx.L.segW;
}

/** The group (phase) bands: consecutive segments with the same group, `[first, last, name]`. */
function groups(space: MapSpace): [number, number, string][] {
  const out: [number, number, string][] = [];
  let i = 0;
  while (i < space.segments.length) {
    const g = space.segments[i]!.group;
    let j = i;
    while (j + 1 < space.segments.length && space.segments[j + 1]!.group === g) j++;
    if (g) out.push([i, j, g]);
    i = j + 1;
  }
  return out;
}

/**
 * The header of one turn strip at `x`: bands with the group names (a name that does not fit its
 * band is left out when the band has one segment — its column label says it — else cut with
 * "…"; the band's `<title>` always holds the name), rotated segment labels (never cut: the header
 * is as tall as the longest) and who can act.
 */
function stripHeader(ctx: Ctx, turn: TurnOwner, y: number, turnName: string): void {
  const { space, out, L } = ctx;
  const groupY = y;
  const labelBottom = y + BAND_H + 6 + L.labelSpan;
  const actY = labelBottom + 4;
  for (const [i, j, g] of groups(space)) {
    const x = segX(ctx, turn, i);
    const w = (j - i + 1) * L.segW;
    const fits = Math.floor((w - 4) / CHAR_W);
    const shown = [...g].length <= fits ? g : i === j ? "" : [...g].slice(0, Math.max(1, fits - 1)).join("") + "…";
    out.push(
      `<g><title>${escapeXml(g)}</title><rect class="tm-band" x="${n(x + 0.5)}" y="${n(groupY)}" width="${n(w - 1)}" height="${BAND_H}" rx="2"/>`,
    );
    if (shown) out.push(`<text class="tm-muted" x="${n(x + w / 2)}" y="${n(groupY + 12)}" text-anchor="middle">${escapeXml(shown)}</text>`);
    out.push("</g>");
  }
  space.segments.forEach((s, k) => {
    const cx = segX(ctx, turn, k) + L.segW / 2;
    const tx = cx + 4;
    out.push(
      `<text x="${n(tx)}" y="${n(labelBottom)}" transform="rotate(-90 ${n(tx)} ${n(labelBottom)})"><title>${escapeXml(s.name)}</title>${escapeXml(s.short)}</text>`,
    );
    const label = escapeXml(`${turnName}, ${s.name}: ${ctx.l10n.t(`map.act.${s.act}`)}`);
    if (s.act === "never")
      out.push(
        `<path class="tm-act tm-never" d="M${n(cx - 3)} ${n(actY + 2)}l6 6m0 -6l-6 6" role="img" aria-label="${label}"><title>${label}</title></path>`,
      );
    else
      out.push(
        `<circle class="tm-act${s.act === "rare" ? " tm-rare" : ""}" cx="${n(cx)}" cy="${n(actY + 5)}" r="3.2" role="img" aria-label="${label}"><title>${label}</title></circle>`,
      );
  });
}

/** The header: turn names, then per turn (side by side, or once for both when stacked) its bands, labels and act marks. */
function header(ctx: Ctx, y: number): number {
  const { space, L, out } = ctx;
  if (L.kind === "wide") {
    for (const turn of TURN_OWNERS) {
      out.push(`<text class="tm-title" x="${n(L.stripX[turn])}" y="${n(y + 12)}">${escapeXml(space.turns[turn])}</text>`);
      stripHeader(ctx, turn, y + 18, space.turns[turn]);
    }
    return y + 18 + L.headerH;
  }
  // Stacked: the tags and what they stand for, then one header for both strips (same columns).
  const tags = turnTags(ctx.l10n);
  const line = `${tags.you} = ${space.turns.you} · ${tags.opp} = ${space.turns.opp}`;
  const lines = wrapLabel(line, L.labelChars);
  lines.forEach((l, i) => out.push(`<text class="tm-muted" x="${MARGIN}" y="${n(y + 12 + i * LINE_H)}">${escapeXml(l)}</text>`));
  const top = y + lines.length * LINE_H + 6;
  stripHeader(ctx, "you", top, `${space.turns.you} / ${space.turns.opp}`);
  return top + L.headerH;
}

/** The empty cells of one strip of a row (drawn once in `<defs>`, used by every row). */
function emptyStrip(ctx: Ctx, turn: TurnOwner): string {
  const { space, L } = ctx;
  return space.segments
    .map((s, i) => {
      const cls = s.act === "never" ? "tm-cell tm-noact" : s.act === "rare" ? "tm-cell tm-rare" : "tm-cell";
      return `<rect class="${cls}" x="${n(segX(ctx, turn, i) + 0.5)}" y="${n(L.stripDy[turn])}" width="${n(L.segW - 1)}" height="${CELL_H}"/>`;
    })
    .join("");
}

/** The id of the shared drawing of a braced symbol the game draws (`P-s0`, `P-s1`, … in key order). */
function symbolId(ctx: Ctx, symbol: string): string | undefined {
  const i = Object.keys(ctx.symbols).sort().indexOf(symbol);
  return i < 0 ? undefined : `${ctx.L.id}-s${i}`;
}

/** The shared definitions: the empty strips of a row (`#P-strips`, with the turn tags when stacked), the trigger mark (`#P-trig`), each symbol (`#P-sN`). */
function defs(ctx: Ctx): string {
  const { L } = ctx;
  const tags = turnTags(ctx.l10n);
  const tagText =
    L.kind === "stacked"
      ? TURN_OWNERS.map((t) => `<text class="tm-tag tm-muted" x="${MARGIN}" y="${n(L.stripDy[t] + 12)}">${escapeXml(tags[t])}</text>`).join(
          "",
        )
      : "";
  return (
    `<defs><g id="${L.id}-strips">${TURN_OWNERS.map((t) => emptyStrip(ctx, t)).join("")}${tagText}</g>` +
    `<path id="${L.id}-trig" class="tm-trig" d="M0 -6L6 0L0 6L-6 0Z"/>` +
    Object.keys(ctx.symbols)
      .sort()
      .map((k, i) => `<g id="${L.id}-s${i}">${symbolSvg(k, ctx.symbols[k]!, 0, 0)}</g>`)
      .join("") +
    "</defs>"
  );
}

/** A row's label lines at (x, first baseline y): plain `<text>` lines, or text runs and symbol discs. */
function labelLines(ctx: Ctx, x: number, y: number, lines: readonly string[], cls: string, charWidth = CHAR_W): void {
  lines.forEach((line, i) => {
    const by = y + i * LINE_H;
    if (!labelPieces(line, ctx.symbols).some((p) => "symbol" in p)) {
      ctx.out.push(`<text${cls ? ` class="${cls}"` : ""} x="${n(x)}" y="${n(by)}">${escapeXml(line)}</text>`);
      return;
    }
    ctx.out.push(
      richLabelSvg(line, ctx.symbols, { x, y: by, maxUnits: Infinity, charWidth, cls, symbolHref: (sym) => symbolId(ctx, sym) }),
    );
  });
}

/** The height of a row with `lines` label lines, and the y of its first cell line relative to the row's top. */
function rowGeometry(L: MapLayout, lines: number): { h: number; cellsY: number } {
  if (L.kind === "wide") return { h: Math.max(ROW_H, lines * LINE_H + 8), cellsY: (ROW_H - CELL_H) / 2 };
  const cellsY = lines * LINE_H + 6;
  return { h: cellsY + L.cellsH + 5, cellsY };
}

/** Opens a row group: its words, its tooltip, its hit area. */
function rowOpen(
  ctx: Ctx,
  cls: string,
  y: number,
  g: { h: number; cellsY: number },
  range: { start: number; end: number },
  index: number,
  spoken: string,
  tip: string,
  strips = true,
): void {
  ctx.out.push(
    `<g class="${cls}" role="group" tabindex="0" data-row="${index}" data-start="${range.start}" data-end="${range.end}" aria-label="${escapeXml(spoken)}"><title>${escapeXml(tip)}</title>`,
    `<rect class="hit" x="${MARGIN / 2}" y="${n(y)}" width="${n(ctx.L.width - MARGIN)}" height="${n(g.h)}" rx="3"/>`,
    strips ? `<use href="#${ctx.L.id}-strips" y="${n(y + g.cellsY)}"/>` : "",
  );
}

/**
 * The filled cells of a row at `top` (the first cell line): per turn, a run of consecutive
 * segments usable with every axis value is one rectangle; a segment usable with only some values
 * gets one sub-column per value (class `axK`, or `cls(k)`).
 */
function filledCells(
  ctx: Ctx,
  top: number,
  has: (turn: TurnOwner, seg: string, axis: string) => boolean,
  cls: (k: number) => string,
  full: string,
): void {
  const { space, L, out } = ctx;
  for (const turn of TURN_OWNERS) {
    const y = top + L.stripDy[turn];
    let run = -1;
    const flush = (end: number) => {
      if (run < 0) return;
      out.push(
        `<rect class="${full}" x="${n(segX(ctx, turn, run) + 0.5)}" y="${n(y)}" width="${n((end - run) * L.segW - 1)}" height="${CELL_H}"/>`,
      );
      run = -1;
    };
    space.segments.forEach((s, i) => {
      const on = space.axis.map((a) => has(turn, s.id, a.id));
      if (on.every(Boolean)) {
        if (run < 0) run = i;
        return;
      }
      flush(i);
      on.forEach((v, k) => {
        if (v)
          out.push(
            `<rect class="${cls(k)}" x="${n(segX(ctx, turn, i) + k * L.subW + 0.5)}" y="${n(y)}" width="${n(L.subW - 1)}" height="${CELL_H}"/>`,
          );
      });
    });
    flush(space.segments.length);
  }
}

/** The words of a subject row's kind: "Playing a land" for a land, else the class's own name. */
function subjectName(row: MapSubjectRow): string {
  return row.kind === "spell" ? `${row.label} (${row.classLabel})` : row.label;
}

function drawSubject(ctx: Ctx, y: number, row: MapSubjectRow, index: number): number {
  const on = new Set(row.cells.map((c) => `${c.turn}|${c.segment}|${c.axis}`));
  const impossible = row.verdict === "impossible";
  const name = subjectName(row);
  const shown = impossible ? `✗ ${name}` : name;
  const lines = wrapLabel(shown, ctx.L.labelChars, ctx.symbols);
  const g = rowGeometry(ctx.L, lines.length);
  const spoken = `${spokenLabel(name, ctx.symbols)}: ${impossible ? ctx.l10n.t("map.never") : row.summary}`;
  rowOpen(ctx, "row", y, g, row.range, index, spoken, `${shown} — ${impossible ? ctx.l10n.t("map.never") : row.summary}`);
  labelLines(ctx, ctx.L.labelX, y + 15, lines, impossible ? "tm-never" : "");
  filledCells(
    ctx,
    y + g.cellsY,
    (t, s, a) => on.has(`${t}|${s}|${a}`),
    (k) => `tm-on tm-ax${k}`,
    "tm-on",
  );
  ctx.out.push("</g>");
  let h = g.h;
  row.conflict.forEach((c, k) => {
    h += drawConstraint(ctx, y + h, c, k, index);
  });
  return h;
}

function drawConstraint(ctx: Ctx, y: number, c: MapConstraint, k: number, parent: number): number {
  const on = new Set(c.cells.map((x) => `${x.turn}|${x.segment}|${x.axis}`));
  const cite = c.citation ? ` (${c.citation})` : "";
  const text = `${c.label}${cite}`;
  const lines = wrapLabel(text, ctx.L.labelChars - 2, ctx.symbols);
  const g = rowGeometry(ctx.L, lines.length);
  const spoken = ctx.l10n.t("map.conflicting", { label: spokenLabel(c.label, ctx.symbols), cite });
  rowOpen(ctx, "row conflict", y, g, c.range ?? { start: -1, end: -1 }, parent, spoken, text);
  labelLines(ctx, ctx.L.labelX + 12, y + 15, lines, `tm-k${k % 2}t`);
  filledCells(
    ctx,
    y + g.cellsY,
    (t, s, a) => on.has(`${t}|${s}|${a}`),
    () => `tm-k${k % 2}`,
    `tm-k${k % 2}`,
  );
  ctx.out.push("</g>");
  return g.h;
}

function drawTrigger(ctx: Ctx, y: number, row: MapTriggerRow, index: number): number {
  const { space, L, out } = ctx;
  const text = `◆ ${row.label}`;
  const lines = wrapLabel(text, L.labelChars, ctx.symbols);
  const any = row.cells.length === 0 ? noteWrapped(ctx, ctx.l10n.t("map.anyTime", { summary: row.summary })).length : 1;
  const g = withNote(rowGeometry(L, lines.length), any);
  const when = row.summary + (row.citation ? ` (${row.citation})` : "");
  rowOpen(
    ctx,
    "row",
    y,
    g,
    row.range,
    index,
    ctx.l10n.t("map.trigger", { label: spokenLabel(row.label, ctx.symbols), summary: row.summary }),
    `${text} — ${when}`,
    row.cells.length > 0,
  );
  labelLines(ctx, L.labelX, y + 15, lines, "");
  const on = new Set(row.cells.map((c) => `${c.turn}|${c.segment}`));
  for (const turn of TURN_OWNERS)
    space.segments.forEach((s, i) => {
      if (on.has(`${turn}|${s.id}`))
        out.push(
          `<use href="#${L.id}-trig" x="${n(segX(ctx, turn, i) + L.segW / 2)}" y="${n(y + g.cellsY + L.stripDy[turn] + CELL_H / 2)}"/>`,
        );
    });
  if (row.cells.length === 0) noteLines(ctx, y, g, ctx.l10n.t("map.anyTime", { summary: row.summary }), "tm-muted");
  out.push("</g>");
  return g.h;
}

/** The lines of a note drawn where a row's cells would be (wrapped to the room right of the label column). */
function noteWrapped(ctx: Ctx, text: string): string[] {
  return wrapLabel(text, Math.floor((ctx.L.width - ctx.L.stripX.you - MARGIN - 4) / CHAR_W));
}

/** `g` grown so that `lines` note lines fit below its first cell line. */
function withNote(g: { h: number; cellsY: number }, lines: number): { h: number; cellsY: number } {
  return { h: Math.max(g.h, g.cellsY + 12 + (lines - 1) * LINE_H + 8), cellsY: g.cellsY };
}

/** Draws every line of a note (never just the first) where the row's cells would be. */
function noteLines(ctx: Ctx, y: number, g: { cellsY: number }, text: string, cls: string): void {
  noteWrapped(ctx, text).forEach((l, k) =>
    ctx.out.push(`<text class="${cls}" x="${n(ctx.L.stripX.you + 4)}" y="${n(y + g.cellsY + 12 + k * LINE_H)}">${escapeXml(l)}</text>`),
  );
}

/**
 * A row whose timing was not understood (a spell, ability or trigger with unread words, or unread
 * words on their own line): a "?" mark, the words, and the empty strips (no usable cell).
 */
function drawUnread(ctx: Ctx, y: number, row: MapRow, index: number): number {
  const { L, out } = ctx;
  const words = row.type === "unread" ? [row.label] : (row.unread ?? []).map((u) => u.label);
  const said = ctx.l10n.t("map.unreadRow", { label: words.map((w) => `'${w}'`).join(", ") });
  const shown = `? ${row.label}`;
  const lines = wrapLabel(shown, L.labelChars, ctx.symbols);
  const g = withNote(rowGeometry(L, lines.length), noteWrapped(ctx, said).length);
  rowOpen(ctx, "row", y, g, row.range, index, `${spokenLabel(row.label, ctx.symbols)}: ${said}`, `${shown} — ${said}`);
  labelLines(ctx, L.labelX, y + 15, lines, "tm-unread");
  noteLines(ctx, y, g, said, "tm-muted tm-unread");
  out.push("</g>");
  return g.h;
}

function drawRow(ctx: Ctx, y: number, row: MapRow, index: number): number {
  if (row.type === "unread" || row.unread) return drawUnread(ctx, y, row, index);
  return row.type === "subject" ? drawSubject(ctx, y, row, index) : drawTrigger(ctx, y, row, index);
}

function drawCard(ctx: Ctx, y: number, card: MapCard, rowBase: number): number {
  const cost = card.cost ? ` (${spokenLabel(card.cost, ctx.symbols)})` : "";
  ctx.out.push(`<g class="card" data-card="${escapeXml(card.anchor)}" aria-label="${escapeXml(card.name + cost)}">`);
  const title = card.cost ? `${card.name} ${card.cost}` : card.name;
  const lines = wrapLabel(title, Math.floor((ctx.L.width - 2 * MARGIN) / TITLE_CHAR_W), ctx.symbols);
  ctx.out.push(`<g class="label"><title>${escapeXml(title)}</title>`);
  labelLines(ctx, MARGIN, y + 17, lines, "tm-title", TITLE_CHAR_W);
  ctx.out.push("</g>");
  let h = 26 + (lines.length - 1) * LINE_H;
  if (card.rows.length === 0) {
    for (const l of wrapLabel(ctx.l10n.t("map.nothing"), ctx.L.labelChars)) {
      ctx.out.push(`<text class="tm-muted" x="${MARGIN + 4}" y="${n(y + h + 15)}">${escapeXml(l)}</text>`);
      h += LINE_H;
    }
    h += 8;
  }
  card.rows.forEach((r, i) => {
    h += drawRow(ctx, y + h, r, rowBase + i);
  });
  ctx.out.push("</g>");
  return h + 4;
}

/** The legend, its items wrapped onto as many lines as the width needs. */
function legend(ctx: Ctx, y: number, hasConflict: boolean, timing?: TimingMapData["timing"]): number {
  const { out, space, L, l10n } = ctx;
  const items: [string, string][] = space.axis.map((a, k) => [
    `<rect class="tm-on tm-ax${k}" x="{x}" y="{y}" width="12" height="12"/>`,
    l10n.t("map.legend.usable", { axis: a.label }),
  ]);
  items.push([`<use href="#${L.id}-trig" x="{cx}" y="{cy}"/>`, l10n.t("map.triggers")]);
  if (hasConflict) items.push([`<rect class="tm-k0" x="{x}" y="{y}" width="12" height="12"/>`, l10n.t("map.legend.conflicts")]);
  items.push([`<circle class="tm-act" cx="{cx}" cy="{cy}" r="3.2"/>`, l10n.t("map.legend.canAct")]);
  items.push([`<circle class="tm-act tm-rare" cx="{cx}" cy="{cy}" r="3.2"/>`, l10n.t("map.legend.rare")]);
  items.push([`<rect class="tm-cell tm-noact" x="{x}" y="{y}" width="12" height="12"/>`, l10n.t("map.act.never")]);
  // Not understood: the mark and the coverage figure.
  if (timing && timing.read < timing.sentences)
    items.push([
      `<text class="tm-unread" x="{x}" y="{cy}" dy="4">?</text>`,
      `${l10n.t("map.unread")} — ${l10n.tn("map.coverage", timing.sentences, { read: timing.read })}`,
    ]);
  let x = MARGIN;
  let line = 0;
  // An item wider than a whole line wraps its words onto lines of their own (never cut).
  const fits = Math.floor((L.width - 2 * MARGIN - 18) / CHAR_W);
  for (const [swatch, text] of items) {
    const lines = wrapLabel(text, fits);
    const w =
      18 +
      maxOf(
        lines.map((l) => [...l].length),
        0,
      ) *
        CHAR_W +
      12;
    if (x > MARGIN && (x + w > L.width - MARGIN || lines.length > 1)) {
      x = MARGIN;
      line++;
    }
    const top = y + line * 18;
    out.push(
      swatch
        .replace(/\{x\}/g, n(x))
        .replace(/\{cx\}/g, n(x + 6))
        .replace(/\{y\}/g, n(top + 2))
        .replace(/\{cy\}/g, n(top + 8)),
    );
    lines.forEach((l, k) => out.push(`<text x="${n(x + 18)}" y="${n(top + 12 + k * LINE_H)}">${escapeXml(l)}</text>`));
    x += w;
    if (lines.length > 1) {
      // The next item starts on the line after this one's last.
      line += Math.ceil(((lines.length - 1) * LINE_H) / 18) + 1;
      x = MARGIN;
    }
  }
  return (x === MARGIN && line > 0 ? line : line + 1) * 18 + 2;
}

/** The parts of a map: the shared definitions, the header, the cards and the legend, each as SVG markup (no root element). */
export interface SvgParts {
  layout: MapLayout;
  /** `<defs>…</defs>`: the shared definitions (ids with the layout's prefix). */
  defs: string;
  /** The header's markup and height (px). */
  header: { svg: string; height: number };
  /** One body per card: its markup drawn from y = 0, and its height (px). */
  cards: { svg: string; height: number }[];
  /** The legend's markup drawn from y = 0, and its height (px). */
  legend: { svg: string; height: number };
}

/**
 * The map in parts, for pages that draw several cards with one set of definitions (the HTML
 * page): see {@link SvgParts}. Never throws for data {@link timingMapData} produced.
 */
export function timingMapSvgParts(data: TimingMapData, opts: SvgOptions = {}): SvgParts {
  const l10n = opts.l10n ?? englishMapL10n();
  const L = layoutFor(data.space, opts.width, l10n, opts.idPrefix);
  const ctx: Ctx = { space: data.space, L, out: [], symbols: data.symbols ?? {}, l10n };
  const take = () => ctx.out.splice(0).join("");
  const defsSvg = defs(ctx);
  const headerH = header(ctx, MARGIN);
  const headerSvg = take();
  let rowBase = 0;
  const cards = data.cards.map((card) => {
    const height = drawCard(ctx, 0, card, rowBase);
    rowBase += card.rows.length;
    return { svg: take(), height };
  });
  const hasConflict = data.cards.some((c) => c.rows.some((r) => r.type === "subject" && r.conflict.length > 0));
  const legendH = legend(ctx, 0, hasConflict, data.timing);
  return { layout: L, defs: defsSvg, header: { svg: headerSvg, height: headerH }, cards, legend: { svg: take(), height: legendH } };
}

/** A `<g>` of `svg` moved down by `dy` (none when 0). */
export function shifted(svg: string, dy: number): string {
  return dy === 0 ? svg : `<g transform="translate(0 ${n(dy)})">${svg}</g>`;
}

/**
 * Renders the map of every card in `data` as one SVG document (UTF-8 text, no XML declaration,
 * so it can be inlined in HTML), drawn at `opts.width` px (see {@link layoutFor}). The height
 * grows with the rows. Never throws for data {@link timingMapData} produced.
 */
export function renderTimingMapSvg(data: TimingMapData, opts: SvgOptions = {}): string {
  const l10n = opts.l10n ?? englishMapL10n();
  const parts = timingMapSvgParts(data, { ...opts, l10n });
  const width = parts.layout.width;
  const body: string[] = [parts.header.svg];
  let y = parts.header.height;
  for (const c of parts.cards) {
    body.push(shifted(c.svg, y));
    y += c.height;
  }
  if (data.cards.length === 0) {
    body.push(`<text class="tm-muted" x="${MARGIN}" y="${n(y + 16)}">${escapeXml(l10n.t("map.noCard"))}</text>`);
    y += ROW_H;
  }
  y += 6;
  body.push(shifted(parts.legend.svg, y));
  const height = Math.ceil(y + parts.legend.height + MARGIN);
  const names = data.cards.map((c) => c.name).join(", ") || l10n.t("map.noCardName");
  const label = opts.label ?? l10n.t("map.titleOf", { names, game: data.game.name });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="tm ${parts.layout.kind}" viewBox="0 0 ${n(width)} ${n(height)}" width="${n(width)}" height="${n(height)}" role="group" aria-label="${escapeXml(label)}">`,
    ...(opts.omitStyle ? [] : [`<style>${TIMING_MAP_CSS}</style>`]),
    parts.defs,
    `<rect class="bg" width="100%" height="100%"/>`,
    ...body,
    "</svg>",
    "",
  ].join("\n");
}
