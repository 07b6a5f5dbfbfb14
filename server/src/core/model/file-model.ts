/**
 * The semantic model of a parsed file, for any game: directives resolved (game, rules edition),
 * cards and faces with their fields, and each face's type line and rules text as read by the
 * file's game ({@link GameModel.analyseFace}). Built once per analysis and shared by every rule
 * and feature.
 */
import { headerDirective, type CardNode, type FieldNode, type ParseResult, type TextLineNode } from "../../../../grammar/src/index";
import type { GameList } from "./game-list";
import type { GameModel } from "../game/game-model";
import { localizer, type Localizer } from "../l10n/localizer";
import type { LocalizedCardText } from "./card-text";
import { runToEnd, type Steps } from "../steps";
import { LineIndex } from "../text/line-index";
import { declaredKeywords, type DeclaredKeyword } from "./declared-keywords";

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

/** Fields of a node by canonical name. */
export function fieldsOf(node: CardNode, aliases: Readonly<Record<string, string>>): Map<string, FieldNode[]> {
  const map = new Map<string, FieldNode[]>();
  for (const f of node.fields) {
    const name = aliases[f.name] ?? f.name;
    const list = map.get(name);
    if (list) list.push(f);
    else map.set(name, [f]);
  }
  return map;
}

function faceBase(game: GameModel, card: CardNode, node: CardNode, keywords: readonly DeclaredKeyword[]): FaceBase {
  const fields = fieldsOf(node, game.fields.aliases);
  const cardFields = node === card ? fields : fieldsOf(card, game.fields.aliases);
  const typeField = fields.get("type")?.[0] ?? (node === card ? undefined : cardFields.get("type")?.[0]);
  // The common case (a single-faced card, one name) without building a set and three arrays.
  const selfNames =
    node === card && !card.name.includes(" // ")
      ? card.name.length > 0
        ? [card.name]
        : []
      : [...new Set([card.name, node.name, ...card.name.split(" // ")].filter((n) => n.length > 0))];
  return { card, node, fields, typeField, selfNames, keywords };
}

/**
 * Builds the model of `parse` for `game` (resolve the game first with `gameOf`, `model/game-list.ts`),
 * one of `games` (the games the tool knows). The rules edition comes from the `rules` directive, else the game's newest.
 * `locale` (any tag, e.g. `de-DE`) selects the language of messages; default English. `cardText`:
 * the reading of localized card text when `text` is its English rewrite.
 * @throws whatever the game's analyser throws (the linter turns that into an internal-error finding).
 */
export function buildFileModel(
  text: string,
  parse: ParseResult,
  game: GameModel,
  games: GameList,
  locale?: string,
  cardText?: LocalizedCardText,
): FileModel {
  return runToEnd(buildFileModelSteps(text, parse, game, games, locale, cardText));
}

/** How many faces {@link buildFileModelSteps} analyses between two yields. */
const FACES_PER_STEP = 128;

/**
 * {@link buildFileModel} in pieces (see `core/steps.ts`): yields after every {@link FACES_PER_STEP}
 * faces analysed; returns the same model. Throws what `buildFileModel` throws.
 */
export function* buildFileModelSteps(
  text: string,
  parse: ParseResult,
  game: GameModel,
  games: GameList,
  locale?: string,
  cardText?: LocalizedCardText,
): Steps<FileModel> {
  const rules = headerDirective(parse, "rules")?.value;
  const edition = (rules && game.editions.editionFor(rules)) || game.editions.newest;
  const faces: FaceModel[] = [];
  const keywords = declaredKeywords(parse);
  const add = (card: CardNode, node: CardNode) => {
    const base = faceBase(game, card, node, keywords);
    // The game's reading is added to the base object (a fresh one per face) rather than copied with it.
    faces.push(Object.assign(base, game.analyseFace(base)));
  };
  let sinceYield = 0;
  for (const card of parse.cards) {
    if (card.faces.length === 0) add(card, card);
    else for (const f of card.faces) add(card, f);
    sinceYield += Math.max(1, card.faces.length);
    if (sinceYield >= FACES_PER_STEP) {
      sinceYield = 0;
      yield;
    }
  }
  const model: FileModel = { text, parse, lines: new LineIndex(text), game, games, edition, faces, l10n: localizer(game, locale) };
  if (cardText) model.cardText = cardText;
  return model;
}
