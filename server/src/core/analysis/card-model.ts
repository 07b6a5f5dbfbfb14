/**
 * The semantic model of a parsed file: directives resolved, cards and faces with their fields,
 * type lines and abilities. Built once per analysis and shared by every rule.
 */
import type { CardNode, FieldNode, ParseResult } from "../../../../grammar/src/index";
import { editionFor, NEWEST_EDITION, type CrEdition } from "../model/cr";
import { parseTypeLine, type TypeLine } from "../model/mtg/card-types";
import { LineIndex } from "../text/line-index";
import { analyzeLine, type Ability } from "./abilities";

/** Canonical field names; `pt` is an alias of `stats`. */
export const FIELD_NAMES = ["cost", "type", "stats", "loyalty", "defense", "color", "flavor", "rarity", "set", "artist", "number"] as const;
export const FIELD_ALIASES: Readonly<Record<string, string>> = { pt: "stats" };

/** One playable face: a single-faced card, or one `face` of a multi-face card. */
export interface FaceModel {
  /** The top-level card. */
  card: CardNode;
  /** The node holding this face's fields and text (the card itself for single-faced cards). */
  node: CardNode;
  /** Fields by canonical name, in source order. */
  fields: Map<string, FieldNode[]>;
  typeField?: FieldNode;
  typeLine?: TypeLine;
  abilities: Ability[];
  /** Names by which the text refers to itself: the card's and this face's. */
  selfNames: string[];
}

export interface FileModel {
  text: string;
  parse: ParseResult;
  lines: LineIndex;
  game: string;
  edition: CrEdition;
  faces: FaceModel[];
}

function fieldsOf(node: CardNode): Map<string, FieldNode[]> {
  const map = new Map<string, FieldNode[]>();
  for (const f of node.fields) {
    const name = FIELD_ALIASES[f.name] ?? f.name;
    map.set(name, [...(map.get(name) ?? []), f]);
  }
  return map;
}

function faceModel(card: CardNode, node: CardNode): FaceModel {
  const fields = fieldsOf(node);
  const cardFields = node === card ? fields : fieldsOf(card);
  const typeField = fields.get("type")?.[0] ?? (node === card ? undefined : cardFields.get("type")?.[0]);
  const selfNames = [...new Set([card.name, node.name, ...card.name.split(" // ")].filter((n) => n.length > 0))];
  const abilities = node.textSections.flatMap((s) => s.lines).map((l) => analyzeLine(l, selfNames));
  attachRestrictionLines(abilities);
  return { card, node, fields, typeField, typeLine: typeField ? parseTypeLine(typeField.value) : undefined, abilities, selfNames };
}

/**
 * A line made only of "Activate only …" sentences belongs to the activated ability (or the
 * keyword line, e.g. "Equip {2}") on the line before it: its restrictions move there.
 */
function attachRestrictionLines(abilities: Ability[]): void {
  for (let i = 1; i < abilities.length; i++) {
    const a = abilities[i]!;
    const prev = abilities[i - 1]!;
    if (a.kind !== "other" || a.restrictions.length === 0 || (prev.kind !== "activated" && prev.kind !== "keywords")) continue;
    if (!a.restrictions.every((r) => r.subject === "activate")) continue;
    let rest = a.masked;
    for (const r of a.restrictions) {
      const from = r.start - a.line.span.start;
      rest = rest.slice(0, from) + " ".repeat(r.end - r.start) + rest.slice(r.end - a.line.span.start);
    }
    if (rest.trim().replace(/\./g, "") !== "") continue;
    prev.restrictions.push(...a.restrictions);
    a.restrictions = [];
  }
}

/**
 * Builds the model. The game and rules edition come from the `game` and `rules` directives
 * (defaults: `defaultGame`, normally `mtg`, and the newest edition).
 */
export function buildFileModel(text: string, parse: ParseResult, defaultGame = "mtg"): FileModel {
  const game = parse.directives.find((d) => d.name === "game")?.value.toLowerCase() || defaultGame;
  const rules = parse.directives.find((d) => d.name === "rules")?.value;
  const edition = (rules && editionFor(rules)) || NEWEST_EDITION;
  const faces: FaceModel[] = [];
  for (const card of parse.cards) {
    if (card.faces.length === 0) faces.push(faceModel(card, card));
    else for (const f of card.faces) faces.push(faceModel(card, f));
  }
  return { text, parse, lines: new LineIndex(text), game, edition, faces };
}
