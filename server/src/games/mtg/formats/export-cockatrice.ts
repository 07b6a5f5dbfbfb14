/**
 * Imported cards → Cockatrice card-database XML, schema version 4. Pure.
 * Transform (and modal double-faced) cards become two `<card>`s tied by `<side>` and
 * `<related attach="transform">`; split, flip and adventure cards one `<card>` named `A // B`
 * whose text halves are separated by a `---` line (as Cockatrice's v3 exports do), with
 * `A // B` costs (always) and type lines (when the halves differ); power/toughness and loyalty
 * are the first half's (Cockatrice has one of each per `<card>`).
 */
import type { ImportedCard, ImportedFace } from "../../../core/import/imported-card";
import { parseTypeLine } from "../card-types";
import { bracesToShorthand } from "./mana-shorthand";
import { costColors, manaValue, rarityOf } from "./card-facts";
import { pushAll } from "../../../core/collections/append";

/** Escapes text for XML content and attribute values. */
export function xmlEscape(s: string): string {
  // Characters XML 1.0 cannot hold at all are dropped (they cannot be written as references either).
  return s
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const el = (name: string, value: string | undefined, indent: string) =>
  value === undefined || value === "" ? [] : [`${indent}<${name}>${xmlEscape(value)}</${name}>`];

/**
 * The table row Cockatrice puts a card on when it is played, as its own importer (Oracle) derives
 * it from `<maintype>`: 0 lands, 2 creatures, 3 instants and sorceries, 1 everything else.
 */
function tableRow(main: string | undefined): number {
  const m = (main ?? "").toLowerCase();
  return m === "land" ? 0 : m === "creature" ? 2 : m === "instant" || m === "sorcery" ? 3 : 1;
}

/** True when the text says the permanent itself enters tapped (Cockatrice's `<cipt>`: it is put onto the table tapped). */
function entersTapped(name: string, text: string): boolean {
  const self = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^(?:${self}|this \\w+|~) enters(?: the battlefield)? tapped\\.$`, "im").test(text);
}

/** The card type before the dash (`Legendary Creature — Elf` → `Creature`), as `<maintype>`. */
function mainType(type: string | undefined): string | undefined {
  if (!type) return undefined;
  const words = type.split("—")[0]!.trim().split(/\s+/);
  return words[words.length - 1];
}

function cardXml(
  name: string,
  text: string,
  face: Partial<ImportedFace>,
  card: ImportedCard,
  extra: { layout: string; side: string; setName: string; related?: string; cost?: string; type?: string },
): string[] {
  const cost = extra.cost ?? (face.cost ? bracesToShorthand(face.cost) : undefined);
  const type = extra.type ?? face.type;
  const pt = face.power !== undefined && face.toughness !== undefined ? `${face.power}/${face.toughness}` : undefined;
  // Cockatrice's words ("mythic", not "M"); a rarity outside the table is kept as written.
  const rarity = card.rarity ? (rarityOf(card.rarity) ?? card.rarity) : undefined;
  const setAttrs = rarity ? ` rarity="${xmlEscape(rarity)}"` : "";
  const main = mainType(type);
  // Split costs ("2U // 1R") count both halves, as a split card's mana value does off the stack.
  const braced = extra.cost === undefined ? face.cost : card.faces.map((f) => f.cost ?? "").join("");
  const colors = costColors(braced);
  return [
    "    <card>",
    ...el("name", name, "      "),
    ...el("text", text, "      "),
    "      <prop>",
    ...el("layout", extra.layout, "        "),
    ...el("side", extra.side, "        "),
    ...el("type", type, "        "),
    ...el("maintype", main, "        "),
    `        <manacost>${xmlEscape(cost ?? "")}</manacost>`,
    `        <cmc>${manaValue(braced)}</cmc>`,
    ...el("colors", colors, "        "),
    ...el("pt", pt, "        "),
    // Cockatrice keeps a battle's defense in <loyalty>, as its own card database does.
    ...el("loyalty", face.loyalty ?? face.defense, "        "),
    "      </prop>",
    // Every card names its set: the schema requires one <set> (Cockatrice files a card without one under no set).
    `      <set${setAttrs}>${xmlEscape(card.set ?? extra.setName)}</set>`,
    ...(extra.related ? [`      <related attach="transform">${xmlEscape(extra.related)}</related>`] : []),
    ...(type && parseTypeLine(type).objectKind ? ["      <token>1</token>"] : []),
    `      <tablerow>${tableRow(main)}</tablerow>`,
    ...(entersTapped(face.name ?? name, text) ? ["      <cipt>1</cipt>"] : []),
    "    </card>",
  ];
}

/**
 * The whole database document (UTF-8, LF), valid against Cockatrice's published schema
 * (`cards.xsd`, version 4): every card names a `<set>` declared in `<sets>` (`setName` for cards
 * that carry none), with `<cmc>`, `<colors>`, `<tablerow>` and `<cipt>` derived as Cockatrice's
 * own importer derives them, so the file loads from Cockatrice's `customsets` folder as it is.
 */
export function toCockatriceXml(cards: readonly ImportedCard[], setName = "CUSTOM"): string {
  const sets = [...new Set(cards.map((c) => c.set ?? setName))];
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<cockatrice_carddatabase version="4">', "  <sets>"];
  for (const s of sets)
    out.push(
      "    <set>",
      `      <name>${xmlEscape(s)}</name>`,
      `      <longname>${xmlEscape(s)}</longname>`,
      // Cockatrice groups sets by type in its set list; a designer's set is a custom one.
      "      <settype>Custom</settype>",
      "    </set>",
    );
  out.push("  </sets>", "  <cards>");
  for (const card of cards) {
    const [a, b] = card.faces;
    if (!a) continue;
    if (!b) {
      pushAll(out, cardXml(card.name, a.text.join("\n"), a, card, { layout: "normal", side: "front", setName }));
    } else if (
      card.layout === "transform" ||
      card.layout === "modal_dfc" ||
      b.power !== undefined ||
      b.loyalty !== undefined ||
      b.defense !== undefined
    ) {
      // Two <card>s: double-faced cards, and any card whose second face has its own stats
      // (one <card> holds one <pt>).
      const layout = card.layout ?? "split";
      pushAll(out, cardXml(a.name, a.text.join("\n"), a, card, { layout, side: "front", setName, related: b.name }));
      pushAll(out, cardXml(b.name, b.text.join("\n"), b, card, { layout, side: "back", setName }));
    } else {
      const both = (x: string | undefined, y: string | undefined) => (x === y ? x : `${x ?? ""} // ${y ?? ""}`);
      const sc = (f: ImportedFace) => (f.cost ? bracesToShorthand(f.cost) : undefined);
      // Costs are always written per half ("2U // 1R"); one cost would be read as the first half's.
      const cost = a.cost || b.cost ? `${sc(a) ?? ""} // ${sc(b) ?? ""}` : undefined;
      const text = [...a.text, "---", ...b.text].join("\n");
      pushAll(
        out,
        cardXml(`${a.name} // ${b.name}`, text, a, card, {
          layout: card.layout ?? "split",
          side: "front",
          setName,
          cost,
          type: both(a.type, b.type),
        }),
      );
    }
  }
  out.push("  </cards>", "</cockatrice_carddatabase>");
  return out.join("\n") + "\n";
}
