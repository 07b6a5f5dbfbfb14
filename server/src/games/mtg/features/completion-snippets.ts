/**
 * Magic card snippets (creature, instant, sorcery, planeswalker, aura, land, two faces), offered
 * at the top level of a `game mtg` file. Syntax: see `features/card-snippets.ts`.
 */
import type { CardSnippet } from "../../../core/features/card-snippets";

export const CARD_SNIPPETS: readonly CardSnippet[] = [
  {
    name: "creature",
    descriptionKey: "mtg.snippet.creature",
    description: "A creature card with cost, type line, power/toughness and rules text.",
    body: 'card "${1:Name}" {\n  cost: ${2:{1\\}{G\\}}\n  type: Creature — ${3:Elf Druid}\n  stats: ${4:2}/${5:2}\n  text:\n    ${0:Reach}\n}',
  },
  {
    name: "instant",
    descriptionKey: "mtg.snippet.instant",
    description: "An instant: cast any time you have priority.",
    body: 'card "${1:Name}" {\n  cost: ${2:{1\\}{U\\}}\n  type: Instant\n  text:\n    ${0:Counter target spell.}\n}',
  },
  {
    name: "sorcery",
    descriptionKey: "mtg.snippet.sorcery",
    description: "A sorcery: cast in your main phase while the stack is empty.",
    body: 'card "${1:Name}" {\n  cost: ${2:{2\\}{B\\}}\n  type: Sorcery\n  text:\n    ${0:Target player discards two cards.}\n}',
  },
  {
    name: "planeswalker",
    descriptionKey: "mtg.snippet.planeswalker",
    description: "A planeswalker with starting loyalty and three loyalty abilities.",
    body: 'card "${1:Name}" {\n  cost: ${2:{2\\}{W\\}{U\\}}\n  type: Legendary Planeswalker — ${3:Subtype}\n  loyalty: ${4:4}\n  text:\n    +1: ${5:Scry 2.}\n    −2: ${6:Tap target creature.}\n    −7: ${0:You get an emblem with "Creatures you control get +1/+1."}\n}',
  },
  {
    name: "aura",
    descriptionKey: "mtg.snippet.aura",
    description: "An Aura: an enchantment with Enchant that attaches to what it enchants.",
    body: 'card "${1:Name}" {\n  cost: ${2:{1\\}{W\\}}\n  type: Enchantment — Aura\n  text:\n    Enchant ${3:creature}\n    ${0:Enchanted creature gets +2/+2.}\n}',
  },
  {
    name: "land",
    descriptionKey: "mtg.snippet.land",
    description: "A land: no mana cost, played in your main phase with a land play left.",
    body: 'card "${1:Name}" {\n  type: ${2:Land}\n  text:\n    ${0:{T\\}: Add {G\\}.}\n}',
  },
  {
    name: "two-face card",
    descriptionKey: "mtg.snippet.twoFaces",
    description: "A card with two faces (`face` blocks), e.g. a modal double-faced card.",
    body: 'card "${1:Front} // ${2:Back}" {\n  face "${1:Front}" {\n    cost: ${3:{1\\}{G\\}}\n    type: Creature — ${4:Elf}\n    stats: ${5:2}/${6:2}\n    text:\n      ${7:Reach}\n  }\n  face "${2:Back}" {\n    type: ${8:Land}\n    text:\n      ${0:{T\\}: Add {G\\}.}\n  }\n}',
  },
];
