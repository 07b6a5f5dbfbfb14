/**
 * Rules fidelity (issue 8): each kind of fault found when timing written by a rules expert and by
 * Forge was run through the checker. One `describe` per kind; every case is a small card, legal
 * (no finding of the rule named) or flawed (the finding, its citation and its fixes).
 */
import assert from "node:assert/strict";
import { lintText } from "../../server/src/app/service";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import type { Finding } from "../../server/src/core/rules/types";
import { applyFix } from "../helpers/apply";
import { cardSource, type CardParts } from "../helpers/cards";

const creature = (text: string, more: Partial<CardParts> = {}): string =>
  cardSource({ type: "Creature — Elf", stats: "1/1", text, ...more });
const card = (type: string, text: string, more: Partial<CardParts> = {}): string => cardSource({ type, text, ...more });

function findings(src: string, ruleId?: string): Finding[] {
  return lintText(src).findings.filter((f) => !ruleId || f.ruleId === ruleId);
}
function errorsAndWarnings(src: string): Finding[] {
  return lintText(src).findings.filter((f) => f.severity === "error" || f.severity === "warning");
}
function hoverText(src: string, needle: string, delta = 0): string {
  const at = src.indexOf(needle);
  assert.ok(at >= 0, `'${needle}' not in source`);
  const h = hoverAtOffset(lintText(src).model, at + delta);
  assert.ok(h, `no hover on '${needle}'`);
  return h.contents.value;
}
const titles = (f: Finding) => (f.fixes ?? []).map((x) => x.title);

describe("kind: timing permissions beyond 'as though it had flash'", () => {
  const legal: [string, string][] = [
    [
      "conditional flash (CR 601.3d) on a sorcery restricted to combat",
      card("Sorcery", "This spell has flash as long as you control a Merfolk.\nCast this spell only during combat.\nDraw a card."),
    ],
    [
      "'~ has flash as long as'",
      card("Sorcery", "Test Card has flash as long as you control a Desert.\nCast this spell only during your upkeep.\nDraw a card."),
    ],
    [
      "'any time you could cast an instant'",
      card("Sorcery", "You may cast this spell any time you could cast an instant.\nCast this spell only during combat.\nDraw a card."),
    ],
    [
      "'as though it had flash if you pay {2} more'",
      card(
        "Sorcery",
        "You may cast Test Card as though it had flash if you pay {2} more to cast it.\nCast this spell only during an opponent's turn.\nDraw a card.",
      ),
    ],
    [
      "an ability word before the permission",
      card(
        "Sorcery",
        "Ferocious — If you control a creature with power 4 or greater, you may cast Test Card as though it had flash.\nCast this spell only during combat.\nDraw a card.",
      ),
    ],
    [
      "Madness (702.35a): cast while its trigger resolves",
      card("Sorcery", "Madness {1}{R}\nCast this spell only during an opponent's turn.\nDraw a card."),
    ],
    ["Sneak (702.190a): your declare blockers step", creature("Sneak {2}{B}\nCast this spell only during combat.")],
    ["offering (702.48a)", card("Sorcery", "Goblin offering\nCast this spell only during combat.\nDraw a card.")],
    [
      "loyalty abilities at instant speed on any player's turn",
      card(
        "Legendary Planeswalker — Teferi",
        "You may activate loyalty abilities of Test Card on any player's turn any time you could cast an instant.\n+1: Draw a card. Activate only during combat.",
        { loyalty: "4" },
      ),
    ],
    [
      "equip abilities at instant speed",
      card(
        "Artifact — Equipment",
        "You may activate equip abilities any time you could cast an instant.\nEquipped creature gets +1/+1.\nEquip {1}. Activate only during combat.",
      ),
    ],
  ];
  for (const [title, src] of legal) {
    it(`no impossible-timing: ${title}`, () =>
      assert.deepEqual(
        findings(src, "impossible-timing").map((f) => f.message),
        [],
      ));
  }

  it("Sneak does not reach the upkeep: still impossible, and Flash is offered since Sneak is not flash", () => {
    const [f] = findings(creature("Sneak {2}{B}\nCast this spell only during your upkeep."), "impossible-timing");
    assert.ok(f);
    assert.ok(titles(f).includes("Add Flash"));
  });

  it("no fix offers Flash to a card that already has it under a condition", () => {
    const src = card(
      "Sorcery",
      "This spell has flash as long as you control a Merfolk.\nCast this spell only during your upkeep and only during combat.\nDraw a card.",
    );
    const fs = findings(src, "impossible-timing");
    assert.equal(fs.length, 1);
    assert.ok(!titles(fs[0]!).includes("Add Flash"), titles(fs[0]!).join(", "));
    assert.doesNotMatch(fs[0]!.message, /give it Flash/i);
  });

  it("permissions that are also costs or hold only sometimes are never 'redundant' and never make Flash redundant", () => {
    assert.deepEqual(findings(card("Instant", "Madness {1}{R}\nDraw a card."), "redundant-timing"), []);
    assert.deepEqual(findings(creature("Flash\nMadness {2}{B}"), "redundant-timing"), []);
    assert.equal(
      findings(card("Instant", "This spell has flash as long as you control a Merfolk.\nDraw a card."), "redundant-timing").length,
      1,
    );
  });

  it("a quoted permission belongs to another object: it does not widen this card", () => {
    const src = card(
      "Sorcery",
      'Creatures you control have "You may cast this spell as though it had flash."\nCast this spell only during combat.\nDraw a card.',
    );
    assert.equal(findings(src, "impossible-timing").length, 1);
  });
});

describe("kind: a card's own name is never judged", () => {
  it("an Instant named Mana Burn gets no obsolete-rule", () => {
    assert.deepEqual(findings(card("Instant", "Mana Burn deals 3 damage to target player.", { name: "Mana Burn" }), "obsolete-rule"), []);
  });
  it("a card named In Play is neither reported nor rewritten", () => {
    const src = card("Instant", "In Play deals 1 damage to any target.", { name: "In Play" });
    assert.deepEqual(
      findings(src).map((f) => f.ruleId),
      [],
    );
  });
  it("a legendary card's short name is its name too", () => {
    const src = creature("Whenever Substance attacks, draw a card.", { name: "Substance, the Unbound" });
    assert.deepEqual(findings(src, "obsolete-rule"), []);
  });
  it("the same words outside the name are still judged", () => {
    const src = card("Instant", "In Play deals 1 damage to any target. Return it to play.", { name: "In Play" });
    const fs = findings(src, "obsolete-wording");
    assert.equal(fs.length, 1);
    assert.equal(src.slice(fs[0]!.span.start, fs[0]!.span.end), "to play");
  });
});

describe("kind: intervening 'if' clauses (CR 603.4) are part of the trigger window", () => {
  it("'At the beginning of your cleanup step, if this creature is tapped, untap it.' is not an endless loop", () => {
    assert.deepEqual(
      findings(creature("At the beginning of your cleanup step, if this creature is tapped, untap it."), "cleanup-step-trigger"),
      [],
    );
  });
  it("a condition the effect leaves true still loops", () => {
    assert.equal(
      findings(creature("At the beginning of your cleanup step, if it's your turn, draw a card."), "cleanup-step-trigger").length,
      1,
    );
  });
  it("'At the beginning of each end step, if it's an opponent's turn, …' triggers only on opponents' turns", () => {
    const src = card("Enchantment", "At the beginning of each end step, if it's an opponent's turn, draw a card.");
    const v = hoverText(src, "At the beginning");
    assert.match(v, /opponent/i);
    assert.doesNotMatch(v, /Either player's turn/);
    assert.match(v, /603\.4/);
  });
  it("'if it's your turn' narrows 'each upkeep' to your upkeep", () => {
    const v = hoverText(card("Enchantment", "At the beginning of each upkeep, if it's your turn, draw a card."), "At the beginning");
    assert.match(v, /Your turn/);
  });
});

describe("kind: restriction wording coverage", () => {
  it("'Play this land only during combat.' is impossible on a land (CR 305.1)", () => {
    const [f] = findings(card("Land", "Play this land only during combat."), "impossible-timing");
    assert.ok(f);
    assert.match(f.message, /305\.1/);
  });
  it("'Activate only if it's not your turn' is understood: with 'as a sorcery' it is impossible", () => {
    assert.deepEqual(findings(creature("{T}: Draw a card. Activate only if it's not your turn."), "impossible-timing"), []);
    const [f] = findings(creature("{T}: Draw a card. Activate only as a sorcery and only if it's not your turn."), "impossible-timing");
    assert.ok(f);
    assert.match(f.message, /never hold at the same time/);
  });
  it("'You can't activate this ability during combat' excludes combat", () => {
    const [f] = findings(
      creature("{T}: Draw a card. You can't activate this ability during combat. Activate only during the declare blockers step."),
      "impossible-timing",
    );
    assert.ok(f);
  });
  it("'only if you've been attacked this step': only the non-active player is attacked (CR 506.2, 508.1)", () => {
    assert.deepEqual(
      findings(
        card("Instant", "Cast this spell only during the declare attackers step and only if you've been attacked this step.\nDraw a card."),
        "impossible-timing",
      ),
      [],
    );
    const [f] = findings(
      card("Instant", "Cast this spell only during your turn and only if you've been attacked this step.\nDraw a card."),
      "impossible-timing",
    );
    assert.ok(f);
    assert.match(f.message, /508\.1/);
  });
  it("'each other player's draw step' is an opponent's draw step", () => {
    assert.deepEqual(findings(creature("{T}: Draw a card. Activate only during each other player's draw step."), "impossible-timing"), []);
    assert.equal(
      findings(
        creature("{T}: Draw a card. Activate only during each other player's draw step and only during your turn."),
        "impossible-timing",
      ).length,
      1,
    );
  });
  it("a condition that says more than when is never redundant and never makes 'during combat' redundant", () => {
    assert.deepEqual(
      findings(
        card(
          "Artifact",
          "{2}, {T}: Target creature gains vigilance until end of turn. Activate only during combat and only if defending player controls a snow land.",
        ),
        "redundant-timing",
      ),
      [],
    );
    assert.equal(
      findings(creature("{T}: Draw a card. Activate only during an opponent's turn and only if it's not your turn."), "redundant-timing")
        .length,
      1,
    );
  });
  it("'only if ~ is attacking' is your combat: with 'during an opponent's turn' impossible", () => {
    assert.equal(
      findings(
        creature("{T}: Draw a card. Activate only if Test Card is attacking and only during an opponent's turn."),
        "impossible-timing",
      ).length,
      1,
    );
  });
});

describe("kind: keywords whose cost has text", () => {
  it("'Eternalize—{3}{U}{U}, Discard a card.' is Eternalize (sorcery speed)", () => {
    const [f] = findings(creature("Eternalize—{3}{U}{U}, Discard a card.\nActivate only during combat."), "impossible-timing");
    assert.ok(f);
    assert.match(f.message, /Eternalize/);
  });
  it("'Suspend X—{X}{3}{R}. X can't be 0.' is Suspend", () => {
    assert.match(hoverText(card("Sorcery", "Suspend X—{X}{3}{R}. X can't be 0.\nDraw a card."), "Suspend"), /upkeep/i);
  });
  it("'~ has echo {X}' is an upkeep trigger", () => {
    assert.match(hoverText(creature("Test Card has echo {X}, where X is your life total."), "echo"), /upkeep/i);
  });
  it("Boast is a keyword ability (702.142) and models 'only if this creature attacked this turn'", () => {
    const [f] = findings(creature("Boast — {1}{R}: Draw a card. Activate only during your upkeep."), "impossible-timing");
    assert.ok(f);
    assert.match(f.message, /702\.142a/);
    assert.deepEqual(findings(creature("Boast — {1}{R}: Draw a card. Activate only during combat."), "impossible-timing"), []);
    assert.match(hoverText(creature("Boast — {1}{R}: Draw a card."), "Boast"), /keyword ability/i);
  });
  it("Exhaust is a keyword ability (702.177)", () => {
    assert.match(hoverText(creature("Exhaust — {1}{R}: Draw a card."), "Exhaust"), /keyword ability/i);
  });
  it("'Equip costs you pay cost {1} less.' is not an Equip ability", () => {
    assert.deepEqual(
      findings(card("Artifact", "Equip costs you pay cost {1} less.\nActivate only during combat."), "impossible-timing"),
      [],
    );
  });
  it("Class levels are sorcery-speed (CR 716.2a)", () => {
    const [f] = findings(card("Enchantment — Class", "{2}{W}: Level 2. Activate only during combat."), "impossible-timing");
    assert.ok(f);
    assert.match(f.message, /716\.2a/);
  });
});

describe("kind: compound triggers", () => {
  it("'When ~ enters or at the beginning of your upkeep, …' triggers in your upkeep", () => {
    const src = creature("When Test Card enters or at the beginning of your upkeep, draw a card.");
    assert.match(hoverText(src, "When Test Card"), /Upkeep/);
  });
  it("a compound trigger in the untap step is reported like a plain one", () => {
    assert.equal(
      findings(
        creature("When you planeswalk to Test Card or at the beginning of your untap step, untap target land."),
        "untap-step-trigger",
      ).length,
      1,
    );
  });
});

describe("kind: obsolete rules coverage", () => {
  it("'Activate only while combat damage is on the stack' is obsolete-rule", () => {
    const [f] = findings(creature("{T}: Regenerate Test Card. Activate only while combat damage is on the stack."), "obsolete-rule");
    assert.ok(f);
    assert.match(f.message, /510\.2/);
  });
  it("'Summon Elf' is obsolete-rule, not an unknown type, and the fix reads 'Creature — Elf'", () => {
    const src = card("Summon Elf", "Flying", { stats: "1/1" });
    assert.deepEqual(findings(src, "unknown-card-type"), []);
    const [f] = findings(src, "obsolete-rule");
    assert.ok(f);
    assert.match(applyFix(src, f.fixes![0]!), /type: Creature — Elf/);
  });
  for (const [old, modern] of [
    ["At end of turn", "At the beginning of the end step"],
    ["At the end of turn", "At the beginning of the end step"],
    ["At the end of your turn", "At the beginning of your end step"],
    ["At end of your turn", "At the beginning of your end step"],
  ]) {
    it(`'${old}' gets the old-wording warning and becomes '${modern}'`, () => {
      const src = card("Enchantment", `${old}, draw a card.`);
      const [f] = findings(src, "obsolete-wording");
      assert.ok(f);
      assert.equal(applyFix(src, f.fixes![0]!), card("Enchantment", `${modern}, draw a card.`));
    });
  }
});

describe("kind: quoted granted abilities are checked as abilities in every rule", () => {
  it("an impossible granted activated ability is impossible-timing", () => {
    const src = card(
      "Artifact — Equipment",
      'Equipped creature has "{T}: Draw a card. Activate only as a sorcery and only during combat."\nEquip {2}',
    );
    assert.equal(findings(src, "impossible-timing").length, 1);
  });
  it("a granted trigger in the untap step is untap-step-trigger, and an unknown step in it is unknown-step", () => {
    assert.equal(
      findings(card("Enchantment", 'Creatures you control have "At the beginning of your untap step, draw a card."'), "untap-step-trigger")
        .length,
      1,
    );
    assert.equal(
      findings(card("Enchantment", 'Creatures you control have "{T}: Draw a card. Activate only during your upkep."'), "unknown-step")
        .length,
      1,
    );
  });
  it("a granted redundant restriction is redundant-timing", () => {
    assert.equal(
      findings(card("Enchantment", 'Creatures you control have "{T}: Draw a card. Activate only as an instant."'), "redundant-timing")
        .length,
      1,
    );
  });
});

describe("kind: ways out that lead somewhere", () => {
  it("no 'Make it an Instant' when that only leads to the cleanup step: the end step is the fix", () => {
    const src = card("Sorcery", "Cast this spell only during the cleanup step.\nDraw a card.");
    const [f] = findings(src, "impossible-timing");
    assert.ok(f);
    assert.ok(!titles(f).includes("Change type to Instant"), titles(f).join(", "));
    assert.doesNotMatch(f.message, /Make it an Instant/);
    const fix = f.fixes!.find((x) => /end step/.test(x.title));
    assert.ok(fix);
    const fixed = applyFix(src, fix);
    assert.deepEqual(
      errorsAndWarnings(fixed).map((x) => x.ruleId),
      [],
    );
  });
  it("no Flash on an Adventure whose creature half has it", () => {
    const src = [
      'card "Bold Knight // Quick Charge" {',
      '  face "Bold Knight" {',
      "    type: Creature — Human Knight",
      "    stats: 2/2",
      "    text:",
      "      Flash",
      "  }",
      '  face "Quick Charge" {',
      "    type: Sorcery — Adventure",
      "    text:",
      "      Cast this spell only during combat.",
      "      Target creature gets +2/+0 until end of turn.",
      "  }",
      "}",
      "",
    ].join("\n");
    const fs = findings(src, "impossible-timing");
    assert.equal(fs.length, 1, fs.map((f) => f.message).join("\n"));
    assert.ok(!titles(fs[0]!).includes("Add Flash"), titles(fs[0]!).join(", "));
  });
  it("never 'Remove the sentence' when it is the card's only ability", () => {
    const [f] = findings(card("Enchantment", "Players lose 1 life for mana burn."), "obsolete-rule");
    assert.ok(f);
    assert.ok(!titles(f).includes("Remove the sentence"));
  });
  it("'Remove the restriction' removes every restriction behind the finding (a repeated line too)", () => {
    const src = card("Sorcery", "Cast this spell only during combat.\nCast this spell only during combat.\nDraw a card.");
    const [f] = findings(src, "impossible-timing");
    assert.ok(f);
    const fix = f.fixes!.find((x) => x.title.startsWith("Remove the restriction"));
    assert.ok(fix);
    assert.equal(applyFix(src, fix), card("Sorcery", "Draw a card."));
  });
});

describe("kind: facts and citations", () => {
  it("'play as an interrupt' cites 117.1b (activated abilities)", () => {
    const [f] = findings(creature("{T}: Draw a card. Play this ability as an interrupt."), "obsolete-rule");
    assert.ok(f);
    assert.match(f.message, /117\.1b/);
  });
  it("a restriction naming the cleanup step cites its definition, not 514.1 (discard)", () => {
    const [f] = findings(
      creature("{T}: Draw a card. Activate only during your turn and only during your cleanup step and only during your upkeep."),
      "impossible-timing",
    );
    assert.ok(f);
    const [f2] = findings(card("Sorcery", "Cast this spell only during the cleanup step.\nDraw a card."), "impossible-timing");
    assert.doesNotMatch(f2!.message, /514\.1\b/);
    assert.match(f2!.message, /512\.1/);
  });
  it("hovers: Madness and Sneak have timing of their own", () => {
    assert.match(hoverText(card("Sorcery", "Madness {1}{R}\nDraw a card."), "Madness"), /another player's turn|whenever/i);
    assert.match(hoverText(creature("Sneak {2}{B}"), "Sneak"), /declare blockers step/);
  });
  it("hovers: declare blockers also happens when creatures were put onto the battlefield attacking (508.8)", () => {
    assert.match(
      hoverText(creature("At the beginning of each declare blockers step, draw a card."), "declare blockers", 1),
      /put onto the battlefield attacking/,
    );
  });
  it("hovers: the cleanup step ends 'this turn' effects (514.2)", () => {
    assert.match(hoverText(creature("{T}: Draw a card. Activate only during the cleanup step."), "cleanup", 1), /"this turn" effects/);
  });
  it("hovers: 'first-strike damage step' is a convention, not a CR name", () => {
    assert.match(hoverText(creature("At the beginning of each first-strike damage step, draw a card."), "first-strike", 1), /convention/);
  });
  it("untap-step-trigger says whose permanents: an opponent's untap step is not 'your permanents'", () => {
    const [f] = findings(creature("At the beginning of each opponent's untap step, tap target creature."), "untap-step-trigger");
    assert.ok(f);
    assert.doesNotMatch(f.message, /your permanents/);
    const [g] = findings(creature("At the beginning of your untap step, untap target land."), "untap-step-trigger");
    assert.match(g!.message, /your permanents/);
  });
});
