/**
 * Masking rules text (`core/text/masking.ts`): reminder text and quoted text become spaces of the
 * same length, so offsets found in the masked text are offsets in the original. The functions
 * build the result from runs (they built one string per character, 4 KB of garbage per line);
 * these tests compare them with the character-by-character definition on hand-written cases and
 * on many random strings of the characters that matter (parentheses, the three quote marks,
 * astral characters).
 */
import { strict as assert } from "node:assert";
import { maskQuotedText, maskReminderText } from "../../server/src/core/text/masking";

/** The definition, one code point at a time. */
function reminderByDefinition(text: string): string {
  let depth = 0;
  let out = "";
  for (const c of text) {
    if (c === "(") depth++;
    out += depth > 0 ? " ".repeat(c.length) : c;
    if (c === ")" && depth > 0) depth--;
  }
  return out;
}

/** The definition: every quote mark masked; between an opening mark and its closing one, everything. */
function quotedByDefinition(text: string): string {
  let inQuote = false;
  let out = "";
  for (const c of text) {
    const quote = c === '"' || c === "“" || c === "”";
    if (quote && !inQuote) inQuote = c !== "”";
    else if (quote && inQuote && c !== "“") {
      inQuote = false;
      out += " ";
      continue;
    }
    out += inQuote || quote ? " ".repeat(c.length) : c;
  }
  return out;
}

/** A deterministic pseudo-random generator (so a failure can be replayed). */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe("masking keeps offsets and masks exactly the reminder and quoted text", () => {
  it("masks reminder text, nested and unclosed parentheses included", () => {
    assert.equal(maskReminderText("Flying (It can't be blocked.)"), "Flying                       ");
    assert.equal(maskReminderText("a (b (c) d) e"), "a           e");
    assert.equal(maskReminderText("a (b"), "a   ");
    assert.equal(maskReminderText("a) b"), "a) b");
    assert.equal(maskReminderText("no reminder"), "no reminder");
  });

  it("masks quoted text with straight and curly quotes, a lone closing mark included", () => {
    assert.equal(maskQuotedText('gains "Flying" now'), "gains          now");
    assert.equal(maskQuotedText("gains “Flying” now"), "gains          now");
    assert.equal(maskQuotedText("a ” b"), "a   b");
    // A “ inside a quote keeps it open; the first ” closes it (quotes do not nest).
    assert.equal(maskQuotedText("“a “b” c” d"), "       c  d");
    assert.equal(maskQuotedText('"unclosed'), "         ");
    assert.equal(maskQuotedText("nothing quoted"), "nothing quoted");
  });

  it("keeps every astral character's two code units (masked or not)", () => {
    assert.equal(maskReminderText("😀(😀)😀"), "😀    😀");
    assert.equal(maskQuotedText('😀"😀"😀'), "😀    😀");
  });

  it("equals the character-by-character definition on 20,000 random strings", () => {
    const next = random(7);
    const alphabet = ["a", " ", "(", ")", '"', "“", "”", "😀", "é", "\n"];
    for (let n = 0; n < 20000; n++) {
      let s = "";
      const length = Math.floor(next() * 16);
      for (let k = 0; k < length; k++) s += alphabet[Math.floor(next() * alphabet.length)];
      assert.equal(maskReminderText(s), reminderByDefinition(s), JSON.stringify(s));
      assert.equal(maskQuotedText(s), quotedByDefinition(s), JSON.stringify(s));
      assert.equal(maskQuotedText(maskReminderText(s)).length, s.length);
    }
  });
});
