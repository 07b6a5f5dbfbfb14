/**
 * Original test cards for the Timing Map (one per kind of row the map draws), shared by the
 * renderer tests, the golden SVGs and the protocol test.
 */
import { cardSource } from "../helpers/cards";

export const MAP_CARDS = {
  sorcery: cardSource({ name: "Quiet Study", cost: "{1}{U}", type: "Sorcery", text: "Draw two cards." }),
  instantRestricted: cardSource({
    name: "Ambush Flare",
    cost: "{R}",
    type: "Instant",
    text: "Cast this spell only during combat.\nAmbush Flare deals 2 damage to target attacking creature.",
  }),
  loyalty: cardSource({
    name: "Vess, Tide Reader",
    cost: "{2}{U}{U}",
    type: "Legendary Planeswalker — Vess",
    loyalty: "4",
    text: "+1: Draw a card.\n−3: Return target creature to its owner's hand.",
  }),
  upkeepTrigger: cardSource({
    name: "Dawn Keeper",
    cost: "{1}{W}",
    type: "Creature — Human Cleric",
    stats: "2/2",
    text: "At the beginning of your upkeep, you gain 1 life.",
  }),
  impossible: cardSource({
    name: "Crossed Signals",
    cost: "{2}{B}",
    type: "Sorcery",
    text: "Cast this spell only during an opponent's turn.\nTarget player discards a card.",
  }),
  // Mana symbols drawn as pictures: generic, colour, X, hybrid, Phyrexian, monocolored hybrid, tap and untap.
  manaSymbols: cardSource({
    name: "Prism Conduit",
    cost: "{X}{W/U}{G/P}",
    type: "Artifact",
    text: "{2}{U}{U}, {T}: Draw a card. Activate only as a sorcery.\n{2/W}, {Q}: You gain 2 life.",
  }),
  // Timing CardScript could not read: a misspelled restriction, a misspelled trigger and an
  // ability whose restriction is read; only the last is drawn as usable.
  unread: cardSource({
    name: "Misread Engine",
    cost: "{2}",
    type: "Artifact",
    text: "{T}: Draw a card. Activate only durng combat.\nAt the begining of your upkeep, you lose 1 life.\n{1}: Scry 1. Activate only during your turn.",
  }),
  // Yu-Gi-Oh!: a trigger in your Standby Phase, one at the start of the Damage Step of either
  // player's turn, and one on an event with no fixed segment (no marker).
  ygoTrigger: [
    "game ygo",
    "",
    'card "Lantern Warden" {',
    "  type: Effect Monster",
    "  attribute: LIGHT",
    "  level: 4",
    "  atk: 1600",
    "  def: 1200",
    "  text:",
    "    During your Standby Phase: You can gain 500 LP.",
    "    At the start of the Damage Step, if this card battles a face-down monster: Destroy that monster.",
    "    If this card is Normal Summoned: You can draw 1 card.",
    "}",
    "",
  ].join("\n"),
} as const;

export type MapCardKind = keyof typeof MAP_CARDS;
