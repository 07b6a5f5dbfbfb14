/**
 * Folding ranges (core): cards, faces, text sections and comment blocks, with exact lines.
 */
import assert from "node:assert/strict";
import { foldingRanges } from "../../server/src/core/features/folding";
import { lintText } from "../../server/src/app/service";

const foldsOf = (text: string) => foldingRanges(lintText(text).model);

describe("folding ranges", () => {
  const lines = [
    "# CardScript examples", //           0
    "# two lines of header comment", //   1
    "", //                                2
    'card "Bushwhack // Ambush" {', //    3
    '  face "Bushwhack" {', //            4
    "    type: Sorcery", //               5
    "    text:", //                       6
    "      Draw a card.", //              7
    "      # a lone comment", //          8
    "      Discard a card.", //           9
    "  }", //                            10
    '  face "Ambush" {', //              11
    "    type: Instant", //              12
    "  }", //                            13
    "}", //                              14
    'card "One Liner" { type: Instant }', // 15
    'card "Two" {', //                   16
    "  type: Creature — Bear", //        17
    "  text:", //                        18
    "    Vigilance", //                  19
    "}", //                              20
  ];

  it("cards and faces up to the line before '}', text sections, comment blocks of two or more lines", () => {
    for (const eol of ["\n", "\r\n"]) {
      assert.deepEqual(
        foldsOf(lines.join(eol) + eol),
        [
          { startLine: 0, endLine: 1, kind: "comment" },
          { startLine: 3, endLine: 13 },
          { startLine: 4, endLine: 9 },
          { startLine: 6, endLine: 9 },
          { startLine: 11, endLine: 12 },
          { startLine: 16, endLine: 19 },
          { startLine: 18, endLine: 19 },
        ],
        JSON.stringify(eol),
      );
    }
  });

  it("an unclosed card folds to its last line of content", () => {
    assert.deepEqual(foldsOf('card "A" {\n  type: Instant\n  text:\n    Draw a card.\n'), [
      { startLine: 0, endLine: 3 },
      { startLine: 2, endLine: 3 },
    ]);
  });

  it("a trailing comment after a field is not part of a comment block", () => {
    assert.deepEqual(foldsOf('card "A" {\n  type: Instant # note\n  # a comment\n}\n'), [{ startLine: 0, endLine: 2 }]);
  });

  it("an empty document has none", () => {
    assert.deepEqual(foldsOf(""), []);
  });
});
