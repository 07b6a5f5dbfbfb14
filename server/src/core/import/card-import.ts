/**
 * Card records (MTGJSON-, Scryfall- or YGOProDeck-style JSON) → CardScript source. Pure: the CLI
 * reads and writes the files. Each game reads its own records (`GameModel.importer`; Magic's is
 * `games/mtg/import.ts`).
 */

import type { GameList } from "../model/game-list";
import { safeStem } from "./device-names";
import { mergeFaceRecords } from "./mtgjson-faces";
import type { RecordWarning } from "./imported-card";
import { MAX_NESTING_DEPTH, tooDeepMessage } from "../limits";
import { lineOfOffset, tooDeepAt } from "../text/json-nesting";

/** A card record as found in MTGJSON, Scryfall or YGOProDeck data (only the fields an importer reads). */
export type CardRecord = Record<string, unknown>;

export { looksLikeStructure, quoteName } from "./escape";

/**
 * The `.card` source for any record: the first of `games` whose importer accepts it writes it
 * (Yu-Gi-Oh! records — a `kind` of monster/spell/trap/skill/token or a YGOProDeck type, no MTG
 * fields — become `game ygo` files); anything else goes through the default game's importer.
 * @throws Error when the record has no name, or when no game of `games` imports records.
 */
export function recordToSource(r: CardRecord, games: GameList, onWarning?: (warning: RecordWarning) => void): string {
  const importer = games.find((g) => g.importer?.accepts(r))?.importer ?? games[0].importer;
  if (!importer) throw new Error(`the game '${games[0].id}' imports no card records`);
  return importer.toSource(r, onWarning);
}

/**
 * A records text that is neither valid JSON nor valid JSON Lines: the 1-based `line` of the first
 * line that is not JSON and the parser's (English) `reason`. The CLI words it in the user's language.
 */
export class RecordsSyntaxError extends Error {
  override readonly name = "RecordsSyntaxError";
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: not valid JSON (${reason})`);
  }
}

/**
 * A records text nested deeper than `MAX_NESTING_DEPTH` (see `core/limits.ts`): the 1-based `line`
 * where it goes too deep; the message is the limit's, in English (`tooDeepMessage`).
 */
export class RecordsTooDeepError extends Error {
  override readonly name = "RecordsTooDeepError";
  constructor(
    readonly line: number,
    readonly depth: number,
  ) {
    super(`line ${line}: ${tooDeepMessage(depth, line)}`);
  }
}

/**
 * Reads the records out of a JSON or JSON Lines document: an array of records, an object
 * whose `data` (MTGJSON) or `cards` is an array or a map of name → record(s), or one record per line.
 * MTGJSON's per-face records (several records with the same `name`, each with `faceName` and
 * `side`) come back as one record per card with `faces` (see {@link mergeFaceRecords}).
 * @throws RecordsSyntaxError with the line number when the text is neither valid JSON nor valid JSON Lines;
 *   RecordsTooDeepError when it nests deeper than `MAX_NESTING_DEPTH`.
 */
export function readRecords(text: string): CardRecord[] {
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (trimmed === "") return [];
  // Records nest a few levels; deeper input is refused before the recursive walk below would overflow.
  const deep = tooDeepAt(text, MAX_NESTING_DEPTH);
  if (deep) {
    const line = lineOfOffset(text, deep.offset);
    throw new RecordsTooDeepError(line, deep.depth);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(trimmed);
  } catch {
    const out: CardRecord[] = [];
    // Split the untrimmed text so that line numbers in errors are the file's.
    text
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/)
      .forEach((line, i) => {
        if (!line.trim()) return;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch (e) {
          throw new RecordsSyntaxError(i + 1, e instanceof Error ? e.message : String(e));
        }
        // Kept as it is: a line that is no card record (null, a number) is the caller's "record N" error.
        out.push(value as CardRecord);
      });
    return mergeFaceRecords(out);
  }
  return mergeFaceRecords(flatten(doc));
}

/** The records in a parsed JSON value (see {@link readRecords}); depth is bounded by the caller's check. */
function flatten(v: unknown): CardRecord[] {
  if (Array.isArray(v)) return v.flatMap(flatten);
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (typeof o["name"] === "string") return [o];
    if (o["data"] !== undefined) return flatten(o["data"]);
    if (o["cards"] !== undefined) return flatten(o["cards"]);
    return Object.values(o).flatMap(flatten);
  }
  return [];
}

/**
 * A file name for a card: lower-case ASCII words joined by dashes, at most 80 characters; a name
 * Windows reserves for a device (`con`, `nul`, `aux`, `prn`, `com1`, `lpt1` …) gets `-card` added.
 */
export function cardFileName(name: string): string {
  const slug = name
    .replace(/[Ææ]/g, "ae")
    .normalize("NFKD")
    .replace(/[^\x00-\x7F]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  const base = slug || "card";
  return `${safeStem(base, "-card")}.card`;
}
