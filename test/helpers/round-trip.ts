/**
 * Round trip through the three export formats: cards → Cockatrice XML / MSE set / Forge scripts
 * (each game format's `write`) → read back with the same format's `read`, and the card shape
 * both sides are compared on.
 */
import { cardFormat } from "../../server/src/app/formats";
import type { ImportedCard } from "../../server/src/core/import/imported-card";

export const EXPORTS = ["cockatrice", "mse", "forge"] as const;

/** Exports `cards` in `format` and reads the result back with that format's reader. */
export function throughFormat(cards: readonly ImportedCard[], id: (typeof EXPORTS)[number]): ImportedCard[] {
  const format = cardFormat(id);
  if (!format) throw new Error(`no format ${id}`);
  return format.write(cards, "Round trip").flatMap((f) => format.read({ file: f.name, text: f.text }).cards);
}

/** What "the same card" means: name, layout of two-face cards, and per face the printed facts and the non-empty rules-text lines. */
export function cardShape(c: ImportedCard, options: { forgeTypes?: boolean } = {}): unknown {
  // Dash spellings are one type line; Forge writes none, so where the words before the dash are
  // no card types the dash cannot come back (documented in docs/import-export.md).
  const type = (t: string | undefined) => {
    const s = (t ?? "").replace(/\s+(?:—|–|-{1,3})\s+/, " — ");
    return options.forgeTypes ? s.replace(" — ", " ") : s;
  };
  return {
    name: c.name,
    layout: c.faces.length > 1 ? (c.layout ?? "split") : undefined,
    faces: c.faces.map((f) => ({
      name: f.name,
      cost: f.cost ?? "",
      type: type(f.type),
      power: f.power ?? "",
      toughness: f.toughness ?? "",
      loyalty: f.loyalty ?? "",
      defense: f.defense ?? "",
      text: f.text.map((l) => l.trim()).filter((l) => l !== ""),
    })),
  };
}
