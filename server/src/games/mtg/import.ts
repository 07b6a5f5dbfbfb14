/**
 * Magic's card records (MTGJSON or Scryfall style) → CardScript source: the `importer` of the
 * Magic game. Accepted field names (first found wins): name; manaCost | mana_cost; typeLine |
 * type_line | type; oracleText | oracle_text | text; power, toughness, loyalty, defense; faces |
 * card_faces | cardFaces (one record per face). Pure: the CLI reads and writes the files.
 */
import { pushAll } from "../../core/collections/append";
import { fieldValue, looksLikeStructure, quoteName } from "../../core/import/escape";
import type { RecordImporter } from "../../core/game/game-model";
import type { RecordWarning, WarningMessage } from "../../core/import/imported-card";

/** A card record as found in MTGJSON or Scryfall data (only the fields the importer reads). */
type CardRecord = Record<string, unknown>;

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

/** Fields only Magic's records have: a record with one of them is Magic's. */
const MTG_FIELDS = ["manaCost", "mana_cost", "typeLine", "type_line", "oracleText", "oracle_text"];

/**
 * Magic's record importer. It accepts records with a Magic field; as the default game's importer
 * it also reads every record no game accepts (`recordToSource`).
 */
export const MTG_IMPORTER: RecordImporter = {
  accepts: (r) => MTG_FIELDS.some((k) => k in r),
  toSource: recordToCard,
};
