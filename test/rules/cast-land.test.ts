/**
 * cast-land: text that has a player cast a land, which is played as a special action and never
 * cast (CR 305.1, 305.9, 116.2a).
 */
import { cardSource } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const card = (text: string, type = "Enchantment") => cardSource({ type, text, cost: "{2}{G}" });

ruleTable("cast-land", {
  invalid: [
    {
      title: "a trigger on casting a land spell",
      source: card("Whenever you cast a land spell, draw a card."),
      underlined: ["cast a land spell"],
      mentions: ["305.1", "305.9", "played"],
      fixes: [],
    },
    {
      title: "a permission to cast a basic land type",
      source: card("You may cast a Forest from the top of your library."),
      underlined: ["cast a Forest"],
    },
    {
      title: "cast land cards from a graveyard (plural, with 'cards')",
      source: card("You may cast land cards from your graveyard."),
      underlined: ["cast land cards"],
    },
    {
      title: "'land spell' without 'cast' before it",
      source: card("Creature and land spells you cast cost {1} less to cast."),
      underlined: ["land spells"],
    },
    {
      title: "an opponent casts a basic land (third person)",
      source: card("Whenever an opponent casts a basic Island, you gain 1 life."),
      underlined: ["casts a basic Island"],
    },
    {
      title: "inside an ability granted in quotes",
      source: card('Creatures you control have "Whenever you cast a land spell, this creature gets +1/+1 until end of turn."'),
      underlined: ["cast a land spell"],
    },
  ],
  valid: [
    { title: "playing a land", source: card("Whenever you play a land, draw a card.") },
    { title: "a nonland spell", source: card("Whenever you cast a nonland spell, scry 1.") },
    { title: "cast spells and play lands", source: card("You may play lands and cast spells from the top of your library.") },
    { title: "a land named by a card's name", source: card("You may cast Island Fish Jasconius from your graveyard.") },
    {
      title: "a land in reminder text only",
      source: card("Flash (You may cast this spell any time you could cast an instant. Lands are played.)"),
    },
    {
      title: "Courser of Kruphix (real card): play lands, not cast",
      source: cardSource({
        name: "Courser of Kruphix",
        cost: "{1}{G}{G}",
        type: "Enchantment Creature — Centaur",
        stats: "2/4",
        text: "Play with the top card of your library revealed.\nYou may play lands from the top of your library.\nWhenever a land you control enters, you gain 1 life.",
      }),
      real: true,
    },
  ],
});
