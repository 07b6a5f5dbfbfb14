/**
 * MTGJSON's per-face form: AtomicCards and AllPrintings keep one record per face of a multi-face
 * card (split, transform, adventure, modal DFC, flip, meld, aftermath …). Every face record carries
 * the whole card's `name` ("Fire // Ice"), its own `faceName` ("Fire") and a `side` ("a", "b" …).
 * The importer wants one record per card with a `faces` list (the combined form Scryfall's
 * `card_faces` also has): {@link mergeFaceRecords} turns the first form into the second.
 */
import { dict } from "../collections/own";

/** A card record (see `card-import.ts`). */
type CardRecord = Record<string, unknown>;

/** Fields that belong to one face, not to the card: they go into the face, not the merged record. */
const FACE_FIELDS = new Set([
  "faceName",
  "side",
  "manaCost",
  "mana_cost",
  "typeLine",
  "type_line",
  "type",
  "oracleText",
  "oracle_text",
  "text",
  "power",
  "toughness",
  "loyalty",
  "defense",
  "faceManaValue",
  "faceConvertedManaCost",
  "flavorText",
  "flavorName",
  "faceFlavorName",
  "colors",
  "colorIndicator",
  "subtypes",
  "supertypes",
  "types",
]);

const isFaceRecord = (r: CardRecord): boolean =>
  typeof r === "object" && r !== null && typeof r["faceName"] === "string" && typeof r["name"] === "string";

/** A face record's side letter ("a", "b" …), or "" when the record has none. */
const sideOf = (r: CardRecord): string => (typeof r["side"] === "string" ? r["side"] : "");

/**
 * Merges MTGJSON per-face records into one record per card. Records with a `faceName` are grouped
 * by `name`; a group's faces are sorted by `side` (records without one keep their order) and its
 * merged record takes the place of its first face in the list. The merged record keeps the first
 * face record's card-level fields (`name`, `layout`, set data …) and gets
 * `faces: [{ name: faceName, …that face's own fields }]`. A side that repeats within a group starts
 * a new card (AllPrintings lists every printing of a card). Other records pass through unchanged,
 * so a list with no face records comes back equal (and the same array when nothing merged).
 */
export function mergeFaceRecords(records: CardRecord[]): CardRecord[] {
  if (!records.some(isFaceRecord)) return records;
  const out: (CardRecord | CardRecord[])[] = [];
  const open = new Map<string, CardRecord[]>();
  for (const r of records) {
    if (!isFaceRecord(r)) {
      out.push(r);
      continue;
    }
    const name = r["name"] as string;
    let group = open.get(name);
    if (!group || (sideOf(r) !== "" && group.some((g) => sideOf(g) === sideOf(r)))) {
      group = [];
      open.set(name, group);
      out.push(group);
    }
    group.push(r);
  }
  return out.map((item) => (Array.isArray(item) ? mergeGroup(item) : item));
}

/** One card record from the face records of one card. */
function mergeGroup(group: CardRecord[]): CardRecord {
  const sorted = group
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (sideOf(a.r) && sideOf(b.r) ? sideOf(a.r).localeCompare(sideOf(b.r)) : 0) || a.i - b.i)
    .map((x) => x.r);
  const card: CardRecord = dict();
  for (const [k, v] of Object.entries(sorted[0]!)) if (!FACE_FIELDS.has(k)) card[k] = v;
  card["faces"] = sorted.map((r) => {
    const face: CardRecord = Object.assign(dict(), { name: r["faceName"] });
    for (const k of FACE_FIELDS) if (k !== "faceName" && k !== "side" && r[k] !== undefined) face[k] = r[k];
    return face;
  });
  return card;
}
