/**
 * The dated wording data (`obsolete-terms.ts`), row by row: every row has a case here (old form
 * found and underlined, the fix keeps the sentence's grammar and touches nothing outside the old
 * form), is not reported in a file whose `rules` edition predates it, and is reported from its
 * date on. Every "(Obsolete)" entry of the Comprehensive Rules glossary (generated from the CR
 * text into `cr-lists.generated.ts`) is answered by at least one row.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../../server/src/app/service";
import type { Finding } from "../../../server/src/core/rules/types";
import { OBSOLETE_GLOSSARY_ENTRIES } from "../../../server/src/games/mtg/cr-lists.generated";
import { OBSOLETE_TERMS, type ObsoleteTerm } from "../../../server/src/games/mtg/obsolete-terms";
import { applyFix } from "../../helpers/apply";
import { cardSource } from "../../helpers/cards";

interface RowCase {
  type?: string;
  stats?: string;
  /** One line of rules text (omit for a type-line row). */
  text?: string;
  /** The text the finding underlines. */
  old: string;
  /** The line (text or type line) after the preferred fix; omitted = no mechanical rewrite. */
  fixed?: string;
}

const CASES: Record<string, RowCase[]> = {
  "mana-burn": [{ text: "At the beginning of your end step, you suffer mana burn.", old: "mana burn" }],
  "damage-assignment-order": [
    { text: "You choose the damage assignment order of creatures blocking this creature.", old: "damage assignment order" },
  ],
  substance: [{ text: "Substance", old: "Substance" }],
  interrupt: [{ type: "Interrupt", text: "Counter target spell.", old: "Interrupt", fixed: "Instant" }],
  "mana-source": [{ type: "Mana Source", text: "Add {B}{B}{B}.", old: "Mana Source", fixed: "Instant" }],
  summon: [{ type: "Summon Elf", stats: "1/1", text: "Flying", old: "Summon", fixed: "Creature — Elf" }],
  "damage-on-the-stack": [
    { text: "Sacrifice this creature while combat damage is on the stack: Draw a card.", old: "while combat damage is on the stack" },
  ],
  "play-as-interrupt": [
    { text: "{T}: Counter target spell. Play this ability as an interrupt.", old: "Play this ability as an interrupt" },
  ],
  "comes-into-play": [
    { text: "When this creature comes into play, draw a card.", old: "comes into play", fixed: "When this creature enters, draw a card." },
  ],
  "into-play": [
    {
      text: "Put target creature card from your graveyard into play.",
      old: "into play",
      fixed: "Put target creature card from your graveyard onto the battlefield.",
    },
  ],
  "in-play": [{ text: "Destroy all creatures in play.", old: "in play", fixed: "Destroy all creatures on the battlefield." }],
  "to-play": [
    {
      text: "Return target creature card from your graveyard to play.",
      old: "to play",
      fixed: "Return target creature card from your graveyard to the battlefield.",
    },
  ],
  "cost-to-play": [{ text: "Creature spells cost {1} less to play.", old: "to play", fixed: "Creature spells cost {1} less to cast." }],
  "removed-from-the-game": [
    { text: "Remove target creature from the game.", old: "Remove target creature from the game", fixed: "Exile target creature." },
  ],
  "play-a-spell": [
    { text: "Whenever an opponent plays a spell, draw a card.", old: "plays", fixed: "Whenever an opponent casts a spell, draw a card." },
  ],
  "at-end-of-turn": [
    {
      text: "At end of turn, sacrifice this creature.",
      old: "At end of turn",
      fixed: "At the beginning of the end step, sacrifice this creature.",
    },
  ],
  "summoning-sickness": [{ text: "This creature isn't affected by summoning sickness.", old: "summoning sickness" }],
  "phase-ability": [
    {
      text: "During your upkeep, pay {1} or sacrifice this creature.",
      old: "During your upkeep, ",
      fixed: "At the beginning of your upkeep, pay {1} or sacrifice this creature.",
    },
  ],
  tribal: [{ type: "Tribal Instant — Elf", text: "Draw a card.", old: "Tribal", fixed: "Kindred Instant — Elf" }],
  "any-time-sorcery": [
    {
      text: "{1}: Draw a card. Activate this ability only any time you could cast a sorcery.",
      old: "Activate this ability only any time you could cast a sorcery",
      fixed: "{1}: Draw a card. Activate only as a sorcery.",
    },
  ],
  bury: [{ text: "Bury target creature.", old: "Bury" }],
  caster: [{ text: "This spell deals 2 damage to its caster.", old: "caster", fixed: "This spell deals 2 damage to its controller." }],
  "total-casting-cost": [
    {
      text: "Destroy target creature with total casting cost 3 or less.",
      old: "total casting cost",
      fixed: "Destroy target creature with mana value 3 or less.",
    },
  ],
  "casting-cost": [
    {
      text: "Spells with casting cost {R} can't be countered.",
      old: "casting cost",
      fixed: "Spells with mana cost {R} can't be countered.",
    },
  ],
  "artifact-kind": [
    { type: "Mono Artifact", text: "{1}, {T}: You gain 1 life.", old: "Mono Artifact", fixed: "Artifact" },
    { type: "Continuous Artifact", text: "Creatures you control get +1/+0.", old: "Continuous Artifact", fixed: "Artifact" },
    { type: "Poly Artifact", text: "{1}: Draw a card.", old: "Poly Artifact", fixed: "Artifact" },
  ],
  "counts-as": [{ text: "This land counts as a Forest.", old: "counts as a Forest" }],
  edh: [{ text: "This card is banned in EDH.", old: "EDH", fixed: "This card is banned in Commander." }],
  "global-enchantment": [
    { text: "Destroy target global enchantment.", old: "global enchantment", fixed: "Destroy target non-Aura enchantment." },
  ],
  "local-enchantment": [{ text: "Destroy target local enchantment.", old: "local enchantment", fixed: "Destroy target Aura." }],
  "enchant-type-line": [{ type: "Enchant Creature", text: "Enchanted creature gets +2/+2.", old: "Enchant Creature" }],
  "enchant-world-type-line": [{ type: "Enchant World", text: "Creatures can't attack.", old: "Enchant World", fixed: "World Enchantment" }],
  islandhome: [{ text: "Islandhome", old: "Islandhome" }],
  "legend-subtype": [{ type: "Creature — Human Legend", stats: "2/2", text: "Flying", old: "Legend" }],
  permanently: [{ text: "Target creature gains flying permanently.", old: " permanently", fixed: "Target creature gains flying." }],
  placed: [{ text: "Place a +1/+1 counter on target creature.", old: "Place", fixed: "Put a +1/+1 counter on target creature." }],
  redirect: [{ text: "Redirect the next 3 damage that would be dealt to you to target creature.", old: "Redirect" }],
  "set-aside": [{ text: "Set target creature aside.", old: "Set target creature aside", fixed: "Exile target creature." }],
  "snow-covered": [{ text: "Destroy target snow-covered land.", old: "snow-covered", fixed: "Destroy target snow land." }],
  "successfully-cast": [
    {
      text: "Whenever a player successfully casts a spell, draw a card.",
      old: "successfully casts",
      fixed: "Whenever a player casts a spell, draw a card.",
    },
  ],
  "transforming-dfc": [
    {
      text: "Transform target transforming double-faced card you control.",
      old: "transforming double-faced card",
      fixed: "Transform target nonmodal double-faced card you control.",
    },
  ],
  dies: [
    {
      text: "Whenever another creature is put into a graveyard from the battlefield, draw a card.",
      old: "is put into a graveyard from the battlefield",
      fixed: "Whenever another creature dies, draw a card.",
    },
    {
      text: "When this creature is put into a graveyard from the battlefield, you gain 2 life.",
      old: "is put into a graveyard from the battlefield",
      fixed: "When this creature dies, you gain 2 life.",
    },
  ],
  "hexproof-wording": [
    {
      text: "This creature can't be the target of spells or abilities your opponents control.",
      old: "can't be the target of spells or abilities your opponents control",
    },
  ],
  unblockable: [
    { text: "Target creature is unblockable this turn.", old: "is unblockable", fixed: "Target creature can't be blocked this turn." },
    { text: "Creatures you control are unblockable.", old: "are unblockable", fixed: "Creatures you control can't be blocked." },
  ],
  "is-indestructible": [
    { text: "Creatures you control are indestructible.", old: "are indestructible", fixed: "Creatures you control have indestructible." },
  ],
  "colorless-mana": [{ text: "{T}: Add {2}.", old: "Add {2}", fixed: "{T}: Add {C}{C}." }],
  "create-token": [
    {
      text: "Put a 1/1 green Saproling creature token onto the battlefield.",
      old: "Put a 1/1 green Saproling creature token onto the battlefield",
      fixed: "Create a 1/1 green Saproling creature token.",
    },
    {
      text: "Put two 1/1 white Soldier creature tokens onto the battlefield tapped.",
      old: "Put two 1/1 white Soldier creature tokens onto the battlefield tapped",
    },
  ],
  "planeswalker-uniqueness": [
    { text: "This planeswalker isn't subject to the planeswalker uniqueness rule.", old: "planeswalker uniqueness rule" },
  ],
  "planeswalker-not-legendary": [
    { type: "Planeswalker — Jace", text: "+1: Draw a card.", old: "Planeswalker", fixed: "Legendary Planeswalker — Jace" },
  ],
  mill: [
    {
      text: "Target player puts the top two cards of their library into their graveyard.",
      old: "puts the top two cards of their library into their graveyard",
      fixed: "Target player mills two cards.",
    },
    {
      text: "Put the top card of your library into your graveyard.",
      old: "Put the top card of your library into your graveyard",
      fixed: "Mill a card.",
    },
  ],
  "mana-pool": [
    { text: "{T}: Add {G} to your mana pool.", old: "Add {G} to your mana pool", fixed: "{T}: Add {G}." },
    {
      text: "{T}: Add one mana of any color to your mana pool.",
      old: "Add one mana of any color to your mana pool",
      fixed: "{T}: Add one mana of any color.",
    },
  ],
  "creature-or-player": [
    {
      text: "This spell deals 3 damage to target creature or player.",
      old: "target creature or player",
      fixed: "This spell deals 3 damage to any target.",
    },
  ],
  "his-or-her": [
    {
      text: "Target player discards a card from his or her hand.",
      old: "his or her",
      fixed: "Target player discards a card from their hand.",
    },
    {
      text: "Each opponent sacrifices a creature he or she controls.",
      old: "he or she controls",
      fixed: "Each opponent sacrifices a creature they control.",
    },
    {
      text: "Target player draws a card unless he or she pays {2}.",
      old: "he or she pays",
      fixed: "Target player draws a card unless they pay {2}.",
    },
  ],
  "converted-mana-cost": [
    {
      text: "Destroy target creature with converted mana cost 3 or less.",
      old: "converted mana cost",
      fixed: "Destroy target creature with mana value 3 or less.",
    },
    {
      text: "Counter target spell with converted mana cost equal to the number of cards in your hand.",
      old: "converted mana cost",
      fixed: "Counter target spell with mana value equal to the number of cards in your hand.",
    },
  ],
  "totem-armor": [{ text: "Totem armor", old: "Totem armor", fixed: "Umbra armor" }],
  "enters-the-battlefield": [
    { text: "This creature enters the battlefield tapped.", old: "enters the battlefield", fixed: "This creature enters tapped." },
    {
      text: "When this creature enters the battlefield, draw a card.",
      old: "enters the battlefield",
      fixed: "When this creature enters, draw a card.",
    },
    {
      text: "Whenever another creature enters the battlefield under your control, you gain 1 life.",
      old: "enters the battlefield",
      fixed: "Whenever another creature enters under your control, you gain 1 life.",
    },
  ],
};

function source(c: RowCase, rules?: string): string {
  const type = c.type ?? "Creature — Spirit";
  const stats = c.stats ?? (c.type === undefined ? "2/2" : undefined);
  const body = cardSource({ type, ...(stats ? { stats } : {}), ...(c.text ? { text: c.text } : {}) });
  return (rules ? `rules ${rules}\n\n` : "") + body;
}

function hitsOf(src: string, row: ObsoleteTerm): Finding[] {
  return lintText(src).findings.filter(
    (f) => f.ruleId === row.ruleId && src.slice(f.span.start, f.span.end) === src.slice(f.span.start, f.span.end),
  );
}

/** The day before an ISO date. */
function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

describe("obsolete wording data: one dated, tested row per change", () => {
  it("the glossary list is generated from the CR text: 37 (Obsolete) entries", () => {
    assert.equal(OBSOLETE_GLOSSARY_ENTRIES.length, 37);
    assert.ok(OBSOLETE_GLOSSARY_ENTRIES.includes("Play (3)") && OBSOLETE_GLOSSARY_ENTRIES.includes("Placed"));
  });

  it("every (Obsolete) glossary entry has a row (37/37), and rows name only real entries", () => {
    const answered = new Set(OBSOLETE_TERMS.flatMap((t) => t.glossary ?? []));
    const missing = OBSOLETE_GLOSSARY_ENTRIES.filter((e) => !answered.has(e));
    assert.deepEqual(missing, [], `glossary entries without a row`);
    const unknown = [...answered].filter((e) => !OBSOLETE_GLOSSARY_ENTRIES.includes(e));
    assert.deepEqual(unknown, [], "rows naming an entry the glossary does not mark (Obsolete)");
  });

  it("every row is dated (ISO day), sourced, and has a test case here", () => {
    for (const t of OBSOLETE_TERMS) {
      assert.match(t.date, /^\d{4}-\d{2}-\d{2}$/, t.id);
      assert.ok(t.since.length > 0 && t.source.length > 0, t.id);
      assert.ok(CASES[t.id]?.length, `row ${t.id} has no test case`);
    }
    assert.deepEqual(
      Object.keys(CASES).filter((id) => !OBSOLETE_TERMS.some((t) => t.id === id)),
      [],
      "cases for rows that do not exist",
    );
  });

  it("at least 15 template changes since 2009 (Magic 2010 excluded)", () => {
    assert.ok(OBSOLETE_TERMS.filter((t) => t.date > "2009-07-10").length >= 15);
  });

  for (const t of OBSOLETE_TERMS) {
    describe(`${t.id} (${t.since})`, () => {
      for (const c of CASES[t.id] ?? []) {
        it(`finds '${c.old}'${c.fixed ? ` and fixes it to '${c.fixed}'` : " (no mechanical rewrite)"}`, () => {
          const src = source(c);
          const all = lintText(src).findings;
          const mine = hitsOf(src, t).filter((f) => src.slice(f.span.start, f.span.end) === c.old);
          const context = `\n${src}\n${all.map((f) => `${f.ruleId} «${src.slice(f.span.start, f.span.end)}» ${f.message}`).join("\n")}`;
          assert.equal(mine.length, 1, `expected one ${t.ruleId} on '${c.old}'${context}`);
          const f = mine[0]!;
          assert.ok(f.message.includes(t.date.slice(0, 4)), `the message names the year: ${f.message}`);
          const fix = f.fixes.find((x) => x.preferred && x.edits.every((e) => e.span.start >= f.span.start && e.span.end <= f.span.end));
          if (c.fixed === undefined) {
            assert.equal(fix, undefined, `no exact rewrite expected, got '${fix?.title}'`);
            return;
          }
          assert.ok(fix, `no fix${context}`);
          const after = applyFix(src, fix);
          // Nothing outside the old form changes: the text before and after it is kept as written.
          assert.equal(after.slice(0, f.span.start), src.slice(0, f.span.start));
          assert.equal(after.slice(after.length - (src.length - f.span.end)), src.slice(f.span.end));
          const line = c.text !== undefined && c.type === undefined ? c.text : undefined;
          if (line !== undefined || c.text !== undefined) {
            const fixedLine = c.fixed;
            assert.ok(after.includes(fixedLine), `after the fix:\n${after}\nexpected the line '${fixedLine}'`);
          } else assert.ok(after.includes(c.fixed));
        });
      }
      it(`is not reported in a file of the rules edition before ${t.date}, reported from it on`, () => {
        const c = CASES[t.id]![0]!;
        const before = source(c, dayBefore(t.date));
        const on = source(c, t.date);
        const count = (src: string) => hitsOf(src, t).filter((f) => src.slice(f.span.start, f.span.end) === c.old).length;
        assert.equal(count(before), 0, `reported in a file of ${dayBefore(t.date)}`);
        assert.equal(count(on), 1, `not reported in a file of ${t.date}`);
      });
    });
  }
});

describe("obsolete wording data: printed German and Spanish forms that changed too", () => {
  const cases = [
    {
      lang: "de",
      line: "{T}: Erhöhe deinen Manavorrat um {G}.",
      old: "Erhöhe deinen Manavorrat um",
      fixed: "{T}: Erzeuge {G}.",
    },
    { lang: "es", line: "{T}: Agrega {G} a tu reserva de maná.", old: " a tu reserva de maná", fixed: "{T}: Agrega {G}." },
  ];
  for (const c of cases) {
    const src = (rules = "") => `${rules}lang ${c.lang}\n\n` + cardSource({ type: "Creature — Elf Druid", stats: "1/1", text: c.line });
    it(`lang ${c.lang}: '${c.old.trim()}' is reported from Dominaria on and fixed in the card's language`, () => {
      const s = src();
      const f = lintText(s).findings.filter((x) => x.ruleId === "obsolete-wording");
      assert.deepEqual(
        f.map((x) => s.slice(x.span.start, x.span.end)),
        [c.old],
      );
      assert.match(f[0]!.message, /2018-04, Dominaria/);
      const fix = f[0]!.fixes.find((x) => x.preferred)!;
      assert.ok(applyFix(s, fix).includes(`    ${c.fixed}\n`), applyFix(s, fix));
    });
    it(`lang ${c.lang}: not reported in a file of the 2017 rules`, () => {
      const s = src("rules 2017-06\n");
      assert.deepEqual(
        lintText(s).findings.filter((x) => x.ruleId === "obsolete-wording"),
        [],
      );
    });
  }
});
