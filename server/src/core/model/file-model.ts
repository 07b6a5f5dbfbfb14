/**
 * The semantic model of a parsed file, for any game: directives resolved (game, rules edition),
 * cards and faces with their fields, and each face's type line and rules text as read by the
 * file's game ({@link GameModel.analyseFace}). Built once per analysis and shared by every rule
 * and feature.
 */
import { headerDirective, type CardNode, type FieldNode, type ParseResult } from "../../../../grammar/src/index";
import type { GameList } from "./game-list";
import type { GameModel } from "../game/game-model";
import { localizer } from "../l10n/localizer";
import type { LocalizedCardText } from "./card-text";
import { runToEnd, type Steps } from "../steps";
import { parseEditionDate } from "../text/edition-date";
import { LineIndex } from "../text/line-index";
import { declaredKeywords, type DeclaredKeyword } from "./declared-keywords";
import type { FaceBase, FaceModel, FileModel } from "../game/file-model";
export type { TextLineAnalysis, TypeLineAnalysis, FaceBase, FaceModel, FileModel } from "../game/file-model";

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
 * Builds the model of `parse` for `game` (resolve the game first with `gameOf`, `game/game-list.ts`),
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
  const rulesDate = rules ? parseEditionDate(rules) : undefined;
  if (rulesDate) model.rulesDate = rulesDate;
  if (cardText) model.cardText = cardText;
  return model;
}
