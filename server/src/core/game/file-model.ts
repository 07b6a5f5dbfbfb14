/**
 * The contract's view of a file: what a game reads (a face before and after its reading), the
 * whole file's model, the keywords a file declares, localized card text, and the games a tool
 * knows. Types only; `model/` builds them.
 */
import type { DirectiveNode, CardNode, FieldNode, ParseResult, Span, TextLineNode } from "../../../../grammar/src/index";
import type { Localizer } from "../l10n/localizer";
import type { TextMap, Replacement } from "../l10n/text-map";
import type { LineIndex } from "../text/line-index";
import type { GameModel, UnknownSegmentName } from "./game-model";

/** The game-neutral view of one analysed line of rules text; a game's analysis extends it. */
export interface TextLineAnalysis {
  line: TextLineNode;
  /** What the line is, in the game's terms ("triggered", "activated", "quick", …). */
  kind: string;
}

/** The game-neutral view of a parsed type line; a game's type line extends it. */
export interface TypeLineAnalysis {
  /** The words of the value with UTF-16 offsets inside it; `role` "unknown" marks a word the game does not know. */
  words: { text: string; offset: number; role: string }[];
  /**
   * Names of objects that are not cards (Magic's tokens and emblems) live in a name space of their
   * own: a card and the token it creates may share a name. Absent for cards.
   */
  nameSpace?: string;
}

/** What a face is before its game reads it: nodes, fields, names. */
export interface FaceBase {
  /** The top-level card. */
  card: CardNode;
  /** The node holding this face's fields and text (the card itself for single-faced cards). */
  node: CardNode;
  /** Fields by canonical name (aliases resolved by the game's field table), in source order. */
  fields: Map<string, FieldNode[]>;
  /** The face's `type` field, or the card's when a face has none. */
  typeField?: FieldNode;
  /** Names by which the text refers to itself: the card's and this face's. */
  selfNames: string[];
  /** The keywords the file declares (`keyword "Name": text`), the same array for every face of a file. */
  keywords: readonly DeclaredKeyword[];
}

/** One playable face: a single-faced card, or one `face` of a multi-face card. */
export interface FaceModel<T extends TypeLineAnalysis = TypeLineAnalysis, A extends TextLineAnalysis = TextLineAnalysis> extends FaceBase {
  typeLine?: T;
  /** One entry per rules-text line, in source order. */
  abilities: A[];
}

/** A whole file's model. Offsets are UTF-16 offsets into `text`. */
export interface FileModel<T extends TypeLineAnalysis = TypeLineAnalysis, A extends TextLineAnalysis = TextLineAnalysis> {
  text: string;
  parse: ParseResult;
  lines: LineIndex;
  /** The file's game (from its `game` directive, else the configured default). */
  game: GameModel;
  /** The games the tool knows, default first: what a `game` directive may name (its check, hover and completion). */
  games: GameList;
  /** The rules edition in force for this file (the game's own edition ids; see `GameModel.editions`). */
  edition: string;
  /**
   * The date the file's `rules` directive names, as ISO `YYYY-MM-DD` (a month alone stands for its
   * last day); undefined when the file names none (the newest rules) or the value is no date.
   * Dated wording changes after it are not reported: the file is written in that era's style.
   */
  rulesDate?: string;
  faces: FaceModel<T, A>[];
  /** The language messages, fix titles and hovers are written in (the linter's `locale`; English by default). */
  l10n: Localizer;
  /**
   * Set for a file whose card text is in another language (`lang de`): then `text`, `parse` and
   * every analysis offset are those of the English rewrite, and `cardText.map` leads back to the
   * file as written (`cardText.original`).
   */
  cardText?: LocalizedCardText;
}

/** One declared keyword. Spans are UTF-16 offsets into the document. */
export interface DeclaredKeyword {
  /** The name as declared (quotes removed, `\"` → `"`), e.g. "Uprising". */
  name: string;
  /** The quoted name, quotes included. */
  nameSpan: Span;
  /** The meaning: one line of rules text after the colon, with its span in the document. */
  text: TextLineNode;
  directive: DirectiveNode;
}

/** An old printed form found in localized card text; `span` is in the original file. */
export interface LocalObsoleteForm {
  span: Span;
  /** The text as written. */
  old: string;
  /** The current printed form (in the card text's language), or a description of it. */
  modern: string;
  /** When the form changed, e.g. "1999, Sixth Edition". */
  since: string;
  /** True when `modern` can replace `old` as is (a fix); false when it only describes the change. */
  replaceable: boolean;
}

/** What a game reads in one line of localized rules text. Offsets are relative to the line. */
export interface LineReading {
  replacements: Replacement[];
  /** Names in a place where a step or phase must stand that the language's table does not know. */
  unknown: { start: number; end: number; text: string; suggestions: string[] }[];
  obsolete: { start: number; end: number; modern: string; since: string; replaceable: boolean }[];
}

/** A game's reader of rules text in one language. */
export interface CardTextReader {
  /** Reads one line of rules text (`selfNames`: the card's names, which some old templates print). Never throws. */
  readLine(text: string, selfNames: readonly string[]): LineReading;
  /** How many templates (phrases and sentences) the reader understands, for docs and reports. */
  templateCount: number;
  /**
   * Writes card text in this language, for quick fixes (the words a fix inserts must be the card
   * text's, not English).
   */
  writer: CardTextWriter;
  /**
   * Openings (lower case) after which completion offers the next words in this language ("zu
   * beginn", "aktiviere diese fähigkeit nur"): a typed space there asks the server for items.
   */
  completionPhrases: readonly string[];
  /**
   * The timing phrases the reader knows, lower case, for near-misses and unread clauses
   * (`unread-timing`): restriction openers ("aktiviere diese fähigkeit nur"), trigger openings
   * ("zu beginn"), and the words that open its timing clauses or name a turn or step ("während",
   * "zuges", "versorgungssegments").
   */
  timingPhrases?: { openers: readonly string[]; triggers: readonly string[]; clauseWords: readonly string[] };
}

/**
 * What quick fixes write into localized card text: official terms in the right grammatical form.
 * Every method returns undefined when the language has no such term (the fix is then not offered).
 */
export interface CardTextWriter {
  /**
   * `written` (localized card text as written) with its first name of the step or phase `from`
   * (English, e.g. "untap step") replaced by the name of `to` ("upkeep") in the same
   * grammatical form (German genitive "Enttappsegments" → "Versorgungssegments"); undefined when
   * `written` names no form of `from`.
   */
  renameStep(written: string, from: string, to: string): string | undefined;
  /**
   * A fixed English term or phrase of the card text in this language: a keyword line ("Flash" →
   * "Aufblitzen") or a trigger opening ("at the beginning of the next cleanup step").
   */
  phrase(english: string): string | undefined;
}

/** The localized card text of a file: the English rewrite and what was found while reading it. */
export interface LocalizedCardText {
  /** The `lang` value, e.g. "de". */
  lang: string;
  /** Writes new card text in this language (quick fixes). */
  writer: CardTextWriter;
  /** Rewrite ↔ original offsets. */
  map: TextMap;
  /** The original file text and its line index (LSP ranges of mapped spans). */
  original: { text: string; lines: LineIndex };
  /** Unknown localized step names; spans in the original. */
  unknown: UnknownSegmentName[];
  obsolete: LocalObsoleteForm[];
}

/** The games a tool knows, the default first (never empty). */
export type GameList = readonly [GameModel, ...GameModel[]];

/**
 * How the core chooses a file's game: the games known and the game for files without a `game`
 * directive (from `cardscript.json`).
 */
export interface GameOptions {
  /** The games known, the default first (the composition root's `GAMES`). */
  games: GameList;
  /** The id of the game for files without a `game` directive (from `cardscript.json`); default the list's first. */
  game?: string;
}
