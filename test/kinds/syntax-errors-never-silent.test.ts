/**
 * Kind: a command that reads `.card` files with syntax errors and says nothing about them. `lint`
 * reports them and `export` refuses such files; `timeline` drew the map from what the parser
 * recovered — a card whose closing brace was missing, or whose ability line was cut off — with
 * exit 0 and no word, so the picture could be wrong without the user knowing. It now warns on
 * stderr with the first error's line and column and how many more there are, and still draws.
 */
import assert from "node:assert/strict";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

const BROKEN = `card "Half Written" {
  cost: {R}
  type: Instant
  text:
    Cast this spell only during combat.
`;
const FINE = `card "Fine Instant" {
  cost: {R}
  type: Instant
  text:
    Cast this spell only during combat.
}
`;

describe("kind: syntax errors are never silent", function () {
  let dir: string;
  before(function () {
    dir = makeTempDir();
    writeFiles(dir, { "broken.card": BROKEN, "fine.card": FINE });
  });
  after(function () {
    removeTempDir(dir);
  });

  it("timeline warns with the first error's position and still draws the map", function () {
    for (const format of ["text", "json", "svg"]) {
      const r = runCli(["timeline", "broken.card", "--format", format], dir);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /Half Written/);
      assert.match(
        r.stderr,
        /^cardscript: warning: broken\.card:6:1: syntax error: Expected '\}' but found the end of the file; the map shows the cards as far as they could be read/,
      );
    }
  });

  it("timeline of a file that parses prints no warning", function () {
    const r = runCli(["timeline", "fine.card"], dir);
    assert.equal(r.code, 0);
    assert.equal(r.stderr, "");
  });

  it("lint reports it and export refuses it (exit 2 with file:line), as before", function () {
    const lint = runCli(["lint", "broken.card", "--format", "json"], dir);
    assert.equal(lint.code, 1);
    assert.match(lint.stdout, /"ruleId":"syntax-error"/);
    const exp = runCli(["export", "broken.card", "--format", "cockatrice", "--out", "x.xml"], dir);
    assert.equal(exp.code, 2);
    assert.match(exp.stderr, /broken\.card:6: syntax error/);
  });
});
