/**
 * The cross-file pre-scan (`cli/src/lint/cross-file-scan.ts`) may only over-approximate: every
 * card and face name the parser gives a text, lower-cased, must be among `nameCandidates(text)`
 * (else a duplicate across files would be missed without parsing). Random texts (seeded) from
 * pieces with quotes, escapes, line ends, comments, broken cards and text sections; and the real
 * corpus cards. A string too long to follow makes the scan give up (undefined), never guess.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parse, type CardNode } from "../../grammar/src/index";
import { nameCandidates } from "../../cli/src/lint/cross-file-scan";
import { readRecords } from "../../server/src/core/import/card-import";
import { recordToCard } from "../../server/src/games/mtg/import";
import { corpusFileOrSkip } from "../helpers/corpus";
import { rng } from "../helpers/rng";

const PIECES = [
  'card "A b"',
  "card",
  "face",
  '"',
  '\\"',
  "\\",
  '"Q\\"x"',
  " ",
  "\n",
  "\r\n",
  "{",
  "}",
  "# c\n",
  "  text:\n",
  '    Say "hi".\n',
  "x",
  "É",
  "\u2028",
  '"Same"',
  "type: Instant\n",
  'card\n  "Next line" {',
  'keyword "K": say "hi" # c\n',
  'cost: "x',
  "# c",
  " # cardscript-disable-line\n",
  "\r",
  "\u00a0",
];

function names(text: string): string[] {
  const out: string[] = [];
  const visit = (c: CardNode) => {
    if (c.name) out.push(c.name.toLowerCase());
    c.faces.forEach(visit);
  };
  parse(text).cards.forEach(visit);
  return out;
}

function assertSuperset(text: string, where: string): void {
  const candidates = nameCandidates(text);
  assert.ok(candidates, `${where}: the scan gave up on a short text`);
  for (const n of names(text))
    assert.ok(candidates.has(n), `${where}: the parser's name ${JSON.stringify(n)} is not a candidate in ${JSON.stringify(text)}`);
}

describe("cross-file name candidates are a superset of the parser's names", () => {
  it("random texts with quotes, escapes and broken structure", () => {
    const next = rng(5);
    for (let i = 0; i < 6000; i++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 14) }, () => PIECES[Math.floor(next() * PIECES.length)]!).join("");
      assertSuperset(text, `text ${i}`);
    }
  });

  it("the real corpus cards", function () {
    const records = readRecords(readFileSync(corpusFileOrSkip(this, "mtg/cards.jsonl"), "utf8"));
    for (let i = 0; i < records.length; i += 37) assertSuperset(recordToCard(records[i]!), `record ${i}`);
  });

  it("gives up (undefined) on a string too long to follow, and on a text of escaped quotes", () => {
    assert.equal(nameCandidates(`card "${"x".repeat(10_000)}" {\n}\n`), undefined);
    assert.equal(nameCandidates(`card "${'\\"'.repeat(100_000)}`), undefined);
    // A closing quote starts no token: no (unterminated) candidate " {" shared by every file.
    assert.deepEqual([...nameCandidates('card "A" {\n}\n')!], ["a"]);
    // A quote inside a comment or field line may start a string: the scan reads one there (a superset).
    assert.deepEqual([...nameCandidates('# "c" x\ncard "A" {\n  cost: "q\n}\n')!], ["c", "a", "q"]);
  });
});
