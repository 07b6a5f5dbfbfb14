/**
 * Kind: parse() throws on some input. It must return a tree and errors for anything: random
 * code points (U+2028/U+2029 line separators, lone surrogates, NUL, BOMs anywhere), grammar
 * fragments in random order, and huge single lines (8 MB).
 */
import { strict as assert } from "node:assert";
import { rng } from "../helpers/rng";
import { parse } from "../../grammar/src/index";
import { lintText } from "../../server/src/app/service";

const SPECIAL = [
  "\u2028",
  "\u2029",
  "\u0085",
  "\u000b",
  "\f",
  "\0",
  "\uFEFF",
  "\ud800",
  "\udc00",
  "😀",
  "\r",
  "\n",
  "\r\n",
  "\t",
  " ",
  "\u00a0",
  "\u3000",
];
const FRAGMENTS = [
  "game",
  "rules",
  "game ",
  "rules 2025-09",
  "card",
  "face",
  'card "',
  'face "x"',
  '"',
  "\\",
  "{",
  "}",
  "text:",
  "text",
  "cost:",
  "type:",
  ":",
  "#",
  "# cardscript-disable-line x",
  " # cardscript-",
  "Activate only",
  " during ",
  " or ",
  " and ",
  "At the beginning of",
  "—",
  "−",
  "(",
  ")",
  '"x\\"',
  ...SPECIAL,
];

/** Asserts that parse and lint return and that every span lies inside the text. */
function check(text: string, label: string): void {
  let r;
  try {
    r = parse(text);
  } catch (e) {
    assert.fail(`parse threw on ${label} ${JSON.stringify(text.slice(0, 80))}: ${(e as Error).message}`);
  }
  for (const e of r.errors)
    assert.ok(e.span.start >= 0 && e.span.start <= e.span.end && e.span.end <= text.length, `bad error span (${label})`);
  for (const c of r.cards) assert.ok(c.span.start >= 0 && c.span.end <= text.length, `bad card span (${label})`);
  for (const d of r.directives) assert.ok(d.valueSpan.end <= text.length, `bad directive span (${label})`);
  assert.doesNotThrow(() => lintText(text), `lint threw on ${label}`);
}

describe("parse-never-throws", () => {
  it("U+2028 and U+2029 after 'game' and 'rules' (and in every other place)", () => {
    for (const sep of ["\u2028", "\u2029"]) {
      for (const t of [
        `game${sep}`,
        `rules${sep}x`,
        `game mtg${sep}\ncard "a" {}`,
        `card "a" {\n  cost:${sep}{1}\n  type: Instant${sep}\n  text:\n    a${sep}b\n}`,
        `rules 2025${sep}  `,
      ]) {
        check(t, "line separator");
      }
    }
  });

  it("3,000 random strings of grammar fragments and special code points", () => {
    const rand = rng(7);
    for (let i = 0; i < 3000; i++) {
      let text = "";
      const n = 1 + Math.floor(rand() * 30);
      for (let k = 0; k < n; k++) text += FRAGMENTS[Math.floor(rand() * FRAGMENTS.length)];
      check(text, `fragments case ${i}`);
    }
  });

  it("2,000 strings of random UTF-16 code units", () => {
    const rand = rng(11);
    for (let i = 0; i < 2000; i++) {
      const units: number[] = [];
      const n = Math.floor(rand() * 60);
      for (let k = 0; k < n; k++) units.push(rand() < 0.5 ? 32 + Math.floor(rand() * 95) : Math.floor(rand() * 0x10000));
      check(String.fromCharCode(...units), `code units case ${i}`);
    }
  });

  it("8 MB single lines of every token kind (no stack overflow)", () => {
    const big = 8 * 1024 * 1024;
    const lines = [
      `card "X" {\n  text:\n    ${"a ".repeat(big / 2)}\n}`,
      `card "${"x".repeat(big)}" {}`,
      `card "${"x".repeat(big)}`,
      `card "${"\\a".repeat(big / 2)}" {}`,
      `card "X" {\n  cost: ${"{1}".repeat(big / 3)}\n}`,
      `game ${" ".repeat(big)}x`,
      "#".repeat(big),
      "{".repeat(64 * 1024), // 64 K tokens, each a syntax error: linear, but 8 M of them is memory, not stack
    ];
    for (const t of lines) {
      try {
        parse(t);
      } catch (e) {
        assert.fail(`parse threw on an 8 MB line starting ${JSON.stringify(t.slice(0, 30))}: ${(e as Error).message}`);
      }
    }
  });
});
