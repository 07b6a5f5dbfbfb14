/**
 * The set-wide Timing Matrix: every card of one or more files × every segment of both turns,
 * each cell counting the card's spells and abilities usable there and its triggers there, with
 * per column the number of cards that can do something there. Built only from the per-card map
 * data ({@link timingMapData}), so the matrix and the Timing Map never disagree: a card's cell is
 * non-empty exactly where its map has a filled cell or a ◆ in that turn and segment.
 *
 * Filters (all optional, combined with "and"): colours (a card matches when it has any of them),
 * rarities, card types (words of the type line before its dash, supertypes included), and `opponent`: only cards with
 * instant-speed interaction in the opponent's turn (a spell or ability usable in some segment
 * of "an opponent's turn"). Pure and deterministic; the JSON form is this data with `version`.
 */
import { pushAll } from "../collections/append";
import { caseFold } from "../text/case-fold";
import { canonicalOf } from "../text/canonical-value";
import type { CardFacets } from "../game/game-model";
import type { FileModel } from "../model/file-model";
import { TURN_OWNERS, type TurnOwner } from "../timing/timing-window";
import { timingMapData, type MapCard, type MapSpace, type TimingMapData } from "./data";

/** Version of the matrix's data shape; bumped only for an incompatible change. */
export const TIMING_MATRIX_VERSION = 1;

/** One column: a segment of one turn (seen from the card's controller). */
export interface MatrixColumn {
  turn: TurnOwner;
  segment: string;
}

/** One cell: how many of the card's spells/abilities are usable there, and how many of its triggers trigger there. */
export interface MatrixCell {
  use: number;
  trigger: number;
}

/** One card (face) of the set. */
export interface MatrixCard {
  name: string;
  /** The card's anchor in its file's Timing Map (`MapCard.anchor`). */
  anchor: string;
  /** The file it comes from, as the caller named it. */
  file: string;
  /** 1-based line of the card in that file. */
  line: number;
  /** Colour letters from its cost (the game's `colours`), [] when the game has none. */
  colours: string[];
  /** The `rarity` field as its game's canonical rarity ("M" → "mythic"; else in lower case), "" when absent. */
  rarity: string;
  /** The words of the type line before its dash ("Legendary", "Creature"; "Xyz", "Effect", "Monster" of "Xyz/Effect Monster"), as written ({@link typeWords}). */
  types: string[];
  /** Whether an opponent's turn holds a segment where one of its spells or abilities is usable (instant-speed interaction). */
  opponent: boolean;
  /** One cell per column, in column order. */
  cells: MatrixCell[];
}

/** Which cards to keep (see the module comment). Empty lists and absent fields keep every card. */
export interface MatrixFilter {
  colours?: string[];
  rarities?: string[];
  types?: string[];
  opponent?: boolean;
}

/** The matrix of a set. */
export interface TimingMatrixData {
  version: number;
  game: { id: string; name: string };
  edition: string;
  space: MapSpace;
  /** Your turn's segments, then an opponent's turn's. */
  columns: MatrixColumn[];
  /** The cards the filter kept, in file and source order. */
  cards: MatrixCard[];
  /** Per column: how many of the kept cards can do something there (use or trigger). */
  totals: number[];
  /** Every value the unfiltered set has, sorted, for a filter's choices. */
  values: { colours: string[]; rarities: string[]; types: string[] };
  /** The filter applied. */
  filter: MatrixFilter;
  /** How many cards the set has before filtering. */
  total: number;
}

/** A file's Timing Map data with the name to show for it and the model it came from (for the fields the map leaves out). */
export interface MatrixSource {
  file: string;
  model: FileModel;
}

/** The columns of a space: both turns × its segments. */
export function matrixColumns(space: MapSpace): MatrixColumn[] {
  return TURN_OWNERS.flatMap((turn) => space.segments.map((s) => ({ turn, segment: s.id })));
}

/** A card's cells from its map rows: usable spells/abilities (any third-axis value) and triggers per column. */
export function matrixCells(card: MapCard, columns: readonly MatrixColumn[]): MatrixCell[] {
  const index = new Map(columns.map((c, i) => [`${c.turn}|${c.segment}`, i]));
  const cells = columns.map(() => ({ use: 0, trigger: 0 }));
  for (const row of card.rows) {
    const hit = new Set<number>();
    for (const c of row.cells) {
      const i = index.get(`${c.turn}|${c.segment}`);
      if (i !== undefined) hit.add(i);
    }
    for (const i of hit) {
      if (row.type === "trigger") cells[i]!.trigger++;
      else cells[i]!.use++;
    }
  }
  return cells;
}

/** A field's value (canonical name, aliases resolved) of the face, else of its card; "" when absent. */
const fieldOf = (face: FileModel["faces"][number], name: string) =>
  (face.fields.get(name)?.[0] ?? face.card.fields.find((f) => f.name === name))?.value.trim() ?? "";

/** `written` as the canonical rarity of `facets` ("M", "Mythic Rare" → "mythic"); a rarity the game does not know, in lower case. */
function rarityIn(facets: CardFacets | undefined, written: string): string {
  return canonicalOf(facets?.rarities ?? {}, written) ?? written.trim().toLowerCase();
}

/** The cards of one file as matrix rows (unfiltered), from its Timing Map data. */
export function matrixCardsOf(source: MatrixSource, data: TimingMapData = timingMapData(source.model)): MatrixCard[] {
  const { model, file } = source;
  const columns = matrixColumns(data.space);
  const symbols = model.game.features.symbols;
  return data.cards.map((card, k) => {
    const face = model.faces[k]!;
    const cost = card.cost ?? "";
    return {
      name: card.name,
      anchor: card.anchor,
      file,
      line: card.range.startLine,
      colours: symbols?.colours ? symbols.colours(cost) : [],
      rarity: rarityIn(model.game.facets, fieldOf(face, "rarity")),
      types: typeWords(face.typeField?.value ?? fieldOf(face, "type")),
      opponent: card.rows.some((r) => r.type === "subject" && r.verdict !== "impossible" && r.cells.some((c) => c.turn === "opp")),
      cells: matrixCells(card, columns),
    };
  });
}

/**
 * The type words of a type line: the words before its first dash (em dash, en dash, or a hyphen
 * between spaces; spaced or not: "Creature—Elf"), supertypes included ("Legendary", "Snow"), split
 * at spaces and at "/" (Yu-Gi-Oh!'s "Xyz/Effect Monster").
 */
export function typeWords(typeLine: string): string[] {
  const before = typeLine.split(/\s*[—–]\s*|\s+-\s+/)[0] ?? "";
  return before.split(/[\s/]+/).filter(Boolean);
}

/** A type word for comparing: composed Unicode, case folded. */
const typeKey = (word: string) => caseFold(word.normalize("NFC"));

/**
 * Whether a card with `types` (see {@link typeWords}) matches one of the filter's `wanted`
 * values: a value's words ("Legendary Creature") must all be among the card's.
 */
function matchesTypes(types: readonly string[], wanted: readonly string[]): boolean {
  const have = new Set(types.map(typeKey));
  return wanted.some((v) => {
    const words = v.split(/\s+/).filter(Boolean);
    return words.length > 0 && words.every((w) => have.has(typeKey(w)));
  });
}

/** Whether `card` passes `filter`. */
export function matchesFilter(card: MatrixCard, filter: MatrixFilter): boolean {
  const lower = (xs: string[] | undefined) => (xs ?? []).map((x) => x.toLowerCase());
  const colours = lower(filter.colours);
  if (colours.length && !card.colours.some((c) => colours.includes(c.toLowerCase()))) return false;
  const rarities = lower(filter.rarities);
  if (rarities.length && !rarities.includes(card.rarity)) return false;
  if ((filter.types ?? []).length && !matchesTypes(card.types, filter.types!)) return false;
  if (filter.opponent && !card.opponent) return false;
  return true;
}

/** The matrix `data` (of a set, unfiltered or not) with only the cards of its own that pass `filter`; `values` and `total` stay the set's. */
export function filterMatrix(data: TimingMatrixData, filter: MatrixFilter): TimingMatrixData {
  const cards = data.cards.filter((c) => matchesFilter(c, filter));
  return { ...data, cards, totals: matrixTotals(cards, data.columns.length), filter };
}

/** Per column: how many of `cards` use or trigger there. */
export function matrixTotals(cards: readonly MatrixCard[], columns: number): number[] {
  const out = Array.from({ length: columns }, () => 0);
  for (const c of cards) c.cells.forEach((cell, i) => (out[i]! += cell.use + cell.trigger > 0 ? 1 : 0));
  return out;
}

/**
 * The Timing Matrix of `sources` (files in the order given; cards in source order) filtered by
 * `filter`. The space, game and edition are the first file's; a file of another game is left
 * out (its columns would differ). Never throws for models `buildFileModel` produced.
 */
export function timingMatrixData(sources: readonly MatrixSource[], filter: MatrixFilter = {}): TimingMatrixData | undefined {
  const first = sources[0];
  if (!first) return undefined;
  const firstData = timingMapData(first.model);
  const space = firstData.space;
  const columns = matrixColumns(space);
  const all: MatrixCard[] = [];
  for (const s of sources) {
    if (s.model.game.id !== first.model.game.id) continue;
    pushAll(all, matrixCardsOf(s, s === first ? firstData : timingMapData(s.model)));
  }
  const sorted = (xs: Iterable<string>) => [...new Set(xs)].filter(Boolean).sort();
  const facets = first.model.game.facets;
  // A filter not checked by `checkMatrixFilter` (the matrix page's) may name a rarity any way too.
  const wanted = filter.rarities ? { ...filter, rarities: filter.rarities.map((r) => rarityIn(facets, r)) } : filter;
  const cards = all.filter((c) => matchesFilter(c, wanted));
  return {
    version: TIMING_MATRIX_VERSION,
    game: firstData.game,
    edition: firstData.edition,
    space,
    columns,
    cards,
    totals: matrixTotals(cards, columns.length),
    values: {
      colours: sorted(all.flatMap((c) => c.colours)),
      rarities: sorted(all.map((c) => c.rarity)),
      types: sorted(all.flatMap((c) => c.types)),
    },
    filter: wanted,
    total: all.length,
  };
}
