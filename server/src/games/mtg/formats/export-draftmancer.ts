/**
 * Imported cards → a Draftmancer custom card list, the text file Draftmancer's "custom card list"
 * upload reads to draft a set of custom cards. Pure. The file has three sections, each a header
 * line in brackets:
 *
 * - `[CustomCards]` followed by a JSON array: one object per card with Draftmancer's fields
 *   (`name`, `mana_cost` in Scryfall's braces, `type` — the words before the dash — and
 *   `subtypes`, `oracle_text`, `power`, `toughness`, `loyalty`, `rarity`, `set`,
 *   `collector_number`, `layout`, and `back` for a card's second face);
 * - `[Settings]` followed by a JSON object: the list's `name`;
 * - one card sheet, `[MainSlot]`, listing each card once as `1 Name (SET) number`, so a set with two
 *   cards of one name (different collector numbers) lists both. Draftmancer then makes packs of 15
 *   random cards of the sheet, as for a cube.
 *
 * Draftmancer reads the JSON loosely: it finds the end of the array by counting brackets (also
 * inside strings) and drops commas before a closing bracket. So such brackets and commas in the
 * cards' text are written as JSON escapes (`\u005b`), which read back as the same characters; no
 * line starts with `#` (each starts with a key, a quote or a bracket), so none is dropped as a comment.
 */
import type { ImportedCard, ImportedFace, WarningMessage } from "../../../core/import/imported-card";
import { matchesOf } from "../../../core/text/matches";
import { RARITIES, rarityOf } from "./card-facts";
import { editionCode } from "./export-forge-edition";

/** The rarities Draftmancer accepts; any other value makes it refuse the whole list. */
const DRAFTMANCER_RARITIES: ReadonlySet<string> = new Set(RARITIES.filter((r) => r !== "basic land"));

/** The two-color hybrid symbols in Scryfall's order (the only spelling Draftmancer's symbol table has). */
const HYBRID_PAIRS = ["W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U"];

/** A mana symbol in the spelling Scryfall's symbology (and so Draftmancer) knows, or undefined when it knows none. */
function scryfallSymbol(inner: string): string | undefined {
  const s = inner.toUpperCase();
  if (/^\d+$/.test(s)) return Number(s) <= 20 || s === "100" || s === "1000000" ? String(Number(s)) : undefined;
  if (/^(?:[WUBRGCSXYZTQEPHLDA½∞]|HW|HR|[WUBRGC]\/P|2\/[WUBRG]|C\/[WUBRG])$/.test(s)) return s;
  const parts = s.split("/");
  const phyrexian = parts.length === 3 && parts[2] === "P";
  if (parts.length === 2 || phyrexian) {
    const pair = `${parts[0]}/${parts[1]}`;
    const reversed = `${parts[1]}/${parts[0]}`;
    const known = HYBRID_PAIRS.includes(pair) ? pair : HYBRID_PAIRS.includes(reversed) ? reversed : undefined;
    if (known) return phyrexian ? `${known}/P` : known;
  }
  return undefined;
}

/** A cost in Draftmancer's spelling and the symbols it had to leave out. */
function draftmancerCost(cost: string | undefined): { cost: string; unknown: string[] } {
  const unknown: string[] = [];
  const out = matchesOf(cost ?? "", /\{([^{}]*)\}/g)
    .map((m) => {
      const s = scryfallSymbol(m[1]!);
      if (s === undefined) unknown.push(m[0]);
      return s === undefined ? "" : `{${s}}`;
    })
    .join("");
  return { cost: out, unknown };
}

/** The set code a card is listed under: its own when Draftmancer's card lines can name it (letters, digits, `_`), else one made from it or the title. */
function setCode(card: ImportedCard, title: string): string {
  return card.set && /^\w+$/.test(card.set) ? card.set : editionCode(card.set ?? title);
}

/** The face fields Draftmancer has: type words before the dash, subtypes after it, the text as one string. */
function faceFields(f: ImportedFace): Record<string, unknown> {
  const type = f.type ?? "";
  const dash = /\s+(?:—|–|-{1,3})\s+|—/.exec(type);
  const out: Record<string, unknown> = {
    type: (dash ? type.slice(0, dash.index) : type).trim(),
  };
  const subtypes = dash
    ? type
        .slice(dash.index + dash[0].length)
        .trim()
        .split(/\s+/)
        .filter(Boolean)
    : [];
  if (subtypes.length) out["subtypes"] = subtypes;
  if (f.text.length) out["oracle_text"] = f.text.join("\n");
  if (f.power !== undefined) out["power"] = f.power;
  if (f.toughness !== undefined) out["toughness"] = f.toughness;
  // Draftmancer has no defense: a battle's defense goes where it keeps loyalty (as Cockatrice does).
  const loyalty = f.loyalty ?? f.defense;
  if (loyalty !== undefined) out["loyalty"] = loyalty;
  return out;
}

/** One card's JSON object. `number` is its collector number in the list (1-based). */
function cardJson(card: ImportedCard, number: number, title: string): Record<string, unknown> {
  const [a, b] = card.faces;
  const front = a ?? { name: card.name, text: [] };
  const out: Record<string, unknown> = { name: card.name, mana_cost: draftmancerCost(front.cost).cost, ...faceFields(front) };
  const rarity = rarityOf(card.rarity);
  if (rarity && DRAFTMANCER_RARITIES.has(rarity)) out["rarity"] = rarity;
  out["set"] = setCode(card, title);
  out["collector_number"] = String(number);
  if (b) {
    out["layout"] = card.layout ?? "split";
    out["back"] = { name: b.name, ...(b.cost ? { mana_cost: draftmancerCost(b.cost).cost } : {}), ...faceFields(b) };
  }
  return out;
}

/**
 * JSON text Draftmancer's loose reading cannot misread. In string literals, `open`/`close` (the
 * brackets it counts to find the end of the section: `[`/`]` for the cards, `{`/`}` for the
 * settings) and a `,` before a closing bracket or brace (it would drop the comma) are written as
 * JSON escapes, which read back as the same characters.
 */
function guarded(json: string, open: string, close: string): string {
  const hex = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  return json.replace(/"(?:[^"\\]|\\.)*"/g, (lit) =>
    lit
      .slice(1, -1)
      .replace(/,(?=\s*[\]}])/g, hex(","))
      .split(open)
      .join(hex(open))
      .split(close)
      .join(hex(close))
      .replace(/^/, '"')
      .replace(/$/, '"'),
  );
}

/** The list's text (UTF-8, LF). `title` names the list (`[Settings]` `name`) and is the set code of cards that carry none. */
export function toDraftmancerList(cards: readonly ImportedCard[], title: string): string {
  const objects = cards.map((c, i) => cardJson(c, i + 1, title));
  const lines = [
    "[CustomCards]",
    guarded(JSON.stringify(objects, null, 2), "[", "]"),
    "[Settings]",
    guarded(JSON.stringify({ name: title }, null, 2), "{", "}"),
    "[MainSlot]",
  ];
  objects.forEach((o) =>
    lines.push(`1 ${String(o["name"]).replace(/[\r\n]+/g, " ")} (${String(o["set"])}) ${String(o["collector_number"])}`),
  );
  return lines.join("\n") + "\n";
}

/**
 * What a Draftmancer list leaves out of `cards`: a rarity Draftmancer has no word for (it accepts
 * common, uncommon, rare, mythic and special), a mana symbol Scryfall's symbology does not have,
 * and a set code its card lines cannot name. Each a warning of Magic's catalog (`export.draftmancer.*`).
 */
export function draftmancerLeftOut(cards: readonly ImportedCard[], title: string): (WarningMessage & { card: string })[] {
  const out: (WarningMessage & { card: string })[] = [];
  for (const card of cards) {
    const rarity = rarityOf(card.rarity);
    if (card.rarity && !(rarity && DRAFTMANCER_RARITIES.has(rarity)))
      out.push({
        card: card.name,
        messageId: "export.draftmancer.rarity",
        data: { rarity: card.rarity, rarities: [...DRAFTMANCER_RARITIES].join(", ") },
      });
    const unknown = card.faces.flatMap((f) => draftmancerCost(f.cost).unknown);
    if (unknown.length) out.push({ card: card.name, messageId: "export.draftmancer.manaSymbol", data: { symbols: unknown.join(", ") } });
    if (card.set && setCode(card, title) !== card.set)
      out.push({ card: card.name, messageId: "export.draftmancer.setCode", data: { set: card.set, code: setCode(card, title) } });
  }
  return out;
}
