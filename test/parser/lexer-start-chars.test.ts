/**
 * The lexer's first-character hints (`start_chars_hint` in grammar/src/lexer.ts) must name every
 * code unit a rules-text line or a word can start with: a missing one would make the optimized
 * lexer skip the token and report a lexing error. Checks all 65,536 UTF-16 code units (but white
 * space and the characters that start other tokens) as the first character of a rules-text line
 * and of a word at the top level, in one text each.
 */
import assert from "node:assert/strict";
import { cardLexer } from "../../grammar/src/lexer";

const OTHER_START = new Set(["#", "}", "{", '"', ":"]);
const starts: string[] = [];
for (let c = 0; c < 0x10000; c++) {
  const ch = String.fromCharCode(c);
  if (!/\s/.test(ch) && !OTHER_START.has(ch)) starts.push(ch);
}

/** The tokens of `text` that start at the offsets where a test line starts, by offset. */
function tokensAt(text: string, lineStarts: number[]): Map<number, { type: string; image: string }> {
  const r = cardLexer.tokenize(text);
  assert.deepEqual(r.errors, [], "no lexing errors");
  const at = new Map(r.tokens.map((t) => [t.startOffset, { type: t.tokenType.name, image: t.image }]));
  return new Map(lineStarts.map((o) => [o, at.get(o) ?? { type: "(none)", image: "" }]));
}

function lines(prefix: string, indent: string, suffix: string): { text: string; offsets: number[] } {
  let text = prefix;
  const offsets: number[] = [];
  for (const ch of starts) {
    offsets.push(text.length + indent.length);
    text += `${indent}${ch}x\n`;
  }
  return { text: text + suffix, offsets };
}

describe("lexer first-character hints cover every code unit", () => {
  it("a rules-text line may start with any code unit but white space, '#' and '}'", () => {
    const { text, offsets } = lines('card "A" {\n  text:\n', "    ", "}\n");
    const found = tokensAt(text, offsets);
    offsets.forEach((o, i) => {
      const t = found.get(o)!;
      assert.equal(t.type, "TextLine", `U+${starts[i]!.charCodeAt(0).toString(16).padStart(4, "0")} at a line start: ${t.type}`);
      assert.equal(t.image, `${starts[i]}x`);
    });
  });

  it("a word at the top level may start with any code unit but white space and '\"{}#:'", () => {
    const { text, offsets } = lines("", "", "");
    const found = tokensAt(text, offsets);
    offsets.forEach((o, i) => {
      const t = found.get(o)!;
      assert.ok(
        ["Word", "BadLine", "FieldLine"].includes(t.type),
        `U+${starts[i]!.charCodeAt(0).toString(16).padStart(4, "0")}: ${t.type}`,
      );
      assert.ok(t.image.startsWith(`${starts[i]}x`));
    });
  });
});
