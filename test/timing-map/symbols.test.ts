/**
 * Mana symbols drawn as pictures in the Timing Map: Magic's glyphs (games/mtg/features/map-symbols.ts)
 * for every symbol Magic has and none for others, the words a screen reader says, the pieces a
 * label splits into, and the SVG (a disc per symbol with `<title>` and `aria-label`, the row's
 * label in words, no inline `style` attribute, the same map in the HTML page) — while the text
 * format keeps the braces and Yu-Gi-Oh! maps draw no symbols.
 */
import assert from "node:assert/strict";
import { MANA_COMPLETIONS, TEXT_SYMBOLS } from "../../server/src/games/mtg/mana-symbols";
import { mtgSymbolGlyph } from "../../server/src/games/mtg/features/map-symbols";
import { lintText } from "../../server/src/app/service";
import { renderTimingMapHtml, renderTimingMapSvg, renderTimingMapText, timingMapData } from "../../server/src/core/timing-map/index";
import { labelPieces, richLabelSvg, spokenLabel } from "../../server/src/core/timing-map/symbols";
import { MAP_CARDS } from "./cards";
import { readFileSync } from "node:fs";
import { symbolInfo } from "../../server/src/games/mtg/mana-symbols";
import { corpusFileOrSkip } from "../helpers/corpus";
import { localizer } from "../../server/src/core/l10n/localizer";
import { MTG } from "../../server/src/games/mtg/index";

/** Magic's messages in English: the glyphs' words in the tests below. */
const EN = localizer(MTG, "en");

const dataOf = (text: string) => timingMapData(lintText(text).model);

describe("timing map: mana symbols as pictures", function () {
  it("Magic draws every symbol completion offers and the tap, untap and energy symbols", function () {
    for (const s of [...MANA_COMPLETIONS, ...TEXT_SYMBOLS]) {
      const g = mtgSymbolGlyph(s, EN);
      assert.ok(g, `{${s}} has no glyph`);
      assert.ok(g.words.length > 0 && g.parts.length >= 1 && g.parts.length <= 2, `{${s}}: ${JSON.stringify(g)}`);
    }
  });

  it("symbols Magic does not have get no glyph (they stay text)", function () {
    for (const s of ["W/W", "Q/P", "11/2", "CHAOS", "TK", "HW", "½", "A", "P", ""])
      assert.equal(mtgSymbolGlyph(s, EN), undefined, `{${s}}`);
  });

  it("words: generic, colours, hybrid, Phyrexian, tap", function () {
    const words = (s: string) => mtgSymbolGlyph(s, EN)!.words;
    assert.equal(words("2"), "two generic mana");
    assert.equal(words("0"), "zero mana");
    assert.equal(words("12"), "12 generic mana");
    assert.equal(words("u"), "blue");
    assert.equal(words("X"), "X");
    assert.equal(words("W/U"), "white or blue");
    assert.equal(words("2/W"), "two generic or white");
    assert.equal(words("C/G"), "colorless or green");
    assert.equal(words("G/P"), "Phyrexian green (or 2 life)");
    assert.equal(words("G/U/P"), "Phyrexian green or blue (or 2 life)");
    assert.equal(words("T"), "tap");
    assert.equal(words("Q"), "untap");
  });

  it("words in German and Spanish (a map drawn for a German or Spanish reader)", function () {
    const words = (s: string, l: string) => mtgSymbolGlyph(s, localizer(MTG, l))!.words;
    assert.equal(words("2", "de"), "zwei generische Mana");
    assert.equal(words("1", "es"), "un maná genérico");
    assert.equal(words("3", "es"), "tres manás genéricos");
    assert.equal(words("U", "de"), "blaues Mana");
    assert.equal(words("W/U", "es"), "blanco o azul");
    assert.equal(words("2/W", "de"), "zwei generische oder weißes Mana");
    assert.equal(words("G/P", "de"), "phyrexianisches grünes Mana (oder 2 Lebenspunkte)");
    assert.equal(words("T", "es"), "girar");
  });

  it("a hybrid symbol is a split disc in its two colours; a colour symbol keeps its letter (colour is never the only cue)", function () {
    const hybrid = mtgSymbolGlyph("W/U", EN)!;
    assert.equal(hybrid.parts.length, 2);
    assert.notEqual(hybrid.parts[0]!.fill, hybrid.parts[1]!.fill);
    assert.deepEqual(
      hybrid.parts.map((p) => p.mark),
      ["W", "U"],
    );
    assert.equal(mtgSymbolGlyph("U", EN)!.parts[0]!.mark, "U");
    assert.equal(mtgSymbolGlyph("T", EN)!.icon, "tap");
  });

  it("a label splits into text and known symbols; unknown braces stay text", function () {
    const symbols = { "{2}": mtgSymbolGlyph("2", EN)!, "{U}": mtgSymbolGlyph("U", EN)! };
    const pieces = labelPieces("{2}{U}{U}, {T}: Draw {W/W}.", symbols);
    assert.deepEqual(
      pieces.map((p) => ("text" in p ? p.text : p.symbol)),
      ["{2}", "{U}", "{U}", ", {T}: Draw {W/W}."],
    );
    assert.equal(spokenLabel("{2}{U}{U}: Draw.", symbols), "two generic mana, blue, blue: Draw.");
    assert.equal(spokenLabel("no symbols {Z}", symbols), "no symbols {Z}");
  });

  it("a clipped label never cuts a symbol in half and ends with …", function () {
    const symbols = { "{U}": mtgSymbolGlyph("U", EN)! };
    const svg = richLabelSvg("ab{U}{U}{U}{U}cdef", symbols, { x: 0, y: 10, maxUnits: 6, charWidth: 6, cls: "" });
    assert.equal((svg.match(/class="tm-sym"/g) ?? []).length, 1);
    assert.match(svg, /…<\/text>$/);
    // Text runs are never stretched or squashed to fit.
    assert.doesNotMatch(svg, /textLength|lengthAdjust/);
  });

  it("the map data lists the game's glyph of each symbol in the card's cost and labels, and the cost", function () {
    const d = dataOf(MAP_CARDS.manaSymbols);
    assert.equal(d.cards[0]!.cost, "{X}{W/U}{G/P}");
    assert.deepEqual(Object.keys(d.symbols), ["{2/W}", "{2}", "{G/P}", "{Q}", "{T}", "{U}", "{W/U}", "{X}"]);
    assert.equal(d.symbols["{W/U}"]!.words, "white or blue");
  });

  it("the SVG draws each symbol once in <defs> as a disc with <title> and aria-label, uses it where it appears, and says the row in words", function () {
    const d = dataOf(MAP_CARDS.manaSymbols);
    const svg = renderTimingMapSvg(d);
    const syms = [
      ...svg.matchAll(/<g id="tm-s(\d+)"><g class="tm-sym" role="img" aria-label="([^"]*)" data-symbol="([^"]*)"><title>([^<]*)<\/title>/g),
    ];
    assert.deepEqual(
      syms.map((m) => m[3]),
      Object.keys(d.symbols).sort(),
    );
    for (const m of syms) assert.equal(m[2], m[4]);
    const keysSorted = Object.keys(d.symbols).sort();
    const used = [...svg.matchAll(/<use href="#tm-s(\d+)"/g)].map((m) => keysSorted[Number(m[1])]);
    assert.deepEqual(used, ["{X}", "{W/U}", "{G/P}", "{2}", "{U}", "{U}", "{T}", "{2/W}", "{Q}"]);
    assert.match(svg, /aria-label="two generic mana, blue, blue, tap: Draw a card\. Activate only as a sorcery\.: Your turn: /);
    assert.match(svg, /aria-label="Prism Conduit \(X, white or blue, Phyrexian green \(or 2 life\)\)"/);
    assert.match(svg, /<circle class="tm-disc" [^>]*fill="#aae0fa"\/>/);
    // The webview's Content-Security-Policy allows no inline style attribute.
    assert.doesNotMatch(svg, /\sstyle="/);
    // High contrast: the discs take the system colours.
    assert.match(svg, /@media \(forced-colors:active\)\{\.tm-sym \.tm-disc\{fill:Canvas/);
  });

  it("the HTML page draws the same symbols; the text format keeps the braces", function () {
    const d = dataOf(MAP_CARDS.manaSymbols);
    const html = renderTimingMapHtml(d, "set.card");
    // Each symbol is drawn once per layout (wide, stacked) and used where it appears: 9 uses per layout.
    assert.equal((html.match(/<g class="tm-sym" role="img"/g) ?? []).length, 2 * Object.keys(d.symbols).length);
    assert.equal((html.match(/<use href="#tmw-s\d+"/g) ?? []).length, 9);
    assert.equal((html.match(/<use href="#tmn-s\d+"/g) ?? []).length, 9);
    const text = renderTimingMapText(d, undefined, { width: 120 });
    assert.match(text, /^ {2}act \{2\}\{U\}\{U\}/m);
    assert.doesNotMatch(text, /<g|two generic/);
  });

  it("a label without symbols draws as before (a plain <text>); the card's cost beside its name is drawn", function () {
    const svg = renderTimingMapSvg(dataOf(MAP_CARDS.loyalty));
    assert.match(
      svg,
      /<title>\+1: Draw a card\. — [^<]*<\/title><rect class="hit"[^>]*\/><use [^>]*\/><text x="12" y="[\d.]+">\+1: Draw a card\.<\/text>/,
    );
    assert.match(svg, /<g class="card" data-card="card-vess-tide-reader" aria-label="Vess, Tide Reader \(two generic mana, blue, blue\)">/);
    assert.equal((svg.match(/<use href="#tm-s\d+"/g) ?? []).length, 3);
  });

  it("Yu-Gi-Oh! has no braced symbols: no glyphs, braces in its text stay text", function () {
    const d = dataOf(`game ygo\n\ncard "Y" {\n  type: Effect Monster\n  text:\n    Once per turn: You can pay {2} LP; draw 1 card.\n}\n`);
    assert.deepEqual(d.symbols, {});
    assert.doesNotMatch(renderTimingMapSvg(d), /class="tm-sym"/);
  });

  it("real cards: every braced symbol Magic has gets a glyph; the others (Un-set {CHAOS}, {TK}, {½} …) stay text", function () {
    const text = readFileSync(corpusFileOrSkip(this, "mtg/cards.jsonl"), "utf8");
    const seen = new Set([...text.matchAll(/\{([^{}\s"]{1,8})\}/g)].map((m) => m[1]!));
    const drawn = [...seen].filter((s) => mtgSymbolGlyph(s, EN));
    const mismatch = [...seen].filter((s) => !!mtgSymbolGlyph(s, EN) !== !!symbolInfo(s));
    assert.deepEqual(mismatch, []);
    assert.ok(drawn.length >= 50, `only ${drawn.length} distinct symbols drawn`);
    console.log(`      ${seen.size} distinct braced symbols in real cards, ${drawn.length} drawn as pictures`);
  });
});
