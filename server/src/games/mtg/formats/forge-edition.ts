/**
 * What a Forge edition file says about the cards of its folder: each listed card's rarity and the
 * edition's code (`[metadata]` `Code=`). A card script holds neither, so a folder read script by
 * script gets them from its edition files. Pure.
 */
import type { FormatInput } from "../../../core/import/card-format";
import type { ImportedCard } from "../../../core/import/imported-card";
import { editionEntries, forgeNameKey } from "./forge-health";
import { rarityOf } from "./card-facts";
import { forgeEditionCardCount } from "./forge";

/** The `[metadata]` value of `key` (case-insensitive, as Forge reads it), or undefined. */
export function editionMetadata(text: string, key: string): string | undefined {
  let section = "";
  for (const raw of text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/)) {
    const t = raw.trim();
    const s = /^\[(.+)\]$/.exec(t);
    if (s) section = s[1]!.toLowerCase();
    else if (section === "metadata") {
      const eq = t.indexOf("=");
      if (eq > 0 && t.slice(0, eq).trim().toLowerCase() === key.toLowerCase()) return t.slice(eq + 1).trim();
    }
  }
  return undefined;
}

/**
 * `cards` with the rarity (`C` → `common`, …) and set code the folder's edition files list for them
 * (matched by name as Forge matches them: letters and digits only; a two-face card by its front
 * face or by `A // B`). A card the editions do not list, or a fact it already has, is kept as it is.
 */
export function withEditionFacts(inputs: readonly FormatInput[], cards: readonly ImportedCard[]): ImportedCard[] {
  const facts = new Map<string, { rarity?: string; set?: string }>();
  for (const input of inputs) {
    if (forgeEditionCardCount(input.text) === undefined) continue;
    const code = editionMetadata(input.text, "Code");
    for (const e of editionEntries(input.text)) {
      const key = forgeNameKey(e.name);
      if (!facts.has(key)) facts.set(key, { rarity: rarityOf(e.rarity), set: code || undefined });
    }
  }
  if (facts.size === 0) return [...cards];
  return cards.map((card) => {
    const f = facts.get(forgeNameKey(card.name)) ?? facts.get(forgeNameKey(card.faces[0]?.name ?? ""));
    if (!f) return card;
    return { ...card, ...(card.rarity || !f.rarity ? {} : { rarity: f.rarity }), ...(card.set || !f.set ? {} : { set: f.set }) };
  });
}
