/**
 * Document symbols (core): cards → faces → abilities with kinds, names, details, ranges and
 * selection ranges inside their ranges.
 */
import assert from "node:assert/strict";
import { documentSymbols, SymbolKind, type DocumentSymbol } from "../../server/src/core/features/symbols";
import { lintText } from "../../server/src/app/service";
import type { Range } from "../../server/src/core/text/line-index";

const symbolsOf = (text: string) => documentSymbols(lintText(text).model);

function contains(outer: Range, inner: Range): boolean {
  const le = (a: Range["start"], b: Range["start"]) => a.line < b.line || (a.line === b.line && a.character <= b.character);
  return le(outer.start, inner.start) && le(inner.end, outer.end);
}

function walk(symbols: DocumentSymbol[], visit: (s: DocumentSymbol, parent?: DocumentSymbol) => void, parent?: DocumentSymbol): void {
  for (const s of symbols) {
    visit(s, parent);
    walk(s.children ?? [], visit, s);
  }
}

describe("document symbols", () => {
  const text = [
    'card "Razormane Masticore" {',
    "  cost: {5}",
    "  type: Artifact Creature — Masticore",
    "  stats: 5/5",
    "  text:",
    "    First strike, equip {2}",
    "    At the beginning of your upkeep, sacrifice Razormane Masticore unless you discard a card.",
    "    {T}: Add {C}.",
    "    Razormane Masticore can't be blocked.",
    "}",
    "",
    'card "Vess" {',
    "  type: Legendary Planeswalker — Vess",
    "  loyalty: 4",
    "  text:",
    "    +1: Scry 2.",
    "}",
    "",
    'card "Bushwhack // Ambush" {',
    '  face "Bushwhack" {',
    "    type: Sorcery",
    "    text:",
    "      Whenever a creature attacks, draw a card.",
    "  }",
    '  face "Ambush" {',
    "    type: Instant",
    "  }",
    "}",
    "",
  ].join("\n");
  const symbols = symbolsOf(text);

  it("one symbol per card with its type line as detail", () => {
    assert.deepEqual(
      symbols.map((s) => [s.name, s.kind, s.detail]),
      [
        ["Razormane Masticore", SymbolKind.Class, "Artifact Creature — Masticore"],
        ["Vess", SymbolKind.Class, "Legendary Planeswalker — Vess"],
        ["Bushwhack // Ambush", SymbolKind.Class, "Sorcery // Instant"],
      ],
    );
    assert.deepEqual(symbols[0]!.range, { start: { line: 0, character: 0 }, end: { line: 9, character: 1 } });
    assert.deepEqual(symbols[0]!.selectionRange, { start: { line: 0, character: 5 }, end: { line: 0, character: 26 } });
  });

  it("abilities as children: keywords, triggered, activated, loyalty, other", () => {
    const kids = symbols[0]!.children!;
    assert.deepEqual(
      kids.map((k) => [k.name, k.kind, k.detail]),
      [
        ["First strike", SymbolKind.Key, "keyword"],
        ["equip {2}", SymbolKind.Key, "keyword"],
        ["At the beginning of your upkeep, sacrifice Razormane Mastic…", SymbolKind.Event, "triggered: Your turn: upkeep"],
        ["{T}: Add {C}.", SymbolKind.Function, "mana ability"],
        ["Razormane Masticore can't be blocked.", SymbolKind.String, "static or spell text"],
      ],
    );
    assert.deepEqual(kids[1]!.selectionRange, { start: { line: 5, character: 18 }, end: { line: 5, character: 23 } });
    assert.deepEqual(kids[2]!.selectionRange, { start: { line: 6, character: 4 }, end: { line: 6, character: 35 } });
    assert.deepEqual(kids[3]!.selectionRange, { start: { line: 7, character: 4 }, end: { line: 7, character: 7 } });
    assert.deepEqual(
      symbols[1]!.children!.map((k) => [k.name, k.kind, k.detail]),
      [["+1: Scry 2.", SymbolKind.Method, "loyalty"]],
    );
  });

  it("faces between the card and their abilities", () => {
    const faces = symbols[2]!.children!;
    assert.deepEqual(
      faces.map((f) => [f.name, f.kind, f.detail]),
      [
        ["Bushwhack", SymbolKind.Struct, "Sorcery"],
        ["Ambush", SymbolKind.Struct, "Instant"],
      ],
    );
    assert.deepEqual(
      faces[0]!.children!.map((k) => [k.kind, k.detail]),
      [[SymbolKind.Event, "triggered: Either player's turn: declare attackers step"]],
    );
    assert.deepEqual(faces[1]!.children, []);
  });

  it("every selection range lies inside its range, and every child inside its parent", () => {
    let n = 0;
    walk(symbols, (s, parent) => {
      n++;
      assert.ok(contains(s.range, s.selectionRange), s.name);
      if (parent) assert.ok(contains(parent.range, s.range), `${s.name} in ${parent.name}`);
      assert.ok(s.name.length > 0);
    });
    assert.equal(n, 12);
  });

  it("an unnamed, unclosed card still gets a symbol with a non-empty name", () => {
    const s = symbolsOf("card {\n  type: Instant\n");
    assert.equal(s.length, 1);
    assert.equal(s[0]!.name, "(unnamed card)");
    assert.ok(contains(s[0]!.range, s[0]!.selectionRange));
  });

  it("UTF-16 columns with CRLF and emoji", () => {
    const s = symbolsOf('card "🐉🐉" {\r\n  type: Creature — Dragon\r\n  text:\r\n    🔥 {T}: Add {R}.\r\n}\r\n');
    assert.deepEqual(s[0]!.selectionRange, { start: { line: 0, character: 5 }, end: { line: 0, character: 11 } });
    assert.deepEqual(s[0]!.children![0]!.range, { start: { line: 3, character: 4 }, end: { line: 3, character: 20 } });
  });
});
