/**
 * The parser never throws, recovers after errors, and keeps every token's text reachable.
 */
import { strict as assert } from "node:assert";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { rng } from "../helpers/rng";
import { parse } from "../../grammar/src/index";

const examples = readdirSync("examples")
  .filter((f) => f.endsWith(".card"))
  .map((f) => readFileSync(join("examples", f), "utf8"));

describe("parser robustness", () => {
  it("never throws on 2,000 random mutations of the examples, and spans stay inside the text", () => {
    const rand = rng(42);
    const pieces = ["{", "}", '"', "\n", "\r\n", "card ", "face ", "text:", "cost:", "#", ":", "\t", "\uFEFF", "😀", "\\", "}}", "{{"];
    for (let i = 0; i < 2000; i++) {
      let text = examples[i % examples.length]!;
      const edits = 1 + Math.floor(rand() * 6);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(rand() * (text.length + 1));
        const kind = rand();
        if (kind < 0.4) text = text.slice(0, at) + pieces[Math.floor(rand() * pieces.length)] + text.slice(at);
        else if (kind < 0.8) text = text.slice(0, at) + text.slice(at + 1 + Math.floor(rand() * 20));
        else text = text.slice(0, at);
      }
      const r = parse(text);
      for (const err of r.errors) {
        assert.ok(err.span.start >= 0 && err.span.end <= text.length && err.span.start <= err.span.end, `bad error span in case ${i}`);
      }
      for (const c of r.cards) assert.ok(c.span.start >= 0 && c.span.end <= text.length, `bad card span in case ${i}`);
    }
  });

  it("recovers: a card with a missing '}' does not hide the next card", () => {
    const r = parse('card "A" {\n  type: Instant\n  text:\n    Draw a card.\ncard "B" {\n  type: Sorcery\n}\n');
    assert.deepEqual(
      r.cards.map((c) => c.name),
      ["A", "B"],
    );
    assert.equal(r.cards[0]!.closed, false);
    assert.equal(r.cards[1]!.closed, true);
    assert.equal(r.cards[0]!.textSections[0]!.lines[0]!.text, "Draw a card.");
    assert.ok(r.errors.some((e) => /Expected '}'/.test(e.message)));
  });

  it("handles huge inputs and long lines without trouble", () => {
    const card = 'card "X" {\n  type: Instant\n  text:\n    ' + "word ".repeat(20000) + "\n}\n";
    const r = parse(card.repeat(50));
    assert.equal(r.cards.length, 50);
    assert.equal(r.errors.length, 0);
  });

  it("keeps each text line verbatim (no character of the user's text is lost)", () => {
    const line = '{T}, Sacrifice ~: Add {W/U}{2/B}{G/P} — "quoted: } { # not a comment" (reminder).';
    const r = parse(`card "X" {\n  type: Artifact\n  text:\n    ${line}\n}\n`);
    assert.equal(r.cards[0]!.textSections[0]!.lines[0]!.text, line);
  });
});
