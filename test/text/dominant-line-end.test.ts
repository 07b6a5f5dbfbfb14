/**
 * Kind: dominant line end. The formatter, quick fixes and `--fix` each wrote new lines, and two
 * functions chose the line end differently on a tie (`"a\r\nb\nc"`: the formatter wrote CRLF,
 * quick fixes and `--fix` LF). One function (`dominantEol`) now answers for all of them; these
 * tests run each writer on a document whose CRLF and LF counts tie.
 */
import { strict as assert } from "node:assert";
import { fixText } from "../../cli/src/lint/fix";
import { formatDocument, lintText } from "../../server/src/app/service";
import type { Finding } from "../../server/src/core/rules/types";
import { dominantEol } from "../../server/src/core/text/line-index";

/** Joins lines with alternating CRLF and LF (as many of each), ending with CRLF. */
function tied(lines: string[]): string {
  return lines.map((l, i) => l + (i % 2 === 0 ? "\r\n" : "\n")).join("");
}

const SORCERY = tied(['card "Combat Trick" {', "  type: Sorcery", "  text:", "    Cast this spell only during combat.", "}", ""]);
const lineEnds = (s: string) => s.match(/\r\n|\n|\r/g) ?? [];

describe("dominant line end: one answer for the formatter, quick fixes and --fix", () => {
  it("dominantEol: most frequent; ties prefer CRLF, then LF; none gives LF", () => {
    assert.equal(dominantEol("a\r\nb\nc"), "\r\n");
    assert.equal(dominantEol("a\nb\rc"), "\n");
    assert.equal(dominantEol("a\rb\rc\n"), "\r");
    assert.equal(dominantEol("a\nb\nc\r\n"), "\n");
    assert.equal(dominantEol("abc"), "\n");
    assert.equal(dominantEol(""), "\n");
  });

  it("the test document ties CRLF and LF", () => {
    const ends = lineEnds(SORCERY);
    assert.equal(ends.filter((e) => e === "\r\n").length, ends.filter((e) => e === "\n").length);
  });

  it("the formatter writes CRLF for it", () => {
    const r = formatDocument(SORCERY);
    assert.ok(r.ok, JSON.stringify(r));
    const out = r.text;
    assert.ok(lineEnds(out).length > 0);
    assert.deepEqual([...new Set(lineEnds(out))], ["\r\n"], JSON.stringify(out));
  });

  it("a quick fix that inserts a line (Add Flash) writes CRLF for it", () => {
    const f = lintText(SORCERY).findings.find((x) => x.ruleId === "impossible-timing");
    const add = f?.fixes.find((x) => x.title === "Add Flash");
    assert.ok(add, JSON.stringify(f));
    const inserted = add.edits.map((e) => e.newText).join("");
    assert.ok(inserted.includes("\r\n") && !/(?<!\r)\n/.test(inserted), JSON.stringify(inserted));
  });

  it("--fix writes CRLF for it", () => {
    const finding: Finding = {
      ruleId: "obsolete-wording",
      severity: "warning",
      message: "m",
      span: { start: 0, end: 0 },
      tags: [],
      fixes: [{ title: "insert a line", safe: true, edits: [{ span: { start: 0, end: 0 }, newText: "# added\n" }] }],
    };
    const out = fixText(SORCERY, (t) => ({ findings: t === SORCERY ? [finding] : [] })).text;
    assert.ok(out.startsWith("# added\r\n"), JSON.stringify(out.slice(0, 12)));
  });
});
