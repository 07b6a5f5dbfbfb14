/**
 * YGO card records (the YGOProDeck-style JSON of `cardscript import`: `name`, `kind`
 * (monster|spell|trap|skill|token), `subtype`, `monsterTypes`, `race`, `attribute`, `level`,
 * `atk`, `def`, `scale`, `linkval`, `linkmarkers`, `text`, …) → `game ygo` CardScript source.
 * Pure: the CLI reads and writes files.
 */
import { fieldValue, looksLikeStructure, quoteName } from "../../core/import/escape";
import type { RecordWarning, WarningMessage } from "../../core/import/imported-card";
import { formatCardKind, parseCardKind, type CardKind, type CardKindName } from "./card-kind";
import { matchesOf } from "../../core/text/matches";

/** A record as read from JSON (only the fields the importer reads matter). */
export type YgoRecord = Record<string, unknown>;

const KINDS = new Set(["monster", "spell", "trap", "skill", "token"]);

/**
 * True when a record is a YGO record: a `kind` of monster/spell/trap/skill/token, or a
 * YGOProDeck `type` / `ygoprodeckType` ending in "Monster", "Card" or "Token" together with a
 * `desc`/`text` and no MTG fields (`manaCost`, `typeLine`, `oracleText`, `mana_cost`, `type_line`).
 */
export function isYgoRecord(r: YgoRecord): boolean {
  if (["manaCost", "mana_cost", "typeLine", "type_line", "oracleText", "oracle_text"].some((k) => k in r)) return false;
  if (typeof r["kind"] === "string" && KINDS.has(r["kind"].toLowerCase())) return true;
  const t = r["ygoprodeckType"] ?? r["frameType"];
  return typeof t === "string" && (typeof r["text"] === "string" || typeof r["desc"] === "string");
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);

/** The card kind of a record (from `kind`/`subtype`/`monsterTypes`, else from `ygoprodeckType`). */
export function recordKind(r: YgoRecord): CardKind {
  const kind = str(r["kind"])?.toLowerCase();
  const subtype = str(r["subtype"]);
  const mt = Array.isArray(r["monsterTypes"]) ? (r["monsterTypes"] as unknown[]).filter((x): x is string => typeof x === "string") : [];
  // A record with a Pendulum Scale or a "[ Pendulum Effect ]" section is a Pendulum Monster even when
  // its type list forgets it (one YGOProDeck record does: a Synchro Pendulum listed as "Synchro, Effect").
  if (
    kind === "monster" &&
    !mt.includes("Pendulum") &&
    (r["scale"] !== undefined || /\[\s*Pendulum Effect\s*\]/i.test(str(r["text"]) ?? ""))
  )
    mt.splice(Math.max(0, mt.length - 1), 0, "Pendulum");
  if (kind === "token") return { kind: "monster", subtype: "Token", monsterTypes: ["Token"], unknown: [] };
  if (kind === "skill") return { kind: "skill", subtype: subtype ?? "", monsterTypes: [], unknown: [] };
  if (kind === "monster" || kind === "spell" || kind === "trap") {
    const parsed = parseCardKind(formatCardKind(kind as CardKindName, subtype, mt));
    if (parsed) return parsed;
  }
  const ypd = str(r["ygoprodeckType"]) ?? str(r["type"]) ?? "";
  if (/spell/i.test(ypd)) return { kind: "spell", subtype: subtype ?? str(r["race"]) ?? "Normal", monsterTypes: [], unknown: [] };
  if (/trap/i.test(ypd)) return { kind: "trap", subtype: subtype ?? str(r["race"]) ?? "Normal", monsterTypes: [], unknown: [] };
  const words = ypd
    .replace(/\bMonster\b/i, "")
    .replace(/\bXYZ\b/, "Xyz")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return parseCardKind(`${words.join("/")} Monster`) ?? { kind: "monster", subtype: "Effect", monsterTypes: ["Effect"], unknown: [] };
}

/** The printed `type:` value of a record, e.g. "Tuner/Effect Monster", "Quick-Play Spell", "Skill Card". */
export function recordTypeValue(r: YgoRecord): string {
  const k = recordKind(r);
  if (k.kind === "skill") return "Skill Card";
  if (k.kind === "monster" && k.monsterTypes.length === 1 && k.monsterTypes[0] === "Token") return "Token";
  return formatCardKind(k.kind, k.subtype, k.monsterTypes);
}

/** Link arrows from `linkmarkers` ("['Bottom-Left', 'Top']" or an array) as "Bottom-Left, Top". */
function arrows(v: unknown): string | undefined {
  const list = Array.isArray(v) ? v.map(String) : typeof v === "string" ? matchesOf(v, /[A-Za-z-]+/g).map((m) => m[0]) : [];
  return list.length ? list.join(", ") : undefined;
}

/**
 * CardScript source for one YGO record (LF line ends, two-space indentation, no `game` line:
 * see {@link ygoRecordsToFile}). Text lines the format would read as structure become comments,
 * reported through `onWarning`.
 * @throws Error when the record has no name.
 */
export function ygoRecordToCard(r: YgoRecord, onWarning?: (warning: RecordWarning) => void): string {
  const name = str(r["name"]);
  if (!name) throw new Error("card record without a name");
  const warn = (message: WarningMessage) => onWarning?.({ ...message, card: name });
  const k = recordKind(r);
  const out = [`card ${quoteName(name, warn)} {`, `  type: ${fieldValue(recordTypeValue(r), warn, "type")}`];
  const add = (field: string, v: unknown) => {
    const s = str(v);
    if (s !== undefined && s !== "") out.push(`  ${field}: ${fieldValue(s, warn, field)}`);
  };
  if (k.kind === "monster") {
    add("attribute", r["attribute"]);
    if (k.monsterTypes.includes("Xyz")) add("rank", r["level"] ?? r["rank"]);
    else if (k.monsterTypes.includes("Link")) add("link", r["linkval"] ?? r["link"]);
    else add("level", r["level"]);
    add("race", r["race"]);
    add("atk", r["atk"]);
    if (!k.monsterTypes.includes("Link")) add("def", r["def"]);
    add("scale", r["scale"]);
    if (k.monsterTypes.includes("Link")) add("arrows", arrows(r["linkmarkers"] ?? r["linkMarkers"]));
  }
  add("archetype", r["archetype"]);
  add("password", r["id"]);
  const text = str(r["text"]) ?? str(r["desc"]) ?? "";
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  if (lines.length) {
    out.push("  text:");
    lines.forEach((l, i) => {
      if (looksLikeStructure(l)) {
        warn({ messageId: "import.record.textAsComment", data: { n: i + 1, text: l.slice(0, 40) } });
        out.push(`    # ${l}`);
      } else out.push(`    ${l}`);
    });
  }
  out.push("}");
  return out.join("\n") + "\n";
}

/** A whole `game ygo` file for one record: the `game ygo` line, then the card. */
export function ygoRecordToFile(r: YgoRecord, onWarning?: (warning: RecordWarning) => void): string {
  return `game ygo\n\n${ygoRecordToCard(r, onWarning)}`;
}
