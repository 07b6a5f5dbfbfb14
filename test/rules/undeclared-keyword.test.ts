/** undeclared-keyword: a keyword-shaped use that is neither a rules keyword nor declared by the file. */
import { cardSource } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const card = (text: string, header = "") => header + cardSource({ type: "Creature — Goblin", cost: "{1}{R}", stats: "1/1", text });

ruleTable("undeclared-keyword", {
  invalid: [
    {
      title: "a custom keyword with a number and reminder text",
      source: card("Charge 2 (Whenever another creature enters under your control, put two +1/+1 counters on this.)"),
      underlined: ["Charge"],
      mentions: ["Charge", "declare"],
      fixes: [],
    },
    {
      title: "a custom keyword of two words with reminder text",
      source: card("Stare down (When this creature enters, tap target creature.)"),
      underlined: ["Stare down"],
    },
    {
      title: "an undeclared keyword next to a rules keyword, without reminder text",
      source: card("Flying, omnishuffle"),
      underlined: ["omnishuffle"],
    },
    {
      title: "a file that declares other keywords but not this one",
      source: card("Infiltrate (This creature can't be blocked.)", 'keyword "Kindle": {1}: Draw a card.\n\n'),
      underlined: ["Infiltrate"],
    },
  ],
  valid: [
    {
      title: "a declared keyword",
      source: card("Rally 2 (reminder)", 'keyword "Rally": Whenever another creature enters, draw a card.\n\n'),
    },
    {
      title: "a rules keyword with reminder text",
      source: card("Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn.)"),
    },
    { title: "a keyword action with reminder text", source: card("Scry 2 (Look at the top two cards of your library.)") },
    {
      title: "Multikicker (part of Kicker, CR 702.33)",
      source: card("Multikicker {1}{G} (You may pay an additional {1}{G} any number of times as you cast this spell.)"),
    },
    {
      title: "typecycling (Plainscycling, Basic landcycling)",
      source: card("Basic landcycling {1}{G} ({1}{G}, Discard this card: Search your library for a basic land card.)"),
    },
    {
      title: "a landwalk with a supertype",
      source: card("Snow swampwalk (This creature can't be blocked as long as defending player controls a snow Swamp.)"),
    },
    {
      title: "a type offering",
      source: card("Goblin offering (You may cast this card any time you could cast an instant by sacrificing a Goblin.)"),
    },
    { title: "a partner variant", source: card("Friends forever (You can have two commanders if both have friends forever.)") },
    {
      title: "a keyword action of two words",
      source: card(
        "Time travel. (For each suspended card you own and each permanent you control with a time counter on it, you may add or remove a time counter.)",
      ),
    },
    { title: "a card type continuing a keyword's list", source: card("Enchant artifact, creature, or planeswalker") },
    { title: "one word without reminder text is no keyword", source: card("Vanilla") },
    { title: "a sentence", source: card("Draw a card (then discard one).") },
    {
      title: "a name after a parenthesised note is a label (a real MSE set's notation)",
      source: card("(2 - Activated Hard Linked) Descent"),
    },
    { title: "an ability word label", source: card("Rally — Whenever another creature enters, draw a card.") },
  ],
});
