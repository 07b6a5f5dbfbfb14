/**
 * Reads back which cells an SVG Timing Map fills, from the drawing's geometry (the renderer's own
 * layout for the same width): per row group (`<g class="row…">`, in document order), the set of
 * "turn/segment/axis" keys its filled rectangles cover, and "turn/segment" keys of its trigger
 * marks. Lets tests compare the picture with the data without per-cell markup in the SVG.
 */
import { englishMapL10n, layoutFor, type TimingMapData } from "../../server/src/core/timing-map/index";
import { TURN_OWNERS } from "../../server/src/core/timing/timing-window";

export interface DrawnRow {
  cls: string;
  label: string;
  /** Filled cells ("you/main1/empty"), sorted. */
  cells: string[];
  /** Rectangle classes seen ("tm-on", "tm-k0" …). */
  classes: string[];
  /** Trigger marks ("you/upkeep"), sorted. */
  triggers: string[];
}

const num = (s: string | undefined) => Number(s ?? NaN);

export function drawnRows(svg: string, data: TimingMapData, width?: number, idPrefix = "tm"): DrawnRow[] {
  const L = layoutFor(data.space, width, englishMapL10n(), idPrefix);
  const segs = data.space.segments;
  const axes = data.space.axis;
  const rows: DrawnRow[] = [];
  const groupRe = /<g class="(row[^"]*)"[^>]*aria-label="([^"]*)">([\s\S]*?)<\/g>(?=<g class="row|<\/g>)/g;
  for (const m of svg.matchAll(groupRe)) {
    const body = m[3]!;
    const top = num(/<use href="#[\w-]+-strips" y="([\d.]+)"/.exec(body)?.[1]);
    const cells = new Set<string>();
    const classes = new Set<string>();
    for (const r of body.matchAll(/<rect class="(tm-(?:on|k\d)[^"]*)" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"/g)) {
      classes.add(r[1]!.split(" ")[0]!);
      const x = num(r[2]) - 0.5;
      const y = num(r[3]);
      const w = num(r[4]) + 1;
      const turn = TURN_OWNERS.find(
        (t) => Math.abs(y - top - L.stripDy[t]) < 0.01 && x >= L.stripX[t] - 0.01 && x < L.stripX[t] + segs.length * L.segW,
      )!;
      const rel = x - L.stripX[turn];
      const first = Math.floor(rel / L.segW + 1e-6);
      const whole = Math.abs(rel - first * L.segW) < 0.01 && Math.abs(w / L.segW - Math.round(w / L.segW)) < 0.01 && w >= L.segW - 0.01;
      if (whole) {
        for (let i = first; i < first + Math.round(w / L.segW); i++) for (const a of axes) cells.add(`${turn}/${segs[i]!.id}/${a.id}`);
      } else {
        const k = Math.round((rel - first * L.segW) / L.subW);
        cells.add(`${turn}/${segs[first]!.id}/${axes[k]!.id}`);
      }
    }
    const triggers = new Set<string>();
    for (const u of body.matchAll(/<use href="#[\w-]+-trig" x="([\d.]+)" y="([\d.]+)"\/>/g)) {
      const x = num(u[1]);
      const turn = TURN_OWNERS.find((t) => x >= L.stripX[t] && x < L.stripX[t] + segs.length * L.segW)!;
      const i = Math.floor((x - L.stripX[turn]) / L.segW);
      // Stacked: the strip is the one whose row the mark's y is in.
      const t = L.kind === "stacked" ? (num(u[2]) - top > L.stripDy.opp ? "opp" : "you") : turn;
      triggers.add(`${t}/${segs[i]!.id}`);
    }
    rows.push({ cls: m[1]!, label: m[2]!, cells: [...cells].sort(), classes: [...classes].sort(), triggers: [...triggers].sort() });
  }
  return rows;
}
