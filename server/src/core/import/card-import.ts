/**
 * Turns MTGJSON- or Scryfall-style card records into CardScript source. Pure: the CLI reads
 * and writes the files. Accepted field names (first found wins):
 * name; manaCost | mana_cost; typeLine | type_line | type; oracleText | oracle_text | text;
 * power, toughness, loyalty, defense; faces | card_faces | cardFaces (one record per face).
 */

import { fieldValue, looksLikeStructure, quoteName } from "./escape";
import { GAMES } from "../../app/games";
import { safeStem } from "./device-names";
import { mergeFaceRecords } from "./mtgjson-faces";
import type { RecordWarning, WarningMessage } from "./imported-card";
import { pushAll } from "../collections/append";
import { MAX_NESTING_DEPTH, tooDeepMessage } from "../limits";
import { lineOfOffset, tooDeepAt } from "../text/json-nesting";

/** A card record as found in MTGJSON or Scryfall data (only the fields the importer reads). */
export type CardRecord = Record<string, unknown>;

/** True for a JSON object (not null, not an array). */
const isRecord = (v: unknown): v is CardRecord => typeof v === "object" && v !== null && !Array.isArray(v);

const pick = (r: CardRecord, ...keys: string[]): string | undefined => {
  for (const k of keys) {
    const v = r[k];
    if (typeof v === "string") return v;
    if (typeof v === "number") return String(v);
  }
  return undefined;
};

export { looksLikeStructure, quoteName } from "./escape";

function faceBody(r: CardRecord, indent: string, warn: (message: WarningMessage) => void): string[] {
  const out: string[] = [];
  const cost = pick(r, "manaCost", "mana_cost");
  const type = pick(r, "typeLine", "type_line", "type");
  const text = pick(r, "oracleText", "oracle_text", "text");
  const power = pick(r, "power");
  const toughness = pick(r, "toughness");
  const loyalty = pick(r, "loyalty");
  const defense = pick(r, "defense");
  const one = (v: string, field: string) => fieldValue(v, warn, field);
  if (cost) out.push(`${indent}cost: ${one(cost, "cost")}`);
  if (type) out.push(`${indent}type: ${one(type, "type")}`);
  if (power !== undefined && toughness !== undefined) out.push(`${indent}stats: ${one(`${power}/${toughness}`, "stats")}`);
  if (loyalty !== undefined) out.push(`${indent}loyalty: ${one(loyalty, "loyalty")}`);
  if (defense !== undefined) out.push(`${indent}defense: ${one(defense, "defense")}`);
  const lines = (text ?? "")
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  if (lines.length) {
    out.push(`${indent}text:`);
    lines.forEach((l, i) => {
      if (looksLikeStructure(l)) {
        // The format has no escape for such a line: keep it visible as a comment, and say so.
        warn({ messageId: "import.record.textAsComment", data: { n: i + 1, text: l.slice(0, 40) } });
        out.push(`${indent}  # ${l}`);
      } else out.push(`${indent}  ${l}`);
    });
  }
  return out;
}

/**
 * CardScript source for one record (LF line ends, two-space indentation). Rules-text lines that
 * the format cannot hold as text (see {@link looksLikeStructure}) become comments, reported
 * through `onWarning` (with the record's name as `card`).
 * @throws Error when the record has no name.
 */
export function recordToCard(r: CardRecord, onWarning?: (warning: RecordWarning) => void): string {
  const name = pick(r, "name");
  if (!name) throw new Error("card record without a name");
  const warn = (message: WarningMessage) => onWarning?.({ ...message, card: name });
  const given: unknown = r["faces"] ?? r["card_faces"] ?? r["cardFaces"];
  // A face that is no record (`faces: [null]`, a string) is reported and skipped, never read.
  const faces: CardRecord[] = [];
  if (Array.isArray(given))
    given.forEach((f: unknown, i) => {
      if (isRecord(f)) faces.push(f);
      else
        warn({
          messageId: "import.record.faceNotRecord",
          data: { n: i + 1, found: f === null ? "null" : Array.isArray(f) ? "array" : typeof f },
        });
    });
  const out = [`card ${quoteName(name, warn)} {`];
  if (faces.length > 0) {
    for (const f of faces) {
      out.push(`  face ${quoteName(pick(f, "name") ?? "", warn)} {`);
      pushAll(out, faceBody(f, "    ", warn));
      out.push("  }");
    }
  } else {
    pushAll(out, faceBody(r, "  ", warn));
  }
  out.push("}");
  return out.join("\n") + "\n";
}

/**
 * The `.card` source for any record: the first game whose importer accepts it writes it (Yu-Gi-Oh!
 * records — a `kind` of monster/spell/trap/skill/token or a YGOProDeck type, no MTG fields —
 * become `game ygo` files); anything else goes through the Magic importer ({@link recordToCard}).
 * @throws Error when the record has no name.
 */
export function recordToSource(r: CardRecord, onWarning?: (warning: RecordWarning) => void): string {
  const game = GAMES.find((g) => g.importer?.accepts(r));
  return game?.importer ? game.importer.toSource(r, onWarning) : recordToCard(r, onWarning);
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
 * Reads the records out of a JSON or JSON Lines document: an array of records, an object
 * whose `data` (MTGJSON) or `cards` is an array or a map of name → record(s), or one record per line.
 * MTGJSON's per-face records (several records with the same `name`, each with `faceName` and
 * `side`) come back as one record per card with `faces` (see {@link mergeFaceRecords}).
 * @throws RecordsSyntaxError with the line number when the text is neither valid JSON nor valid JSON Lines.
 */
export function readRecords(text: string): CardRecord[] {
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (trimmed === "") return [];
  // Records nest a few levels; deeper input is refused before the recursive walk below would overflow.
  const deep = tooDeepAt(text, MAX_NESTING_DEPTH);
  if (deep) {
    const line = lineOfOffset(text, deep.offset);
    throw new RecordsSyntaxError(line, tooDeepMessage(deep.depth, line));
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
