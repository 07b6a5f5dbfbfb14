/**
 * Magic's card-designer and playtest formats: Magic Set Editor sets, Cockatrice XML databases,
 * Forge card scripts (also laid out as a Forge custom edition) and Draftmancer custom card lists
 * (docs/import-export.md).
 */
import type { CardFormat, FormatInput } from "../../../core/import/card-format";
import type { ImportResult } from "../../../core/import/imported-card";
import { readCockatrice } from "./cockatrice";
import { toCockatriceXml } from "./export-cockatrice";
import { toForgeScripts } from "./export-forge";
import { toMseSet } from "./export-mse";
import { forgeEditionCardCount, isForgeScript, readForgeScript } from "./forge";
import { deriveForgeTiming } from "./forge-timing";
import { forgeFolderHealth } from "./forge-health";
import { readMseSet } from "./mse";
import { forgeEditionLeftOut, toForgeEdition } from "./export-forge-edition";
import { withEditionFacts } from "./forge-edition";
import { isDraftmancerList, readDraftmancer } from "./draftmancer";
import { draftmancerLeftOut, toDraftmancerList } from "./export-draftmancer";

/** Reads one Forge file: a card script, or an edition file (no card; its card count is reported). */
function readForgeFile(input: FormatInput): ImportResult {
  const edition = forgeEditionCardCount(input.text);
  if (edition === undefined) return readForgeScript(input.text, input.file);
  return {
    format: "forge",
    cards: [],
    warnings: [{ messageId: "import.forge.editionFile", data: { count: edition }, source: { file: input.file, line: 1 } }],
  };
}

export const MTG_FORMATS: readonly CardFormat[] = [
  {
    id: "mse",
    displayName: "Magic Set Editor",
    read: (input) => readMseSet({ setFile: input.file, setText: input.text, readIncluded: input.readIncluded }),
    sniff: (text) => /^\uFEFF?mse[ _]version:/.test(text),
    write: (cards, title, keywords) => [{ name: "set", text: toMseSet(cards, title, keywords) }],
    holdsKeywords: true,
  },
  {
    id: "cockatrice",
    displayName: "Cockatrice XML",
    read: (input) => readCockatrice(input.text, input.file),
    sniff: (text) => /<cockatrice_carddatabase|<card>/.test(text),
    write: (cards, title) => [{ name: "cards.xml", text: toCockatriceXml(cards, title) }],
  },
  {
    id: "forge",
    displayName: "Forge card scripts",
    read: readForgeFile,
    sniff: (text) => isForgeScript(text) || forgeEditionCardCount(text) !== undefined,
    write: (cards) => toForgeScripts(cards).map((s, i) => ({ name: s.fileName, text: s.text, card: cards[i]!.name })),
    writesFolder: true,
    namesSet: false,
    deriveTiming: deriveForgeTiming,
    completeFolder: withEditionFacts,
    checkFolder: (inputs, cards) =>
      forgeFolderHealth(
        cards.map((c) => ({ file: c.source.file, name: c.faces[0]?.name ?? c.name, line: c.source.line })),
        inputs.filter((i) => forgeEditionCardCount(i.text) !== undefined),
      ),
  },
  {
    // Forge's files laid out as a custom edition (edition file, card scripts, token scripts): read
    // back as a Forge folder (`forge`), so this id is for `export` only and sniffs nothing.
    id: "forge-edition",
    displayName: "Forge custom edition",
    read: readForgeFile,
    sniff: () => false,
    write: (cards, title) => toForgeEdition(cards, title),
    writesFolder: true,
    leftOut: forgeEditionLeftOut,
    deriveTiming: deriveForgeTiming,
  },
  {
    id: "draftmancer",
    displayName: "Draftmancer custom card list",
    read: (input) => readDraftmancer(input.text, input.file),
    sniff: isDraftmancerList,
    write: (cards, title) => [{ name: "list.txt", text: toDraftmancerList(cards, title) }],
    leftOut: draftmancerLeftOut,
  },
];
