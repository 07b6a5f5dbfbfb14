/**
 * The test cases of shared/reference/mtg-timing.md §1e as a table. Reference codes map to rule
 * ids as issue #2 specifies; "none" means no error and no warning (infos are allowed).
 */
import { strict as assert } from "node:assert";
import { cardSource } from "./helpers/cards";
import { lintText } from "../server/src/app/service";

type Expect = { rule: string; severity: "error" | "warning" | "info" } | "none";
interface Case {
  n: string;
  name: string;
  type: string;
  stats?: string;
  loyalty?: string;
  text: string;
  expect: Expect;
}

const CASES: Case[] = [
  { n: "1", name: "Icy Manipulator", type: "Artifact", text: "{1}, {T}: Tap target artifact, creature, or land.", expect: "none" },
  {
    n: "2",
    name: "Seasoned Marshal",
    type: "Creature — Human Soldier",
    stats: "2/2",
    text: "Whenever this creature attacks, you may tap target creature.",
    expect: "none",
  },
  {
    n: "3",
    name: "Razormane Masticore",
    type: "Artifact Creature — Masticore",
    stats: "5/5",
    text: "First strike\nAt the beginning of your upkeep, sacrifice this creature unless you discard a card.\nAt the beginning of your draw step, you may have this creature deal 3 damage to target creature.",
    expect: "none",
  },
  {
    n: "4",
    name: "Howling Mine",
    type: "Artifact",
    text: "At the beginning of each player's draw step, if this artifact is untapped, that player draws an additional card.",
    expect: "none",
  },
  {
    n: "7",
    name: "Blaze of Glory",
    type: "Instant",
    text: "Cast this spell only during combat before blockers are declared.\nTarget creature defending player controls can block any number of creatures this turn. It blocks each attacking creature this turn if able.",
    expect: "none",
  },
  {
    n: "8",
    name: "Moment's Peace",
    type: "Instant",
    text: "Prevent all combat damage that would be dealt this turn.\nFlashback {2}{G}",
    expect: "none",
  },
  {
    n: "9",
    name: "Sphinx's Tutelage",
    type: "Enchantment",
    text: "Whenever you draw a card, target opponent mills two cards. If two nonland cards that share a color were milled this way, repeat this process.\n{5}{U}: Draw a card, then discard a card.",
    expect: "none",
  },
  {
    n: "10",
    name: "Vess the Cartographer",
    type: "Legendary Planeswalker — Vess",
    loyalty: "4",
    text: '+1: Scry 2.\n−2: Target creature gets +2/+2 until end of turn.\n−6: You get an emblem with "Creatures you control have flying."',
    expect: "none",
  },
  {
    n: "11",
    name: "Waylay",
    type: "Instant",
    text: "Create three 2/2 white Knight creature tokens. Exile them at the beginning of the next cleanup step.",
    expect: "none",
  },
  {
    n: "13",
    name: "Lion's Eye Diamond",
    type: "Artifact",
    text: "Discard your hand, Sacrifice this artifact: Add three mana of any one color. Activate only as an instant.",
    expect: "none",
  },
  {
    n: "14",
    name: "Truce Edict",
    type: "Instant",
    text: "Cast this spell only during combat.\nYour opponents can't cast spells this turn.",
    expect: "none",
  },
  {
    n: "16",
    name: "Tomb Surveyor",
    type: "Artifact",
    text: "{2}, {T}: Put a mire counter on target non-Swamp land. That land is a Swamp for as long as it has a mire counter on it. Activate only during your upkeep.",
    expect: "none",
  },
  {
    n: "17",
    name: "Rag Warden",
    type: "Creature — Human Minion",
    stats: "2/1",
    text: "{B}{B}{B}, {T}: Target opponent reveals their hand and discards a creature card at random. Activate only during your turn.",
    expect: "none",
  },
  { n: "18", name: "Sudden Shock", type: "Instant", text: "Split second\nThis spell deals 2 damage to any target.", expect: "none" },
  {
    n: "19",
    name: "Ambush Warden",
    type: "Creature — Human Soldier",
    stats: "2/3",
    text: "Flash\nWhen this creature enters, tap target creature an opponent controls.",
    expect: "none",
  },
  {
    n: "20",
    name: "Drillmaster",
    type: "Creature — Human Warrior",
    stats: "2/2",
    text: "At the beginning of combat on your turn, target creature you control gets +1/+0 until end of turn.",
    expect: "none",
  },
  {
    n: "23",
    name: "Quick Study",
    type: "Sorcery",
    text: "Cast this spell only during your turn.\nDraw two cards.",
    expect: { rule: "redundant-timing", severity: "info" },
  },
  {
    n: "24",
    name: "Vess, Redundant",
    type: "Legendary Planeswalker — Vess",
    loyalty: "3",
    text: "+1: Draw a card. Activate only as a sorcery.",
    expect: { rule: "redundant-timing", severity: "info" },
  },
  {
    n: "26",
    name: "Dawn Tender",
    type: "Creature — Human Druid",
    stats: "1/1",
    text: "At the beginning of your untap step, untap target land you control.",
    expect: { rule: "untap-step-trigger", severity: "warning" },
  },
  { n: "27", name: "Flicker Grove", type: "Land", text: "Flash\n{T}: Add {G}.", expect: { rule: "flash-on-land", severity: "warning" } },
  {
    n: "28",
    name: "Dusk Reaper",
    type: "Creature — Spirit",
    stats: "3/3",
    text: "At end of turn, sacrifice this creature.",
    expect: { rule: "obsolete-wording", severity: "warning" },
  },
  {
    n: "30",
    name: "Eager Squire",
    type: "Creature — Human Knight",
    stats: "2/1",
    text: "This creature isn't affected by summoning sickness.",
    expect: { rule: "obsolete-wording", severity: "warning" },
  },
  {
    n: "32",
    name: "Battle Hymn of Ruin",
    type: "Sorcery",
    text: "Cast this spell only during combat.\nCreatures you control get +2/+0 until end of turn.",
    expect: { rule: "impossible-timing", severity: "error" },
  },
  {
    n: "33",
    name: "War Engine",
    type: "Artifact",
    text: "{2}, {T}: Target creature gets +2/+2 until end of turn. Activate only as a sorcery and only during combat.",
    expect: { rule: "impossible-timing", severity: "error" },
  },
  {
    n: "34",
    name: "Dawn Prayer",
    type: "Instant",
    text: "Cast this spell only during your untap step.\nYou gain 5 life.",
    expect: { rule: "impossible-timing", severity: "error" },
  },
  {
    n: "35",
    name: "Turncoat Idol",
    type: "Artifact",
    text: "{1}: Scry 1. Activate only during your turn and only during an opponent's turn.",
    expect: { rule: "impossible-timing", severity: "error" },
  },
  {
    n: "38",
    name: "Burnout Totem",
    type: "Artifact",
    text: "At the beginning of each end step, each player with unspent mana in their mana pool suffers mana burn.",
    expect: { rule: "obsolete-rule", severity: "error" },
  },
  {
    n: "40",
    name: "Twilight Snare",
    type: "Instant",
    text: "Cast this spell only during the end of turn step.\nTap target creature.",
    expect: { rule: "unknown-step", severity: "error" },
  },
  { n: "S1", name: "Old Negation", type: "Interrupt", text: "Counter target spell.", expect: { rule: "obsolete-rule", severity: "error" } },
  { n: "S2", name: "Ritual of Old", type: "Mana Source", text: "Add {B}{B}{B}.", expect: { rule: "obsolete-rule", severity: "error" } },
  {
    n: "S5",
    name: "Harvest Moon Hound",
    type: "Creature — Wolf",
    stats: "2/2",
    text: "When it becomes night, put a +1/+1 counter on this creature.",
    expect: "none",
  },
];

describe("reference test cases (mtg-timing.md §1e)", () => {
  for (const c of CASES) {
    it(`#${c.n} ${c.name}: ${c.expect === "none" ? "no error or warning" : `${c.expect.rule} (${c.expect.severity})`}`, () => {
      const src = cardSource({ name: c.name, type: c.type, stats: c.stats, loyalty: c.loyalty, text: c.text });
      const findings = lintText(src).findings;
      const loud = findings.filter((f) => f.severity !== "info");
      if (c.expect === "none") {
        assert.deepEqual(
          loud.map((f) => `${f.ruleId}: ${f.message}`),
          [],
        );
      } else {
        const exp = c.expect;
        const hit = findings.filter((f) => f.ruleId === exp.rule);
        assert.equal(hit.length >= 1, true, `expected ${exp.rule}, got ${findings.map((f) => f.ruleId).join(", ") || "nothing"}`);
        assert.equal(hit[0]!.severity, exp.severity);
        // Nothing louder than the expected finding from other rules.
        const others = loud.filter((f) => f.ruleId !== exp.rule);
        assert.deepEqual(
          others.map((f) => `${f.ruleId}: ${f.message}`),
          [],
        );
      }
    });
  }
});
