/**
 * The Timing Map as terminal text, at most 100 columns wide (a label column, then the two turn
 * strips with one 3-column cell per segment). Pure and deterministic.
 *
 * Cell glyphs: `██` usable with every third-axis value, `▒▒` usable with some (the key says
 * which; `▒a`, `▒b`, … when the map has several such meanings), `◆` triggers there, `░░` a
 * conflicting constraint allows it, `·` nothing, blank where nobody can act. Header marks: `●`
 * players can act, `○` only when something happens, `×` never. Segment codes and partial marks
 * come from `abbreviations.ts`, unique by construction.
 */
import type { MapCard, MapCell, MapSpace, MapSubjectRow, TimingMapData } from "./data";
import { TURN_OWNERS } from "../timing/timing-window";
import { englishMapL10n, type MapL10n } from "./l10n";
import { partialMarks, segmentAbbreviations } from "./abbreviations";
import { pushAll } from "../collections/append";

/** Maximum line width of the text rendering (columns; every glyph used is one column wide). */
export const TEXT_WIDTH = 100;

const CELL = 3;
const SEP = "│ ";

function labelWidth(space: MapSpace): number {
  return Math.max(8, TEXT_WIDTH - 2 * space.segments.length * CELL - SEP.length);
}

/** Pads or clips `s` to `w` columns, keeping the last column blank so neighbours never touch. */
function fit(s: string, w: number): string {
  const chars = [...s];
  w -= 1;
  return (chars.length <= w ? s + " ".repeat(w - chars.length) : chars.slice(0, Math.max(0, w - 1)).join("") + (w > 0 ? "…" : "")) + " ";
}

function strip(space: MapSpace, cell: (turn: "you" | "opp", seg: number) => string): string {
  return TURN_OWNERS.map((t) => space.segments.map((_, i) => cell(t, i).padEnd(CELL)).join("")).join(SEP);
}

function header(space: MapSpace, lw: number, codes: readonly string[]): string[] {
  const pad = " ".repeat(lw);
  const stripW = space.segments.length * CELL;
  const turns = pad + fit(space.turns.you, stripW) + SEP + space.turns.opp;
  // Group bands: the group's name over its first segment's column, clipped to the band.
  let groups = "";
  let i = 0;
  while (i < space.segments.length) {
    let j = i;
    while (j + 1 < space.segments.length && space.segments[j + 1]!.group === space.segments[i]!.group) j++;
    groups += fit(space.segments[i]!.group, (j - i + 1) * CELL);
    i = j + 1;
  }
  const lines = [turns];
  if (space.segments.some((s) => s.group)) lines.push(pad + groups + SEP + groups);
  lines.push(pad + strip(space, (_, k) => codes[k]!));
  lines.push(pad + strip(space, (_, k) => ({ always: "●", rare: "○", never: "×" })[space.segments[k]!.act]));
  return lines.map((l) => l.trimEnd());
}

/**
 * A row's cells drawn on the strips: `on` where every third-axis value is in, `partial(values)`
 * where only some are (`values`: their labels joined by ", ").
 */
function subjectLine(
  space: MapSpace,
  cells: readonly MapCell[],
  lw: number,
  label: string,
  on: string,
  partial: (values: string) => string,
): string {
  return (
    fit(label, lw) +
    strip(space, (t, i) => {
      const s = space.segments[i]!;
      const vals = cellValues(space, cells, t, s.id);
      if (vals.length === space.axis.length) return on;
      if (vals.length > 0) return partial(vals.map((v) => v.label).join(", "));
      return s.act === "never" ? "" : "·";
    })
  ).trimEnd();
}

/** The third-axis values a row's cells hold at one turn and segment, in axis order. */
function cellValues(space: MapSpace, cells: readonly MapCell[], turn: "you" | "opp", segment: string): MapSpace["axis"] {
  return space.axis.filter((a) => cells.some((c) => c.turn === turn && c.segment === segment && c.axis === a.id));
}

/** Every "usable with only some values" meaning of the map's rows (labels joined by ", "), sorted. */
function partialMeanings(space: MapSpace, cards: readonly MapCard[]): string[] {
  const out = new Set<string>();
  for (const card of cards)
    for (const row of card.rows) {
      if (row.type !== "subject" || row.verdict === "impossible" || row.verdict === "unread") continue;
      for (const t of TURN_OWNERS)
        for (const s of space.segments) {
          const vals = cellValues(space, row.cells, t, s.id);
          if (vals.length > 0 && vals.length < space.axis.length) out.add(vals.map((v) => v.label).join(", "));
        }
    }
  return [...out].sort();
}

function kindWord(row: MapSubjectRow, l10n: MapL10n): string {
  return l10n.t(row.kind === "spell" ? "map.text.cast" : row.timingClass === "loyalty" ? "map.text.loyal" : "map.text.act");
}

function cardLines(space: MapSpace, card: MapCard, lw: number, partialMark: (values: string) => string, l10n: MapL10n): string[] {
  const lines = [fit(card.name, TEXT_WIDTH + 1).trimEnd()];
  if (card.rows.length === 0) lines.push(`  ${l10n.t("map.text.nothing")}`);
  for (const row of card.rows) {
    // Not understood: a "?" mark and the words, never a usable cell.
    if (row.type === "unread" || row.unread) {
      const kind = row.type === "unread" ? "?" : row.type === "trigger" ? l10n.t("map.text.trig") : kindWord(row, l10n);
      lines.push((fit(`  ${kind} ${row.label}`, lw) + `? ${l10n.t("map.unread")}`).trimEnd());
      for (const u of row.type === "unread" ? [] : row.unread!) lines.push(fit(`    ? ${u.label}`, TEXT_WIDTH + 1).trimEnd());
      continue;
    }
    if (row.type === "trigger") {
      const set = new Set(row.cells.map((c) => `${c.turn}|${c.segment}`));
      const label = `  ${l10n.t("map.text.trig")} ${row.label}`;
      if (row.cells.length === 0) lines.push((fit(label, lw) + l10n.t("map.anyTime", { summary: row.summary })).trimEnd());
      else
        lines.push(
          (
            fit(label, lw) +
            strip(space, (t, i) => (set.has(`${t}|${space.segments[i]!.id}`) ? "◆" : space.segments[i]!.act === "never" ? "" : "·"))
          ).trimEnd(),
        );
      continue;
    }
    const name = row.label;
    if (row.verdict === "impossible") {
      lines.push((fit(`  ${kindWord(row, l10n)} ${name}`, lw) + l10n.t("map.never")).trimEnd());
      for (const c of row.conflict) {
        lines.push(subjectLine(space, c.cells, lw, `    ✗ ${c.label}${c.citation ? ` ${c.citation}` : ""}`, "░░", () => "░"));
      }
      continue;
    }
    lines.push(subjectLine(space, row.cells, lw, `  ${kindWord(row, l10n)} ${name}`, "██", partialMark));
  }
  return lines;
}

/**
 * Renders the map as text lines joined by "\n" (with a final newline), every line at most
 * {@link TEXT_WIDTH} columns: the header (turns, groups, segment abbreviations, who can act), per
 * card its name and rows, then a key to the abbreviations and glyphs.
 * @param l10n the language of the renderer's own words (default English); the data's names and labels are used as given.
 */
export function renderTimingMapText(data: TimingMapData, l10n: MapL10n = englishMapL10n()): string {
  const space = data.space;
  const lw = labelWidth(space);
  const codes = segmentAbbreviations(space.segments);
  const meanings = partialMeanings(space, data.cards);
  const marks = partialMarks(meanings.length);
  const markOf = new Map(meanings.map((m, i) => [m, marks[i]!]));
  const out = [...header(space, lw, codes)];
  for (const card of data.cards) pushAll(out, ["", ...cardLines(space, card, lw, (values) => markOf.get(values) ?? "▒▒", l10n)]);
  if (data.cards.length === 0) out.push("", l10n.t("map.noCard"));
  const key = `${l10n.t("map.text.key")} `;
  out.push("");
  pushAll(
    out,
    wrap(
      space.segments.map((s, i) => `${codes[i]!.trim()} ${s.name}`),
      key,
    ),
  );
  const glyphs = [
    `██ ${l10n.t("map.text.usable")}`,
    ...meanings.map((p, i) => `${marks[i]} ${l10n.t("map.text.usableOnly", { values: p })}`),
    `◆ ${l10n.t("map.triggers")}`,
    `✗/░░ ${l10n.t("map.text.conflict")}`,
    `● ${l10n.t("map.legend.canAct")}`,
    `○ ${l10n.t("map.legend.rare")}`,
    `× ${l10n.t("map.act.never")}`,
  ];
  const t = data.timing;
  if (t && t.read < t.sentences) glyphs.push(`? ${l10n.t("map.unread")}`);
  pushAll(out, wrap(glyphs, " ".repeat(key.length + 1)));
  if (t && t.read < t.sentences) out.push(l10n.t("map.coverage", { read: t.read, total: t.sentences }));
  return out.map((l) => l.trimEnd()).join("\n") + "\n";
}

/** Joins items with " · " into lines of at most TEXT_WIDTH columns, the first prefixed. */
function wrap(items: string[], first: string): string[] {
  const lines: string[] = [];
  let line = first;
  for (const it of items) {
    const add = line.trim() === first.trim() && line.length === first.length ? it : ` · ${it}`;
    if ([...line].length + [...add].length > TEXT_WIDTH && line.length > first.length) {
      lines.push(line);
      line = " ".repeat(first.length) + it;
    } else line += add;
  }
  lines.push(line);
  return lines.map((l) => [...l].slice(0, TEXT_WIDTH).join(""));
}
