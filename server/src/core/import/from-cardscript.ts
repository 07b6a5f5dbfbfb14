/**
 * A CardScript document → imported cards (the shape the exporters take). Pure. Reads the card
 * and face fields, the rules text, the `# layout:` comment and `# encoded-timing:` comments the
 * importers write. A format that scripts timing (Forge) passes `deriveTiming`, which gives a face
 * without encoded-timing comments the timing its game reads in its text.
 */
import { headerDirective, parse, type CardNode, type CommentNode } from "../../../../grammar/src/index";
import { cardTextLanguage } from "../model/card-text";
import type { GameModel } from "../game/game-model";
import { gameOf, type GameOptions } from "../model/game-list";
import { declaredKeywords } from "../model/declared-keywords";
import { buildFileModel, type FaceModel } from "../model/file-model";
import { LAYOUT_COMMENT } from "./emit";
import { parseEncodedTimingComment } from "./encoded-timing";
import { normaliseTypeLine } from "./type-line-dash";
import type { EncodedTiming, ImportedCard, ImportedFace, ImportedKeyword } from "./imported-card";

/** The cards of a document, each face with the timing Forge needs (`derivedTiming`) when it carries no encoded timing. */
export interface CardScriptCards {
  cards: ImportedCard[];
  /** The file's keyword declarations (`keyword "Name": text`), for formats that hold set keywords (MSE). */
  keywords: ImportedKeyword[];
  /** Syntax errors (1-based line, UTF-16 offset of the start, the parser's English message): exporters refuse files with errors. */
  errors: { line: number; start: number; message: string }[];
  /** The document's game (its `game` directive, Magic by default). */
  game: GameModel;
  /**
   * The file-wide settings of its header that change how the cards are read, and that no card
   * format holds: `lang` (the card text's language, when not English) and `rules` (the edition).
   * Exporters say when they leave them out (written as is, the cards are read back as English).
   */
  header: { lang?: string; rules?: string };
}

const inside = (c: CommentNode, n: CardNode) => c.span.start >= n.span.start && c.span.end <= n.span.end;

/**
 * Reads every card of a CardScript document (in the game its `game` directive names, else
 * `games.game`, the configured default, else the first of `games.games`). `file` goes into each
 * card's source location. Never throws; syntax errors are returned.
 * With `onlyGame`, a document of another game gives no cards (a format of one game cannot hold
 * them; the caller reports it from `game`).
 */
export function readCardScript(
  text: string,
  file: string,
  games: GameOptions,
  deriveTiming?: (face: FaceModel) => EncodedTiming[],
  onlyGame?: GameModel,
): CardScriptCards {
  const result = parse(text);
  const game = gameOf(result, games);
  const lang = cardTextLanguage(result);
  const rules = headerDirective(result, "rules")?.value.trim();
  const header = { ...(lang !== "en" ? { lang } : {}), ...(rules ? { rules } : {}) };
  if (onlyGame && game !== onlyGame) return { cards: [], keywords: [], errors: [], game, header };
  const model = buildFileModel(text, result, game, games.games);
  const faceModels = new Map<CardNode, FaceModel>(model.faces.map((f) => [f.node, f]));
  const cards: ImportedCard[] = result.cards.map((card) => {
    const fieldOf = (n: CardNode, name: string) => n.fields.find((f) => f.name === name || (name === "stats" && f.name === "pt"))?.value;
    const nodes = card.faces.length ? card.faces : [card];
    const faces: ImportedFace[] = nodes.map((n) => {
      const face: ImportedFace = { name: n.name, text: n.textSections.flatMap((s) => s.lines.map((l) => l.text)) };
      const set = (k: keyof ImportedFace, v: string | undefined) => {
        if (v !== undefined && v !== "") (face as unknown as Record<string, unknown>)[k] = v;
      };
      set("cost", fieldOf(n, "cost"));
      const type = fieldOf(n, "type") ?? (n === card ? undefined : fieldOf(card, "type"));
      set("type", type === undefined ? undefined : normaliseTypeLine(type));
      const stats = fieldOf(n, "stats");
      if (stats) {
        const slash = stats.indexOf("/");
        face.power = slash >= 0 ? stats.slice(0, slash).trim() : stats;
        face.toughness = slash >= 0 ? stats.slice(slash + 1).trim() : "";
      }
      set("loyalty", fieldOf(n, "loyalty"));
      set("defense", fieldOf(n, "defense"));
      set("flavor", fieldOf(n, "flavor"));
      const inner = n.faces;
      const encoded = result.comments
        .filter((c) => inside(c, n) && !inner.some((f) => inside(c, f)))
        .map((c) => parseEncodedTimingComment(c.text))
        .filter((t): t is EncodedTiming => t !== undefined);
      const fm = faceModels.get(n);
      if (encoded.length) face.encodedTiming = encoded;
      else if (fm && deriveTiming) {
        const derived = deriveTiming(fm);
        if (derived.length) face.encodedTiming = derived;
      }
      return face;
    });
    const layoutComment = result.comments.find((c) => inside(c, card) && LAYOUT_COMMENT.test(c.text.trim()));
    const out: ImportedCard = { name: card.name, faces, source: { file, line: model.lines.positionAt(card.span.start).line + 1 } };
    const layout = layoutComment ? LAYOUT_COMMENT.exec(layoutComment.text.trim())![1] : faces.length > 1 ? "split" : undefined;
    if (layout) out.layout = layout;
    const rarity = fieldOf(card, "rarity");
    if (rarity) out.rarity = rarity;
    const setCode = fieldOf(card, "set");
    if (setCode) out.set = setCode;
    return out;
  });
  const keywords = declaredKeywords(result).map((k) => ({
    name: k.name,
    text: k.text.text.trim(),
    source: { file, line: model.lines.positionAt(k.directive.span.start).line + 1 },
  }));
  return {
    cards,
    keywords,
    errors: result.errors.map((e) => ({ line: model.lines.positionAt(e.span.start).line + 1, start: e.span.start, message: e.message })),
    game,
    header,
  };
}
