/**
 * The server's chunked text document must behave exactly like a fresh stock
 * `vscode-languageserver-textdocument` document holding the same text: random edit sequences
 * (seeded) with CR, LF and CRLF line ends split and joined at chunk boundaries (tiny chunks, so
 * every edit meets a boundary), checked after each edit for the text, slices of the snapshot,
 * line count, `positionAt` of every offset and `offsetAt` of positions inside, at and past line
 * ends and past the last line.
 */
import assert from "node:assert/strict";
import { TextDocument } from "vscode-languageserver-textdocument";
import { ChunkedTextDocument } from "../../server/src/lsp/chunked-document";
import { rng } from "../helpers/rng";

const PIECES = ["a", "bc", "\n", "\r", "\r\n", "\n\n", "xyz\r\n", "é—", "", 'card "A" {\n}\n'];

function compare(doc: ChunkedTextDocument, text: string, where: string): void {
  const want = TextDocument.create("file:///w.card", "cardscript", 1, text);
  assert.equal(doc.getText(), text, `${where}: text`);
  assert.equal(doc.length, text.length, `${where}: length`);
  assert.equal(doc.lineCount, want.lineCount, `${where}: lineCount`);
  for (let o = -1; o <= text.length + 1; o++) assert.deepEqual(doc.positionAt(o), want.positionAt(o), `${where}: positionAt(${o})`);
  for (let line = -1; line <= want.lineCount; line++) {
    for (const character of [-1, 0, 1, 2, 3, 5, 100]) {
      const p = { line, character };
      assert.equal(doc.offsetAt(p), want.offsetAt(p), `${where}: offsetAt(${line}:${character})`);
    }
  }
  for (let s = 0; s <= text.length; s += 3) {
    assert.equal(doc.snapshot.slice(s, s + 7), text.slice(s, s + 7), `${where}: slice(${s}, ${s + 7})`);
    assert.equal(
      doc.getText({ start: doc.positionAt(s), end: doc.positionAt(s + 9) }),
      want.getText({ start: want.positionAt(s), end: want.positionAt(s + 9) }),
    );
  }
}

describe("chunked text document equals a fresh stock text document", () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`random edits at chunk boundaries, seed ${seed}`, () => {
      const next = rng(seed);
      const pick = () => PIECES[Math.floor(next() * PIECES.length)]!;
      let text = Array.from({ length: 30 }, pick).join("");
      const doc = new ChunkedTextDocument("file:///t.card", "cardscript", 1, text, 4);
      compare(doc, text, `seed ${seed} open`);
      for (let step = 1; step <= 60; step++) {
        const start = Math.floor(next() * (text.length + 1));
        const end = Math.min(text.length, start + Math.floor(next() * (next() < 0.2 ? 40 : 4)));
        const insert = next() < 0.1 ? "" : Array.from({ length: 1 + Math.floor(next() * 4) }, pick).join("");
        const before = doc.snapshot;
        const beforeText = text;
        doc.update([{ range: { start: doc.positionAt(start), end: doc.positionAt(end) }, text: insert }], step + 1);
        // Ranges are given as positions: an offset inside a CRLF maps to before the CR.
        const want = TextDocument.create("file:///w.card", "cardscript", 1, beforeText);
        const s = want.offsetAt(want.positionAt(start));
        const e = want.offsetAt(want.positionAt(end));
        text = beforeText.slice(0, s) + insert + beforeText.slice(e);
        compare(doc, text, `seed ${seed} step ${step} [${s},${e})→${JSON.stringify(insert)}`);
        assert.equal(before.toString(), beforeText, "an older snapshot keeps its text");
      }
      doc.update([{ text: "whole\r\nnew" }], 99);
      compare(doc, "whole\r\nnew", `seed ${seed} full replace`);
      assert.equal(doc.version, 99);
    });
  }

  it("a large file: a keystroke keeps the other chunks and slices without joining", () => {
    const text = Array.from({ length: 5000 }, (_, i) => `card "C${i}" {\n  type: Instant\n}\n`).join("");
    const doc = new ChunkedTextDocument("file:///big.card", "cardscript", 1, text);
    const at = doc.offsetAt({ line: 7000, character: 3 });
    doc.update([{ range: { start: doc.positionAt(at), end: doc.positionAt(at) }, text: "x" }], 2);
    const edited = text.slice(0, at) + "x" + text.slice(at);
    assert.equal(doc.snapshot.slice(at - 20, at + 20), edited.slice(at - 20, at + 20));
    compareSome(doc, edited);
  });
});

/** Spot checks for a large text (every offset would be slow). */
function compareSome(doc: ChunkedTextDocument, text: string): void {
  const want = TextDocument.create("file:///w.card", "cardscript", 1, text);
  assert.equal(doc.lineCount, want.lineCount);
  for (let o = 0; o <= text.length; o += 997) assert.deepEqual(doc.positionAt(o), want.positionAt(o));
  for (let line = 0; line < want.lineCount; line += 101)
    assert.equal(doc.offsetAt({ line, character: 4 }), want.offsetAt({ line, character: 4 }));
  assert.equal(doc.getText(), text);
}
