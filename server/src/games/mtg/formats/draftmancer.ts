/**
 * Draftmancer custom card lists → imported cards. Pure. Only the `[CustomCards]` section holds
 * cards CardScript can read (a JSON array of card objects, see `export-draftmancer.ts`); the
 * sheets list card names, and a list without `[CustomCards]` (a cube of real cards) holds no
 * custom card. The JSON is read as loosely as Draftmancer reads it: lines starting with `#` are
 * comments and a comma before a closing bracket is dropped. Each card keeps the line of its `{`.
 */
import type { ImportedCard, ImportedFace, ImportResult, ImportWarning } from "../../../core/import/imported-card";
import { UNNAMED_CARD } from "../../../core/import/imported-card";
import { shorthandToBraces } from "./mana-shorthand";

/** True when the text is a Draftmancer list with custom cards or settings (a section header `[CustomCards]` or `[Settings]` before anything else). */
export function isDraftmancerList(text: string): boolean {
  const first = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l !== "" && !l.startsWith("#"));
  return first !== undefined && /^\[\s*(?:customcards|settings)\s*\]$/i.test(first);
}

/**
 * The JSON array after the `[CustomCards]` header at `headerLine` (0-based), found by counting
 * brackets outside strings; its text with comment lines blanked (line numbers kept) and the
 * 1-based line of each card's `{`. Undefined `end` when the array is not closed.
 */
function arrayAfter(lines: readonly string[], headerLine: number): { json: string; cardLines: number[]; closed: boolean } {
  const cardLines: number[] = [];
  const kept: string[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let started = false;
  for (let i = headerLine + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (!started && (line.trim() === "" || line.trim().startsWith("#"))) continue;
    if (!inString && line.trim().startsWith("#")) {
      kept.push("");
      continue;
    }
    let cut = line.length;
    for (let c = 0; c < line.length; c++) {
      const ch = line[c]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === "\\") escaped = true;
        else if (ch === '"') inString = false;
        continue;
      }
      if (ch === '"') inString = true;
      else if (ch === "[" || ch === "{") {
        if (ch === "{" && depth === 1) cardLines.push(i + 1);
        depth++;
        started = true;
      } else if (ch === "]" || ch === "}") {
        depth--;
        if (depth === 0) {
          cut = c + 1;
          break;
        }
      }
    }
    kept.push(line.slice(0, cut));
    if (started && depth === 0) return { json: kept.join("\n"), cardLines, closed: true };
    if (!started) break;
  }
  return { json: kept.join("\n"), cardLines, closed: false };
}

/** Draftmancer's loose JSON made strict: a comma before a closing bracket or brace dropped (outside strings). */
function strictJson(loose: string): string {
  return loose.replace(/"(?:[^"\\]|\\.)*"|,(\s*[\]}])/g, (m, close: string | undefined) => (close !== undefined ? close : m));
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);

/** One face from a card object (or its `back`): `type` and `subtypes` joined with a dash, the text split at new lines. */
function faceOf(o: Record<string, unknown>, name: string): ImportedFace {
  const face: ImportedFace = { name, text: [] };
  const cost = str(o["mana_cost"]);
  // Draftmancer reads shorthand too ("2B"); braces are kept as written.
  if (cost) face.cost = shorthandToBraces(cost).cost;
  const subtypes = Array.isArray(o["subtypes"]) ? o["subtypes"].filter((s): s is string => typeof s === "string") : [];
  const type = str(o["type"])?.trim() ?? "";
  if (type || subtypes.length) face.type = subtypes.length ? `${type} — ${subtypes.join(" ")}` : type;
  const text = str(o["oracle_text"]);
  if (text) face.text = text.split(/\r\n|\r|\n/);
  const power = str(o["power"]);
  const toughness = str(o["toughness"]);
  if (power !== undefined) face.power = power;
  if (toughness !== undefined) face.toughness = toughness;
  const loyalty = str(o["loyalty"]);
  // A battle's defense is kept in `loyalty` (Draftmancer has no field of its own for it).
  if (loyalty !== undefined) {
    if (/\bbattle\b/i.test(type)) face.defense = loyalty;
    else face.loyalty = loyalty;
  }
  return face;
}

/**
 * Reads a Draftmancer list. Never throws: a list without custom cards gives none and an `info`;
 * JSON that does not parse is an error warning on the header's line; an entry that is no card
 * object (no `name`) is a warning on its line.
 */
export function readDraftmancer(text: string, file: string): ImportResult {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const warnings: ImportWarning[] = [];
  const header = lines.findIndex((l) => /^\s*\[\s*customcards\s*\]\s*$/i.test(l));
  if (header < 0) {
    warnings.push({ messageId: "import.draftmancer.noCustomCards", source: { file, line: 1 }, severity: "info" });
    return { format: "draftmancer", cards: [], warnings, counts: [{ source: { file, line: 1 }, held: 0, read: 0 }] };
  }
  const { json, cardLines, closed } = arrayAfter(lines, header);
  const at = { file, line: header + 1 };
  let parsed: unknown;
  try {
    if (!closed) throw new Error("the array is not closed");
    parsed = JSON.parse(strictJson(json));
  } catch (e) {
    warnings.push({
      messageId: "import.draftmancer.badJson",
      data: { reason: (e as Error).message.slice(0, 200) },
      source: at,
      severity: "error",
    });
    return { format: "draftmancer", cards: [], warnings, counts: [{ source: { file, line: 1 }, held: cardLines.length, read: 0 }] };
  }
  const entries = Array.isArray(parsed) ? parsed : [];
  if (!Array.isArray(parsed)) warnings.push({ messageId: "import.draftmancer.notArray", source: at, severity: "error" });
  const cards: ImportedCard[] = [];
  entries.forEach((entry, i) => {
    const source = { file, line: cardLines[i] ?? at.line };
    if (typeof entry !== "object" || entry === null || typeof (entry as Record<string, unknown>)["name"] !== "string") {
      warnings.push({ messageId: "import.draftmancer.cardWithoutName", source, severity: "warning" });
      return;
    }
    const o = entry as Record<string, unknown>;
    const name = (o["name"] as string).trim() || UNNAMED_CARD;
    const back = typeof o["back"] === "object" && o["back"] !== null ? (o["back"] as Record<string, unknown>) : undefined;
    const frontName = back && name.includes(" // ") ? name.split(" // ")[0]!.trim() : name;
    const faces = [faceOf(o, frontName)];
    if (back) faces.push(faceOf(back, str(back["name"])?.trim() || UNNAMED_CARD));
    const card: ImportedCard = { name, faces, source };
    if (back) card.layout = str(o["layout"]) ?? "transform";
    const rarity = str(o["rarity"]);
    if (rarity) card.rarity = rarity;
    const set = str(o["set"]);
    if (set) card.set = set;
    cards.push(card);
  });
  return {
    format: "draftmancer",
    cards,
    warnings,
    counts: [{ source: { file, line: 1 }, held: Math.max(cardLines.length, entries.length), read: cards.length }],
  };
}
