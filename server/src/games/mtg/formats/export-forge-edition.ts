/**
 * Imported cards → a Forge custom edition: the files a player drops into Forge's user `custom`
 * folder to play the set. Pure. Forge reads custom content from three folders there:
 *
 * - `editions/<Set Name>.txt`: the edition file. A `[metadata]` section of `Key=Value` lines
 *   (`Code`, `Date` as yyyy-mm-dd, `Name`, `Type=Custom`), a `[cards]` section with one line per
 *   card, `<collector number> <rarity letter> <card name>` (the letter is one of Forge's
 *   `C U R M S L`; a card without a rarity is listed without one), and a `[tokens]` section with
 *   `<number> <token script name>` for the tokens the set's cards create;
 * - `cards/<CODE>/<card>.txt`: one card script per card (`export-forge.ts`: the rules text in
 *   `Oracle:`, the timing CardScript computes as `A:`/`T:` parameters);
 * - `tokens/<token script name>.txt`: one script per token the cards create ({@link createdTokens}),
 *   named as Forge names its own token scripts (`w_1_1_soldier_flying`).
 */
import type { ImportedCard } from "../../../core/import/imported-card";
import type { FormatFile } from "../../../core/import/card-format";
import type { WarningMessage } from "../../../core/import/imported-card";
import { safeStem } from "../../../core/import/device-names";
import { toForgeScripts } from "./export-forge";
import { createdTokens, forgeTokenScript } from "./created-tokens";
import { RARITIES, RARITY_SPELLINGS, rarityOf, type Rarity } from "./card-facts";

/** Forge's letter for a rarity (its `CardRarity` short name): the one-letter spelling of {@link RARITY_SPELLINGS}, in upper case. */
const forgeLetter = (rarity: Rarity): string => RARITY_SPELLINGS[rarity].find((s) => s.length === 1)!.toUpperCase();

/** An edition code Forge accepts: letters, digits and `_`, upper case (`Nature vs Future` → `NATURE_VS_FUTURE`). */
export function editionCode(text: string): string {
  const code = text
    .normalize("NFKD")
    .replace(/[^\x00-\x7F]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 20);
  return code || "CUSTOM";
}

/**
 * The code of the edition: the set code every card carries when they all carry the same one, else
 * one made from `title`.
 */
function codeOf(cards: readonly ImportedCard[], title: string): string {
  const sets = new Set(cards.map((c) => c.set));
  const only = sets.size === 1 ? [...sets][0] : undefined;
  return editionCode(only ?? title);
}

/** The name an edition lists a card under: a split card's `A // B`, else the front face's name (as Forge's own editions list them). */
function listedName(card: ImportedCard): string {
  const [a, b] = card.faces;
  if (b && (card.layout ?? "split") === "split") return `${a!.name} // ${b.name}`;
  return a?.name ?? card.name;
}

/** What the edition cannot hold of a card, each a warning of Magic's catalog (`export.forge.*`) with the card's name. */
export interface LeftOut extends WarningMessage {
  card: string;
}

/**
 * The facts of `cards` a Forge edition leaves out: a rarity with no Forge letter (listed without
 * one), and a name Forge's edition line cannot hold (`@` starts the artist, `$` the options).
 */
export function forgeEditionLeftOut(cards: readonly ImportedCard[]): LeftOut[] {
  const out: LeftOut[] = [];
  for (const card of cards) {
    if (card.rarity && !rarityOf(card.rarity))
      out.push({
        card: card.name,
        messageId: "export.forge.rarity",
        data: { rarity: card.rarity, letters: RARITIES.map(forgeLetter).join(", ") },
      });
    if (/[@$]/.test(listedName(card))) out.push({ card: card.name, messageId: "export.forge.nameChars", data: { name: listedName(card) } });
  }
  return out;
}

/**
 * The edition's files, named relative to the `custom` folder (`editions/…`, `cards/<CODE>/…`,
 * `tokens/…`). `title` is the edition's name; `date` its release date (yyyy-mm-dd; default today, UTC).
 */
export function toForgeEdition(cards: readonly ImportedCard[], title: string, date = new Date().toISOString().slice(0, 10)): FormatFile[] {
  const code = codeOf(cards, title);
  const scripts = toForgeScripts(cards).map((s, i) => ({ name: `cards/${code}/${s.fileName}`, text: s.text, card: cards[i]!.name }));
  const tokens = new Map<string, ReturnType<typeof createdTokens>[number]>();
  for (const card of cards)
    for (const t of createdTokens(card.faces.flatMap((f) => f.text))) if (!tokens.has(t.script)) tokens.set(t.script, t);
  const lines = [
    "[metadata]",
    `Code=${code}`,
    `Date=${date}`,
    `Name=${title.replace(/[\r\n]+/g, " ").trim() || code}`,
    "Type=Custom",
    "",
    "[cards]",
  ];
  cards.forEach((card, i) => {
    const rarity = rarityOf(card.rarity);
    const letter = rarity ? forgeLetter(rarity) : "";
    // The name ends before an `@` (the artist) or a `$` (options): such characters cannot be listed.
    const name = listedName(card)
      .replace(/[@$\r\n]/g, " ")
      .trim();
    lines.push(`${i + 1} ${letter ? `${letter} ` : ""}${name}`);
  });
  if (tokens.size) {
    lines.push("", "[tokens]");
    [...tokens.keys()].forEach((script, i) => lines.push(`${i + 1} ${script}`));
  }
  const edition = {
    name: `editions/${safeStem(title.replace(/[\\/:*?"<>|\r\n]+/g, " ").trim() || code, "_set")}.txt`,
    text: lines.join("\n") + "\n",
  };
  const tokenFiles = [...tokens.values()].map((t) => ({ name: `tokens/${t.script}.txt`, text: forgeTokenScript(t) }));
  return [edition, ...scripts, ...tokenFiles];
}
