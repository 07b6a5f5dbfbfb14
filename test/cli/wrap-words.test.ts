/** `wrapWords`: the stylish format's word wrapping (lossless up to spaces; words and citations whole). */
import assert from "node:assert/strict";
import { wrapWords } from "../../cli/src/formats/wrap";

describe("wrapWords", function () {
  const text =
    "'during your untap step' (CR 501.1) allows only the untap step or another moment in which nobody gets priority (CR 502.4), so this spell can never be cast.";

  for (const width of [20, 40, 57, 80, 200]) {
    it(`width ${width}: lines fit, joining them gives the text back`, function () {
      const lines = wrapWords(text, width);
      assert.equal(lines.join(" "), text);
      for (const l of lines) assert.ok(l.length <= width || !l.includes(" ") || /^\(CR [^)]*\)\S*$/.test(l), `${l.length}: ${l}`);
    });
  }

  it("keeps a short parenthesised group on one line with the punctuation after it", function () {
    const lines = wrapWords(text, 57);
    assert.ok(
      lines.some((l) => l.includes("(CR 502.4),")),
      lines.join("\n"),
    );
    assert.ok(!lines.some((l) => l.endsWith("(CR")), lines.join("\n"));
  });

  it("a word longer than the width stays whole on its own line", function () {
    assert.deepEqual(wrapWords("see a/very/long/path/to/cards.card now", 10), ["see", "a/very/long/path/to/cards.card", "now"]);
  });

  it("collapses runs of spaces and keeps a group glued to the word before it", function () {
    assert.deepEqual(wrapWords("a  b(CR 1.1) c", 80), ["a b(CR 1.1) c"]);
  });
});
