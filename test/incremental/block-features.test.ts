/**
 * The editor features answered from per-card results (server/src/lsp/block-features.ts) must
 * equal the same features on the whole-file model: hover and completion at every few positions,
 * document symbols, semantic tokens (full and a range) and folding ranges, on a synthetic file
 * with a header, faces and comments and on real corpus cards; the document's suppression comments
 * (for code actions) equal the whole-file parse's. Also: the text-document line index
 * answers exactly like the core's LineIndex for every offset and position (LF, CRLF, CR, BOM).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { TextDocument } from "vscode-languageserver-textdocument";
import { completionAtOffset } from "../../server/src/core/features/completion";
import { foldingRanges } from "../../server/src/core/features/folding";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { semanticTokensFull, semanticTokensInRange } from "../../server/src/core/features/semantic-tokens";
import { documentSymbols } from "../../server/src/core/features/symbols";
import { readRecords } from "../../server/src/core/import/card-import";
import { recordToCard } from "../../server/src/games/mtg/import";
import { lintDocument, incrementalAnalysis } from "../../server/src/app/service";
import { LineIndex } from "../../server/src/core/text/line-index";
import { completionAt, foldingAll, hoverAt, semanticTokensOf, symbolsAll } from "../../server/src/lsp/block-features";
import { DocumentLineIndex, type DocumentAnalysis } from "../../server/src/lsp/document-store";
import { corpusFileOrSkip } from "../helpers/corpus";

const SYNTHETIC = `game mtg
rules 2025-09
# cardscript-disable-file rare-timing-window
# header comment one
# header comment two

card "Battle Hymn" {
  cost: {2}{R}
  type: Sorcery
  text:
    Cast this spell only during combat.
    At the beginning of your upkeep, draw a card.
}
# comment before a card
# second comment
card "Two Faces" {
  face "Front" {
    type: Creature — Human
    stats: 1/1
    text:
      Flying
      {T}: Add {G}. Activate only during your turn.
  }
  face "Back" {
    type: Land
  }
}
# cardscript-disable-next-line obsolete-wording
card "Old" {
  type: Instant
  text:
    Play this spell only at end of turn. ~ deals 2 damage to any target.
}
`;

function analysisOf(text: string): DocumentAnalysis {
  const lines = new LineIndex(text);
  const lineOf = (o: number) => lines.positionAt(o).line;
  const inc = incrementalAnalysis();
  const r = inc.update(text, undefined, lineOf);
  assert.equal(r.mode, "incremental", "the test file must take the per-card path");
  const full = lintDocument(text);
  return {
    uri: "file:///t.card",
    version: 1,
    text,
    source: text,
    lineIndex: lines,
    findings: r.findings,
    result: full,
    blockAt: (o) => inc.blockAt(o, lineOf),
    blocks: () => inc.placedBlocks(lineOf),
    outline: () => ({ cards: [], names: [] }),
    directiveComments: () => inc.directiveComments()!,
  };
}

function checkSame(text: string, step: number): void {
  const a = analysisOf(text);
  const model = a.result.model;
  assert.deepEqual(symbolsAll(a), documentSymbols(model), "symbols");
  assert.deepEqual(
    a.directiveComments(),
    a.result.parse.comments.filter((c) => c.text.startsWith("# cardscript-")),
    "suppression comments",
  );
  assert.deepEqual(semanticTokensOf(a), semanticTokensFull(model), "semantic tokens");
  const range = {
    start: a.lineIndex.positionAt(Math.floor(text.length / 3)),
    end: a.lineIndex.positionAt(Math.floor((2 * text.length) / 3)),
  };
  assert.deepEqual(semanticTokensOf(a, range), semanticTokensInRange(model, range), "semantic tokens in a range");
  assert.deepEqual(
    foldingAll(a).filter((r) => r.kind !== "comment"),
    foldingRanges(model).filter((r) => r.kind !== "comment"),
    "folding",
  );
  for (let offset = 0; offset <= text.length; offset += step) {
    const position = a.lineIndex.positionAt(offset);
    assert.deepEqual(hoverAt(a, position), hoverAtOffset(model, offset), `hover at ${offset}`);
    assert.deepEqual(completionAt(a, position), completionAtOffset(model, offset), `completion at ${offset}`);
  }
}

describe("editor features from per-card results equal the whole-file ones", function () {
  this.timeout(120_000);

  it("a synthetic file with a header, faces and comments (every position)", () => {
    checkSame(SYNTHETIC, 1);
  });

  it("real corpus cards (every 7th position)", function () {
    const records = readRecords(readFileSync(corpusFileOrSkip(this, "mtg/cards.jsonl"), "utf8"));
    checkSame(
      records
        .slice(1000, 1040)
        .map((r) => recordToCard(r))
        .join("\n"),
      7,
    );
  });
});

describe("the text-document line index answers like LineIndex", () => {
  for (const [name, text] of [
    ["LF", "a\nbc\n\nd"],
    ["CRLF", "a\r\nbc\r\n\r\nd\r\n"],
    ["CR", "a\rbc\r\rd"],
    ["BOM and mixed", "\uFEFFa\r\nb\rc\nd"],
    ["empty", ""],
  ] as const) {
    it(`${name}: every offset, and positions past line ends and the last line`, () => {
      const expected = new LineIndex(text);
      const got = new DocumentLineIndex(TextDocument.create("file:///x.card", "cardscript", 1, text));
      assert.equal(got.lineCount, expected.lineCount);
      for (let o = -1; o <= text.length + 1; o++) assert.deepEqual(got.positionAt(o), expected.positionAt(o), `offset ${o}`);
      for (let line = -1; line <= expected.lineCount + 1; line++) {
        assert.equal(got.lineStart(line), expected.lineStart(line), `line ${line} start`);
        for (const character of [0, 1, 2, 5, 100])
          assert.equal(got.offsetAt({ line, character }), expected.offsetAt({ line, character }), `(${line}, ${character})`);
      }
    });
  }
});
