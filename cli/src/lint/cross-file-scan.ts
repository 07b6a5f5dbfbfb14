/**
 * The grammar-dependent half of the cross-file duplicate check (`cross-file.ts`): a superset of the
 * names the parser could give a file's cards without parsing it, and its exact names.
 */
import { parse, stringImageAt, unquote, type ParseResult } from "../../../grammar/src/index";
import { LineIndex } from "../../../server/src/core/text/line-index";
import { gameOf } from "../../../server/src/app/games";
import type { GameModel } from "../../../server/src/core/game/game-model";
import type { CardName, NameScanner } from "./cross-file";
import type { ReadAhead } from "./read-ahead";

export { ReadAhead } from "./read-ahead";
import { readFileSync } from "node:fs";
import { decodeText } from "./read-text";

/** Strings longer than this are not followed by {@link nameCandidates} (the file is parsed instead). */
const LONGEST_CANDIDATE = 4096;

/**
 * Every name the parser could give a card or face in `text`, lower-cased: the unquoted string
 * tokens the lexer would read going from `"` to `"`, each scan resuming after the string it read
 * (the parser's names are always such a token, unquoted: so a superset of them, whatever the
 * parser's error recovery does).
 *
 * Why resuming after a string loses no name: a string token never spans a line end, and the only
 * tokens that can hold a `"` without being a string (a comment, a directive, a field line, a line
 * without its colon, a line of rules text) run to the end of their line. So where the lexer starts
 * a string, either the scan starts the same string, or the scan is inside a token of the lexer's
 * that runs to the line end (no token follows it on that line). A closing quote never starts a
 * token; scanning from it made `" {` (from `card "X" {`) a candidate of every file, so every file
 * was parsed early and its report held until the end.
 * @returns undefined when a string is longer than 4,096 code units or the scan would exceed a few
 *   passes over the text (then parse the file to know its names).
 */
export function nameCandidates(text: string): Set<string> | undefined {
  const out = new Set<string>();
  let budget = 4 * text.length + 100_000;
  for (let at = text.indexOf('"'); at >= 0;) {
    const window = text.length - at > LONGEST_CANDIDATE + 2 ? text.slice(at, at + LONGEST_CANDIDATE + 2) : text.slice(at);
    const image = stringImageAt(window, 0)!;
    // A window cut before the string ends could have changed where it ends.
    if (window.length < text.length - at && image.length >= window.length - 1) return undefined;
    budget -= image.length;
    if (budget < 0) return undefined;
    out.add(unquote(image).toLowerCase());
    at = text.indexOf('"', at + image.length);
  }
  return out;
}

/** The exact names of a text; `game` is the id of the game for a file without a `game` line (its config's). */
export function namesOfText(text: string, game?: string): CardName[] {
  const parsed = parse(text);
  return cardNamesOf(parsed, new LineIndex(text), gameOf(parsed, game));
}

/**
 * A {@link NameScanner} over files read by `read` (text with the BOM stripped; undefined when
 * unreadable); `gameFor` gives the id of the game for a file without a `game` line (its config's).
 */
export function fileNameScanner(
  read: (key: string) => string | undefined,
  gameFor: (key: string) => string | undefined = () => undefined,
): NameScanner {
  return {
    candidates(key) {
      const text = read(key);
      if (text === undefined) return undefined;
      const candidates = nameCandidates(text);
      return candidates ? { candidates } : { names: namesOfText(text, gameFor(key)) };
    },
    names(key) {
      const text = read(key);
      return text === undefined ? undefined : namesOfText(text, gameFor(key));
    },
  };
}

/** A file's text for the cross-file plan (BOM stripped); undefined when unreadable (its own lint reports that). */
export function readForPlan(filePath: string): string | undefined {
  return readAndKeep(filePath);
}

/**
 * {@link readForPlan} that also keeps the bytes read in `keep`, for the lint of the same file
 * (`processFile` with `readAhead`): one read per file instead of two.
 */
export function readAndKeep(filePath: string, keep?: ReadAhead): string | undefined {
  try {
    const bytes = readFileSync(filePath);
    keep?.keep(filePath, bytes);
    const text = decodeText(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return undefined;
  }
}

/** The top-level card names of a parsed text of `game` (`lines` indexes that text). */
export function cardNamesOf(parsed: ParseResult, lines: LineIndex, game: GameModel): CardName[] {
  return parsed.cards.map((c) => {
    // Tokens and emblems are named apart from cards (a card and the token it creates share a name).
    const type = (c.fields.find((f) => f.name === "type") ?? c.faces[0]?.fields.find((f) => f.name === "type"))?.value;
    const nameSpace = type === undefined ? undefined : game.nameSpaceOf?.(type);
    return {
      name: c.name,
      span: c.nameSpan,
      start: lines.positionAt(c.nameSpan.start),
      end: lines.positionAt(c.nameSpan.end),
      ...(nameSpace ? { nameSpace } : {}),
    };
  });
}
