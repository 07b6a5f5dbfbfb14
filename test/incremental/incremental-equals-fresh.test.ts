/**
 * The incremental analysis (core/incremental) must give exactly the findings of a fresh
 * whole-file `lintDocument` after any sequence of edits: random edit sequences (seeded, so a
 * failure names the seed and step) on real corpus cards and on synthetic files with directives,
 * suppressions, duplicate names, faces and broken structure. Also checks that the fast path is
 * taken: a rules-text keystroke in a well-formed file re-lints one card.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { readRecords } from "../../server/src/core/import/card-import";
import { recordToCard } from "../../server/src/games/mtg/import";
import { cardBlockStarts, cardBlockStartsInSteps, SPLIT_STEP } from "../../server/src/core/text/card-blocks";
import { type OffsetEdit } from "../../server/src/core/incremental/incremental-analysis";
import { runToEnd } from "../../server/src/core/steps";
import { type DocumentLintOptions } from "../../server/src/core/lint-document";
import type { WithGames } from "../../server/src/app/service";
import { lintDocument, incrementalAnalysis } from "../../server/src/app/service";
import { LineIndex } from "../../server/src/core/text/line-index";
import { ChunkedTextDocument } from "../../server/src/lsp/chunked-document";
import { corpusFileOrSkip } from "../helpers/corpus";
import { rng } from "../helpers/rng";

const CHARS = 'abcdefghijklmnopqrstuvwxyz ,.{}"#:\n';
const SNIPPETS = [
  "\n",
  "\r\n",
  "\r",
  "}",
  "{",
  "\n}\n",
  '\ncard "Twin" {\n  type: Instant\n}\n',
  'card "Twin" {\n  type: Sorcery\n  text:\n    Cast this spell only during combat.\n}\n',
  // Tokens and emblems are named apart from cards: a type edit can make or end a duplicate.
  '\ncard "Twin" {\n  type: Token Creature — Twin\n}\n',
  "Token ",
  "Emblem — ",
  "# cardscript-disable-next-line impossible-timing\n",
  "# cardscript-disable\n",
  "# cardscript-enable\n",
  "# cardscript-disable-file obsolete-wording\n",
  "# cardscript-disable-line unknown-step",
  "# just a comment\n",
  "game ygo\n",
  "rules 2020-01\n",
  "game mtg\n",
  "  text:\n",
  "    Flying\n",
  "    At the beginning of the untap step, draw a card.\n",
  "    Activate only during your upkeep.\n",
  "in play",
  "removed from the game",
  "  type: Land\n",
  "  cost: {2}{U}\n",
  "  stats: 2/2\n",
  '  face "Back" {\n    type: Creature\n  }\n',
  "card",
  "face",
  '"',
  "text:",
  "x",
  " ",
  "\t",
  "\uFEFF",
  "cost",
  ":",
  "Cast this spell only during your opponent's turn.",
  "Flash",
  "~",
  "mana burn",
  // Set rules (unused-keyword, unknown-named-card): a declaration, a use, names made and lost by an edit.
  'keyword "Kindle": {1}: Draw a card. Activate only as a sorcery.\n',
  "    Kindle\n",
  "    Search your library for a card named Battle Hymn.\n",
  "    Creatures named Ghost Hymn get +1/+1.\n",
  "# cardscript-disable-next-line unknown-named-card\n",
];

const SYNTHETIC = `game mtg
rules 2025-09
keyword "Kindle": {1}: Draw a card. Activate only as a sorcery.
keyword "Stormwatch": At the beginning of your upkeep, scry 1.
# A header comment
# cardscript-disable-file rare-timing-window

card "Battle Hymn" {
  cost: {2}{R}
  type: Sorcery
  text:
    Cast this spell only during combat.
}
# cardscript-disable-next-line duplicate-card-name
card "Battle Hymn" {
  type: Instant
  text:
    When ~ comes into play, draw a card.
}

card "Upkeep Thing" {
  type: Creature
  stats: 2/2
  text:
    At the beginning of the untap step, you gain 1 life. # cardscript-disable-line untap-step-trigger
    {T}: Add {G}. Activate only during your upkeep.
}
card "battle hymn" {
  type: Enchantment
  text:
    At end of turn, sacrifice ~.
}
card "Two Faces" {
  face "Front" {
    type: Creature
    stats: 1/1
  }
  face "Back" {
    type: Land
    text:
      Flash
  }
}
card "No Type" {
  cost: {U}
  text:
    Kindle
    Search your library for a card named Upkeep Thing or named Lost Card.
}
`;

/** Corpus cards for a test (`ctx`: its Mocha context; the test is skipped without the corpus). */
function corpusFile(ctx: Mocha.Context, count: number, seed: number): string {
  const records = readRecords(readFileSync(corpusFileOrSkip(ctx, "mtg/cards.jsonl"), "utf8"));
  const next = rng(seed);
  const texts: string[] = [];
  for (let i = 0; i < count; i++) texts.push(recordToCard(records[Math.floor(next() * records.length)]!));
  return texts.join("\n");
}

/** A random position inside a line (not at its line end), or anywhere when the text has no such place. */
function insideLine(text: string, next: () => number): number {
  for (let tries = 0; tries < 20; tries++) {
    const at = Math.floor(next() * text.length);
    if (!/[\r\n]/.test(text[at] ?? "\n") && !/[\r\n]/.test(text[at - 1] ?? "\n")) return at;
  }
  return Math.floor(next() * (text.length + 1));
}

/**
 * Runs `sequences` random edit sequences of `steps` edits each, every one starting from `initial`,
 * checking the incremental result against a fresh lint after each step. Most edits are typing
 * inside a line (which keeps the card structure, so the per-card path is exercised); the others
 * insert or delete structure (braces, cards, directives, suppressions, line ends) or copy a
 * stretch of the file elsewhere. One step in 20 gives no edit list (the text is split again).
 * @returns how many steps were answered per card (not by the whole-file fallback), and how many steps ran.
 */
function check(
  initial: string,
  seed: number,
  sequences: number,
  steps: number,
  options: WithGames<DocumentLintOptions> = {},
  chunkSize?: number,
  dropRate = 0,
): { incremental: number; total: number } {
  const next = rng(seed);
  let incremental = 0;
  let total = 0;
  for (let sequence = 0; sequence < sequences; sequence++) {
    const inc = incrementalAnalysis(options);
    let text = initial;
    let pending: OffsetEdit[] | undefined;
    // With `chunkSize`, the text is held as the language server holds it: a chunked document whose
    // snapshots the analysis slices (never joined), lines from the document's own index.
    const doc = chunkSize ? new ChunkedTextDocument("file:///t.card", "cardscript", 1, text, chunkSize) : undefined;
    const lineOf = doc ? (o: number) => doc.positionAt(o).line : (o: number) => new LineIndex(text).positionAt(o).line;
    const compare = (step: number, what: string) => {
      if (doc) assert.equal(doc.length, text.length);
      if (step > 0 && next() < dropRate) {
        const steps = inc.updateSteps(doc ? doc.snapshot : text, pending, lineOf);
        for (let k = Math.floor(next() * 6); k > 0 && !steps.next().done; k--);
        pending = [];
        return;
      }
      const got = inc.update(doc ? doc.snapshot : text, pending, lineOf);
      total++;
      if (got.mode === "incremental") incremental++;
      const want = lintDocument(text, options).findings;
      assert.deepEqual(
        got.findings,
        want,
        `seed ${seed}, sequence ${sequence}, step ${step} (${what}, mode ${got.mode}): findings differ from a fresh lint`,
      );
      pending = [];
    };
    compare(0, "open");
    for (let step = 1; step <= steps; step++) {
      const edits = 1 + Math.floor(next() * 2);
      const what: string[] = [];
      for (let k = 0; k < edits; k++) {
        let at = Math.floor(next() * (text.length + 1));
        const r = next();
        let insert = "";
        let end = at;
        if (r < 0.45) {
          at = insideLine(text, next);
          end = at;
          insert = CHARS[Math.floor(next() * CHARS.length)]!;
        } else if (r < 0.6) {
          at = insideLine(text, next);
          end = Math.min(text.length, at + 1 + Math.floor(next() * 3));
        } else if (r < 0.75) end = Math.min(text.length, at + 1 + Math.floor(next() * 12));
        else if (r < 0.9) insert = SNIPPETS[Math.floor(next() * SNIPPETS.length)]!;
        else if (r < 0.96) {
          end = Math.min(text.length, at + Math.floor(next() * 40));
          insert = SNIPPETS[Math.floor(next() * SNIPPETS.length)]!;
        } else {
          const from = Math.floor(next() * text.length);
          insert = text.slice(from, from + Math.floor(next() * 200));
        }
        text = text.slice(0, at) + insert + text.slice(end);
        doc?.replace(at, end, insert);
        what.push(`[${at},${end})→${JSON.stringify(insert.slice(0, 20))}`);
        pending = next() < 0.05 ? undefined : [...(pending ?? []), { start: at, end, newLength: insert.length }];
        if (pending === undefined) break;
      }
      compare(step, what.join(" "));
    }
  }
  return { incremental, total };
}

/** Runs {@link check} and requires that a fair share of the steps took the per-card path (else the test proves little). */
function checkMany(
  initial: string,
  seed: number,
  sequences: number,
  steps: number,
  options: WithGames<DocumentLintOptions> = {},
  chunkSize?: number,
  dropRate = 0,
): void {
  const { incremental, total } = check(initial, seed, sequences, steps, options, chunkSize, dropRate);
  assert.ok(incremental >= total * 0.15, `only ${incremental} of ${total} steps were incremental`);
}

describe("incremental analysis equals a fresh whole-file lint", function () {
  this.timeout(300_000);

  it("random edit sequences on a synthetic file with directives, suppressions, faces and duplicates", () => {
    for (const seed of [1, 2, 3]) checkMany(SYNTHETIC, seed, 40, 8);
  });

  it("random edit sequences on real corpus cards", function () {
    for (const seed of [11, 12, 13]) checkMany(corpusFile(this, 40, seed), seed, 25, 8);
  });

  it("random edit sequences with CRLF line ends, a BOM and rule settings", () => {
    const crlf = "\uFEFF" + SYNTHETIC.replace(/\n/g, "\r\n");
    for (const seed of [21, 22])
      checkMany(crlf, seed, 20, 8, { rules: { "duplicate-card-name": "error", "obsolete-wording": "off" }, game: "mtg" });
  });

  it("random edit sequences through the server's chunked text document (snapshots sliced, small chunks)", function () {
    for (const seed of [41, 42]) checkMany(SYNTHETIC, seed, 25, 8, {}, 48);
    checkMany("\uFEFF" + SYNTHETIC.replace(/\n/g, "\r\n"), 43, 20, 8, {}, 32);
    checkMany(corpusFile(this, 30, 44), 44, 15, 8, {}, 256);
  });

  it("random edit sequences where some updates run in pieces and are dropped half-way (the server's sliced analysis)", function () {
    for (const seed of [51, 52]) checkMany(SYNTHETIC, seed, 30, 8, {}, undefined, 0.3);
    checkMany(corpusFile(this, 30, 53), 53, 15, 8, {}, 64, 0.3);
  });

  it("an update in pieces returns what update returns, and yields between cards", function () {
    const text = corpusFile(this, 60, 9);
    const lineOf = (o: number) => new LineIndex(text).positionAt(o).line;
    const steps = incrementalAnalysis().updateSteps(text, undefined, lineOf);
    let pieces = 0;
    let r = steps.next();
    for (; !r.done; r = steps.next()) pieces++;
    assert.ok(pieces >= 60, `${pieces} pieces for 60 cards`);
    assert.deepEqual(r.value.findings, lintDocument(text).findings);
    assert.deepEqual(runToEnd(incrementalAnalysis().updateSteps(text, undefined, lineOf)).findings, r.value.findings);
  });

  it("a whole-file fallback in pieces (an unclosed card) returns what a fresh lint finds, in many pieces, without linting every card first", function () {
    const text = corpusFile(this, 600, 10).replace(/\n\}\n/, "\n");
    const lineOf = (o: number) => new LineIndex(text).positionAt(o).line;
    const steps = incrementalAnalysis().updateSteps(text, undefined, lineOf);
    let pieces = 0;
    let r = steps.next();
    for (; !r.done; r = steps.next()) pieces++;
    assert.equal(r.value.mode, "full");
    assert.deepEqual(r.value.findings, lintDocument(text).findings);
    // The first card is not closed: the fallback is certain, no more cards are linted one by one.
    assert.equal(r.value.linted, 1);
    // The fallback's pieces: lexing, the parser's pass, nodes and faces by the hundred, each rule.
    assert.ok(pieces >= 2 + 2 + 4 + 10, `${pieces} pieces`);
  });

  it("the split in stretches finds the same card blocks as one split of the whole text", () => {
    const next = rng(61);
    const pieces = [
      'card "A" {\n  type: Instant\n}\n',
      "# comment\n",
      "\n",
      "# cardscript-disable\n",
      '  card "Indented" {\n}\n',
      "junk line\n",
      "x".repeat(3000) + "\n",
      "# long comment " + "y".repeat(70_000) + "\n",
    ];
    for (let round = 0; round < 12; round++) {
      const parts: string[] = [round % 3 === 0 ? "game mtg\n" : ""];
      let length = 0;
      while (length < SPLIT_STEP * (1 + round / 2)) {
        const piece = pieces[Math.floor(next() * (round % 4 === 3 ? pieces.length : pieces.length - 1))]!;
        parts.push(piece);
        length += piece.length;
      }
      let text = parts.join("");
      if (round % 2 === 1) text = text.replace(/\n/g, "\r\n");
      if (round === 5) text = text.replace(/\r\n/g, "\r");
      assert.deepEqual(runToEnd(cardBlockStartsInSteps(text, 0)), cardBlockStarts(text), `round ${round}`);
      assert.deepEqual(
        runToEnd(cardBlockStartsInSteps(text, 7)),
        cardBlockStarts(text).map((s) => s + 7),
        `round ${round}, base 7`,
      );
    }
  });

  it("random edit sequences on a ygo file", () => {
    checkMany("game ygo\n" + SYNTHETIC.replace(/^game mtg\n/, ""), 31, 20, 8);
  });

  it("a rules-text keystroke in a well-formed file re-lints only that card", function () {
    const text = corpusFile(this, 50, 7);
    const inc = incrementalAnalysis();
    const lineOf = (o: number) => new LineIndex(text).positionAt(o).line;
    const first = inc.update(text, undefined, lineOf);
    assert.equal(first.mode, "incremental");
    assert.equal(first.linted, 50);
    const at = text.indexOf("text:", Math.floor(text.length / 2)) + "text:\n    ".length;
    const edited = text.slice(0, at) + "x" + text.slice(at);
    const second = inc.update(edited, [{ start: at, end: at, newLength: 1 }], (o) => new LineIndex(edited).positionAt(o).line);
    assert.equal(second.mode, "incremental");
    assert.equal(second.linted, 1);
    assert.deepEqual(second.findings, lintDocument(edited).findings);
  });

  it("a keystroke reads only the cards around the edit, not the whole text", function () {
    const text = corpusFile(this, 200, 8);
    const inc = incrementalAnalysis();
    const lineOf = (o: number) => new LineIndex(text).positionAt(o).line;
    inc.update(text, undefined, lineOf);
    const at = text.indexOf("text:", Math.floor(text.length / 2)) + "text:\n    ".length;
    const edited = text.slice(0, at) + "x" + text.slice(at);
    let read = 0;
    const source = { length: edited.length, slice: (s: number, e: number) => ((read += e - s), edited.slice(s, e)) };
    const r = inc.update(source, [{ start: at, end: at, newLength: 1 }], (o) => new LineIndex(edited).positionAt(o).line);
    assert.equal(r.mode, "incremental");
    assert.deepEqual(r.findings, lintDocument(edited).findings);
    assert.ok(read < edited.length / 20, `read ${read} of ${edited.length} characters for one keystroke`);
  });

  it("an unclosed card falls back to a whole-file lint, and closing it returns to per-card results", () => {
    const text = 'card "A" {\n  type: Instant\n}\ncard "B" {\n  type: Sorcery\n}\n';
    const inc = incrementalAnalysis();
    const lines = (t: string) => (o: number) => new LineIndex(t).positionAt(o).line;
    inc.update(text, undefined, lines(text));
    const open = text.replace("Instant\n}", "Instant\n");
    const r1 = inc.update(open, [{ start: text.indexOf("}"), end: text.indexOf("}") + 2, newLength: 0 }], lines(open));
    assert.equal(r1.mode, "full");
    assert.deepEqual(r1.findings, lintDocument(open).findings);
    const r2 = inc.update(text, [{ start: text.indexOf("}"), end: text.indexOf("}"), newLength: 2 }], lines(text));
    assert.equal(r2.mode, "incremental");
    assert.deepEqual(r2.findings, lintDocument(text).findings);
  });
});
