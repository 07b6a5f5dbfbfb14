/**
 * The Timing Map as terminal text, at most `width` columns wide (default 100, the width piped
 * output gets; the CLI passes the terminal's width or COLUMNS). Wide enough, a label column and
 * the two turn strips side by side (one 3-column cell per segment); narrower, the turns stacked:
 * each row's label on its own lines, then one strip per turn tagged with a short turn name.
 * Labels are never cut: a long one wraps onto more lines, so two abilities of one card never
 * look the same. Group (phase) names that do not fit their band are shown as a rule and named in
 * the key. Pure and deterministic.
 *
 * Cell glyphs: `██` usable with every third-axis value, `▒▒` usable with some (the key says
 * which; `▒a`, `▒b`, … when the map has several such meanings), `◆` triggers there, `░░` a
 * conflicting constraint allows it (`░` with only some values), `·` nothing, blank where nobody
 * can act. The key names each of them. Header marks: `●`
 * players can act, `○` only when something happens, `×` never. Segment codes and partial marks
 * come from `abbreviations.ts`, unique by construction.
 */
import type { MapCard, MapCell, MapSpace, MapSubjectRow, TimingMapData } from "./data";
import { TURN_OWNERS, type TurnOwner } from "../timing/timing-window";
import { englishMapL10n, type MapL10n } from "./l10n";
import { partialMarks, segmentAbbreviations } from "./abbreviations";
import { pushAll } from "../collections/append";

/** Default line width of the text rendering (columns; every glyph used is one column wide): piped output. */
export const TEXT_WIDTH = 100;
/** The narrowest label column for which the turns are side by side. */
const MIN_LABEL = 22;

const CELL = 3;
const SEP = "│ ";

/** Options of {@link renderTimingMapText}. */
export interface TextOptions {
  /** Maximum line width (columns), default {@link TEXT_WIDTH}; at least {@link textMinWidth} is used. */
  width?: number;
}

/** Splits `text` into lines of at most `w` columns at spaces (a longer word is split). */
function wrapText(text: string, w: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/ +/)) {
    const next = line ? `${line} ${word}` : word;
    if ([...next].length <= w) {
      line = next;
      continue;
    }
    if (line) out.push(line);
    let rest = [...word];
    while (rest.length > w) {
      out.push(rest.slice(0, w).join(""));
      rest = rest.slice(w);
    }
    line = rest.join("");
  }
  out.push(line);
  return out;
}

/** Pads `s` to `w` columns (it must fit in `w - 1`), keeping the last column blank so neighbours never touch. */
function pad(s: string, w: number): string {
  return s + " ".repeat(Math.max(1, w - [...s].length));
}

/** How the text is laid out for a width. */
interface TextLayout {
  width: number;
  stacked: boolean;
  /** Label column width (side by side) — labels wrap within `lw - 1`. */
  lw: number;
  /** Stacked: the tag column width. */
  tw: number;
  tags: Record<TurnOwner, string>;
}

/**
 * The narrowest width (columns) the map of `space` is drawn at: the stacked layout's turn tag and
 * one 3-column cell per segment (the last cell's trailing blank dropped); every line of
 * {@link renderTimingMapText} fits it. Magic needs 44 columns in English.
 */
export function textMinWidth(space: MapSpace, l10n: MapL10n = englishMapL10n()): number {
  return layoutOf(space, 0, l10n).tw + space.segments.length * CELL - 1;
}

function layoutOf(space: MapSpace, width: number, l10n: MapL10n): TextLayout {
  const stripW = space.segments.length * CELL;
  const lw = width - 2 * stripW - SEP.length;
  const tags = { you: l10n.t("map.turnTag.you"), opp: l10n.t("map.turnTag.opp") };
  const tw = Math.max([...tags.you].length, [...tags.opp].length) + 2;
  return { width, stacked: lw < MIN_LABEL, lw, tw, tags };
}

/** One strip of cells for `turn`: `cell(seg)` per segment, each padded to CELL columns. */
function stripOf(space: MapSpace, cell: (seg: number) => string): string {
  return space.segments.map((_, i) => cell(i).padEnd(CELL)).join("");
}

/** The band line of one strip: each group's name where it fits its band, else a rule "──". */
function bandLine(space: MapSpace): { line: string; unnamed: boolean } {
  let line = "";
  let unnamed = false;
  let i = 0;
  while (i < space.segments.length) {
    let j = i;
    while (j + 1 < space.segments.length && space.segments[j + 1]!.group === space.segments[i]!.group) j++;
    const w = (j - i + 1) * CELL;
    const g = space.segments[i]!.group;
    if (!g) line += " ".repeat(w);
    else if ([...g].length <= w - 1) line += pad(g, w);
    else {
      line += "─".repeat(w - 1) + " ";
      unnamed = true;
    }
    i = j + 1;
  }
  return { line, unnamed };
}

function header(space: MapSpace, L: TextLayout, codes: readonly string[]): { lines: string[]; unnamed: boolean } {
  const marks = stripOf(space, (k) => ({ always: "●", rare: "○", never: "×" })[space.segments[k]!.act]);
  const names = stripOf(space, (k) => codes[k]!);
  const bands = bandLine(space);
  const hasGroups = space.segments.some((s) => s.group);
  const lines: string[] = [];
  if (L.stacked) {
    const lead = " ".repeat(L.tw);
    pushAll(lines, wrapText(`${L.tags.you} = ${space.turns.you} · ${L.tags.opp} = ${space.turns.opp}`, L.width));
    if (hasGroups) lines.push(lead + bands.line);
    lines.push(lead + names, lead + marks);
  } else {
    const lead = " ".repeat(L.lw);
    const stripW = space.segments.length * CELL;
    lines.push(lead + pad(space.turns.you, stripW) + SEP + space.turns.opp);
    if (hasGroups) lines.push(lead + bands.line + SEP + bands.line);
    lines.push(lead + names + SEP + names, lead + marks + SEP + marks);
  }
  return { lines: lines.map((l) => l.trimEnd()), unnamed: bands.unnamed };
}

/** A row: its label (wrapped, never cut) and its cells per turn (`cell(turn, seg)`), side by side or stacked. */
function rowLines(
  space: MapSpace,
  L: TextLayout,
  label: string,
  indent: string,
  cell: ((turn: TurnOwner, seg: number) => string) | string,
): string[] {
  if (L.stacked) {
    const out = wrapText(label, L.width - indent.length - 2).map((l, i) => (i === 0 ? indent : `${indent}  `) + l);
    if (typeof cell === "string") for (const l of wrapText(cell, L.width - L.tw)) out.push(" ".repeat(L.tw) + l);
    else for (const t of TURN_OWNERS) out.push(pad(L.tags[t], L.tw) + stripOf(space, (i) => cell(t, i)));
    return out.map((l) => l.trimEnd());
  }
  // Continuation lines hang two columns deeper, so a wrapped label never reads as a new row.
  const labels = wrapText(label, L.lw - 3 - indent.length).map((l, i) => (i === 0 ? indent : `${indent}  `) + l);
  // A note in place of the cells wraps within the strips' columns, beside the label's lines.
  const right =
    typeof cell === "string" ? wrapText(cell, L.width - L.lw) : [TURN_OWNERS.map((t) => stripOf(space, (i) => cell(t, i))).join(SEP)];
  return Array.from({ length: Math.max(labels.length, right.length) }, (_, i) => pad(labels[i] ?? "", L.lw) + (right[i] ?? "")).map((l) =>
    l.trimEnd(),
  );
}

/** The third-axis values a row's cells hold at one turn and segment, in axis order. */
function cellValues(space: MapSpace, cells: readonly MapCell[], turn: TurnOwner, segment: string): MapSpace["axis"] {
  return space.axis.filter((a) => cells.some((c) => c.turn === turn && c.segment === segment && c.axis === a.id));
}

/** The glyph of a subject's cell: `on` with every value, `partial(values)` with some, "·" none, "" where nobody acts. */
function subjectCell(space: MapSpace, cells: readonly MapCell[], on: string, partial: (values: string) => string) {
  return (t: TurnOwner, i: number): string => {
    const s = space.segments[i]!;
    const vals = cellValues(space, cells, t, s.id);
    if (vals.length === space.axis.length) return on;
    if (vals.length > 0) return partial(vals.map((v) => v.label).join(", "));
    return s.act === "never" ? "" : "·";
  };
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

/** The word before a subject row: "play" for a land, "cast" for another spell, "loyal" for a loyalty ability, else "act". */
export function kindWord(row: Pick<MapSubjectRow, "kind" | "timingClass">, l10n: MapL10n): string {
  if (row.kind === "spell") return l10n.t(row.timingClass === "land" ? "map.text.play" : "map.text.cast");
  return l10n.t(row.timingClass === "loyalty" ? "map.text.loyal" : "map.text.act");
}

function cardLines(space: MapSpace, card: MapCard, L: TextLayout, partialMark: (values: string) => string, l10n: MapL10n): string[] {
  const lines = wrapText(card.name, L.width);
  if (card.rows.length === 0) lines.push(`  ${l10n.t("map.text.nothing")}`);
  const blank = (i: number) => (space.segments[i]!.act === "never" ? "" : "·");
  for (const row of card.rows) {
    // Not understood: a "?" mark and the words, never a usable cell.
    if (row.type === "unread" || row.unread) {
      const kind = row.type === "unread" ? "?" : row.type === "trigger" ? l10n.t("map.text.trig") : kindWord(row, l10n);
      pushAll(lines, rowLines(space, L, `${kind} ${row.label}`, "  ", `? ${l10n.t("map.unread")}`));
      for (const u of row.type === "unread" ? [] : row.unread!)
        for (const l of wrapText(`? ${u.label}`, L.width - 4)) lines.push(`    ${l}`);
      continue;
    }
    if (row.type === "trigger") {
      const set = new Set(row.cells.map((c) => `${c.turn}|${c.segment}`));
      const label = `${l10n.t("map.text.trig")} ${row.label}`;
      if (row.cells.length === 0) pushAll(lines, rowLines(space, L, label, "  ", l10n.t("map.anyTime", { summary: row.summary })));
      else
        pushAll(
          lines,
          rowLines(space, L, label, "  ", (t, i) => (set.has(`${t}|${space.segments[i]!.id}`) ? "◆" : blank(i))),
        );
      continue;
    }
    const label = `${kindWord(row, l10n)} ${row.label}`;
    if (row.verdict === "impossible") {
      pushAll(lines, rowLines(space, L, label, "  ", l10n.t("map.never")));
      for (const c of row.conflict)
        pushAll(
          lines,
          rowLines(
            space,
            L,
            `✗ ${c.label}${c.citation ? ` ${c.citation}` : ""}`,
            "    ",
            subjectCell(space, c.cells, "░░", () => "░"),
          ),
        );
      continue;
    }
    pushAll(lines, rowLines(space, L, label, "  ", subjectCell(space, row.cells, "██", partialMark)));
  }
  return lines;
}

/**
 * Renders the map as text lines joined by "\n" (with a final newline), every line at most
 * `opts.width` columns (default {@link TEXT_WIDTH}; at least {@link textMinWidth}): the header
 * (turns, groups, segment codes, who can act), per card its name and rows, then a key to the
 * codes, groups and glyphs.
 * @param l10n the language of the renderer's own words (default English); the data's names and labels are used as given.
 */
export function renderTimingMapText(data: TimingMapData, l10n: MapL10n = englishMapL10n(), opts: TextOptions = {}): string {
  const space = data.space;
  const width = Math.max(textMinWidth(space, l10n), Math.floor(opts.width ?? TEXT_WIDTH));
  const L = layoutOf(space, width, l10n);
  const codes = segmentAbbreviations(space.segments);
  const meanings = partialMeanings(space, data.cards);
  const marks = partialMarks(meanings.length);
  const markOf = new Map(meanings.map((m, i) => [m, marks[i]!]));
  const head = header(space, L, codes);
  const out = [...head.lines];
  for (const card of data.cards) pushAll(out, ["", ...cardLines(space, card, L, (values) => markOf.get(values) ?? "▒▒", l10n)]);
  if (data.cards.length === 0) out.push("", l10n.t("map.noCard"));
  const key = `${l10n.t("map.text.key")} `;
  out.push("");
  pushAll(
    out,
    wrapKeyItems(
      space.segments.map((s, i) => `${codes[i]!.trim()} ${s.name}`),
      key,
      width,
    ),
  );
  if (head.unnamed) {
    // The groups whose names did not fit their band: name = its segments' codes.
    const groups: string[] = [];
    for (let i = 0; i < space.segments.length;) {
      let j = i;
      while (j + 1 < space.segments.length && space.segments[j + 1]!.group === space.segments[i]!.group) j++;
      const g = space.segments[i]!.group;
      if (g && j > i)
        groups.push(
          `${g}: ${codes
            .slice(i, j + 1)
            .map((c) => c.trim())
            .join(" ")}`,
        );
      i = j + 1;
    }
    pushAll(out, wrapKeyItems([...new Set(groups)], " ".repeat(key.length), width));
  }
  const glyphs = [
    `██ ${l10n.t("map.text.usable")}`,
    ...meanings.map((p, i) => `${marks[i]} ${l10n.t("map.text.usableOnly", { values: p })}`),
    `◆ ${l10n.t("map.triggers")}`,
    `✗/░░ ${l10n.t("map.text.conflict")}`,
    `░ ${l10n.t("map.text.conflictPartly", { values: space.axis.map((a) => a.label).join(", ") })}`,
    `· ${l10n.t("map.text.notUsable")}`,
    `● ${l10n.t("map.legend.canAct")}`,
    `○ ${l10n.t("map.legend.rare")}`,
    `× ${l10n.t("map.act.never")}`,
  ];
  const t = data.timing;
  if (t && t.read < t.sentences) glyphs.push(`? ${l10n.t("map.unread")}`);
  pushAll(out, wrapKeyItems(glyphs, " ".repeat(key.length), width));
  if (t && t.read < t.sentences) pushAll(out, wrapText(l10n.tn("map.coverage", t.sentences, { read: t.read }), width));
  return out.map((l) => l.trimEnd()).join("\n") + "\n";
}

/**
 * Joins key items with " · " into lines of at most `width` columns, the first line prefixed with
 * `first` (later ones indented as deep), an item kept on one line when it fits one; an item longer
 * than a line wraps at spaces.
 */
export function wrapKeyItems(items: readonly string[], first: string, width: number): string[] {
  const lines: string[] = [];
  const indent = " ".repeat(first.length);
  let line = first;
  for (const it of items) {
    const add = line.length === first.length ? it : ` · ${it}`;
    if ([...line].length + [...add].length > width && line.length > first.length) {
      lines.push(line);
      line = indent + it;
    } else line += add;
  }
  lines.push(line);
  return lines.flatMap((l) => ([...l].length <= width ? [l] : wrapText(l, width)));
}
