/**
 * Hover (core): exact ranges and the content that matters — priority, existence, rule numbers in
 * the file's edition, the turn strip with the right steps marked, computed timing windows.
 */
import assert from "node:assert/strict";
import { MALFORMED } from "../helpers/malformed";
import { hover, hoverAtOffset, type HoverResult } from "../../server/src/core/features/hover";
import { lintText } from "../../server/src/app/service";

/** Offset of the `occurrence`-th (0-based) `needle` in `text`. */
function offsetOf(text: string, needle: string, occurrence = 0): number {
  let at = -1;
  for (let i = 0; i <= occurrence; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`'${needle}' occurs fewer than ${occurrence + 1} times`);
  }
  return at;
}

/** Hover over the first character of `needle` (or `delta` characters into it). */
function hoverOn(text: string, needle: string, occurrence = 0, delta = 0): HoverResult | undefined {
  return hoverAtOffset(lintText(text).model, offsetOf(text, needle, occurrence) + delta);
}

function must(h: HoverResult | undefined): HoverResult {
  assert.ok(h, "expected a hover");
  return h;
}

/** The hovered text. */
function covered(text: string, h: HoverResult): string {
  return text.slice(h.span.start, h.span.end);
}

const card = (type: string, lines: string[], extra = "") =>
  [
    'card "Test Card" {',
    "  cost: {2}{W/U}",
    `  type: ${type}`,
    ...(extra ? [extra] : []),
    "  text:",
    ...lines.map((l) => `    ${l}`),
    "}",
    "",
  ].join("\n");

describe("hover: step and phase names", () => {
  const text = card(
    "Artifact Creature — Masticore",
    [
      "At the beginning of your upkeep, sacrifice Test Card unless you discard a card.",
      "At the beginning of your untap step, untap target land you control.",
      "At the beginning of combat on your turn, target creature gets +1/+0 until end of turn.",
      "At the beginning of each declare blockers step, you gain 1 life.",
      "{T}: Tap target creature. Activate only during combat.",
      "When Test Card enters, exile it at the beginning of the next end step.",
    ],
    "  stats: 5/5",
  );

  it("upkeep in a trigger: priority, rule numbers with edition, strip with Upkeep marked, exact range", () => {
    const h = must(hoverOn(text, "upkeep"));
    assert.equal(covered(text, h), "upkeep");
    assert.deepEqual(h.range, { start: { line: 5, character: 29 }, end: { line: 5, character: 35 } });
    assert.equal(h.contents.kind, "markdown");
    const v = h.contents.value;
    assert.match(v, /^\*\*Upkeep\*\* — step of the beginning phase/);
    assert.match(v, /\*\*Priority:\*\* yes\. .*active player gets priority first/);
    assert.match(v, /\*\*Turn-based actions:\*\* none\./);
    assert.match(v, /\*\*Happens:\*\* every turn/);
    assert.match(v, /Keywords that trigger here:\*\* Echo, Cumulative upkeep, Vanishing, Fading, Suspend/);
    assert.match(v, /Keywords usable only here:\*\* Forecast/);
    assert.ok(
      v.includes("Untap · **[Upkeep]** · Draw · Main 1 · [Combat: Begin · Attack · Block · Damage · End] · Main 2 · End · Cleanup"),
      v,
    );
    assert.match(v, /CR 503\.1, 503\.1a, 503\.2, 117\.3a \(Comprehensive Rules of 2026-09-25\)/);
  });

  it("untap step: no priority, triggers wait for the upkeep (CR 502.4)", () => {
    const h = must(hoverOn(text, "untap step"));
    assert.equal(covered(text, h), "untap step");
    assert.match(h.contents.value, /\*\*Priority:\*\* \*\*no\*\*/);
    assert.match(h.contents.value, /wait until the upkeep/);
    assert.match(h.contents.value, /502\.4/);
    assert.ok(h.contents.value.includes("**[Untap]** · Upkeep"));
  });

  it('"combat" after "at the beginning of" is the beginning of combat step', () => {
    const h = must(hoverOn(text, "combat on your turn"));
    assert.equal(covered(text, h), "combat");
    assert.match(h.contents.value, /^\*\*Beginning of combat step\*\*/);
    assert.match(h.contents.value, /first step: the beginning of combat step/);
    assert.ok(h.contents.value.includes("[Combat: **[Begin]** · Attack"));
  });

  it("a conditional step says when it exists (CR 508.8)", () => {
    const h = must(hoverOn(text, "declare blockers step"));
    assert.equal(covered(text, h), "declare blockers step");
    assert.match(h.contents.value, /only when at least one creature attacks/);
    assert.match(h.contents.value, /508\.8/);
    assert.ok(h.contents.value.includes("**[Block]**"));
  });

  it("a phase name in a restriction lists the phase's steps and marks all of them", () => {
    const h = must(hoverOn(text, "combat", 1));
    assert.equal(covered(text, h), "combat");
    assert.match(h.contents.value, /^\*\*Combat phase\*\*/);
    assert.match(h.contents.value, /Declare blockers step \(priority, only with attackers\)/);
    assert.ok(
      h.contents.value.includes("[Combat: **[Begin]** · **[Attack]** · **[Block]** · **[First strike]** · **[Damage]** · **[End]**]"),
    );
  });

  it("a step name inside effect text (a delayed trigger) is explained too", () => {
    const h = must(hoverOn(text, "end step"));
    assert.equal(covered(text, h), "end step");
    assert.match(h.contents.value, /^\*\*End step\*\* — step of the ending phase/);
    assert.ok(h.contents.value.includes("Main 2 · **[End]** · Cleanup"));
  });

  it('"at end of combat" in the middle of a line (a delayed trigger) has an exact range', () => {
    const t = card("Artifact — Vehicle", ["When Test Card attacks, exile it at end of combat, then return it."], "  stats: 2/10");
    const h = must(hoverOn(t, "end of combat"));
    assert.equal(covered(t, h), "end of combat");
    assert.match(h.contents.value, /^\*\*End of combat step\*\* — step of the combat phase/);
    assert.ok(h.contents.value.includes("Damage · **[End]**] · Main 2"));
  });

  it('"main phase" covers both main phases', () => {
    const t = card("Artifact", ["{T}: Draw a card. Activate only during your main phase."]);
    const h = must(hoverOn(t, "main phase"));
    assert.equal(covered(t, h), "main phase");
    assert.match(h.contents.value, /^\*\*Main phase\*\* — any of these:/);
    assert.ok(h.contents.value.includes("Draw · **[Main 1]** · [Combat: Begin · Attack · Block · Damage · End] · **[Main 2]** · End"));
    assert.match(h.contents.value, /\*\*Postcombat main phase\*\* \(priority\)/);
  });

  it("cites rule numbers of the edition the file selects", () => {
    const old = `rules 2025-09-19\n${card("Instant", ["Cast this spell only during combat before blockers are declared."])}`;
    const h = must(hoverOn(old, "Cast"));
    assert.match(h.contents.value, /506\.7c/);
    assert.doesNotMatch(h.contents.value, /506\.8c/);
    const h2 = must(hoverOn(old, "combat"));
    assert.match(h2.contents.value, /Comprehensive Rules of 2025-09-19/);
    const newest = card("Instant", ["Cast this spell only during combat before blockers are declared."]);
    assert.match(must(hoverOn(newest, "Cast")).contents.value, /506\.8c/);
  });

  it('"combat" in "combat damage" is not a phase mention', () => {
    const t = card("Creature — Bear", ["Whenever Test Card deals combat damage to a player, draw a card."], "  stats: 2/2");
    const h = must(hoverOn(t, "combat damage"));
    // Falls back to the trigger condition, which places the trigger in the combat damage steps.
    assert.equal(covered(t, h), "Whenever Test Card deals combat damage to a player");
    assert.match(
      h.contents.value,
      /\*\*Triggers in:\*\* Either player's turn: first-strike damage step, combat damage step — it triggers in the combat damage step in which the damage is dealt\./,
    );
    assert.ok(h.contents.value.includes("**[First strike]** · **[Damage]**"));
  });
});

describe("hover: keywords", () => {
  it("Flash: meaning, timing and CR 702.8, and the spell's widened window", () => {
    const text = card("Creature — Human Soldier", ["Flash", "When Test Card enters, tap target creature."], "  stats: 2/3");
    const h = must(hoverOn(text, "Flash"));
    assert.equal(covered(text, h), "Flash");
    assert.match(h.contents.value, /^\*\*Flash\*\* — keyword ability \(CR 702\.8\)/);
    assert.match(h.contents.value, /any time you could cast an instant/);
    assert.match(h.contents.value, /CR 702\.8, 702\.8a/);
    assert.match(h.contents.value, /With it, this card can be cast:\*\* Any time you have priority/);
  });

  it("Equip: sorcery-speed window with Main 1 and Main 2 marked", () => {
    const text = card("Artifact — Equipment", ["Equipped creature gets +2/+0.", "Equip {2}"]);
    const h = must(hoverOn(text, "Equip {2}"));
    assert.equal(covered(text, h), "Equip");
    assert.match(h.contents.value, /CR 702\.6\b/);
    assert.match(
      h.contents.value,
      /On this card it can be activated:\*\* Your turn: precombat main phase, postcombat main phase, stack empty\./,
    );
    assert.ok(h.contents.value.includes("Draw · **[Main 1]** · [Combat: Begin · Attack · Block · Damage · End] · **[Main 2]** · End"));
  });

  it('Forecast, as a keyword line and as a label ("Forecast — cost: effect"): only during your upkeep', () => {
    const line = card("Enchantment", ["Forecast {1}{W}"]);
    const k = must(hoverOn(line, "Forecast"));
    assert.equal(covered(line, k), "Forecast");
    assert.match(k.contents.value, /Only during your upkeep/);
    const label = card("Enchantment", [
      "Forecast — {1}{W}, Reveal Test Card from your hand: Tap target creature. (Activate only during your upkeep and only once each turn.)",
    ]);
    const h = must(hoverOn(label, "Forecast"));
    assert.equal(covered(label, h), "Forecast");
    assert.match(h.contents.value, /^\*\*Forecast\*\* — keyword ability \(CR 702\.57\)/);
    assert.match(h.contents.value, /On this card it can be activated:\*\* Your turn: upkeep\./);
    assert.ok(h.contents.value.includes("Untap · **[Upkeep]** · Draw"));
  });

  it("Cumulative upkeep is a keyword, not a step mention", () => {
    const text = card("Enchantment", ["Cumulative upkeep {1}"]);
    const h = must(hoverOn(text, "upkeep"));
    assert.equal(covered(text, h), "Cumulative upkeep");
    assert.match(h.contents.value, /\*\*Triggers:\*\* Your turn: upkeep\./);
  });

  it("a keyword granted in effect text", () => {
    const text = card("Instant", ["Creatures you control gain flying and haste until end of turn."]);
    const h = must(hoverOn(text, "haste"));
    assert.equal(covered(text, h), "haste");
    assert.match(h.contents.value, /^\*\*Haste\*\* — keyword ability \(CR 702\.10\)/);
  });

  it("a keyword without an own-words entry gets the generic text with its 702.x rule", () => {
    const text = card("Creature — Beast", ["Amplify 1"], "  stats: 1/1");
    const h = must(hoverOn(text, "Amplify"));
    assert.match(h.contents.value, /Keyword ability, CR 702\.38\./);
  });
});

describe("hover: abilities", () => {
  it("trigger condition: when it triggers, with the strip", () => {
    const text = card("Creature — Bear", ["At the beginning of your upkeep, you gain 1 life."], "  stats: 2/2");
    const h = must(hoverOn(text, "At the beginning"));
    assert.equal(covered(text, h), "At the beginning of your upkeep");
    assert.match(h.contents.value, /\*\*Triggers at the beginning of:\*\* Your turn: upkeep\./);
    assert.ok(h.contents.value.includes("Untap · **[Upkeep]** · Draw"));
    assert.match(h.contents.value, /603\.2b/);
  });

  it('event trigger "Whenever ~ attacks" is placed in the declare attackers step of your turn', () => {
    const text = card("Creature — Soldier", ["Whenever ~ attacks, you may tap target creature."], "  stats: 2/2");
    const h = must(hoverOn(text, "Whenever"));
    assert.equal(covered(text, h), "Whenever ~ attacks");
    assert.match(h.contents.value, /\*\*Triggers in:\*\* Your turn: declare attackers step — it triggers when attackers are declared/);
    assert.match(h.contents.value, /508\.3a/);
    assert.ok(h.contents.value.includes("Begin · **[Attack]** · Block"));
  });

  it("an unknown step in a trigger says so", () => {
    const text = card("Creature — Bear", ["At the beginning of your upkep, you gain 1 life."], "  stats: 2/2");
    const h = must(hoverOn(text, "At the"));
    assert.match(h.contents.value, /"upkep" is not a step or phase of the turn/);
    assert.match(h.contents.value, /Did you mean "upkeep"/);
  });

  it('activation restriction "as a sorcery": the window in words and the strip', () => {
    const text = card("Artifact", ["{1}: Scry 1. Activate only as a sorcery."]);
    const h = must(hoverOn(text, "Activate"));
    assert.equal(covered(text, h), "Activate only as a sorcery.");
    assert.match(h.contents.value, /\*\*Can be activated:\*\* Your turn: precombat main phase, postcombat main phase, stack empty\./);
    assert.ok(h.contents.value.includes("**[Main 1]**") && h.contents.value.includes("**[Main 2]**"));
    assert.match(h.contents.value, /602\.5d/);
  });

  it("activation cost: the ability's window (any time with priority for a plain ability)", () => {
    const text = card("Artifact", ["Sacrifice a creature: You gain 2 life."]);
    const h = must(hoverOn(text, "Sacrifice"));
    assert.equal(covered(text, h), "Sacrifice a creature");
    assert.match(h.contents.value, /^\*\*Activated ability\*\*/);
    assert.match(h.contents.value, /Any time you have priority: either player's turn, every step except untap and cleanup/);
  });

  it("loyalty cost", () => {
    const text = card("Legendary Planeswalker — Vess", ["+1: Scry 2."], "  loyalty: 4");
    const h = must(hoverOn(text, "+1"));
    assert.equal(covered(text, h), "+1");
    assert.match(h.contents.value, /Loyalty ability/);
    assert.match(h.contents.value, /Your turn: precombat main phase, postcombat main phase, stack empty/);
  });

  it('an impossible restriction shows "never" with both constraints', () => {
    const text = card("Sorcery", ["Cast this spell only during combat.", "Draw a card."]);
    const h = must(hoverOn(text, "Cast"));
    assert.equal(covered(text, h), "Cast this spell only during combat.");
    assert.match(h.contents.value, /\*\*Can be cast:\*\* never — Sorcery-speed spells and 'during combat' never overlap\./);
  });

  it("type line value: when the spell can be cast", () => {
    const text = card("Instant", ["Draw a card."]);
    const h = must(hoverOn(text, "Instant"));
    assert.equal(covered(text, h), "Instant");
    assert.match(h.contents.value, /\*\*Can be cast:\*\* Any time you have priority/);
  });

  it("ability word", () => {
    const text = card("Creature — Elemental", ["Landfall — Whenever a land you control enters, you gain 1 life."], "  stats: 1/1");
    const h = must(hoverOn(text, "Landfall"));
    assert.equal(covered(text, h), "Landfall");
    assert.match(h.contents.value, /ability word/);
    assert.match(h.contents.value, /207\.2c/);
  });
});

describe("hover: fields, symbols, names, nothing elsewhere", () => {
  const text = card("Creature — Bear", ["{T}, Pay {G/P}: Add {C}. # not a comment inside text", "Draw a card."], "  stats: 2/2");

  it("field names", () => {
    const h = must(hoverOn(text, "cost"));
    assert.equal(covered(text, h), "cost");
    assert.match(h.contents.value, /^\*\*Mana cost\*\*/);
    assert.match(h.contents.value, /CR 202\.1/);
    const s = must(hoverOn(text, "stats"));
    assert.match(s.contents.value, /Power\/toughness/);
    const t = must(hoverOn(text, "text:"));
    assert.equal(covered(text, t), "text");
    assert.match(t.contents.value, /Rules text/);
  });

  it("mana and other symbols, in the cost and in rules text", () => {
    const hybrid = must(hoverOn(text, "{W/U}"));
    assert.equal(covered(text, hybrid), "{W/U}");
    assert.match(hybrid.contents.value, /Hybrid mana: one white or one blue mana\./);
    assert.match(hybrid.contents.value, /107\.4e/);
    assert.match(must(hoverOn(text, "{T}")).contents.value, /tap symbol/);
    assert.match(must(hoverOn(text, "{G/P}")).contents.value, /Phyrexian mana: one green mana or 2 life/);
    assert.match(must(hoverOn(text, "{C}")).contents.value, /colorless/);
  });

  it("card name", () => {
    const h = must(hoverOn(text, '"Test Card"', 0, 2));
    assert.equal(covered(text, h), '"Test Card"');
    assert.match(h.contents.value, /^\*\*Test Card\*\*/);
    assert.match(h.contents.value, /Can be cast: Your turn: precombat main phase, postcombat main phase, stack empty/);
  });

  it("nothing in comments and on plain effect words", () => {
    const t = `# upkeep at the beginning of your upkeep\n${text}`;
    assert.equal(hoverOn(t, "upkeep"), undefined);
    assert.equal(hoverOn(t, "Draw a card"), undefined);
  });

  it("accepts LSP positions and is exact with CRLF, a BOM and emoji (UTF-16 columns)", () => {
    const crlf =
      '\uFEFFcard "🐉 Drake" {\r\n  type: Creature — Drake\r\n  stats: 2/2\r\n  text:\r\n    🔥🔥 At the beginning of each upkeep, you gain 1 life.\r\n}\r\n';
    const model = lintText(crlf).model;
    const h = must(hover(model, { line: 4, character: 36 }));
    assert.equal(crlf.slice(h.span.start, h.span.end), "upkeep");
    // 4 spaces + two emoji (2 UTF-16 units each) + a space + "At the beginning of each " = 34
    assert.deepEqual(h.range, { start: { line: 4, character: 34 }, end: { line: 4, character: 40 } });
    const name = must(hover(model, { line: 0, character: 7 }));
    assert.deepEqual(name.range, { start: { line: 0, character: 6 }, end: { line: 0, character: 16 } });
    assert.equal(hover(model, { line: 99, character: 0 }), undefined);
  });
});

describe("hover: robustness", () => {
  it("never throws at any offset of malformed documents", () => {
    for (const text of MALFORMED) {
      const { model } = lintText(text);
      for (let o = 0; o <= text.length + 1; o++) assert.doesNotThrow(() => hoverAtOffset(model, o), `${JSON.stringify(text)} @ ${o}`);
    }
  });
});

describe("hover: old wording shows its date and modern form, reported or not", () => {
  const oldCard = [
    'card "Grove Sentinel" {',
    "  type: Creature — Elf Druid",
    "  stats: 1/1",
    "  text:",
    "    When this creature enters the battlefield, draw a card.",
    "    {T}: Add {G} to your mana pool.",
    "}",
    "",
  ].join("\n");

  it("on an old form in a current-edition file: date, release and modern form", () => {
    const h = must(hoverOn(oldCard, "enters the battlefield", 0, 3));
    assert.equal(covered(oldCard, h), "enters the battlefield");
    assert.match(h.contents.value, /Old wording/);
    assert.match(h.contents.value, /2024-08-02, Bloomburrow/);
    assert.match(h.contents.value, /'enters'/);
    assert.doesNotMatch(h.contents.value, /Not reported/);
  });

  it("in a file of an older rules edition: still dated, and says why it is not reported", () => {
    const text = `rules 2017-06\n\n${oldCard}`;
    assert.deepEqual(
      lintText(text).findings.filter((f) => f.ruleId === "obsolete-wording"),
      [],
    );
    const h = must(hoverOn(text, "to your mana pool", 0, 4));
    assert.equal(covered(text, h), "Add {G} to your mana pool");
    assert.match(h.contents.value, /2018-04-27, Dominaria/);
    assert.match(h.contents.value, /the modern form is 'Add \\?\{G\\?\}'/);
    assert.match(h.contents.value, /Not reported: this file's rules edition \(2017-06\)/);
  });
});
