/**
 * Imported cards → the text of a Magic Set Editor `set` file (MSE 2 key spelling, one tab per
 * level, multi-line values indented one level deeper). Pure: the CLI zips it into a `.mse-set`.
 * A literal `<` is written as U+0001 (MSE's escape); mana and tap symbols in rules text as
 * `<sym>…</sym>`; second faces in `_2` fields with a stylesheet that names the layout.
 */
import type { ImportedCard, ImportedFace, ImportedKeyword } from "../../../core/import/imported-card";
import { bracesToShorthand } from "./mana-shorthand";
import { rarityOf, type Rarity } from "./card-facts";
import { pushAll } from "../../../core/collections/append";
import { own } from "../../../core/collections/own";

const STYLESHEET: Readonly<Record<string, string>> = {
  split: "m15-split",
  transform: "m15-doublefaced",
  modal_dfc: "m15-mdfc",
  flip: "m15-flip",
  adventure: "m15-adventure",
};

/** A single-line value: `<` escaped, line breaks and tabs turned into spaces. */
function one(v: string): string {
  return v
    .replace(/[\r\n\t]+/g, " ")
    .replace(/</g, "\u0001")
    .trim();
}

/** MSE's word for a rarity ("mythic rare" for `M`/`mythic`); a rarity outside the table is kept as written. */
function mseRarity(written: string): string {
  const rarity: Rarity | undefined = rarityOf(written);
  return rarity === "mythic" ? "mythic rare" : (rarity ?? written);
}

/** Rules text for MSE: braced mana/tap symbols in `<sym>`, other `<` escaped. */
function rulesText(line: string): string {
  return (
    line
      .replace(/</g, "\u0001")
      // One <sym> per symbol: "{2}{1}" must not read back as "{21}".
      .replace(/\{([WUBRGCSXYZTQE]|\d+|[WUBRG2]\/[WUBRGP])\}/g, "<sym>$1</sym>")
      .replace(/\r/g, " ")
  );
}

function faceFields(f: ImportedFace, suffix: string): string[] {
  const out: string[] = [];
  const field = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== "") out.push(`\t${key}${suffix}: ${one(value)}`);
  };
  field("name", f.name);
  field("casting_cost", f.cost ? bracesToShorthand(f.cost, { braceHybrid: false }) : undefined);
  const [sup, sub] = (f.type ?? "").split(/\s+—\s+/);
  field("super_type", sup);
  field("sub_type", sub);
  let text = f.text.filter((l) => l.trim() !== "");
  // A planeswalker's loyalty costs go into loyalty_cost_N fields, one per rules-text line.
  const costs: string[] = [];
  if (suffix === "" && /planeswalker/i.test(f.type ?? "")) {
    text = text.map((l) => {
      const m = /^([+\-−]?(?:\d+|X)):\s*(.*)$/.exec(l);
      costs.push(m ? m[1]! : "");
      return m ? m[2]! : l;
    });
  }
  if (text.length) {
    out.push(`\trule_text${suffix}:`);
    for (const l of text) out.push(`\t\t${rulesText(l)}`);
  }
  costs.forEach((c, i) => {
    if (c) out.push(`\tloyalty_cost_${i + 1}: ${c}`);
  });
  field("flavor_text", f.flavor);
  field("power", f.power);
  field("toughness", f.toughness);
  field("loyalty", f.loyalty);
  field("defense", f.defense);
  return out;
}

/** The `set` file for the cards; `title` goes into `set_info`. Starts with a BOM, LF line ends. */
export function toMseSet(cards: readonly ImportedCard[], title = "CardScript export", keywords: readonly ImportedKeyword[] = []): string {
  const out = ["\uFEFFmse_version: 2.0.2", "game: magic", "stylesheet: m15", "set_info:", `\ttitle: ${one(title)}`];
  // The set's own keywords as MSE keyword blocks (read back as declarations by the MSE reader).
  for (const k of keywords) {
    out.push("keyword:", `\tkeyword: ${one(k.name)}`, `\tmatch: ${one(k.name)}`, `\treminder: ${one(k.text)}`, "\tmode: custom");
  }
  for (const card of cards) {
    const [a, b] = card.faces;
    if (!a) continue;
    out.push("card:");
    if (b && card.layout && own(STYLESHEET, card.layout)) out.push(`\tstylesheet: ${own(STYLESHEET, card.layout)}`);
    else if (b) out.push(`\tstylesheet: ${STYLESHEET.split}`);
    pushAll(out, faceFields({ ...a, name: b ? a.name : card.name }, ""));
    if (card.rarity) out.push(`\trarity: ${one(mseRarity(card.rarity))}`);
    if (b) pushAll(out, faceFields(b, "_2"));
  }
  return out.join("\n") + "\n";
}
