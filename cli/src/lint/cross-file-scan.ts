/**
 * The grammar-dependent half of the cross-file duplicate check (`cross-file.ts`): a parsed file's
 * top-level card names.
 */
import type { CardNode, ParseResult } from "../../../grammar/src/index";
import type { LineIndex } from "../../../server/src/core/text/line-index";
import type { GameModel } from "../../../server/src/core/game/game-model";
import type { CardName } from "./cross-file";

/** The top-level card names of a parsed text of `game` (`lines` indexes that text). */
export function cardNamesOf(parsed: ParseResult, lines: LineIndex, game: GameModel): CardName[] {
  return parsed.cards.map((c) => {
    const nameSpace = cardNameSpace(c, game);
    return {
      name: c.name,
      span: c.nameSpan,
      start: lines.positionAt(c.nameSpan.start),
      end: lines.positionAt(c.nameSpan.end),
      ...(nameSpace ? { nameSpace } : {}),
    };
  });
}

/**
 * The name space of a top-level card's name in `game`: tokens and emblems are named apart from
 * cards (a card and the token it creates share a name); undefined for a card.
 */
export function cardNameSpace(c: CardNode, game: GameModel): string | undefined {
  const type = (c.fields.find((f) => f.name === "type") ?? c.faces[0]?.fields.find((f) => f.name === "type"))?.value;
  return type === undefined ? undefined : game.nameSpaceOf?.(type);
}
