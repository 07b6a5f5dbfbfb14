/**
 * The Timing Map as an SVG document: a pure function of {@link TimingMapData} (no DOM, no IO,
 * deterministic: the same data gives the same bytes).
 *
 * Layout (user units = CSS px): a label column, then two strips side by side — the controller's
 * turn and an opponent's turn — each with one column per segment of the game's turn, split into
 * one sub-column per third-axis value (Magic: stack empty | not empty). The header shows the
 * group (phase) bands, the segment labels and who can act (● always, ○ rare, × never). Per card:
 * a title row, one row per spell/ability (cells filled where it can be used; one shade per axis
 * value), one row per trigger (◆ where it triggers), and for an impossible window one row per
 * conflicting constraint (its own window in its own colour, labelled with its words and
 * citation). A legend closes the picture.
 *
 * Theming: colours are CSS custom properties with defaults for light, dark
 * (`prefers-color-scheme`) and forced colours (high contrast): `--tm-bg`, `--tm-fg`,
 * `--tm-muted`, `--tm-grid`, `--tm-fill`, `--tm-trigger`, `--tm-conflict-a`, `--tm-conflict-b`,
 * `--tm-noact`, `--tm-focus`, `--tm-font`. Accessibility: the root has an `aria-label`; every row is a
 * focusable group with an `aria-label` and every cell an `img` with `aria-label` and `<title>`.
 * Rows carry `data-start`/`data-end` (UTF-16 offsets of their text) for editors to reveal it.
 */
import type { MapCard, MapConstraint, MapRow, MapSpace, MapSubjectRow, MapTriggerRow, TimingMapData } from "./data";
import type { TurnOwner } from "../timing/timing-window";
import { TURN_OWNERS } from "../timing/timing-window";
import { escapeXml } from "../text/xml";
import type { SymbolGlyph } from "../game/game-features";
import { labelPieces, richLabelSvg, spokenLabel } from "./symbols";
import { englishMapL10n, type MapL10n } from "./l10n";

/** Geometry (px). */
const LABEL_W = 236;
const SEG_W = 30;
const TURN_GAP = 14;
const MARGIN = 8;
const ROW_H = 22;
const CELL_H = 16;
const CARD_TITLE_H = 26;
const LABEL_CHARS = 36;
/** Estimated advance of one character of an 11 px label and a 12 px bold title (px), for placing symbols after text. */
const CHAR_W = 6;
const TITLE_CHAR_W = 7;

/** Shortens a label to `max` UTF-16 units with an ellipsis (never splits a surrogate pair). */
function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  let cut = max - 1;
  if (/[\uD800-\uDBFF]/.test(s[cut - 1] ?? "")) cut--;
  return s.slice(0, cut) + "…";
}

/** The map's stylesheet (the SVG embeds it unless `omitStyle`). */
export const TIMING_MAP_CSS = `
.tm{--_bg:var(--tm-bg,#fff);--_fg:var(--tm-fg,#1f2328);--_muted:var(--tm-muted,#59636e);--_grid:var(--tm-grid,#d1d9e0);--_fill:var(--tm-fill,#0969da);--_trig:var(--tm-trigger,#8250df);--_c0:var(--tm-conflict-a,#cf222e);--_c1:var(--tm-conflict-b,#9a6700);--_noact:var(--tm-noact,#eff2f5);--_focus:var(--tm-focus,#0969da);font-family:var(--tm-font,system-ui,-apple-system,"Segoe UI",sans-serif);font-size:11px}
@media (prefers-color-scheme:dark){.tm{--_bg:var(--tm-bg,#0d1117);--_fg:var(--tm-fg,#e6edf3);--_muted:var(--tm-muted,#9198a1);--_grid:var(--tm-grid,#3d444d);--_fill:var(--tm-fill,#4493f8);--_trig:var(--tm-trigger,#ab7df8);--_c0:var(--tm-conflict-a,#f85149);--_c1:var(--tm-conflict-b,#d29922);--_noact:var(--tm-noact,#161b22);--_focus:var(--tm-focus,#4493f8)}}
@media (forced-colors:active){.tm{--_bg:Canvas;--_fg:CanvasText;--_muted:CanvasText;--_grid:CanvasText;--_fill:Highlight;--_trig:LinkText;--_c0:Highlight;--_c1:LinkText;--_noact:Canvas;--_focus:Highlight}}
.tm .bg{fill:var(--_bg)}
.tm text{fill:var(--_fg)}
.tm .muted{fill:var(--_muted)}
.tm .title{font-weight:600;font-size:12px}
.tm .band{fill:none;stroke:var(--_grid)}
.tm .cell{fill:var(--_bg);stroke:var(--_grid);stroke-width:.5}
.tm .noact{fill:var(--_noact)}
.tm .cell.on{fill:var(--_fill)}
.tm .cell.on.ax1{fill-opacity:.5}
.tm .cell.on.ax2{fill-opacity:.25}
.tm .cell.rare{stroke-dasharray:2 2}
.tm .cell.unread{fill:none;stroke-dasharray:1 3}
.tm .trig{fill:var(--_trig)}
.tm .cell.k0{fill:var(--_c0);fill-opacity:.55}
.tm .cell.k1{fill:var(--_c1);fill-opacity:.55}
.tm .k0t{fill:var(--_c0)}
.tm .k1t{fill:var(--_c1)}
.tm .act{fill:var(--_fg)}
.tm .act.rare{fill:none;stroke:var(--_fg)}
.tm .act.never{fill:var(--_muted)}
.tm .row{cursor:pointer;outline:none}
.tm .row .hit{fill:transparent}
.tm .row:hover .hit,.tm .row:focus .hit{fill:var(--_grid);fill-opacity:.35}
.tm .row:focus .hit{stroke:var(--_focus);stroke-width:1.5}
.tm .never-badge{fill:var(--_c0);font-weight:600}
.tm .unread-badge{font-style:italic}
.tm .sym .disc{stroke:var(--_fg);stroke-opacity:.45;stroke-width:.6}
.tm .sym .ink{fill:var(--tm-sym-ink,#0d0f0f);font-weight:700}
.tm .sym .ink-line{fill:none;stroke:var(--tm-sym-ink,#0d0f0f);stroke-width:1.3;stroke-linecap:round;stroke-linejoin:round}
@media (forced-colors:active){.tm .sym .disc{fill:Canvas;stroke:CanvasText;stroke-opacity:1}.tm .sym .ink{fill:CanvasText}.tm .sym .ink-line{stroke:CanvasText}}
`.trim();

/** Options for {@link renderTimingMapSvg}. */
export interface SvgOptions {
  /** The root's accessible name; default "Timing Map: " + the card names. */
  label?: string;
  /** Leave out the `<style>` element (the host applies {@link TIMING_MAP_CSS} itself, e.g. a webview whose CSP blocks inline styles without a nonce). */
  omitStyle?: boolean;
  /** The language of the renderer's own words (legend, accessible names); default English. The data's names and labels are used as given. */
  l10n?: MapL10n;
}

interface Ctx {
  space: MapSpace;
  /** x of a turn strip's first column. */
  stripX: Record<TurnOwner, number>;
  subW: number;
  out: string[];
  /** The game's glyphs of the braced symbols in the labels (see `TimingMapData.symbols`). */
  symbols: Readonly<Record<string, SymbolGlyph>>;
  l10n: MapL10n;
}

const n = (v: number) => String(Math.round(v * 100) / 100);

function verb(ctx: Ctx, row: MapSubjectRow, on: boolean): string {
  const spell = row.kind === "spell";
  return ctx.l10n.t(on ? (spell ? "map.canBeCast" : "map.canBeActivated") : spell ? "map.cannotBeCast" : "map.cannotBeActivated");
}

function segX(ctx: Ctx, turn: TurnOwner, i: number): number {
  return ctx.stripX[turn] + i * SEG_W;
}

function drawHeader(ctx: Ctx, y: number): number {
  const { space, out } = ctx;
  const groupY = y + 16;
  const labelY = groupY + 16;
  const actY = labelY + 78;
  for (const turn of TURN_OWNERS) {
    const x0 = ctx.stripX[turn];
    out.push(`<text class="title" x="${n(x0)}" y="${n(y + 12)}">${escapeXml(space.turns[turn])}</text>`);
    // Group bands: consecutive segments of one group.
    let i = 0;
    while (i < space.segments.length) {
      const g = space.segments[i]!.group;
      let j = i;
      while (j + 1 < space.segments.length && space.segments[j + 1]!.group === g) j++;
      if (g) {
        const w = (j - i + 1) * SEG_W;
        out.push(`<rect class="band" x="${n(segX(ctx, turn, i) + 0.5)}" y="${n(groupY)}" width="${n(w - 1)}" height="14" rx="2"/>`);
        out.push(
          `<text class="muted" x="${n(segX(ctx, turn, i) + w / 2)}" y="${n(groupY + 10.5)}" text-anchor="middle" font-size="9">${escapeXml(clip(g, Math.max(1, Math.floor(w / 5.5))))}</text>`,
        );
      }
      i = j + 1;
    }
    space.segments.forEach((s, k) => {
      const cx = segX(ctx, turn, k) + SEG_W / 2;
      out.push(
        `<text x="${n(cx + 3.5)}" y="${n(actY - 6)}" transform="rotate(-90 ${n(cx + 3.5)} ${n(actY - 6)})"><title>${escapeXml(s.name)}</title>${escapeXml(clip(s.short, 14))}</text>`,
      );
      const actWords = ctx.l10n.t(`map.act.${s.act}`);
      const label = escapeXml(`${space.turns[turn]}, ${s.name}: ${actWords}`);
      if (s.act === "never") {
        out.push(
          `<path class="act never" d="M${n(cx - 3)} ${n(actY + 2)}l6 6m0 -6l-6 6" stroke="currentColor" stroke-width="1.4" role="img" aria-label="${label}"><title>${label}</title></path>`,
        );
      } else {
        out.push(
          `<circle class="act ${s.act}" cx="${n(cx)}" cy="${n(actY + 5)}" r="3.2" role="img" aria-label="${label}"><title>${label}</title></circle>`,
        );
      }
    });
  }
  return actY + 14;
}

function cellClasses(space: MapSpace, segIndex: number): string {
  const act = space.segments[segIndex]!.act;
  return act === "never" ? " noact" : act === "rare" ? " rare" : "";
}

function rowOpen(ctx: Ctx, y: number, row: { range: { start: number; end: number } }, label: string, index: number): void {
  ctx.out.push(
    `<g class="row" role="group" tabindex="0" data-row="${index}" data-start="${row.range.start}" data-end="${row.range.end}" aria-label="${escapeXml(label)}">`,
  );
  ctx.out.push(
    `<rect class="hit" x="${MARGIN}" y="${n(y)}" width="${n(ctx.stripX.opp + ctx.space.segments.length * SEG_W - MARGIN)}" height="${ROW_H}" rx="3"/>`,
  );
}

/** A label at (x, baseline y): one `<text>` with its `<title>`, or — when it holds symbols the game draws — a group of text runs and symbol discs. */
function label(ctx: Ctx, x: number, y: number, text: string, title: string, cls: string, max: number, charWidth = CHAR_W): void {
  if (!labelPieces(text, ctx.symbols).some((p) => "symbol" in p)) {
    ctx.out.push(`<text class="${cls}" x="${n(x)}" y="${n(y)}"><title>${escapeXml(title)}</title>${escapeXml(clip(text, max))}</text>`);
    return;
  }
  const body = richLabelSvg(text, ctx.symbols, { x, y, maxUnits: max, charWidth, cls });
  ctx.out.push(`<g class="label"><title>${escapeXml(title)}</title>${body}</g>`);
}

function rowLabel(ctx: Ctx, y: number, text: string, detail: string, cls = ""): void {
  label(ctx, MARGIN + 4, y + 15, text, detail ? `${text} — ${detail}` : text, cls, LABEL_CHARS);
}

function subjectCells(
  ctx: Ctx,
  y: number,
  has: (turn: TurnOwner, seg: string, axis: string) => boolean,
  kind: (axisIndex: number) => string,
  describe: (on: boolean) => string,
): void {
  const { space, out, subW } = ctx;
  for (const turn of TURN_OWNERS) {
    space.segments.forEach((s, i) => {
      space.axis.forEach((a, k) => {
        const on = has(turn, s.id, a.id);
        const x = segX(ctx, turn, i) + k * subW;
        const label = escapeXml(`${space.turns[turn]}, ${s.name}, ${a.label}: ${describe(on)}`);
        const cls = on ? ` on ${kind(k)}` : cellClasses(space, i);
        out.push(
          `<rect class="cell${cls}" x="${n(x + 0.5)}" y="${n(y + (ROW_H - CELL_H) / 2)}" width="${n(subW - 1)}" height="${CELL_H}" role="img" aria-label="${label}"><title>${label}</title></rect>`,
        );
      });
    });
  }
}

function drawSubject(ctx: Ctx, y: number, row: MapSubjectRow, index: number): number {
  const on = new Set(row.cells.map((c) => `${c.turn}|${c.segment}|${c.axis}`));
  const name = row.kind === "spell" ? `${row.label} (${row.classLabel})` : row.label;
  rowOpen(ctx, y, row, `${spokenLabel(name, ctx.symbols)}: ${row.verdict === "impossible" ? ctx.l10n.t("map.never") : row.summary}`, index);
  rowLabel(ctx, y, row.verdict === "impossible" ? `✗ ${name}` : name, row.summary, row.verdict === "impossible" ? "never-badge" : "");
  subjectCells(
    ctx,
    y,
    (t, s, a) => on.has(`${t}|${s}|${a}`),
    (k) => `ax${k}`,
    (v) => verb(ctx, row, v),
  );
  ctx.out.push("</g>");
  let h = ROW_H;
  row.conflict.forEach((c, k) => {
    h += drawConstraint(ctx, y + h, c, k, index);
  });
  return h;
}

function drawConstraint(ctx: Ctx, y: number, c: MapConstraint, k: number, parent: number): number {
  const on = new Set(c.cells.map((x) => `${x.turn}|${x.segment}|${x.axis}`));
  const cite = c.citation ? ` (${c.citation})` : "";
  const range = c.range ?? { start: -1, end: -1 };
  ctx.out.push(
    `<g class="row conflict" role="group" tabindex="0" data-row="${parent}" data-start="${range.start}" data-end="${range.end}" aria-label="${escapeXml(ctx.l10n.t("map.conflicting", { label: spokenLabel(c.label, ctx.symbols), cite }))}">`,
  );
  ctx.out.push(
    `<rect class="hit" x="${MARGIN}" y="${n(y)}" width="${n(ctx.stripX.opp + ctx.space.segments.length * SEG_W - MARGIN)}" height="${ROW_H}" rx="3"/>`,
  );
  label(ctx, MARGIN + 16, y + 15, `${c.label}${cite}`, c.label + cite, `k${k % 2}t`, LABEL_CHARS - 3);
  subjectCells(
    ctx,
    y,
    (t, s, a) => on.has(`${t}|${s}|${a}`),
    () => `k${k % 2}`,
    (v) => ctx.l10n.t(v ? "map.allows" : "map.excludes", { label: c.label }),
  );
  ctx.out.push("</g>");
  return ROW_H;
}

function drawTrigger(ctx: Ctx, y: number, row: MapTriggerRow, index: number): number {
  const { space, out } = ctx;
  const on = new Set(row.cells.map((c) => `${c.turn}|${c.segment}`));
  rowOpen(ctx, y, row, ctx.l10n.t("map.trigger", { label: spokenLabel(row.label, ctx.symbols), summary: row.summary }), index);
  rowLabel(ctx, y, `◆ ${row.label}`, row.summary + (row.citation ? ` (${row.citation})` : ""));
  for (const turn of TURN_OWNERS) {
    space.segments.forEach((s, i) => {
      const hit = on.has(`${turn}|${s.id}`);
      const x = segX(ctx, turn, i);
      const label = escapeXml(`${space.turns[turn]}, ${s.name}: ${ctx.l10n.t(hit ? "map.triggers" : "map.notTriggers")}`);
      out.push(
        `<rect class="cell${cellClasses(space, i)}" x="${n(x + 0.5)}" y="${n(y + (ROW_H - CELL_H) / 2)}" width="${n(SEG_W - 1)}" height="${CELL_H}" role="img" aria-label="${label}"><title>${label}</title></rect>`,
      );
      if (hit) {
        const cx = x + SEG_W / 2;
        const cy = y + ROW_H / 2;
        out.push(
          `<path class="trig" d="M${n(cx)} ${n(cy - 6)}L${n(cx + 6)} ${n(cy)}L${n(cx)} ${n(cy + 6)}L${n(cx - 6)} ${n(cy)}Z" aria-hidden="true"/>`,
        );
      }
    });
  }
  if (row.cells.length === 0) {
    out.push(
      `<text class="muted" x="${n(ctx.stripX.you + 4)}" y="${n(y + 15)}">${escapeXml(ctx.l10n.t("map.anyTime", { summary: row.summary }))}</text>`,
    );
  }
  out.push("</g>");
  return ROW_H;
}

/**
 * A row whose timing was not understood (a spell, ability or trigger with unread words, or unread
 * words on their own line): a "?" badge, the words, and no usable cell.
 */
function drawUnread(ctx: Ctx, y: number, row: MapRow, index: number): number {
  const { space, out } = ctx;
  const words = row.type === "unread" ? [row.label] : (row.unread ?? []).map((u) => u.label);
  const said = ctx.l10n.t("map.unreadRow", { label: words.map((w) => `'${w}'`).join(", ") });
  rowOpen(ctx, y, row, `${spokenLabel(row.label, ctx.symbols)}: ${said}`, index);
  rowLabel(ctx, y, `? ${row.label}`, said, "unread-badge");
  for (const turn of TURN_OWNERS)
    space.segments.forEach((_, i) => {
      const x = segX(ctx, turn, i);
      out.push(
        `<rect class="cell unread${cellClasses(space, i)}" x="${n(x + 0.5)}" y="${n(y + (ROW_H - CELL_H) / 2)}" width="${n(SEG_W - 1)}" height="${CELL_H}" aria-hidden="true"/>`,
      );
    });
  out.push(`<text class="muted" x="${n(ctx.stripX.you + 4)}" y="${n(y + 15)}">${escapeXml(said)}</text>`);
  out.push("</g>");
  return ROW_H;
}

function drawRow(ctx: Ctx, y: number, row: MapRow, index: number): number {
  if (row.type === "unread" || row.unread) return drawUnread(ctx, y, row, index);
  return row.type === "subject" ? drawSubject(ctx, y, row, index) : drawTrigger(ctx, y, row, index);
}

function drawCard(ctx: Ctx, y: number, card: MapCard, rowBase: number): number {
  const cost = card.cost ? ` (${spokenLabel(card.cost, ctx.symbols)})` : "";
  ctx.out.push(`<g class="card" data-card="${escapeXml(card.anchor)}" aria-label="${escapeXml(card.name + cost)}">`);
  if (card.cost && labelPieces(card.cost, ctx.symbols).some((p) => "symbol" in p)) {
    const text = `${clip(card.name, 70)} ${card.cost}`;
    label(ctx, MARGIN, y + 17, text, `${card.name} ${card.cost}`, "title", 70 + 1 + 2 * card.cost.length, TITLE_CHAR_W);
  } else ctx.out.push(`<text class="title" x="${MARGIN}" y="${n(y + 17)}">${escapeXml(clip(card.name, 80))}</text>`);
  let h = CARD_TITLE_H;
  if (card.rows.length === 0) {
    ctx.out.push(`<text class="muted" x="${MARGIN + 4}" y="${n(y + h + 15)}">${escapeXml(ctx.l10n.t("map.nothing"))}</text>`);
    h += ROW_H;
  }
  card.rows.forEach((r, i) => {
    h += drawRow(ctx, y + h, r, rowBase + i);
  });
  ctx.out.push("</g>");
  return h + 4;
}

function drawLegend(ctx: Ctx, y: number, hasConflict: boolean, timing?: TimingMapData["timing"]): number {
  const { out, space, subW, l10n } = ctx;
  let x = MARGIN;
  const item = (swatch: string, text: string) => {
    out.push(swatch.replace(/\{x\}/g, n(x)).replace(/\{cx\}/g, n(x + 6)));
    out.push(`<text x="${n(x + 18)}" y="${n(y + 12)}">${escapeXml(text)}</text>`);
    x += 18 + text.length * 5.6 + 14;
  };
  space.axis.forEach((a, k) =>
    item(
      `<rect class="cell on ax${k}" x="{x}" y="${n(y + 2)}" width="${n(Math.max(subW, 10))}" height="12"/>`,
      l10n.t("map.legend.usable", { axis: a.label }),
    ),
  );
  item(`<path class="trig" d="M{cx} ${n(y + 2)}l6 6l-6 6l-6 -6Z"/>`, l10n.t("map.triggers"));
  if (hasConflict) {
    item(`<rect class="cell k0" x="{x}" y="${n(y + 2)}" width="12" height="12"/>`, l10n.t("map.legend.conflicts"));
  }
  item(`<circle class="act always" cx="{cx}" cy="${n(y + 8)}" r="3.2"/>`, l10n.t("map.legend.canAct"));
  item(`<circle class="act rare" cx="{cx}" cy="${n(y + 8)}" r="3.2"/>`, l10n.t("map.legend.rare"));
  item(`<rect class="cell noact" x="{x}" y="${n(y + 2)}" width="12" height="12"/>`, l10n.t("map.act.never"));
  // Not understood: the mark and the coverage figure, on a line of their own.
  if (timing && timing.read < timing.sentences) {
    out.push(
      `<text class="unread-badge" x="${MARGIN}" y="${n(y + 32)}">${escapeXml(`? ${l10n.t("map.unread")} — ${l10n.t("map.coverage", { read: timing.read, total: timing.sentences })}`)}</text>`,
    );
    return 40;
  }
  return 20;
}

/**
 * Renders the map of every card in `data` as one SVG document (UTF-8 text, no XML declaration,
 * so it can be inlined in HTML). Width depends only on the game's number of segments; height
 * grows with the rows. Never throws for data {@link timingMapData} produced.
 */
export function renderTimingMapSvg(data: TimingMapData, opts: SvgOptions = {}): string {
  const space = data.space;
  const segs = space.segments.length;
  const stripX: Record<TurnOwner, number> = { you: MARGIN + LABEL_W, opp: MARGIN + LABEL_W + segs * SEG_W + TURN_GAP };
  const l10n = opts.l10n ?? englishMapL10n();
  const ctx: Ctx = { space, stripX, subW: SEG_W / Math.max(1, space.axis.length), out: [], symbols: data.symbols ?? {}, l10n };
  const width = stripX.opp + segs * SEG_W + MARGIN;
  let y = MARGIN;
  y = drawHeader(ctx, y);
  let rowBase = 0;
  for (const card of data.cards) {
    y += drawCard(ctx, y, card, rowBase);
    rowBase += card.rows.length;
  }
  if (data.cards.length === 0) {
    ctx.out.push(`<text class="muted" x="${MARGIN}" y="${n(y + 16)}">${escapeXml(l10n.t("map.noCard"))}</text>`);
    y += ROW_H;
  }
  y += 6;
  y += drawLegend(
    ctx,
    y,
    data.cards.some((c) => c.rows.some((r) => r.type === "subject" && r.conflict.length > 0)),
    data.timing,
  );
  const height = y + MARGIN;
  const names = data.cards.map((c) => c.name).join(", ") || l10n.t("map.noCardName");
  const label = opts.label ?? l10n.t("map.titleOf", { names, game: data.game.name });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="tm" viewBox="0 0 ${n(width)} ${n(height)}" width="${n(width)}" height="${n(height)}" role="group" aria-label="${escapeXml(label)}">`,
    ...(opts.omitStyle ? [] : [`<style>${TIMING_MAP_CSS}</style>`]),
    `<rect class="bg" x="0" y="0" width="${n(width)}" height="${n(height)}"/>`,
    ...ctx.out,
    "</svg>",
    "",
  ].join("\n");
}
