/**
 * Magic's card-designer formats: Magic Set Editor sets, Cockatrice XML databases and Forge card
 * scripts (docs/import-export.md).
 */
import type { CardFormat } from "../../../core/import/card-format";
import { readCockatrice } from "./cockatrice";
import { toCockatriceXml } from "./export-cockatrice";
import { toForgeScripts } from "./export-forge";
import { toMseSet } from "./export-mse";
import { forgeEditionCardCount, isForgeScript, readForgeScript } from "./forge";
import { deriveForgeTiming } from "./forge-timing";
import { forgeFolderHealth } from "./forge-health";
import { readMseSet } from "./mse";

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
    read: (input) => {
      const edition = forgeEditionCardCount(input.text);
      if (edition !== undefined) {
        return {
          format: "forge",
          cards: [],
          warnings: [
            {
              messageId: "import.forge.editionFile",
              data: { count: edition },
              source: { file: input.file, line: 1 },
            },
          ],
        };
      }
      return readForgeScript(input.text, input.file);
    },
    sniff: (text) => isForgeScript(text) || forgeEditionCardCount(text) !== undefined,
    write: (cards) => toForgeScripts(cards).map((s, i) => ({ name: s.fileName, text: s.text, card: cards[i]!.name })),
    deriveTiming: deriveForgeTiming,
    checkFolder: (inputs, cards) =>
      forgeFolderHealth(
        cards.map((c) => ({ file: c.source.file, name: c.faces[0]?.name ?? c.name, line: c.source.line })),
        inputs.filter((i) => forgeEditionCardCount(i.text) !== undefined),
      ),
  },
];
