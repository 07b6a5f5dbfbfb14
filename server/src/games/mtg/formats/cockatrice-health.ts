/**
 * Health checks of a Cockatrice card database against Cockatrice's published schemas (cards.xsd,
 * versions 3 and 4): what Cockatrice would not load or would read differently from what the
 * designer meant. Each is a warning on the file's own line. Pure.
 *
 * - a `<card>` outside `<cards>`, or an element under the root other than `<info>`, `<sets>`, `<cards>`;
 * - a tag the schema of the file's version does not have, or has elsewhere (`<type>` straight
 *   under `<card>` in a version 4 file, whose facts live in `<prop>`; `<prop>` in a version 3 file);
 * - `<maintype>` that is none of the card types of `<type>`;
 * - `<pt>` on a card that is no creature, vehicle or spacecraft;
 * - a `<set>` code that no `<set>` of `<sets>` declares (once per code).
 */
import type { ImportWarning } from "../../../core/import/imported-card";

/** A parsed XML element (the reader's shape). `line` is 1-based. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
  line: number;
}

const V3_CARD = new Set([
  "name",
  "text",
  "set",
  "color",
  "related",
  "reverse-related",
  "manacost",
  "cmc",
  "type",
  "pt",
  "loyalty",
  "tablerow",
  "cipt",
  "upsidedown",
  "token",
]);
const V4_CARD = new Set(["name", "text", "prop", "set", "related", "reverse-related", "token", "tablerow", "cipt", "upsidedown"]);
const V4_PROP = new Set(["layout", "side", "type", "maintype", "manacost", "cmc", "colors", "coloridentity", "pt", "loyalty"]);
const ROOT_CHILDREN = new Set(["info", "sets", "cards"]);

/** Card types a `<maintype>` may name (CR 300.1 and the objects Cockatrice keeps as cards). */
const TYPES_WITH_PT = /\b(?:creature|vehicle|spacecraft)\b/i;

/** The words of a type line before its subtypes (`Legendary Artifact Creature — Elf` → legendary, artifact, creature). */
function typeWords(type: string): string[] {
  const main = type.split(/\s+(?:—|–|-{1,3})\s+|\s+-{1,3}$|—|–/)[0] ?? "";
  return main
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== "");
}

const isNa = (v: string) => /^\s*(?:n\/?a)?\s*$/i.test(v);

type Warn = (messageId: string, line: number, data?: Record<string, string | number>, card?: string) => void;

/**
 * The health warnings of a parsed database. `root` is the parser's document node (its children
 * the top-level elements); `fragment` is true for a run of `<card>`s without a root (structure
 * outside the cards is then not checked, and the version is 4 when any card has `<prop>`).
 */
export function cockatriceHealth(root: XmlElement, fragment: boolean, file: string): ImportWarning[] {
  const out: ImportWarning[] = [];
  const warn: Warn = (messageId, line, data = {}, card) =>
    out.push({ messageId, data, source: { file, line }, severity: "warning", ...(card ? { card } : {}) });
  const db = root.children.find((c) => c.name === "cockatrice_carddatabase");
  const cards = cardsOf(root, fragment, warn);
  const version = db ? Number(db.attrs["version"] ?? "4") : cards.some((c) => c.children.some((x) => x.name === "prop")) ? 4 : 3;
  if (db && !fragment) {
    for (const c of db.children)
      if (!ROOT_CHILDREN.has(c.name) && c.name !== "card") warn("import.cockatrice.unknownInRoot", c.line, { element: c.name });
  }
  for (const card of cards) {
    const name = (card.children.find((c) => c.name === "name")?.text ?? "").trim();
    checkTags(card, version, name, warn);
    checkFacts(card, name, warn);
  }
  if (db?.children.some((c) => c.name === "sets")) checkSetCodes(db, cards, warn);
  return out;
}

/** Every `<card>` (not inside another card), reporting those outside `<cards>` in a document with a root. */
function cardsOf(root: XmlElement, fragment: boolean, warn: Warn): XmlElement[] {
  const cards: XmlElement[] = [];
  const walk = (el: XmlElement, parent: string) => {
    for (const c of el.children) {
      if (c.name !== "card") walk(c, c.name);
      else {
        cards.push(c);
        if (!fragment && parent !== "cards")
          warn("import.cockatrice.cardOutsideCards", c.line, { parent: parent === "#root" ? "/" : parent });
      }
    }
  };
  walk(root, "#root");
  return cards;
}

/** Tags a card or its `<prop>` does not have in the schema `version`, or has elsewhere. */
function checkTags(card: XmlElement, version: number, name: string, warn: Warn): void {
  const allowed = version >= 4 ? V4_CARD : V3_CARD;
  for (const c of card.children) {
    if (c.name === "card" || allowed.has(c.name) || c.name.startsWith("format-")) continue;
    if (version >= 4 && V4_PROP.has(c.name))
      warn("import.cockatrice.misplaced", c.line, { element: c.name, parent: "prop", version }, name);
    else if (version < 4 && c.name === "prop") warn("import.cockatrice.propInV3", c.line, { version }, name);
    else warn("import.cockatrice.unknownTag", c.line, { element: c.name, parent: "card", version }, name);
  }
  for (const c of card.children.find((x) => x.name === "prop")?.children ?? []) {
    if (!V4_PROP.has(c.name) && !c.name.startsWith("format-"))
      warn("import.cockatrice.unknownTag", c.line, { element: c.name, parent: "prop", version }, name);
  }
}

/** `<maintype>` against `<type>`, and `<pt>` on a card without power and toughness. */
function checkFacts(card: XmlElement, name: string, warn: Warn): void {
  const prop = card.children.find((c) => c.name === "prop");
  const fact = (tag: string) => card.children.find((c) => c.name === tag) ?? prop?.children.find((c) => c.name === tag);
  const type = fact("type")?.text.trim() ?? "";
  if (type === "") return;
  const maintype = fact("maintype");
  if (maintype && !isNa(maintype.text)) {
    const m = maintype.text.trim();
    // Several words ("Artifact Creature", as some exporters write it) pass when each is a word of the type line.
    const words = typeWords(type);
    if (
      !m
        .toLowerCase()
        .split(/\s+/)
        .every((w) => words.includes(w))
    )
      warn("import.cockatrice.maintypeMismatch", maintype.line, { maintype: m, type }, name);
  }
  const pt = fact("pt");
  if (pt && !isNa(pt.text) && !TYPES_WITH_PT.test(type))
    warn("import.cockatrice.ptOnNonCreature", pt.line, { pt: pt.text.trim(), type }, name);
}

/** Set codes of cards that no `<set>` of `<sets>` declares: one warning per code, at its first card, with the number of cards. */
function checkSetCodes(db: XmlElement, cards: readonly XmlElement[], warn: Warn): void {
  const declared = new Set(
    (db.children.find((c) => c.name === "sets")?.children ?? [])
      .filter((s) => s.name === "set")
      .map((s) => (s.children.find((c) => c.name === "name")?.text ?? "").trim()),
  );
  const undeclared = new Map<string, { line: number; card: string; count: number }>();
  for (const card of cards) {
    const name = (card.children.find((c) => c.name === "name")?.text ?? "").trim();
    for (const s of card.children.filter((c) => c.name === "set")) {
      const code = s.text.trim();
      if (code === "" || declared.has(code)) continue;
      const seen = undeclared.get(code);
      if (seen) seen.count++;
      else undeclared.set(code, { line: s.line, card: name, count: 1 });
    }
  }
  for (const [code, u] of undeclared) warn("import.cockatrice.undeclaredSet", u.line, { code, count: u.count }, u.card);
}
