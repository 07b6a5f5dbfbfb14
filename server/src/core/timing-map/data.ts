/**
 * The data behind the Timing Map, for any game: the file's timing space (segments in turn order
 * with their labels and who can act, the third axis) and, per card, one row per spell or ability
 * whose timing is judged (its window as a list of cells) and per triggered ability (the cells in
 * which it triggers). Everything comes from the file's `GameModel`; nothing here lists segments.
 *
 * The JSON shape (`cardscript timeline --format json`) is this data with `version`; it is
 * documented in docs/timing-map.md and kept stable: fields are only added, never renamed. Ids
 * never change with the language; names, labels and summaries are in the file model's message
 * language (`model.l10n`), card text as written.
 */
import type { CardNode, Span } from "../../../../grammar/src/index";
import { faceTimingSentences } from "../model/coverage";
import { cite } from "../l10n/citation";
import type { SymbolGlyph } from "../game/game-features";
import type { FaceModel, FileModel } from "../model/file-model";
import { judge, subjectWindow, type Constraint, type TimingSubject } from "../model/judge";
import { TURN_OWNERS, type ActKind, type TimingWindow, type TurnOwner } from "../timing/timing-window";
import { bracedSymbols } from "./symbols";
import { describeWindow, windowWords } from "../model/window-words";
import { originalText } from "../model/card-text";
import { constraintLabel } from "../model/constraint-label";

/** Version of the data shape; bumped only for an incompatible change. */
export const TIMING_MAP_VERSION = 1;

/** One moment: whose turn (seen from the card's controller), the segment id, the third-axis value id. */
export interface MapCell {
  turn: TurnOwner;
  segment: string;
  axis: string;
}

/** A place in the file: UTF-16 offsets plus 1-based line and 1-based UTF-16 column of both ends (end exclusive). */
export interface MapRange {
  start: number;
  end: number;
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}

/** One segment of the turn as the game describes it. */
export interface MapSegment {
  id: string;
  /** Prose name ("declare blockers step"). */
  name: string;
  /** Strip label ("Block"). */
  short: string;
  /** Group (phase) label, "" when the game has none. */
  group: string;
  /** Whether players can act here: always, never, or only when something happens (rare). */
  act: ActKind;
}

/** The grid all rows are drawn on. */
export interface MapSpace {
  segments: MapSegment[];
  /** Third-axis values in order, with their words ("stack empty"). */
  axis: { id: string; label: string }[];
  /** Turn labels: `you` and `opp`. */
  turns: Record<TurnOwner, string>;
}

/** A constraint that takes part in an impossible window, with its words and citations. */
export interface MapConstraint {
  kind: Constraint["kind"];
  /** Its words from the card, or the base class's name ("'during your upkeep'", "Sorcery-speed spells"). */
  label: string;
  /** Citations in the file's edition, e.g. "CR 307.1, 117.1a"; "" when none. */
  citation: string;
  range?: MapRange;
  /** The constraint's own window (before priority). */
  cells: MapCell[];
}

/** A spell or ability whose timing is judged. */
export interface MapSubjectRow {
  type: "subject";
  /** `spell` (casting/playing the card) or `activated` (an ability of it). */
  kind: "spell" | "activated";
  /** The game's base timing class id, e.g. "sorcery", "instant", "loyalty", "land"; "" when unknown. */
  timingClass: string;
  /** Row label: the card name for a spell, the ability's text otherwise. */
  label: string;
  /** The base class's name ("Loyalty abilities"). */
  classLabel: string;
  /** The ability's line (or, for a spell, the type line value). */
  range: MapRange;
  /**
   * ok: usable; rare: only in a segment where acting is rare; impossible: never; unread: its line
   * holds timing CardScript could not read (`unread`), so no moment is drawn as usable.
   */
  verdict: "ok" | "rare" | "impossible" | "unread";
  /** The window in words ("Your turn: precombat main phase, postcombat main phase, stack empty"; "never"). */
  summary: string;
  /** Cells in which it can be used: its window where players can act (including rare segments). Empty when impossible. */
  cells: MapCell[];
  /** For an impossible window: the constraints that never overlap (two restrictions, a restriction and the base class, or a restriction with no moment to act). */
  conflict: MapConstraint[];
  /** The timing words of its line (or, for a spell, of its casting restrictions) that were not understood; present only when there are some. */
  unread?: MapUnread[];
}

/** Timing words the analysis could not read ("Activate only durng combat"), as written. */
export interface MapUnread {
  label: string;
  range: MapRange;
}

/** A triggered ability. */
export interface MapTriggerRow {
  type: "trigger";
  label: string;
  range: MapRange;
  /** When it triggers in words. */
  summary: string;
  citation: string;
  /** Whose turn and segment it triggers in; empty = on an event that can happen at any time (or, with `unread`, not known). */
  cells: { turn: TurnOwner; segment: string }[];
  /** Timing words of its line that were not understood: then `cells` is empty and `summary` says "not understood". */
  unread?: MapUnread[];
}

/** Timing words on a line with no spell, ability or trigger row ("At the begining of your upkeep, …"): drawn as not understood, never as usable. */
export interface MapUnreadRow {
  type: "unread";
  label: string;
  range: MapRange;
  /** "not understood" in the file's language. */
  summary: string;
  /** Always empty: nothing is drawn as usable. */
  cells: MapCell[];
}

export type MapRow = MapSubjectRow | MapTriggerRow | MapUnreadRow;

/** One card (or one face of a multi-face card). */
export interface MapCard {
  /** Card name; a face is "Card // Face" only when the card has faces ("Fire // Ice: Fire"). */
  name: string;
  /** Stable anchor id: "card-" + the name in lower case with non-alphanumerics as "-", made unique in the file. */
  anchor: string;
  /** The card's (face's) cost as written, e.g. "{2}{U}{U}", when the game has a cost field and the card fills it. */
  cost?: string;
  range: MapRange;
  rows: MapRow[];
}

/** The whole map of a file (or of the cards selected). */
export interface TimingMapData {
  version: number;
  /** The game's id and name. */
  game: { id: string; name: string };
  /** The rules edition in force (the game's edition id). */
  edition: string;
  space: MapSpace;
  cards: MapCard[];
  /**
   * The game's pictures of the braced symbols used in the cards' labels and costs, keyed by the
   * braced form ("{U}", "{W/U}", "{T}"): words for screen readers and the disc's parts. Symbols
   * the game does not know are absent (they stay text). Empty for a game without symbols.
   */
  symbols: Record<string, SymbolGlyph>;
  /**
   * The drawn cards' timing sentences: how many CardScript read into a window and how many there
   * are (the coverage figure of `cardscript lint`); rows of the others are marked "not understood".
   */
  timing: { read: number; sentences: number };
}

/** Which cards to draw: all (default), the one whose name matches (case-insensitive), or the one containing an offset (a face, or every face of a card when the offset is outside its faces). */
export interface MapSelection {
  card?: string;
  /** UTF-16 offset: the card (face) containing it. */
  offset?: number;
}

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * A span of the analysed text (UTF-16 offsets) in the file as written: for a file whose card text is
 * in another language (`lang de`), mapped back from the English rewrite (widened to whole
 * rewritten ranges); else unchanged. With the text and the line index it is an offset into.
 */
function written(model: FileModel, start: number, end: number): { start: number; end: number; text: string; lines: FileModel["lines"] } {
  if (!model.cardText) return { start, end, text: model.text, lines: model.lines };
  const o = model.cardText.map.spanToOriginal({ start, end });
  return { ...o, text: model.cardText.original.text, lines: model.cardText.original.lines };
}

/** A span of the analysed text as a range of the file as written (see {@link written}). */
function range(model: FileModel, start: number, end: number): MapRange {
  const w = written(model, start, end);
  const s = w.lines.positionAt(w.start);
  const e = w.lines.positionAt(w.end);
  return {
    start: w.start,
    end: w.end,
    startLine: s.line + 1,
    startColumn: s.character + 1,
    endLine: e.line + 1,
    endColumn: e.character + 1,
  };
}

/** The words of a span of the analysed text as the file writes them, on one line. */
const writtenText = (model: FileModel, start: number, end: number): string => oneLine(originalText(model, { start, end }));

/** The cells of a window, in (turn, segment, axis) order. */
export function windowCells(w: TimingWindow): MapCell[] {
  const out: MapCell[] = [];
  for (const turn of TURN_OWNERS)
    for (const segment of w.space.segments)
      for (const axis of w.space.axis) if (w.has(turn, segment, axis)) out.push({ turn, segment, axis });
  return out;
}

/** The file's timing space as map data, its words in the language of `model.l10n`. */
export function mapSpace(model: FileModel): MapSpace {
  const space = model.game.timing;
  const words = windowWords(model);
  return {
    segments: space.segments.map((id) => ({
      id,
      name: words.segment(id),
      short: words.short?.(id) ?? words.segment(id),
      group: words.group?.(id) ?? "",
      act: space.act(id),
    })),
    axis: space.axis.map((id) => ({ id, label: words.axisValue?.(id) ?? id })),
    turns: { you: words.turns.you, opp: words.turns.opp },
  };
}

function subjectRow(model: FileModel, face: FaceModel, s: TimingSubject): MapSubjectRow {
  const span = s.span ?? s.ability?.line.span ?? s.anchor;
  const label = s.kind === "spell" ? face.node.name : writtenText(model, span.start, span.end);
  const v = judge(s);
  const priority = model.game.timing.priority(true);
  const usable = v.kind === "impossible" ? undefined : subjectWindow(s).intersect(priority);
  const constraint = (c: Constraint): MapConstraint => ({
    kind: c.kind,
    label: constraintLabel(model, c),
    citation: cite(c.rules, model.edition),
    range: c.span && range(model, c.span.start, c.span.end),
    cells: windowCells(c.window),
  });
  return {
    type: "subject",
    kind: s.kind,
    timingClass: s.base.timingClass?.id ?? "",
    label,
    classLabel: constraintLabel(model, s.base),
    range: range(model, span.start, span.end),
    verdict: v.kind,
    summary: usable ? describeWindow(model, usable) : (windowWords(model).never ?? "never"),
    cells: usable ? windowCells(usable) : [],
    conflict: v.kind === "impossible" ? v.conflict.map(constraint) : [],
  };
}

function faceRows(model: FileModel, face: FaceModel): MapRow[] {
  const rows: { at: number; line?: Span; row: MapRow }[] = [];
  for (const s of model.game.timingSubjects(face))
    rows.push({
      at: s.kind === "spell" ? -1 : (s.span ?? s.ability?.line.span ?? s.anchor).start,
      line: s.kind === "spell" ? undefined : s.ability?.line.span,
      row: subjectRow(model, face, s),
    });
  for (const t of model.game.triggerPlacements(model, face)) {
    const span = t.span ?? t.ability.line.span;
    rows.push({
      at: span.start,
      line: t.ability.line.span,
      row: {
        type: "trigger",
        label: writtenText(model, span.start, span.end),
        range: range(model, span.start, span.end),
        summary: t.when,
        citation: cite(t.rules, model.edition),
        cells: t.cells,
      },
    });
  }
  markUnread(model, face, rows);
  // Stable: spell first, then abilities in source order (several subjects of one line keep their order).
  return rows
    .map((r, i) => ({ ...r, i }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map((r) => r.row);
}

/**
 * Marks the rows whose timing was not (wholly) read: a spell's row for unread casting restrictions,
 * the row of the line an unread sentence stands on otherwise; a sentence on a line with no row gets
 * a row of its own. A marked row draws no usable moment.
 */
function markUnread(model: FileModel, face: FaceModel, rows: { at: number; line?: Span; row: MapRow }[]): void {
  const unreadWords = model.l10n.t("map.unread");
  for (const s of faceTimingSentences(model, face)) {
    if (s.read) continue;
    const mark: MapUnread = { label: writtenText(model, s.start, s.end), range: range(model, s.start, s.end) };
    const spell = s.about === "spell" ? rows.find((r) => r.row.type === "subject" && r.row.kind === "spell") : undefined;
    const onLine = rows.filter((r) => r.line && r.line.start <= s.start && s.start < r.line.end);
    const targets = spell ? [spell] : onLine;
    if (targets.length === 0) {
      rows.push({ at: s.start, row: { type: "unread", label: mark.label, range: mark.range, summary: unreadWords, cells: [] } });
      continue;
    }
    for (const { row } of targets) {
      if (row.type === "unread") continue;
      row.unread = [...(row.unread ?? []), mark];
      row.cells = [];
      row.summary = unreadWords;
      if (row.type === "subject") row.verdict = "unread";
    }
  }
}

function anchorOf(name: string, used: Set<string>): string {
  const base =
    "card-" +
    (name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "unnamed");
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

function faceName(card: CardNode, node: CardNode): string {
  return node === card ? card.name : `${card.name}: ${node.name}`;
}

/**
 * The Timing Map data of a file: every card (face) in source order, or only those `select` picks.
 * A card name matches case-insensitively, the whole card (all its faces) or one face (`Card: Face`).
 * Never throws for a model `buildFileModel` produced; cards without timing subjects or triggers
 * get no rows.
 */
export function timingMapData(model: FileModel, select: MapSelection = {}): TimingMapData {
  const used = new Set<string>();
  const cards: MapCard[] = [];
  const drawn: FaceModel[] = [];
  const wanted = select.card?.trim().toLowerCase();
  const at = select.offset;
  const inside = (n: CardNode) => at !== undefined && at >= n.span.start && at <= n.span.end;
  // An offset on a multi-face card's own lines (its name, shared fields) selects all its faces.
  const byFace = at !== undefined && model.faces.some((f) => f.node !== f.card && inside(f.node));
  for (const face of model.faces) {
    const name = faceName(face.card, face.node);
    const anchor = anchorOf(name, used);
    if (
      wanted !== undefined &&
      wanted !== face.card.name.toLowerCase() &&
      wanted !== name.toLowerCase() &&
      wanted !== face.node.name.toLowerCase()
    )
      continue;
    if (at !== undefined && !inside(byFace ? face.node : face.card)) continue;
    const span = face.node.span;
    const cost = costOf(model, face);
    cards.push({ name, anchor, ...(cost ? { cost } : {}), range: range(model, span.start, span.end), rows: faceRows(model, face) });
    drawn.push(face);
  }
  return {
    version: TIMING_MAP_VERSION,
    game: { id: model.game.id, name: model.game.displayName },
    edition: model.edition,
    space: mapSpace(model),
    cards,
    symbols: symbolsOf(model, cards),
    timing: timingOf(model, drawn),
  };
}

/** The timing sentences of the drawn faces, each once. */
function timingOf(model: FileModel, faces: readonly FaceModel[]): TimingMapData["timing"] {
  const out = { read: 0, sentences: 0 };
  const seen = new Set<number>();
  for (const face of faces)
    for (const s of faceTimingSentences(model, face)) {
      if (seen.has(s.start)) continue;
      seen.add(s.start);
      out.sentences++;
      if (s.read) out.read++;
    }
  return out;
}

/** The face's cost field value (trimmed), when the game names a cost field and the face has one. */
function costOf(model: FileModel, face: FaceModel): string | undefined {
  const field = model.game.features.symbols?.costField;
  const value = field ? face.node.fields.find((f) => f.name === field)?.value.trim() : undefined;
  return value || undefined;
}

/** The game's glyphs of every braced symbol in the cards' costs and labels, sorted by key (deterministic JSON). */
function symbolsOf(model: FileModel, cards: MapCard[]): Record<string, SymbolGlyph> {
  const game = model.game.features.symbols;
  if (!game) return {};
  const texts = cards.flatMap((c) => [
    c.cost ?? "",
    ...c.rows.flatMap((r) => [r.label, ...(r.type === "subject" ? r.conflict.map((k) => k.label) : [])]),
  ]);
  const keys = [...new Set(texts.flatMap(bracedSymbols))].sort();
  const out: Record<string, SymbolGlyph> = {};
  for (const k of keys) {
    const glyph = game.glyph(k.slice(1, -1), model.l10n);
    if (glyph) out[k] = glyph;
  }
  return out;
}
