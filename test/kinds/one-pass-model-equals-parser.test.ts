/**
 * Kind: the one-pass line scanner (`grammar/src/line-scanner.ts`) builds the file's syntax tree —
 * the nodes the file model is made of — straight from line offsets, and Chevrotain parses only
 * from the first block the scanner is not sure of. Both paths must give the same tree: the same
 * nodes, values and spans (UTF-16 offsets), the same comments and syntax errors. Proved here
 * (a) on every card of the real corpus (MTG and Yu-Gi-Oh! records as imported, custom sets as
 * emitted), where the scanner must also read the whole file (real cards are well-formed, so the
 * fast path is the one taken); (b) on seeded random edits of the example and golden files:
 * characters inserted and deleted (braces, colons, quotes, line ends incl. CRLF and lone CR, a
 * BOM, tabs, emoji, U+2028, keywords), lines duplicated; and (c) on the same texts cut into
 * pieces, as the language server's slices read them.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, parseSteps, type ParseResult } from "../../grammar/src/index";
import { parseWithChevrotain } from "../../grammar/src/parser";
import { LineScanner } from "../../grammar/src/line-scanner";
import { readRecords } from "../../server/src/core/import/card-import";
import { emitCards } from "../../server/src/core/import/emit";
import { recordToCard } from "../../server/src/games/mtg/import";
import { ygoRecordToFile } from "../../server/src/games/ygo/import";
import { detectFormat, readForeign } from "../../cli/src/import/foreign";
import { GAMES } from "../../server/src/app/games";
import { buildFileModel } from "../../server/src/core/model/file-model";
import { gameOf } from "../../server/src/core/model/game-list";
import { PROJECT_ROOT, corpusDir, corpusFileOrSkip } from "../helpers/corpus";
import { rng } from "../helpers/rng";

/** How far the scanner reads `text` on its own (the offset where Chevrotain would take over). */
function scannedTo(text: string): number {
  const s = new LineScanner(text);
  while (s.scan(1000));
  return s.end;
}

/** Asserts that the linter's parse of `text` equals Chevrotain's alone; returns how far the scanner read. */
function assertSameTree(text: string, label: string): number {
  const expected = parseWithChevrotain(text);
  assert.deepStrictEqual(parse(text), expected, `${label}: ${JSON.stringify(text.slice(0, 300))}`);
  return scannedTo(text);
}

/** Every real card text of the corpus, in batches by source (records are read lazily). */
function* corpusTexts(): Generator<{ label: string; text: string }> {
  for (const line of readRecords(readFileSync(path.join(corpusDir(), "mtg/cards.jsonl"), "utf8"))) {
    let text: string;
    try {
      text = recordToCard(line);
    } catch {
      continue;
    }
    yield { label: `mtg ${String(line["name"])}`, text };
  }
  for (const line of readRecords(readFileSync(path.join(corpusDir(), "ygo/cards.jsonl"), "utf8"))) {
    yield { label: `ygo ${String(line["name"])}`, text: ygoRecordToFile(line as never) };
  }
}

const CUSTOM_SETS = [
  "mse/ruler501-CustomSet/Untitled.mse-set",
  "mse/sortilege-inc-bse-archive/BSE 3 - Return of the Jedi.mse-set",
  "cockatrice/Oasiris-pokemtg-cockatrice/pokemtg.xml",
  "cockatrice/NicholasTillo-HK-MTG-Set/Hallownest.xml",
  "forge-custom/MSE-Forge-Database/A Tourney at Whiterun TWR",
];

describe("kind: the one-pass model equals the parser's", function () {
  this.timeout(300_000);

  it("every real card (MTG, Yu-Gi-Oh!): the scanner reads the whole file, and the tree equals Chevrotain's", function () {
    corpusFileOrSkip(this, "mtg/cards.jsonl");
    corpusFileOrSkip(this, "ygo/cards.jsonl");
    let n = 0;
    for (const { label, text } of corpusTexts()) {
      assert.equal(assertSameTree(text, label), text.length, `${label}: the scanner stopped early`);
      n++;
    }
    assert.ok(n > 40_000, `only ${n} cards`);
  });

  it("every card of the custom sets, emitted as one file per set: read whole by the scanner, same tree", function () {
    corpusFileOrSkip(this, "custom-sets/README.md");
    for (const rel of CUSTOM_SETS) {
      const abs = path.join(corpusDir(), "custom-sets", rel);
      const text = emitCards(readForeign(abs, detectFormat(abs)!).cards).text;
      assert.ok(text.length > 1000, rel);
      assert.equal(assertSameTree(text, rel), text.length, `${rel}: the scanner stopped early`);
    }
  });

  const bases = ["examples", "test/parser/golden"].flatMap((d) =>
    readdirSync(path.join(PROJECT_ROOT, d))
      .filter((f) => f.endsWith(".card"))
      .map((f) => readFileSync(path.join(PROJECT_ROOT, d, f), "utf8")),
  );
  const PIECES = [
    "{", "}", ":", '"', "\\", "#", "\n", "\r\n", "\r", "\uFEFF", "\t", " ", "  ", "😀", "\u2028", "\u00a0", "\v", "a", "x", "-", "_",
    'card "X" {', 'face "Y" {', "text:", "text: Flash", "cost: {1}", "game mtg", "rules", "keyword", "}\n", "\n}\n",
    "  # cardscript-disable-line impossible-timing", " # note", "\n  rules: 2026-01\n", "\nlang: de\n", "\ngame mtg\n",
    "\n  card: x\n", "\n  face: y\n", "\n  text : Flying\n", "\n  face \"F\" {\n", "\n\tkeyword \"K\": Flash\n",
    'face"G" {', '\n    face"G" {\n  }\n', '\n  card"Z" {\n', "\n  face\t\"H\" {\n",
  ]; // prettier-ignore

  /** `text` with 1–3 random edits: a piece inserted, 1–3 characters deleted, or a line duplicated. */
  function edited(text: string, random: () => number): string {
    let t = text;
    const edits = 1 + Math.floor(random() * 3);
    for (let e = 0; e < edits; e++) {
      const at = Math.floor(random() * (t.length + 1));
      const k = random();
      if (k < 0.5) t = t.slice(0, at) + PIECES[Math.floor(random() * PIECES.length)]! + t.slice(at);
      else if (k < 0.8) t = t.slice(0, at) + t.slice(at + 1 + Math.floor(random() * 3));
      else {
        const ls = t.lastIndexOf("\n", at - 1) + 1;
        const le = t.indexOf("\n", at) < 0 ? t.length : t.indexOf("\n", at);
        t = t.slice(0, le) + "\n" + t.slice(ls, le) + t.slice(le);
      }
    }
    return t;
  }

  it("random edits of the example files: the same tree, errors and comments as Chevrotain's", function () {
    const random = rng(26);
    let whole = 0;
    let part = 0;
    const N = 6000;
    for (let i = 0; i < N; i++) {
      const base = bases[Math.floor(random() * bases.length)]!;
      const text = edited(base, random);
      const read = assertSameTree(text, `edit ${i}`);
      if (read === text.length) whole++;
      else if (read > 0) part++;
    }
    // Both paths and their seam are exercised: files read whole, and files the scanner hands over midway.
    assert.ok(whole > N / 10, `read whole: ${whole}`);
    assert.ok(part > N / 10, `handed to Chevrotain midway: ${part}`);
  });

  it("every tricky line in every place of a card: the same tree", function () {
    const lines = [
      'face"G" {', 'face "G" {', 'face\t"G" {', 'face "G" {}', 'card "Z" {', 'card"Z" {', "rules: x", "game: x", "lang: x", "keyword: x",
      "card: x", "face: x", "text: x", "text : x", "text:", "text-x: y", "texts: y", "\u00a0Flying", "\u2028x", "\uFEFFFlying", "\vX",
      "} x", "}# c", "} # c", "}", "# c", "Flying  # cardscript-disable-line a", "Flying # not a directive", "cost {1}: x", "Cost: x",
      'x: "a # b" # c', "x:", "x:#", "{", "Flying }", '"Q"',
    ]; // prettier-ignore
    const places = [
      (l: string) => `card "A" {\n  type: Instant\n  ${l}\n}\n`,
      (l: string) => `card "A" {\n  text:\n    Flash\n  ${l}\n  }\n}\ncard "B" {\n}\n`,
      (l: string) => `card "A" {\n  text: Flash\n    ${l}\n}\ncard "B" {\n}\n`,
      (l: string) => `card "A" {\n  face "F" {\n    text:\n      ${l}\n  }\n}\n`,
      (l: string) => `card "A" {\n  face "F" {\n    ${l}\n  }\n  face "G" {\n  }\n}\n`,
      (l: string) => `game mtg\n${l}\ncard "A" {\n}\n`,
      (l: string) => `card "A" { ${l}\n}\n`,
    ];
    for (const l of lines)
      for (const place of places) for (const eol of ["\n", "\r\n", "\r"]) assertSameTree(place(l).replace(/\n/g, eol), l);
  });

  it("the golden files with a BOM, CRLF, emoji and faces are read whole by the scanner", function () {
    for (const name of ["basic", "bom-crlf-emoji", "faces"]) {
      const text = readFileSync(path.join(PROJECT_ROOT, "test/parser/golden", `${name}.card`), "utf8");
      assert.equal(assertSameTree(text, name), text.length, name);
    }
  });

  it("a file of many cards with an error in the middle: the cards before it are the scanner's, the rest Chevrotain's", function () {
    const card = (i: number) => `card "C${i}" {\n  type: Instant\n  text:\n    Draw a card.\n}\n`;
    const cards = Array.from({ length: 600 }, (_, i) => card(i));
    cards[400] = 'card "Broken" {\n  type Instant\n}\n';
    const text = "game mtg\r\n# header\n" + cards.join("\n");
    const read = assertSameTree(text, "many cards");
    assert.equal(read, text.indexOf('card "Broken"'));
    // In pieces, as the server reads it: the same result.
    const steps = parseSteps(text);
    let pieces = 0;
    let r = steps.next();
    while (!r.done) {
      pieces++;
      r = steps.next();
    }
    assert.ok(pieces >= 2, `${pieces} pieces`);
    assert.deepStrictEqual(r.value satisfies ParseResult, parseWithChevrotain(text));
  });

  it("the file model built from either tree is the same", function () {
    for (const text of bases) {
      const a = parse(text);
      const b = parseWithChevrotain(text);
      const game = gameOf(a, { games: GAMES });
      const faces = (p: ParseResult) => buildFileModel(text, p, game, GAMES).faces.map(({ keywords: _k, ...f }) => f);
      assert.deepStrictEqual(faces(a), faces(b));
    }
  });
});
