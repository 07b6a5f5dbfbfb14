/**
 * Kind: a run holds every file's report (or text) until the end. `cardscript lint` streams each
 * file's report as it is linted, except files that may share a card name with another file: those
 * are linted while the cross-file plan runs and held until their turn. The plan's name candidates
 * counted a string starting at every closing quote (`" {` from `card "X" {`), shared by every
 * file, so every file was linted early and held (the CLI's peak RSS grew with the corpus). The
 * plan's read-ahead held the decoded texts on the heap; it now holds the bytes (outside the heap).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileNameScanner } from "../../cli/src/lint/cross-file-scan";
import { planCrossFile } from "../../cli/src/lint/cross-file";
import { readRecords } from "../../server/src/core/import/card-import";
import { recordToCard } from "../../server/src/games/mtg/import";
import { corpusFileOrSkip } from "../helpers/corpus";

/** How many of `texts` (one file each) the plan parses for exact names (what the CLI lints early and holds). */
function parsedEarly(texts: readonly string[]): { parsed: number; planned: number } {
  const files = texts.map((_, i) => `f${String(i).padStart(6, "0")}.card`);
  const byFile = new Map(files.map((f, i) => [f, texts[i]!]));
  const scanner = fileNameScanner((f) => byFile.get(f));
  let parsed = 0;
  const plan = planCrossFile(new Map(), files, {
    candidates: scanner.candidates,
    names: (f) => {
      parsed++;
      return scanner.names(f);
    },
  });
  return { parsed, planned: files.filter((f) => plan.has(f)).length };
}

describe("kind: reports are not held until the end of a run", () => {
  it("files with distinct card names are not parsed early (no name candidate shared by every file)", () => {
    const texts = Array.from({ length: 200 }, (_, i) => `card "Card ${i}" {\n  type: Instant\n  text:\n    Draw a card.\n}\n`);
    assert.deepEqual(parsedEarly(texts), { parsed: 0, planned: 0 });
  });

  it("only files that may share a name are parsed early", () => {
    const texts = [
      'card "A" {\n  type: Instant\n}\n',
      'card "B" {\n  type: Instant\n  text:\n    Create a token named "A".\n}\n',
      'card "C" {\n  type: Instant\n}\n',
      'card "c" {\n  type: Sorcery\n}\n',
    ];
    // B's rules text quotes "A": A and B are parsed to know their exact names; C and c share a name.
    assert.equal(parsedEarly(texts).parsed, 4);
  });

  it("most real corpus cards, one file each, are not parsed early", function () {
    const records = readRecords(readFileSync(corpusFileOrSkip(this, "mtg/cards.jsonl"), "utf8"));
    const texts: string[] = [];
    for (let i = 0; i < records.length && texts.length < 3000; i += 7) {
      try {
        texts.push(recordToCard(records[i]!));
      } catch {
        // A record the importer refuses is no card file.
      }
    }
    const { parsed } = parsedEarly(texts);
    assert.ok(parsed < texts.length / 10, `${parsed} of ${texts.length} files parsed early`);
  });
});
