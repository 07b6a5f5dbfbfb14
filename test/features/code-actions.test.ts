/**
 * Quick fixes and "Fix all": the edit applier's overlap policy, the code actions offered for a
 * range, and — for every rule that offers fixes — each fix applied and re-linted: the finding
 * is gone, no new error or warning appears, the file keeps its line ends (LF, CRLF, with BOM).
 */
import { strict as assert } from "node:assert";
import { applyEdits, diffAsSingleEdit, nonOverlappingFixes, spansOverlap } from "../../server/src/core/features/apply-edits";
import { FIX_ALL_KIND, quickFixes, wantsKind } from "../../server/src/core/code-actions";
import { codeActions, fixAll, lintText, lintDocument } from "../../server/src/app/service";
import { dominantEol } from "../../server/src/core/text/line-index";
import { RULES } from "../../server/src/app/rules";
import type { Finding } from "../../server/src/core/rules/types";
import { cardSource } from "../helpers/cards";

describe("applyEdits", () => {
  it("applies edits in any order given, by position", () => {
    const r = applyEdits("abcdef", [
      { span: { start: 4, end: 6 }, newText: "XY" },
      { span: { start: 0, end: 1 }, newText: "" },
      { span: { start: 2, end: 2 }, newText: "+" },
    ]);
    assert.equal(r.text, "b+cdXY");
    assert.equal(r.applied.length, 3);
    assert.deepEqual(r.skipped, []);
  });

  it("skips an edit that overlaps one accepted before it, and keeps the first", () => {
    const r = applyEdits("abcdef", [
      { span: { start: 1, end: 4 }, newText: "1" },
      { span: { start: 3, end: 5 }, newText: "2" },
    ]);
    assert.equal(r.text, "a1ef");
    assert.deepEqual(
      r.skipped.map((e) => e.newText),
      ["2"],
    );
  });

  it("treats two insertions at one offset as overlapping, and touching edits as not", () => {
    assert.equal(spansOverlap({ start: 2, end: 2 }, { start: 2, end: 2 }), true);
    assert.equal(spansOverlap({ start: 0, end: 2 }, { start: 2, end: 4 }), false);
    assert.equal(spansOverlap({ start: 2, end: 2 }, { start: 2, end: 4 }), false);
    assert.equal(spansOverlap({ start: 3, end: 3 }, { start: 2, end: 4 }), true);
    const r = applyEdits("abcd", [
      { span: { start: 2, end: 4 }, newText: "Z" },
      { span: { start: 2, end: 2 }, newText: "+" },
      { span: { start: 2, end: 2 }, newText: "-" },
    ]);
    assert.equal(r.text, "ab+Z");
    assert.equal(r.skipped.length, 1);
  });

  it("skips spans outside the text instead of throwing", () => {
    const r = applyEdits("abc", [
      { span: { start: 2, end: 9 }, newText: "x" },
      { span: { start: -1, end: 0 }, newText: "y" },
    ]);
    assert.equal(r.text, "abc");
    assert.equal(r.skipped.length, 2);
  });

  it("picks whole fixes without overlaps", () => {
    const fixes = [
      {
        title: "a",
        edits: [
          { span: { start: 0, end: 2 }, newText: "" },
          { span: { start: 8, end: 9 }, newText: "" },
        ],
      },
      {
        title: "b",
        edits: [
          { span: { start: 4, end: 5 }, newText: "" },
          { span: { start: 8, end: 9 }, newText: "x" },
        ],
      },
      { title: "c", edits: [{ span: { start: 4, end: 5 }, newText: "" }] },
      {
        title: "d",
        edits: [
          { span: { start: 6, end: 7 }, newText: "" },
          { span: { start: 6, end: 7 }, newText: "" },
        ],
      },
    ];
    assert.deepEqual(
      nonOverlappingFixes(fixes).map((f) => f.title),
      ["a", "c"],
    );
  });

  it("diffs two texts as one edit without splitting a CRLF or a surrogate pair", () => {
    assert.equal(diffAsSingleEdit("same", "same"), undefined);
    const before = "a\r\nb 🎉 c";
    const after = "a\nb 🎊 c";
    const e = diffAsSingleEdit(before, after)!;
    assert.equal(applyEdits(before, [e]).text, after);
    assert.ok(!/^\n/.test(before.slice(e.span.start)) || before[e.span.start - 1] !== "\r");
    const e2 = diffAsSingleEdit("x🎉y", "x🎊y")!;
    assert.deepEqual(e2.span, { start: 1, end: 3 });
  });
});

describe("code actions for a range", () => {
  const src = cardSource({
    name: "Battle Hymn of Ruin",
    type: "Sorcery",
    text: "Cast this spell only during combat.\nCreatures you control get +2/+0 until end of turn.",
  });
  const findings = lintText(src).findings;
  const at = (needle: string) => ({ start: src.indexOf(needle), end: src.indexOf(needle) });

  it("offers each fix of a finding under the cursor as its own quick fix, the likeliest preferred", () => {
    const actions = quickFixes(findings, at("combat"));
    assert.deepEqual(
      actions.map((a) => a.title),
      ["Change type to Instant", "Add Flash", "Remove the restriction 'during combat'"],
    );
    assert.deepEqual(
      actions.map((a) => a.isPreferred),
      [true, false, false],
    );
    for (const a of actions) {
      assert.equal(a.kind, "quickfix");
      assert.equal(a.findings[0]!.ruleId, "impossible-timing");
    }
  });

  it("offers nothing away from a finding", () => {
    assert.deepEqual(quickFixes(findings, at("Creatures you")), []);
  });

  it("adds 'Fix all' only when the document has a safe fix, and honours context.only", () => {
    assert.equal(
      codeActions(src, at("combat")).some((a) => a.kind === FIX_ALL_KIND),
      false,
    );
    const old = cardSource({
      name: "Dusk Reaper",
      type: "Creature — Spirit",
      stats: "3/3",
      text: "At end of turn, sacrifice this creature.",
    });
    const all = codeActions(old, at("zzz"));
    assert.deepEqual(
      all.map((a) => a.kind),
      [FIX_ALL_KIND],
    );
    assert.equal(all[0]!.title, "Fix all auto-fixable problems");
    const quick = codeActions(old, { start: old.indexOf("At end"), end: old.indexOf("At end") }, {}, undefined, ["quickfix"]);
    assert.deepEqual(
      quick.map((a) => a.kind),
      ["quickfix", "quickfix", "quickfix", "quickfix", "quickfix"],
    );
    assert.deepEqual(
      quick.slice(1).map((a) => a.title),
      [
        "Update old wording in this card",
        "Update old wording in this file",
        "Disable obsolete-wording for this line",
        "Disable obsolete-wording for the entire file",
      ],
    );
    assert.equal(wantsKind(["source"], FIX_ALL_KIND), true);
    assert.equal(wantsKind(["source.fixAll"], FIX_ALL_KIND), true);
    assert.equal(wantsKind(["refactor"], FIX_ALL_KIND), false);
  });

  it("offers no fix for a rule that settings turned off", () => {
    const off = codeActions(src, at("combat"), { rules: { "impossible-timing": "off" } });
    assert.deepEqual(off, []);
  });
});

/** An example document per fixable rule; each fix of each finding is applied and re-linted. */
interface FixCase {
  rule: string;
  title: string;
  source: string;
  /** Test the source only as written (it has its own line ends), not in LF/CRLF/BOM variants. */
  asIs?: boolean;
}

const card = cardSource;
const FIX_CASES: FixCase[] = [
  {
    rule: "impossible-timing",
    title: "sorcery restricted to combat",
    source: card({
      name: "Battle Hymn of Ruin",
      type: "Sorcery",
      text: "Cast this spell only during combat.\nCreatures you control get +2/+0 until end of turn.",
    }),
  },
  {
    rule: "impossible-timing",
    title: "legendary sorcery on an opponent's turn, only line",
    source: card({ name: "Spite", type: "Legendary Sorcery", text: "Cast this spell only during an opponent's turn." }),
  },
  {
    rule: "impossible-timing",
    title: "sorcery face of a two-face card",
    source: `card "D" {\n  face "D1" {\n    type: Sorcery\n    text:\n      Cast this spell only during combat.\n  }\n  face "D2" {\n    type: Instant\n    text:\n      Draw a card.\n  }\n}\n`,
  },
  {
    rule: "impossible-timing",
    title: "as a sorcery and during combat",
    source: card({
      name: "War Engine",
      type: "Artifact",
      text: "{2}, {T}: Target creature gets +2/+2 until end of turn. Activate only as a sorcery and only during combat.",
    }),
  },
  {
    rule: "impossible-timing",
    title: "three clauses",
    source: card({
      name: "Gear",
      type: "Artifact",
      text: "{1}: Scry 1. Activate only as a sorcery, only during combat, and only once each turn.",
    }),
  },
  {
    rule: "impossible-timing",
    title: "untap step",
    source: card({ name: "Dawn Prayer", type: "Instant", text: "Cast this spell only during your untap step.\nYou gain 5 life." }),
  },
  {
    rule: "impossible-timing",
    title: "contradictory turns",
    source: card({
      name: "Turncoat Idol",
      type: "Artifact",
      text: "{1}: Scry 1. Activate only during your turn and only during an opponent's turn.",
    }),
  },
  {
    rule: "impossible-timing",
    title: "restriction and effect in one line",
    source: card({ name: "Hasty Hymn", type: "Sorcery", text: "Cast this spell only during combat. Draw a card." }),
  },
  {
    rule: "impossible-timing",
    title: "rules text on the same line as 'text:'",
    source: `card "A" {\n  type: Sorcery\n  text: Cast this spell only during combat.\n}\n`,
  },
  {
    rule: "impossible-timing",
    title: "lone-CR line ends",
    asIs: true,
    source: `card "A" {\r  type: Sorcery\r  text:\r    Cast this spell only during combat.\r}\r`,
  },
  {
    rule: "impossible-timing",
    title: "mostly LF with one CRLF",
    asIs: true,
    source: `card "A" {\n  type: Sorcery\n  text:\n    Cast this spell only during combat.\n}\r\n`,
  },
  {
    rule: "untap-step-trigger",
    title: "your untap step",
    source: card({
      name: "Dawn Tender",
      type: "Creature — Human Druid",
      stats: "1/1",
      text: "At the beginning of your untap step, untap target land you control.",
    }),
  },
  {
    rule: "cleanup-step-trigger",
    title: "each cleanup step",
    source: card({ name: "Loop", type: "Enchantment", text: "At the beginning of your cleanup step, draw a card." }),
  },
  {
    rule: "flash-on-land",
    title: "Flash alone on its line",
    source: card({ name: "Flicker Grove", type: "Land", text: "Flash\n{T}: Add {G}." }),
  },
  {
    rule: "flash-on-land",
    title: "Flash after another keyword",
    source: card({ name: "Flicker Vale", type: "Land", text: "Hexproof, flash\n{T}: Add {U}." }),
  },
  {
    rule: "reminder-timing-mismatch",
    title: "a Flash reminder with sorcery timing",
    source: card({
      name: "Ambush Viper",
      type: "Creature — Snake",
      stats: "2/1",
      text: "Flash (You may cast this spell any time you could cast a sorcery.)\nDeathtouch",
    }),
  },
  {
    rule: "redundant-timing",
    title: "only during your turn on a sorcery",
    source: card({ name: "Quick Study", type: "Sorcery", text: "Cast this spell only during your turn.\nDraw two cards." }),
  },
  {
    rule: "redundant-timing",
    title: "as a sorcery on a loyalty ability",
    source: card({
      name: "Vess, Redundant",
      type: "Legendary Planeswalker — Vess",
      loyalty: "3",
      text: "+1: Draw a card. Activate only as a sorcery.",
    }),
  },
  {
    rule: "redundant-timing",
    title: "Flash on an instant among keywords",
    source: card({ name: "Quick Flash", type: "Instant", text: "Flying, flash, trample\nDraw a card." }),
  },
  {
    rule: "unread-timing",
    title: "a misspelled trigger opening",
    source: card({ name: "Begining", type: "Creature — Elf", stats: "1/1", text: "At the begining of your upkeep, draw a card." }),
  },
  {
    rule: "unread-timing",
    title: "a misspelled 'during' in a restriction",
    source: card({ name: "Durng", type: "Artifact", text: "{T}: Draw a card. Activate only durng combat." }),
  },
  {
    rule: "unknown-step",
    title: "misspelt upkeep",
    source: card({ name: "Upkep", type: "Creature — Elf", stats: "1/1", text: "At the beginning of your upkep, draw a card." }),
  },
  {
    rule: "unknown-step",
    title: "renamed end of turn step",
    source: card({
      name: "Twilight Snare",
      type: "Instant",
      text: "Cast this spell only during the end of turn step.\nTap target creature.",
    }),
  },
  {
    rule: "obsolete-rule",
    title: "mana burn sentence",
    source: card({ name: "Burnout Totem", type: "Artifact", text: "{T}: Add {C}. Mana burn happens. Draw a card." }),
  },
  // A second ability: the only ability of a card is never offered for removal.
  {
    rule: "obsolete-rule",
    title: "mana burn whole line",
    source: card({
      name: "Burnout Totem",
      type: "Artifact",
      text: "{T}: Add {C}.\nAt the beginning of each end step, each player with unspent mana in their mana pool suffers mana burn.",
    }),
  },
  {
    rule: "obsolete-rule",
    title: "Interrupt card type",
    source: card({ name: "Old Negation", type: "Interrupt", text: "Counter target spell." }),
  },
  {
    rule: "obsolete-rule",
    title: "Mana Source card type",
    source: card({ name: "Ritual of Old", type: "Mana Source", text: "Add {B}{B}{B}." }),
  },
  {
    rule: "obsolete-wording",
    title: "at end of turn",
    source: card({ name: "Dusk Reaper", type: "Creature — Spirit", stats: "3/3", text: "At end of turn, sacrifice this creature." }),
  },
  {
    rule: "obsolete-wording",
    title: "comes into play and play this spell",
    source: card({
      name: "Old Elf",
      type: "Creature — Elf",
      stats: "1/1",
      text: "When this creature comes into play, draw a card.\nPlay this spell only during your turn.",
    }),
  },
  { rule: "obsolete-wording", title: "Tribal", source: card({ name: "Elf Rite", type: "Tribal Instant — Elf", text: "Draw a card." }) },
  { rule: "unknown-card-type", title: "misspelt Creature", source: card({ name: "Typo", type: "Creatur — Elf", stats: "1/1" }) },
  {
    rule: "ambiguous-spell-speed",
    title: "Yu-Gi-Oh! untagged opponent's-turn effect",
    source:
      'game ygo\ncard "Night Stalker" {\n  type: Effect Monster\n  text:\n    During your opponent\'s turn: You can target 1 card on the field; destroy it.\n}\n',
  },
  {
    rule: "quick-effect-tag-on-spell-trap",
    title: "Yu-Gi-Oh! Quick Effect label on a Trap",
    source:
      'game ygo\ncard "Snare Net" {\n  type: Normal Trap\n  text:\n    Target 1 monster on the field (Quick Effect); destroy it.\n}\n',
  },
  {
    rule: "obsolete-wording",
    title: "Yu-Gi-Oh! during either player's turn",
    source:
      'game ygo\ncard "Old Guardian" {\n  type: Effect Monster\n  text:\n    Once per turn, during either player\'s turn: You can draw 1 card.\n}\n',
  },
  {
    rule: "stats-mismatch",
    title: "Yu-Gi-Oh! Level on an Xyz Monster",
    source: 'game ygo\ncard "Rank Four" {\n  type: Xyz/Effect Monster\n  level: 4\n  text:\n    2 Level 4 monsters\n}\n',
  },
  { rule: "unknown-field", title: "misspelt cost", source: `card "Typo" {\n  cots: {1}\n  type: Artifact\n}\n` },
  {
    rule: "missing-field",
    title: "a planeswalker without loyalty",
    source: card({ name: "Vess", type: "Legendary Planeswalker — Vess", text: "+1: Draw a card." }),
  },
];

/** Variants of a document: as written (LF), CRLF, and CRLF with a BOM. */
function variants(source: string): { name: string; text: string }[] {
  const crlf = source.replace(/\n/g, "\r\n");
  return [
    { name: "LF", text: source },
    { name: "CRLF", text: crlf },
    { name: "BOM+CRLF", text: `\uFEFF${crlf}` },
  ];
}

const loud = (fs: Finding[]) => fs.filter((f) => f.severity !== "info").map((f) => `${f.ruleId}: ${f.message}`);

describe("every offered fix repairs its finding (apply + re-lint)", () => {
  it("has an example for every rule that offers fixes", () => {
    const covered = new Set(FIX_CASES.map((c) => c.rule));
    const missing = RULES.filter((r) => r.meta.fixable && !covered.has(r.meta.id)).map((r) => r.meta.id);
    assert.deepEqual(missing, []);
  });

  for (const c of FIX_CASES) {
    for (const v of c.asIs ? [{ name: "as written", text: c.source }] : variants(c.source)) {
      it(`${c.rule}: ${c.title} (${v.name})`, () => {
        const before = lintText(v.text).findings;
        const target = before.filter((f) => f.ruleId === c.rule);
        assert.ok(target.length > 0, `the example must trigger ${c.rule}; got ${before.map((f) => f.ruleId).join(", ") || "nothing"}`);
        let fixesTried = 0;
        for (const f of target) {
          assert.ok(f.fixes.length > 0, `${c.rule} finding '${f.message}' offers no fix`);
          for (const fix of f.fixes) {
            fixesTried++;
            const r = applyEdits(v.text, fix.edits);
            assert.deepEqual(r.skipped, [], `fix '${fix.title}' has overlapping edits`);
            const after = lintText(r.text).findings;
            const label = `fix '${fix.title}' → ${JSON.stringify(r.text)}`;
            assert.equal(
              after.filter((g) => g.ruleId === c.rule).length,
              target.length - 1,
              `${label}: the ${c.rule} finding is still there`,
            );
            assert.deepEqual(
              after.filter((g) => g.ruleId === "syntax-error"),
              [],
              `${label}: syntax error`,
            );
            const newLoud = loud(after).filter((m) => !loud(before).includes(m));
            assert.deepEqual(newLoud, [], `${label}: new errors or warnings`);
            const eol = dominantEol(v.text);
            for (const e of fix.edits) {
              for (const br of e.newText.match(/\r\n|\r|\n/g) ?? [])
                assert.equal(br, eol, `${label}: inserts ${JSON.stringify(br)} into a file using ${JSON.stringify(eol)}`);
            }
            assert.equal(r.text.startsWith("\uFEFF"), v.text.startsWith("\uFEFF"), `${label}: BOM changed`);
          }
        }
        assert.ok(fixesTried > 0);
      });
    }
  }
});

describe("fix all", () => {
  const messy = [
    cardSource({
      name: "Dusk Reaper",
      type: "Creature — Spirit",
      stats: "3/3",
      text: "At end of turn, sacrifice this creature.\nWhen this creature comes into play, draw a card.",
    }),
    cardSource({ name: "Quick Flash", type: "Instant", text: "Flash\nCast this spell only during the end of turn step.\nDraw a card." }),
    cardSource({ name: "Quick Study", type: "Sorcery", text: "Cast this spell only during your turn.\nDraw two cards." }),
    cardSource({ name: "Battle Hymn of Ruin", type: "Sorcery", text: "Cast this spell only during combat.\nDraw a card." }),
  ].join("\n");

  for (const v of variants(messy)) {
    it(`applies every safe fix and nothing else (${v.name})`, () => {
      const r = fixAll(v.text);
      const after = lintText(r.text).findings;
      for (const id of ["obsolete-wording", "redundant-timing", "unknown-step"]) {
        assert.deepEqual(
          after.filter((f) => f.ruleId === id).map((f) => f.message),
          [],
          `${id} left after fix all`,
        );
      }
      // Unsafe fixes (they change what the card does) are not applied.
      assert.equal(after.filter((f) => f.ruleId === "impossible-timing").length, 1);
      assert.ok(r.fixed.length >= 5);
      // The edits reproduce the result from the original text.
      assert.equal(applyEdits(v.text, r.edits).text, r.text);
      if (v.text.includes("\r\n")) assert.doesNotMatch(r.text, /(^|[^\r])\n/);
      assert.equal(fixAll(r.text).passes, 0, "fix all is idempotent");
    });
  }

  it("runs another pass for a safe fix that only appears after the first (one edit from the original)", () => {
    const src = cardSource({ name: "Quick Study", type: "Sorcery", text: "Play this spell only during your turn.\nDraw two cards." });
    // The old opener still restricts the spell (test/kinds/obsolete-play-opener-still-restricts.test.ts): redundant on a sorcery.
    assert.deepEqual(
      lintText(src).findings.map((f) => f.ruleId),
      ["obsolete-wording", "redundant-timing"],
    );
    const r = fixAll(src);
    assert.equal(r.passes, 2);
    assert.equal(r.text, cardSource({ name: "Quick Study", type: "Sorcery", text: "Draw two cards." }));
    assert.equal(r.edits.length, 1);
    assert.equal(applyEdits(src, r.edits).text, r.text);
  });

  it("returns no edits when nothing is safely fixable", () => {
    const r = fixAll(cardSource({ name: "Battle Hymn of Ruin", type: "Sorcery", text: "Cast this spell only during combat." }));
    assert.deepEqual(r.edits, []);
    assert.equal(r.passes, 0);
  });

  it("never raises the number of errors", () => {
    const r = fixAll(messy);
    const errors = (t: string) => lintText(t).findings.filter((f) => f.severity === "error").length;
    assert.ok(errors(r.text) <= errors(messy));
  });
});

describe("kind: every finding offers 'Disable <rule> for this line' and '… for the entire file'", () => {
  const src = cardSource({ name: "Battle Hymn of Ruin", type: "Sorcery", text: "Cast this spell only during combat.\nDraw a card." });
  const actionsAt = (text: string, needle: string) => {
    const at = { start: text.indexOf(needle), end: text.indexOf(needle) };
    return codeActions(text, at).filter((a) => a.title.startsWith("Disable "));
  };
  const apply = (text: string, title: string, needle: string) =>
    applyEdits(text, actionsAt(text, needle).find((a) => a.title === title)!.edits).text;

  it("the line action writes a disable-next-line comment with the line's indentation, and the finding is gone", () => {
    assert.deepEqual(
      actionsAt(src, "combat").map((a) => a.title),
      ["Disable impossible-timing for this line", "Disable impossible-timing for the entire file"],
    );
    const fixed = apply(src, "Disable impossible-timing for this line", "combat");
    assert.match(fixed, /\n {4}# cardscript-disable-next-line impossible-timing\n {4}Cast this spell only during combat\./);
    assert.deepEqual(
      lintDocument(fixed).findings.map((f) => f.ruleId),
      [],
    );
    assert.equal(fixed.replace(/ {4}# cardscript-disable-next-line impossible-timing\n/, ""), src, "nothing else changes");
  });

  it("the file action writes a disable-file comment at the top (after a BOM), CRLF kept", () => {
    const crlf = "\uFEFF" + src.replace(/\n/g, "\r\n");
    const fixed = apply(crlf, "Disable impossible-timing for the entire file", "combat");
    assert.ok(fixed.startsWith("\uFEFF# cardscript-disable-file impossible-timing\r\ncard "));
    assert.deepEqual(lintDocument(fixed).findings, []);
  });

  it("an existing directive gets the rule added instead of a second comment", () => {
    const withDirective = src.replace("    Cast this", "    # cardscript-disable-next-line redundant-timing\n    Cast this");
    const fixed = apply(withDirective, "Disable impossible-timing for this line", "combat");
    assert.match(fixed, /# cardscript-disable-next-line redundant-timing, impossible-timing\n/);
    assert.equal(fixed.split("cardscript-disable").length, 2);
    const fileLevel = `# cardscript-disable-file obsolete-wording -- old set\n${src}`;
    assert.match(
      apply(fileLevel, "Disable impossible-timing for the entire file", "combat"),
      /^# cardscript-disable-file obsolete-wording, impossible-timing -- old set\n/,
    );
  });

  it("once the problem is gone, the comment is reported as unused", () => {
    const fixed = apply(src, "Disable impossible-timing for this line", "combat").replace("Sorcery", "Instant");
    const r = lintDocument(fixed, { reportUnusedDisableDirectives: true });
    assert.deepEqual(
      r.findings.map((f) => f.ruleId),
      ["unused-disable-directive"],
    );
  });

  it("directive problems themselves offer no disable action", () => {
    const bad = `# cardscript-disable-next-line no-such-rule\n${src}`;
    assert.deepEqual(
      actionsAt(bad, "no-such-rule")
        .map((a) => a.title)
        .filter((t) => t.includes("unknown-rule-in-directive")),
      [],
    );
  });
});
