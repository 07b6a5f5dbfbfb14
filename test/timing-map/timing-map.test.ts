/**
 * The Timing Map renderer (server/src/core/timing-map): the data (cells per spell, ability and
 * trigger; conflicts with words and citations), the SVG (every cell labelled, deterministic,
 * themable, escaped), the text (≤ 100 columns) and the HTML page (anchors, no script), for Magic
 * and — with no renderer change — Yu-Gi-Oh!.
 */
import assert from "node:assert/strict";
import { lintText } from "../../server/src/app/service";
import {
  renderTimingMapHtml,
  renderTimingMapSvg,
  renderTimingMapText,
  TEXT_WIDTH,
  timingMapData,
  type MapSubjectRow,
  type MapTriggerRow,
  type TimingMapData,
} from "../../server/src/core/timing-map/index";
import { cardSource } from "../helpers/cards";
import { MAP_CARDS } from "./cards";
import { drawnRows } from "./svg-cells";

const dataOf = (text: string, card?: string): TimingMapData => timingMapData(lintText(text).model, { card });
const subject = (d: TimingMapData, i = 0) => d.cards[0]!.rows.filter((r): r is MapSubjectRow => r.type === "subject")[i]!;
const trigger = (d: TimingMapData, i = 0) => d.cards[0]!.rows.filter((r): r is MapTriggerRow => r.type === "trigger")[i]!;
const keys = (cells: { turn: string; segment: string; axis?: string }[]) =>
  cells.map((c) => [c.turn, c.segment, c.axis].filter(Boolean).join("/"));

describe("timing map: data", function () {
  it("a sorcery is usable in your main phases with the stack empty, nowhere else", function () {
    const row = subject(dataOf(MAP_CARDS.sorcery));
    assert.equal(row.kind, "spell");
    assert.equal(row.timingClass, "sorcery");
    assert.equal(row.verdict, "ok");
    assert.deepEqual(keys(row.cells), ["you/main1/empty", "you/main2/empty"]);
  });

  it("an instant restricted to combat is usable in the combat steps of both turns, either stack state", function () {
    const row = subject(dataOf(MAP_CARDS.instantRestricted));
    const steps = ["beginCombat", "declareAttackers", "declareBlockers", "firstStrikeDamage", "combatDamage", "endOfCombat"];
    const expected = ["you", "opp"].flatMap((t) => steps.flatMap((s) => [`${t}/${s}/empty`, `${t}/${s}/nonEmpty`]));
    assert.deepEqual(keys(row.cells), expected);
  });

  it("loyalty abilities are activated rows with the loyalty class, in source order after the spell", function () {
    const d = dataOf(MAP_CARDS.loyalty);
    const rows = d.cards[0]!.rows as MapSubjectRow[];
    assert.deepEqual(
      rows.map((r) => [r.kind, r.timingClass]),
      [
        ["spell", "sorcery"],
        ["activated", "loyalty"],
        ["activated", "loyalty"],
      ],
    );
    assert.deepEqual(keys(rows[1]!.cells), ["you/main1/empty", "you/main2/empty"]);
    assert.equal(rows[1]!.label, "+1: Draw a card.");
    // The range points at the ability's line (1-based line, 1-based column after four spaces of indent).
    assert.equal(MAP_CARDS.loyalty.slice(rows[1]!.range.start, rows[1]!.range.end), "+1: Draw a card.");
    assert.equal(rows[1]!.range.startColumn, 5);
  });

  it("an upkeep trigger is placed in your upkeep only", function () {
    const t = trigger(dataOf(MAP_CARDS.upkeepTrigger));
    assert.deepEqual(keys(t.cells), ["you/upkeep"]);
    assert.match(t.citation, /CR 603\.2b/);
  });

  it("an event trigger that can happen any time has no cells", function () {
    const t = trigger(dataOf(cardSource({ type: "Creature — Elf", stats: "1/1", text: "When this creature enters, draw a card." })));
    assert.deepEqual(t.cells, []);
    assert.equal(t.summary, "when its event happens");
  });

  it("an impossible card has no usable cell and names the two constraints that never overlap, with words and citations", function () {
    const row = subject(dataOf(MAP_CARDS.impossible));
    assert.equal(row.verdict, "impossible");
    assert.deepEqual(row.cells, []);
    assert.deepEqual(
      row.conflict.map((c) => c.label),
      ["Sorcery-speed spells", "'during an opponent's turn'"],
    );
    assert.match(row.conflict[0]!.citation, /CR 307\.1/);
    assert.ok(row.conflict[1]!.cells.every((c) => c.turn === "opp"));
    assert.equal(MAP_CARDS.impossible.slice(row.conflict[1]!.range!.start, row.conflict[1]!.range!.end), "during an opponent's turn");
  });

  it("selects a card by name (case-insensitive) or by an offset inside it; an unknown name selects nothing", function () {
    const two = MAP_CARDS.sorcery + "\n" + MAP_CARDS.upkeepTrigger;
    assert.deepEqual(
      dataOf(two, "dawn keeper").cards.map((c) => c.name),
      ["Dawn Keeper"],
    );
    const model = lintText(two).model;
    assert.deepEqual(
      timingMapData(model, { offset: two.indexOf("upkeep,") }).cards.map((c) => c.name),
      ["Dawn Keeper"],
    );
    assert.deepEqual(
      timingMapData(model, { offset: two.indexOf("Draw two") }).cards.map((c) => c.name),
      ["Quiet Study"],
    );
    assert.deepEqual(dataOf(two, "Nope").cards, []);
  });

  it("anchors are unique even for duplicate card names", function () {
    const d = dataOf(MAP_CARDS.sorcery + MAP_CARDS.sorcery);
    assert.deepEqual(
      d.cards.map((c) => c.anchor),
      ["card-quiet-study", "card-quiet-study-2"],
    );
  });

  it("a multi-face card gets one entry per face; an offset on a face selects that face", function () {
    const text = `card "Fire // Ice" {\n  face "Fire" {\n    cost: {1}{R}\n    type: Instant\n    text:\n      Fire deals 2 damage.\n  }\n  face "Ice" {\n    cost: {1}{U}\n    type: Sorcery\n    text:\n      Tap target permanent.\n  }\n}\n`;
    const model = lintText(text).model;
    assert.deepEqual(
      timingMapData(model).cards.map((c) => c.name),
      ["Fire // Ice: Fire", "Fire // Ice: Ice"],
    );
    assert.deepEqual(
      timingMapData(model, { offset: text.indexOf("Tap target") }).cards.map((c) => c.name),
      ["Fire // Ice: Ice"],
    );
    assert.deepEqual(timingMapData(model, { offset: 2 }).cards.length, 2);
  });
});

describe("timing map: SVG", function () {
  it("every row says its window in words and has a tooltip; the header's act marks are labelled", function () {
    const svg = renderTimingMapSvg(dataOf(MAP_CARDS.upkeepTrigger));
    const rows = drawnRows(svg, dataOf(MAP_CARDS.upkeepTrigger));
    assert.deepEqual(
      rows.map((r) => r.label),
      [
        "Dawn Keeper (Sorcery-speed spells): Your turn: precombat main phase, postcombat main phase, stack empty",
        "Trigger: At the beginning of your upkeep, you gain 1 life.: Your turn: upkeep",
      ],
    );
    assert.match(
      svg,
      /<g class="row"[^>]*><title>◆ At the beginning of your upkeep, you gain 1 life\. — Your turn: upkeep \(CR [^<]+\)<\/title>/,
    );
    assert.match(svg, /aria-label="Your turn, upkeep: players can act"><title>Your turn, upkeep: players can act<\/title>/);
  });

  for (const width of [320, 520, 1200]) {
    it(`at ${width} px the filled cells and trigger marks are exactly the data's (read back from the geometry)`, function () {
      for (const text of [
        MAP_CARDS.instantRestricted,
        MAP_CARDS.sorcery,
        MAP_CARDS.upkeepTrigger,
        MAP_CARDS.loyalty,
        MAP_CARDS.ygoTrigger,
      ]) {
        const d = dataOf(text);
        const rows = drawnRows(renderTimingMapSvg(d, { width }), d, width);
        const expected = d.cards[0]!.rows.map((r) =>
          r.type === "subject" ? { cells: keys(r.cells).sort(), triggers: [] } : { cells: [], triggers: keys(r.cells).sort() },
        );
        assert.deepEqual(
          rows.map((r) => ({ cells: r.cells, triggers: r.triggers })),
          expected,
          text.slice(0, 40),
        );
      }
    });
  }

  it("stacks the turns below 760 px and puts them side by side from there; a narrower width draws the narrowest stacked map (under 300 px)", function () {
    const d = dataOf(MAP_CARDS.instantRestricted);
    assert.match(renderTimingMapSvg(d, { width: 759 }), /^<svg [^>]*class="tm stacked" viewBox="0 0 759 /);
    assert.match(renderTimingMapSvg(d, { width: 760 }), /^<svg [^>]*class="tm wide" viewBox="0 0 760 /);
    assert.match(renderTimingMapSvg(d, { width: 100 }), /^<svg [^>]*class="tm stacked" viewBox="0 0 2\d\d /);
  });

  it("an impossible card draws its conflicting constraints as their own rows with words and rule numbers", function () {
    const d = dataOf(MAP_CARDS.impossible);
    const svg = renderTimingMapSvg(d);
    assert.match(svg, /aria-label="Conflicting constraint: Sorcery-speed spells \(CR 307\.1, 117\.1a\)"/);
    assert.match(svg, /aria-label="Conflicting constraint: &apos;during an opponent&apos;s turn&apos; \(CR 102\.1\)"/);
    const rows = drawnRows(svg, d);
    assert.deepEqual(
      rows.map((r) => [r.cls, r.classes.join()]),
      [
        ["row", ""],
        ["row conflict", "tm-k0"],
        ["row conflict", "tm-k1"],
      ],
    );
    const row = subject(d);
    assert.deepEqual(rows[1]!.cells, keys(row.conflict[0]!.cells).sort());
    assert.deepEqual(rows[2]!.cells, keys(row.conflict[1]!.cells).sort());
  });

  it("is deterministic, well-formed enough to parse as XML tags, and themable through CSS variables", function () {
    const d = dataOf(MAP_CARDS.loyalty);
    const a = renderTimingMapSvg(d);
    assert.equal(renderTimingMapSvg(dataOf(MAP_CARDS.loyalty)), a);
    assert.match(a, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    for (const v of ["--tm-bg", "--tm-fg", "--tm-fill", "--tm-trigger", "--tm-conflict-a"]) assert.ok(a.includes(`var(${v},`), v);
    assert.match(a, /prefers-color-scheme:dark/);
    assert.match(a, /forced-colors:active/);
    // Balanced tags: every opened g/text/svg is closed.
    for (const tag of ["g", "text", "svg", "title"]) {
      const open = (a.match(new RegExp(`<${tag}[ >]`, "g")) ?? []).length;
      const close = (a.match(new RegExp(`</${tag}>`, "g")) ?? []).length;
      assert.equal(open, close, tag);
    }
  });

  it("escapes card text: markup, quotes and control characters never break the document", function () {
    const svg = renderTimingMapSvg(dataOf(cardSource({ name: "A <b>&'", type: "Artifact", text: "{1}: Scry 1 <script>\u0001." })));
    assert.ok(!svg.includes("<b>") && !svg.includes("<script>") && !svg.includes("\u0001"));
    assert.ok(svg.includes("A &lt;b&gt;&amp;&apos;"));
  });

  it("rows carry the offsets of their text and are keyboard-focusable groups", function () {
    const d = dataOf(MAP_CARDS.loyalty);
    const svg = renderTimingMapSvg(d);
    const r = subject(d, 1);
    assert.ok(svg.includes(`tabindex="0" data-row="1" data-start="${r.range.start}" data-end="${r.range.end}"`));
  });

  it("draws a Yu-Gi-Oh! file from the game's own segments and game states (no renderer change)", function () {
    const d = dataOf(`game ygo\n\ncard "Test Dragon" {\n  type: Effect Monster\n}\n`);
    assert.equal(d.game.id, "ygo");
    assert.deepEqual(
      d.space.axis.map((a) => a.label),
      ["open game state", "Chain at Spell Speed 1–2", "Chain at Spell Speed 3"],
    );
    assert.ok(d.space.segments.some((s) => s.name === "damage calculation" && s.group === "Battle"));
    const svg = renderTimingMapSvg(d);
    assert.match(svg, /Damage Step|DS start/);
    assert.match(svg, /aria-label="Your turn, damage calculation: players can act"/);
  });
});

describe("timing map: Yu-Gi-Oh! trigger markers", function () {
  it("a YGO trigger at a phase or sub-timing is a marker there; one on an event alone has none", function () {
    const d = dataOf(MAP_CARDS.ygoTrigger);
    const rows = d.cards[0]!.rows.filter((r): r is MapTriggerRow => r.type === "trigger");
    assert.deepEqual(
      rows.map((r) => keys(r.cells)),
      [["you/standby"], ["you/dsStart", "opp/dsStart"], []],
    );
    const svg = renderTimingMapSvg(d);
    assert.deepEqual(
      drawnRows(svg, d)
        .filter((r) => r.label.startsWith("Trigger:"))
        .map((r) => r.triggers),
      [["you/standby"], ["opp/dsStart", "you/dsStart"], []],
    );
    assert.match(svg, /when its event happens \(any time\)/);
    // The terminal rendering marks the same cells: one ◆ on the first trigger's line, two on the second's.
    const trigLines = renderTimingMapText(d, undefined, { width: 120 })
      .split("\n")
      .filter((l) => l.startsWith("  trig "));
    assert.deepEqual(
      trigLines.map((l) => (l.match(/◆/g) ?? []).length),
      [1, 2, 0],
    );
  });
});

describe("timing map: text and HTML", function () {
  it("every text line fits 100 columns, also for long names and ability texts", function () {
    const long = cardSource({
      name: "N".repeat(150),
      type: "Artifact",
      text: `{1}: ${"x".repeat(200)}. Activate only during your upkeep.\nAt the beginning of your end step, ${"y".repeat(200)}.`,
    });
    for (const text of [long, ...Object.values(MAP_CARDS), `game ygo\n\ncard "Y" {\n  type: Spell\n}\n`]) {
      for (const line of renderTimingMapText(dataOf(text)).split("\n"))
        assert.ok([...line].length <= TEXT_WIDTH, `${[...line].length}: ${line}`);
    }
  });

  it("text shows filled cells where the data has them", function () {
    const out = renderTimingMapText(dataOf(MAP_CARDS.sorcery), undefined, { width: 120 });
    const row = out.split("\n").find((l) => l.startsWith("  cast Quiet Study"))!;
    // Main 1 and Main 2 of your turn only, stack empty only (▒▒), and the key says what ▒▒ means.
    assert.equal((row.match(/▒▒/g) ?? []).length, 2);
    assert.ok(!row.includes("██"));
    assert.match(out, /▒▒ usable only: stack empty/);
    const impossible = renderTimingMapText(dataOf(MAP_CARDS.impossible), undefined, { width: 120 });
    assert.match(impossible, /cast Crossed Signals +never/);
    assert.match(impossible, /✗ 'during an/);
  });

  it("HTML: one section per card with a linkable anchor, the SVG inline, no script and a CSP", function () {
    const html = renderTimingMapHtml(dataOf(MAP_CARDS.sorcery + MAP_CARDS.impossible), "set.card");
    assert.match(html, /<section id="card-quiet-study">/);
    assert.match(html, /<a href="#card-crossed-signals">Crossed Signals<\/a>/);
    // One hidden <svg> with the shared definitions, then per card its wide and its stacked map.
    assert.equal((html.match(/<svg /g) ?? []).length, 1 + 2 * 2);
    assert.equal((html.match(/<svg [^>]*class="tm wide"/g) ?? []).length, 2);
    assert.equal((html.match(/<svg [^>]*class="tm stacked"/g) ?? []).length, 2);
    assert.ok(!/<script/i.test(html));
    assert.match(html, /Content-Security-Policy" content="default-src 'none'/);
    assert.match(html, /never: Sorcery-speed spells \(CR 307\.1, 117\.1a\) never overlaps &apos;during an opponent&apos;s turn&apos;/);
  });
});
