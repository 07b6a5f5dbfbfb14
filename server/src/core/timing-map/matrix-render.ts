/**
 * The set-wide Timing Matrix ({@link TimingMatrixData}) as terminal text, SVG and HTML. Pure and
 * deterministic. Cells: a number = how many of the card's spells and abilities are usable in that
 * turn and segment, "◆" = only a trigger there, "·" = nothing; the last row counts the cards that
 * can do something there. Columns carry the same two-letter segment codes as the Timing Map's
 * text ({@link segmentAbbreviations}).
 *
 * The HTML table (`matrixTableHtml`) carries each card's colours, rarity, types, instant-speed
 * flag and cells as `data-` attributes; {@link MATRIX_SCRIPT} (no dependency, no network) filters
 * the rows by the form above the table and recounts the totals. Hosts run it under their CSP: the
 * page with its SHA-256 hash, the VS Code panel and the playground with a nonce or as their own script.
 */
import { maxOf, pushAll } from "../collections/append";
import { escapeXml } from "../text/xml";
import { TURN_OWNERS, type TurnOwner } from "../timing/timing-window";
import { segmentAbbreviations } from "./abbreviations";
import { wrapKeyItems } from "./text";
import { englishMapL10n, type MapL10n } from "./l10n";
import { CHAR_W, TITLE_CHAR_W } from "./svg-metrics";
import { wrapLabel } from "./svg";
import type { MatrixCard, MatrixCell, TimingMatrixData } from "./matrix";

/** What a cell shows (at most 2 columns). */
export function cellMark(cell: MatrixCell): string {
  if (cell.use > 0) return cell.use > 99 ? "99" : String(cell.use);
  return cell.trigger > 0 ? "◆" : "·";
}

const wrapWords = (text: string, w: number): string[] => {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/ +/)) {
    const next = line ? `${line} ${word}` : word;
    if ([...next].length <= w) line = next;
    else {
      if (line) out.push(line);
      let rest = [...word];
      while (rest.length > w) {
        out.push(rest.slice(0, w).join(""));
        rest = rest.slice(w);
      }
      line = rest.join("");
    }
  }
  out.push(line);
  return out;
};

/** Narrowest name column (columns) drawn beside the cells; narrower, names go on their own lines. */
const MIN_NAME_COLUMN = 16;

/**
 * The narrowest width (columns) the text matrix of `data` is drawn at: one turn's 3-column cells
 * (the last cell's trailing blank dropped), at least 20. {@link renderTimingMatrixText} draws at
 * this width when asked for less.
 */
export function matrixTextMinWidth(data: Pick<TimingMatrixData, "space">): number {
  return Math.max(20, data.space.segments.length * 3 - 1);
}

/** Lines of `name` wrapped to `w` columns, continuation lines hanging two columns deeper (so they never read as a new row). */
function hangingName(name: string, w: number): string[] {
  const whole = name.split(/ +/).join(" ");
  const first = wrapWords(whole, w)[0]!;
  const rest = whole.slice(first.length).trimStart();
  return rest ? [first, ...wrapWords(rest, w - 2).map((l) => `  ${l}`)] : [first];
}

/** The turn names over their strips (each `stripW` columns), wrapped at spaces into as many lines as the longest needs. */
function turnHeads(data: TimingMatrixData, turns: readonly TurnOwner[], stripW: number): string[][] {
  const heads = turns.map((t) => wrapWords(data.space.turns[t], stripW - 1));
  const n = maxOf(
    heads.map((h) => h.length),
    1,
  );
  return Array.from({ length: n }, (_, k) => heads.map((h) => h[k] ?? ""));
}

/** One table (a block of turns) of the text matrix, `w` columns wide. */
function matrixTextBlock(data: TimingMatrixData, l10n: MapL10n, turns: readonly TurnOwner[], w: number): string[] {
  const segs = data.space.segments.length;
  const codes = segmentAbbreviations(data.space.segments);
  const stripW = segs * 3;
  const beside = w - turns.length * stripW - (turns.length - 1) * 2;
  // Names beside the cells when a name column of MIN_NAME_COLUMN fits, else on their own lines above.
  const nameW = beside >= MIN_NAME_COLUMN ? beside : 0;
  const strip = (f: (i: number, turn: TurnOwner) => string) =>
    turns.map((t) => data.space.segments.map((_, i) => f(i, t).padEnd(3)).join("")).join("│ ");
  const col = (t: TurnOwner, i: number) => (t === "you" ? 0 : segs) + i;
  const pad = (s: string) => (nameW ? s + " ".repeat(Math.max(1, nameW - [...s].length)) : "");
  const out: string[] = [""];
  for (const heads of turnHeads(data, turns, stripW)) out.push(pad("") + heads.map((h) => h.padEnd(stripW)).join("│ "));
  out.push(pad("") + strip((i) => codes[i]!));
  const row = (name: string, cells: string) => {
    const names = hangingName(name, nameW ? nameW - 1 : w);
    if (!nameW) pushAll(out, [...names, cells]);
    else pushAll(out, [pad(names[0]!) + cells, ...names.slice(1)]);
  };
  for (const card of data.cards)
    row(
      card.name,
      strip((i, t) => cellMark(card.cells[col(t, i)]!)),
    );
  if (data.cards.length === 0) pushAll(out, wrapWords(l10n.t("matrix.noCard"), w));
  row(
    l10n.t("matrix.totals"),
    strip((i, t) => String(data.totals[col(t, i)] ?? 0)),
  );
  return out;
}

/**
 * The matrix as text lines of at most `width` columns (default 100; at least
 * {@link matrixTextMinWidth}): a name column and one 3-column cell per segment of both turns;
 * narrower than the two turns need, one table per turn; narrower still, each name on its own
 * lines above its cells. Names wrap at spaces (a word longer than a line is split, never dropped).
 * Then the key (each column code) and the legend (each cell mark).
 */
export function renderTimingMatrixText(data: TimingMatrixData, l10n: MapL10n = englishMapL10n(), width = 100): string {
  const w = Math.max(matrixTextMinWidth(data), Math.floor(width));
  const segs = data.space.segments.length;
  const codes = segmentAbbreviations(data.space.segments);
  const both = w - 2 * segs * 3 - 2 >= MIN_NAME_COLUMN;
  const blocks: TurnOwner[][] = both ? [[...TURN_OWNERS]] : TURN_OWNERS.map((t) => [t]);
  const out: string[] = wrapWords(l10n.tn("matrix.shown", data.total, { shown: data.cards.length }), w);
  for (const turns of blocks) pushAll(out, matrixTextBlock(data, l10n, turns, w));
  out.push("");
  const keyItems = data.space.segments.map((s, i) => `${codes[i]!.trim()} ${s.name}`);
  pushAll(out, wrapKeyItems(keyItems, `${l10n.t("map.text.key")} `, w));
  pushAll(out, wrapWords(l10n.t("matrix.legend"), w));
  return out.map((l) => l.trimEnd()).join("\n") + "\n";
}

/** The matrix stylesheet (classes `tmx-*`; colours from the Timing Map's `--tm-*` variables where set). */
export const MATRIX_CSS = `
.tmx{overflow-wrap:anywhere;--_fill:var(--tm-fill,#0969da);--_grid:var(--tm-grid,#d1d9e0);--_muted:var(--tm-muted,#59636e);--_trig:var(--tm-trigger,#8250df);font:12px/1.4 var(--tm-font,system-ui,-apple-system,"Segoe UI",sans-serif)}
@media (prefers-color-scheme:dark){.tmx{--_fill:var(--tm-fill,#4493f8);--_grid:var(--tm-grid,#3d444d);--_muted:var(--tm-muted,#9198a1);--_trig:var(--tm-trigger,#ab7df8)}}
.tmx-filters{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0 0 8px;border:0;padding:0}
.tmx-filters fieldset{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:2px 8px;align-items:center}
.tmx-filters legend{font-weight:600;float:left;margin-right:6px}
.tmx-filters fieldset label{white-space:nowrap}
.tmx-count{color:var(--_muted);margin:4px 0}
.tmx-wrap{overflow-x:auto;max-width:100%}
.tmx table{border-collapse:collapse}
.tmx th,.tmx td{border:1px solid var(--_grid);text-align:center;padding:0;min-width:20px;height:20px;font-size:11px}
.tmx th.n,.tmx td.n{text-align:left;padding:0 6px;min-width:8em;max-width:16em;position:sticky;left:0;background:var(--tm-bg,Canvas);font-size:12px}
.tmx thead th{vertical-align:bottom;font-weight:600}
.tmx thead th.s{writing-mode:vertical-rl;transform:rotate(180deg);padding:4px 0;height:auto;white-space:nowrap}
.tmx th.t{font-size:12px}
.tmx td.u{background:color-mix(in srgb,var(--_fill) 55%,transparent);font-weight:600}
.tmx td.g{color:var(--_trig)}
.tmx td.opp{border-left-width:1px}
.tmx tfoot td{font-weight:600}
.tmx tr[hidden]{display:none}
.tmx .legend{color:var(--_muted);margin:6px 0 0}
`.trim();

/** The little of the DOM {@link wireMatrixFilters} uses (the core is typed without the DOM library). */
interface FilterElement {
  querySelector(selector: string): FilterElement | null;
  querySelectorAll(selector: string): ArrayLike<FilterElement>;
  getAttribute(name: string): string | null;
  addEventListener(type: string, listener: () => void): void;
  checked?: boolean;
  value?: string;
  hidden?: boolean;
  textContent: string | null;
}

/**
 * Wires every `.tmx` matrix under `root` (a document or element): its form's checkboxes named
 * `colour`, `rarity`, `type` (any checked value matches; none checked = every card) and
 * `opponent` hide the rows that do not match and recount the totals and the count line. Runs
 * once per call; self-contained (its source is also the page script {@link MATRIX_SCRIPT}).
 */
export function wireMatrixFilters(root: FilterElement): void {
  for (const tmx of Array.from(root.querySelectorAll(".tmx"))) {
    const form = tmx.querySelector("form");
    if (!form) continue;
    const rows = Array.from(tmx.querySelectorAll("tbody tr"));
    const totals = Array.from(tmx.querySelectorAll("tfoot td[data-col]"));
    const count = tmx.querySelector(".tmx-count");
    const apply = (): void => {
      const pick = (name: string): string[] =>
        Array.from(form.querySelectorAll(`input[name="${name}"]`))
          .filter((i) => i.checked)
          .map((i) => i.value ?? "");
      const colours = pick("colour");
      const rarities = pick("rarity");
      const types = pick("type");
      const opp = form.querySelector('input[name="opponent"]')?.checked === true;
      const sums = totals.map(() => 0);
      let shown = 0;
      for (const r of rows) {
        const has = (attr: string, wanted: string[]): boolean =>
          wanted.length === 0 || (r.getAttribute(attr) ?? "").split(" ").some((v) => wanted.includes(v));
        const ok =
          has("data-colours", colours) &&
          has("data-rarity", rarities) &&
          has("data-types", types) &&
          (!opp || r.getAttribute("data-opp") === "1");
        r.hidden = !ok;
        if (!ok) continue;
        shown++;
        (r.getAttribute("data-cells") ?? "").split(",").forEach((v, i) => {
          if (v !== "0" && i < sums.length) sums[i]!++;
        });
      }
      totals.forEach((td, i) => (td.textContent = String(sums[i])));
      if (count) count.textContent = (count.getAttribute("data-template") ?? "{shown}").replace("{shown}", String(shown));
    };
    form.addEventListener("change", apply);
    apply();
  }
}

/**
 * The filter script of a page ({@link wireMatrixFilters} applied to the document), as source
 * text: the self-contained page allows it by its SHA-256 hash, the VS Code panel by its nonce.
 */
// A build that keeps function names (esbuild's keepNames, as tsx runs the tests) may call its
// `__name` helper inside the function's source: the script brings a harmless one of its own.
export const MATRIX_SCRIPT = `(function(){var __name=function(f){return f};(${wireMatrixFilters.toString()})(document);})();`;

/** A filter group of checkboxes. */
function choices(name: string, legend: string, values: readonly string[], checked: readonly string[] = []): string {
  if (values.length === 0) return "";
  const boxes = values
    .map(
      (v) =>
        `<label><input type="checkbox" name="${name}" value="${escapeXml(v.toLowerCase())}"${checked.map((c) => c.toLowerCase()).includes(v.toLowerCase()) ? " checked" : ""}> ${escapeXml(v)}</label>`,
    )
    .join(" ");
  return `<fieldset><legend>${escapeXml(legend)}</legend>${boxes}</fieldset>`;
}

/**
 * The matrix as an HTML fragment: `<div class="tmx">` with the filter form, the count, the table
 * (sticky card names, a header row per turn and segment, one row per card with links to
 * `cardHref(card)` when given, the totals) and the legend. Every text is escaped.
 */
export function matrixTableHtml(
  data: TimingMatrixData,
  l10n: MapL10n = englishMapL10n(),
  cardHref?: (card: MatrixCard) => string | undefined,
): string {
  const segs = data.space.segments;
  const head1 = `<tr><th class="n" rowspan="2">${escapeXml(l10n.t("matrix.card"))}</th>${TURN_OWNERS.map((t) => `<th class="t" colspan="${segs.length}">${escapeXml(data.space.turns[t])}</th>`).join("")}</tr>`;
  const head2 = `<tr>${TURN_OWNERS.map((t) => segs.map((s, i) => `<th class="s${t === "opp" && i === 0 ? " opp" : ""}" title="${escapeXml(`${data.space.turns[t]}: ${s.name}`)}" scope="col">${escapeXml(s.short)}</th>`).join("")).join("")}</tr>`;
  const rows = data.cards.map((card) => {
    const href = cardHref?.(card);
    const name = href ? `<a href="${escapeXml(href)}">${escapeXml(card.name)}</a>` : escapeXml(card.name);
    const cells = card.cells
      .map((c, i) => {
        const col = data.columns[i]!;
        const seg = segs.find((s) => s.id === col.segment)!;
        const tip = l10n.t("matrix.cell", {
          card: card.name,
          turn: data.space.turns[col.turn],
          segment: seg.name,
          use: l10n.tn("matrix.cell.use", c.use),
          trigger: l10n.tn("matrix.cell.trigger", c.trigger),
        });
        const cls = c.use > 0 ? "u" : c.trigger > 0 ? "g" : "";
        return `<td${cls ? ` class="${cls}"` : ""} title="${escapeXml(tip)}">${cellMark(c)}</td>`;
      })
      .join("");
    const attrs = [
      `data-colours="${escapeXml(card.colours.join(" ").toLowerCase())}"`,
      `data-rarity="${escapeXml(card.rarity)}"`,
      `data-types="${escapeXml(card.types.join(" ").toLowerCase())}"`,
      `data-opp="${card.opponent ? 1 : 0}"`,
      `data-cells="${card.cells.map((c) => (c.use + c.trigger > 0 ? 1 : 0)).join(",")}"`,
      `data-file="${escapeXml(card.file)}" data-line="${card.line}"`,
    ].join(" ");
    return `<tr ${attrs}><th class="n" scope="row" title="${escapeXml(`${card.file}:${card.line}`)}">${name}</th>${cells}</tr>`;
  });
  const foot = `<tr><td class="n">${escapeXml(l10n.t("matrix.totals"))}</td>${data.totals.map((n, i) => `<td data-col="${i}">${n}</td>`).join("")}</tr>`;
  const f = data.filter;
  const form =
    `<form class="tmx-filters">` +
    choices("colour", l10n.t("matrix.colour"), data.values.colours, f.colours) +
    choices("rarity", l10n.t("matrix.rarity"), data.values.rarities, f.rarities) +
    choices("type", l10n.t("matrix.type"), data.values.types, f.types) +
    `<label><input type="checkbox" name="opponent" value="1"${f.opponent ? " checked" : ""}> ${escapeXml(l10n.t("matrix.opponent"))}</label></form>`;
  const template = l10n.tn("matrix.shown", data.total, { shown: "{shown}" });
  return (
    `<div class="tmx">${form}<p class="tmx-count" role="status" data-template="${escapeXml(template)}">${escapeXml(l10n.tn("matrix.shown", data.total, { shown: data.cards.length }))}</p>` +
    `<div class="tmx-wrap"><table><thead>${head1}${head2}</thead><tbody>${rows.join("")}</tbody><tfoot>${foot}</tfoot></table></div>` +
    `<p class="legend">${escapeXml(l10n.t("matrix.legend"))}</p></div>`
  );
}

/**
 * The matrix as a self-contained page (no remote content): the table of {@link matrixTableHtml}
 * and {@link MATRIX_SCRIPT}, allowed by its SHA-256 hash (`scriptHash`, base64, computed by the
 * caller — the core has no hashing) in the Content-Security-Policy. Without a hash the page has
 * no script (the filters then do nothing; the table shows `data.filter`'s cards).
 */
export function renderTimingMatrixHtml(
  data: TimingMatrixData,
  title: string,
  l10n: MapL10n = englishMapL10n(),
  scriptHash?: string,
): string {
  const heading = escapeXml(l10n.t("matrix.titleOf", { title }));
  const csp = `default-src 'none'; style-src 'unsafe-inline'${scriptHash ? `; script-src 'sha256-${scriptHash}'` : ""}`;
  return [
    "<!doctype html>",
    `<html lang="${l10n.locale}">`,
    "<head>",
    `<meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${heading}</title>`,
    `<style>:root{color-scheme:light dark}body{font:14px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;margin:1rem auto;max-width:1200px;padding:0 .75rem;overflow-wrap:anywhere}h1{font-size:1.3rem}\n${MATRIX_CSS}</style>`,
    "</head>",
    "<body>",
    `<h1>${heading}</h1>`,
    `<p>${escapeXml(`${data.game.name}, ${data.edition}`)}</p>`,
    matrixTableHtml(data, l10n),
    scriptHash ? `<script>${MATRIX_SCRIPT}</script>` : "",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** Geometry of the SVG matrix: per block of turns, where the names and the columns go. */
interface MatrixSvgLayout {
  /** The picture's width (px): the width asked, or wider when even 18 px columns do not fit it. */
  width: number;
  blocks: TurnOwner[][];
  /** Names beside the cells (`nameW` px wide), or on their own lines above them. */
  namesBeside: boolean;
  nameW: number;
  colW: number;
}

const SVG_MARGIN = 8;
const MIN_COL = 18;
const MAX_COL = 34;
const MIN_NAME = 110;
const TURN_GAP = 10;

/**
 * The layout at `width` px: both turns beside a name column when they fit; else one table per
 * turn, the names beside its columns when a {@link MIN_NAME} px column fits, else above them
 * (the columns then share the whole width), so nothing is drawn outside the picture.
 */
function matrixSvgLayout(segs: number, width: number): MatrixSvgLayout {
  const W = Math.max(280, Math.round(width));
  const inner = W - 2 * SVG_MARGIN;
  if (inner - 140 >= 2 * segs * MIN_COL + TURN_GAP) {
    const nameW = Math.max(MIN_NAME, Math.min(260, inner - 2 * segs * MIN_COL - TURN_GAP));
    const colW = Math.max(MIN_COL, Math.min(MAX_COL, Math.floor((inner - nameW - TURN_GAP) / (2 * segs))));
    return { width: W, blocks: [[...TURN_OWNERS]], namesBeside: true, nameW, colW };
  }
  const blocks = TURN_OWNERS.map((t) => [t]);
  if (inner - MIN_NAME >= segs * MIN_COL) {
    const nameW = Math.max(MIN_NAME, Math.min(260, inner - segs * MIN_COL));
    const colW = Math.max(MIN_COL, Math.min(MAX_COL, Math.floor((inner - nameW) / segs)));
    return { width: W, blocks, namesBeside: true, nameW, colW };
  }
  const colW = Math.max(MIN_COL, Math.min(MAX_COL, Math.floor(inner / segs)));
  return { width: Math.max(W, 2 * SVG_MARGIN + segs * colW), blocks, namesBeside: false, nameW: 0, colW };
}

const svgNum = (v: number) => String(Math.round(v * 100) / 100);

/** Muted text lines at the left margin, wrapped to the picture's width; returns the height used. */
function svgParagraph(out: string[], text: string, y: number, width: number, cls = "tm-muted", charW = CHAR_W): number {
  const lines = wrapLabel(text, Math.floor((width - 2 * SVG_MARGIN) / charW));
  lines.forEach((l, k) => out.push(`<text class="${cls}" x="${SVG_MARGIN}" y="${svgNum(y + 12 + k * 14)}">${escapeXml(l)}</text>`));
  return lines.length * 14;
}

/** One table (a block of turns) of the SVG matrix at `y`; returns the y below it. */
function matrixSvgBlock(out: string[], data: TimingMatrixData, l10n: MapL10n, L: MatrixSvgLayout, turns: TurnOwner[], y0: number): number {
  const segs = data.space.segments.length;
  const codes = segmentAbbreviations(data.space.segments);
  const x0 = SVG_MARGIN + (L.namesBeside ? L.nameW : 0);
  const colX = (t: TurnOwner, i: number) => x0 + turns.indexOf(t) * (segs * L.colW + TURN_GAP) + i * L.colW;
  const colIndex = (t: TurnOwner, i: number) => (t === "you" ? 0 : segs) + i;
  let y = y0;
  for (const t of turns) {
    // A turn name wider than its columns is cut with "…", its whole name in a <title>.
    const name = data.space.turns[t];
    const shown = wrapLabel(name, Math.floor((segs * L.colW) / TITLE_CHAR_W))[0]!;
    const tip = shown === name ? "" : `<title>${escapeXml(name)}</title>`;
    out.push(`<text class="tm-title" x="${svgNum(colX(t, 0))}" y="${svgNum(y + 12)}">${tip}${escapeXml(shown)}</text>`);
  }
  y += 20;
  for (const t of turns)
    data.space.segments.forEach((s, i) => {
      const cx = colX(t, i) + L.colW / 2;
      out.push(
        `<text x="${svgNum(cx)}" y="${svgNum(y + 12)}" text-anchor="middle"><title>${escapeXml(s.name)}</title>${escapeXml(codes[i]!.trim())}</text>`,
      );
    });
  y += 18;
  const nameChars = Math.floor((L.namesBeside ? L.nameW - 8 : L.width - 2 * SVG_MARGIN) / CHAR_W);
  const row = (label: string, tip: string, marks: (t: TurnOwner, i: number) => { text: string; cls: string }) => {
    // A word longer than the name column is cut with "…"; the row's <title> keeps the whole name.
    const lines = wrapLabel(label, Math.max(8, nameChars));
    out.push(`<g><title>${escapeXml(tip)}</title>`);
    lines.forEach((l, k) => out.push(`<text x="${SVG_MARGIN}" y="${svgNum(y + 14 + k * 14)}">${escapeXml(l)}</text>`));
    const cy = L.namesBeside ? y : y + lines.length * 14 + 2;
    for (const t of turns)
      data.space.segments.forEach((_, i) => {
        const m = marks(t, i);
        const x = colX(t, i);
        out.push(`<rect class="tm-cell${m.cls}" x="${svgNum(x + 0.5)}" y="${svgNum(cy + 2)}" width="${svgNum(L.colW - 1)}" height="16"/>`);
        if (m.text !== "·")
          out.push(`<text x="${svgNum(x + L.colW / 2)}" y="${svgNum(cy + 14)}" text-anchor="middle">${escapeXml(m.text)}</text>`);
      });
    out.push("</g>");
    y = L.namesBeside ? y + Math.max(20, lines.length * 14 + 6) : cy + 22;
  };
  for (const card of data.cards)
    row(card.name, `${card.name} (${card.file}:${card.line})`, (t, i) => {
      const c = card.cells[colIndex(t, i)]!;
      return { text: cellMark(c), cls: c.use > 0 ? " tmx-u" : "" };
    });
  row(l10n.t("matrix.totals"), l10n.t("matrix.totals"), (t, i) => ({ text: String(data.totals[colIndex(t, i)] ?? 0), cls: "" }));
  return y + 10;
}

/**
 * The matrix as an SVG document at `width` px (default 1100; at least 280): a name column and
 * one column per segment of both turns; narrower, one table per turn, and narrower still each
 * card's name on its own lines above its cells. Below: the legend and a key naming each column
 * code. Every text and cell lies inside the viewBox (estimated with `svg-metrics.ts`); labels
 * stay 11 px; long names wrap; each card row has a `<title>` with its whole name.
 */
export function renderTimingMatrixSvg(data: TimingMatrixData, l10n: MapL10n = englishMapL10n(), width = 1100): string {
  const L = matrixSvgLayout(data.space.segments.length, width);
  const W = L.width;
  const codes = segmentAbbreviations(data.space.segments);
  const out: string[] = [];
  let y = 8;
  y += svgParagraph(out, l10n.tn("matrix.shown", data.total, { shown: data.cards.length }), y, W, "tm-title", TITLE_CHAR_W) + 8;
  for (const turns of L.blocks) y = matrixSvgBlock(out, data, l10n, L, turns, y);
  y += svgParagraph(out, l10n.t("matrix.legend"), y, W);
  const key = data.space.segments.map((s, i) => `${codes[i]!.trim()} ${s.name}`).join(" · ");
  y += svgParagraph(out, `${l10n.t("map.text.key")} ${key}`, y + 4, W) + 4;
  const height = Math.ceil(y + 8);
  const css = `.tm{font:11px system-ui,-apple-system,"Segoe UI",sans-serif;fill:#1f2328}.tm .bg{fill:#fff}.tm-title{font-weight:600;font-size:12px}.tm-muted{fill:#59636e}.tm-cell{fill:#fff;stroke:#d1d9e0;stroke-width:.5}.tm-cell.tmx-u{fill:#9cc3f5}@media (prefers-color-scheme:dark){.tm{fill:#e6edf3}.tm .bg{fill:#0d1117}.tm-muted{fill:#9198a1}.tm-cell{fill:#0d1117;stroke:#3d444d}.tm-cell.tmx-u{fill:#1f4f8f}}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="tm" viewBox="0 0 ${W} ${height}" width="${W}" height="${height}" role="img" aria-label="${escapeXml(l10n.t("matrix.title"))}">`,
    `<style>${css}</style>`,
    `<rect class="bg" width="100%" height="100%"/>`,
    ...out,
    "</svg>",
    "",
  ].join("\n");
}
