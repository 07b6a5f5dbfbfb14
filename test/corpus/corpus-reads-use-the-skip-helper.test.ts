/**
 * Kind: a test reads the real-card corpus without the skip helper. In a fresh clone without the
 * corpus beside it, 12 suites threw "Corpus file not found" (they called `requireCorpusFile` or
 * built corpus paths themselves) although the corpus suites are meant to skip. Every test file
 * must reach the corpus through `corpusFileOrSkip` (test/helpers/corpus.ts), which skips without
 * the corpus and fails under `CI=true`; this test fails when one does not.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../helpers/corpus";

/** Every .ts file under `dir`. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Ways to reach the corpus other than the skip helper. */
const BYPASSES: [RegExp, string][] = [
  [/\brequireCorpusFile\s*\(/, "requireCorpusFile (throws without the corpus; use corpusFileOrSkip)"],
  [/process\.env(?:\.CARDSCRIPT_CORPUS|\[\s*["']CARDSCRIPT_CORPUS["']\s*\])(?!\s*=[^=])/, "reads CARDSCRIPT_CORPUS itself"],
  [/["'`][^"'`\n]*\.\.\/shared\b/, "a path into ../shared"],
  [/["'`][^"'`\n]*shared\/corpus\b/, "a path into shared/corpus"],
];

describe("corpus-reads-use-the-skip-helper", function () {
  const HELPER = path.join(PROJECT_ROOT, "test", "helpers", "corpus.ts");
  const files = tsFiles(path.join(PROJECT_ROOT, "test")).filter((f) => f !== HELPER && f !== __filename);

  it("no test file reaches the corpus around corpusFileOrSkip", function () {
    const found: string[] = [];
    for (const file of files) {
      const lines = readFileSync(file, "utf8").split("\n");
      lines.forEach((line, i) => {
        if (/^\s*(\*|\/\/)/.test(line)) return; // comments may name them
        for (const [re, why] of BYPASSES) if (re.test(line)) found.push(`${path.relative(PROJECT_ROOT, file)}:${i + 1}: ${why}`);
      });
    }
    assert.deepEqual(found, []);
  });

  it("a file that builds corpus paths with corpusDir() also skips with corpusFileOrSkip", function () {
    const found = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      return /\bcorpusDir\s*\(/.test(text) && !/\bcorpusFileOrSkip\s*\(/.test(text);
    });
    assert.deepEqual(
      found.map((f) => path.relative(PROJECT_ROOT, f)),
      [],
    );
  });

  it("the scan finds the bypasses it is meant to find", function () {
    const bad = [
      'readFileSync(requireCorpusFile("mtg/cards.jsonl"))',
      'const dir = process.env["CARDSCRIPT_CORPUS"] ?? "x";',
      'path.join(PROJECT_ROOT, "../shared/corpus/mtg")',
    ];
    for (const line of bad)
      assert.ok(
        BYPASSES.some(([re]) => re.test(line)),
        line,
      );
    assert.ok(!BYPASSES.some(([re]) => re.test('corpusFileOrSkip(this, "mtg/cards.jsonl")')));
    assert.ok(!BYPASSES.some(([re]) => re.test('CARDSCRIPT_CORPUS: path.join(PROJECT_ROOT, "no-such-corpus"),')));
  });
});
