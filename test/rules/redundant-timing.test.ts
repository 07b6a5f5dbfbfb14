/**
 * redundant-timing: a restriction or keyword that changes nothing about when something can be
 * used (info, Unnecessary tag, safe removal fix).
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { applyTextEdits } from "../helpers/apply";
import { cardSource, findingsOf, type CardParts } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const card = (type: string, text: string, more: Partial<CardParts> = {}) => cardSource({ type, text, ...more });

ruleTable("redundant-timing", {
  invalid: [
    {
      title: '"only during your turn" on a sorcery (reference #23 Quick Study)',
      source: card("Sorcery", "Cast this spell only during your turn.\nDraw two cards.", { name: "Quick Study" }),
      underlined: ["during your turn"],
      mentions: ["'during your turn'", "307.1"],
      fixes: ["Remove 'during your turn'"],
      fixed: card("Sorcery", "Draw two cards.", { name: "Quick Study" }),
    },
    {
      title: '"Activate only as a sorcery" on a loyalty ability (reference #24)',
      source: card("Legendary Planeswalker — Vess", "+1: Draw a card. Activate only as a sorcery.", { loyalty: "3" }),
      underlined: ["as a sorcery"],
      mentions: ["'as a sorcery'", "606.3"],
      fixed: card("Legendary Planeswalker — Vess", "+1: Draw a card.", { loyalty: "3" }),
    },
    {
      title: "Flash on an instant",
      source: card("Instant", "Flash\nDraw a card."),
      underlined: ["Flash"],
      mentions: ["Flash", "702.8"],
      fixes: ["Remove Flash"],
      fixed: card("Instant", "Draw a card."),
    },
    {
      title: "Flash first in a keyword list on an instant",
      source: card("Instant", "Flash, split second\nDraw a card."),
      underlined: ["Flash"],
      fixed: card("Instant", "Split second\nDraw a card."),
    },
    {
      title: '"as though it had flash" on an instant',
      source: card("Instant", "You may cast this spell as though it had flash.\nDraw a card."),
      underlined: ["You may cast this spell as though it had flash"],
      mentions: ["601.3b"],
      fixed: card("Instant", "Draw a card."),
    },
    {
      title: '"as though it had flash" after another sentence on the same line',
      source: card("Instant", "Draw a card. You may cast this spell as though it had flash."),
      underlined: ["You may cast this spell as though it had flash"],
      fixed: card("Instant", "Draw a card."),
    },
    {
      title: '"Activate only as an instant" on an ability that adds no mana',
      source: card("Artifact", "{1}: Draw a card. Activate only as an instant."),
      underlined: ["as an instant"],
      mentions: ["'as an instant'", "602.5e"],
      fixed: card("Artifact", "{1}: Draw a card."),
    },
    {
      title: '"Activate only as a sorcery" after Equip',
      source: card("Artifact — Equipment", "Equipped creature gets +1/+1.\nEquip {2}. Activate only as a sorcery."),
      underlined: ["as a sorcery"],
      mentions: ["Equip", "702.6a"],
      fixed: card("Artifact — Equipment", "Equipped creature gets +1/+1.\nEquip {2}."),
    },
    {
      title: '"only during your main phase" on a sorcery',
      source: card("Sorcery", "Cast this spell only during your main phase.\nDraw two cards."),
      underlined: ["during your main phase"],
      mentions: ["307.1"],
    },
    {
      title: '"only during your turn" on a loyalty ability',
      source: card("Legendary Planeswalker — Vess", "+1: Draw a card. Activate only during your turn.", { loyalty: "3" }),
      underlined: ["during your turn"],
      mentions: ["606.3"],
    },
    {
      title: '"during your turn" next to "as a sorcery": the second clause is removed with its connector',
      source: card("Creature — Human", "{T}: Draw a card. Activate only as a sorcery and only during your turn.", { stats: "2/2" }),
      underlined: ["during your turn"],
      fixes: ["Remove 'during your turn'"],
      fixed: card("Creature — Human", "{T}: Draw a card. Activate only as a sorcery.", { stats: "2/2" }),
    },
    {
      title: '"during your turn" before "as a sorcery": the first clause is removed',
      source: card("Creature — Human", "{T}: Draw a card. Activate only during your turn and only as a sorcery.", { stats: "2/2" }),
      underlined: ["during your turn"],
      fixed: card("Creature — Human", "{T}: Draw a card. Activate only as a sorcery.", { stats: "2/2" }),
    },
    {
      title: "the message names the restriction that makes it redundant",
      source: card("Creature — Human", "{T}: Draw a card. Activate only as a sorcery and only during your turn.", { stats: "2/2" }),
      underlined: ["during your turn"],
      mentions: ["'as a sorcery'"],
    },
  ],
  valid: [
    {
      title: 'Lion\'s Eye Diamond: "as an instant" matters on a mana ability (reference #13)',
      real: true,
      source: card(
        "Artifact",
        "Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one color. Activate only as an instant.",
        { name: "Lion's Eye Diamond", cost: "{0}" },
      ),
    },
    {
      title: 'Charmed Pendant: "as an instant" on a mana ability with reminder text',
      real: true,
      source: card(
        "Artifact",
        "{T}, Mill a card: For each colored mana symbol in the milled card's mana cost, add one mana of that color. Activate only as an instant. (For example, if the card's mana cost is {3}{U}{U}{B}, you add {U}{U}{B}.)",
        { name: "Charmed Pendant", cost: "{4}" },
      ),
    },
    {
      title: 'Seedtime: "only during your turn" narrows an instant',
      real: true,
      source: card(
        "Instant",
        "Cast this spell only during your turn.\nTake an extra turn after this one if an opponent cast a blue spell this turn.",
        { name: "Seedtime", cost: "{1}{G}" },
      ),
    },
    {
      title: 'Aggravated Assault: "as a sorcery" narrows an ordinary activated ability',
      real: true,
      source: card(
        "Enchantment",
        "{3}{R}{R}: Untap all creatures you control. After this main phase, there is an additional combat phase followed by an additional main phase. Activate only as a sorcery.",
        { name: "Aggravated Assault", cost: "{2}{R}" },
      ),
    },
    {
      title: "Alaborn Veteran: your turn before attackers",
      real: true,
      source: card(
        "Creature — Human Knight",
        "{T}: Target creature gets +2/+2 until end of turn. Activate only during your turn, before attackers are declared.",
        { name: "Alaborn Veteran", cost: "{2}{W}", stats: "2/2" },
      ),
    },
    {
      title: "Mystical Tether: a conditional flash permission on an enchantment",
      real: true,
      source: card(
        "Enchantment",
        "You may cast Mystical Tether as though it had flash if you pay {2} more to cast it.\nWhen Mystical Tether enters, exile target artifact or creature an opponent controls until Mystical Tether leaves the battlefield.",
        { name: "Mystical Tether", cost: "{2}{W}" },
      ),
    },
    {
      title: 'Form a Posse: "as a sorcery" inside a token\'s quoted ability',
      real: true,
      source: card(
        "Sorcery",
        'Create X 1/1 red Mercenary creature tokens with "{T}: Target creature you control gets +1/+0 until end of turn. Activate only as a sorcery."',
        { name: "Form a Posse", cost: "{X}{R}{W}" },
      ),
    },
    {
      title: "Teferi, Temporal Archmage: loyalty abilities and an emblem about instant speed",
      real: true,
      source: card(
        "Legendary Planeswalker — Teferi",
        '+1: Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.\n−1: Untap up to four target permanents.\n−10: You get an emblem with "You may activate loyalty abilities of planeswalkers you control on any player\'s turn any time you could cast an instant."\nTeferi, Temporal Archmage can be your commander.',
        { name: "Teferi, Temporal Archmage", cost: "{4}{U}{U}", loyalty: "5" },
      ),
    },
    {
      title: 'Volrath\'s Dungeon: "only during their turn" for any player, and "as a sorcery"',
      real: true,
      source: card(
        "Enchantment",
        "Pay 5 life: Destroy Volrath's Dungeon. Any player may activate this ability but only during their turn.\nDiscard a card: Target player puts a card from their hand on top of their library. Activate only as a sorcery.",
        { name: "Volrath's Dungeon", cost: "{2}{B}{B}" },
      ),
    },
    {
      title: "Maddening Imp: an opponent's turn and before combat narrow each other",
      real: true,
      source: card(
        "Creature — Imp",
        "Flying\n{T}: Non-Wall creatures the active player controls attack this turn if able. At the beginning of the next end step, destroy each of those creatures that didn't attack this turn. Activate only during an opponent's turn and only before combat.",
        { name: "Maddening Imp", cost: "{2}{B}", stats: "1/1" },
      ),
    },
    {
      title: "a sorcery before attackers are declared (only the precombat main phase)",
      source: card("Sorcery", "Cast this spell only before attackers are declared.\nDraw a card."),
    },
    {
      title: "a sorcery during your second main phase",
      source: card("Sorcery", "Cast this spell only during your second main phase.\nDraw a card."),
    },
    {
      title: "Flash on a creature",
      source: card("Creature — Human Soldier", "Flash\nWhen this creature enters, tap target creature an opponent controls.", {
        name: "Ambush Warden",
        stats: "2/3",
      }),
    },
    {
      title: "a combat restriction on an impossible sorcery is not called redundant",
      source: card("Sorcery", "Cast this spell only during combat.\nDraw a card."),
    },
  ],
});

describe("rule redundant-timing: constraints redundant only because of each other", () => {
  const cases = [
    {
      title: 'Flash plus "as though it had flash" on a creature',
      source: card("Creature — Bird", "Flash\nYou may cast this spell as though it had flash.", { stats: "1/1" }),
    },
    {
      title: "the same restriction twice",
      source: card("Artifact", "{1}: Draw a card. Activate only during your upkeep and only during your upkeep."),
    },
  ];
  for (const c of cases) {
    it(`${c.title}: one finding, and applying every safe fix keeps the timing`, () => {
      const found = findingsOf(c.source, "redundant-timing");
      assert.equal(found.length, 1, found.map((f) => f.message).join("\n"));
      const safe = found.flatMap((f) => f.fixes.filter((x) => x.safe).flatMap((x) => x.edits));
      const after = applyTextEdits(c.source, safe);
      assert.deepEqual(
        lintText(after).findings.filter((f) => f.severity !== "info"),
        [],
      );
      assert.match(after, /flash|upkeep/i, "the timing words must survive Fix all");
    });
  }
});
