/**
 * The Timing Map fits where it is shown and reads the same in every form:
 * - size: SVG and HTML stay under 10 KB per card over a sample of real printed cards (shared
 *   definitions and styles; before they were about 21 KB and 34 KB per card);
 * - text width: every line fits the width asked for (48–140 columns), the turns stack when the
 *   label column would be narrower than 22 columns and sit side by side from there;
 * - distinct labels: a row's label is never cut, so two abilities that begin alike never look
 *   the same; the header never cuts a word ("Beginni…");
 * - a land's row says "play" in text, "Playing a land" in SVG and HTML (never "cast").
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { lintText } from "../../server/src/app/service";
import {
  renderTimingMapHtml,
  renderTimingMapSvg,
  renderTimingMapText,
  timingMapData,
  wrapLabel,
  type TimingMapData,
} from "../../server/src/core/timing-map/index";
import { corpusFileOrSkip } from "../helpers/corpus";
import { cardSource } from "../helpers/cards";
import { MAP_CARDS } from "./cards";

/** Every k-th printed card with rules text, as CardScript (deterministic). */
function sampleOfRealCards(file: string, n: number): string {
  const cards = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, string | null | boolean>)
    .filter((c) => c["oracleText"] && !c["funny"] && c["layout"] === "normal");
  const step = Math.floor(cards.length / n);
  return Array.from({ length: n }, (_, i) => cards[i * step]!)
    .map((c) =>
      cardSource({
        name: String(c["name"]),
        type: String(c["typeLine"]),
        cost: (c["manaCost"] as string | null) ?? undefined,
        stats: c["power"] != null ? `${String(c["power"])}/${String(c["toughness"])}` : undefined,
        loyalty: (c["loyalty"] as string | null) ?? undefined,
        text: String(c["oracleText"]),
      }),
    )
    .join("\n");
}

const KB = 1024;

describe("timing map: size per card", function () {
  this.timeout(60_000);
  for (const n of [10, 60]) {
    it(`SVG and HTML of ${n} real printed cards stay under 10 KB per card`, function () {
      const text = sampleOfRealCards(corpusFileOrSkip(this, "mtg/cards.jsonl"), n);
      const model = lintText(text).model;
      const data = timingMapData(model);
      assert.equal(data.cards.length, n);
      const svg = Buffer.byteLength(renderTimingMapSvg(data, { l10n: model.l10n }));
      const html = Buffer.byteLength(renderTimingMapHtml(data, "sample.card", model.l10n));
      console.log(`      ${n} cards: SVG ${(svg / n / KB).toFixed(1)} KB per card, HTML ${(html / n / KB).toFixed(1)} KB per card`);
      assert.ok(svg / n <= 10 * KB, `SVG ${svg} bytes for ${n} cards`);
      assert.ok(html / n <= 10 * KB, `HTML ${html} bytes for ${n} cards`);
    });
  }

  it("styling is by classes only: no style attribute, no textLength; repeated shapes are <use>d", function () {
    const svg = renderTimingMapSvg(timingMapData(lintText(MAP_CARDS.instantRestricted + MAP_CARDS.manaSymbols).model));
    assert.doesNotMatch(svg, /\sstyle="|textLength|lengthAdjust/);
    assert.equal((svg.match(/<style>/g) ?? []).length, 1);
    assert.ok((svg.match(/<use href="#tm-strips"/g) ?? []).length >= 3);
  });
});

const dataOf = (text: string, locale?: string): TimingMapData => timingMapData(lintText(text, { locale }).model);

/** Two triggers and two abilities of one card that begin alike for 40 characters. */
const ALIKE = cardSource({
  name: "Twin Lanterns of the Very Long Watch Over the Harbor",
  cost: "{3}",
  type: "Artifact",
  text: [
    "At the beginning of your upkeep, you may draw a card. If you do, you lose 1 life.",
    "At the beginning of your upkeep, you may scry 1. If you do, you lose 1 life.",
    "{2}, {T}: Tap target creature. Activate only during an opponent's turn, before attackers are declared.",
    "{2}, {T}: Tap target creature. Activate only during your turn.",
  ].join("\n"),
});

describe("timing map: text fits the terminal", function () {
  for (const width of [48, 60, 80, 100, 101, 140]) {
    it(`every line fits ${width} columns; the turns ${width >= 102 ? "sit side by side" : "stack"}`, function () {
      for (const text of [ALIKE, ...Object.values(MAP_CARDS)]) {
        const out = renderTimingMapText(dataOf(text), undefined, { width });
        for (const line of out.split("\n")) assert.ok([...line].length <= width, `${[...line].length} > ${width}: ${line}`);
        const stacked = /^You = Your turn · Opp\. = /m.test(out);
        assert.equal(stacked, width < 102, `stacked at ${width}`);
      }
    });
  }

  it("a row's label is never cut: each ability's whole text is in the output, so two alike never look the same", function () {
    const d = dataOf(ALIKE);
    for (const width of [48, 100, 140]) {
      const out = renderTimingMapText(d, undefined, { width });
      // Joined over continuation lines (which hang two columns deeper), every label reads whole.
      const joined = out
        .split("\n")
        .map((l) => l.replace(/\s+[·█▒◆░]+(?:\s+[·█▒◆░a-z]+)*(?:\s+│.*)?$/u, "").trim())
        .join(" ");
      for (const row of d.cards[0]!.rows) assert.ok(joined.includes(row.label), `${width}: '${row.label}' is not whole in:\n${out}`);
      assert.doesNotMatch(out.split("\n\nKey")[0]!, /…/);
    }
  });

  for (const [game, locale] of [
    ["mtg", "en"],
    ["mtg", "de"],
    ["mtg", "es"],
    ["ygo", "en"],
    ["ygo", "de"],
    ["ygo", "es"],
  ] as const) {
    it(`${game} ${locale}: the header cuts no word (a band name that does not fit is a rule, named in the key)`, function () {
      const out = renderTimingMapText(dataOf(`game ${game}\n` + (game === "mtg" ? MAP_CARDS.sorcery : ""), locale));
      const header = out.split("\n").slice(0, 4).join("\n");
      assert.doesNotMatch(header, /…/, header);
      for (const s of dataOf(`game ${game}\n`, locale).space.segments)
        if (s.group && !header.includes(s.group))
          assert.ok(out.includes(`${s.group}:`) || out.includes(s.name), `${s.group} is named nowhere`);
    });
  }

  it("wrapLabel wraps at spaces and cuts only a word longer than a line (with …)", function () {
    assert.deepEqual(wrapLabel("aa bb cc", 5), ["aa bb", "cc"]);
    assert.deepEqual(wrapLabel("abcdefgh ij", 5), ["abcd…", "ij"]);
  });
});

describe("timing map: a land's row says the same in every form", function () {
  const land = cardSource({ name: "Quiet Glade", type: "Land", text: "{T}: Add {G}." });
  it("text 'play', SVG and HTML 'Playing a land'; never 'cast'", function () {
    const d = dataOf(land);
    const row = d.cards[0]!.rows[0]!;
    assert.equal(row.type === "subject" && row.timingClass, "land");
    assert.match(renderTimingMapText(d, undefined, { width: 140 }), /^ {2}play Quiet Glade /m);
    assert.match(renderTimingMapText(d), /^ {2}play Quiet Glade$/m);
    assert.match(renderTimingMapSvg(d), />Quiet Glade \(Playing a land\)</);
    assert.match(renderTimingMapHtml(d, "land.card"), /<li>Playing a land \(line 2\): Quiet Glade — /);
    assert.doesNotMatch(renderTimingMapText(d), /cast Quiet Glade/);
  });
});
