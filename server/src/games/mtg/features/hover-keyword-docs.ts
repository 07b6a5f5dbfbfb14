/**
 * Short descriptions of keyword abilities, in our own words: the one description of each keyword,
 * which the hover, completion (its documentation and detail) and the message catalogs read
 * (`mtg.keyword.<Name>`; `de.json` and `es.json` translate it).
 *
 * Covers the evergreen keywords, every keyword that carries timing (`../keyword-timings.ts`, which
 * holds only the timing; `test/games/mtg/keyword-classes.test.ts` checks each has a description
 * here) and a selection of other common ones. A keyword not listed
 * here is still known from `KEYWORD_RULES` (`cr-lists.generated.ts`) and is shown as
 * "Keyword ability, CR 702.x". Rule numbers are not stored here: they come from
 * `KEYWORD_RULES` and the timing data.
 */
import { byCaseFold, caseFold } from "../../../core/text/case-fold";

/** What usually follows the keyword on a card, for completion snippets. */
export type KeywordParam =
  /** A mana or other cost: `Equip {2}`, `Cycling {2}`. */
  | "cost"
  /** A number: `Afflict 2`, `Annihilator 2`. */
  | "number"
  /** A quality or object: `Enchant creature`, `Protection from red`. */
  | "quality";

export interface KeywordDoc {
  /** The keyword as printed at the start of a line ("First strike"). */
  name: string;
  /** One or two sentences in own words. */
  text: string;
  param?: KeywordParam;
  /** Shown as evergreen (in almost every set). */
  evergreen?: boolean;
}

const doc = (name: string, text: string, param?: KeywordParam, evergreen?: boolean): KeywordDoc => ({ name, text, param, evergreen });

export const KEYWORD_DOCS: readonly KeywordDoc[] = [
  // --- evergreen ---------------------------------------------------------------------------
  doc("Deathtouch", "Any amount of damage this deals to a creature is enough to destroy it.", undefined, true),
  doc("Defender", "This creature can't attack.", undefined, true),
  doc(
    "Double strike",
    "This creature deals combat damage twice: in the first-strike damage step and again in the regular combat damage step.",
    undefined,
    true,
  ),
  doc("Enchant", "This Aura can target and be attached only to the kind of object or player named after the keyword.", "quality", true),
  doc("Equip", "Pay the cost to attach this Equipment to a creature you control. Only as a sorcery.", "cost", true),
  doc(
    "First strike",
    "This creature deals combat damage before creatures without first strike, in an extra first-strike damage step.",
    undefined,
    true,
  ),
  doc("Flash", "You may cast this spell any time you could cast an instant, even on an opponent's turn or in combat.", undefined, true),
  doc("Flying", "This creature can be blocked only by creatures with flying or reach.", undefined, true),
  doc("Haste", "This creature can attack and use {T} abilities as soon as it comes under your control.", undefined, true),
  doc("Hexproof", "This can't be the target of spells or abilities your opponents control.", undefined, true),
  doc("Indestructible", 'Damage and effects that say "destroy" don\'t destroy this.', undefined, true),
  doc("Lifelink", "Damage dealt by this source also makes its controller gain that much life.", undefined, true),
  doc("Menace", "This creature can't be blocked except by two or more creatures.", undefined, true),
  doc(
    "Protection",
    "Protection from a quality: this can't be blocked, targeted, dealt damage, enchanted or equipped by anything with that quality.",
    "quality",
    true,
  ),
  doc("Reach", "This creature can block creatures with flying.", undefined, true),
  doc(
    "Trample",
    "When this attacking creature is blocked, damage beyond what is lethal for its blockers can be dealt to the player, planeswalker or battle it attacks.",
    undefined,
    true,
  ),
  doc("Vigilance", "Attacking doesn't cause this creature to tap.", undefined, true),
  doc(
    "Ward",
    "Whenever this becomes the target of a spell or ability an opponent controls, counter it unless that player pays the ward cost.",
    "cost",
    true,
  ),
  // --- former evergreen / frequent static keywords ----------------------------------------
  doc("Fear", "This creature can be blocked only by artifact creatures and black creatures."),
  doc("Intimidate", "This creature can be blocked only by artifact creatures and creatures that share a color with it."),
  doc("Shroud", "This can't be the target of any spell or ability, not even its controller's."),
  doc("Landwalk", "This creature can't be blocked as long as the defending player controls a land of the named kind."),
  doc("Shadow", "This creature can block or be blocked only by creatures with shadow."),
  doc("Horsemanship", "This creature can be blocked only by creatures with horsemanship."),
  doc("Infect", "This deals damage to creatures as -1/-1 counters and to players as poison counters."),
  doc("Wither", "This deals damage to creatures in the form of -1/-1 counters."),
  doc("Changeling", "This object has every creature type, in every zone."),
  doc("Devoid", "This card has no color."),
  doc("Prowess", "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."),
  doc("Exalted", "Whenever a creature you control attacks alone, it gets +1/+1 until end of turn (once for each instance of exalted)."),
  doc("Skulk", "This creature can't be blocked by creatures with greater power."),
  doc("Toxic", "Combat damage this creature deals to a player also gives them that many poison counters.", "number"),
  doc("Afflict", "Whenever this creature becomes blocked, the defending player loses the given amount of life.", "number"),
  doc("Annihilator", "Whenever this creature attacks, the defending player sacrifices that many permanents.", "number"),
  doc("Bushido", "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn.", "number"),
  doc("Flanking", "Whenever a creature without flanking blocks this creature, the blocker gets -1/-1 until end of turn."),
  doc("Rampage", "Whenever this creature becomes blocked, it gets +N/+N for each creature blocking it beyond the first.", "number"),
  doc("Battle cry", "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn."),
  doc("Melee", "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat."),
  doc("Myriad", "Whenever this creature attacks, create token copies of it attacking each other opponent; exile them at end of combat."),
  doc("Dethrone", "Whenever this creature attacks the player with the most life or tied for it, put a +1/+1 counter on it."),
  doc("Mentor", "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power."),
  doc("Training", "Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this one."),
  doc("Persist", "When this creature dies without a -1/-1 counter on it, return it to the battlefield with a -1/-1 counter."),
  doc("Undying", "When this creature dies without a +1/+1 counter on it, return it to the battlefield with a +1/+1 counter."),
  doc("Afterlife", "When this creature dies, create that many 1/1 white and black Spirit tokens with flying.", "number"),
  doc("Evolve", "Whenever a creature with greater power or toughness enters under your control, put a +1/+1 counter on this creature."),
  doc("Fabricate", "When this creature enters, put N +1/+1 counters on it or create N 1/1 Servo tokens.", "number"),
  doc("Riot", "This creature enters with your choice of a +1/+1 counter or haste."),
  doc("Modular", "This enters with N +1/+1 counters; when it dies, you may move its counters onto an artifact creature.", "number"),
  doc("Storm", "When you cast this spell, copy it for each spell cast before it this turn."),
  doc(
    "Cascade",
    "When you cast this spell, exile cards from the top of your library until you hit a nonland card with lower mana value; you may cast it free.",
  ),
  doc("Convoke", "Your creatures can help cast this spell: each creature you tap pays for {1} or one mana of its color."),
  doc("Delve", "Each card you exile from your graveyard while casting this spell pays for {1}."),
  doc("Improvise", "Each artifact you tap while casting this spell pays for {1}."),
  doc("Affinity", "This spell costs {1} less to cast for each object of the named kind you control.", "quality"),
  doc("Kicker", "You may pay an additional cost as you cast this spell for an extra effect.", "cost"),
  doc("Multikicker", "You may pay the additional cost any number of times as you cast this spell.", "cost"),
  doc("Buyback", "You may pay an additional cost; if you do, the spell returns to your hand as it resolves.", "cost"),
  doc("Entwine", "You may pay an additional cost to choose all modes of this spell.", "cost"),
  doc("Overload", 'You may cast this spell for its overload cost; "target" becomes "each".', "cost"),
  doc(
    "Madness",
    "If you discard this card, it goes to exile and you may cast it for its madness cost while that trigger resolves — at that moment, whatever the card's type, even on another player's turn or in the cleanup step.",
    "cost",
  ),
  doc(
    "Morph",
    "You may cast this card face down as a 2/2 creature for {3}, and turn it face up any time you have priority by paying its morph cost.",
    "cost",
  ),
  doc("Megamorph", "Like morph; when it is turned face up, put a +1/+1 counter on it.", "cost"),
  doc("Disguise", "Cast this card face down as a 2/2 creature with ward {2} for {3}; turn it face up for its disguise cost.", "cost"),
  doc("Evoke", "You may cast this creature for its evoke cost; if you do, it is sacrificed when it enters.", "cost"),
  doc(
    "Dash",
    "You may cast this creature for its dash cost; it gains haste and returns to your hand at the beginning of the next end step.",
    "cost",
  ),
  doc(
    "Blitz",
    'You may cast this creature for its blitz cost; it gains haste and "when this dies, draw a card", and is sacrificed at the beginning of the next end step.',
    "cost",
  ),
  doc(
    "Escape",
    "You may cast this card from your graveyard by paying its escape cost, which includes exiling other cards from your graveyard.",
    "cost",
  ),
  doc("Retrace", "You may cast this card from your graveyard by discarding a land card in addition to its other costs."),
  doc("Jump-start", "You may cast this card from your graveyard by discarding a card in addition to its other costs; then exile it."),
  doc("Aftermath", "The second half of this split card can be cast only from your graveyard, and is then exiled."),
  doc(
    "Rebound",
    "If you cast this spell from your hand, exile it as it resolves; at the beginning of your next upkeep you may cast it from exile for free.",
  ),
  doc("Miracle", "You may cast this card for its miracle cost when you draw it, if it's the first card you drew this turn.", "cost"),
  doc(
    "Foretell",
    "During your turn, you may pay {2} and exile this card face down; cast it on a later turn for its foretell cost.",
    "cost",
  ),
  doc(
    "Plot",
    "You may pay the plot cost and exile this card from your hand as a sorcery; cast it without paying its mana cost on a later turn as a sorcery.",
    "cost",
  ),
  doc(
    "Bestow",
    "You may cast this creature as an Aura for its bestow cost; it becomes a creature again when the enchanted creature leaves.",
    "cost",
  ),
  doc("Prototype", "You may cast this with its smaller prototype mana cost, power and toughness.", "cost"),
  doc(
    "Crew",
    "Tap any number of untapped creatures you control with total power N or more: this Vehicle becomes an artifact creature until end of turn. Any time you could cast an instant.",
    "number",
  ),
  doc("Partner", "You can have two commanders if both have partner."),
  doc(
    "Companion",
    "If your deck meets this card's condition, you may start the game with it outside the game and put it into your hand once for {3}, as a sorcery.",
  ),
  doc("Living weapon", "When this Equipment enters, create a 0/0 black Phyrexian Germ token and attach this to it."),
  doc("Soulbond", "You may pair this creature with another unpaired creature when either enters."),
  doc("Exploit", "When this creature enters, you may sacrifice a creature."),
  doc("Ascend", "If you control ten or more permanents, you get the city's blessing for the rest of the game."),
  doc("Daybound", "If it's night, this permanent transforms to its nightbound face. Turning day or night is checked in the untap step."),
  doc("Nightbound", "If it's day, this permanent transforms to its daybound face. Turning day or night is checked in the untap step."),
  doc(
    "Phasing",
    "This phases in or out before you untap during each of your untap steps; while phased out it is treated as though it doesn't exist.",
  ),
  doc("Banding", "Creatures with banding can attack in a band; the defending or attacking player with banding divides combat damage."),
  doc("Dredge", "If you would draw a card, you may mill N cards instead and return this card from your graveyard to your hand.", "number"),
  doc(
    "Hideaway",
    "When this enters, look at the top N cards of your library, exile one face down and put the rest on the bottom.",
    "number",
  ),
  doc("Offspring", "You may pay an additional cost as you cast this; when it enters, create a 1/1 token copy of it.", "cost"),
  doc("Gift", "You may promise an opponent a gift as you cast this spell for an extra effect.", "quality"),
  doc(
    "Exhaust",
    'A keyword ability (not an ability word): "Exhaust — cost: effect" is an activated ability you can activate only once. Any time you could cast an instant.',
    "cost",
  ),
  doc(
    "Boast",
    'A keyword ability (not an ability word): "Boast — cost: effect" can be activated only if this creature attacked this turn — on your turn, from the declare attackers step on — and only once each turn.',
    "cost",
  ),
  doc(
    "Sneak",
    "Any time you could cast an instant during your declare blockers step, you may cast this spell for its sneak cost by returning an unblocked attacker you control to its owner's hand; it enters tapped and attacking.",
    "cost",
  ),
  doc(
    "Mobilize",
    "Whenever this creature attacks, create that many tapped and attacking 1/1 red Warrior tokens; sacrifice them at the beginning of the next end step.",
    "number",
  ),
  doc(
    "Warp",
    "You may cast this card from your hand for its warp cost; it is exiled at the beginning of the next end step and may be cast from exile later.",
    "cost",
  ),
  doc("Spree", "As you cast this spell, choose one or more modes and pay the additional cost of each."),
  doc("Split second", "While this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities."),
  // --- keywords with timing (../keyword-timings.ts) ---------------------------------
  doc(
    "Reconfigure",
    "Pay the cost to attach this Equipment creature to a creature you control, or to unattach it. Only as a sorcery.",
    "cost",
  ),
  doc("Fortify", "Pay the cost to attach this Fortification to a land you control. Only as a sorcery.", "cost"),
  doc("Level up", "Pay the cost to put a level counter on this creature; its level symbols show what it gains. Only as a sorcery.", "cost"),
  doc("Outlast", "Pay the cost and tap this creature to put a +1/+1 counter on it. Only as a sorcery.", "cost"),
  doc(
    "Scavenge",
    "Pay the cost and exile this card from your graveyard to put +1/+1 counters equal to its power on target creature. Only as a sorcery.",
    "cost",
  ),
  doc(
    "Unearth",
    "Pay the cost to return this card from your graveyard to the battlefield with haste; it is exiled at the beginning of the next end step or if it would leave. Only as a sorcery.",
    "cost",
  ),
  doc(
    "Embalm",
    "Pay the cost and exile this card from your graveyard to create a white Zombie token copy of it. Only as a sorcery.",
    "cost",
  ),
  doc(
    "Eternalize",
    "Pay the cost and exile this card from your graveyard to create a 4/4 black Zombie token copy of it. Only as a sorcery.",
    "cost",
  ),
  doc(
    "Transmute",
    "Pay the cost and discard this card to search your library for a card with the same mana value. Only as a sorcery.",
    "cost",
  ),
  doc(
    "Transfigure",
    "Pay the cost and sacrifice this creature to search your library for a creature card with the same mana value. Only as a sorcery.",
    "cost",
  ),
  doc(
    "Encore",
    "Pay the cost and exile this card from your graveyard: for each opponent, create a hasty token copy that attacks that opponent and is sacrificed at the next end step. Only as a sorcery.",
    "cost",
  ),
  doc("Saddle", "Tap other creatures with total power N or more to saddle this Mount until end of turn. Only as a sorcery.", "number"),
  doc("Station", "Tap another creature you control to put charge counters equal to its power on this Spacecraft. Only as a sorcery."),
  doc(
    "Craft",
    "Pay the cost and exile this permanent together with the listed materials to return it transformed. Only as a sorcery.",
    "quality",
  ),
  doc(
    "Forecast",
    "While this card is in your hand, reveal it and pay the cost for an effect. Only during your upkeep, and only once each turn.",
    "cost",
  ),
  doc(
    "Ninjutsu",
    "Pay the cost and return an unblocked attacker you control to your hand: put this card onto the battlefield tapped and attacking. Only once blockers have been declared.",
    "cost",
  ),
  doc("Cycling", "Pay the cost and discard this card to draw a card. Any time you could cast an instant.", "cost"),
  doc("Aura swap", "Pay the cost to exchange this Aura with an Aura card in your hand. Any time you could cast an instant.", "cost"),
  doc(
    "Reinforce",
    "Pay the cost and discard this card to put N +1/+1 counters on target creature. Any time you could cast an instant.",
    "number",
  ),
  doc("Flashback", "You may cast this card from your graveyard for its flashback cost, with its normal timing; then it is exiled.", "cost"),
  doc("Echo", "At the beginning of your upkeep after it came under your control, pay the echo cost or sacrifice it.", "cost"),
  doc(
    "Cumulative upkeep",
    "At the beginning of your upkeep, put an age counter on it, then pay the cost once per age counter or sacrifice it.",
    "cost",
  ),
  doc(
    "Vanishing",
    "This enters with N time counters; at the beginning of your upkeep remove one, and sacrifice it when the last is removed.",
    "number",
  ),
  doc("Fading", "This enters with N fade counters; at the beginning of your upkeep remove one, or sacrifice it if you can't.", "number"),
  doc(
    "Suspend",
    "Rather than cast this card, you may pay the cost and exile it from your hand with N time counters. At the beginning of your upkeep remove one; when the last is removed, cast it for free.",
    "number",
  ),
];

const byName = byCaseFold(KEYWORD_DOCS, (d) => d.name);

/** The description of a keyword (case-insensitive: `caseFold`), or undefined when there is none in the table. */
export function keywordDoc(name: string): KeywordDoc | undefined {
  return byName.get(caseFold(name));
}
