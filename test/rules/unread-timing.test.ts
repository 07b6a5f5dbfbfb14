/**
 * unread-timing: a timing sentence or clause CardScript could not read into a window — a
 * misspelled trigger opening or restriction opener, a misspelled "during", whose-turn words the
 * analysis does not know — in English, German and Spanish Magic card text and in Yu-Gi-Oh!.
 * Near-misses name the phrase meant and fix it; sentences that are not about timing, and those
 * `unknown-step` reports, get nothing.
 */
import { cardSource, type CardParts } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const card = (type: string, text: string, more: Partial<CardParts> = {}) => cardSource({ type, text, ...more });
const localized = (lang: string, type: string, text: string) => `lang ${lang}\n\n${card(type, text)}`;
const ygo = (type: string, text: string) => `game ygo\n\ncard "Test Card" {\n  type: ${type}\n  text:\n    ${text}\n}\n`;

ruleTable("unread-timing", {
  invalid: [
    {
      title: "a misspelled trigger opening ('begining')",
      source: card("Enchantment", "At the begining of your upkeep, you lose 1 life."),
      underlined: ["At the begining of your upkeep"],
      mentions: ["'At the begining of'", "'At the beginning of'"],
      fixes: ["Change to 'At the beginning of'"],
      fixed: card("Enchantment", "At the beginning of your upkeep, you lose 1 life."),
    },
    {
      title: "a doubled letter in the trigger opening ('beggining')",
      source: card("Enchantment", "At the beggining of each end step, you lose 1 life."),
      underlined: ["At the beggining of each end step"],
      fixed: card("Enchantment", "At the beginning of each end step, you lose 1 life."),
    },
    {
      title: "a word left out ('At the beginning your upkeep', a custom set): the fix adds it and keeps every word",
      source: card("Enchantment", "At the beginning your upkeep, you lose 1 life."),
      underlined: ["At the beginning your upkeep"],
      fixed: card("Enchantment", "At the beginning of your upkeep, you lose 1 life."),
    },
    {
      title: "a misspelled 'during' in an activation restriction",
      source: card("Artifact", "{T}: Draw a card. Activate only durng combat."),
      underlined: ["durng combat"],
      mentions: ["'durng'", "'during'"],
      fixed: card("Artifact", "{T}: Draw a card. Activate only during combat."),
    },
    {
      title: "'you turn' for 'your turn' in a casting restriction",
      source: card("Instant", "Cast this spell only during you turn.\nDraw a card."),
      underlined: ["during you turn"],
      mentions: ["'you turn'", "'your turn'"],
      fixed: card("Instant", "Cast this spell only during your turn.\nDraw a card."),
    },
    {
      title: "a misspelled restriction opener ('Activte only')",
      source: card("Artifact", "{T}: Draw a card. Activte only during your turn."),
      underlined: ["Activte only during your turn"],
      fixed: card("Artifact", "{T}: Draw a card. Activate only during your turn."),
    },
    {
      title: "a restriction naming particular turns, which the analysis does not read (no fix)",
      source: card("Creature — Bird Soldier", "Flying\nYou can't cast this spell during your first, second, or third turns of the game.", {
        stats: "2/2",
      }),
      underlined: ["during your first, second, or third turns of the game"],
      mentions: ["could not read"],
      fixes: [],
    },
    {
      title: "German: a misspelled 'während' after a known opener",
      source: localized("de", "Artifact", "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur wärend deines Zuges."),
      underlined: ["Aktiviere diese Fähigkeit nur wärend deines Zuges"],
      mentions: ["'wärend'", "'während'"],
      fixed: localized("de", "Artifact", "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur während deines Zuges."),
    },
    {
      title: "German: a misspelled trigger opening ('Zu Begin')",
      source: localized("de", "Enchantment", "Zu Begin deines Versorgungssegments verlierst du 1 Lebenspunkt."),
      underlined: ["Zu Begin deines Versorgungssegments verlierst du 1 Lebenspunkt"],
      fixed: localized("de", "Enchantment", "Zu Beginn deines Versorgungssegments verlierst du 1 Lebenspunkt."),
    },
    {
      title: "Spanish: a misspelled 'durante' after a known opener",
      source: localized("es", "Artifact", "{T}: Roba una carta. Activa esto solo durnte tu turno."),
      underlined: ["Activa esto solo durnte tu turno"],
      fixed: localized("es", "Artifact", "{T}: Roba una carta. Activa esto solo durante tu turno."),
    },
    {
      title: "Spanish: a misspelled trigger opening ('Al comenzo de')",
      source: localized("es", "Enchantment", "Al comenzo de tu mantenimiento, pierdes 1 vida."),
      underlined: ["Al comenzo de tu mantenimiento"],
      fixed: localized("es", "Enchantment", "Al comienzo de tu mantenimiento, pierdes 1 vida."),
    },
    {
      title: "Yu-Gi-Oh!: a misspelled 'During' in an activation condition",
      source: ygo("Normal Trap", "Durng your opponent's Battle Phase: Target 1 attacking monster; negate the attack."),
      underlined: ["Durng your opponent's Battle Phase"],
      fixed: ygo("Normal Trap", "During your opponent's Battle Phase: Target 1 attacking monster; negate the attack."),
    },
    {
      title: "Yu-Gi-Oh!: 'you opponent's turn' for 'your opponent's turn'",
      source: ygo("Normal Trap", "During you opponent's turn: Target 1 monster; destroy it."),
      underlined: ["During you opponent's turn"],
      fixed: ygo("Normal Trap", "During your opponent's turn: Target 1 monster; destroy it."),
    },
  ],
  valid: [
    { title: "a trigger at the beginning of a step", source: card("Enchantment", "At the beginning of your upkeep, you lose 1 life.") },
    { title: "a restriction the analysis reads", source: card("Artifact", "{T}: Draw a card. Activate only during your turn.") },
    { title: "a restriction about how often, not when", source: card("Artifact", "{T}: Draw a card. Activate only once each turn.") },
    {
      title: "a restriction about a condition, not a moment",
      source: card("Instant", "Cast this spell only if you control a Forest.\nDraw a card."),
    },
    {
      title: "what happened this turn is no moment (Blitzball)",
      source: card("Artifact", "{T}: Draw a card. Activate only if an opponent was dealt combat damage by a legendary creature this turn."),
    },
    {
      title: "'at the beginning of this turn' inside an effect is no trigger (Power Surge)",
      source: card(
        "Enchantment",
        "At the beginning of each player's upkeep, this enchantment deals X damage to that player, where X is the number of untapped lands they controlled at the beginning of this turn.",
      ),
      real: true,
    },
    {
      title: "an unknown step name is left to unknown-step",
      source: card("Enchantment", "At the beginning of your upkep, you lose 1 life."),
    },
    {
      title: "German: a restriction the reader reads",
      source: localized("de", "Artifact", "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur während deines Zuges."),
    },
    {
      title: "Spanish: an accent the reader tolerates ('sólo')",
      source: localized("es", "Artifact", "{T}: Roba una carta. Activa esto sólo durante tu turno."),
    },
    {
      title: "Yu-Gi-Oh!: a timing condition the analysis reads",
      source: ygo("Normal Trap", "During your opponent's Battle Phase: Target 1 attacking monster; negate the attack."),
    },
    {
      title: "Yu-Gi-Oh!: plural phases with 'each of your' (Solar Wind Jammer)",
      source: ygo("Effect Monster", "During each of your Standby Phases: Change this card to Defense Position."),
    },
    {
      title: "Yu-Gi-Oh!: 'during this turn' is what happened, not a moment",
      source: ygo("Normal Spell", "If 10 or more cards have been activated during this turn: Draw 2 cards."),
    },
  ],
});
