/**
 * obsolete-wording: old wording with an exact modern form (mtg-timing.md §1d). Deprecated tag;
 * the replacement fix is safe.
 */
import { cardSource, type CardParts } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const card = (type: string, text: string, more: Partial<CardParts> = {}) => cardSource({ type, text, ...more });
const creature = (text: string, more: Partial<CardParts> = {}) => card("Creature — Spirit", text, { stats: "3/3", ...more });
const enchantment = (text: string) => card("Enchantment", text);

ruleTable("obsolete-wording", {
  invalid: [
    {
      title: "'to play' as the old name of the battlefield (return … to play)",
      source: card("Sorcery", "Return target creature card from your graveyard to play."),
      underlined: ["to play"],
      fixed: card("Sorcery", "Return target creature card from your graveyard to the battlefield."),
    },
    {
      title: '"At end of turn" (reference #28 Dusk Reaper)',
      source: creature("At end of turn, sacrifice this creature.", { name: "Dusk Reaper" }),
      underlined: ["At end of turn"],
      mentions: ["At end of turn", "At the beginning of the end step", "2009", "513.1a"],
      fixes: ["Change to 'At the beginning of the end step'"],
      fixed: creature("At the beginning of the end step, sacrifice this creature.", { name: "Dusk Reaper" }),
    },
    {
      title: "summoning sickness (reference #30 Eager Squire): no mechanical rewrite",
      source: card("Creature — Human Knight", "This creature isn't affected by summoning sickness.", {
        name: "Eager Squire",
        stats: "2/1",
      }),
      underlined: ["summoning sickness"],
      mentions: ["302.6", /haste/i],
      fixes: [],
    },
    // Kind: "play" meaning cast in "cost … less/more to play" is old wording for "to cast", not for "to the battlefield".
    {
      title: "'cost … less to play' (Moral Arbitrage): play meant cast; the modern form is 'to cast'",
      source: card("Enchantment", "Permanents of colors your opponents do not control cost one colored mana of your choice less to play."),
      underlined: ["to play"],
      mentions: ["to cast"],
      fixed: card("Enchantment", "Permanents of colors your opponents do not control cost one colored mana of your choice less to cast."),
    },
    {
      title: "'abilities cost {1} more to play': play meant activate",
      source: card("Enchantment", "Activated abilities of creatures cost {1} more to play."),
      underlined: ["to play"],
      fixed: card("Enchantment", "Activated abilities of creatures cost {1} more to activate."),
    },
    {
      title: "comes into play",
      source: creature("When this creature comes into play, draw a card."),
      underlined: ["comes into play"],
      mentions: ["'enters'", "2009"],
      fixed: creature("When this creature enters, draw a card."),
    },
    {
      title: "put into play",
      source: enchantment("Whenever a creature is put into play, you gain 1 life."),
      underlined: ["into play"],
      mentions: ["'onto the battlefield'", "403.1"],
      fixed: enchantment("Whenever a creature is put onto the battlefield, you gain 1 life."),
    },
    {
      title: "in play",
      source: enchantment("Creatures in play get +1/+1."),
      underlined: ["in play"],
      fixed: enchantment("Creatures on the battlefield get +1/+1."),
    },
    {
      title: "leaves play",
      source: enchantment("Whenever a creature leaves play, you gain 1 life."),
      underlined: ["leaves play"],
      fixed: enchantment("Whenever a creature leaves the battlefield, you gain 1 life."),
    },
    {
      title: "remove … from the game",
      source: card("Instant", "Remove target creature from the game."),
      underlined: ["Remove target creature from the game"],
      mentions: ["'Exile target creature'"],
      fixed: card("Instant", "Exile target creature."),
    },
    {
      title: "removed from the game",
      source: card("Instant", "Return target card removed from the game to its owner's hand."),
      underlined: ["removed from the game"],
      fixed: card("Instant", "Return target card exiled to its owner's hand."),
    },
    {
      title: '"remove it from the game" after a "Remove … from combat" sentence',
      source: card("Instant", "Remove target attacking creature from combat. Remove it from the game at end of combat."),
      underlined: ["Remove it from the game"],
      fixed: card("Instant", "Remove target attacking creature from combat. Exile it at end of combat."),
    },
    {
      title: '"plays a spell"',
      source: enchantment("Whenever a player plays a spell, that player loses 1 life."),
      underlined: ["plays"],
      mentions: ["'casts'", "601.1"],
      fixed: enchantment("Whenever a player casts a spell, that player loses 1 life."),
    },
    {
      title: 'two old "play" wordings in one line',
      source: enchantment("Whenever an opponent plays a spell, draw a card. Playing spells costs {1} more."),
      underlined: ["plays", "Playing"],
    },
    {
      title: '"plays an activated ability"',
      source: enchantment("Whenever a player plays an activated ability, that player loses 1 life."),
      underlined: ["plays"],
      fixed: enchantment("Whenever a player activates an activated ability, that player loses 1 life."),
    },
    {
      title: 'a "During your upkeep, …" phase ability',
      source: enchantment("During your upkeep, pay {1} or sacrifice this enchantment."),
      underlined: ["During your upkeep, "],
      mentions: ["At the beginning of your upkeep", "603.2b"],
      fixed: enchantment("At the beginning of your upkeep, pay {1} or sacrifice this enchantment."),
    },
    {
      title: "the Tribal card type",
      source: card("Tribal Instant — Goblin", "Goblins you control get +1/+0 until end of turn."),
      underlined: ["Tribal"],
      mentions: ["'Kindred'", "308.3"],
      fixed: card("Kindred Instant — Goblin", "Goblins you control get +1/+0 until end of turn."),
    },
    {
      title: "the old sorcery-timing template",
      source: creature("{T}: Draw a card. Activate this ability only any time you could cast a sorcery."),
      underlined: ["Activate this ability only any time you could cast a sorcery"],
      mentions: ["'Activate only as a sorcery'", "602.5d"],
      fixed: creature("{T}: Draw a card. Activate only as a sorcery."),
    },
  ],
  valid: [
    {
      title: "Goblin Electromancer: the modern 'cost {1} less to cast' and 'more to activate' are clean",
      real: true,
      source: card("Creature — Goblin Wizard", "Instant and sorcery spells you cast cost {1} less to cast.", {
        name: "Goblin Electromancer",
        stats: "2/2",
      }),
    },
    { title: "'costs {2} more to activate'", source: card("Enchantment", "Activated abilities of artifacts cost {2} more to activate.") },
    {
      title: "'you may play lands' (play is right for lands)",
      source: card("Enchantment", "You may play an additional land on each of your turns."),
    },
    {
      title: "Tribal Golem: an obsolete word in a card name",
      real: true,
      source: card(
        "Artifact Creature — Golem",
        'Tribal Golem has trample as long as you control a Beast, haste as long as you control a Goblin, first strike as long as you control a Soldier, flying as long as you control a Wizard, and "{B}: Regenerate Tribal Golem" as long as you control a Zombie.',
        { name: "Tribal Golem", cost: "{6}", stats: "4/4" },
      ),
    },
    {
      title: "Dryad Arbor: summoning sickness inside reminder text",
      real: true,
      source: card(
        "Land Creature — Forest Dryad",
        "(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has \"{T}: Add {G}.\")",
        { name: "Dryad Arbor", stats: "1/1" },
      ),
    },
    {
      title: 'Cemetery Gatekeeper: "plays a land or casts a spell"',
      real: true,
      source: card(
        "Creature — Vampire",
        "First strike\nWhen Cemetery Gatekeeper enters, exile a card from a graveyard.\nWhenever a player plays a land or casts a spell, if it shares a card type with the exiled card, Cemetery Gatekeeper deals 2 damage to that player.",
        { name: "Cemetery Gatekeeper", cost: "{1}{R}", stats: "2/1" },
      ),
    },
    {
      title: 'Aesi, Tyrant of Gyre Strait: "play an additional land"',
      real: true,
      source: card(
        "Legendary Creature — Serpent",
        "You may play an additional land on each of your turns.\nLandfall — Whenever a land you control enters, you may draw a card.",
        { name: "Aesi, Tyrant of Gyre Strait", cost: "{4}{G}{U}", stats: "5/5" },
      ),
    },
    {
      title: 'Bolas\'s Citadel: "play lands and cast spells"',
      real: true,
      source: card(
        "Legendary Artifact",
        "You may look at the top card of your library any time.\nYou may play lands and cast spells from the top of your library. If you cast a spell this way, pay life equal to its mana value rather than pay its mana cost.\n{T}, Sacrifice ten nonland permanents: Each opponent loses 10 life.",
        { name: "Bolas's Citadel", cost: "{3}{B}{B}{B}" },
      ),
    },
    {
      title: 'Conspicuous Snoop: "Play with the top card of your library revealed"',
      real: true,
      source: card(
        "Creature — Goblin Rogue",
        "Play with the top card of your library revealed.\nYou may cast Goblin spells from the top of your library.\nAs long as the top card of your library is a Goblin card, Conspicuous Snoop has all activated abilities of that card.",
        { name: "Conspicuous Snoop", cost: "{R}{R}", stats: "2/2" },
      ),
    },
    {
      title: 'Muldrotha, the Gravetide: "play a land and cast a permanent spell"',
      real: true,
      source: card(
        "Legendary Creature — Elemental Avatar",
        "During each of your turns, you may play a land and cast a permanent spell of each permanent type from your graveyard. (If a card has multiple permanent types, choose one as you play it.)",
        { name: "Muldrotha, the Gravetide", cost: "{3}{B}{G}{U}", stats: "6/6" },
      ),
    },
    {
      title: 'Bearer of Glory: a modern "During your turn, …" static ability',
      real: true,
      source: card(
        "Creature — Human Soldier",
        "During your turn, this creature has first strike.\n{4}{W}: Creatures you control get +1/+1 until end of turn.",
        { name: "Bearer of Glory", cost: "{1}{W}", stats: "2/1" },
      ),
    },
    {
      title: 'Abomination: "at end of combat" is current wording',
      real: true,
      source: card(
        "Creature — Horror",
        "Whenever Abomination blocks or becomes blocked by a green or white creature, destroy that creature at end of combat.",
        { name: "Abomination", cost: "{3}{B}{B}", stats: "2/6" },
      ),
    },
    {
      title: "Crib Swap: the Kindred type",
      real: true,
      source: card(
        "Kindred Instant — Shapeshifter",
        "Changeling (This card is every creature type.)\nExile target creature. Its controller creates a 1/1 colorless Shapeshifter creature token with changeling.",
        { name: "Crib Swap", cost: "{2}{W}" },
      ),
    },
    { title: '"until end of turn" is not "at end of turn"', source: card("Sorcery", "Target creature gains haste until end of turn.") },
    {
      title: '"enters the battlefield" (pre-2024 template) is legal in a file of a 2024-07 rules edition',
      source: "rules 2024-07\n\n" + creature("When this creature enters the battlefield, draw a card."),
    },
    {
      title: "flavor text is never judged",
      source:
        'card "Old Timer" {\n  type: Creature — Human\n  stats: 1/1\n  flavor: In play since 1993, he remembers when you could remove a card from the game.\n}\n',
    },
  ],
});
