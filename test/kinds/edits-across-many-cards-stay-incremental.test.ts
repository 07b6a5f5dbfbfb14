/**
 * Kind: the work of a keystroke must not depend on how many cards were edited before it. The
 * per-card analysis keeps the full core result (parse tree, model) of only the most recently used
 * card blocks (a few dozen, so a file of 30,000 cards does not hold 30,000 models); anything that
 * reads every block's result — the outline, folding ranges, semantic tokens, which an editor asks
 * for after every keystroke — then lints the whole file again, card by card, once the edited cards
 * outnumber what is kept. Such walks read what they need from each block's analysis (kept with it,
 * derived again only when the block changed).
 *
 * Asserted on behaviour, not time: after each of 100 edits at distinct cards (more than the kept
 * results), the update lints one card, the walks lint none again, and everything equals a fresh
 * whole-file analysis of the same text.
 */
import assert from "node:assert/strict";
import { foldingRanges } from "../../server/src/core/features/folding";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { semanticTokensFull } from "../../server/src/core/features/semantic-tokens";
import { documentSymbols } from "../../server/src/core/features/symbols";
import type { IncrementalAnalysis } from "../../server/src/core/incremental/incremental-analysis";
import { LineIndex } from "../../server/src/core/text/line-index";
import { incrementalAnalysis, lintDocument } from "../../server/src/app/service";
import { foldingAll, hoverAt, semanticTokensOf, symbolsAll } from "../../server/src/lsp/block-features";
import type { DocumentAnalysis } from "../../server/src/lsp/document-store";
import { rng } from "../helpers/rng";

const CARDS = 160;
const EDITS = 100;

/** A file of `CARDS` well-formed cards (some with faces), each with a rules-text line to type at. */
function cardFile(): string {
  const out = ["game mtg", "# a set being worked through", ""];
  for (let i = 0; i < CARDS; i++) {
    if (i % 7 === 3) {
      out.push(
        `card "Pair ${i}" {`,
        `  face "Front ${i}" {`,
        "    type: Creature — Human",
        "    stats: 2/2",
        "    text:",
        "      Flying",
        "  }",
        `  face "Back ${i}" {`,
        "    type: Sorcery",
        "    text:",
        "      Draw a card.",
        "  }",
        "}",
        "",
      );
    } else {
      out.push(
        `card "Card ${i}" {`,
        `  cost: {${1 + (i % 4)}}{U}`,
        i % 2 === 0 ? "  type: Instant" : "  type: Creature — Wizard",
        ...(i % 2 === 0 ? [] : ["  stats: 1/3"]),
        "  text:",
        i % 3 === 0 ? "    Cast this spell only during combat." : "    Draw a card.",
        "}",
        "",
      );
    }
  }
  return out.join("\n");
}

/** The editor's view of one version (as the language server's document store builds it). */
function documentAnalysis(inc: IncrementalAnalysis, text: string, findings: DocumentAnalysis["findings"]): DocumentAnalysis {
  const lines = new LineIndex(text);
  const lineOf = (o: number) => lines.positionAt(o).line;
  return {
    uri: "file:///set.card",
    version: 1,
    text,
    source: text,
    lineIndex: lines,
    findings,
    get result() {
      return lintDocument(text);
    },
    blockAt: (o) => inc.blockAt(o, lineOf),
    blocks: () => inc.placedBlocks(lineOf),
    outline: () => ({ cards: [], names: [] }),
    directiveComments: () => inc.directiveComments()!,
  };
}

/** The walks an editor asks for after a keystroke. */
function walk(a: DocumentAnalysis) {
  return { symbols: symbolsAll(a), folding: foldingAll(a), tokens: semanticTokensOf(a) };
}

describe("kind: edits across many cards stay incremental", function () {
  this.timeout(120_000);

  it(`${EDITS} edits at distinct cards: each lints one card, the outline, folding and tokens lint none again`, () => {
    let text = cardFile();
    const inc = incrementalAnalysis();
    const first = inc.update(text, undefined, (o) => new LineIndex(text).positionAt(o).line);
    assert.equal(first.mode, "incremental");
    assert.equal(first.linted, CARDS);
    // The first walk may lint again the cards whose results were not kept (once, not per request).
    walk(documentAnalysis(inc, text, first.findings));
    const afterFirstWalk = inc.stats.resultsRelinted;
    walk(documentAnalysis(inc, text, first.findings));
    assert.equal(inc.stats.resultsRelinted, afterFirstWalk, "a second walk of the same text lints nothing again");

    // Distinct random cards: the end of each card's last rules-text line (cards without faces).
    const ends: number[] = [];
    for (let at = text.indexOf("\n}\n"); at >= 0; at = text.indexOf("\n}\n", at + 1))
      if (text.startsWith("    ", text.lastIndexOf("\n", at - 1) + 1)) ends.push(at);
    assert.ok(ends.length > EDITS);
    const random = rng(2026);
    const picked: number[] = [];
    for (let i = 0; i < EDITS; i++) picked.push(ends.splice(Math.floor(random() * ends.length), 1)[0]!);
    const typed: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      // Offsets of the original text move by the characters typed before them.
      const at = picked[i]! + typed.filter((p) => p < picked[i]!).length;
      typed.push(picked[i]!);
      text = text.slice(0, at) + "x" + text.slice(at);
      const lines = new LineIndex(text);
      const before = inc.stats;
      const r = inc.update(text, [{ start: at, end: at, newLength: 1 }], (o) => lines.positionAt(o).line);
      assert.equal(r.mode, "incremental", `edit ${i}`);
      assert.equal(r.linted, 1, `edit ${i}: one card linted`);
      const a = documentAnalysis(inc, text, r.findings);
      const got = walk(a);
      hoverAt(a, lines.positionAt(at - 3));
      const after = inc.stats;
      assert.equal(after.cardsLinted - before.cardsLinted, 1, `edit ${i}: cards linted`);
      assert.equal(after.resultsRelinted - before.resultsRelinted, 0, `edit ${i}: results linted again by the walks`);
      if (i % 10 === 9 || i === EDITS - 1) {
        const fresh = lintDocument(text);
        assert.deepEqual(r.findings, fresh.findings, `edit ${i}: findings`);
        assert.deepEqual(got.symbols, documentSymbols(fresh.model), `edit ${i}: outline`);
        assert.deepEqual(got.tokens, semanticTokensFull(fresh.model), `edit ${i}: semantic tokens`);
        assert.deepEqual(
          got.folding.filter((x) => x.kind !== "comment"),
          foldingRanges(fresh.model).filter((x) => x.kind !== "comment"),
          `edit ${i}: folding`,
        );
        assert.deepEqual(hoverAt(a, lines.positionAt(at - 3)), hoverAtOffset(fresh.model, at - 3), `edit ${i}: hover`);
      }
    }
  });
});
