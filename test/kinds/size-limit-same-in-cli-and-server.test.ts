/**
 * Kind: an input-size limit the language server applies and the CLI did not. The server refuses
 * a document over 64,000,000 characters with a clear message; the CLI read and linted any size,
 * and on a 70 MB file it ran out of heap after three minutes and aborted with a V8 stack trace
 * (exit 134). `lint`, `timeline` and `export` now refuse such a file with the server's words
 * (exit 2), and `lint` still checks the other files.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { MAX_LINT_CHARS, tooLargeMessage } from "../../server/src/core/limits";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

describe("kind: the CLI and the server share the size limit", function () {
  this.timeout(60_000);
  let dir: string;
  const length = MAX_LINT_CHARS + 36;
  before(function () {
    dir = makeTempDir();
    // One card, then comment lines up to just past the limit (cheap to write, cheap to refuse).
    const head = CARDS.error;
    const filler = "# filler line for a very large file\n";
    writeFileSync(path.join(dir, "huge.card"), head + filler.repeat(Math.ceil((length - head.length) / filler.length)));
    writeFiles(dir, { "small.card": CARDS.error });
  });
  after(function () {
    removeTempDir(dir);
  });

  it("lint reports the file as too large with the server's message (exit 2) and lints the others", function () {
    const r = runCli(["lint", ".", "--format", "json"], dir);
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      /huge\.card: This file is too large to check \(\d+ characters; the limit is 64000000\)\. Split it into smaller files\./,
    );
    const reported = (JSON.parse(r.stdout) as { filePath: string }[]).map((x) => path.basename(x.filePath));
    assert.deepEqual(reported, ["small.card"]);
  });

  it("timeline and export refuse it the same way, without a stack trace", function () {
    for (const args of [
      ["timeline", "huge.card"],
      ["export", "huge.card", "--format", "cockatrice", "--out", "x.xml"],
    ]) {
      const r = runCli(args, dir);
      assert.equal(r.code, 2, args.join(" "));
      assert.match(r.stderr, /huge\.card: This file is too large to check/);
      assert.doesNotMatch(r.stderr, /\n\s+at |FATAL ERROR/);
    }
  });

  it("the message is the one the server shows", function () {
    assert.equal(
      tooLargeMessage(64_000_001),
      "This file is too large to check (64000001 characters; the limit is 64000000). Split it into smaller files.",
    );
  });
});
