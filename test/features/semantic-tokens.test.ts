/**
 * Semantic tokens (core): the legend, exact tokens for a card, the LSP encoding, positions with
 * CRLF and emoji, and structural properties (sorted, no overlap, one line each) over the real corpus.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import {
  encodeSemanticTokens,
  SEMANTIC_TOKENS_LEGEND,
  semanticTokens,
  semanticTokensFull,
  semanticTokensInRange,
  type SemanticToken,
} from "../../server/src/core/features/semantic-tokens";
import { readRecords } from "../../server/src/core/import/card-import";
import { recordToCard } from "../../server/src/games/mtg/import";
import { lintText } from "../../server/src/app/service";
import { corpusFileOrSkip } from "../helpers/corpus";

const tokensOf = (text: string) => semanticTokens(lintText(text).model);
const shown = (text: string, ts: SemanticToken[]) =>
  ts.map(
    (t) => `${t.type}${t.modifiers.length ? `+${t.modifiers.join("+")}` : ""} ${JSON.stringify(text.slice(t.span.start, t.span.end))}`,
  );

describe("semantic tokens", () => {
  it("declares the documented legend", () => {
    assert.deepEqual(SEMANTIC_TOKENS_LEGEND, {
      tokenTypes: ["enumMember", "keyword", "string", "function", "class", "property", "type", "event", "unreadTiming"],
      tokenModifiers: ["declaration"],
    });
  });

  it("colours steps, keywords, symbols, restriction phrases, card names, fields and types", () => {
    const text = [
      'card "Razormane Masticore" {',
      "  cost: {5}",
      "  type: Legendary Artifact Creature — Masticore",
      "  text:",
      "    First strike, cumulative upkeep {1}",
      "    At the beginning of your upkeep, sacrifice Razormane Masticore unless you discard a card.",
      "    {T}: Tap target creature. Activate only during combat and only once each turn.",
      "    Whenever ~ attacks, it gains flying.",
      "}",
      "",
    ].join("\n");
    assert.deepEqual(shown(text, tokensOf(text)), [
      'class+declaration "\\"Razormane Masticore\\""',
      'property "cost"',
      'string "{5}"',
      'property "type"',
      'type "Legendary"',
      'type "Artifact"',
      'type "Creature"',
      'type "Masticore"',
      'property "text"',
      'keyword "First strike"',
      'keyword "cumulative upkeep"',
      'string "{1}"',
      'event "At the beginning of"',
      'enumMember "upkeep"',
      'class "Razormane Masticore"',
      'string "{T}"',
      'function "Activate only during"',
      'enumMember "combat"',
      'function "and only once each turn"',
      'event "Whenever"',
      'class "~"',
      'keyword "flying"',
    ]);
  });

  it("encodes line and start deltas, lengths, type indexes and modifier bits", () => {
    const text = 'card "A" {\n  type: Instant\n  text:\n    Cast this spell only during your upkeep.\n}\n';
    const ts = tokensOf(text);
    assert.deepEqual(shown(text, ts), [
      'class+declaration "\\"A\\""',
      'property "type"',
      'type "Instant"',
      'property "text"',
      'function "Cast this spell only during your"',
      'enumMember "upkeep"',
    ]);
    assert.deepEqual(encodeSemanticTokens(ts), [
      0,
      5,
      3,
      4,
      1, // "A" line 0 col 5, class, declaration
      1,
      2,
      4,
      5,
      0, // type
      0,
      6,
      7,
      6,
      0, // Instant (col 8 = 2 + 6)
      1,
      2,
      4,
      5,
      0, // text
      1,
      4,
      32,
      3,
      0, // restriction phrase up to the step name
      0,
      33,
      6,
      0,
      0, // upkeep (col 37)
    ]);
    assert.deepEqual(semanticTokensFull(lintText(text).model).data, encodeSemanticTokens(ts));
    const ranged = semanticTokensInRange(lintText(text).model, { start: { line: 3, character: 0 }, end: { line: 4, character: 0 } });
    assert.deepEqual(ranged.data, [3, 4, 32, 3, 0, 0, 33, 6, 0, 0]);
  });

  it("UTF-16 columns with CRLF, a BOM and emoji", () => {
    const text = '\uFEFFcard "🐉 Drake" {\r\n  type: Creature — Drake\r\n  text:\r\n    🔥 Flying\r\n}\r\n';
    const ts = tokensOf(text);
    const name = ts.find((t) => t.type === "class")!;
    assert.deepEqual([name.line, name.character, name.length], [0, 6, 10]);
    const flying = ts.find((t) => t.type === "keyword");
    // "🔥 Flying" is not a keyword line (the emoji is text), so no keyword token: check the type words instead.
    assert.equal(flying, undefined);
    const drake = ts.filter((t) => t.type === "type").map((t) => [t.line, t.character, t.length]);
    assert.deepEqual(drake, [
      [1, 8, 8],
      [1, 19, 5],
    ]);
    const text2 = 'card "A" {\r\n  type: Creature — Bear\r\n  text:\r\n    Whenever 🐉🐉 attacks, it gains haste.\r\n}\r\n';
    const haste = tokensOf(text2).find((t) => t.type === "keyword")!;
    assert.deepEqual([haste.line, haste.character, haste.length], [3, 36, 5]);
  });

  it("nothing for comments or unknown words", () => {
    const text = '# upkeep {T} Flying\ncard "A" {\n  type: Creature — Bear\n  text:\n    Draw a card.\n}\n';
    assert.deepEqual(shown(text, tokensOf(text)), [
      'class+declaration "\\"A\\""',
      'property "type"',
      'type "Creature"',
      'type "Bear"',
      'property "text"',
    ]);
  });

  it("over real cards: sorted, non-overlapping, single-line, inside the text", function () {
    this.timeout(300_000);
    const records = readRecords(readFileSync(corpusFileOrSkip(this, "mtg/cards.jsonl"), "utf8"));
    let tokens = 0;
    let steps = 0;
    for (let i = 0; i < records.length; i += 7) {
      const text = recordToCard(records[i]!);
      const { model } = lintText(text);
      const ts = semanticTokens(model);
      let prevEnd = 0;
      for (const t of ts) {
        assert.ok(t.length > 0 && t.span.start >= prevEnd, `overlap or empty token in ${text}`);
        assert.ok(!/[\r\n]/.test(text.slice(t.span.start, t.span.end)), `multi-line token in ${text}`);
        assert.deepEqual(model.lines.positionAt(t.span.end), { line: t.line, character: t.character + t.length });
        prevEnd = t.span.end;
        if (t.type === "enumMember") steps++;
      }
      tokens += ts.length;
      assert.equal(encodeSemanticTokens(ts).length, ts.length * 5);
    }
    assert.ok(tokens > 10_000 && steps > 300, `${tokens} tokens, ${steps} step names`);
  });
});
